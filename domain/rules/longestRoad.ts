// Longest Road: the longest trail of a seat's roads (no road used twice; branches don't add),
// which an opponent's settlement or city cuts. A road that ends at that building still counts.
import type { Seat } from '../types.ts';
import { indexOf, type Table } from '../state.ts';

export function longestRoad(s: Table, seat: Seat): number {
  const t = indexOf(s).topology;
  const bit = new Map<number, number>();
  for (let e = 0; e < s.roads.length; e++) if (s.roads[e] === seat) bit.set(e, 1 << bit.size);
  if (bit.size === 0) return 0;

  const walk = (v: number, used: number, length: number): number => {
    const b = s.buildings[v];
    if (length > 0 && b !== null && b.seat !== seat) return length;
    let best = length;
    for (const e of t.vertexEdges[v]) {
      const mask = bit.get(e);
      if (mask === undefined || used & mask) continue;
      const [a, z] = t.edgeVertices[e];
      const next = walk(a === v ? z : a, used | mask, length + 1);
      if (next > best) best = next;
    }
    return best;
  };

  let best = 0;
  const starts = new Set<number>();
  for (const e of bit.keys()) for (const v of t.edgeVertices[e]) starts.add(v);
  for (const v of starts) {
    const n = walk(v, 0, 0);
    if (n > best) best = n;
    if (best === bit.size) break;
  }
  return best;
}

/**
 * Who holds Longest Road given every seat's length: the holder keeps it while tied for the
 * longest with at least 5; otherwise a unique leader with at least 5 takes it; otherwise nobody.
 */
export function longestRoadHolder(lengths: readonly number[], holder: Seat | null): Seat | null {
  const max = Math.max(...lengths);
  if (max < 5) return null;
  if (holder !== null && lengths[holder] === max) return holder;
  const leaders = lengths.flatMap((n, seat) => (n === max ? [seat] : []));
  return leaders.length === 1 ? leaders[0] : null;
}
