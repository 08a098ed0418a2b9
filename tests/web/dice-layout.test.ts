// The drawn sheet's layout: every symbol of both sides has a place, each road starts where the
// road it continues ends, and settlements and cities stand at the end of their road.
import { describe, expect, it } from 'vitest';
import { sheetFor } from '../../domain/dice/index.ts';
import { LAYOUTS, VIEW_BOX, px } from '../../web/src/kinds/dice/layout.ts';
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
});
