// In-memory adapters of the storage interfaces, for unit tests. Records are copied in and out,
// as a real store would, so callers cannot share state with it by accident.
import {
  sameGame, takeFrom, withVote, type BotSeat, type SeatVote, type ConnectionRecord, type ConnectionStore, type EventStore, type GameEnd, type GameRecord, type GameStatus, type GameStore, type ListOptions, type Stores,
  type StreamRecord, type TokenRule,
} from '../types.ts';
import { MemoryChatStore } from './chat.ts';

const copy = <T>(value: T): T => structuredClone(value);

export class MemoryEventStore implements EventStore {
  private readonly streams = new Map<string, StreamRecord[]>();

  async append(record: StreamRecord): Promise<boolean> {
    const stream = this.streams.get(record.gameId) ?? [];
    if (stream.some((r) => r.version === record.version)) return false;
    stream.push(copy(record));
    stream.sort((a, b) => a.version - b.version);
    this.streams.set(record.gameId, stream);
    return true;
  }

  async latest(gameId: string, limit: number): Promise<StreamRecord[]> {
    return copy((this.streams.get(gameId) ?? []).slice(-limit).reverse());
  }

  async range(gameId: string, after: number, until = Infinity): Promise<StreamRecord[]> {
    return copy((this.streams.get(gameId) ?? []).filter((r) => r.version > after && r.version <= until));
  }

  /** Test helper: replaces a stored record as is (to corrupt a snapshot, say). */
  overwrite(record: StreamRecord): void {
    const stream = this.streams.get(record.gameId) ?? [];
    this.streams.set(record.gameId, stream.map((r) => (r.version === record.version ? copy(record) : r)));
  }
}

export class MemoryConnectionStore implements ConnectionStore {
  private readonly records = new Map<string, ConnectionRecord>();
  /** Each connection's token buckets (`fullAt` by bucket), part of its record as in DynamoDB. */
  private readonly buckets = new Map<string, Map<string, number>>();

  async put(record: ConnectionRecord): Promise<ConnectionRecord | null> {
    const old = this.records.get(record.connectionId) ?? null;
    this.records.set(record.connectionId, copy(record));
    this.buckets.delete(record.connectionId);
    return old;
  }

  async takeToken(
    connectionId: string, bucket: string, rule: TokenRule, now: number, fresh: Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>,
  ): Promise<boolean> {
    const buckets = this.buckets.get(connectionId) ?? new Map<string, number>();
    const next = takeFrom(buckets.get(bucket), rule, now);
    if (next === null) return false;
    if (!this.records.has(connectionId)) this.records.set(connectionId, { connectionId, ...fresh });
    this.buckets.set(connectionId, buckets.set(bucket, next));
    return true;
  }

  async follow(
    connectionId: string, gameId: string, seat: number | undefined, fresh: Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>,
  ): Promise<ConnectionRecord | null> {
    const old = this.records.get(connectionId) ?? null;
    const { seat: _, ...base } = old ?? { connectionId, ...fresh };
    this.records.set(connectionId, { ...base, gameId, ...(seat === undefined ? {} : { seat }) });
    return copy(old);
  }

  /** Test helper: the record as stored (the service never reads one connection). */
  async get(connectionId: string): Promise<ConnectionRecord | null> {
    return copy(this.records.get(connectionId) ?? null);
  }

  async delete(connectionId: string): Promise<ConnectionRecord | null> {
    const old = this.records.get(connectionId) ?? null;
    this.records.delete(connectionId);
    this.buckets.delete(connectionId);
    return old;
  }

  async byGame(gameId: string): Promise<ConnectionRecord[]> {
    return copy([...this.records.values()].filter((r) => r.gameId === gameId));
  }
}

export class MemoryGameStore implements GameStore {
  private readonly records = new Map<string, GameRecord>();

  async create(record: GameRecord): Promise<void> {
    const existing = this.records.get(record.gameId);
    if (existing && sameGame(existing, record)) return;
    if (existing) throw new Error(`game ${record.gameId} exists`);
    this.records.set(record.gameId, copy(record));
  }

  async get(gameId: string): Promise<GameRecord | null> {
    return copy(this.records.get(gameId) ?? null);
  }

  async getMany(gameIds: readonly string[]): Promise<Map<string, GameRecord>> {
    return new Map(gameIds.flatMap((id) => {
      const game = this.records.get(id);
      return game ? [[id, copy(game)] as const] : [];
    }));
  }

  async claimSeat(gameId: string, seat: number, name: string, tokenHash: string): Promise<void> {
    const game = this.mustGet(gameId);
    const seats = game.seats.slice();
    const seatTokenHashes = game.seatTokenHashes.slice();
    seats[seat] = name;
    seatTokenHashes[seat] = tokenHash;
    this.records.set(gameId, { ...game, seats, seatTokenHashes, host: game.host ?? name });
  }

  async setSeatName(gameId: string, seat: number, name: string): Promise<void> {
    const game = this.mustGet(gameId);
    const seats = game.seats.slice();
    seats[seat] = name;
    this.records.set(gameId, { ...game, seats });
  }

  async setStatus(gameId: string, status: GameStatus, winner?: number, score?: number): Promise<void> {
    this.records.set(gameId, { ...this.mustGet(gameId), status, ...(winner !== undefined ? { winner } : {}), ...(score !== undefined ? { score } : {}) });
  }

  async setEnd(gameId: string, end: GameEnd): Promise<void> {
    this.records.set(gameId, { ...this.mustGet(gameId), end });
  }

  async changeStatus(gameId: string, from: readonly GameStatus[], to: GameStatus): Promise<boolean> {
    const game = this.records.get(gameId);
    if (!game || !from.includes(game.status)) return false;
    this.records.set(gameId, { ...game, status: to });
    return true;
  }

  async seatBots(gameId: string, bots: readonly BotSeat[]): Promise<void> {
    const game = this.mustGet(gameId);
    const seats = game.seats.slice();
    const levels = game.bots?.slice() ?? game.seats.map(() => null);
    for (const b of bots) {
      seats[b.seat] = b.name;
      levels[b.seat] = b.level;
    }
    this.records.set(gameId, { ...game, seats, bots: levels });
  }

  async listByStatus(status: GameStatus, limit: number, options: ListOptions = {}): Promise<GameRecord[]> {
    const games = [...this.records.values()].filter((g) => g.status === status);
    const newest = games.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, Math.max(limit, options.scan ?? 0));
    return copy(newest.filter(options.where ?? (() => true)).slice(0, limit));
  }

  private readonly votes = new Map<string, SeatVote[]>();

  async castVote(gameId: string, seat: number, head: number, voter: number): Promise<readonly number[]> {
    this.mustGet(gameId);
    const votes = withVote(this.votes.get(gameId) ?? [], seat, head, voter);
    this.votes.set(gameId, votes);
    return votes.find((v) => v.seat === seat)!.voters;
  }

  private mustGet(gameId: string): GameRecord {
    const game = this.records.get(gameId);
    if (!game) throw new Error(`no game ${gameId}`);
    return game;
  }
}

export const memoryStores = (): Stores & { events: MemoryEventStore; connections: MemoryConnectionStore } => ({
  events: new MemoryEventStore(),
  connections: new MemoryConnectionStore(),
  games: new MemoryGameStore(),
  chat: new MemoryChatStore(),
});
