// What a game owes, and when (functions/app/due.ts): the obligations the bots driver and the
// wakes meet, computed from the state and the times of the stream alone.
import { describe, expect, it } from 'vitest';
import { decide, fold, initialState, type Bundle, type Command, type Event, type State } from '../../domain/catan/index.ts';
import { ANSWER_MS, clockedOf, due } from '../../functions/app/due.ts';
import type { StreamRecord } from '../../functions/store/types.ts';

const HOUR = 60 * 60_000;
const T = Date.UTC(2026, 0, 1, 12, 0, 0);

/** A command, or events folded as they are (to hand out cards). */
type Step = Command | readonly Event[];

/** The state after these steps, from nothing. */
function play(...steps: Step[]): State {
  return steps.reduce<State>((state, step) => {
    if (Array.isArray(step)) return fold(step, state);
    const command = step as Command;
    const decision = decide(command, state);
    if (!decision.ok) throw new Error(`${command.type} refused: ${decision.rejection.code}`);
    return fold(decision.events, state);
  }, initialState());
}

const created = (timer: number): Command => ({ type: 'CreateGame', players: 3, board: 'beginner', seed: 1, timer });
/** Ana (seat 0) against two bots; the beginner board starts with Ana's turn. */
const table = (timer = 60): Command[] => [
  created(timer),
  { type: 'ClaimSeat', seat: 0, name: 'Ana' },
  { type: 'ClaimSeat', seat: 1, name: 'Bot Bruno', bot: true, level: 'easy' },
  { type: 'ClaimSeat', seat: 2, name: 'Bot Chiara', bot: true, level: 'good' },
];
const hands = (...gains: Bundle[]): Event[] => [{ type: 'ResourcesProduced', gains }];
const at = (state: State, lastAt = T, offerAt: number | null = null) => ({ state, lastAt, offerAt });

describe('what a game owes', () => {
  it('in the lobby: nothing until the abandon interval has passed without a record', () => {
    const lobby = play(created(0), { type: 'ClaimSeat', seat: 0, name: 'Ana' });
    expect(due(at(lobby), T + 1000, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: T + HOUR });
    expect(due(at(lobby), T + HOUR, HOUR)).toMatchObject({ abandon: true, next: null });
  });

  it('an awaited person: a deadline at the newest record plus the timer, then a take-over', () => {
    const anaToRoll = play(...table(60));
    expect(due(at(anaToRoll), T + 59_999, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: T + 60_000 });
    expect(due(at(anaToRoll), T + 60_000, HOUR)).toEqual({ takeOver: [0], play: [], abandon: false, next: null });
  });

  it('without a timer, an awaited person has no deadline: only the abandon check is armed, and it fires after the idle interval', () => {
    expect(due(at(play(...table(0))), T + 1000, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: T + HOUR });
    expect(due(at(play(...table(0))), T + 10 * HOUR, HOUR)).toEqual({ takeOver: [], play: [], abandon: true, next: null });
  });

  it('an awaited bot plays at once', () => {
    const botsTurn = play(...table(), { type: 'RollDice', seat: 0, dice: [1, 1] }, { type: 'EndTurn', seat: 0 });
    expect(due(at(botsTurn), T, HOUR)).toEqual({ takeOver: [], play: [1], abandon: false, next: null });
  });

  it('a seat taken over is played by the server, while some person is at the table', () => {
    const twoPeople = play(
      created(60), { type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Ben' },
      { type: 'ClaimSeat', seat: 2, name: 'Bot Chiara', bot: true, level: 'good' }, { type: 'TakeOverSeat', seat: 0 },
    );
    expect(due(at(twoPeople), T, HOUR)).toMatchObject({ takeOver: [], play: [0] });
  });

  it('with every person away the game pauses, and is abandoned after the interval', () => {
    const paused = play(...table(60), { type: 'TakeOverSeat', seat: 0 });
    expect(due(at(paused), T + 1000, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: T + HOUR });
    expect(due(at(paused), T + HOUR, HOUR)).toMatchObject({ abandon: true });
  });

  it('a discard: every bot that must discard plays, a person gets at most 30 s', () => {
    const seven = play(...table(300), hands({ brick: 8 }, { lumber: 8 }, {}), { type: 'RollDice', seat: 0, dice: [3, 4] });
    expect(seven.phase === 'playing' && seven.turn.pending.kind).toBe('discard');
    expect(due(at(seven), T, HOUR)).toEqual({ takeOver: [], play: [1], abandon: false, next: T + 30_000 });
    expect(due(at(seven), T + 30_000, HOUR)).toMatchObject({ takeOver: [0], play: [1] });
  });

  it('a person\'s offer: the bots answer at once, and the person\'s deadline runs on', () => {
    const offered = play(...table(60), hands({ brick: 2 }, { wool: 1 }, {}), { type: 'RollDice', seat: 0, dice: [1, 1] },
      { type: 'OfferTrade', seat: 0, give: { brick: 1 }, want: { wool: 1 } });
    expect(due(at(offered), T, HOUR)).toEqual({ takeOver: [], play: [1, 2], abandon: false, next: T + 60_000 });
  });

  it('a bot\'s offer waits for the people\'s answers, at most 15 s; the bots answer at once', () => {
    const offer: Step[] = [
      ...table(60), hands({ wool: 1 }, { brick: 2 }, {}), { type: 'RollDice', seat: 0, dice: [1, 1] }, { type: 'EndTurn', seat: 0 },
      { type: 'RollDice', seat: 1, dice: [1, 1] }, { type: 'OfferTrade', seat: 1, give: { brick: 1 }, want: { wool: 1 } },
    ];
    const open = play(...offer);
    // Seat 2 (a bot) answers at once; seat 1 waits for Ana
    expect(due(at(open, T, T), T + 1000, HOUR)).toEqual({ takeOver: [], play: [2], abandon: false, next: T + ANSWER_MS });
    const botAnswered = play(...offer, { type: 'DeclineTrade', seat: 2 });
    expect(due(at(botAnswered, T + 10, T), T + 1000, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: T + ANSWER_MS });
    // When the answers are due, the bot goes on without Ana's
    expect(due(at(botAnswered, T + 10, T), T + ANSWER_MS, HOUR)).toMatchObject({ play: [1] });
    // As soon as everyone answered, it goes on
    const allAnswered = play(...offer, { type: 'DeclineTrade', seat: 2 }, { type: 'AcceptTrade', seat: 0 });
    expect(due(at(allAnswered, T + 20, T), T + 1000, HOUR)).toMatchObject({ play: [1], next: null });
    // An offer older than the stream's tail counts as long ago
    expect(due(at(botAnswered, T + 10, null), T + 1000, HOUR)).toMatchObject({ play: [1] });
  });

  it('nothing for a finished game', () => {
    const over = fold([{ type: 'GameWon', seat: 0, points: 10, victoryPointCards: 0 }], play(...table()));
    expect(due(at(over), T + 10 * HOUR, HOUR)).toEqual({ takeOver: [], play: [], abandon: false, next: null });
  });
});

describe('the times of a stream', () => {
  it('are its newest record\'s, and the record that made the open offer', () => {
    const record = (version: number, second: number, events: Event[]): StreamRecord =>
      ({ gameId: 'g', version, commandId: `c${version}`, events, at: new Date(T + second * 1000).toISOString() });
    const state = play(...table(60), hands({ brick: 2 }, { wool: 1 }, {}), { type: 'RollDice', seat: 0, dice: [1, 1] },
      { type: 'OfferTrade', seat: 0, give: { brick: 1 }, want: { wool: 1 } }, { type: 'DeclineTrade', seat: 1 });
    const tail = [
      record(7, 1, [{ type: 'DiceRolled', seat: 0, dice: [1, 1] }]),
      record(8, 2, [{ type: 'TradeOffered', seat: 0, give: { brick: 1 }, want: { wool: 1 } }]),
      record(9, 5, [{ type: 'TradeDeclined', seat: 1 }]),
    ];
    expect(clockedOf({ state, head: 9, tail })).toEqual({ state, lastAt: T + 5000, offerAt: T + 2000 });
  });
});
