// Reading many items of one table by key: BatchGetItem, 100 keys a call at most (DynamoDB refuses
// more, and refuses a call naming one key twice). A call may answer in part (a response over 16 MB,
// throttled partitions, an internal failure) and return the rest as UnprocessedKeys: those are
// asked again after a short backoff, a bounded number of times, then IncompleteReadError.
import { BatchGetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { IncompleteReadError } from '../types.ts';
import type { Item } from './attributes.ts';
import { guard } from './client.ts';

/** DynamoDB's limit of keys per BatchGetItem. */
export const BATCH_GET_KEYS = 100;
/** Calls per chunk of keys, counting the first: a 16 MB-limited answer of 100 items of 400 KB needs 3. */
export const BATCH_GET_ATTEMPTS = 5;
/** The wait before the n-th retry of unprocessed keys: 25 ms, doubled each time (25 + 50 + 100 + 200). */
const backoffMs = (retry: number): number => 25 * 2 ** retry;
/** Chunks read at once: a friends view's 2,500 keys are 25 calls, not 25 at the same moment. */
const WIDTH = 4;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A key's identity, to drop repeats (its attributes in the order given, as the table's key is). */
const keyId = (key: Item): string => JSON.stringify(Object.entries(key));

/** Distinct keys, first occurrence kept. */
export function distinctKeys(keys: readonly Item[]): Item[] {
  const seen = new Map<string, Item>();
  for (const key of keys) {
    const id = keyId(key);
    if (!seen.has(id)) seen.set(id, key);
  }
  return [...seen.values()];
}

/** One chunk (≤ 100 distinct keys), its unprocessed keys asked again until none are left. */
async function readChunk(db: DynamoDBClient, table: string, keys: Item[]): Promise<Item[]> {
  const items: Item[] = [];
  let pending = keys;
  for (let attempt = 0; ; attempt++) {
    const out = await guard(() => db.send(new BatchGetItemCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } })));
    items.push(...(out.Responses?.[table] ?? []));
    pending = out.UnprocessedKeys?.[table]?.Keys ?? [];
    if (pending.length === 0) return items;
    if (attempt + 1 >= BATCH_GET_ATTEMPTS) throw new IncompleteReadError(table, pending.length);
    await sleep(backoffMs(attempt));
  }
}

/**
 * The items of `table` with these keys (repeats read once), in no particular order; a key with no
 * item gives nothing. Consistent reads, as the adapters' GetItems are.
 */
export async function batchGet(db: DynamoDBClient, table: string, keys: readonly Item[]): Promise<Item[]> {
  const distinct = distinctKeys(keys);
  const chunks: Item[][] = [];
  for (let i = 0; i < distinct.length; i += BATCH_GET_KEYS) chunks.push(distinct.slice(i, i + BATCH_GET_KEYS));
  const items: Item[] = [];
  for (let i = 0; i < chunks.length; i += WIDTH) {
    for (const read of await Promise.all(chunks.slice(i, i + WIDTH).map((chunk) => readChunk(db, table, chunk)))) items.push(...read);
  }
  return items;
}
