// The view state under a flaky link: resume with the held version, commands queued offline and
// retried with the same commandId, settled by answers or stream items, never doubled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginnerBoard, type Event } from '../../web/src/lib/domain.ts';
import type { ClientCommand } from '../../web/src/lib/protocol.ts';
import { createGameActions, QUEUE_KEEP_MS } from '../../web/src/state/game-actions.ts';
import { createGameState } from '../../web/src/state/game-state.ts';
import { loadSeat } from '../../web/src/state/seats.ts';
import { fakeConnection, memoryStore, TOKEN } from './fakes.ts';

const GAME = 'game_123456';
const created: Event = { type: 'GameCreated', players: 3, boardKind: 'beginner', seed: 1, board: beginnerBoard() };

function setup(status: 'open' | 'waiting' = 'open', session = memoryStore()) {
  const net = fakeConnection(status);
  const store = memoryStore();
  const game = createGameState(GAME, { seat: 1, seatToken: TOKEN, name: 'Ana' });
  const actions = createGameActions(game, net.connection, store, { retryMs: 5_000, resumeTimeoutMs: 2_000, session });
  const events = (versions: number[], extra: { viewer?: number | 'spectator' | 'all'; reqId?: string; commandId?: string } = {}) => net.push({
    type: 'events', gameId: GAME, viewer: extra.viewer ?? 1, head: Math.max(...versions),
    items: versions.map((version) => ({ version, events: version === 1 ? [created] : [], ...(extra.commandId ? { commandId: extra.commandId } : {}) })),
    ...(extra.reqId ? { reqId: extra.reqId } : {}),
  });
  /** Answers the latest resume, as the server does (its events carry the reqId). */
  const answerResume = (versions: number[]) => events(versions.length ? versions : [], { reqId: net.last('resume')!.reqId });
  return { net, store, game, actions, events, answerResume };
}

/** A seat's page that caught up to `versions`, queued `command` offline, and went away (a reload follows). */
function queuedThenGone(session: ReturnType<typeof memoryStore>, command: ClientCommand, versions: number[]): string {
  const before = setup('open', session);
  before.answerResume(versions);
  before.net.goOffline();
  const id = before.actions.command(command)!;
  before.actions.dispose();
  return id;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('resume', () => {
  it('resumes with the seat token and version 0 on the first open', () => {
    const { net } = setup();
    expect(net.last('resume')).toMatchObject({ gameId: GAME, seatToken: TOKEN, lastVersion: 0 });
  });

  it('after a reconnect, resumes from the last version held (catch-up, not a reload)', () => {
    const { net, game, answerResume } = setup();
    answerResume([1, 2, 3]);
    expect(game.version.value).toBe(3);
    net.goOffline();
    net.goOnline();
    expect(net.last('resume')).toMatchObject({ lastVersion: 3 });
    expect(game.items.value).toHaveLength(3);
  });

  it('asks for a catch-up when a gap shows it missed items', () => {
    const { net, events, answerResume } = setup();
    answerResume([1, 2]);
    const before = net.all('resume').length;
    events([4]);
    expect(net.all('resume')).toHaveLength(before + 1);
    expect(net.last('resume')).toMatchObject({ lastVersion: 2 });
  });

  it('folds again from the start when the projection changes (the game is over)', () => {
    const { game, events, answerResume } = setup();
    answerResume([1, 2]);
    events([3], { viewer: 'all' });
    expect(game.viewer.value).toBe('all');
    expect(game.items.value).toHaveLength(0);
  });

  it('ignores a frame of another seat\'s or the spectators\' projection, and catches up instead', () => {
    const { net, game, events, answerResume } = setup();
    answerResume([1, 2]);
    const before = net.all('resume').length;
    events([3], { viewer: 'spectator' });
    events([3], { viewer: 0 });
    expect(game.viewer.value).toBe(1);
    expect(game.version.value).toBe(2);
    expect(net.all('resume')).toHaveLength(before + 2);
    expect(net.last('resume')).toMatchObject({ seatToken: TOKEN, lastVersion: 2 });
  });

  it('never goes back from the whole stream to a redacted one', () => {
    const { game, events, answerResume } = setup();
    answerResume([1, 2]);
    events([1, 2, 3], { viewer: 'all' });
    expect(game.viewer.value).toBe('all');
    // a redacted catch-up overtaken by the game's end arrives late
    events([1, 2], { viewer: 1 });
    expect(game.viewer.value).toBe('all');
    expect(game.version.value).toBe(3);
  });

  it('catches up when a pong shows the game\'s head beyond what it holds (a missed push)', () => {
    const { net, answerResume, game } = setup();
    expect(net.watching.gameId).toBe(GAME);
    answerResume([1, 2]);
    const before = net.all('resume').length;
    net.push({ type: 'pong', gameId: GAME, head: 2 });
    net.push({ type: 'pong', gameId: 'other_game', head: 9 });
    expect(net.all('resume')).toHaveLength(before);
    net.push({ type: 'pong', gameId: GAME, head: 3 });
    expect(net.all('resume')).toHaveLength(before + 1);
    expect(net.last('resume')).toMatchObject({ lastVersion: 2 });
    expect(game.version.value).toBe(2);
  });

  it('spectates without a seat token', () => {
    const net = fakeConnection();
    const game = createGameState(GAME, null);
    createGameActions(game, net.connection, memoryStore());
    expect(net.last('spectate')).toMatchObject({ gameId: GAME, lastVersion: 0 });
  });
});

describe('commands', () => {
  it('are queued while offline and sent once resumed, with the version held when issued', () => {
    const { net, actions, answerResume, game } = setup();
    answerResume([1, 2]);
    net.goOffline();
    const id = actions.command({ type: 'RollDice' })!;
    expect(net.all('command')).toHaveLength(0);
    expect(game.pending.value).toHaveLength(1);
    net.goOnline();
    expect(net.all('command')).toHaveLength(0); // not before the catch-up arrives
    answerResume([]);
    expect(net.all('command')).toEqual([expect.objectContaining({ commandId: id, lastVersion: 2, seatToken: TOKEN, command: { type: 'RollDice' } })]);
  });

  it('queued offline outlive a reload of the tab, and go out with their commandId once resumed', () => {
    const session = memoryStore();
    const id = queuedThenGone(session, { type: 'EndTurn' }, [1, 2]);
    // WHEN the page comes back (a new page on the same tab's storage) and catches up
    const after = setup('open', session);
    expect(after.game.pending.value).toMatchObject([{ commandId: id, command: { type: 'EndTurn' }, lastVersion: 2 }]);
    after.answerResume([1, 2]);
    // THEN the command goes out as it was issued, and once the stream shows it, it is forgotten
    expect(after.net.all('command')).toEqual([expect.objectContaining({ commandId: id, lastVersion: 2, command: { type: 'EndTurn' } })]);
    after.events([3], { commandId: id });
    expect(after.game.pending.value).toEqual([]);
    expect(session.map.get(`hexfold.queue.${GAME}`)).toBeUndefined();
  });

  it('queued longer ago than a reload may keep them are dropped, as is anything malformed', () => {
    const session = memoryStore();
    queuedThenGone(session, { type: 'EndTurn' }, [1]);
    vi.advanceTimersByTime(QUEUE_KEEP_MS + 1);
    expect(setup('open', session).game.pending.value).toEqual([]);
    session.map.set(`hexfold.queue.${GAME}`, '{"not":"a list"');
    expect(setup('open', session).game.pending.value).toEqual([]);
  });

  it('restored after a reload are dropped, with a notice, when the game moved on without them', () => {
    const session = memoryStore();
    queuedThenGone(session, { type: 'RollDice' }, [1, 2]);
    // WHEN the page comes back and the game went on meanwhile (versions 3 and 4 by others)
    const after = setup('open', session);
    after.answerResume([1, 2, 3, 4]);
    // THEN the old move is not sent, and the player is told
    expect(after.net.all('command')).toEqual([]);
    expect(after.game.pending.value).toEqual([]);
    expect(after.game.notice.value).toMatchObject({ code: 'client/stale-command' });
  });

  it('restored after a reload go only to the seat that queued them, and only a seat\'s page touches them', () => {
    const session = memoryStore();
    queuedThenGone(session, { type: 'EndTurn' }, [1, 2]);
    const saved = session.map.get(`hexfold.queue.${GAME}`);
    // A spectator's page (or the replay room) of the same game leaves the queue alone
    const watcherNet = fakeConnection();
    const watcher = createGameActions(createGameState(GAME, null), watcherNet.connection, memoryStore(), { session });
    watcher.dispose();
    expect(session.map.get(`hexfold.queue.${GAME}`)).toBe(saved);
    // Another seat's page (another token) does not take it up
    const otherNet = fakeConnection();
    const other = createGameState(GAME, { seat: 2, seatToken: `${TOKEN}-other`, name: 'Bea' });
    const otherActions = createGameActions(other, otherNet.connection, memoryStore(), { session });
    expect(other.pending.value).toEqual([]);
    otherActions.dispose();
  });

  it('are sent anyway when the catch-up answer does not come', () => {
    const { net, actions } = setup();
    actions.command({ type: 'RollDice' });
    vi.advanceTimersByTime(2_100);
    expect(net.all('command')).toHaveLength(1);
  });

  it('are retried with the same commandId until answered', () => {
    const { net, actions, answerResume, game, events } = setup();
    answerResume([1]);
    const id = actions.command({ type: 'EndTurn' })!;
    vi.advanceTimersByTime(5_100);
    const sends = net.all('command');
    expect(sends.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sends.map((c) => c.commandId))).toEqual(new Set([id]));
    net.push({ type: 'accepted', commandId: id, version: 2 });
    vi.advanceTimersByTime(20_000);
    expect(net.all('command')).toHaveLength(sends.length);
    events([2]);
    expect(game.pending.value).toHaveLength(0);
  });

  it('are resent on a new socket with the same commandId, and settled by the stream item', () => {
    const { net, actions, answerResume, game } = setup();
    answerResume([1]);
    const id = actions.command({ type: 'EndTurn' })!;
    net.goOffline();
    net.goOnline();
    // The catch-up shows the command was applied before the link dropped: nothing is resent.
    net.push({ type: 'events', gameId: GAME, viewer: 1, head: 2, reqId: net.last('resume')!.reqId, items: [{ version: 2, events: [], commandId: id }] });
    expect(game.pending.value).toHaveLength(0);
    expect(net.all('command')).toHaveLength(1);
  });

  it('are dropped on a rule error, which is shown', () => {
    const { net, actions, answerResume, game } = setup();
    answerResume([1]);
    const id = actions.command({ type: 'EndTurn' })!;
    net.push({ type: 'error', commandId: id, code: 'rule/not-your-turn', message: 'It is not your turn.' });
    expect(game.pending.value).toHaveLength(0);
    expect(game.notice.value?.code).toBe('rule/not-your-turn');
  });

  it('are kept and retried after a transient store error', () => {
    const { net, actions, answerResume, game } = setup();
    answerResume([1]);
    const id = actions.command({ type: 'EndTurn' })!;
    net.push({ type: 'error', commandId: id, code: 'store/unavailable', message: 'try again' });
    expect(game.pending.value).toHaveLength(1);
    vi.advanceTimersByTime(1_100);
    expect(net.all('command').map((c) => c.commandId)).toEqual([id, id]);
  });

  it('stay pending once accepted until the stream holds their version, so a double click sends one', () => {
    const { net, actions, answerResume, game, events } = setup();
    answerResume([1, 2]);
    const id = actions.command({ type: 'BuyDevelopmentCard' })!;
    net.push({ type: 'accepted', commandId: id, version: 3 });
    expect(actions.command({ type: 'BuyDevelopmentCard' })).toBeNull();
    vi.advanceTimersByTime(20_000);
    expect(net.all('command')).toHaveLength(1);
    events([3]);
    expect(game.pending.value).toHaveLength(0);
    expect(actions.command({ type: 'BuyDevelopmentCard' })).not.toBeNull();
    expect(net.all('command')).toHaveLength(2);
  });

  it('are settled at once when accepted at a version already held', () => {
    const { net, actions, answerResume, game } = setup();
    answerResume([1, 2]);
    const id = actions.command({ type: 'EndTurn' })!;
    net.push({ type: 'accepted', commandId: id, version: 2 });
    expect(game.pending.value).toHaveLength(0);
  });

  it('are not doubled when the same command is issued twice while pending', () => {
    const { actions, game } = setup();
    actions.command({ type: 'RollDice' });
    expect(actions.command({ type: 'RollDice' })).toBeNull();
    expect(game.pending.value).toHaveLength(1);
  });
});

describe('seats', () => {
  it('keeps the seat token after joining, and forgets it when the server rejects it', async () => {
    const net = fakeConnection();
    const store = memoryStore();
    const game = createGameState(GAME, null);
    const actions = createGameActions(game, net.connection, store);
    const joining = actions.join('Bruno');
    const join = net.last('joinGame')!;
    net.push({ type: 'joined', reqId: join.reqId, gameId: GAME, seat: 2, seatToken: TOKEN });
    await joining;
    expect(loadSeat(store, GAME)).toEqual({ seat: 2, seatToken: TOKEN, name: 'Bruno' });
    expect(game.mySeat.value).toBe(2);
    // the join's own frames bring the stream: no resume after it, and commands may go at once
    expect(net.all('resume')).toHaveLength(0);
    expect(game.synced.value).toBe(true);
    net.push({ type: 'error', code: 'auth/bad-token', message: 'bad' });
    expect(loadSeat(store, GAME)).toBeNull();
    expect(game.seat.value).toBeNull();
  });
});
