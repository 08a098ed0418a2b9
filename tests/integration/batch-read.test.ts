// Batch reads against dynalite: the games and accounts read by getMany / getAccounts are the ones
// a get of each finds (repeats read once, missing ones left out), in calls of 100 keys; and the
// pages that read many of them (a player's page of 200 games, the friends view, a leaderboard)
// make a BatchGetItem per 100 items instead of a GetItem each. UnprocessedKeys, which dynalite
// never returns, are provoked with a mocked client in tests/functions/batch-get.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { createContext, handleMessage, type Context } from '../../functions/app/service.ts';
import { openSession } from '../../functions/app/identity/session.ts';
import { ensureTables, LOCAL_IDENTITY_TABLE, LOCAL_TABLES, startDynalite, type LocalDynamo } from '../../functions/local/dynalite.ts';
import { countCalls, type CallCounter } from '../../functions/local/instrument.ts';
import { createDynamoClient, dynamoStores } from '../../functions/store/dynamo/index.ts';
import { DynamoIdentityStore } from '../../functions/store/dynamo/identity.ts';
import type { GameRecord, GameStatus, Stores } from '../../functions/store/types.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import { captureLog } from './helpers/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const GAMES = LOCAL_TABLES.games;
const IDENTITY = LOCAL_IDENTITY_TABLE;

let dynamo: LocalDynamo;
let db: ReturnType<typeof createDynamoClient>;
let calls: CallCounter;
let stores: Stores & { identity: DynamoIdentityStore };
let ctx: Context;
let transport: MemoryTransport;
const now = Date.now();

beforeAll(async () => {
  dynamo = await startDynalite({ memory: true, port: 0 });
  await ensureTables(dynamo.endpoint, LOCAL_TABLES, { identity: IDENTITY });
  db = createDynamoClient({ endpoint: dynamo.endpoint });
  calls = countCalls(db);
  stores = { ...dynamoStores(db, LOCAL_TABLES), identity: new DynamoIdentityStore(db, IDENTITY) };
  transport = new MemoryTransport();
  ctx = createContext({ stores, transport, log: captureLog().logger, random: seededRandom(5), clock: () => new Date(now) });
});

afterAll(async () => {
  db.destroy();
  await dynamo?.close();
});

/** Runs `task` over the items, 50 at a time. */
async function each<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 50) await Promise.all(items.slice(i, i + 50).map(task));
}

const game = (gameId: string, status: GameStatus, n: number): GameRecord => ({
  gameId, status, createdAt: new Date(now - n * 60_000).toISOString(), players: 2, board: 'beginner', seats: ['Ana', status === 'open' ? null : 'Bruno'],
  seatTokenHashes: ['h0', status === 'open' ? null : 'h1'],
  ...(status === 'finished' ? { end: { seated: [true, true], winners: [n % 2], rolls: [[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]] } } : {}),
});

/** An account holding seat 0 of each game (linked now), the games stored too. */
async function player(accountId: string, games: readonly GameRecord[], rated = false): Promise<void> {
  await stores.identity.createAccount({ accountId, name: accountId.toUpperCase(), createdAt: new Date(now).toISOString() });
  await each(games, async (g) => {
    await stores.games.create(g);
    await stores.identity.linkSeat(accountId, { gameId: g.gameId, seat: 0, seatToken: `t-${g.gameId}` }, new Date(now).toISOString());
    if (rated) await stores.identity.markRated(accountId, g.gameId, 0);
  });
}

async function ask(message: object): Promise<Record<string, unknown>> {
  await handleMessage(ctx, 'reader', JSON.stringify(message));
  return transport.received('reader').at(-1);
}

describe('getMany against dynalite', () => {
  it('reads 250 games in three calls, as a get of each finds them, repeats once and missing ones left out', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `many-${i}`);
    await each(ids, (id) => stores.games.create(game(id, 'playing', 1)));
    calls.reset();
    const read = await stores.games.getMany([...ids, 'many-nothing', 'many-3', 'many-249']);
    expect(calls.get('BatchGetItem', GAMES)).toBe(3);
    expect(calls.get('GetItem')).toBe(0);
    expect(read.size).toBe(250);
    expect(read.has('many-nothing')).toBe(false);
    for (const id of ['many-0', 'many-100', 'many-249']) expect(read.get(id)).toEqual(await stores.games.get(id));
  });

  it('reads 120 accounts\' names in two calls', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `acct-${i}`);
    await each(ids, (id) => stores.identity.createAccount({ accountId: id, name: `Name ${id}`, createdAt: '2026-11-01T00:00:00.000Z' }));
    calls.reset();
    const read = await stores.identity.getAccounts([...ids, 'acct-0', 'acct-none']);
    expect(calls.get('BatchGetItem', IDENTITY)).toBe(2);
    expect(read.size).toBe(120);
    expect(read.get('acct-7')).toEqual(await stores.identity.getAccount('acct-7'));
    expect(read.has('acct-none')).toBe(false);
  });
});

describe('the pages that read many items', () => {
  it('reads a player page of 200 games in two batch reads, no GetItem of a game', async () => {
    // GIVEN a player with 200 finished games, each one's end recorded and rated (nothing to work out late)
    await player('player-200', Array.from({ length: 200 }, (_, i) => game(`page-${i}`, 'finished', i)), true);
    calls.reset();
    // WHEN anyone reads the page
    const reply = await ask({ type: 'getPlayer', playerId: 'player-200' });
    // THEN the newest 50 are listed, all 200 counted, from two BatchGetItems of the games table
    expect(reply).toMatchObject({ type: 'player', player: { playerId: 'player-200', name: 'PLAYER-200', own: false } });
    const view = reply.player as { games: { gameId: string }[]; stats: { results: { played: number }[] } };
    expect(view.games).toHaveLength(50);
    expect(view.games[0]!.gameId).toBe('page-0');
    expect(view.stats.results[0]!.played).toBe(200);
    expect(calls.get('BatchGetItem', GAMES)).toBe(2);
    expect(calls.get('GetItem', GAMES)).toBe(0);
  });

  it('reads the friends view of 101 followed players with 5 live tables each in batches: 2 for the names, 6 for the 510 games', async () => {
    // GIVEN 101 players with five games under way each (one a private one), and me with five open tables
    const follows = Array.from({ length: 101 }, (_, i) => `friend-${i}`);
    await each(follows, (id) => player(id, Array.from({ length: 5 }, (_, n) => ({ ...game(`${id}-g${n}`, 'playing', n), ...(n === 4 ? { private: true } : {}) }))));
    await player('me', Array.from({ length: 5 }, (_, n) => game(`me-g${n}`, 'open', n)));
    await each(follows, (id) => stores.identity.follow('me', id, new Date(now).toISOString()));
    const sessionToken = await openSession(ctx, 'me');
    calls.reset();
    // WHEN I read my friends view
    const reply = await ask({ type: 'getFriends', sessionToken });
    // THEN each followed player is listed with their four public tables, and my five open tables
    const friends = reply.friends as { playerId: string; name: string; tables: { gameId: string }[] }[];
    expect(friends).toHaveLength(101);
    expect(friends.find((f) => f.playerId === 'friend-7')).toMatchObject({ name: 'FRIEND-7', tables: [0, 1, 2, 3].map((n) => ({ gameId: `friend-7-g${n}` })) });
    expect(reply.openTables).toHaveLength(5);
    // AND the names came in two batch reads, the 510 games in six, the seats in one query per player
    expect(calls.get('BatchGetItem', IDENTITY)).toBe(2);
    expect(calls.get('BatchGetItem', GAMES)).toBe(6);
    expect(calls.get('GetItem', GAMES)).toBe(0);
    expect(calls.get('GetItem', IDENTITY)).toBe(1); // the session
  });

  it('reads a leaderboard page\'s 50 names in one batch read', async () => {
    // GIVEN 60 established players in the catan ladder
    const ids = Array.from({ length: 60 }, (_, i) => `ladder-${String(i).padStart(2, '0')}`);
    await each(ids, async (id) => {
      await stores.identity.createAccount({ accountId: id, name: id.toUpperCase(), createdAt: new Date(now).toISOString() });
      const mu = 40 - Number(id.slice(-2)) / 10;
      await stores.identity.applyRating(id, null, { family: 'catan', mu, sigma: 2, games: 12, history: [], rated: [] }, `rated-${id}`);
    });
    calls.reset();
    // WHEN the first page is read
    const reply = await ask({ type: 'getLeaderboard', family: 'catan' });
    // THEN 50 rows best first with their names, from one query and one BatchGetItem
    const entries = (reply.board as { entries: { playerId: string; name: string; place: number }[] }).entries;
    expect(entries).toHaveLength(50);
    expect(entries[0]).toMatchObject({ place: 1, playerId: 'ladder-00', name: 'LADDER-00' });
    expect(calls.get('BatchGetItem', IDENTITY)).toBe(1);
    expect(calls.get('GetItem', IDENTITY)).toBe(0);
  });
});
