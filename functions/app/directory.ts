// A per-container cache of the games table: a game's size and board, which never change, and the
// token hashes of its claimed seats, which change only when a retried join issues a seat's token
// again. A token that matches the cache costs no read; one that does not is checked afresh.
//
// A hash replaced by another container stays in this cache until the entry is read again, so a
// token matched against an entry older than TOKEN_TRUST_MS is checked afresh: a replaced token
// (one its own client never received, see joinGame) is refused here within that time.
import type { GameRecord, GameStore } from '../store/types.ts';
import { hashToken, sameHash } from './crypto.ts';

const MAX_ENTRIES = 1000;
export const TOKEN_TRUST_MS = 60_000;

interface Entry {
  readonly game: GameRecord;
  /** When it was read (clock milliseconds). */
  readonly at: number;
}

export class GameDirectory {
  private readonly cache = new Map<string, Entry>();

  constructor(private readonly games: GameStore, private readonly now: () => number = Date.now) {}

  /** The game's record; possibly cached, so only its immutable parts are to be trusted. */
  async get(gameId: string): Promise<GameRecord | null> {
    return this.cache.get(gameId)?.game ?? this.refresh(gameId);
  }

  /** The seat this token opens in the game, or null; undefined when the game does not exist. */
  async seatFor(gameId: string, token: string): Promise<number | null | undefined> {
    const hash = hashToken(token);
    const cached = this.cache.get(gameId);
    const seat = cached && this.now() - cached.at <= TOKEN_TRUST_MS ? matchSeat(cached.game, hash) : null;
    if (seat !== null) return seat;
    // A seat claimed since the record was cached could match, or a seat whose token was issued
    // again (a retried join replaces its hash): read the item afresh.
    const game = await this.refresh(gameId);
    return game ? matchSeat(game, hash) : undefined;
  }

  forget(gameId: string): void {
    this.cache.delete(gameId);
  }

  private async refresh(gameId: string): Promise<GameRecord | null> {
    const game = await this.games.get(gameId);
    if (!game) return null;
    this.cache.delete(gameId);
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(gameId, { game, at: this.now() });
    return game;
  }
}

function matchSeat(game: GameRecord, hash: string): number | null {
  const seat = game.seatTokenHashes.findIndex((h) => h !== null && sameHash(h, hash));
  return seat >= 0 ? seat : null;
}
