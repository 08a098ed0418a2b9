// A Seafarers game folded event by event (as the review room does): the state after GameCreated
// alone, before FogStacked makes the module's part, still counts points.
import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, seededRandom, supplyInputs, totalPoints, visiblePoints } from '../../domain/catan/index.ts';

describe('a Seafarers game folded up to its creation', () => {
  it('counts its points before the fog is stacked', () => {
    const d = decide(supplyInputs({ type: 'CreateGame', players: 3, board: 'fog-islands', modules: ['seafarers'] }, seededRandom(1)), initialState('all'));
    if (!d.ok) throw new Error(d.rejection.code);
    expect(d.events.map((e) => e.type)).toEqual(['GameCreated', 'FogStacked']);
    const created = evolve(initialState('all'), d.events[0]);
    expect(created.phase).toBe('lobby');
    if (created.phase === 'none') throw new Error('not created');
    expect([0, 1, 2].map((seat) => totalPoints(created, seat))).toEqual([0, 0, 0]);
    expect(visiblePoints(created, 0)).toBe(0);
  });
});
