// A finished game's standings and the ratings they give (pure: the store is rating.ts's). Ranked
// by points; a seat a bot holds at the end (its player left, or was dropped and never came back)
// comes last. Ratings are Weng–Lin's Plackett–Luce model (the `openskill` package), one player a
// team, equal points sharing a place.
import { rate, rating as initial } from 'openskill';
import { totalPoints, type Table } from '../../../domain/catan/index.ts';
import { kindOf, type AnyState } from '../../../domain/platform/index.ts';
import { RATING_HISTORY, type RatingFamily } from '../../protocol/players.ts';
import type { RatingRecord } from '../../store/players.ts';

/** The rating family of a game kind: the board game's expansions share one. */
export const familyOf = (kind: string | undefined): RatingFamily => (kind === 'dice' ? 'dice' : 'catan');

/** Each seat's score in a finished game (points, or the dice game's totals); null when the state is not finished. */
export function scores(state: AnyState): number[] | null {
  if (state.phase !== 'finished') return null;
  const { away, names } = kindOf(state).table(state);
  const points = 'totals' in state ? [...state.totals] : names.map((_, seat) => totalPoints(state as Table, seat));
  return points.map((p, seat) => (away[seat] ? -Infinity : p));
}

/** Places (1 = first) of `seats` among themselves by `score`: equal scores share a place. */
export const placesOf = (score: readonly number[], seats: readonly number[]): number[] =>
  seats.map((seat) => 1 + seats.filter((other) => score[other]! > score[seat]!).length);

export interface Rated {
  readonly before: RatingRecord | null;
  readonly place: number;
}

/** The records after one game: a new point in each player's history. */
export function nextRatings(family: RatingFamily, players: readonly Rated[], gameId: string, at: string): RatingRecord[] {
  const teams = players.map(({ before }) => [before ? { mu: before.mu, sigma: before.sigma } : initial()]);
  const after = rate(teams, { rank: players.map((p) => p.place) });
  return players.map(({ before, place }, i) => {
    const { mu, sigma } = after[i]![0]!;
    const point = { gameId, at, mu, sigma, place, of: players.length };
    return {
      family, mu, sigma, games: (before?.games ?? 0) + 1,
      history: [...(before?.history ?? []), point].slice(-RATING_HISTORY), rated: [...(before?.rated ?? []), gameId],
    };
  });
}

/** The rating shown: the conservative estimate mu − 3·sigma (0 for a new player), rounded. */
export const shownRating = (r: Pick<RatingRecord, 'mu' | 'sigma'>): number => Math.round(r.mu - 3 * r.sigma);
