// The local stack's `byGame` lists, cached per game. Locally one process is the only writer of
// the connections table (it is emptied at every start), and every write goes through this store,
// so a write that can change a game's list drops that game's entry: the cache is never staler
// than the index query it replaces (which in AWS is eventually consistent anyway). In AWS the
// handlers keep querying the index: many containers write the table there.
import type { ConnectionRecord, ConnectionStore, TokenRule } from '../store/types.ts';

/** Games whose list is kept; the least recently filled go first. */
const MAX_GAMES = 10_000;

type Fresh = Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>;

export class CachedConnectionStore implements ConnectionStore {
  private readonly lists = new Map<string, readonly ConnectionRecord[]>();
  private readonly reading = new Map<string, { readonly since: number; readonly list: Promise<ConnectionRecord[]> }>();
  /** When each game's list last changed (a counter, not a time). */
  private readonly changed = new Map<string, number>();
  /** Every change not in `changed` happened at or before this. */
  private forgottenUntil = 0;
  private now = 0;
  /** The game each connection follows, as far as this store has seen. */
  private readonly following = new Map<string, string>();

  constructor(private readonly inner: ConnectionStore) {}

  private touch(gameId: string | undefined): void {
    if (gameId === undefined) return;
    this.changed.set(gameId, ++this.now);
    this.lists.delete(gameId);
    this.reading.delete(gameId);
    if (this.changed.size > 4 * MAX_GAMES) {
      this.changed.clear();
      this.forgottenUntil = this.now;
    }
  }

  private changedSince(gameId: string, since: number): boolean {
    const at = this.changed.get(gameId);
    return at === undefined ? since <= this.forgottenUntil : at > since;
  }

  /** Runs a write that may move `connectionId` in or out of `gameId`'s list (and its old game's). */
  private async write(connectionId: string, gameId: string | undefined, run: () => Promise<ConnectionRecord | null>): Promise<ConnectionRecord | null> {
    const before = this.following.get(connectionId);
    this.touch(gameId);
    this.touch(before);
    try {
      const old = await run();
      this.touch(old?.gameId);
      return old;
    } finally {
      this.touch(gameId);
      this.touch(before);
      if (gameId === undefined) this.following.delete(connectionId);
      else this.following.set(connectionId, gameId);
    }
  }

  put(record: ConnectionRecord): Promise<ConnectionRecord | null> {
    return this.write(record.connectionId, record.gameId, () => this.inner.put(record));
  }

  follow(connectionId: string, gameId: string, seat: number | undefined, fresh: Fresh): Promise<ConnectionRecord | null> {
    return this.write(connectionId, gameId, () => this.inner.follow(connectionId, gameId, seat, fresh));
  }

  delete(connectionId: string): Promise<ConnectionRecord | null> {
    return this.write(connectionId, undefined, () => this.inner.delete(connectionId));
  }

  /** A token bucket's update never moves a connection between games. */
  takeToken(connectionId: string, bucket: string, rule: TokenRule, now: number, fresh: Fresh): Promise<boolean> {
    return this.inner.takeToken(connectionId, bucket, rule, now, fresh);
  }

  async byGame(gameId: string): Promise<ConnectionRecord[]> {
    const cached = this.lists.get(gameId);
    if (cached) return [...cached];
    // Concurrent readers of one game share one query.
    let read = this.reading.get(gameId);
    if (!read) {
      const since = this.now;
      read = { since, list: this.inner.byGame(gameId) };
      this.reading.set(gameId, read);
      const mine = read;
      void read.list.then((list) => {
        if (this.reading.get(gameId) === mine) this.reading.delete(gameId);
        // A list read while a write could change it is not kept.
        if (this.changedSince(gameId, since)) return;
        if (this.lists.size >= MAX_GAMES) this.lists.delete(this.lists.keys().next().value!);
        this.lists.set(gameId, list);
      }, () => {
        if (this.reading.get(gameId) === mine) this.reading.delete(gameId);
      });
    }
    return [...(await read.list)];
  }
}
