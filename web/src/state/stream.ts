// The client's copy of a game's stream: items in version order (1-based, no gaps), and the
// pure rules for merging what arrives and settling pending commands.
import type { ClientCommand, StreamItem } from '../lib/protocol.ts';
import { evolve, initialState, type State, type Viewer } from '../lib/domain.ts';

export const heldVersion = (items: readonly StreamItem[]): number => (items.length ? items[items.length - 1].version : 0);

/**
 * Appends the items that continue the stream; older ones are duplicates and are skipped. A
 * version beyond the next one means something was missed: `gap` asks for a catch-up.
 */
export function mergeItems(items: readonly StreamItem[], incoming: readonly StreamItem[]): { items: readonly StreamItem[]; gap: boolean } {
  let held = heldVersion(items);
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
  return { items: added.length ? [...items, ...added] : items, gap };
}

/** A command sent (or waiting to be sent) and not yet answered. Retries reuse its commandId. */
export interface PendingCommand {
  readonly commandId: string;
  readonly command: ClientCommand;
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
