// The review room's engine: each seat's chance of winning from a position, by playouts of good
// bots; seeded (the same figures wherever computed), with 95 % intervals, and the turning points.
import { describe, expect, it } from 'vitest';
import { botCommand, playBots, redactState, type State } from '../../domain/catan/index.ts';
import { playout, wilson, winChances } from '../../domain/catan/analysis/chances.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { turningPoints, type Point } from '../../web/src/kinds/catan/replay/evaluation.ts';

/** A game between good bots, with every state it went through. */
function goodGame(seed: number) {
  const states: State[] = [];
  const game = playBots(seed, ['good', 'good', 'good', 'good'], {
    choose: (_p, s, seat, random) => {
      states.push(s);
      return botCommand(redactState(s, seat), seat, 'good', random);
    },
  });
  return { ...game, states };
}

const game = goodGame(11);
const turnStarts = game.states.filter((s, i) => s.phase === 'playing' && (i === 0 || game.states[i - 1].phase !== 'playing'
  || (game.states[i - 1] as { turn: { number: number } }).turn.number !== s.turn.number));

describe('chances of winning', () => {
  it('are the winner\'s alone once the game is won', () => {
    const c = winChances(game.state, 10, 1);
    expect(c.chance[game.winner!]).toBe(1);
    expect(c.chance.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('share the finished playouts between the seats, the same for the same seed', () => {
    const middle = turnStarts[Math.floor(turnStarts.length / 2)];
    const c = winChances(middle, 12, 7);
    expect(c.finished).toBe(12);
    expect(c.wins.reduce((a, b) => a + b, 0)).toBe(12);
    expect(c.chance.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    c.chance.forEach((p, seat) => {
      expect(c.low[seat]).toBeLessThanOrEqual(p);
      expect(c.high[seat]).toBeGreaterThanOrEqual(p);
    });
    expect(winChances(middle, 12, 7)).toEqual(c);
  });

  it('favour the player about to win: in the last turn before the win, the eventual winner leads', () => {
    const last = turnStarts[turnStarts.length - 1];
    const c = winChances(last, 16, 3);
    expect(Math.max(...c.chance)).toBe(c.chance[game.winner!]);
    expect(c.chance[game.winner!]).toBeGreaterThan(0.5);
  });

  it('plays a position on to a winner', () => {
    expect(playout(turnStarts[0], seededRandom(5))).not.toBeNull();
  });

  it('gives Wilson intervals that narrow with more playouts', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.237, 2);
    expect(hi).toBeCloseTo(0.763, 2);
    const [lo2, hi2] = wilson(50, 100);
    expect(hi2 - lo2).toBeLessThan(hi - lo);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('turning points', () => {
  const point = (position: number, chance: number[], half = 0.03): Point => ({
    position, chances: { chance, low: chance.map((c) => c - half), high: chance.map((c) => c + half) },
  });

  it('are the biggest falls of any seat\'s chance between two estimates, biggest first', () => {
    const points = [point(0, [0.25, 0.25, 0.25, 0.25]), point(10, [0.6, 0.1, 0.2, 0.1]), point(20, [0.2, 0.1, 0.6, 0.1]), point(30, [0, 0, 1, 0])];
    expect(turningPoints(points)).toEqual([
      { seat: 0, from: 10, to: 20, drop: expect.closeTo(0.4, 10) },
      { seat: 0, from: 20, to: 30, drop: expect.closeTo(0.2, 10) },
      { seat: 1, from: 0, to: 10, drop: expect.closeTo(0.15, 10) },
    ]);
  });

  it('leave out the falls the bands do not say are real', () => {
    const points = [point(0, [0.4, 0.2, 0.2, 0.2], 0.1), point(10, [0.25, 0.25, 0.25, 0.25], 0.1)];
    expect(turningPoints(points)).toEqual([]);
  });
});
