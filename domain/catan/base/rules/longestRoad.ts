// Longest Road: the longest trail of a seat's roads (no road used twice; branches don't add),
// which an opponent's settlement or city cuts. A road that ends at that building still counts.
import type { Seat } from '../types.ts';
import { indexOf, type Table } from '../state.ts';
import type { Topology } from '../board/geometry.ts';

// Scratch space reused between calls (the domain is single-threaded): edge index → bit.
let bitOf = new Int32Array(0);
// Every edge bit some walk has crossed in this call.
let crossed = 0;
// Vertex → the call that last walked from it.
let tried = new Int32Array(0);
let stamp = 0;

function walk(s: Table, t: Topology, seat: Seat, v: number, used: number, length: number): number {
  if (length > 0) {
    const b = s.buildings[v];
    if (b !== null && b.seat !== seat) return length;
  }
  let best = length;
  const edges = t.vertexEdges[v];
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i];
    const mask = bitOf[e];
    if (mask === 0 || (used & mask) !== 0) continue;
    crossed |= mask;
    const ends = t.edgeVertices[e];
    const next = walk(s, t, seat, ends[0] === v ? ends[1] : ends[0], used | mask, length + 1);
    if (next > best) best = next;
  }
  return best;
}

/**
 * Where a longest trail may start. Some longest trail starts at a vertex where the seat has 1 or
 * 3 roads, or at an opponent's building: a trail starting at a free vertex with 2 roads either
 * could be extended by the other road, or is a closed loop, which may start at any vertex on it.
 * Only a component that is nothing but a loop lacks such a vertex (see longestRoad).
 */
function startsTrail(s: Table, t: Topology, seat: Seat, v: number): boolean {
  const b = s.buildings[v];
  if (b !== null && b.seat !== seat) return true;
  let degree = 0;
  for (const e of t.vertexEdges[v]) if (bitOf[e] !== 0) degree++;
  return degree !== 2;
}

export function longestRoad(s: Table, seat: Seat): number {
  const t = indexOf(s).topology;
  if (bitOf.length < s.roads.length) bitOf = new Int32Array(s.roads.length);
  let count = 0;
  let all = 0;
  for (let e = 0; e < s.roads.length; e++) {
    if (s.roads[e] === seat) {
      bitOf[e] = 1 << count++;
      all |= bitOf[e];
    } else {
      bitOf[e] = 0;
    }
  }
  if (count === 0) return 0;
  crossed = 0;
  if (tried.length < t.vertices.length) tried = new Int32Array(t.vertices.length);
  stamp++;
  let best = 0;
  for (let e = 0; e < s.roads.length && best < count; e++) {
    if (bitOf[e] === 0) continue;
    for (const v of t.edgeVertices[e]) {
      // A vertex is shared by up to 3 roads: walk from it once.
      if (tried[v] === stamp) continue;
      tried[v] = stamp;
      if (!startsTrail(s, t, seat, v)) continue;
      const n = walk(s, t, seat, v, 0, 0);
      if (n > best) best = n;
    }
  }
  // Loops with no such vertex: walk each from any of its vertices.
  for (let e = 0; e < s.roads.length && best < count && (crossed & all) !== all; e++) {
    if (bitOf[e] === 0 || (crossed & bitOf[e]) !== 0) continue;
    const n = walk(s, t, seat, t.edgeVertices[e][0], 0, 0);
    if (n > best) best = n;
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
