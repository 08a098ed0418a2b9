// Where knights may stand and go (RULES.md §7.2.5): a knight is recruited on an empty
// intersection at one of its owner's roads (or, with a module's piece, a ship: `touchesOwnRoad`);
// it moves along its owner's roads and ships (sea.ts; RULES.md §7.2.10: it may stop between sea
// hexes), passing intersections with his own pieces but none with another player's (a building
// or a knight); a displaced knight retreats the same way.
import type { Table } from '../../../base/state.ts';
import { indexOf } from '../../../base/state.ts';
import { touchesOwnRoad } from '../../../base/rules/placement.ts';
import type { Seat } from '../../../base/types.ts';
import type { Knight, KnightsPart } from './part.ts';
import { ownWay } from './sea.ts';

type Knights = readonly (Knight | null)[];

/** Is intersection v empty: no building and no knight? */
export const emptyAt = (s: Table, at: Knights, v: number): boolean => s.buildings[v] === null && at[v] === null;

/** Does another seat's piece (a building or a knight) stand at v? */
function foreign(s: Table, at: Knights, seat: Seat, v: number): boolean {
  const b = s.buildings[v];
  const k = at[v];
  return (b !== null && b.seat !== seat) || (k !== null && k.seat !== seat);
}

/**
 * The intersections reached from `from` along the seat's roads and ships (`from` itself left out): a line
 * goes on past the seat's own pieces and ends at another player's.
 */
export function reached(s: Table, at: Knights, seat: Seat, from: number): number[] {
  const t = indexOf(s).topology;
  const seen = new Set<number>([from]);
  const out: number[] = [];
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.pop()!;
    for (const e of t.vertexEdges[v]) {
      if (!ownWay(s, seat, e)) continue;
      const ends = t.edgeVertices[e];
      const w = ends[0] === v ? ends[1] : ends[0];
      if (seen.has(w)) continue;
      seen.add(w);
      out.push(w);
      if (!foreign(s, at, seat, w)) queue.push(w);
    }
  }
  return out;
}

/** Where the seat may recruit a knight: every empty intersection at one of its roads or ships. */
export function recruitSpots(s: Table, at: Knights, seat: Seat): number[] {
  const out: number[] = [];
  for (let v = 0; v < at.length; v++) if (emptyAt(s, at, v) && touchesOwnRoad(s, seat, v)) out.push(v);
  return out;
}

/** Where the knight at `from` may move: the empty intersections it reaches. */
export const moveSpots = (s: Table, at: Knights, from: number): number[] =>
  reached(s, at, at[from]!.seat, from).filter((v) => emptyAt(s, at, v));

/** The opponents' weaker knights the knight at `from` reaches. */
export function displaceTargets(s: Table, at: Knights, from: number): number[] {
  const mover = at[from]!;
  return reached(s, at, mover.seat, from).filter((v) => {
    const k = at[v];
    return k !== null && k.seat !== mover.seat && k.strength < mover.strength;
  });
}

/** The board's knights after the knight at `from` displaced the one at `to`. */
export function afterDisplacing(at: Knights, from: number, to: number): (Knight | null)[] {
  const out = at.slice();
  out[to] = { ...at[from]!, active: false };
  out[from] = null;
  return out;
}

/** Where a knight displaced from `from` may retreat: the empty intersections its owner's roads reach from there. */
export const retreatSpotsFrom = (s: Table, at: Knights, seat: Seat, from: number): number[] =>
  reached(s, at, seat, from).filter((v) => emptyAt(s, at, v));

/** Where the displaced knight awaiting its owner may retreat (none if no knight awaits). */
export function retreatSpots(s: Table, k: KnightsPart): number[] {
  if (k.retreat === null) return [];
  return retreatSpotsFrom(s, k.at, k.retreat.knight.seat, k.retreat.from);
}
