// Victory points and their sources.
import type { Seat } from '../types.ts';
import { indexOf, sees, type Table } from '../state.ts';
import { rulesOf } from '../registry.ts';

export interface PointSources {
  readonly settlements: number;
  readonly cities: number;
  readonly longestRoad: number;
  readonly largestArmy: number;
  /** Victory point cards in hand: known to the owner (and to everyone once revealed). */
  readonly victoryPointCards: number;
  /** Visible points from the game's rule modules (Friends: Catan chips); 0 in the base game. */
  readonly extra: number;
}

export function pointSources(s: Table, seat: Seat): PointSources {
  const { pieces } = indexOf(s).spec;
  const cities = pieces.cities - s.pieces[seat].cities;
  return {
    settlements: pieces.settlements - s.pieces[seat].settlements,
    cities,
    longestRoad: s.longestRoad === seat ? 1 : 0,
    largestArmy: s.largestArmy === seat ? 1 : 0,
    victoryPointCards: sees(s.viewer, seat) ? s.devCards[seat].victoryPoint : 0,
    extra: s.modules.length === 0 ? 0 : rulesOf(s).extraPoints(s, seat),
  };
}

/** Points everyone can see on the table. */
export function visiblePoints(s: Table, seat: Seat): number {
  const { pieces } = indexOf(s).spec;
  const mine = s.pieces[seat];
  const settlements = pieces.settlements - mine.settlements;
  const cities = pieces.cities - mine.cities;
  const base = settlements + 2 * cities + (s.longestRoad === seat ? 2 : 0) + (s.largestArmy === seat ? 2 : 0);
  return s.modules.length === 0 ? base : base + rulesOf(s).extraPoints(s, seat);
}

/** Points including victory point cards, as far as this state's viewer knows them. */
export function totalPoints(s: Table, seat: Seat): number {
  return visiblePoints(s, seat) + (sees(s.viewer, seat) ? s.devCards[seat].victoryPoint : 0);
}
