// The storage interface of what the site keeps about signed-in players beside their accounts: the
// games their seats belong to (both ways: the account's games, and a game's accounts) and their
// ratings. It lives in the identity table (store/dynamo/players.ts); no game's path reads it.
import type { RatingFamily, RatingPoint } from '../protocol/players.ts';

/** A seat of a game held by an account, or by an account since deleted (`former`). */
export interface GameAccount {
  readonly seat: number;
  /** Absent once the account was deleted. */
  readonly accountId?: string;
  readonly former?: boolean;
}

/** A game one of the account's seats belongs to. */
export interface PlayedSeat {
  readonly gameId: string;
  readonly seat: number;
  /** ISO time the seat became the account's (absent on seats linked before it was kept). */
  readonly at?: string;
  /** The game's end was rated (or found not to be rateable) since the seat was linked. */
  readonly rated?: boolean;
}

/** An account's rating in one family: the Weng–Lin (OpenSkill) mean and deviation. */
export interface RatingRecord {
  readonly family: RatingFamily;
  readonly mu: number;
  readonly sigma: number;
  /** Rated games so far: the item's version (each update is conditional on it). */
  readonly games: number;
  /** The newest rated games, oldest first (at most RATING_HISTORY). */
  readonly history: readonly RatingPoint[];
  /** Every game rated so far (what makes a rating apply once per game). */
  readonly rated: readonly string[];
}

/** What applying a game's rating to one account did. */
export type RatingWrite =
  /** Written. */
  | 'applied'
  /** That game was already rated for this account: nothing written (a replayed end). */
  | 'done'
  /** Another game's rating was written since the read: read again and recompute. */
  | 'moved';

/** A leaderboard: a family's established players, or its provisional ones. */
export interface Ladder {
  readonly family: RatingFamily;
  readonly provisional: boolean;
}

/** A leaderboard's row: an account's rating, `shown` (mu − 3·sigma, unrounded) its order. */
export interface LadderRow {
  readonly accountId: string;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
  readonly shown: number;
}

/** Where a page starts: after this row. */
export interface LadderKey {
  readonly accountId: string;
  readonly shown: number;
}

export interface LeaderboardStore {
  /** The ladder's rows, best first, after `after` (a page's last row). `next`: the last row, when more may follow. */
  ladder(ladder: Ladder, limit: number, after?: LadderKey): Promise<{ rows: LadderRow[]; next?: LadderKey }>;
  /** How many of the ladder's rows rate strictly above `shown`. */
  above(ladder: Ladder, shown: number): Promise<number>;
}

export interface PlayersStore extends LeaderboardStore {
  /** The games the account's seats belong to. */
  playedSeats(accountId: string): Promise<PlayedSeat[]>;
  /** The seats of the game held by accounts, or by deleted ones. */
  gameAccounts(gameId: string): Promise<GameAccount[]>;
  ratings(accountId: string): Promise<RatingRecord[]>;
  /** Marks the account's seat in the game as rated (nothing when the account no longer holds it). */
  markRated(accountId: string, gameId: string, seat: number): Promise<void>;
  /**
   * Writes `next` (the rating after `gameId`) if the account's rating in that family is still
   * `before` (null: none yet) and `gameId` was never rated for it: one conditional write.
   */
  applyRating(accountId: string, before: RatingRecord | null, next: RatingRecord, gameId: string): Promise<RatingWrite>;
}
