// The storage interfaces of the backend. Each has a DynamoDB adapter (store/dynamo) and an
// in-memory one (store/memory); the application service only sees these.
import type { Event } from '../../domain/index.ts';

/** One accepted command in a game's stream: the atomic unit of an append. */
export interface StreamRecord {
  readonly gameId: string;
  /** 1-based, no gaps. */
  readonly version: number;
  readonly commandId: string;
  readonly events: readonly Event[];
  /** ISO time of the append. */
  readonly at: string;
  /** The full state after this version as JSON, every few versions; only a cache. */
  readonly snapshot?: string;
  readonly snapshotFormat?: number;
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
}

export type GameStatus = 'open' | 'playing' | 'finished';

/** The lobby's and authorization's projection of a game; the event stream stays the truth. */
export interface GameRecord {
  readonly gameId: string;
  readonly status: GameStatus;
  readonly createdAt: string;
  readonly players: number;
  readonly board: 'beginner' | 'variable';
  readonly seats: readonly (string | null)[];
  /** SHA-256 (hex) of each seat's token; the token itself is never stored. */
  readonly seatTokenHashes: readonly (string | null)[];
}

/**
 * Is `existing` the game `record` describes? Created from the same stream record: same creation
 * time and table (seats and status may have moved on since).
 */
export const sameGame = (existing: GameRecord | null, record: GameRecord): boolean =>
  existing !== null && existing.gameId === record.gameId && existing.createdAt === record.createdAt
  && existing.players === record.players && existing.board === record.board;

export interface GameStore {
  /** Stores a new game; storing the same game again (see sameGame) succeeds and changes nothing. */
  create(record: GameRecord): Promise<void>;
  get(gameId: string): Promise<GameRecord | null>;
  claimSeat(gameId: string, seat: number, name: string, tokenHash: string): Promise<void>;
  setStatus(gameId: string, status: GameStatus): Promise<void>;
  /** Newest first. */
  listByStatus(status: GameStatus, limit: number): Promise<GameRecord[]>;
}

export interface Stores {
  readonly events: EventStore;
  readonly connections: ConnectionStore;
  readonly games: GameStore;
}

/** The store could not be reached (throttling, 5xx, network) after the SDK's own retries. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
