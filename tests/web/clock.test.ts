// Turn timers: the deadline of an awaited person (the newest record's time + the timer; a discard
// at most 30 s), none for bots or seats a bot plays, the server-clock offset from a ping, and the
// countdown's text.
import { describe, expect, it } from 'vitest';
import { awaitedSeats, type State } from '../../web/src/lib/domain.ts';
import { clockOffset, deadlines, DISCARD_MAX_S, formatClock, remainingMs } from '../../web/src/state/clock.ts';
import { ScriptedGame } from './fakes.ts';

const AT = '2026-11-23T10:00:00.000Z';
const T = Date.parse(AT);

/** A playing state with a 7 rolled: seat 0 and 2 must discard (crafted on a real table). */
function discarding(s: State): State {
  if (s.phase !== 'playing') throw new Error('not playing');
  return { ...s, turn: { ...s.turn, pending: { kind: 'discard', counts: [4, 0, 5] } } };
}

describe('deadlines', () => {
  it('gives the awaited person the timer from the newest record, and nobody else a deadline', () => {
    const game = ScriptedGame.seated([null, 'good', null], { timer: 120 });
    expect(game.state.phase).toBe('setup');
    expect(awaitedSeats(game.state)).toEqual([0]);
    expect(deadlines(game.state, AT)).toEqual([T + 120_000, null, null]);
    // a bot's turn: no countdown
    game.step();
    game.step();
    expect(awaitedSeats(game.state)).toEqual([1]);
    expect(deadlines(game.state, AT)).toEqual([null, null, null]);
  });

  it('gives no deadline without a timer, nor to a seat a bot plays while its player is away', () => {
    expect(deadlines(ScriptedGame.seated([null, 'good', null]).state, AT)).toEqual([null, null, null]);
    const away = ScriptedGame.seated([null, 'good', null], { timer: 60 });
    away.run({ type: 'TakeOverSeat', seat: 0 });
    expect(deadlines(away.state, AT)).toEqual([null, null, null]);
    expect(deadlines(away.state, undefined)).toEqual([null, null, null]);
  });

  it('gives each person who must discard at most 30 s', () => {
    const game = ScriptedGame.seated([null, 'easy', null], { timer: 300, board: 'beginner' });
    expect(deadlines(discarding(game.state), AT)).toEqual([T + DISCARD_MAX_S * 1000, null, T + 30_000]);
    const short = ScriptedGame.seated([null, 'easy', null], { timer: 20, board: 'beginner' });
    expect(deadlines(discarding(short.state), AT)).toEqual([T + 20_000, null, T + 20_000]);
  });
});

describe('the clock', () => {
  it('takes the offset against the middle of the round trip', () => {
    // sent at 1000, answered at 1200 (our clock); the server said 5100 in between
    expect(clockOffset(1000, 1200, 5100)).toBe(4000);
    expect(remainingMs(T + 60_000, T - 4000 + 15_000, 4000)).toBe(45_000);
    expect(remainingMs(T, T + 1, 0)).toBe(0);
  });

  it('shows minutes and seconds, rounding up', () => {
    expect(formatClock(120_000)).toBe('2:00');
    expect(formatClock(61_001)).toBe('1:02');
    expect(formatClock(9_200)).toBe('0:10');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-5)).toBe('0:00');
  });
});
