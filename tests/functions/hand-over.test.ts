// Handing a seat to a bot on purpose, on the service over in-memory stores with a clock the test
// moves: a player leaves a game under way (a bot plays the seat until they come back), and the
// others of a game without a timer vote a stalled person's seat to a bot. Every refusal is typed
// and changes nothing.
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../functions/app/crypto.ts';
import { STALL_MS } from '../../functions/protocol/messages.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { storeFinishedGame } from '../integration/helpers/finished.ts';
import { setup as serviceSetup } from './service-setup.ts';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

function setup() {
  let now = T0;
  const service = serviceSetup({ clock: () => new Date(now) });
  return { ...service, advance: (ms: number) => void (now += ms) };
}
type Service = ReturnType<typeof setup>;

const stream = (s: Service, gameId: string): Promise<StreamRecord[]> => s.stores.events.range(gameId, 0);
const takeOvers = async (s: Service, gameId: string) =>
  (await stream(s, gameId)).filter((r) => r.events.some((e) => e.type === 'SeatTakenOver'));

/** The replies of a request that are not pushes (the stream, presence, a vote's tally). */
const answers = async (s: Service, connectionId: string, message: Record<string, unknown>) =>
  (await s.say(connectionId, message)).filter((m) => m.type !== 'events' && m.type !== 'presence' && m.type !== 'vote');

/** A beginner game of three people (seat 0 to roll) and its tokens; or `bots` seats left to bots. */
async function game(s: Service, bots: readonly ('easy' | null)[] = [null, null, null], extra: Record<string, unknown> = {}) {
  const [created] = await s.say('creator', { type: 'createGame', players: bots.length, board: 'beginner', bots, ...extra });
  const tokens: string[] = [];
  for (let seat = 0; seat < bots.length; seat++) {
    if (bots[seat] !== null) continue;
    const [joined] = await s.say(`seat${seat}`, { type: 'joinGame', gameId: created.gameId, name: `P${seat}`, seat });
    tokens[seat] = joined.seatToken;
  }
  return { gameId: created.gameId as string, tokens };
}

describe('leaving a game under way', () => {
  it('hands the seat to a bot, which plays it, until its player comes back', async () => {
    const s = setup();
    const { gameId, tokens } = await game(s);
    const head = (await stream(s, gameId)).length;
    expect(await answers(s, 'seat0', { type: 'leaveGame', reqId: 'l1', gameId, seatToken: tokens[0] }))
      .toEqual([{ type: 'left', reqId: 'l1', gameId, seat: 0 }]);
    const [taken] = await takeOvers(s, gameId);
    expect(taken).toMatchObject({ version: head + 1, commandId: `leave:0:${head}`, events: [{ type: 'SeatTakenOver', seat: 0 }] });
    // A bot plays the turn (the others are people: the server plays while they are at the table).
    const records = await stream(s, gameId);
    expect(records.find((r) => r.commandId === `bot:0:${head + 1}`)?.events[0]).toMatchObject({ type: 'DiceRolled', seat: 0 });
    // Leaving again changes nothing.
    const before = records.length;
    expect(await answers(s, 'seat0', { type: 'leaveGame', gameId, seatToken: tokens[0] })).toEqual([{ type: 'left', gameId, seat: 0 }]);
    expect(await stream(s, gameId)).toHaveLength(before);
    // Coming back (a resume with the token) returns the seat.
    await s.say('seat0-again', { type: 'resume', gameId, seatToken: tokens[0], lastVersion: 0 });
    expect((await stream(s, gameId)).at(-1)).toMatchObject({ commandId: `back:0:${before}`, events: [{ type: 'SeatReturned', seat: 0 }] });
  });

  it('is refused, changing nothing, with a bad token, before the start, after the end, or malformed', async () => {
    const s = setup();
    const { gameId, tokens } = await game(s);
    const head = (await stream(s, gameId)).length;
    const refusal = async (connectionId: string, message: Record<string, unknown>) => (await answers(s, connectionId, message))[0].code;
    expect(await refusal('seat1', { type: 'leaveGame', gameId, seatToken: 'x'.repeat(43) })).toBe('auth/bad-token');
    expect(await refusal('seat1', { type: 'leaveGame', gameId: 'nosuchgame', seatToken: tokens[1] })).toBe('game/not-found');
    expect(await refusal('seat1', { type: 'leaveGame', gameId })).toBe('protocol/invalid-message');
    expect(await refusal('seat1', { type: 'leaveGame', gameId, seatToken: tokens[1], seat: 1 })).toBe('protocol/invalid-message');
    expect(await stream(s, gameId)).toHaveLength(head);
    // An open game: its player leaves the waiting room, not a game.
    const [open] = await s.say('creator', { type: 'createGame', players: 3, board: 'beginner' });
    const [joined] = await s.say('early', { type: 'joinGame', gameId: open.gameId, name: 'Early' });
    expect(await answers(s, 'early', { type: 'leaveGame', gameId: open.gameId, seatToken: joined.seatToken }))
      .toMatchObject([{ type: 'error', code: 'game/not-started', message: 'The game has not started.' }]);
    // A finished game.
    const token = 'f'.repeat(43);
    await storeFinishedGame(s.stores, 'finished-game');
    await s.stores.games.claimSeat('finished-game', 0, 'P0', hashToken(token));
    const finished = (await stream(s, 'finished-game')).length;
    expect(await refusal('late', { type: 'leaveGame', gameId: 'finished-game', seatToken: token })).toBe('game/over');
    expect(await stream(s, 'finished-game')).toHaveLength(finished);
  });
});

describe('a vote to hand a stalled seat to a bot', () => {
  it('needs the stall time, and a majority of the others; the tally goes to everyone', async () => {
    const s = setup();
    const { gameId, tokens } = await game(s);
    const vote = (voter: number, seat: number) => answers(s, `seat${voter}`, { type: 'voteBot', reqId: `v${voter}`, gameId, seatToken: tokens[voter], seat });
    const head = (await stream(s, gameId)).length;
    // Seat 0 is to roll: too soon to vote yet.
    s.advance(STALL_MS - 1000);
    expect(await vote(1, 0)).toMatchObject([{ type: 'error', reqId: 'v1', code: 'vote/too-soon', message: expect.stringMatching(/1 s more/) }]);
    s.advance(1000);
    expect(await vote(1, 0)).toEqual([{ type: 'voted', reqId: 'v1', passed: false, gameId, seat: 0, voters: [1], needed: 2 }]);
    // Everyone following the game is told (the stalled player too).
    for (const c of ['seat0', 'seat2']) expect(s.transport.received(c).at(-1)).toEqual({ type: 'vote', gameId, seat: 0, voters: [1], needed: 2 });
    // A vote counts once.
    expect(await vote(1, 0)).toMatchObject([{ type: 'voted', voters: [1], passed: false }]);
    expect(await stream(s, gameId)).toHaveLength(head);
    // The second of the two others hands it over.
    expect(await vote(2, 0)).toMatchObject([{ type: 'voted', voters: [1, 2], needed: 2, passed: true }]);
    const [taken] = await takeOvers(s, gameId);
    expect(taken).toMatchObject({ version: head + 1, commandId: `vote:0:${head}`, events: [{ type: 'SeatTakenOver', seat: 0 }] });
    // The bot played the turn; the seat is no longer awaited, nor voted on.
    expect((await stream(s, gameId)).some((r) => r.commandId.startsWith('bot:0:'))).toBe(true);
    expect(await vote(1, 0)).toMatchObject([{ type: 'error', code: 'vote/not-awaited' }]);
  });

  it('starts afresh when the stalled player moves', async () => {
    const s = setup();
    const { gameId, tokens } = await game(s);
    s.advance(STALL_MS);
    expect(await answers(s, 'seat1', { type: 'voteBot', gameId, seatToken: tokens[1], seat: 0 })).toMatchObject([{ voters: [1], passed: false }]);
    await s.say('seat0', { type: 'command', gameId, seatToken: tokens[0], commandId: 'roll-00001', command: { type: 'RollDice' } });
    s.advance(STALL_MS);
    expect((await stream(s, gameId)).at(-1)!.events[0]).toMatchObject({ type: 'DiceRolled', seat: 0 });
    // Seat 0 is to move again after its roll, and stalls: the new vote does not count the old one.
    expect(await answers(s, 'seat2', { type: 'voteBot', gameId, seatToken: tokens[2], seat: 0 })).toMatchObject([{ voters: [2], needed: 2, passed: false }]);
    expect(await takeOvers(s, gameId)).toEqual([]);
  });

  it('passes with one vote when one other person is at the table', async () => {
    const s = setup();
    const { gameId, tokens } = await game(s, [null, null, 'easy']);
    s.advance(STALL_MS);
    expect(await answers(s, 'seat1', { type: 'voteBot', gameId, seatToken: tokens[1], seat: 0 })).toMatchObject([{ voters: [1], needed: 1, passed: true }]);
    expect(await takeOvers(s, gameId)).toHaveLength(1);
  });

  it('is refused, changing nothing: own seat, a seat not awaited, a bot\'s, a timer, a voter who left', async () => {
    const s = setup();
    const { gameId, tokens } = await game(s, [null, null, null, 'easy']);
    s.advance(STALL_MS);
    const head = (await stream(s, gameId)).length;
    const refusal = async (voter: number, seat: number, id = gameId, token = tokens[voter]) =>
      (await answers(s, `seat${voter}`, { type: 'voteBot', gameId: id, seatToken: token, seat }))[0].code;
    expect(await refusal(0, 0)).toBe('vote/own-seat');
    expect(await refusal(1, 2)).toBe('vote/not-awaited');
    expect(await refusal(1, 3)).toBe('vote/not-awaited');
    expect(await refusal(1, 0, gameId, 'y'.repeat(43))).toBe('auth/bad-token');
    expect((await answers(s, 'seat1', { type: 'voteBot', gameId, seatToken: tokens[1], seat: 9 }))[0].code).toBe('protocol/invalid-message');
    await s.say('seat2', { type: 'leaveGame', gameId, seatToken: tokens[2] });
    expect(await refusal(2, 0)).toBe('vote/away');
    expect(await stream(s, gameId)).toHaveLength(head + 1);
    const timed = await game(s, [null, null, null], { timer: 600 });
    s.advance(STALL_MS);
    expect(await refusal(1, 0, timed.gameId, timed.tokens[1])).toBe('vote/timer');
    expect(await takeOvers(s, timed.gameId)).toEqual([]);
  });
});
