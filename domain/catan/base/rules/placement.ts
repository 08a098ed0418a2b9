// Where pieces may go: the distance rule, connection, and roads that cannot pass an opponent.
import type { Seat } from '../types.ts';
import { indexOf, type Table } from '../state.ts';
import type { RejectionCode } from '../rejections.ts';
import { rulesOf } from '../registry.ts';

/**
 * Distance rule: no settlement or city on this or any neighbouring intersection; and, on a map a
 * module makes (sea), an intersection a settlement may stand on at all.
 */
export function spacious(s: Table, v: number): boolean {
  if (s.buildings[v] !== null) return false;
  for (const n of indexOf(s).topology.vertexNeighbors[v]) if (s.buildings[n] !== null) return false;
  return s.modules.length === 0 || rulesOf(s).settleable(s, v);
}

/** Does one of the seat's roads end at this intersection (or, with a module, another piece of its: a ship)? */
export function touchesOwnRoad(s: Table, seat: Seat, v: number): boolean {
  for (const e of indexOf(s).topology.vertexEdges[v]) if (s.roads[e] === seat) return true;
  return s.modules.length > 0 && rulesOf(s).reaches(s, seat, v);
}

/**
 * Is edge e empty and open to a road at all: no road on it, and (with modules) a path a road may
 * take (land or coast) that no module's piece (a ship) holds? Adjacency is judged apart.
 */
export function roadFree(s: Table, e: number): boolean {
  if (s.roads[e] !== -1) return false;
  if (s.modules.length === 0) return true;
  const rules = rulesOf(s);
  return rules.roadMay(s, e) && !rules.edgeHeld(s, e);
}

/** Why a settlement may not be built here in play, or null if it may. */
export function settlementProblem(s: Table, seat: Seat, v: number): RejectionCode | null {
  if (s.buildings[v] !== null) return 'rule/occupied';
  if (s.modules.length > 0 && !rulesOf(s).settleable(s, v)) return 'rule/no-building-here';
  if (!spacious(s, v)) return 'rule/distance';
  if (!touchesOwnRoad(s, seat, v)) return 'rule/not-connected';
  return null;
}

/**
 * Why a road may not be built on edge e, or null if it may: it must touch the seat's own
 * building, or one of its roads at an intersection not held by an opponent (a building, or with
 * modules a piece the `passes` hook names: a knight).
 */
export function roadProblem(s: Table, seat: Seat, e: number): RejectionCode | null {
  if (s.roads[e] !== -1 || (s.modules.length > 0 && rulesOf(s).edgeHeld(s, e))) return 'rule/occupied';
  if (s.modules.length > 0 && !rulesOf(s).roadMay(s, e)) return 'rule/no-road-here';
  const t = indexOf(s).topology;
  const rules = s.modules.length > 0 ? rulesOf(s) : null;
  let blocked = false;
  for (const v of t.edgeVertices[e]) {
    const b = s.buildings[v];
    if (b !== null && b.seat === seat) return null;
    // An opponent's building, or (with modules) a piece of theirs that stops the line: a knight.
    if (b !== null || (rules !== null && !rules.passes(s, seat, v))) {
      if (touchesOwnRoad(s, seat, v)) blocked = true;
      continue;
    }
    for (const f of t.vertexEdges[v]) if (f !== e && s.roads[f] === seat) return null;
  }
  return blocked ? 'rule/blocked-by-opponent' : 'rule/not-connected';
}

// Scratch for roadSpotEdges (the domain is single-threaded): vertex → 1 if the seat reaches it.
let reach = new Uint8Array(0);

/**
 * Every edge where the seat may build a road, in ascending order: the empty edges at an
 * intersection it reaches (its own building, or its road end not held by an opponent).
 * Equal to filtering every edge through `roadProblem`, but decides each vertex once.
 */
export function roadSpotEdges(s: Table, seat: Seat): number[] {
  const t = indexOf(s).topology;
  if (reach.length < t.vertices.length) reach = new Uint8Array(t.vertices.length);
  reach.fill(0);
  for (let e = 0; e < s.roads.length; e++) {
    if (s.roads[e] !== seat) continue;
    const ends = t.edgeVertices[e];
    reach[ends[0]] = 1;
    reach[ends[1]] = 1;
  }
  for (let v = 0; v < s.buildings.length; v++) {
    const building = s.buildings[v];
    if (building !== null) reach[v] = building.seat === seat ? 1 : 0;
  }
  if (s.modules.length > 0) {
    // A module's piece may stop the seat's line where no building stands (an opponent's knight).
    const rules = rulesOf(s);
    for (let v = 0; v < s.buildings.length; v++) if (reach[v] === 1 && s.buildings[v] === null && !rules.passes(s, seat, v)) reach[v] = 0;
  }
  const out: number[] = [];
  for (let e = 0; e < s.roads.length; e++) {
    if (s.roads[e] !== -1) continue;
    const ends = t.edgeVertices[e];
    if (reach[ends[0]] === 1 || reach[ends[1]] === 1) out.push(e);
  }
  return s.modules.length === 0 ? out : out.filter((e) => roadFree(s, e));
}

/** settlementProblem(s, seat, v) === null, with the cheapest checks first (for searches). */
export function canSettle(s: Table, seat: Seat, v: number): boolean {
  return s.buildings[v] === null && touchesOwnRoad(s, seat, v) && spacious(s, v);
}

export function anyRoadSpot(s: Table, seat: Seat): boolean {
  return roadSpotEdges(s, seat).length > 0;
}
