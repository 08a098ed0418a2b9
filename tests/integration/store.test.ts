import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, initialState, simulate, type Event } from '../../domain/catan/index.ts';
import { ensureTables, LOCAL_TABLES, startDynalite, type LocalDynamo } from '../../functions/local/dynalite.ts';
import { countCalls, type CallCounter } from '../../functions/local/instrument.ts';
import { createDynamoClient, dynamoStores } from '../../functions/store/dynamo/index.ts';
import { findCommand, loadStream, newRecord, readSince, SNAPSHOT_EVERY } from '../../functions/store/stream.ts';
import { fold as foldDice, initialState as initialDice, simulate as simulateDice } from '../../domain/dice/index.ts';
import { CATAN, foldAny, type AnyState } from '../../domain/platform/index.ts';
import type { Stores, StreamRecord } from '../../functions/store/types.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let dynamo: LocalDynamo;
let db: ReturnType<typeof createDynamoClient>;
/** A document client as the adapters used before they marshalled their own items: raw writes, and the compatibility check. */
let documents: DynamoDBDocumentClient;
let calls: CallCounter;
let stores: Stores;

beforeAll(async () => {
  dynamo = await startDynalite({ memory: true, port: 0 });
  await ensureTables(dynamo.endpoint);
  db = createDynamoClient({ endpoint: dynamo.endpoint });
  calls = countCalls(db);
  documents = DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: dynamo.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }), { marshallOptions: { removeUndefinedValues: true } });
  stores = dynamoStores(db, LOCAL_TABLES);
});

afterAll(async () => {
  db.destroy();
  documents?.destroy();
  await dynamo.close();
});

/** Appends a simulated game, a few events per record, the way the service writes them. */
async function storeGame(gameId: string, seed: number): Promise<{ records: StreamRecord[]; events: Event[] }> {
  const { events } = simulate(seed, { players: 3, board: 'beginner' });
  const records: StreamRecord[] = [];
  let state = initialState();
  for (let i = 0; i * 3 < events.length; i++) {
    const chunk = events.slice(i * 3, i * 3 + 3);
    state = fold(chunk, state);
    records.push(newRecord(gameId, i + 1, `cmd-${gameId}-${i + 1}`, chunk, new Date().toISOString(), state));
  }
  for (const r of records) expect(await stores.events.append(r)).toBe(true);
  return { records, events };
}

describe('the DynamoDB event store', () => {
  it('loads a long game with one query and folds it exactly', async () => {
    const { records, events } = await storeGame('long-game-1', 1);
    expect(records.length).toBeGreaterThan(5 * SNAPSHOT_EVERY);
    calls.reset();
    const loaded = await loadStream(stores.events, 'long-game-1');
    expect(calls.get('Query')).toBe(1);
    expect(calls.counts.size).toBe(2); // Query and Query:<table>
    expect(loaded.head).toBe(records.length);
    expect(loaded.tail.length).toBeLessThanOrEqual(SNAPSHOT_EVERY);
    expect(loaded.state).toEqual(fold(events, initialState()));
  });

  it('ignores a corrupt snapshot (it is only a cache) and still folds exactly', async () => {
    const { records, events } = await storeGame('corrupt-game-2', 2);
    const last = records.filter((r) => r.snapshot).at(-1)!;
    await documents.send(new PutCommand({
      TableName: LOCAL_TABLES.events,
      Item: { ...last, events: JSON.stringify(last.events), snapshot: '{"phase": "playing", trunc' },
    }));
    calls.reset();
    const loaded = await loadStream(stores.events, 'corrupt-game-2');
    expect(loaded.state).toEqual(fold(events, initialState()));
    expect(calls.get('Query')).toBeGreaterThan(1);
  });

  it('ignores a snapshot of another format', async () => {
    const { records, events } = await storeGame('format-game-3', 3);
    const last = records.filter((r) => r.snapshot).at(-1)!;
    await documents.send(new PutCommand({ TableName: LOCAL_TABLES.events, Item: { ...last, events: JSON.stringify(last.events), snapshotFormat: 0 } }));
    expect((await loadStream(stores.events, 'format-game-3')).state).toEqual(fold(events, initialState()));
  });

  it('finds a command id in the tail without another query, and before it with one', async () => {
    const { records } = await storeGame('ids-game-4', 4);
    const loaded = await loadStream(stores.events, 'ids-game-4');
    calls.reset();
    const recent = records.at(-2)!;
    expect(await findCommand(stores.events, 'ids-game-4', loaded, recent.commandId, recent.version - 1)).toBe(recent.version);
    expect(calls.get('Query')).toBe(0);
    const old = records[10];
    expect(await findCommand(stores.events, 'ids-game-4', loaded, old.commandId, old.version - 1)).toBe(old.version);
    expect(calls.get('Query')).toBe(1);
    expect(await findCommand(stores.events, 'ids-game-4', loaded, old.commandId, old.version)).toBeNull();
  });

  it('reads the records after a version in order, whatever their age', async () => {
    const { records } = await storeGame('since-game-5', 5);
    const fromStart = await readSince(stores.events, 'since-game-5', 0);
    expect(fromStart!.records.map((r) => r.version)).toEqual(records.map((r) => r.version));
    const recent = await readSince(stores.events, 'since-game-5', records.length - 3);
    expect(recent!.records.map((r) => r.version)).toEqual(records.slice(-3).map((r) => r.version));
    expect(recent!.finished).toBe(true);
    expect(await readSince(stores.events, 'no-such-game', 0)).toBeNull();
  });

  it('lets exactly one of ten racing appends take a version', async () => {
    const record = (i: number): StreamRecord => ({ gameId: 'race-game-6', version: 1, commandId: `c${i}`, events: [], at: 'now' });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => stores.events.append(record(i))));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('the DynamoDB connections and games tables', () => {
  it('follows games through the byGame index, keeping connectedAt', async () => {
    const { connections } = stores;
    await connections.put({ connectionId: 'conn/1=', connectedAt: '2026-01-01T00:00:00.000Z', expiresAt: 1 });
    const before = await connections.follow('conn/1=', 'game-a', 2, { connectedAt: 'later', expiresAt: 2 });
    expect(before).toMatchObject({ connectionId: 'conn/1=' });
    await connections.follow('conn/2=', 'game-a', undefined, { connectedAt: 'now', expiresAt: 3 });
    const find = async (id: string, gameId = 'game-a') => (await connections.byGame(gameId)).find((c) => c.connectionId === id);
    expect(await find('conn/1=')).toEqual({ connectionId: 'conn/1=', gameId: 'game-a', seat: 2, connectedAt: '2026-01-01T00:00:00.000Z', expiresAt: 1 });
    expect((await connections.byGame('game-a')).map((c) => [c.connectionId, c.seat])).toEqual([['conn/1=', 2], ['conn/2=', undefined]]);
    await connections.follow('conn/1=', 'game-a', undefined, { connectedAt: 'x', expiresAt: 0 });
    expect(await find('conn/1=')).toMatchObject({ connectionId: 'conn/1=' });
    expect((await find('conn/1='))?.seat).toBeUndefined();
    expect(await connections.delete('conn/1=')).toMatchObject({ gameId: 'game-a' });
    expect(await connections.delete('conn/1=')).toBeNull();
  });

  it('keeps a dice game\'s kind on its records and its games item, and loads it from its snapshots', async () => {
    const { events } = simulateDice(9, { side: 'plus', players: 3 });
    let state: AnyState = CATAN.initialState();
    const count = Math.ceil(events.length / 4);
    for (let i = 0; i < count; i++) {
      const chunk = events.slice(i * 4, i * 4 + 4);
      state = foldAny(chunk, state);
      expect(await stores.events.append(newRecord('dice-game-9', i + 1, `cmd-d-${i + 1}`, chunk, new Date().toISOString(), state))).toBe(true);
    }
    const records = await stores.events.range('dice-game-9', 0);
    expect(records.every((r) => r.kind === 'dice')).toBe(true);
    expect((await loadStream(stores.events, 'dice-game-9')).state).toEqual(foldDice(events, initialDice()));
    await stores.games.create({
      gameId: 'dice-game-9', status: 'abandoned', createdAt: '2026-01-03T00:00:00.000Z', players: 3, board: 'plus', kind: 'dice',
      seats: [null, null, null], seatTokenHashes: [null, null, null],
    });
    expect(await stores.games.get('dice-game-9')).toMatchObject({ kind: 'dice', board: 'plus' });
  });

  it('claims seats by list index and lists games by status, newest first', async () => {
    const { games } = stores;
    const base = { status: 'open' as const, players: 3, board: 'beginner' as const, seats: [null, null, null], seatTokenHashes: [null, null, null] };
    await games.create({ ...base, gameId: 'game-old', createdAt: '2026-01-01T00:00:00.000Z' });
    await games.create({ ...base, gameId: 'game-new', createdAt: '2026-01-02T00:00:00.000Z' });
    await expect(games.create({ ...base, gameId: 'game-new', createdAt: 'x' })).rejects.toThrow();
    await games.claimSeat('game-new', 1, 'Ada', 'ab'.repeat(32));
    expect(await games.get('game-new')).toMatchObject({ seats: [null, 'Ada', null], seatTokenHashes: [null, 'ab'.repeat(32), null] });
    // Storing the same game again (a retried put whose answer was lost) succeeds and keeps the seat.
    await games.create({ ...base, gameId: 'game-new', createdAt: '2026-01-02T00:00:00.000Z' });
    expect((await games.get('game-new'))?.seats).toEqual([null, 'Ada', null]);
    expect((await games.listByStatus('open', 10)).map((g) => g.gameId)).toEqual(['game-new', 'game-old']);
    expect((await games.listByStatus('open', 1)).map((g) => g.gameId)).toEqual(['game-new']);
    await games.setStatus('game-old', 'playing');
    expect((await games.listByStatus('playing', 10)).map((g) => g.gameId)).toEqual(['game-old']);
    await games.setStatus('game-old', 'finished');
    await games.setStatus('game-new', 'finished', 1, 42);
    expect((await games.listByStatus('finished', 10)).map((g) => g.gameId)).toEqual(['game-new', 'game-old']);
    // A finished game keeps its winner's score (a solo dice game's lobby row shows it).
    expect(await games.get('game-new')).toMatchObject({ winner: 1, score: 42 });
    expect((await games.get('game-old'))?.score).toBeUndefined();
    expect(await games.listByStatus('playing', 10)).toEqual([]);
  });
});

describe('the stored item format', () => {
  // Items written before the adapters marshalled their own (with lib-dynamodb's document client)
  // must read the same, and items written now must look the same to such a client.
  it('reads items the document client wrote, and writes items it reads back unchanged', async () => {
    const record: StreamRecord = {
      gameId: 'format-game-7', version: 20, commandId: 'cmd-7', at: '2026-01-01T00:00:00.000Z',
      events: [{ type: 'DiceRolled', seat: 1, dice: [3, 4] }], snapshot: '{"phase":"none"}', snapshotFormat: 1,
    };
    const game = {
      gameId: 'format-game-7', status: 'playing' as const, createdAt: '2026-01-01T00:00:00.000Z', players: 3, board: 'variable' as const,
      seats: ['Ada', null, 'Bo'], seatTokenHashes: ['ab'.repeat(32), null, 'cd'.repeat(32)], modules: ['paired'],
    };
    const connection = { connectionId: 'conn/7=', gameId: 'format-game-7', seat: 0, connectedAt: '2026-01-01T00:00:00.000Z', expiresAt: 7 };
    // GIVEN items as the document client wrote them
    await documents.send(new PutCommand({ TableName: LOCAL_TABLES.events, Item: { ...record, events: JSON.stringify(record.events) } }));
    await documents.send(new PutCommand({ TableName: LOCAL_TABLES.games, Item: game }));
    await documents.send(new PutCommand({ TableName: LOCAL_TABLES.connections, Item: connection }));
    // THEN the adapters read them as they were
    expect(await stores.events.range('format-game-7', 0)).toEqual([record]);
    expect(await stores.games.get('format-game-7')).toEqual(game);
    expect(await stores.connections.byGame('format-game-7')).toEqual([connection]);
    // AND what the adapters write, the document client reads as the same items
    await stores.events.append({ ...record, version: 21, commandId: 'cmd-8', snapshot: undefined, snapshotFormat: undefined });
    await stores.games.create({ ...game, gameId: 'format-game-8' });
    await stores.connections.put({ connectionId: 'conn/8=', connectedAt: 'now', expiresAt: 8 });
    const read = async (TableName: string, Key: Record<string, unknown>) => (await documents.send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item;
    expect(await read(LOCAL_TABLES.events, { gameId: 'format-game-7', version: 21 }))
      .toEqual({ gameId: 'format-game-7', version: 21, commandId: 'cmd-8', at: record.at, events: JSON.stringify(record.events) });
    expect(await read(LOCAL_TABLES.games, { gameId: 'format-game-8' })).toEqual({ ...game, gameId: 'format-game-8' });
    expect(await read(LOCAL_TABLES.connections, { connectionId: 'conn/8=' })).toEqual({ connectionId: 'conn/8=', connectedAt: 'now', expiresAt: 8 });
  });
});
