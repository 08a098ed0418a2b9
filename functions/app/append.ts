// Optimistic append: decide on the cached or loaded stream, put at head + 1; on a conflict, load again and decide again.
import { foldAny, type AnyEvent, type AnyState, type KindDecision, type KindRejection } from '../../domain/platform/index.ts';
import { loadStream, newRecord, type LoadedStream } from '../store/stream.ts';
import type { StreamRecord } from '../store/types.ts';
import type { Context } from './context.ts';
import { ServiceError } from './errors.ts';
import { countRecord } from './game-metrics.ts';

export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = 4;
/** The longest wait between two attempts (ms). */
const MAX_BACKOFF_MS = 250;

export type Outcome =
  /** `sealed`: a seed the record commits to, stored with it and never served (seeds.ts). */
  | { readonly kind: 'accepted'; readonly commandId: string; readonly events: readonly AnyEvent[]; readonly sealed?: string }
  /**
   * The command id was already accepted: its stored record. Its broadcast may never have gone
   * out (the put landed but its answer was lost), so whoever finds a duplicate sends it again.
   */
  | { readonly kind: 'duplicate'; readonly record: StreamRecord; readonly head: number; readonly finished: boolean }
  | { readonly kind: 'rejected'; readonly rejection: KindRejection };

/** Is the game over? Every kind's states name that phase 'finished'. */
export const isFinished = (state: AnyState): boolean => state.phase === 'finished';

/** The outcome of a domain decision, to be appended under `commandId` if accepted. */
export const outcomeOf = (commandId: string, decision: KindDecision<AnyEvent>, sealed?: string): Outcome =>
  (decision.ok ? { kind: 'accepted', commandId, events: decision.events, ...(sealed !== undefined ? { sealed } : {}) }
    : { kind: 'rejected', rejection: decision.rejection });

/** A command found already accepted in `loaded`: its record, and the stream around it. */
export const duplicateOf = (record: StreamRecord, loaded: LoadedStream): Outcome =>
  ({ kind: 'duplicate', record, head: loaded.head, finished: isFinished(loaded.state) });

export type AppendResult =
  | { readonly kind: 'appended'; readonly record: StreamRecord; readonly state: AnyState; readonly before: LoadedStream }
  | Exclude<Outcome, { kind: 'accepted' }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Appends `outcome` at `loaded.head + 1`; null when the version was taken (a lost race, or a stale cache). */
async function tryAppend(
  ctx: Context, gameId: string, loaded: LoadedStream, outcome: Extract<Outcome, { kind: 'accepted' }>, beforePut?: () => void,
): Promise<AppendResult | null> {
  const state = foldAny(outcome.events, loaded.state);
  const at = ctx.clock().toISOString();
  const record = newRecord(gameId, loaded.head + 1, outcome.commandId, outcome.events, at, state, ctx.snapshotEvery, outcome.sealed);
  beforePut?.();
  if (!(await ctx.stores.events.append(record))) return null;
  // The next command of this game starts from here.
  ctx.streams.put(gameId, { state, head: record.version, tail: [...loaded.tail, record].slice(-ctx.snapshotEvery) });
  countRecord(ctx, record);
  return { kind: 'appended', record, state, before: loaded };
}

/** The outcome of `attempt` on a stream nobody has checked: only an acceptance is worth trying. */
async function optimistic(attempt: Attempt, cached: LoadedStream): Promise<Extract<Outcome, { kind: 'accepted' }> | null> {
  try {
    const outcome = await attempt(cached);
    return outcome.kind === 'accepted' ? outcome : null;
  } catch {
    return null;
  }
}

type Attempt = (loaded: LoadedStream) => Promise<Outcome> | Outcome;

/**
 * Runs `attempt` on the game's stream and appends what it accepts.
 *
 * When this container served the game lately, the first try needs no read at all: `attempt`
 * judges the cached stream and the conditional put at its head + 1 checks it — versions have no
 * gaps, so that version is free exactly when the cache is the head. Only an acceptance is taken
 * this way: a rejection, a duplicate or an error might come from a cache that is behind, so they
 * are judged again on a fresh load (as is everything after a taken version).
 *
 * A lost race means another command got the version first: the loop reloads (reading only what
 * is newer than the cache), so `attempt` judges the new state. `beforePut` runs as each put of
 * an accepted outcome starts (a caller may start work that only an acceptance needs).
 */
export async function appendWithRetry(
  ctx: Context, gameId: string, attempt: Attempt, beforePut?: () => void, attempts = MAX_ATTEMPTS,
): Promise<AppendResult> {
  const cached = ctx.streams.get(gameId);
  if (cached) {
    const outcome = await optimistic(attempt, cached);
    const appended = outcome && (await tryAppend(ctx, gameId, cached, outcome, beforePut));
    if (appended) return appended;
  }
  for (let i = 0; i < attempts; i++) {
    const loaded = await loadStream(ctx.stores.events, gameId, ctx.snapshotEvery, ctx.streams);
    const outcome = await attempt(loaded);
    if (outcome.kind !== 'accepted') return outcome;
    const appended = await tryAppend(ctx, gameId, loaded, outcome, beforePut);
    if (appended) return appended;
    await sleep(Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** i) * (0.5 + ctx.random()));
  }
  throw new ServiceError('store/conflict');
}
