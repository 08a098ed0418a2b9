// Where ships may go and which may move (RULES.md §7.1.2): a ship on a sea path, touching one's
// own ship or building (never a road alone), not through an opponent's building (nor another
// module's piece the `passes` hook names: a knight), never on a side of the pirate's hex; a ship
// moves only as the last of an open route, not in the turn it came, and never so as to cut off a
// piece its owner's routes must keep reaching (the `tethered` hook: a knight, RULES.md §7.2.10).
import { handTotal } from '../../base/cards.ts';
import { rulesOf } from '../../base/registry.ts';
import { indexOf, type InPhase, type Table } from '../../base/state.ts';
import type { RejectionCode } from '../../base/rejections.ts';
import type { Seat } from '../../base/types.ts';
import { placesOf } from './places.ts';
import { seafarersPart } from './part.ts';

export const SHIP_COST = { lumber: 1, wool: 1 } as const;

/** Is edge e a side of the pirate's hex? */
export function onPirateEdge(s: Table, e: number): boolean {
  const h = indexOf(s).topology.hexIndex.get(seafarersPart(s).pirate);
  return h !== undefined && placesOf(s).hexEdges[h].includes(e);
}

/** Does one of the seat's ships end at vertex v (other than on edge `except`)? */
export function shipAt(s: Table, seat: Seat, v: number, except = -1): boolean {
  const { ships } = seafarersPart(s);
  for (const f of indexOf(s).topology.vertexEdges[v]) if (f !== except && ships[f] === seat) return true;
  return false;
}

/**
 * Would the seat's ship on edge `from`, moved to `to`, leave a piece its routes must keep reaching
 * (a knight) at an end of `from` with none of its roads or ships there?
 */
export function cutsOff(s: Table, seat: Seat, from: number, to: number): boolean {
  const t = indexOf(s).topology;
  const rules = rulesOf(s);
  return t.edgeVertices[from].some((v) => rules.tethered(s, seat, v) && !t.edgeVertices[to].includes(v)
    && !shipAt(s, seat, v, from) && !t.vertexEdges[v].some((f) => s.roads[f] === seat));
}

/** Why a new ship of the seat may not go on edge e (the ship on `lifted` judged as moved there), or null. */
export function shipProblem(s: Table, seat: Seat, e: number, lifted = -1): RejectionCode | null {
  const part = seafarersPart(s);
  if (placesOf(s).shipEdge[e] !== 1) return 'seafarers/not-a-ship-edge';
  if (s.roads[e] !== -1 || (part.ships[e] !== -1 && e !== lifted)) return 'rule/occupied';
  if (onPirateEdge(s, e)) return 'seafarers/pirate-edge';
  const t = indexOf(s).topology;
  const rules = rulesOf(s);
  let joined = false;
  for (const v of t.edgeVertices[e]) {
    const b = s.buildings[v];
    if (b !== null) {
      if (b.seat === seat) joined = true;
      continue;
    }
    // An opponent's knight ends a line as an opponent's building does.
    if (!rules.passes(s, seat, v)) continue;
    for (const f of t.vertexEdges[v]) if (f !== e && f !== lifted && part.ships[f] === seat) joined = true;
  }
  if (!joined) return 'seafarers/ship-not-connected';
  return lifted >= 0 && cutsOff(s, seat, lifted, e) ? 'seafarers/ship-not-movable' : null;
}

/** Every edge where the seat may put a new ship (with the ship on `lifted` judged as gone). */
export function shipSpots(s: Table, seat: Seat, lifted = -1): number[] {
  const out: number[] = [];
  const { shipEdge } = placesOf(s);
  for (let e = 0; e < shipEdge.length; e++) if (shipEdge[e] === 1 && e !== lifted && shipProblem(s, seat, e, lifted) === null) out.push(e);
  return out;
}

/** Why the seat's ship on edge e may not move now, or null (the turn's one move is judged apart). */
export function moveProblem(s: InPhase<'playing'>, seat: Seat, e: number): RejectionCode | null {
  const part = seafarersPart(s);
  if (part.ships[e] !== seat) return 'seafarers/not-your-ship';
  if (onPirateEdge(s, e)) return 'seafarers/pirate-edge';
  if (part.fresh.turn === s.turn.number && part.fresh.edges.includes(e)) return 'seafarers/ship-not-movable';
  // An open end: an intersection with none of the seat's ships or buildings. A ship of a line
  // closed between two buildings has none, so this also keeps closed lines in place.
  const open = indexOf(s).topology.edgeVertices[e].some((v) => {
    const b = s.buildings[v];
    return !(b !== null && b.seat === seat) && !shipAt(s, seat, v, e);
  });
  return open ? null : 'seafarers/ship-not-movable';
}

/** The seat's ships that may move now, by edge. */
export function movableShips(s: InPhase<'playing'>, seat: Seat): number[] {
  const { ships } = seafarersPart(s);
  const out: number[] = [];
  for (let e = 0; e < ships.length; e++) if (ships[e] === seat && moveProblem(s, seat, e) === null) out.push(e);
  return out;
}

/** Seats with a ship on a side of hex h and a card in hand, other than the thief: whom the pirate may rob. */
export function pirateVictims(s: Table, h: number, thief: Seat): Seat[] {
  const { ships } = seafarersPart(s);
  const out: Seat[] = [];
  for (const e of placesOf(s).hexEdges[h]) {
    const seat = ships[e];
    if (seat >= 0 && seat !== thief && !out.includes(seat) && handTotal(s.hands[seat]) > 0) out.push(seat);
  }
  return out;
}

