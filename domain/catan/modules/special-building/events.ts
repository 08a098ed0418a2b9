import type { Seat } from '../../base/types.ts';

export type SpecialBuildingEvent =
  /**
   * The active player `after` ended their turn: the seats of `order` (clockwise from it; a seat
   * that can afford nothing is left out) may build in turn.
   */
  | { readonly type: 'SpecialBuildingStarted'; readonly after: Seat; readonly order: readonly Seat[] }
  /**
   * The builder `seat` ended their part of the phase (with EndTurn, or without being asked when it
   * could no longer afford anything): the next builder's, or the next turn.
   */
  | { readonly type: 'SpecialBuildingPassed'; readonly seat: Seat };

declare module '../../base/events.ts' {
  interface ModuleEvents { 'special-building': SpecialBuildingEvent }
}
