// What a player's page counts over their games that ended (docs/protocol.md, "Players"): results
// by game kind and expansion, the share of games they finished, and their games' dice. Each game
// counts from its end as the games item records it (app/players/game-end.ts), never its stream.
import { EXPANSIONS, type Expansion } from '../../domain/catan/options.ts';

/** Ended games a page counts at most (the newest): results, the finished share and the dice. */
export const COUNTED_GAMES = 200;
/** The finished share is over this many of the newest ended games. */
export const SHARE_GAMES = 20;

/** A row of results: every board game ('catan'), those with an expansion, or the dice game. */
export const RESULT_KINDS = ['catan', ...EXPANSIONS, 'dice'] as const;
export type ResultKind = 'catan' | Expansion | 'dice';

export interface KindResults {
  readonly kind: ResultKind;
  /** Games of this kind that ended with a seat of the player's. */
  readonly played: number;
  /** Of those, the games the player was seated at at the end (see `FinishedShare`). */
  readonly finished: number;
  /** Of those, the games the player won (a shared win is a win). */
  readonly won: number;
}

/**
 * The newest ended games (at most SHARE_GAMES) and how many of them the player finished: was
 * seated at the end, including after a bot held the seat while they were away and gave it back.
 * A seat a bot still held at the end (they left on purpose, or were taken over and never came
 * back) counts against.
 */
export interface FinishedShare {
  readonly finished: number;
  readonly of: number;
}

/** Rolls by outcome: the player's own, and every seat's at their tables. */
export interface RollCounts {
  readonly own: readonly number[];
  readonly all: readonly number[];
}

/**
 * A family's dice over the player's ended games: the board game's sums 2–12 (and Cities &
 * Knights' event die by face: ship, trade, politics, science), the dice game's faces.
 */
export interface DiceRecord {
  /** The rating families' names: the board game's, the dice game's. */
  readonly family: 'catan' | 'dice';
  readonly games: number;
  readonly rolls: RollCounts;
  readonly eventDie?: RollCounts;
}

export interface PlayerStats {
  /** RESULT_KINDS' order; only the kinds played. */
  readonly results: readonly KindResults[];
  /** Null: no game of theirs has ended. */
  readonly share: FinishedShare | null;
  readonly dice: readonly DiceRecord[];
  /** Ended games not counted yet (their end is worked out from the stream on later views of the page). */
  readonly uncounted: number;
}
