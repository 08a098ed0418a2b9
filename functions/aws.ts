// Settings shared by the SDK clients (DynamoDB and the Management API).
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';

type Logger = NonNullable<DynamoDBClientConfig['logger']>;

/**
 * Silent, like the SDK's default, because its entries carry request inputs (frames with cards,
 * seat tokens): our code logs failures itself, without data. Leaving out `info` also spares
 * the filtered copy of every request and response that the SDK prepares for it even when no-op.
 */
const silent = () => undefined;
export const SDK_LOGGER = { debug: silent, warn: silent, error: silent } as unknown as Logger;

/** Keep-alive connection pools, shared by the clients of one container (or one local stack). */
export interface SdkAgents {
  readonly httpAgent: HttpAgent;
  readonly httpsAgent: HttpsAgent;
}

/** Enough keep-alive sockets for a broadcast to a whole table at once. */
export function keepAliveAgents(): SdkAgents {
  return {
    httpAgent: new HttpAgent({ keepAlive: true, maxSockets: 256 }),
    httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: 256 }),
  };
}

/**
 * What every client of ours is built with. `cacheMiddleware` resolves the middleware stack once
 * per command class instead of on every call (about a third of the SDK's CPU per call here); it
 * means no middleware may be added to a client after its first request, which is why the
 * DynamoDB adapters use the plain client (lib-dynamodb's commands are not compatible with it).
 */
export const sdkSettings = (agents: SdkAgents = keepAliveAgents()) => ({
  requestHandler: { httpAgent: agents.httpAgent, httpsAgent: agents.httpsAgent },
  logger: SDK_LOGGER,
  cacheMiddleware: true,
});

/**
 * For a local endpoint only (dynalite, which checks that a request carries a signature but not
 * the signature itself): the SigV4 scheme with a signer that writes a fixed, well-formed
 * `Authorization` header instead of computing one, sparing two HMAC chains and a SHA-256 of the
 * body per call. Clients of AWS never get it.
 */
export function localSigningSchemes(): NonNullable<DynamoDBClientConfig['httpAuthSchemes']> {
  const signer = {
    async sign<R extends { headers: Record<string, string> }>(request: R): Promise<R> {
      request.headers.authorization = LOCAL_AUTHORIZATION;
      request.headers['x-amz-date'] = LOCAL_DATE;
      return request;
    },
  };
  return [{
    schemeId: 'aws.auth#sigv4',
    identityProvider: (config) => config.getIdentityProvider('aws.auth#sigv4'),
    signer,
  }] as NonNullable<DynamoDBClientConfig['httpAuthSchemes']>;
}

const LOCAL_DATE = '20000101T000000Z';
const LOCAL_AUTHORIZATION = 'AWS4-HMAC-SHA256 Credential=local/20000101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0';
