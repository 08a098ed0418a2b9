// The drawn sheet's layout: every symbol of both sides has a place, each road starts where the
// road it continues ends, and settlements and cities stand at the end of their road.
import { describe, expect, it } from 'vitest';
import { sheetFor } from '../../domain/dice/index.ts';
import { LAYOUTS, VIEW_BOX, fieldsOf, px, type Cell } from '../../web/src/kinds/dice/layout.ts';
import { awardRoad } from '../../web/src/kinds/dice/Sheet.tsx';

const SHEETS = [sheetFor('standard'), sheetFor('plus'), sheetFor('plus', 2)];

describe('the sheet layout', () => {
  for (const sheet of SHEETS) {
    describe(`${sheet.name} (${sheet.desertPairs.length} desert pairs)`, () => {
      const layout = LAYOUTS[sheet.side];

      it('places every symbol, inside the drawing', () => {
        for (const st of sheet.structures) {
          const cells = st.kind === 'road' ? layout.roads[st.id] : [layout.spots[st.id]];
          expect(cells?.[0], st.id).toBeDefined();
          for (const cell of cells) {
            const { x, y } = px(cell);
            expect(x).toBeGreaterThan(VIEW_BOX.x);
            expect(x).toBeLessThan(VIEW_BOX.x + VIEW_BOX.width);
            expect(y).toBeGreaterThan(VIEW_BOX.y);
            expect(y).toBeLessThan(VIEW_BOX.y + VIEW_BOX.height);
          }
        }
      });

      it('starts each road where the road it continues ends', () => {
        for (const st of sheet.structures.filter((s) => s.kind === 'road' && s.road !== null)) {
          expect(layout.roads[st.id][0], st.id).toEqual(layout.roads[st.road!][1]);
        }
      });

      it('puts each settlement and city at the end of its road, each on a corner of its own', () => {
        const towns = sheet.structures.filter((s) => s.kind === 'settlement' || s.kind === 'city');
        for (const st of towns) expect(layout.spots[st.id], st.id).toEqual(layout.roads[st.road!][1]);
        expect(new Set(towns.map((st) => layout.spots[st.id].join())).size).toBe(towns.length);
      });

      it('never draws two roads on the same side', () => {
        const roads = sheet.structures.filter((s) => s.kind === 'road').map((s) => layout.roads[s.id].map((c) => c.join()).sort().join('|'));
        expect(new Set(roads).size).toBe(roads.length);
      });
    });
  }

  it('shades the Plus side\'s fifth road of the line (Longest Road), and none on the standard side', () => {
    expect(awardRoad(sheetFor('plus'))).toBe('r6');
    expect(awardRoad(sheetFor('standard'))).toBeNull();
  });

  // The sourced facts of the printed sheets (see the comment at the top of layout.ts).
  const fieldAt = (side: 'standard' | 'plus', cell: Cell, pairs = 1) => {
    const { x, y } = px(cell);
    const near = fieldsOf(side, pairs).map((f) => ({ f, d: Math.hypot(px(f.at).x - x, px(f.at).y - y) })).sort((a, b) => a.d - b.d);
    return near[0].f.field;
  };

  for (const side of ['standard', 'plus'] as const) {
    it(`${side}: the knights stand in their joker's field (k1 ore, k2 grain, k3 wool, k4 lumber, k5 brick)`, () => {
      const sheet = sheetFor(side, 2);
      for (const st of sheet.structures.filter((s) => s.kind === 'knight')) {
        const want = st.joker === 'any' || st.joker === null ? 'desert' : st.joker;
        expect(fieldAt(side, LAYOUTS[side].spots[st.id], 2), st.id).toBe(want);
      }
      expect(sheet.structures.find((s) => s.id === 'k1')?.joker).toBe('ore');
    });

    it(`${side}: the ring of fields (desert top, ore upper left, brick upper right, grain lower left, lumber lower right, wool bottom)`, () => {
      const ring = Object.fromEntries(LAYOUTS[side].fields.map((f) => [f.at.join(), f.field]));
      expect(ring).toMatchObject({ '0,-2': 'desert', '-3,-1': 'ore', '3,-1': 'brick', '-3,1': 'grain', '3,1': 'lumber', '0,2': 'wool' });
    });

    it(`${side}: the start road lies between the ore field and the top desert, and ends at the first settlement`, () => {
      const [from, to] = LAYOUTS[side].roads.r0;
      const mid: Cell = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
      const [a, b] = fieldsOf(side, 1).map((f) => ({ f: f.field, d: Math.hypot(px(f.at).x - px(mid).x, px(f.at).y - px(mid).y) })).sort((p, q) => p.d - q.d);
      expect([a.f, b.f].sort()).toEqual(['desert', 'ore']);
      expect(to).toEqual(LAYOUTS[side].spots[side === 'standard' ? 's3' : 'sa']);
    });
  }

  it('Island One: the centre field has no resource; Island Two: a desert only with the second desert pair', () => {
    expect(fieldsOf('standard', 0).find((f) => f.at.join() === '0,0')?.field).toBe('blank');
    expect(fieldsOf('plus', 1).find((f) => f.at.join() === '0,0')?.field).toBe('blank');
    expect(fieldsOf('plus', 2).find((f) => f.at.join() === '0,0')?.field).toBe('desert');
    // the book's one pair stands in the top desert
    expect(fieldAt('plus', LAYOUTS.plus.spots.d1a)).toBe('desert');
    expect(fieldAt('plus', LAYOUTS.plus.spots.d1b)).toBe('desert');
  });

  it('Island One: the line runs down the left with the cities 7 and 12 at the left edge; the branches end at settlement 11 and city 30', () => {
    const { spots } = LAYOUTS.standard;
    expect(spots.c7[0]).toBe(-4);
    expect(spots.c12[0]).toBe(-4);
    expect(spots.s11).toEqual([2, -2]);
    expect(spots.c30).toEqual([5, -1]);
  });

  it('Island Two: the line goes round the island and its last settlement sits at the top desert', () => {
    expect(LAYOUTS.plus.spots.sg).toEqual([-1, -3]);
    expect(fieldAt('plus', [0, -2.6])).toBe('desert');
  });
});
