// Ratings from a finished game's standings (app/players/standings.ts): places by points with
// shared places for equal points and a taken-over seat last; a win raises a rating and a last
// place lowers it, for any table of 2–6 rated players; the dice game's totals as its scores.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evolve, initialState, simulate, type DiceEvent } from '../../domain/dice/index.ts';
import { familyOf, nextRatings, placesOf, scores, shownRating } from '../../functions/app/players/standings.ts';

describe('standings', () => {
  it('places by points, equal points sharing a place, a seat a bot holds at the end last', () => {
    expect(placesOf([10, 7, 10, 3], [0, 1, 2, 3])).toEqual([1, 3, 1, 4]);
    expect(placesOf([10, -Infinity, 4], [0, 1, 2])).toEqual([1, 3, 2]);
    // Among the rated seats only (seat 1, a guest, is left out).
    expect(placesOf([10, 12, 4], [0, 2])).toEqual([1, 2]);
  });

  it('reads the dice game’s totals, and nothing of a game not finished', () => {
    const { state } = simulate(3, { side: 'standard', players: 3, levels: ['good', 'good', 'good'] });
    expect(scores(state)).toEqual(state.phase === 'finished' ? [...state.totals] : null);
    expect(scores({ ...state, phase: 'playing' } as never)).toBeNull();
  });

  it('puts last a seat its player left to a bot for good, and counts one the player came back to', () => {
    const { events } = simulate(7, { side: 'standard', players: 3, levels: ['good', 'good', 'good'] });
    const end = events.findIndex((e) => e.type === 'GameEnded');
    const fold = (list: readonly DiceEvent[]) => list.reduce(evolve, initialState());
    const started = events.findIndex((e) => e.type === 'GameStarted') + 1;
    const withAway = (extra: DiceEvent[]) => fold([...events.slice(0, started), ...extra, ...events.slice(started)]);
    const plain = scores(fold(events))!;
    const best = plain.indexOf(Math.max(...plain));
    // The winner was away from the start and never came back: last, below every total.
    const left = scores(withAway([{ type: 'SeatTakenOver', seat: best }]))!;
    expect(left[best]).toBe(-Infinity);
    expect(placesOf(left, [0, 1, 2])[best]).toBe(3);
    // Taken over by the timer's bot and given back: the seat's points stand.
    expect(scores(withAway([{ type: 'SeatTakenOver', seat: best }, { type: 'SeatReturned', seat: best }]))).toEqual(plain);
    expect(end).toBeGreaterThan(0);
  });

  it('keeps one family for the board game and its expansions, another for the dice game', () => {
    expect(familyOf(undefined)).toBe('catan');
    expect(familyOf('catan')).toBe('catan');
    expect(familyOf('dice')).toBe('dice');
  });

  it('raises a sole winner and lowers a sole last, for any table and history', () => {
    const table = fc.integer({ min: 2, max: 6 }).chain((n) => fc.record({
      points: fc.array(fc.integer({ min: 0, max: 14 }), { minLength: n, maxLength: n }),
      before: fc.array(fc.option(fc.record({ mu: fc.double({ min: 10, max: 40, noNaN: true }), sigma: fc.double({ min: 1, max: 8.4, noNaN: true }) })), { minLength: n, maxLength: n }),
    }));
    fc.assert(fc.property(table, ({ points, before }) => {
      const seats = points.map((_, i) => i);
      const places = placesOf(points, seats);
      const records = before.map((b) => (b ? { family: 'catan' as const, ...b, games: 3, history: [], rated: ['old'] } : null));
      const after = nextRatings('catan', seats.map((i) => ({ before: records[i]!, place: places[i]! })), 'g', '2026-01-01T00:00:00.000Z');
      const muBefore = (i: number) => records[i]?.mu ?? 25;
      const best = Math.min(...places);
      const worst = Math.max(...places);
      for (const i of seats) {
        expect(after[i]!.games).toBe((records[i]?.games ?? 0) + 1);
        expect(after[i]!.history.at(-1)).toMatchObject({ gameId: 'g', place: places[i], of: points.length });
        if (places[i] === best && places.filter((p) => p === best).length === 1) expect(after[i]!.mu).toBeGreaterThan(muBefore(i));
        if (places[i] === worst && worst !== best && places.filter((p) => p === worst).length === 1) expect(after[i]!.mu).toBeLessThan(muBefore(i));
      }
    }), { numRuns: 200 });
  });

  it('shows a new player 0 and rounds mu − 3·sigma', () => {
    expect(shownRating({ mu: 25, sigma: 25 / 3 })).toBe(0);
    expect(shownRating({ mu: 30.2, sigma: 4 })).toBe(18);
  });
});
