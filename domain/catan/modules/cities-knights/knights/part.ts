// The knights' part of Cities & Knights' state (RULES.md §7.2.5): each knight on the board by
// vertex, its strength and whether it stands (active), and a displaced knight waiting for its
// owner to move it. The barbarians read the active knights' strength; the knights' own rules
// (recruit, promote, activate, move, displace, chase) build on this.
import type { Seat } from '../../../base/types.ts';

export type Strength = 1 | 2 | 3;
/** The strongest knight: mighty. */
export const MIGHTY: Strength = 3;
/** The knights of each strength a player has (RULES.md §7.2.1): 2 basic, 2 strong, 2 mighty. */
export const KNIGHTS_PER_STRENGTH = 2;

export interface Knight {
  readonly seat: Seat;
  readonly strength: Strength;
  readonly active: boolean;
  /** The turn number it was last activated in (it may not act in that turn); -1: never. */
  readonly activatedTurn: number;
  /** The turn number it was last promoted in (once per turn); -1: never. */
  readonly promotedTurn: number;
}

/** A knight displaced by a stronger one, off the board until its owner moves it on. */
export interface Retreat {
  readonly knight: Knight;
  /** The vertex index it was displaced from (the displacing knight stands there now). */
  readonly from: number;
}

/** A knight's chase in turn `turn`: the robber's move it leaves pending moves that piece alone. */
export interface Chase {
  readonly turn: number;
  readonly piece: 'robber' | 'pirate';
}

export interface KnightsPart {
  /** By vertex index of the board's topology: the knight there, or null. */
  readonly at: readonly (Knight | null)[];
  /** The displaced knight whose owner must choose where it retreats (the table waits), or null. */
  readonly retreat: Retreat | null;
  /** The last chase (with Seafarers the pending move is the robber's or the pirate's), or null. */
  readonly chase: Chase | null;
}

export const initialKnights = (vertices: number): KnightsPart => ({ at: Array.from({ length: vertices }, () => null), retreat: null, chase: null });

/** A knight just recruited: basic, inactive. */
export const recruit = (seat: Seat): Knight => ({ seat, strength: 1, active: false, activatedTurn: -1, promotedTurn: -1 });

/** The sum of the seat's active knights' strengths: its part of the defence against the barbarians. */
export function activeStrength(k: KnightsPart, seat: Seat): number {
  let n = 0;
  for (const knight of k.at) if (knight !== null && knight.seat === seat && knight.active) n += knight.strength;
  return n;
}

/** The seat's knights of this strength on the board (a displaced one waiting to retreat included). */
export function knightsOf(k: KnightsPart, seat: Seat, strength: Strength): number {
  let n = k.retreat !== null && k.retreat.knight.seat === seat && k.retreat.knight.strength === strength ? 1 : 0;
  for (const knight of k.at) if (knight !== null && knight.seat === seat && knight.strength === strength) n++;
  return n;
}

/** The vertex indices of the seat's knights. */
export function knightVertices(k: KnightsPart, seat: Seat): number[] {
  const out: number[] = [];
  k.at.forEach((knight, v) => {
    if (knight !== null && knight.seat === seat) out.push(v);
  });
  return out;
}

/** May this active knight act in turn `turn` (it was not activated in it)? */
export const mayAct = (knight: Knight, turn: number): boolean => knight.active && knight.activatedTurn !== turn;

/** Every knight lies down (after each barbarian attack). */
export const deactivateAll = (k: KnightsPart): KnightsPart =>
  (k.at.some((x) => x?.active) ? { ...k, at: k.at.map((x) => (x !== null && x.active ? { ...x, active: false } : x)) } : k);
