// The Longest Trade Route (RULES.md §7.1.2): the longest line of one seat's roads and ships, no
// piece used twice. A road and a ship join only at the seat's own building; an opponent's
// building splits a line; branches do not add. Replaces the base game's Longest Road walk.
import { indexOf, type Table } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import { seafarersPart } from './part.ts';

export function tradeRoute(s: Table, seat: Seat): number {
  const t = indexOf(s).topology;
  const { ships } = seafarersPart(s);
  // Each piece a bit; its kind (road 0, ship 1) by bit position.
  const bit = new Map<number, number>();
  let ship = 0;
  for (let e = 0; e < s.roads.length; e++) {
    if (s.roads[e] === seat || ships[e] === seat) {
      if (ships[e] === seat) ship |= 1 << bit.size;
      bit.set(e, bit.size);
    }
  }
  if (bit.size === 0) return 0;
  let best = 0;
  const walk = (v: number, kind: number, used: number, length: number): void => {
    if (length > best) best = length;
    const b = s.buildings[v];
    if (length > 0 && b !== null && b.seat !== seat) return;
    const own = b !== null && b.seat === seat;
    for (const e of t.vertexEdges[v]) {
      const i = bit.get(e);
      if (i === undefined || (used & (1 << i)) !== 0) continue;
      const k = (ship >> i) & 1;
      if (length > 0 && k !== kind && !own) continue;
      const [a, c] = t.edgeVertices[e];
      walk(a === v ? c : a, k, used | (1 << i), length + 1);
    }
  };
  const starts = new Set<number>();
  for (const e of bit.keys()) for (const v of t.edgeVertices[e]) starts.add(v);
  for (const v of starts) {
    walk(v, -1, 0, 0);
    if (best === bit.size) break;
  }
  return best;
}
