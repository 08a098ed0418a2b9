// The DynamoDB client and the mapping of SDK failures to the store's errors.
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { localSigningSchemes, sdkSettings, type SdkAgents } from '../../aws.ts';
import { StoreUnavailableError } from '../types.ts';

export interface TableNames {
  readonly events: string;
  readonly connections: string;
  readonly games: string;
}

/** Index names and key attributes, the same as the CDK stack's (infra/constructs/event-store.ts). */
export const CONNECTIONS_BY_GAME = 'byGame';
export const GAMES_BY_STATUS = 'byStatus';
/** The identity table's leaderboards (store/dynamo/leaderboard.ts; infra/constructs/identity-table.ts). */
export const RATINGS_BY_LADDER = 'byLadder';

export interface ClientOptions {
  /** A local endpoint (dynalite); AWS otherwise. */
  readonly endpoint?: string;
  readonly region?: string;
  /** Attempts per call, counting the first; the SDK backs off between them. */
  readonly maxAttempts?: number;
  /** Keep-alive pools shared with the container's other clients. */
  readonly agents?: SdkAgents;
  /**
   * Local endpoint only: how requests reach it instead of HTTP (the local stack's MessagePort to
   * its dynalite worker). The client, its commands and their wire format stay the same.
   */
  readonly requestHandler?: DynamoDBClientConfig['requestHandler'];
  /** Local endpoint only: a fixed signature header instead of SigV4 (dynalite does not check it). */
  readonly unsigned?: boolean;
}

/**
 * The plain DynamoDB client (the adapters marshal their own items, see attributes.ts). Its
 * middleware stack is resolved once per command: add any middleware before the first call.
 */
export function createDynamoClient(options: ClientOptions = {}): DynamoDBClient {
  const config: DynamoDBClientConfig = {
    maxAttempts: options.maxAttempts ?? 3,
    region: options.region ?? process.env.AWS_REGION ?? 'local',
    ...sdkSettings(options.agents),
  };
  if (options.endpoint) {
    config.endpoint = options.endpoint;
    if (!process.env.AWS_ACCESS_KEY_ID) config.credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
    if (options.requestHandler) config.requestHandler = options.requestHandler;
    if (options.unsigned) config.httpAuthSchemes = localSigningSchemes();
  }
  const client = new DynamoDBClient(config);
  // In process (the local stack's port to its store worker), the headers nobody reads are not
  // made: the user agent, a Lambda trace id and the SDK's logging, ≈ 15 µs of CPU per call.
  if (options.endpoint && options.requestHandler) for (const name of IN_PROCESS_SKIPPED) client.middlewareStack.remove(name);
  return client;
}

const IN_PROCESS_SKIPPED = ['getUserAgentMiddleware', 'recursionDetectionMiddleware', 'loggerMiddleware'];

interface SdkError {
  name?: string;
  $fault?: 'client' | 'server';
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
}

const THROTTLING = new Set([
  'ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'LimitExceededException',
]);

/** Throttling, 5xx and network failures: worth telling the client to try again. */
export function isTransient(error: unknown): boolean {
  const e = (error ?? {}) as SdkError;
  if (THROTTLING.has(e.name ?? '') || e.$retryable || e.$fault === 'server') return true;
  const status = e.$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

export const isConditionFailure = (error: unknown): boolean =>
  (error as SdkError | null)?.name === 'ConditionalCheckFailedException';

/** Runs a store call; transient failures (after the SDK's retries) become StoreUnavailableError. */
export async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isTransient(error) && !isConditionFailure(error) ? new StoreUnavailableError(error) : error;
  }
}
