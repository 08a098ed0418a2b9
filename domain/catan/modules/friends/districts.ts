// Districts (seed 000): all the settlements, cities and roads of one colour connected together.
// A road joins two districts for the first time when, after it, one of the builder's districts
// touches another player's (a piece of each at one intersection) and did not before. Pieces are
// never removed, so districts that once touched touch forever: "a later link between the same
// two districts gives nothing" needs no memory. Connection stops at another colour's building,
// as for Longest Road.
import { indexOf, type Table } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';

/** The edges of `seat`'s district holding edge `start`, with `extra` counted as the seat's road. */
function district(s: Table, seat: Seat, start: number, extra: number): number[] {
  const t = indexOf(s).topology;
  const owner = (f: number) => (f === extra ? seat : s.roads[f]);
  const seen = new Set<number>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const f = queue.pop()!;
    for (const v of t.edgeVertices[f]) {
      const b = s.buildings[v];
      if (b !== null && b.seat !== seat) continue;
      for (const g of t.vertexEdges[v]) {
        if (!seen.has(g) && owner(g) === seat) {
          seen.add(g);
          queue.push(g);
        }
      }
    }
  }
  return [...seen];
}

/** The intersections a set of one seat's roads touches (their ends). */
function touched(s: Table, edges: readonly number[]): Set<number> {
  const t = indexOf(s).topology;
  const out = new Set<number>();
  for (const f of edges) for (const v of t.edgeVertices[f]) out.add(v);
  return out;
}

/**
 * The other seats whose district `seat`'s new road on edge `e` (not yet on the board) joins to
 * one of the seat's districts for the first time, in clockwise order from the seat.
 */
export function newlyJoined(s: Table, seat: Seat, e: number): Seat[] {
  const t = indexOf(s).topology;
  const mine = district(s, seat, e, e);
  // What the district touched before this road: its other roads' ends, and the seat's own
  // buildings at this road's ends.
  const before = touched(s, mine.filter((f) => f !== e));
  for (const v of t.edgeVertices[e]) if (s.buildings[v]?.seat === seat) before.add(v);
  const joined = new Set<Seat>();
  for (const v of t.edgeVertices[e]) {
    const b = s.buildings[v];
    const others = new Set<Seat>();
    if (b !== null && b.seat !== seat) others.add(b.seat);
    for (const f of t.vertexEdges[v]) if (f !== e && s.roads[f] !== -1 && s.roads[f] !== seat) others.add(s.roads[f]);
    for (const other of others) {
      if (joined.has(other)) continue;
      // Each of the other's districts at this intersection: new if it touched nothing of ours before.
      const starts = t.vertexEdges[v].filter((f) => f !== e && s.roads[f] === other);
      const theirs = new Set<number>([v]);
      for (const f of starts) for (const w of touched(s, district(s, other, f, -1))) theirs.add(w);
      let met = false;
      for (const w of theirs) if (before.has(w)) met = true;
      if (!met) joined.add(other);
    }
  }
  return [...joined].sort((a, b) => ((a - seat + s.players) % s.players) - ((b - seat + s.players) % s.players));
}
