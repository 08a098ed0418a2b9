// Players (docs/protocol.md, "Players"): a signed-in player's page — their games and their ratings.
// Anyone may read a player's finished public games and ratings; the player's own session adds the
// games under way and the private ones.
import * as v from 'valibot';
import { SessionToken } from './identity.ts';
import type { PlayerStats } from './player-stats.ts';

/** Games a player page lists at most (the newest). */
export const MAX_PLAYED = 50;
/** Rating changes kept per family (the newest). */
export const RATING_HISTORY = 50;
/** A rating is provisional until this many rated games. */
export const PROVISIONAL_GAMES = 5;
/** The name shown for a seat whose account was deleted: no player can type it (names have a character at least). */
export const FORMER_NAME = '';

/**
 * Ratings are kept per family: the board game's (base, Seafarers and Cities & Knights share it)
 * and the dice game's.
 */
export const RATING_FAMILIES = ['catan', 'dice'] as const;
export type RatingFamily = (typeof RATING_FAMILIES)[number];

const ReqId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const AccountId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,40}$/));
/** Rows of a leaderboard page. */
export const LEADERBOARD_PAGE = 50;
/** A page's place, the last row's rating (unrounded) and account: `<offset>:<rating>:<accountId>` (app/players/leaderboard.ts). */
const LeaderboardCursor = v.pipe(v.string(), v.maxLength(80), v.regex(/^\d{1,7}:-?\d+(\.\d+)?(e-?\d+)?:[A-Za-z0-9_-]{6,40}$/));

export const PLAYER_REQUESTS = [
  /** A player's page: answered with `player`. With the player's own session, games under way and private ones too. */
  v.strictObject({ type: v.literal('getPlayer'), reqId: ReqId, playerId: AccountId, sessionToken: v.optional(SessionToken) }),
  /**
   * A family's leaderboard, best first, a page (LEADERBOARD_PAGE) at a time: answered with
   * `leaderboard`. `provisional`: the players with fewer than PROVISIONAL_GAMES rated games
   * (listed apart). `cursor`: the previous page's `next`. With a session, the player's own place.
   */
  v.strictObject({
    type: v.literal('getLeaderboard'), reqId: ReqId, family: v.picklist(RATING_FAMILIES), provisional: v.optional(v.boolean()),
    cursor: v.optional(LeaderboardCursor), sessionToken: v.optional(SessionToken),
  }),
] as const;

/** One leaderboard row. */
export interface LeaderboardEntry {
  /** 1 for the best; the rows' order, equal ratings included. */
  readonly place: number;
  readonly playerId: string;
  readonly name: string;
  /** The shown rating, mu − 3·sigma rounded. */
  readonly rating: number;
  readonly games: number;
}

export interface LeaderboardView {
  readonly family: RatingFamily;
  readonly provisional: boolean;
  readonly entries: readonly LeaderboardEntry[];
  /** The cursor of the next page; absent on the last. */
  readonly next?: string;
  /** The signed-in player's own row in this family (its list: provisional or not); absent when unrated. */
  readonly own?: LeaderboardEntry & { readonly provisional: boolean };
}

export type LeaderboardMessage = { readonly type: 'leaderboard'; readonly reqId?: string; readonly board: LeaderboardView };

/** One rated game's effect on a rating. */
export interface RatingPoint {
  readonly gameId: string;
  /** ISO time of the rating. */
  readonly at: string;
  readonly mu: number;
  readonly sigma: number;
  /** The player's place among the game's rated players (1: first; equal points share a place). */
  readonly place: number;
  /** How many rated players the game had. */
  readonly of: number;
}

export interface PlayerRating {
  readonly family: RatingFamily;
  /** The displayed rating: mu − 3·sigma, rounded (0 at the start, rising as it becomes sure). */
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
  readonly provisional: boolean;
  readonly history: readonly RatingPoint[];
}

export interface PlayedGame {
  readonly gameId: string;
  readonly seat: number;
  /** Absent for the board game. */
  readonly kind?: 'dice';
  readonly status: 'open' | 'playing' | 'finished' | 'abandoned';
  /** ISO time the game was created. */
  readonly createdAt: string;
  readonly players: number;
  readonly board: string;
  readonly modules?: readonly string[];
  /** The seats' names (FORMER_NAME: a deleted account's). */
  readonly seats: readonly (string | null)[];
  readonly winner?: number;
  readonly score?: number;
}

/** `stats`: over the player's ended games, private ones too (counts only: no game is named). */
export interface PlayerView {
  readonly playerId: string;
  readonly name: string;
  /** The request came with this player's own session. */
  readonly own: boolean;
  readonly ratings: readonly PlayerRating[];
  /** Newest first. */
  readonly games: readonly PlayedGame[];
  readonly stats: PlayerStats;
}

export type PlayerMessage = { readonly type: 'player'; readonly reqId?: string; readonly player: PlayerView } | LeaderboardMessage;

export const PLAYER_ERRORS = {
  'player/not-found': 'There is no player with that id (the account may have been deleted).',
  /** A bot asked for at a rated table (its creation, or `addBot`). */
  'game/rated-people-only': 'A rated table is for people: no bot can take a seat at it.',
} as const;
