// Seafarers' scenario maps, read and checked as RULES.md §7.4 gives them: cell counts, tokens,
// harbors, islands, the robber's and the pirate's starts; and a bad map refused, never played.
import { describe, expect, it } from 'vitest';
import { SCENARIOS, seafarers } from '../../domain/catan/index.ts';

const { MAPS, readScenario } = seafarers;

/** RULES.md §7.4 per map: land (by terrain) and sea counted without the frame, tokens, harbors. */
const EXPECTED = {
  'new-shores/3': { land: 22, gold: 2, desert: 0, harbors: 8, generic: 3, robber: '2,1', pirate: '5,4', vp: 14, tokens: '2 3 3 4 4 4 5 5 5 6 6 8 8 8 9 9 10 10 10 11 11 12' },
  'new-shores/4': { land: 28, gold: 2, desert: 1, harbors: 9, generic: 4, robber: '1,5', pirate: '6,4', vp: 14, tokens: '2 2 3 3 3 4 4 4 5 5 5 6 6 6 8 8 8 9 9 9 10 10 10 11 11 11 12' },
  'four-islands/3': { land: 20, gold: 0, desert: 0, harbors: 9, generic: 4, robber: '-1,7', pirate: '2,4', vp: 13, tokens: '2 3 3 4 4 5 5 5 6 6 8 8 9 9 9 10 10 11 11 12' },
  'four-islands/4': { land: 23, gold: 0, desert: 0, harbors: 9, generic: 4, robber: '4,2', pirate: '5,4', vp: 13, tokens: '2 3 3 4 4 4 5 5 5 6 6 8 8 9 9 9 10 10 10 11 11 11 12' },
  'fog-islands/3': { land: 14, gold: 0, desert: 0, harbors: 8, generic: 3, robber: '5,1', pirate: '6,4', vp: 12, tokens: '3 4 5 5 6 6 8 8 9 9 10 11 11 12' },
  'fog-islands/4': { land: 17, gold: 0, desert: 0, harbors: 9, generic: 4, robber: '-1,6', pirate: '6,4', vp: 12, tokens: '2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 12' },
  'through-the-desert/3': { land: 25, gold: 2, desert: 3, harbors: 8, generic: 3, robber: '2,2', pirate: '5,4', vp: 14, tokens: '2 3 3 4 4 4 5 5 5 6 6 6 8 8 8 9 9 9 10 10 11 11' },
  'through-the-desert/4': { land: 30, gold: 2, desert: 3, harbors: 9, generic: 4, robber: '2,2', pirate: '6,4', vp: 14, tokens: '2 3 3 3 4 4 4 5 5 5 6 6 6 8 8 8 9 9 9 10 10 10 11 11 11 12 12' },
} as const;

describe('Seafarers: the scenario maps', () => {
  it.each(Object.entries(EXPECTED))('%s loads as RULES.md §7.4 gives it', (key, want) => {
    const [id, players] = key.split('/');
    const scenario = readScenario(id as never, Number(players));
    if (typeof scenario === 'string') throw new Error(scenario);
    const tiles = scenario.board.tiles;
    const land = tiles.filter((t) => t.terrain !== 'sea' && t.terrain !== 'fog');
    expect(land.length).toBe(want.land);
    expect(land.filter((t) => t.terrain === 'gold').length).toBe(want.gold);
    expect(land.filter((t) => t.terrain === 'desert').length).toBe(want.desert);
    expect(land.flatMap((t) => (t.token === null ? [] : [t.token])).sort((a, b) => a - b).join(' ')).toBe(want.tokens);
    expect(scenario.board.harbors.length).toBe(want.harbors);
    expect(scenario.board.harbors.filter((h) => h.kind === 'generic').length).toBe(want.generic);
    expect([scenario.board.robber, scenario.pirate, scenario.victoryPoints]).toEqual([want.robber, want.pirate, want.vp]);
  });

  it('the fog maps stack 12 hexes (2 sea, 2 gold, …) and 10 tokens', () => {
    for (const players of [3, 4]) {
      const s = readScenario('fog-islands', players);
      if (typeof s === 'string') throw new Error(s);
      expect(s.fogHexes.length).toBe(12);
      expect(s.fogHexes.filter((t) => t === 'sea').length).toBe(2);
      expect(s.fogHexes.filter((t) => t === 'gold').length).toBe(2);
      expect(s.fogTokens.length).toBe(10);
    }
  });

  it('every scenario has a map for 3 and 4 players, and none for 5–6 (no second source yet)', () => {
    for (const id of SCENARIOS) {
      expect(typeof readScenario(id, 3)).toBe('object');
      expect(readScenario(id, 5)).toMatch(/has a map for 3 or 4 players/);
    }
  });

  it('refuses a bad map with what is wrong with it', () => {
    const good = MAPS['new-shores'][3];
    const rows = good.rows.map(([r, q, c]) => [r, q, c] as [number, number, string]);
    const bad = (change: Partial<typeof good>) => readScenario('new-shores', 3, { ...good, ...change });
    expect(bad({ rows: rows.map(([r, q, c]) => [r, q, r === 1 ? c.replace('H12', 'H7') : c] as const) })).toMatch(/number token/);
    expect(bad({ rows: rows.map(([r, q, c]) => [r, q, r === 0 ? c.replace('~', 'F5') : c] as const) })).toMatch(/frame/);
    expect(bad({ harbors: ['(1,4) E generic'] })).toMatch(/coast/);
    expect(bad({ pirate: '1,4' })).toMatch(/pirate/);
    expect(bad({ robber: '3,3' })).toMatch(/robber/);
    expect(bad({ islands: good.islands.slice(1) })).toMatch(/island/);
    expect(bad({ rows: rows.map(([r, q, c]) => [r, q, r === 1 ? c.replace('G5', 'X5') : c] as const) })).toMatch(/unknown cell/);
  });
});
