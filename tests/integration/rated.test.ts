// Rated tables and leaderboards on the real local stack (dynalite with the identity table's
// ladder index behind the ws gateway, real WebSocket clients, passkeys): of two games between
// the same signed-in players only the rated one moves their ratings, which the streams alone
// give again; a rated table seats no bot; a leaderboard lists a family's players best first in
// pages of 50, the provisional ones apart, with the signed-in player's own place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyOf, nextRatings, placesOf, scores } from '../../functions/app/players/standings.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { LeaderboardView } from '../../functions/protocol/players.ts';
import type { DiceState } from '../../domain/dice/index.ts';
import type { RatingRecord } from '../../functions/store/players.ts';
import { loadStream } from '../../functions/store/stream.ts';
import { kindOf } from '../../domain/platform/index.ts';
import type { TestClient } from '../support/ws-client.ts';
import { duel, play, signUp, sit, type Account } from './helpers/accounts.ts';
import { FAST } from './helpers/fast.ts';
import { memoryStack, type Captured } from './helpers/stack.ts';

let stack: LocalStack & { log: Captured };
const clients: TestClient[] = [];
let ana: Account;
let bruno: Account;

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
  [ana, bruno] = await Promise.all([signUp(stack.wsUrl, stack.siteUrl, 'Ana', clients), signUp(stack.wsUrl, stack.siteUrl, 'Bruno', clients)]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await stack?.close();
});

const diceRating = async (p: Account) =>
  (await p.client.ask({ type: 'getPlayer', playerId: p.accountId, sessionToken: p.sessionToken }, 'player')).player.ratings.find((r) => r.family === 'dice');

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (const deadline = Date.now() + 10_000; ;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const board = async (client: TestClient, ask: Record<string, unknown>): Promise<LeaderboardView> =>
  (await client.ask({ type: 'getLeaderboard', family: 'dice', ...ask } as never, 'leaderboard')).board;

describe('rated tables', () => {
  const games: string[] = [];

  it('rates the rated table only; the rated streams alone give the stored ratings again', async () => {
    // GIVEN the same two players at an unrated table, then at a rated one
    games.push(await duel(ana, bruno, false));
    games.push(await duel(ana, bruno, true));
    // THEN only the rated game is in their ratings
    const rating = await until(async () => {
      const r = await diceRating(ana);
      return r?.games === 1 ? r : undefined;
    }, 'rating');
    expect(rating.history.map((h) => h.gameId)).toEqual([games[1]]);
    // AND the lobby's list tags the rated game alone
    const finished = (await ana.client.ask({ type: 'listGames', status: 'finished' }, 'games')).games;
    expect(finished.find((g) => g.gameId === games[1])).toMatchObject({ rated: true });
    expect(finished.find((g) => g.gameId === games[0])).not.toHaveProperty('rated');
    // AND folding the streams, rated or not as each one's creation event says, gives the stored ratings
    let recomputed: (RatingRecord | null)[] = [null, null];
    for (const gameId of games) {
      const { state, tail } = await loadStream(stack.stores.events, gameId);
      const first = (await stack.stores.events.range(gameId, 0, 1))[0]!.events[0]!;
      expect('rated' in first && first.rated === true).toBe(gameId === games[1]);
      if (!kindOf(state).table(state).rated) continue;
      const places = placesOf(scores(state)!, [0, 1]);
      const at = tail.findLast((r) => r.events.some((e) => e.type === 'GameEnded'))!.at;
      recomputed = nextRatings(familyOf(kindOf(state).id), [0, 1].map((seat) => ({ before: recomputed[seat]!, place: places[seat]! })), gameId, at);
    }
    expect({ mu: rating.mu, sigma: rating.sigma, history: rating.history }).toEqual({ mu: recomputed[0]!.mu, sigma: recomputed[0]!.sigma, history: recomputed[0]!.history });
    // AND the unrated game's seat is done with (a page view rates nothing of it later)
    expect((await diceRating(ana))?.games).toBe(1);
  });

  it('places last a player who left a rated game to a bot and did not come back', async () => {
    const { gameId } = await ana.client.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 2, rated: true }, 'created');
    const seatA = await sit(ana, gameId, 'Ana');
    const seatB = await sit(bruno, gameId, 'Bruno');
    await bruno.client.until(() => (bruno.client.view(gameId).dice as DiceState | undefined)?.phase === 'playing', 10_000, 'the start');
    // WHEN Bruno leaves (a bot plays his seat to the end) and Ana plays on
    await bruno.client.ask({ type: 'leaveGame', gameId, seatToken: seatB.seatToken }, 'left');
    await play(ana, gameId, seatA);
    // THEN the seat is still the bot's at the end, and Bruno is last whatever its total
    const { state } = await loadStream(stack.stores.events, gameId);
    expect(kindOf(state).table(state).away).toEqual([false, true]);
    const [a, b] = await Promise.all([ana, bruno].map((p) => until(async () => {
      const r = await diceRating(p);
      return r?.games === 2 ? r : undefined;
    }, 'the second rating')));
    expect(a!.history.at(-1)).toMatchObject({ gameId, place: 1, of: 2 });
    expect(b!.history.at(-1)).toMatchObject({ gameId, place: 2, of: 2 });
  });

  it('seats no bot at a rated table: neither at its creation nor added later', async () => {
    const withBots = await bruno.client.request({ type: 'createGame', game: 'dice', side: 'standard', players: 2, rated: true, bots: [null, 'good'] });
    expect(withBots).toMatchObject({ type: 'error', code: 'game/rated-people-only' });
    const board = await bruno.client.request({ type: 'createGame', players: 3, board: 'beginner', rated: true, bots: [null, 'easy', null] });
    expect(board).toMatchObject({ type: 'error', code: 'game/rated-people-only' });
    const createId = 'rated-table-create-0001';
    const { gameId } = await bruno.client.ask({ type: 'createGame', players: 3, board: 'beginner', rated: true, createId }, 'created');
    expect(await bruno.client.request({ type: 'addBot', gameId, createId, level: 'good' })).toMatchObject({ type: 'error', code: 'game/rated-people-only' });
    // Nothing was seated: the stream holds its creation alone.
    expect((await stack.stores.events.range(gameId, 0)).flatMap((r) => r.events).map((e) => e.type)).toEqual(['GameCreated']);
  });
});

describe('leaderboards', () => {
  it('lists the provisional players apart, best first, with the signed-in player’s place', async () => {
    const provisional = await board(ana.client, { provisional: true, sessionToken: ana.sessionToken });
    expect(provisional.entries.map((e) => e.playerId).sort()).toEqual([ana.accountId, bruno.accountId].sort());
    expect(provisional.entries.map((e) => e.place)).toEqual([1, 2]);
    expect(provisional.entries[0]!.rating).toBeGreaterThanOrEqual(provisional.entries[1]!.rating);
    expect(provisional.entries.map((e) => e.name).sort()).toEqual(['Ana', 'Bruno']);
    const mine = provisional.entries.find((e) => e.playerId === ana.accountId)!;
    expect(provisional.own).toMatchObject({ playerId: ana.accountId, place: mine.place, rating: mine.rating, provisional: true });
    expect(provisional.next).toBeUndefined();
    expect((await board(ana.client, {})).entries).toEqual([]);
    // The board game's family has nobody yet.
    expect((await board(ana.client, { family: 'catan', provisional: true })).entries).toEqual([]);
  });

  it('pages 60 established players 50 at a time, best first, and finds a signed-in player’s place', async () => {
    // GIVEN 60 accounts with established dice ratings (written as a rated game would)
    const identity = stack.stores.identity!;
    const at = new Date().toISOString();
    await Promise.all(Array.from({ length: 60 }, async (_, i) => {
      const accountId = `ladder_${String(i).padStart(3, '0')}`;
      await identity.createAccount({ accountId, name: `L${i}`, createdAt: at });
      const mu = 20 + ((i * 37) % 60) / 4;
      await identity.applyRating(accountId, null, { family: 'dice', mu, sigma: 2, games: 8, history: [], rated: [`g${i}`] }, `g${i}`);
    }));
    // WHEN the first page and the next are read
    const first = await board(bruno.client, {});
    expect(first.entries).toHaveLength(50);
    expect(first.next).toBeDefined();
    const second = await board(bruno.client, { cursor: first.next });
    expect(second.entries).toHaveLength(10);
    expect(second.next).toBeUndefined();
    // THEN every row once, best first, placed 1 to 60
    const all = [...first.entries, ...second.entries];
    expect(all.map((e) => e.place)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(all.map((e) => e.playerId)).size).toBe(60);
    const ratings = all.map((e) => e.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // AND a bad cursor is a typed refusal
    expect(await bruno.client.request({ type: 'getLeaderboard', family: 'dice', cursor: 'not a cursor' })).toMatchObject({ type: 'error', code: 'protocol/invalid-message' });
  });
});
