// Victory points and their sources.
import type { Seat } from '../types.ts';
import { indexOf, sees, type Table } from '../state.ts';

export interface PointSources {
  readonly settlements: number;
  readonly cities: number;
  readonly longestRoad: number;
  readonly largestArmy: number;
  /** Victory point cards in hand: known to the owner (and to everyone once revealed). */
  readonly victoryPointCards: number;
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
  };
}

/** Points everyone can see on the table. */
export function visiblePoints(s: Table, seat: Seat): number {
  const p = pointSources(s, seat);
  return p.settlements + 2 * p.cities + 2 * p.longestRoad + 2 * p.largestArmy;
}

/** Points including victory point cards, as far as this state's viewer knows them. */
export function totalPoints(s: Table, seat: Seat): number {
  return visiblePoints(s, seat) + pointSources(s, seat).victoryPointCards;
}
