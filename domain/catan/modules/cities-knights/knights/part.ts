// The knights' part of Cities & Knights' state (RULES.md §7.2.5): each knight on the board by
// vertex, its strength and whether it stands (active). The barbarians read the active knights'
// strength; the knights' own rules (hire, promote, activate, move, displace, chase) build on this.
import type { Seat } from '../../../base/types.ts';

export type Strength = 1 | 2 | 3;

export interface Knight {
  readonly seat: Seat;
  readonly strength: Strength;
  readonly active: boolean;
  /** The turn number it was last activated in (it may not act in that turn); -1: never. */
  readonly activatedTurn: number;
  /** The turn number it was last promoted in (once per turn); -1: never. */
  readonly promotedTurn: number;
}

export interface KnightsPart {
  /** By vertex index of the board's topology: the knight there, or null. */
  readonly at: readonly (Knight | null)[];
}

export const initialKnights = (vertices: number): KnightsPart => ({ at: Array.from({ length: vertices }, () => null) });

/** The sum of the seat's active knights' strengths: its part of the defence against the barbarians. */
export function activeStrength(k: KnightsPart, seat: Seat): number {
  let n = 0;
  for (const knight of k.at) if (knight !== null && knight.seat === seat && knight.active) n += knight.strength;
  return n;
}

/** Every knight lies down (after each barbarian attack). */
export const deactivateAll = (k: KnightsPart): KnightsPart =>
  (k.at.some((x) => x?.active) ? { ...k, at: k.at.map((x) => (x !== null && x.active ? { ...x, active: false } : x)) } : k);
