// The Harbormaster at the table, read from the folded state: whether the game has it, each seat's
// harbor points, who holds the title and what it is worth to a seat. Pure: testable without a DOM.
import { harbormaster, type Seat, type State, type Table } from '../../../../lib/domain.ts';

/** The table of a game with the Harbormaster, else null. */
const withTitle = (s: State | Table): Table | null => ('modules' in s && s.modules.includes(harbormaster.HARBORMASTER) ? s : null);

export const hasHarbormaster = (s: State | Table): boolean => withTitle(s) !== null;

/** A seat's harbor points (settlements on harbors 1, cities 2), or null in a game without the Harbormaster. */
export function harborPointsOf(s: State | Table, seat: Seat): number | null {
  const table = withTitle(s);
  return table === null ? null : harbormaster.harborPoints(table, seat);
}

/** Who holds the title (null: nobody, or no Harbormaster in this game). */
export const titleHolderOf = (s: State | Table): Seat | null => (withTitle(s) === null ? null : harbormaster.harbormasterPart(s as Table).holder);

/** The title's victory points for a seat: 2 for its holder, else 0. */
export const titlePointsOf = (s: State | Table, seat: Seat): number => (titleHolderOf(s) === seat ? harbormaster.TITLE_POINTS : 0);
