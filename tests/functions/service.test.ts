// The application service: the lobby and commands, through its handlers on in-memory stores
// (pings, failures and connections: service-failures.test.ts).
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ERRORS } from '../../functions/protocol/messages.ts';
import { nextActor, randomCommand, seededRandom } from '../../domain/catan/index.ts';
import { createContext, handleMessage } from '../../functions/app/service.ts';
import { loadStream } from '../../functions/store/stream.ts';
import { StoreUnavailableError } from '../../functions/store/types.ts';
import { setup } from './service-setup.ts';
import { catan } from '../support/kinds.ts';

const command = (gameId: string, seatToken: string, cmd: object, commandId = 'cmd-00000001', extra = {}) =>
  ({ type: 'command', gameId, seatToken, commandId, command: cmd, ...extra });

describe('the lobby', () => {
  it('creates a game as version 1 of its stream and lists it as open', async () => {
    const { say, stores } = setup();
    const [created] = await say('c1', { type: 'createGame', reqId: 'a', players: 4, board: 'variable' });
    expect(created).toMatchObject({ type: 'created', reqId: 'a' });
    const records = await stores.events.range(created.gameId, 0);
    expect(records.map((r) => r.events.map((e) => e.type))).toEqual([['GameCreated']]);
    const [games] = await say('c1', { type: 'listGames' });
    expect(games.games).toEqual([{
      gameId: created.gameId, players: 4, board: 'variable', seats: [null, null, null, null], bots: [null, null, null, null], timer: 0,
      status: 'open', createdAt: records[0].at,
    }]);
  });

  it('records the rule modules of a game in its item and lists them', async () => {
    const { say, stores } = setup();
    const [paired] = await say('c1', { type: 'createGame', players: 5, board: 'variable', turnRule: 'paired' });
    expect((await stores.games.get(paired.gameId))?.modules).toEqual(['paired']);
    const [base] = await say('c1', { type: 'createGame', players: 3, board: 'variable' });
    expect(await stores.games.get(base.gameId)).not.toHaveProperty('modules');
    const [friends] = await say('c1', { type: 'createGame', players: 6, board: 'variable', modules: ['friends'] });
    expect((await stores.games.get(friends.gameId))?.modules).toEqual(['special-building', 'friends']);
    // The lobby's list names them, for the table's turn rule and its mini-expansions.
    const [games] = await say('c1', { type: 'listGames' });
    const listed = new Map<string, unknown>(games.games.map((g: { gameId: string; modules?: string[] }) => [g.gameId, g.modules]));
    expect([listed.get(paired.gameId), listed.get(base.gameId), listed.get(friends.gameId)]).toEqual([['paired'], undefined, ['special-building', 'friends']]);
    // Helpers, alone or with Friends (recorded in their fixed order, whatever the order asked).
    const [helpers] = await say('c1', { type: 'createGame', players: 4, board: 'beginner', modules: ['helpers'] });
    expect((await stores.games.get(helpers.gameId))?.modules).toEqual(['helpers']);
    const [both] = await say('c1', { type: 'createGame', players: 5, board: 'variable', turnRule: 'paired', modules: ['helpers', 'friends'] });
    expect((await stores.games.get(both.gameId))?.modules).toEqual(['paired', 'friends', 'helpers']);
  });

  it('seats players in the first free seats, gives each a token, and starts the game when full', async () => {
    const { say, stores, transport, table } = setup();
    const { gameId, tokens } = await table();
    expect(tokens.every((t) => /^[A-Za-z0-9_-]{43}$/.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(3);
    const game = await stores.games.get(gameId);
    expect(game).toMatchObject({ status: 'playing', seats: ['P0', 'P1', 'P2'] });
    expect(JSON.stringify(game)).not.toContain(tokens[0]);
    // The first seat saw the others arrive; the last one got everything in its catch-up.
    const seat0 = transport.received('seat0').filter((m) => m.type === 'events').flatMap((m) => m.items.map((i: { version: number }) => i.version));
    expect(seat0).toEqual([1, 2, 3, 4]);
    const [joined, presence, catchUp] = transport.received('seat2');
    expect(joined).toMatchObject({ type: 'joined', seat: 2 });
    expect(catchUp).toMatchObject({ type: 'events', viewer: 2, head: 4 });
    expect(presence).toEqual({ type: 'presence', gameId, seats: [true, true, true], spectators: 0 });
    expect(await say('late', { type: 'joinGame', gameId, name: 'Late' })).toMatchObject([{ type: 'error', code: 'game/full' }]);
  });

  it('lists open and playing games by default, and the games of one status on request, newest first', async () => {
    const { say, stores } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await say('c', { type: 'createGame', players: 3, board: 'beginner' }))[0].gameId);
    // GIVEN games 0 and 2 finished, game 1 playing, game 3 open (created in that order)
    await stores.games.setStatus(ids[0], 'finished');
    await stores.games.setStatus(ids[1], 'playing');
    await stores.games.setStatus(ids[2], 'finished');
    const listed = async (message: object) => (await say('c', message))[0];
    // THEN the default list is unchanged: open and playing, no finished game
    expect((await listed({ type: 'listGames' })).games.map((g: { gameId: string }) => g.gameId)).toEqual([ids[3], ids[1]]);
    // AND the finished ones come on request, newest first, with the request's reqId
    const finished = await listed({ type: 'listGames', reqId: 'f', status: 'finished' });
    expect(finished).toMatchObject({ type: 'games', reqId: 'f' });
    expect(finished.games.map((g: { gameId: string; status: string }) => [g.gameId, g.status])).toEqual([[ids[2], 'finished'], [ids[0], 'finished']]);
    expect((await listed({ type: 'listGames', status: 'open' })).games.map((g: { gameId: string }) => g.gameId)).toEqual([ids[3]]);
    expect(await listed({ type: 'listGames', status: 'abandoned' })).toMatchObject({ type: 'games', games: [] });
    expect(await listed({ type: 'listGames', status: 'gone' })).toMatchObject({ type: 'error', code: 'protocol/invalid-message' });
  });

  it('creates one game when the put lands but its answer is lost (the SDK\'s retry fails its condition)', async () => {
    const { say, stores } = setup();
    const append = stores.events.append.bind(stores.events);
    stores.events.append = async (record) => {
      stores.events.append = append;
      await append(record);
      return false;
    };
    const [created] = await say('c', { type: 'createGame', players: 3, board: 'beginner' });
    expect(created).toMatchObject({ type: 'created' });
    expect(await stores.games.get(created.gameId)).toMatchObject({ status: 'open', players: 3 });
    expect((await stores.events.range(created.gameId, 0)).length).toBe(1);
  });

  it('answers a repeated createId with the game it created, after its answer or its games item was lost', async () => {
    const { say, stores } = setup();
    const create = { type: 'createGame', players: 3, board: 'variable', createId: 'create-attempt-01' };
    // GIVEN the stream put lands but the games item cannot be written: the client sees an error
    const put = stores.games.create.bind(stores.games);
    stores.games.create = async () => { throw new StoreUnavailableError(new Error('throttled')); };
    expect(await say('c', create)).toMatchObject([{ type: 'error', code: 'store/unavailable' }]);
    stores.games.create = put;
    // WHEN it sends the same createId again (from a new connection, naming other settings this
    // time: the stream's are kept), and once more after a join
    const [created] = await say('c2', { ...create, players: 4 });
    expect(created).toMatchObject({ type: 'created' });
    await say('a', { type: 'joinGame', gameId: created.gameId, name: 'Ada' });
    expect((await say('c3', create))[0]).toEqual(created);
    // THEN there is one game, listed, its seat kept, and its stream holds one GameCreated
    expect((await stores.events.range(created.gameId, 0)).flatMap((r) => r.events.map((e) => e.type))).toEqual(['GameCreated', 'SeatClaimed']);
    expect(await stores.games.get(created.gameId)).toMatchObject({ status: 'open', seats: ['Ada', null, null] });
    expect(JSON.stringify(await stores.events.range(created.gameId, 0))).not.toContain('create-attempt-01');
    // AND a repeat naming other settings is answered with the game as it was created
    expect((await say('c4', { ...create, players: 4, board: 'beginner' }))[0]).toEqual(created);
    expect(await stores.games.get(created.gameId)).toMatchObject({ players: 3, board: 'variable', seats: ['Ada', null, null] });
    // AND a different createId makes a different game; a malformed one is refused
    expect((await say('c', { ...create, createId: 'create-attempt-02' }))[0].gameId).not.toBe(created.gameId);
    expect(await say('c', { ...create, createId: 'bad id' })).toMatchObject([{ type: 'error', code: 'protocol/invalid-message' }]);
  });

  it('claims one seat when the put lands but its answer is lost', async () => {
    const { say, stores } = setup();
    const [created] = await say('c', { type: 'createGame', players: 3, board: 'beginner' });
    const append = stores.events.append.bind(stores.events);
    stores.events.append = async (record) => {
      stores.events.append = append;
      await append(record);
      return false;
    };
    const [joined] = await say('a', { type: 'joinGame', gameId: created.gameId, name: 'A' });
    expect(joined).toMatchObject({ type: 'joined', seat: 0 });
    const records = await stores.events.range(created.gameId, 0);
    expect(records.flatMap((r) => r.events.map((e) => e.type))).toEqual(['GameCreated', 'SeatClaimed']);
    expect((await stores.games.get(created.gameId))?.seats).toEqual(['A', null, null]);
  });

  it('recovers a join whose token was never stored: the same joinId gets the same seat with a fresh token', async () => {
    const { say, stores, transport } = setup();
    const [created] = await say('c', { type: 'createGame', players: 3, board: 'beginner' });
    const { gameId } = created;
    await say('watcher', { type: 'spectate', gameId });
    // GIVEN the ClaimSeat is appended but the games item cannot be updated
    const claimSeat = stores.games.claimSeat.bind(stores.games);
    stores.games.claimSeat = async () => { throw new StoreUnavailableError(new Error('throttled')); };
    const join = { type: 'joinGame', gameId, name: 'Ada', joinId: 'join-attempt-0001' };
    expect(await say('a', join)).toMatchObject([{ type: 'error', code: 'store/unavailable' }]);
    stores.games.claimSeat = claimSeat;
    // THEN the stream shows the claim to everyone, but not the joinId
    const [claim] = await stores.events.range(gameId, 1);
    expect(claim.events).toMatchObject([{ type: 'SeatClaimed', seat: 0, name: 'Ada' }]);
    expect(JSON.stringify(transport.received('watcher'))).not.toContain('join-attempt-0001');
    // WHEN someone else joins, and the first client retries with its joinId (after reconnecting)
    expect((await say('b', { type: 'joinGame', gameId, name: 'Bo' }))[0]).toMatchObject({ type: 'joined', seat: 1 });
    const [joined] = await say('a2', { ...join, name: 'Ada again' });
    // THEN it gets its seat back with a token that works, and no second seat was claimed
    expect(joined).toMatchObject({ type: 'joined', seat: 0 });
    expect((await stores.events.range(gameId, 0)).length).toBe(3);
    expect((await stores.games.get(gameId))?.seats).toEqual(['Ada', 'Bo', null]);
    const [resumed] = await say('a2', { type: 'resume', gameId, seatToken: joined.seatToken, lastVersion: 0 });
    expect(resumed).toMatchObject({ type: 'events', viewer: 0, head: 3 });
    expect(transport.received('b').at(-1)).toMatchObject({ type: 'presence', seats: [true, true, false] });
    // AND the joinId is accepted only by the schema's rules
    expect(await say('x', { ...join, joinId: 'short' })).toMatchObject([{ type: 'error', code: 'protocol/invalid-message' }]);
  });

  it('refuses a seat that is taken with the rules\' code', async () => {
    const { say } = setup();
    const [created] = await say('c', { type: 'createGame', players: 3, board: 'beginner' });
    await say('a', { type: 'joinGame', gameId: created.gameId, seat: 1, name: 'A' });
    expect(await say('b', { type: 'joinGame', gameId: created.gameId, seat: 1, name: 'B' })).toMatchObject([{ type: 'error', code: 'seat/taken' }]);
  });
});

describe('commands', () => {
  it('decides with the seat of the token and the server\'s dice, then replies and broadcasts', async () => {
    const { say, stores, transport, table } = setup();
    const { gameId, tokens } = await table();
    const replies = await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }, 'roll-0001', { reqId: 'r' }));
    expect(replies[0]).toEqual({ type: 'accepted', reqId: 'r', commandId: 'roll-0001', version: 5 });
    const [record] = await stores.events.range(gameId, 4);
    expect(record.events[0]).toMatchObject({ type: 'DiceRolled', seat: 0 });
    for (const c of ['seat0', 'seat1', 'seat2']) {
      expect(transport.received(c).at(-1)).toMatchObject({ type: 'events', head: 5, items: [{ version: 5, commandId: 'roll-0001' }] });
    }
  });

  it('answers a retried command id with the original version and appends nothing', async () => {
    const { say, stores, table } = setup();
    const { gameId, tokens } = await table();
    const first = await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }, 'roll-0002', { lastVersion: 4 }));
    const again = await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }, 'roll-0002', { lastVersion: 4 }));
    expect(again[0]).toEqual(first[0]);
    expect((await stores.events.range(gameId, 0)).length).toBe(5);
  });

  it('refuses an illegal move with the domain\'s code, echoing the command id, and appends nothing', async () => {
    const { say, stores, table } = setup();
    const { gameId, tokens } = await table();
    const [reply] = await say('seat1', command(gameId, tokens[1], { type: 'RollDice' }, 'roll-0003', { reqId: 'q' }));
    expect(reply).toMatchObject({ type: 'error', code: 'rule/not-your-turn', reqId: 'q', commandId: 'roll-0003' });
    expect((await stores.events.range(gameId, 0)).length).toBe(4);
  });

  it('plays one game from two containers, each catching up on what the other appended', async () => {
    // GIVEN two contexts (two Lambda containers, each with its own caches) on the same stores
    const a = setup();
    const { gameId, tokens } = await a.table();
    const b = createContext({ stores: a.stores, transport: a.transport, random: seededRandom(9), log: a.log.logger });
    const random = seededRandom(4);
    // WHEN the seats' bots move, alternately through one container and the other
    for (let i = 0; i < 30; i++) {
      const state = catan((await loadStream(a.stores.events, gameId)).state);
      const seat = nextActor(state)!;
      const { seat: _, ...move } = randomCommand(state, seat, random) as { seat?: number };
      const message = JSON.stringify(command(gameId, tokens[seat], move, `move-${String(i).padStart(4, '0')}`));
      await handleMessage(i % 2 === 0 ? a.ctx : b, `seat${seat}`, message);
      expect(a.transport.received(`seat${seat}`).findLast((m) => m.type !== 'events')).toMatchObject({ type: 'accepted', version: 5 + i });
    }
    // THEN each container's cached stream is the stream's true state
    const truth = await loadStream(a.stores.events, gameId);
    expect(truth.head).toBe(34);
    for (const ctx of [a.ctx, b]) expect((await loadStream(a.stores.events, gameId, undefined, ctx.streams)).state).toEqual(truth.state);
  });

  it('appends from a warm container without reading the stream, and judges again what a stale cache refuses', async () => {
    const a = setup();
    const { gameId, tokens } = await a.table();
    const reads = { latest: 0, range: 0 };
    const events = a.stores.events;
    const latest = events.latest.bind(events);
    const range = events.range.bind(events);
    events.latest = (...args) => (reads.latest++, latest(...args));
    events.range = (...args) => (reads.range++, range(...args));
    // The awaited seat's move, sent through a container; the reply it got.
    const play = async (ctx: typeof a.ctx, commandId: string) => {
      const state = catan((await loadStream({ ...events, latest, range }, gameId)).state);
      const seat = nextActor(state)!;
      const { seat: _, ...move } = randomCommand(state, seat, seededRandom(seat))! as { seat?: number };
      await handleMessage(ctx, `seat${seat}`, JSON.stringify(command(gameId, tokens[seat], move, commandId)));
      return { seat, reply: a.transport.received(`seat${seat}`).findLast((m) => m.type !== 'events') };
    };
    // WHEN the first seat places its first settlement through container A, which served the game so far
    const first = await play(a.ctx, 'warm-0001');
    expect(first.reply).toMatchObject({ type: 'accepted', version: 5 });
    // THEN A did not read the stream: the conditional put checked its cached head
    expect(reads).toEqual({ latest: 0, range: 0 });
    // WHEN container B (cold) plays on until another seat is awaited, and that seat then moves through A, whose cache is behind
    const b = createContext({ stores: a.stores, transport: a.transport, random: seededRandom(9), log: a.log.logger });
    let version = 5;
    do {
      expect((await play(b, `cold-000${++version}`)).reply).toMatchObject({ type: 'accepted', version });
    } while (nextActor(catan((await loadStream(a.stores.events, gameId)).state)) === first.seat);
    reads.latest = reads.range = 0;
    const next = await play(a.ctx, 'stale-0001');
    // THEN A's stale state would refuse that seat (not its turn there), so A reads what is newer and accepts
    expect(next.seat).not.toBe(first.seat);
    expect(next.reply).toMatchObject({ type: 'accepted', version: version + 1 });
    expect(reads).toEqual({ latest: 0, range: 1 });
    expect((await loadStream(a.stores.events, gameId, undefined, a.ctx.streams)).state).toEqual((await loadStream(a.stores.events, gameId)).state);
  });

  it('refuses a spectator\'s command without a seat token by the schema; no code is left that nothing sends', async () => {
    const { say, table } = setup();
    const { gameId } = await table();
    await say('watcher', { type: 'spectate', gameId });
    const [reply] = await say('watcher', { type: 'command', gameId, commandId: 'spectator-01', command: { type: 'RollDice' } });
    expect(reply).toMatchObject({ type: 'error', code: 'protocol/invalid-message', commandId: 'spectator-01' });
    expect(reply.message).toContain('seatToken');
    expect(Object.keys(PROTOCOL_ERRORS)).not.toContain('auth/spectator');
  });

  it('gives up with store/conflict when every append loses its race', async () => {
    const { say, stores, table } = setup();
    const { gameId, tokens } = await table();
    stores.events.append = async () => false;
    expect(await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }))).toMatchObject([{ type: 'error', code: 'store/conflict' }]);
  });
});
