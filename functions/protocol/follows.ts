// Friends (docs/protocol.md, "Friends"): a signed-in player follows other players, sees their live
// tables, and invites a player to a table they sit at. Every request carries the session token;
// an invitation is pushed at once to the invited player's signed-in connections and kept for an
// hour. (Not the Friends mini-expansion of the board game: its codes are the domain's `friends/…`.)
import * as v from 'valibot';
import { SessionToken } from './identity.ts';

/** Players one account may follow at most. */
export const MAX_FOLLOWING = 500;
/** An invitation is kept (and listed) this long (ms). */
export const INVITATION_MS = 60 * 60_000;
/** Invitations listed at most (the newest). */
export const MAX_INVITATIONS = 20;
/** A followed player's live tables are looked for among their newest seats, at most this many… */
export const LIVE_SEATS = 5;
/** …taken in this window (ms): a table under way was joined less than a week ago. */
export const LIVE_WINDOW_MS = 7 * 24 * 60 * 60_000;

const ReqId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const AccountId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,40}$/));
const GameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,40}$/));

export const FOLLOW_REQUESTS = [
  /** Follow a player: answered with `followed`. Following again changes nothing. */
  v.strictObject({ type: v.literal('follow'), reqId: ReqId, sessionToken: SessionToken, playerId: AccountId }),
  /** Stop following a player: answered with `unfollowed` (also when they were not followed). */
  v.strictObject({ type: v.literal('unfollow'), reqId: ReqId, sessionToken: SessionToken, playerId: AccountId }),
  /**
   * The players I follow, with their live tables, my tables with a free seat, and the invitations
   * I was sent: answered with `friends`. With `tables: false`, only the ids I follow and the
   * invitations (a light read). It also signs this connection in for invitation pushes, until it
   * closes or signs out.
   */
  v.strictObject({ type: v.literal('getFriends'), reqId: ReqId, sessionToken: SessionToken, tables: v.optional(v.boolean()) }),
  /** Invite a player to a table I sit at that has a free seat: answered with `inviteSent`. */
  v.strictObject({ type: v.literal('invite'), reqId: ReqId, sessionToken: SessionToken, playerId: AccountId, gameId: GameId }),
  /** Accept or decline an invitation (either removes it): answered with `inviteAnswered`; to accept, join the table. */
  v.strictObject({
    type: v.literal('answerInvite'), reqId: ReqId, sessionToken: SessionToken, gameId: GameId, from: AccountId, accept: v.boolean(),
  }),
] as const;

/** A table as the friends view shows it: the lobby's summary of the game, and the friend's seat. */
export interface FriendTable {
  readonly gameId: string;
  /** Absent for the board game. */
  readonly kind?: 'dice';
  readonly status: 'open' | 'playing';
  readonly players: number;
  readonly board: string;
  readonly modules?: readonly string[];
  readonly seats: readonly (string | null)[];
  /** The followed player's seat (on `openTables`: mine). */
  readonly seat: number;
  /** Never listed in the lobby: shown only to players seated at it. */
  readonly private?: boolean;
}

export interface Friend {
  readonly playerId: string;
  readonly name: string;
  /** Their tables under way or waiting. */
  readonly tables: readonly FriendTable[];
}

export interface Invitation {
  readonly gameId: string;
  /** The inviting player's account id and name. */
  readonly from: string;
  readonly fromName: string;
  /** ISO times. */
  readonly at: string;
  readonly expiresAt: string;
  /** The table as it was when listed or sent. */
  readonly table: Omit<FriendTable, 'seat'>;
}

export type FollowMessage =
  | { readonly type: 'followed'; readonly reqId?: string; readonly playerId: string; readonly name: string }
  | { readonly type: 'unfollowed'; readonly reqId?: string; readonly playerId: string }
  /**
   * `following`: the ids of the players I follow. `friends` (sorted by name) and `openTables` (my
   * tables with a free seat, to invite to): absent with `tables: false`.
   */
  | {
    readonly type: 'friends'; readonly reqId?: string; readonly following: readonly string[]; readonly invitations: readonly Invitation[];
    readonly friends?: readonly Friend[]; readonly openTables?: readonly FriendTable[];
  }
  | { readonly type: 'inviteSent'; readonly reqId?: string; readonly playerId: string; readonly gameId: string }
  | { readonly type: 'inviteAnswered'; readonly reqId?: string; readonly gameId: string; readonly from: string; readonly accept: boolean }
  /** Pushed to the invited player's signed-in connections. */
  | { readonly type: 'invitation'; readonly invitation: Invitation };

export const FOLLOW_ERRORS = {
  'follow/self': 'You cannot follow yourself.',
  'follow/too-many': 'You follow 500 players at most: unfollow one first.',
  'invite/self': 'You cannot invite yourself.',
  'invite/not-seated': 'You can invite only to a table you sit at.',
  'invite/no-free-seat': 'That table has no free seat (or it is over).',
  'invite/already-seated': 'That player already sits at that table.',
  'invite/not-found': 'There is no such invitation (it expired or was answered).',
} as const;
