// The client's copy of a game's stream: items in version order (1-based, no gaps), and the
// pure rules for merging what arrives and settling pending commands.
import type { SeatCommand, StreamItem } from '../lib/protocol.ts';
import { awaitedSeats, evolve, initialState, type Seat, type State, type Viewer } from '../lib/domain.ts';

export const heldVersion = (items: readonly StreamItem[]): number => (items.length ? items[items.length - 1].version : 0);

/**
 * The items of `incoming` that continue a stream held up to version `held`, in version order;
 * older ones are duplicates and are skipped. A version beyond the next one means something was
 * missed: `gap` asks for a catch-up (what precedes it is still taken).
 */
export function continueStream(held: number, incoming: readonly StreamItem[]): { added: StreamItem[]; gap: boolean } {
  const added: StreamItem[] = [];
  let gap = false;
  for (const item of [...incoming].sort((a, b) => a.version - b.version)) {
    if (item.version <= held) continue;
    if (item.version !== held + 1) {
      gap = true;
      break;
    }
    added.push(item);
    held = item.version;
  }
  return { added, gap };
}

/** Appends the items that continue the stream (see continueStream); the same array when nothing is new. */
export function mergeItems(items: readonly StreamItem[], incoming: readonly StreamItem[]): { items: readonly StreamItem[]; gap: boolean } {
  const { added, gap } = continueStream(heldVersion(items), incoming);
  return { items: added.length ? [...items, ...added] : items, gap };
}

/** A command sent (or waiting to be sent) and not yet answered. Retries reuse its commandId. */
export interface PendingCommand {
  readonly commandId: string;
  readonly command: SeatCommand;
  /** The version held when the command was first issued: where the server looks for a retry. */
  readonly lastVersion: number;
  /** When the player issued it (clock milliseconds). */
  readonly issuedAt: number;
  /** Queued by an earlier page of this tab, brought back after a reload. */
  readonly restored?: true;
  readonly attempts: number;
  readonly sentAt: number | null;
  /** The version the server accepted it at: it stays pending (and is not sent again) until folded. */
  readonly acceptedAt?: number;
}

/** Drops the pending commands that these stream items show were applied. */
export function settleByItems(pending: readonly PendingCommand[], items: readonly StreamItem[]): readonly PendingCommand[] {
  const done = new Set(items.flatMap((i) => (i.commandId ? [i.commandId] : [])));
  return done.size && pending.some((p) => done.has(p.commandId)) ? pending.filter((p) => !done.has(p.commandId)) : pending;
}

/** Marks a command accepted at `version`; it is settled once the stream reaches that version. */
export const acceptById = (pending: readonly PendingCommand[], commandId: string, version: number): readonly PendingCommand[] =>
  (pending.some((p) => p.commandId === commandId) ? pending.map((p) => (p.commandId === commandId ? { ...p, acceptedAt: version } : p)) : pending);

/** Drops the accepted commands whose version the stream holds. */
export const settleByVersion = (pending: readonly PendingCommand[], held: number): readonly PendingCommand[] =>
  (pending.some((p) => p.acceptedAt !== undefined && p.acceptedAt <= held) ? pending.filter((p) => p.acceptedAt === undefined || p.acceptedAt > held) : pending);

export const settleById = (pending: readonly PendingCommand[], commandId: string): readonly PendingCommand[] =>
  pending.some((p) => p.commandId === commandId) ? pending.filter((p) => p.commandId !== commandId) : pending;

/**
 * A fold that only evolves what was appended since its last call (the stream is append-only
 * and items are immutable, so the last folded item identifies the prefix).
 */
export function incrementalFold(): (viewer: Viewer, items: readonly StreamItem[]) => State {
  let cache: { viewer: Viewer; count: number; last: StreamItem | null; state: State } | null = null;
  return (viewer, items) => {
    const reusable = cache && cache.viewer === viewer && cache.count <= items.length
      && (cache.count === 0 || items[cache.count - 1] === cache.last);
    let state = reusable ? cache!.state : initialState(viewer);
    const from = reusable ? cache!.count : 0;
    for (let i = from; i < items.length; i++) for (const e of items[i].events) state = evolve(state, e);
    cache = { viewer, count: items.length, last: items[items.length - 1] ?? null, state };
    return state;
  };
}

/** The seat whose move an item records: the first of its events that names a seat (null for none). */
export function actorOf(item: StreamItem): Seat | null {
  for (const e of item.events) if ('seat' in e && typeof e.seat === 'number') return e.seat;
  return null;
}

/** Does the server play this seat: a bot's seat, or a person's seat a bot plays while they are away? */
export const playedByServer = (s: State, seat: Seat): boolean =>
  s.phase !== 'none' && ((s.levels[seat] ?? null) !== null || s.away[seat] === true);

/**
 * Does the game wait for this seat's answer: its move (set-up, turn, discard), or its answer to
 * another player's trade offer? Not while a bot plays for it.
 */
export function awaitsAnswer(s: State, seat: Seat): boolean {
  if ((s.phase !== 'setup' && s.phase !== 'playing') || s.away[seat]) return false;
  if (awaitedSeats(s).includes(seat)) return true;
  const trade = s.phase === 'playing' ? s.turn.trade : null;
  return trade !== null && s.turn!.seat !== seat && trade.responses[seat]?.kind === 'none';
}

/** The state after one more item. */
export const foldItem = (s: State, item: StreamItem): State => item.events.reduce(evolve, s);
