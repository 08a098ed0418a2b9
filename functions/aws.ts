// Settings shared by the SDK clients (DynamoDB and the Management API).
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';

type Logger = NonNullable<DynamoDBClientConfig['logger']>;

/**
 * Silent, like the SDK's default, because its entries carry request inputs (frames with cards,
 * seat tokens): our code logs failures itself, without data. Leaving out `info` also spares
 * the filtered copy of every request and response that the SDK prepares for it even when no-op.
 */
const silent = () => undefined;
export const SDK_LOGGER = { debug: silent, warn: silent, error: silent } as unknown as Logger;

/** Enough keep-alive sockets for a broadcast to a whole table at once. */
export const SDK_HTTP = { httpAgent: { maxSockets: 256 }, httpsAgent: { maxSockets: 256 } };
