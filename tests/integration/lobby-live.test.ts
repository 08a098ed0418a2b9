// The live lobby over the real local stack: a connection that watches the lobby is pushed each
// change a listed game makes (created, a seat taken, started, won), never its moves; a private
// game is neither listed nor pushed but can be joined by its id; the ready step and the roll for
// the first player over WebSocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type Event } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { GameSummary } from '../../functions/protocol/messages.ts';
import { TestClient } from '../support/ws-client.ts';
import { memoryStack } from './helpers/stack.ts';
import { FAST } from './helpers/fast.ts';
import { botMove, everyone, sync, type Table } from './helpers/table.ts';
import { catanEvents } from '../support/kinds.ts';

let stack: LocalStack;
const clients: TestClient[] = [];

const connect = async () => {
  const client = await TestClient.connect(stack.wsUrl);
  clients.push(client);
  return client;
};

/** The `lobby` pushes a watcher received about one game, in order. */
const pushes = (watcher: TestClient, gameId: string): GameSummary[] => watcher.messages
  .filter((m) => m.type === 'lobby' && 'game' in m && m.game.gameId === gameId)
  .map((m) => (m as { game: GameSummary }).game);

const joined = async (client: TestClient, gameId: string, name: string, ready?: boolean) => {
  const reply = await client.ask({ type: 'joinGame', gameId, name, ...(ready === undefined ? {} : { ready }) }, 'joined');
  await client.until(() => client.messages.some((m) => m.type === 'events' && m.reqId === reply.reqId), 10_000, 'join catch-up');
  return reply;
};

beforeAll(async () => {
  stack = await memoryStack({ random: seededRandom(77), limits: FAST });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await stack.close();
});

describe('a connection watching the lobby', () => {
  let watcher: TestClient;
  let table: Table;
  let events: Event[];

  beforeAll(async () => {
    // GIVEN a connection that watches the lobby
    watcher = await connect();
    const listed = await watcher.ask({ type: 'watchLobby' }, 'games');
    expect(listed.games).toEqual([]);
    // WHEN a 3-player game that rolls for its first player is created and three people sit down,
    // the first of them not ready yet
    const seats = [await connect(), await connect(), await connect()];
    const { gameId } = await seats[0].ask({ type: 'createGame', players: 3, board: 'beginner', firstPlayer: 'roll' }, 'created');
    const tokens = [
      (await joined(seats[0], gameId, 'Ana', false)).seatToken,
      (await joined(seats[1], gameId, 'Bruno')).seatToken,
      (await joined(seats[2], gameId, 'Chiara')).seatToken,
    ];
    table = { gameId, seats, tokens, spectator: null };
    await sync(seats, gameId, 4);
  });

  it('is pushed the game created and each seat taken, with its host', async () => {
    // THEN the watcher heard of the new game, then of each seat, Ana as the host
    const seen = await watcher.until(() => {
      const p = pushes(watcher, table.gameId);
      return p.some((g) => g.seats.every((s) => s !== null)) && p;
    }, 10_000, 'the full table pushed');
    expect(seen[0]).toMatchObject({ status: 'open', seats: [null, null, null] });
    expect(seen.at(-1)).toMatchObject({ status: 'open', seats: ['Ana', 'Bruno', 'Chiara'], host: 'Ana', players: 3 });
    expect(Date.parse(seen[0].createdAt)).toBeGreaterThan(0);
  });

  it('does not start a full table until everyone is ready', async () => {
    // THEN the game waits for Ana
    expect(table.seats[0].view(table.gameId).state).toMatchObject({ phase: 'lobby', ready: [false, true, true] });
    // AND a seat ready already is refused with a typed error that changes nothing
    const again = await table.seats[1].command(table.gameId, table.tokens[1], { type: 'MarkReady', seat: 1 });
    expect(again).toMatchObject({ type: 'error', code: 'seat/already-ready' });
    expect(table.seats[1].head(table.gameId)).toBe(4);
  });

  it('starts when the last person is ready, with the roll for the first player, and the lobby hears of the start', async () => {
    // WHEN Ana says she is ready
    const reply = await table.seats[0].command(table.gameId, table.tokens[0], { type: 'MarkReady', seat: 0 });
    expect(reply.type).toBe('accepted');
    await sync(table.seats, table.gameId, 5);
    // THEN the start records the roll, and play begins with the seat that won it
    const started = table.seats[1].view(table.gameId).items[4].events;
    expect(started[0]).toEqual({ type: 'SeatReady', seat: 0 });
    const setup = started.find((e) => e.type === 'SetupStarted');
    expect(setup).toMatchObject({ first: expect.any(Number), rolls: expect.any(Array) });
    if (setup?.type !== 'SetupStarted' || setup.first === undefined || !setup.rolls) throw new Error('no roll');
    const first = setup.first;
    const round = setup.rolls.at(-1)!;
    const sums = round.map((r) => (r ? r[0] + r[1] : 0));
    expect(sums[first]).toBe(Math.max(...sums));
    expect(table.seats[2].view(table.gameId).state).toMatchObject({ phase: 'playing', turn: { seat: first } });
    await watcher.until(() => pushes(watcher, table.gameId).some((g) => g.status === 'playing'), 10_000, 'the start pushed');
  });

  it('is pushed the win with the winner, and nothing for the moves', async () => {
    // WHEN the game is played to the end
    const moves = seededRandom(3);
    while (await botMove(table, moves));
    events = (await stack.stores.events.range(table.gameId, 0)).flatMap((r) => catanEvents(r.events));
    const won = events.find((e) => e.type === 'GameWon');
    expect(won).toBeDefined();
    // THEN the watcher hears of the win, with the winner's name and seat
    const last = await watcher.until(() => pushes(watcher, table.gameId).find((g) => g.status === 'finished'), 10_000, 'the win pushed');
    const seat = (won as { seat: number }).seat;
    expect(last.winner).toEqual({ seat, name: ['Ana', 'Bruno', 'Chiara'][seat], score: (won as { points: number }).points });
    // AND no move was pushed to it: a handful of lobby pushes for a whole game, and no events
    expect(pushes(watcher, table.gameId).length).toBeLessThanOrEqual(8);
    expect(watcher.messages.some((m) => m.type === 'events')).toBe(false);
    // AND the finished list has the winner too
    const finished = await watcher.ask({ type: 'listGames', status: 'finished' }, 'games');
    expect(finished.games.find((g) => g.gameId === table.gameId)).toMatchObject({ winner: { seat }, host: 'Ana' });
    everyone(table).forEach((c) => expect(c.view(table.gameId).state.phase).toBe('finished'));
  });
});

describe('a private game', () => {
  it('is never listed nor pushed, and is joined by its id like any other', async () => {
    // GIVEN a lobby watcher
    const watcher = await connect();
    await watcher.ask({ type: 'watchLobby' }, 'games');
    // WHEN a private game is created and a person joins it by its id, and a public one is created after it
    const host = await connect();
    const { gameId } = await host.ask({ type: 'createGame', players: 3, board: 'variable', private: true }, 'created');
    const seat = await joined(host, gameId, 'Dora');
    expect(seat.seat).toBe(0);
    const other = await connect();
    const pub = await other.ask({ type: 'createGame', players: 3, board: 'variable' }, 'created');
    // THEN the watcher hears of the public game only, and no list names the private one
    await watcher.until(() => pushes(watcher, pub.gameId).length > 0, 10_000, 'the public game pushed');
    expect(pushes(watcher, gameId)).toEqual([]);
    const lists = await Promise.all([undefined, 'open', 'playing'].map((status) =>
      watcher.ask({ type: 'listGames', ...(status ? { status } : {}) }, 'games')));
    for (const list of lists) expect(list.games.map((g) => g.gameId)).not.toContain(gameId);
    // AND a second person reaches it by its id
    const guest = await connect();
    expect((await joined(guest, gameId, 'Eli')).seat).toBe(1);
  });
});

describe('bots and the ready step', () => {
  it('a bot added to the last seat does not start the game before the person is ready; then the bots play on', async () => {
    // GIVEN a game with a bot, whose person sits down not ready
    const host = await connect();
    const createId = 'create-ready-bots-1';
    const { gameId } = await host.ask({ type: 'createGame', players: 3, board: 'beginner', createId, bots: [null, 'easy', null], firstPlayer: 'roll' }, 'created');
    const { seatToken } = await joined(host, gameId, 'Gil', false);
    // WHEN the creator adds a bot to the last seat
    await host.ask({ type: 'addBot', gameId, createId, level: 'easy' }, 'botAdded');
    await host.until(() => host.head(gameId) >= 4, 10_000, 'the bot seated');
    // THEN the full table waits for Gil
    expect(host.view(gameId).state).toMatchObject({ phase: 'lobby', ready: [false, true, true] });
    // WHEN Gil is ready
    expect((await host.command(gameId, seatToken, { type: 'MarkReady', seat: 0 })).type).toBe('accepted');
    // THEN the game starts, and the bots play until it is Gil's turn (whoever won the roll)
    await host.until(() => {
      const s = host.view(gameId).state;
      return s.phase === 'playing' && s.turn.seat === 0;
    }, 10_000, 'Gil\'s turn');
  });
});

describe('watching one thing at a time', () => {
  it('stops the lobby pushes once the connection follows a game', async () => {
    // GIVEN a lobby watcher that then spectates a game
    const watcher = await connect();
    await watcher.ask({ type: 'watchLobby' }, 'games');
    const host = await connect();
    const first = await host.ask({ type: 'createGame', players: 3, board: 'variable' }, 'created');
    await watcher.until(() => pushes(watcher, first.gameId).length > 0, 10_000, 'the game pushed');
    await watcher.follow({ type: 'spectate', gameId: first.gameId });
    // WHEN another game is created and a seat of it taken
    const maker = await connect();
    const second = await maker.ask({ type: 'createGame', players: 3, board: 'variable' }, 'created');
    await joined(maker, second.gameId, 'Fay');
    // THEN the spectator hears nothing of it; a fresh watcher lists it
    const fresh = await connect();
    const listed = await fresh.ask({ type: 'watchLobby' }, 'games');
    expect(listed.games.map((g) => g.gameId)).toContain(second.gameId);
    expect(pushes(watcher, second.gameId)).toEqual([]);
  });
});
