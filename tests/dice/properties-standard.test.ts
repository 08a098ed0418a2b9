// Properties of whole standard-side games between bots (1–4 players; the expected-value bot,
// and the random player at some seats): an independent referee replays each game.
import { describe, expect, it } from 'vitest';
import { fold, initialState, simulate, totals, type DiceBotLevel } from '../../domain/dice/index.ts';
import { referee } from './referee.ts';

const levelsOf = (seed: number): DiceBotLevel[] => (seed % 10 === 0 ? ['easy', 'good'] : ['good']);

describe('standard games between bots', () => {
  it('1,000 games: everything built in order and connected, scores are the sum of the builds, 15 turns each', () => {
    for (let seed = 0; seed < 1000; seed++) {
      const players = 1 + (seed % 4);
      const { events, state } = simulate(seed, { side: 'standard', players, levels: levelsOf(seed) });
      const result = referee(events);
      expect(result.turns).toBe(15 * players);
      if (state.phase !== 'finished') throw new Error(`seed ${seed}: ${state.phase}`);
      expect(state.sheets.every((s) => s.track.length === 15)).toBe(true);
      expect(totals(state)).toEqual(result.totals);
      expect(state.winners).toEqual(result.winners);
      // The state is a fold of the events, from any point.
      if (seed % 50 === 0) expect(fold(events.slice(5), fold(events.slice(0, 5), initialState()))).toEqual(state);
    }
  });

  it('is the same game for the same seed', () => {
    expect(simulate(42, { side: 'standard', players: 3 }).events).toEqual(simulate(42, { side: 'standard', players: 3 }).events);
  });

  it('the expected-value bot outscores the random player', () => {
    let good = 0;
    let easy = 0;
    for (let seed = 0; seed < 40; seed++) {
      const { state } = simulate(seed, { side: 'standard', players: 2, levels: seed % 2 ? ['good', 'easy'] : ['easy', 'good'] });
      if (state.phase !== 'finished') throw new Error(state.phase);
      good += state.totals[seed % 2 ? 0 : 1];
      easy += state.totals[seed % 2 ? 1 : 0];
    }
    expect(good).toBeGreaterThan(easy);
  });
});
