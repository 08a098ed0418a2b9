// The sheets as data, checked against RULES.md §3.3 (Island One) and §3.4 (Island Two).
import { describe, expect, it } from 'vitest';
import { fullLine, ISLAND_ONE, longestLine, maxPoints, sheetFor, structureOf, type Sheet } from '../../domain/dice/index.ts';

const ofKind = (sheet: Sheet, kind: string) => sheet.structures.filter((s) => s.kind === kind);
/** "X requires Y" for every road but the start road. */
const roadGraph = (sheet: Sheet) => Object.fromEntries(ofKind(sheet, 'road').filter((r) => r.road !== null).map((r) => [r.id, r.road]));

describe('Island One (the standard side)', () => {
  it('has the start road and 16 buildable roads at 1 point each', () => {
    const roads = ofKind(ISLAND_ONE, 'road');
    expect(roads.map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => `r${i}`));
    expect(ISLAND_ONE.start).toBe('r0');
    expect(structureOf(ISLAND_ONE, 'r0')).toMatchObject({ road: null, points: 0 });
    expect(roads.filter((r) => r.id !== 'r0').every((r) => r.points === 1)).toBe(true);
  });

  it('has the structure graph of RULES.md §3.3', () => {
    expect(roadGraph(ISLAND_ONE)).toEqual({
      r1: 'r0', r2: 'r1', r3: 'r1', r4: 'r3', r5: 'r4', r6: 'r4', r7: 'r6', r8: 'r7',
      r9: 'r8', r10: 'r9', r11: 'r10', r12: 'r11', r13: 'r8', r14: 'r13', r15: 'r14', r16: 'r15',
    });
  });

  it('has settlements 3, 4, 5, 7, 9, 11 and cities 7, 12, 20, 30, each after the one before and at the end of its road', () => {
    const row = (kind: string) => ofKind(ISLAND_ONE, kind).map((s) => [s.points, s.road, s.after]);
    expect(row('settlement')).toEqual([[3, 'r0', null], [4, 'r3', 's3'], [5, 'r6', 's4'], [7, 'r8', 's5'], [9, 'r10', 's7'], [11, 'r12', 's9']]);
    expect(row('city')).toEqual([[7, 'r2', null], [12, 'r5', 'c7'], [20, 'r14', 'c12'], [30, 'r16', 'c20']]);
  });

  it('has 6 knights worth 1 to 6, in order, with ore, grain, wool, lumber, brick and "?" under them', () => {
    const knights = ofKind(ISLAND_ONE, 'knight');
    expect(knights.map((k) => [k.points, k.joker, k.road])).toEqual([
      [1, 'ore', null], [2, 'grain', null], [3, 'wool', null], [4, 'lumber', null], [5, 'brick', null], [6, 'any', null],
    ]);
    expect(knights.map((k) => k.after)).toEqual([null, 'k1', 'k2', 'k3', 'k4', 'k5']);
  });

  it('scores at most 16 + 39 + 69 + 21 = 145', () => {
    expect(maxPoints(ISLAND_ONE)).toBe(145);
    const sum = (kind: string) => ofKind(ISLAND_ONE, kind).reduce((a, s) => a + s.points, 0);
    expect([sum('road'), sum('settlement'), sum('city'), sum('knight')]).toEqual([16, 39, 69, 21]);
  });

  it('plays 15 turns with −2 for a turn without a build, and has no awards', () => {
    expect([ISLAND_ONE.turns, ISLAND_ONE.idlePenalty, ISLAND_ONE.goal, ISLAND_ONE.awards, ISLAND_ONE.firstDice]).toEqual([15, -2, null, null, 6]);
  });

  it('has a longest possible line of 11 roads (start road, the main line, and the longer branch)', () => {
    expect(fullLine(ISLAND_ONE)).toBe(11);
  });
});

describe('Island Two (the Plus side)', () => {
  const two = sheetFor('plus');

  it('has the start road and 17 more, 7 settlements worth 1 VP and 4 cities worth 2', () => {
    expect(ofKind(two, 'road').map((r) => r.id)).toEqual(Array.from({ length: 18 }, (_, i) => `r${i}`));
    expect(ofKind(two, 'settlement').map((s) => [s.id, s.road, s.points])).toEqual([
      ['sa', 'r0', 1], ['sb', 'r3', 1], ['sc', 'r6', 1], ['sd', 'r10', 1], ['se', 'r13', 1], ['sf', 'r15', 1], ['sg', 'r17', 1],
    ]);
    expect(ofKind(two, 'city').map((s) => [s.id, s.road, s.points])).toEqual([['ca', 'r2', 2], ['cb', 'r5', 2], ['cc', 'r8', 2], ['cd', 'r12', 2]]);
    expect(maxPoints(two)).toBe(15);
    expect(two.structures.every((s) => s.after === null)).toBe(true);
  });

  it('has the structure graph of RULES.md §3.4, with r2, r5 and r12 as branches', () => {
    const graph = roadGraph(two);
    expect(graph).toEqual({
      r1: 'r0', r2: 'r1', r3: 'r1', r4: 'r3', r5: 'r4', r6: 'r4', r7: 'r6', r8: 'r7', r9: 'r8', r10: 'r9',
      r11: 'r10', r12: 'r11', r13: 'r11', r14: 'r13', r15: 'r14', r16: 'r15', r17: 'r16',
    });
    expect(ofKind(two, 'road').filter((r) => r.branch).map((r) => r.id)).toEqual(['r2', 'r5', 'r12']);
  });

  it('has a knight on each resource hex and, by default, one pair of desert knights', () => {
    expect(ofKind(two, 'knight').map((k) => [k.id, k.joker])).toEqual([
      ['k1', 'ore'], ['k2', 'grain'], ['k3', 'wool'], ['k4', 'lumber'], ['k5', 'brick'], ['d1a', null], ['d1b', null],
    ]);
    expect(two.desertPairs).toEqual([{ id: 'd1', knights: ['d1a', 'd1b'] }]);
    expect(ofKind(sheetFor('plus', 2), 'knight')).toHaveLength(9);
  });

  it('wins at 10 VP, with 2 VP for Largest Army (3 knights) and Longest Road (5 roads), starting with 3 dice', () => {
    expect([two.goal, two.turns, two.idlePenalty, two.awards, two.firstDice]).toEqual([10, null, 0, { points: 2, army: 3, road: 5 }, 3]);
  });

  it('counts the start road as the first road of a line: r6 is the 5th, and a branch does not lengthen it', () => {
    expect(longestLine(two, ['r0', 'r1', 'r3', 'r4', 'r6'])).toBe(5);
    expect(longestLine(two, ['r0', 'r1', 'r3', 'r4', 'r5'])).toBe(4);
    expect(longestLine(two, ['r0', 'r1', 'r2', 'r3', 'r4'])).toBe(4);
  });

  it('has a longest possible line of 15 roads: r0-r1-r3-r4-r6-…-r11-r13-…-r17', () => {
    expect(fullLine(two)).toBe(15);
  });
});

describe('both sheets', () => {
  it.each([['standard', ISLAND_ONE], ['plus', sheetFor('plus')]] as const)('%s: every symbol hangs on a road of the sheet, and every road reaches the start road', (_, sheet) => {
    for (const s of sheet.structures) {
      if (s.road !== null) expect(structureOf(sheet, s.road)?.kind).toBe('road');
      if (s.after !== null) expect(structureOf(sheet, s.after)?.kind).toBe(s.kind);
    }
    for (const r of ofKind(sheet, 'road')) {
      let at = r;
      for (let steps = 0; at.road !== null; steps++) {
        expect(steps).toBeLessThan(20);
        at = structureOf(sheet, at.road)!;
      }
      expect(at.id).toBe(sheet.start);
    }
    expect(new Set(sheet.structures.map((s) => s.id)).size).toBe(sheet.structures.length);
  });
});
