// The storage interfaces of the backend. Each has a DynamoDB adapter (store/dynamo) and an
// in-memory one (store/memory); the application service only sees these.
import type { BoardKind, BotLevel } from '../../domain/catan/index.ts';
import type { Side } from '../../domain/dice/index.ts';
import type { AnyEvent, KindId } from '../../domain/platform/index.ts';
import type { ChatChannel, ChatLine } from '../protocol/messages.ts';
import type { IdentityStore } from './identity.ts';

/** One accepted command in a game's stream: the atomic unit of an append. */
export interface StreamRecord {
  readonly gameId: string;
  /** 1-based, no gaps. */
  readonly version: number;
  readonly commandId: string;
  readonly events: readonly AnyEvent[];
  /** The game's kind; absent for the board game (so its records read as before). */
  readonly kind?: Exclude<KindId, 'catan'>;
  /** ISO time of the append. */
  readonly at: string;
  /** The full state after this version as JSON, every few versions; only a cache. */
  readonly snapshot?: string;
  readonly snapshotFormat?: number;
  /**
   * A seed this record commits to (the creation's: the server's; a claim's: the seat's own), kept
   * secret until the game's end: never part of a stream item (app/seeds.ts).
   */
  readonly sealed?: string;
}

export interface EventStore {
  /** Writes the record unless its version is taken (one conditional put); false on conflict. */
  append(record: StreamRecord): Promise<boolean>;
  /** The newest `limit` records, newest first (one query). */
  latest(gameId: string, limit: number): Promise<StreamRecord[]>;
  /** The records with `after < version ≤ until`, oldest first. */
  range(gameId: string, after: number, until?: number): Promise<StreamRecord[]>;
}

export interface ConnectionRecord {
  readonly connectionId: string;
  /** The game this connection follows, if any. */
  readonly gameId?: string;
  /** The seat it plays; absent for a spectator. */
  readonly seat?: number;
  /** ISO time. */
  readonly connectedAt: string;
  /** Epoch seconds, the table's TTL attribute. */
  readonly expiresAt: number;
}

export interface ConnectionStore {
  /** Writes the record and returns the one it replaced, if any. */
  put(record: ConnectionRecord): Promise<ConnectionRecord | null>;
  /**
   * Makes the connection follow a game as `seat` (undefined: a spectator), keeping its
   * `connectedAt`, and returns the record as it was before.
   */
  follow(connectionId: string, gameId: string, seat: number | undefined, fresh: Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>): Promise<ConnectionRecord | null>;
  /** Deletes the record and returns it, if it existed. */
  delete(connectionId: string): Promise<ConnectionRecord | null>;
  /** The connections following a game (through the `byGame` index; never a scan). */
  byGame(gameId: string): Promise<ConnectionRecord[]>;
  /**
   * Takes a token from one of the connection's token buckets (`bucket` names it), if one is left;
   * false when the bucket is empty. One conditional update of the record (two while the bucket
   * is neither full nor empty), so every container sees the same bucket. A missing record is
   * written with `fresh`, as `follow` does.
   */
  takeToken(
    connectionId: string, bucket: string, rule: TokenRule, now: number, fresh: Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>,
  ): Promise<boolean>;
}

/**
 * A token bucket: `burst` tokens, one back every `everyMs`. Kept as the time the bucket is full
 * again (`fullAt`, GCRA): taking a token moves it to `max(fullAt, now) + everyMs`, which is
 * allowed while that is at most `burst` tokens' time ahead of `now`.
 */
export interface TokenRule {
  readonly everyMs: number;
  readonly burst: number;
}

/** The next `fullAt` of a bucket after taking a token at `now`, or null when it is empty. */
export function takeFrom(fullAt: number | undefined, rule: TokenRule, now: number): number | null {
  if (fullAt === undefined || fullAt <= now) return now + rule.everyMs;
  return fullAt <= now + (rule.burst - 1) * rule.everyMs ? fullAt + rule.everyMs : null;
}

/** `abandoned`: idle for long with nobody at the table (it costs nothing more; a returning player resumes it). */
export type GameStatus = 'open' | 'playing' | 'finished' | 'abandoned';

/** The lobby's and authorization's projection of a game; the event stream stays the truth. */
export interface GameRecord {
  readonly gameId: string;
  readonly status: GameStatus;
  readonly createdAt: string;
  readonly players: number;
  /** The board game's board, or the dice game's sheet side. */
  readonly board: BoardKind | Side;
  /** The game's kind; absent for the board game. */
  readonly kind?: Exclude<KindId, 'catan'>;
  readonly seats: readonly (string | null)[];
  /** SHA-256 (hex) of each seat's token; the token itself is never stored. */
  readonly seatTokenHashes: readonly (string | null)[];
  /** Each bot seat's level (null: a person's seat, or free). Absent in games from before bots. */
  readonly bots?: readonly (BotLevel | null)[];
  /** Seconds per turn before a bot plays for an absent player; 0 or absent: no timer. */
  readonly timer?: number;
  /** The first person seated (claimSeat sets it once). */
  readonly host?: string;
  /** Never listed nor pushed to the lobby. */
  readonly private?: boolean;
  /** A finished game's winning seat. */
  readonly winner?: number;
  /** A finished game's winning score (a solo dice game has a score and no one to beat). */
  readonly score?: number;
  /** The rule modules in play, as GameCreated records them; absent for the base game. */
  readonly modules?: readonly string[];
  /** A rated table, as its creation event records it. */
  readonly rated?: true;
  /** What players' pages count of a finished game, recorded once from its stream (app/players/game-end.ts). */
  readonly end?: GameEnd;
}

/** A finished game's seats at its end and its rolls, per seat (players' pages sum them). */
export interface GameEnd {
  /** Each seat: its person was at the table at the end (true) or a bot held it for them (false); null: a bot's seat or none. */
  readonly seated: readonly (boolean | null)[];
  /** The winning seats (equal totals of the dice game may share a win). */
  readonly winners: readonly number[];
  /** Each seat's rolls by outcome: the board game's sums 2–12, the dice game's faces (as the review room counts them). */
  readonly rolls: readonly (readonly number[])[];
  /** Each seat's rolls of Cities & Knights' event die by face (ship, trade, politics, science); absent when none was rolled. */
  readonly eventDie?: readonly (readonly number[])[];
}

/** A bot sitting down: the seat, its name and its level. */
export interface BotSeat {
  readonly seat: number;
  readonly name: string;
  readonly level: BotLevel;
}

/**
 * Is `existing` the game `record` describes? Created from the same stream record: same creation
 * time and table (seats and status may have moved on since).
 */
export const sameGame = (existing: GameRecord | null, record: GameRecord): boolean =>
  existing !== null && existing.gameId === record.gameId && existing.createdAt === record.createdAt
  && existing.players === record.players && existing.board === record.board;

export interface ListOptions {
  readonly where?: (game: GameRecord) => boolean;
  /** How many games of the status to read at most. */
  readonly scan?: number;
}

export interface GameStore {
  /** Stores a new game; storing the same game again (see sameGame) succeeds and changes nothing. */
  create(record: GameRecord): Promise<void>;
  get(gameId: string): Promise<GameRecord | null>;
  /** The games of these ids that exist, by id (an id given twice read once); far fewer calls than a get of each. */
  getMany(gameIds: readonly string[]): Promise<Map<string, GameRecord>>;
  /** Writes a person's seat and token hash; the first person seated becomes the `host`. */
  claimSeat(gameId: string, seat: number, name: string, tokenHash: string): Promise<void>;
  /** Writes one seat's name as the stream has it, leaving its token hash alone (app/repair.ts). */
  setSeatName(gameId: string, seat: number, name: string): Promise<void>;
  /** Sets the status (and, for a finished game, its `winner` seat and its `score` when given). */
  setStatus(gameId: string, status: GameStatus, winner?: number, score?: number): Promise<void>;
  /** Records a finished game's end (written again the same when recomputed). */
  setEnd(gameId: string, end: GameEnd): Promise<void>;
  /** Sets the status only if it is one of `from`; false when it was not (or the game is unknown). */
  changeStatus(gameId: string, from: readonly GameStatus[], to: GameStatus): Promise<boolean>;
  /** Writes the names and levels of bot seats (their ClaimSeats are in the stream). */
  seatBots(gameId: string, bots: readonly BotSeat[]): Promise<void>;
  /**
   * Newest first, at most `limit`. With `where`, only the games it keeps among the newest `scan`
   * (default `limit`) games in that status: the index is read in pages until `limit` are kept.
   */
  listByStatus(status: GameStatus, limit: number, options?: ListOptions): Promise<GameRecord[]>;
  /**
   * Counts `voter`'s vote to hand `seat` to a bot, made at the stream's `head`, and returns that
   * vote's voters now. Votes are kept per seat for one head only: a vote at another head (the game
   * moved on) starts afresh. A vote cast twice counts once.
   */
  castVote(gameId: string, seat: number, head: number, voter: number): Promise<readonly number[]>;
}

/** The votes kept with a game (app/hand-over.ts): per seat, who voted at which head. */
export interface SeatVote {
  readonly seat: number;
  readonly head: number;
  readonly voters: readonly number[];
}

/** The votes after `voter`'s vote on `seat` at `head` (those of other heads dropped). */
export function withVote(votes: readonly SeatVote[], seat: number, head: number, voter: number): SeatVote[] {
  const kept = votes.filter((v) => v.head === head && v.seat !== seat);
  const voters = votes.find((v) => v.head === head && v.seat === seat)?.voters ?? [];
  return [...kept, { seat, head, voters: voters.includes(voter) ? voters : [...voters, voter].sort((a, b) => a - b) }];
}

/** A game's chat, apart from its event stream: lines take no version and no write of the game's. */
export interface ChatStore {
  append(gameId: string, line: ChatLine): Promise<void>;
  /** The newest `limit` lines of one channel, oldest first (one query). */
  latest(gameId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]>;
  /** Every line of one channel, oldest first (the replay's). */
  all(gameId: string, channel: ChatChannel): Promise<ChatLine[]>;
}

export interface Stores {
  readonly events: EventStore;
  readonly connections: ConnectionStore;
  readonly games: GameStore;
  /** The chat (app/chat.ts); a stack without it answers `say` with `store/unavailable`. */
  readonly chat?: ChatStore;
  /** Accounts and passkeys (app/identity); a stack without it answers their requests with `store/unavailable`. */
  readonly identity?: IdentityStore;
}

/** The store could not be reached (throttling, 5xx, network) after the SDK's own retries. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** A batch read still had unread keys (UnprocessedKeys) after its bounded retries: the store is overloaded. */
export class IncompleteReadError extends StoreUnavailableError {
  readonly code = 'store/incomplete-read';

  constructor(readonly table: string, readonly unread: number) {
    super(new Error(`${unread} keys of ${table} left unread`));
    this.name = 'IncompleteReadError';
  }
}
