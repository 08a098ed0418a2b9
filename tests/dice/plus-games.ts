// Whole Plus-side games between bots, each replayed by the independent referee. The 1,000 games
// are split over two test files so that each runs in a few seconds.
import { expect } from 'vitest';
import { simulate, totalOf, type DiceBotLevel } from '../../domain/dice/index.ts';
import { referee } from './referee.ts';

const levelsOf = (seed: number): DiceBotLevel[] => (seed % 25 === 0 ? ['good', 'easy'] : ['good']);

/** Plays and checks the games of seeds [from, to): 2–4 players, some with two desert pairs. */
export function checkPlusGames(from: number, to: number): void {
  for (let seed = from; seed < to; seed++) {
    const players = 2 + (seed % 3);
    const { events, state } = simulate(seed, { side: 'plus', players, levels: levelsOf(seed), ...(seed % 7 === 0 ? { desertPairs: 2 } : {}) });
    const result = referee(events);
    if (state.phase !== 'finished') throw new Error(`seed ${seed}: ${state.phase}`);
    expect(result.winners).toHaveLength(1);
    const [winner] = result.winners;
    expect(totalOf(state, winner)).toBeGreaterThanOrEqual(10);
    expect(state.totals).toEqual(result.totals);
    expect(state.winners).toEqual([winner]);
    // The winner reached 10 in its own turn, and nobody had 10 before.
    expect(state.turn.seat).toBe(winner);
    expect(result.totals.filter((t) => t >= 10)).toHaveLength(1);
  }
}
