// The Harbormaster's part of the state and its rules (RULES.md §7.4.10): harbor points (a
// settlement on a harbor's intersection 1, a city there 2), and who holds the title.
import { indexOf, type Table } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';

export const HARBORMASTER = 'harbormaster';

/** The title's victory points, and the harbor points it takes. */
export const TITLE_POINTS = 2;
export const TITLE_MINIMUM = 3;

export interface HarbormasterPart {
  readonly holder: Seat | null;
}

const NOBODY: HarbormasterPart = { holder: null };

/** The part (absent until the title is first taken: nobody holds it). */
export const harbormasterPart = (s: Pick<Table, 'parts'>): HarbormasterPart =>
  (s.parts[HARBORMASTER] as HarbormasterPart | undefined) ?? NOBODY;

/** A seat's harbor points: 1 for each of its settlements on a harbor intersection, 2 for each city. */
export function harborPoints(s: Table, seat: Seat): number {
  let points = 0;
  for (const v of indexOf(s).harborVertices) {
    const b = s.buildings[v];
    if (b !== null && b.seat === seat) points += b.kind === 'city' ? 2 : 1;
  }
  return points;
}

/**
 * Who holds the title given every seat's harbor points. Another seat takes it only with more than
 * the holder; should points drop (another module's doing), as Longest Road: the holder keeps it
 * while tied for the most with at least 3, otherwise a unique leader with at least 3, otherwise nobody.
 */
export function titleHolder(points: readonly number[], holder: Seat | null): Seat | null {
  const max = Math.max(...points);
  if (max < TITLE_MINIMUM) return null;
  if (holder !== null && points[holder] === max) return holder;
  const leaders = points.flatMap((n, seat) => (n === max ? [seat] : []));
  return leaders.length === 1 ? leaders[0] : null;
}
