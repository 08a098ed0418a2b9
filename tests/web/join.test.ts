// Joining and creating over a flaky link: one joinId (createId) per attempt, sent again on a new
// socket and after a transient error until answered or a final error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinGame, OWN_SEED_KEY, seatSeed } from '../../web/src/state/join.ts';
import { CREATE_KEEP_MS, createLobbyActions, createLobbyState } from '../../web/src/state/lobby.ts';
import { saveSeat } from '../../web/src/state/seats.ts';
import { fakeConnection, memoryStore, TOKEN } from './fakes.ts';

const GAME = 'game_123456';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('joining', () => {
  it("brings the player's own seed when one is kept (64 hex digits), else a new random one each time", () => {
    const own = 'ab'.repeat(32);
    expect(seatSeed(memoryStore([[OWN_SEED_KEY, own]]))).toBe(own);
    for (const bad of ['AB'.repeat(32), 'ab', 'zz'.repeat(32)]) expect(seatSeed(memoryStore([[OWN_SEED_KEY, bad]]))).not.toBe(bad);
    const [a, b] = [seatSeed(memoryStore()), seatSeed(null)];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it('sends the same joinId again on a new socket and after a transient error, and forgets it once joined', async () => {
    const net = fakeConnection();
    const session = memoryStore();
    const joining = joinGame(net.connection, session, { gameId: GAME, name: 'Ada' }, { retryMs: 100 });
    const first = net.last('joinGame')!;
    expect(first.joinId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(session.map.get(`hexfold.join.${GAME}`)).toBe(first.joinId);
    // WHEN the socket drops before the answer: the join goes again on the new one
    net.goOffline();
    net.goOnline();
    expect(net.all('joinGame')).toHaveLength(2);
    // AND a transient error: again, after a pause, with the same joinId
    net.push({ type: 'error', reqId: net.last('joinGame')!.reqId, code: 'store/unavailable', message: 'x' });
    await vi.advanceTimersByTimeAsync(150);
    const joins = net.all('joinGame');
    expect(joins).toHaveLength(3);
    expect(new Set(joins.map((j) => j.joinId))).toEqual(new Set([first.joinId]));
    net.push({ type: 'joined', reqId: joins[2].reqId!, gameId: GAME, seat: 0, seatToken: TOKEN });
    expect(await joining).toMatchObject({ seat: 0 });
    expect(session.map.size).toBe(0);
  });

  it('stops on a final error and makes a new joinId for the next attempt', async () => {
    const net = fakeConnection();
    const session = memoryStore();
    const joining = joinGame(net.connection, session, { gameId: GAME, name: 'Ada', seat: 1 });
    const first = net.last('joinGame')!;
    expect(first.seat).toBe(1);
    net.push({ type: 'error', reqId: first.reqId, code: 'seat/taken', message: 'taken' });
    await expect(joining).rejects.toMatchObject({ code: 'seat/taken' });
    expect(session.map.size).toBe(0);
    void joinGame(net.connection, session, { gameId: GAME, name: 'Ada' }).catch(() => {});
    expect(net.last('joinGame')!.joinId).not.toBe(first.joinId);
  });
});

/** Creates a game whose creator's join then meets transient errors until the lobby gives up. */
async function createThenJoinGivesUp(
  actions: ReturnType<typeof createLobbyActions>, net: ReturnType<typeof fakeConnection>, players: 3 | 4, board: 'beginner' | 'variable',
): Promise<{ createId: string | undefined; error: unknown }> {
  const failed = actions.create(players, board, 'Ada').catch((err: unknown) => err);
  const createId = net.last('createGame')!.createId;
  net.push({ type: 'created', reqId: net.last('createGame')!.reqId, gameId: GAME });
  await vi.advanceTimersByTimeAsync(0);
  for (let i = 0; i < 5; i++) {
    net.push({ type: 'error', reqId: net.last('joinGame')!.reqId, code: 'store/unavailable', message: 'x' });
    await vi.advanceTimersByTimeAsync(5_000);
  }
  return { createId, error: await failed };
}

describe('creating a game', () => {
  it('sends the same createId again on a new socket and after a transient error, then takes the first seat', async () => {
    const net = fakeConnection();
    const session = memoryStore();
    const store = memoryStore();
    const actions = createLobbyActions(createLobbyState(), net.connection, store, session);
    const creating = actions.create(3, 'variable', 'Ada');
    const first = net.last('createGame')!;
    expect(first).toMatchObject({ players: 3, board: 'variable' });
    expect(first.createId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // WHEN the answer is lost with the socket, and the next try meets a transient error
    net.goOffline();
    net.goOnline();
    net.push({ type: 'error', reqId: net.last('createGame')!.reqId, code: 'store/unavailable', message: 'x' });
    await vi.advanceTimersByTimeAsync(1_100);
    // THEN every try carried the same createId, and once created the creator joins
    const creates = net.all('createGame');
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((c) => c.createId))).toEqual(new Set([first.createId]));
    net.push({ type: 'created', reqId: creates[2].reqId, gameId: GAME });
    await vi.advanceTimersByTimeAsync(0);
    net.push({ type: 'joined', reqId: net.last('joinGame')!.reqId, gameId: GAME, seat: 0, seatToken: TOKEN });
    expect(await creating).toBe(GAME);
    expect(session.map.size).toBe(0);
  });

  it('keeps the createId until the creator is seated: trying again after a failed join takes the same game', async () => {
    const net = fakeConnection();
    const session = memoryStore();
    const actions = createLobbyActions(createLobbyState(), net.connection, memoryStore(), session);
    // WHEN every join attempt meets a transient error, until the lobby gives up
    const { createId, error } = await createThenJoinGivesUp(actions, net, 4, 'beginner');
    expect(error).toMatchObject({ code: 'store/unavailable' });
    const joinId = net.last('joinGame')!.joinId;
    // THEN creating again sends the same createId, and joins with the same joinId
    const second = actions.create(4, 'beginner', 'Ada');
    expect(net.last('createGame')!.createId).toBe(createId);
    net.push({ type: 'created', reqId: net.last('createGame')!.reqId, gameId: GAME });
    await vi.advanceTimersByTimeAsync(0);
    expect(net.last('joinGame')!.joinId).toBe(joinId);
    net.push({ type: 'joined', reqId: net.last('joinGame')!.reqId, gameId: GAME, seat: 0, seatToken: TOKEN });
    expect(await second).toBe(GAME);
    expect(session.map.size).toBe(0);
  });

  it('does not take up a kept createId once that game seats the player, nor after it has aged', async () => {
    const net = fakeConnection();
    const session = memoryStore();
    const store = memoryStore();
    const actions = createLobbyActions(createLobbyState(), net.connection, store, session);
    const { createId: first } = await createThenJoinGivesUp(actions, net, 3, 'variable');
    // WHEN the player is seated in that game some other way (its page's join), then creates again
    saveSeat(store, GAME, { seat: 0, seatToken: TOKEN, name: 'Ada' });
    void actions.create(3, 'variable', 'Ada').catch(() => {});
    // THEN a new game is asked for
    expect(net.last('createGame')!.createId).not.toBe(first);
    // AND a kept createId older than CREATE_KEEP_MS is not taken up either
    const aged = net.last('createGame')!.createId;
    vi.advanceTimersByTime(CREATE_KEEP_MS + 1);
    void actions.create(3, 'variable', 'Ada').catch(() => {});
    expect(net.last('createGame')!.createId).not.toBe(aged);
  });
});

describe('creating a game with bots', () => {
  it('keeps a createId per kind of game: a failed bot game is never taken up by a create of people only', async () => {
    const net = fakeConnection();
    const session = memoryStore();
    const store = memoryStore();
    const actions = createLobbyActions(createLobbyState(), net.connection, store, session);
    void actions.playNow({ players: 3, board: 'beginner', level: 'good', turnRule: 'special-building' }, 'Ada').catch(() => {});
    const bots = net.last('createGame')!;
    expect(bots).toMatchObject({ players: 3, board: 'beginner', bots: [null, 'good', 'good'] });
    net.push({ type: 'error', reqId: bots.reqId, code: 'store/unavailable', message: 'x' });
    // WHEN a create of people only is made meanwhile
    void actions.create(3, 'beginner', 'Ada').catch(() => {});
    // THEN it is a different game
    const people = net.last('createGame')!;
    expect(people.bots).toBeUndefined();
    expect(people.createId).not.toBe(bots.createId);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(net.all('createGame').filter((c) => c.createId === bots.createId).length).toBe(2);
  });
});
