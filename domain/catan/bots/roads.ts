// Where to build next: the settlement spots the seat can reach with a few roads (and the first
// road toward each), and the road that lengthens its longest road most. Both depend only on the
// roads and buildings on the board, which stay the same objects from state to state until a
// piece is placed: they are worked out once per seat and network, and remembered.
import type { Building } from '../base/types.ts';
import { indexOf, type Table } from '../base/state.ts';
import { longestRoad } from '../base/rules/longestRoad.ts';
import { roadFree, roadSpotEdges, spacious } from '../base/rules/placement.ts';
import type { Seat } from '../base/types.ts';

/** A settlement spot and the way there. */
export interface Spot {
  readonly vertex: number;
  /** Roads still to build before the settlement may go there (0: it may now). */
  readonly roads: number;
  /** The first of those roads (an edge index), or -1 when none is needed. */
  readonly edge: number;
}

export interface RoadChoice {
  readonly edge: number;
  readonly length: number;
}

/** What the bots know of one seat's network on one board position. */
interface Network {
  /** Spots within MAX_ROADS roads, nearest first. */
  spots?: readonly Spot[];
  longest?: number;
  best?: RoadChoice | null;
}

/** The farthest a bot looks for a settlement spot, in roads to build. */
export const MAX_ROADS = 3;

type ByRoads = WeakMap<readonly number[], WeakMap<readonly (Building | null)[], Network[]>>;
const memo: ByRoads = new WeakMap();
/** In a game with modules, whose pieces (ships) change where roads may go: by the modules' parts first. */
const byParts = new WeakMap<object, ByRoads>();

function network(s: Table, seat: Seat): Network {
  let roads = memo;
  if (s.modules.length > 0) {
    roads = byParts.get(s.parts) ?? new WeakMap();
    byParts.set(s.parts, roads);
  }
  let byBuildings = roads.get(s.roads);
  if (!byBuildings) roads.set(s.roads, (byBuildings = new WeakMap()));
  let seats = byBuildings.get(s.buildings);
  if (!seats) byBuildings.set(s.buildings, (seats = []));
  return (seats[seat] ??= {});
}

// Scratch for the search (the domain is single-threaded): by vertex, the roads needed to reach
// it and the first edge of the way; and the queue.
let distance = new Int8Array(0);
let firstEdge = new Int32Array(0);
let queue = new Int32Array(0);

/**
 * Every empty intersection within MAX_ROADS new roads of the seat's network where a settlement
 * would respect the distance rule, with the way there. Roads cannot pass an opponent's building
 * or road.
 */
export function reachableSpots(s: Table, seat: Seat): readonly Spot[] {
  const known = network(s, seat);
  if (known.spots) return known.spots;
  const t = indexOf(s).topology;
  const n = t.vertices.length;
  if (distance.length < n) {
    distance = new Int8Array(n);
    firstEdge = new Int32Array(n);
    queue = new Int32Array(n);
  }
  distance.fill(-1, 0, n);
  let tail = 0;
  for (let v = 0; v < n; v++) {
    const b = s.buildings[v];
    let mine = b !== null && b.seat === seat;
    if (b === null) for (const e of t.vertexEdges[v]) if (s.roads[e] === seat) mine = true;
    if (!mine) continue;
    distance[v] = 0;
    firstEdge[v] = -1;
    queue[tail++] = v;
  }
  const spots: Spot[] = [];
  for (let head = 0; head < tail; head++) {
    const u = queue[head];
    const d = distance[u];
    const b = s.buildings[u];
    if (b === null && spacious(s, u)) spots.push({ vertex: u, roads: d, edge: firstEdge[u] });
    // The way goes on only from an intersection no opponent holds.
    if (d >= MAX_ROADS || (b !== null && b.seat !== seat)) continue;
    for (const e of t.vertexEdges[u]) {
      // On a map with sea: only paths a road may take (land or coast, no ship on them).
      if (!roadFree(s, e)) continue;
      const ends = t.edgeVertices[e];
      const w = ends[0] === u ? ends[1] : ends[0];
      if (distance[w] !== -1) continue;
      distance[w] = d + 1;
      firstEdge[w] = d === 0 ? e : firstEdge[u];
      queue[tail++] = w;
    }
  }
  known.spots = spots;
  return spots;
}

/** The seat's longest road now. */
export function longestNow(s: Table, seat: Seat): number {
  const known = network(s, seat);
  return (known.longest ??= longestRoad(s, seat));
}

/**
 * The legal road that makes the seat's longest road longest (the first such edge), or null.
 * Each candidate is tried on one scratch copy of the roads, laid and lifted again.
 */
export function bestLongestRoad(s: Table, seat: Seat): RoadChoice | null {
  const known = network(s, seat);
  if (known.best !== undefined) return known.best;
  const spots = roadSpotEdges(s, seat);
  let best: RoadChoice | null = null;
  if (spots.length > 0) {
    const roads = s.roads.slice();
    const trial: Table = { ...s, roads };
    for (const e of spots) {
      roads[e] = seat;
      const length = longestRoad(trial, seat);
      roads[e] = -1;
      if (best === null || length > best.length) best = { edge: e, length };
    }
  }
  known.best = best;
  return best;
}

/** Road length the seat needs to take Longest Road (it must beat the holder, and have 5). */
export function lengthToTake(s: Table, seat: Seat): number {
  if (s.longestRoad === seat) return Infinity;
  return Math.max(5, s.longestRoad === null ? 5 : s.longestRoadLength + 1);
}
