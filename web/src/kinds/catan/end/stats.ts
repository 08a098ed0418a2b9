// The numbers of a finished game: every player's points by source, the Victory Point cards they
// held, the dice rolled, and the resources the dice gave each player. Pure, from the state and
// the events (complete once the game is over: the stream is then unredacted).
import { pointSources, RESOURCES, type Event, type Resource, type Seat, type Table } from '../../../lib/domain.ts';
import { titlePointsOf } from '../table/harbormaster/harbormaster.ts';

export interface PointsRow {
  readonly seat: Seat;
  readonly settlements: number;
  readonly cities: number;
  readonly longestRoad: number;
  readonly largestArmy: number;
  readonly victoryPointCards: number;
  /** The Harbormaster's title (2 for its holder). */
  readonly harbormaster: number;
  /** Visible points of the game's other rule modules (Friends: Catan chips). */
  readonly extra: number;
  readonly total: number;
}

/** Points per source (settlement 1, city 2, Longest Road 2, Largest Army 2, VP card 1, Harbormaster 2, Catan chip 1) for every seat. */
export function pointsBySource(s: Table): PointsRow[] {
  return s.names.map((_, seat) => {
    const p = pointSources(s, seat);
    // The modules' points come as one sum: the Harbormaster's title is told apart.
    const harbormaster = titlePointsOf(s, seat);
    const row = {
      seat,
      settlements: p.settlements,
      cities: 2 * p.cities,
      longestRoad: 2 * p.longestRoad,
      largestArmy: 2 * p.largestArmy,
      victoryPointCards: p.victoryPointCards,
      harbormaster,
      extra: p.extra - harbormaster,
    };
    return { ...row, total: row.settlements + row.cities + row.longestRoad + row.largestArmy + row.victoryPointCards + row.harbormaster + row.extra };
  });
}

/** Each dice total 2…12 rolled, in order (for the dice chart). */
export const diceRolls = (events: readonly Event[]): { position: number; total: number }[] =>
  events.flatMap((e, i) => (e.type === 'DiceRolled' ? [{ position: i + 1, total: e.dice[0] + e.dice[1] }] : []));

export type Gains = Readonly<Record<Resource, number>>;

/** The resource cards the dice produced for each seat, by resource. */
export function producedBySeat(events: readonly Event[], players: number): Gains[] {
  const gains = Array.from({ length: players }, () => Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>);
  for (const e of events) {
    if (e.type !== 'ResourcesProduced') continue;
    e.gains.forEach((g, seat) => {
      for (const r of RESOURCES) gains[seat][r] += g[r] ?? 0;
    });
  }
  return gains;
}

export const gainsTotal = (g: Gains): number => RESOURCES.reduce((n, r) => n + g[r], 0);
