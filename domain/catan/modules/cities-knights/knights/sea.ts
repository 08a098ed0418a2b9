// The knights with Seafarers (RULES.md §7.2.10): every rule about roads holds for ships, so a
// knight is recruited at, and moves along, its owner's ships too; and a knight on a corner of the
// pirate's hex chases the pirate as one on a corner of the robber's hex chases the robber; the
// Diplomat removes an open ship as an open road. C&K reads Seafarers' part (its ships by edge, the
// pirate's hex) as its state holds it, never its files, and writes it only to take off a ship the
// Diplomat removed; the pirate's move itself is Seafarers' MovePirate.
import { replace, setPart, type Draft } from '../../../base/draft.ts';
import { indexOf, type Table } from '../../../base/state.ts';
import type { HexKey, Seat } from '../../../base/types.ts';

/** Seafarers' part, as far as the knights read it. */
interface Sea {
  /** By edge: the seat whose ship lies there, or -1. */
  readonly ships: readonly number[];
  /** By seat: the ships in its supply. */
  readonly shipsLeft: readonly number[];
  readonly pirate: HexKey;
}

/** Seafarers' part when it is in play (a game folded up to GameCreated alone has none yet). */
const seaOf = (s: Table): Sea | null => (s.parts.seafarers as Sea | null | undefined) ?? null;

/** Does the seat's road or ship lie on edge e, a way for its knights? */
export function ownWay(s: Table, seat: Seat, e: number): boolean {
  if (s.roads[e] === seat) return true;
  const sea = s.modules.length > 0 ? seaOf(s) : null;
  return sea !== null && sea.ships[e] === seat;
}

/** The seat whose ship lies on edge e, or -1 (always -1 without Seafarers). */
export function shipOwner(s: Table, e: number): number {
  const sea = s.modules.length > 0 ? seaOf(s) : null;
  return sea === null ? -1 : sea.ships[e] ?? -1;
}

/** The ship on edge e taken off the board, back to its owner's supply. */
export function liftShip(d: Draft, e: number): void {
  const sea = seaOf(d);
  const owner = sea?.ships[e] ?? -1;
  if (sea === null || owner < 0) return;
  setPart(d, 'seafarers', { ...sea, ships: replace(sea.ships, e, -1), shipsLeft: replace(sea.shipsLeft, owner, sea.shipsLeft[owner] + 1) });
}

/** What a knight on vertex v may chase: the robber from a corner of its hex, else the pirate from a corner of its; or null. */
export function chasable(s: Table, v: number): 'robber' | 'pirate' | null {
  const { hexIndex, hexVertices } = indexOf(s).topology;
  const robber = hexIndex.get(s.robber);
  if (robber !== undefined && hexVertices[robber].includes(v)) return 'robber';
  const sea = s.modules.length > 0 ? seaOf(s) : null;
  const pirate = sea === null ? undefined : hexIndex.get(sea.pirate);
  return pirate !== undefined && hexVertices[pirate].includes(v) ? 'pirate' : null;
}

/** Does the pirate stand beside one of the seat's ships (it may rob there, and no ship moves on its sides)? */
export function pirateBesideShip(s: Table, seat: Seat): boolean {
  const sea = s.modules.length > 0 ? seaOf(s) : null;
  if (sea === null) return false;
  const t = indexOf(s).topology;
  const h = t.hexIndex.get(sea.pirate);
  if (h === undefined) return false;
  const corners = t.hexVertices[h];
  return sea.ships.some((x, e) => x === seat && t.edgeVertices[e].every((v) => corners.includes(v)));
}
