// The batch read's answers in part, which dynalite never gives (it answers every key at once):
// UnprocessedKeys asked again after a backoff, a bounded number of times, then a typed error.
// Everything else about getMany runs against dynalite (tests/integration/batch-read.test.ts).
import {
  BatchGetItemCommand, DynamoDBClient, ProvisionedThroughputExceededException, QueryCommand, type BatchGetItemCommandInput,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { createContext, handleMessage } from '../../functions/app/service.ts';
import { memoryStores } from '../../functions/store/memory/index.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import { captureLog } from '../integration/helpers/stack.ts';
import { BATCH_GET_ATTEMPTS, BATCH_GET_KEYS } from '../../functions/store/dynamo/batch-get.ts';
import { createDynamoClient, DynamoGameStore, gameItem } from '../../functions/store/dynamo/index.ts';
import { DynamoIdentityStore } from '../../functions/store/dynamo/identity.ts';
import { IncompleteReadError, StoreUnavailableError, type GameRecord } from '../../functions/store/types.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const ddb = mockClient(DynamoDBClient);
const games = new DynamoGameStore(createDynamoClient({ endpoint: 'http://127.0.0.1:9' }), 'games');

const game = (gameId: string): GameRecord => ({
  gameId, status: 'finished', createdAt: '2026-11-01T00:00:00.000Z', players: 2, board: 'beginner', seats: ['Ana', 'Bruno'], seatTokenHashes: ['a', 'b'],
});
const keyOf = (gameId: string) => ({ gameId: { S: gameId } });
const idsOf = (keys: readonly Record<string, { S?: string }>[] | undefined) => (keys ?? []).map((k) => k.gameId!.S!);
/** The keys each call asked for, in order. */
const asked = () => ddb.commandCalls(BatchGetItemCommand).map((c) => idsOf((c.args[0].input as BatchGetItemCommandInput).RequestItems!.games!.Keys));

afterEach(() => ddb.reset());
afterAll(() => ddb.restore());

describe('a batch read answered in part', () => {
  it('asks again for the unprocessed keys only, and returns every item keyed by id', async () => {
    // GIVEN a first answer with one item, the two others unprocessed (a throttled partition, say)
    ddb.on(BatchGetItemCommand)
      .resolvesOnce({ Responses: { games: [gameItem(game('g1'))] }, UnprocessedKeys: { games: { Keys: [keyOf('g2'), keyOf('g3')] } } })
      .resolvesOnce({ Responses: { games: [gameItem(game('g3'))] }, UnprocessedKeys: { games: { Keys: [keyOf('g2')] } } })
      .resolves({ Responses: { games: [gameItem(game('g2'))] } });
    // WHEN three games are read
    const read = await games.getMany(['g1', 'g2', 'g3']);
    // THEN three calls: all the keys, then the two left, then the last one
    expect(asked()).toEqual([['g1', 'g2', 'g3'], ['g2', 'g3'], ['g2']]);
    expect([...read.keys()].sort()).toEqual(['g1', 'g2', 'g3']);
    expect(read.get('g2')).toEqual(game('g2'));
  });

  it('gives up after a bounded number of calls with IncompleteReadError', async () => {
    // GIVEN a table that never processes one of the keys
    ddb.on(BatchGetItemCommand).resolves({ Responses: { games: [] }, UnprocessedKeys: { games: { Keys: [keyOf('g9')] } } });
    // WHEN it is read
    const started = Date.now();
    const failure = await games.getMany(['g9']).catch((error: unknown) => error);
    // THEN a typed error after BATCH_GET_ATTEMPTS calls, with short waits between them (25 + 50 + 100 + 200 ms)
    expect(failure).toBeInstanceOf(IncompleteReadError);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(failure).toMatchObject({ code: 'store/incomplete-read', table: 'games', unread: 1 });
    expect(ddb.commandCalls(BatchGetItemCommand)).toHaveLength(BATCH_GET_ATTEMPTS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('splits 250 keys with repeats into calls of at most 100 distinct keys, each chunk retried on its own', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `g${i}`);
    ddb.on(BatchGetItemCommand).callsFake((input: BatchGetItemCommandInput) => {
      const keys = idsOf(input.RequestItems!.games!.Keys);
      // The chunk holding g150 leaves it for the next call, once.
      const held = keys.length > 1 && keys.includes('g150') ? ['g150'] : [];
      return {
        Responses: { games: keys.filter((id) => !held.includes(id)).map((id) => gameItem(game(id))) },
        ...(held.length ? { UnprocessedKeys: { games: { Keys: held.map(keyOf) } } } : {}),
      };
    });
    const read = await games.getMany([...ids, 'g7', 'g150', 'g249']);
    expect(read.size).toBe(250);
    const calls = asked();
    expect(calls.map((c) => c.length)).toEqual([BATCH_GET_KEYS, BATCH_GET_KEYS, 50, 1]);
    for (const c of calls) expect(new Set(c).size).toBe(c.length);
    expect(calls.at(-1)).toEqual(['g150']);
  });

  it('makes no call for no keys', async () => {
    expect((await games.getMany([])).size).toBe(0);
    expect(ddb.commandCalls(BatchGetItemCommand)).toHaveLength(0);
  });

  it('maps a batch refused outright (throttled on every key, after the SDK\'s retries) to StoreUnavailableError', async () => {
    ddb.on(BatchGetItemCommand).rejects(new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: { httpStatusCode: 400 } }));
    await expect(games.getMany(['g1'])).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('retries the identity table\'s unprocessed account keys the same way', async () => {
    const identity = new DynamoIdentityStore(createDynamoClient({ endpoint: 'http://127.0.0.1:9' }), 'identity');
    const profile = (id: string) => ({ pk: { S: `account#${id}` }, sk: { S: 'profile' }, name: { S: id.toUpperCase() }, createdAt: { S: '2026-11-01' } });
    ddb.on(BatchGetItemCommand)
      .resolvesOnce({ Responses: { identity: [profile('a')] }, UnprocessedKeys: { identity: { Keys: [{ pk: { S: 'account#b' }, sk: { S: 'profile' } }] } } })
      .resolves({ Responses: { identity: [profile('b')] } });
    const accounts = await identity.getAccounts(['a', 'b', 'a']);
    expect(Object.fromEntries([...accounts].map(([id, a]) => [id, a.name]))).toEqual({ a: 'A', b: 'B' });
    expect(ddb.commandCalls(BatchGetItemCommand)).toHaveLength(2);
  });

  it('answers a leaderboard whose names stay unread with store/unavailable', async () => {
    // GIVEN a ladder of one row whose account the batch read never processes
    const row = { pk: { S: 'account#a' }, sk: { S: 'rating#catan' }, mu: { N: '30' }, sigma: { N: '2' }, games: { N: '12' }, shown: { N: '24' } };
    ddb.on(QueryCommand).resolves({ Items: [row] });
    ddb.on(BatchGetItemCommand).resolves({ Responses: { identity: [] }, UnprocessedKeys: { identity: { Keys: [{ pk: row.pk, sk: { S: 'profile' } }] } } });
    const transport = new MemoryTransport();
    const log = captureLog();
    const identity = new DynamoIdentityStore(createDynamoClient({ endpoint: 'http://127.0.0.1:9' }), 'identity');
    const ctx = createContext({ stores: { ...memoryStores(), identity }, transport, log: log.logger, random: seededRandom(1) });
    // WHEN the leaderboard is asked for
    await handleMessage(ctx, 'reader', JSON.stringify({ type: 'getLeaderboard', reqId: 'r1', family: 'catan' }));
    // THEN the typed error reaches the client as store/unavailable, and the log names the cause
    expect(transport.received('reader')).toMatchObject([{ type: 'error', reqId: 'r1', code: 'store/unavailable' }]);
    expect(JSON.stringify(log.lines)).toContain('IncompleteReadError');
  });
});
