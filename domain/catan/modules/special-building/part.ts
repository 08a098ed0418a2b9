// The special building phase's part of the state: who ended the turn, the builders in order, and
// the current one's index, while the phase lasts.
import type { Table } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';

export const SPECIAL_BUILDING = 'special-building';

/** The phase under way: who ended the turn, the builders in order, and the current one's index. */
export interface SpecialBuildingPart {
  readonly after: Seat;
  readonly order: readonly Seat[];
  readonly index: number;
}

export const specialBuildingPart = (s: Pick<Table, 'parts'>): SpecialBuildingPart | null =>
  (s.parts[SPECIAL_BUILDING] as SpecialBuildingPart | null | undefined) ?? null;
