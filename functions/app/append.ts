// Optimistic append: load, decide, put at head + 1; on a conflict, load again and decide again.
import { fold, type Decision, type Event, type Rejection, type State } from '../../domain/index.ts';
import { loadStream, newRecord, type LoadedStream } from '../store/stream.ts';
import type { StreamRecord } from '../store/types.ts';
import type { Context } from './context.ts';
import { ServiceError } from './errors.ts';

export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = 4;

export type Outcome =
  | { readonly kind: 'accepted'; readonly commandId: string; readonly events: readonly Event[] }
  /** The command id was already accepted, at this version. */
  | { readonly kind: 'duplicate'; readonly version: number }
  | { readonly kind: 'rejected'; readonly rejection: Rejection };

/** The outcome of a domain decision, to be appended under `commandId` if accepted. */
export const outcomeOf = (commandId: string, decision: Decision): Outcome =>
  (decision.ok ? { kind: 'accepted', commandId, events: decision.events } : { kind: 'rejected', rejection: decision.rejection });

export type AppendResult =
  | { readonly kind: 'appended'; readonly record: StreamRecord; readonly state: State; readonly before: LoadedStream }
  | Exclude<Outcome, { kind: 'accepted' }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` on the freshly loaded stream and appends what it accepts. A lost race means
 * another command got the version first: the loop reloads, so `attempt` judges the new state.
 */
export async function appendWithRetry(
  ctx: Context, gameId: string, attempt: (loaded: LoadedStream) => Promise<Outcome> | Outcome,
): Promise<AppendResult> {
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const loaded = await loadStream(ctx.stores.events, gameId, ctx.snapshotEvery, ctx.streams);
    const outcome = await attempt(loaded);
    if (outcome.kind !== 'accepted') return outcome;
    const state = fold(outcome.events, loaded.state);
    const at = ctx.clock().toISOString();
    const record = newRecord(gameId, loaded.head + 1, outcome.commandId, outcome.events, at, state, ctx.snapshotEvery);
    if (await ctx.stores.events.append(record)) {
      // The next command of this game starts from here, reading only what others append meanwhile.
      ctx.streams.put(gameId, { state, head: record.version, tail: [...loaded.tail, record].slice(-ctx.snapshotEvery) });
      return { kind: 'appended', record, state, before: loaded };
    }
    await sleep(BACKOFF_MS * 2 ** i * (0.5 + ctx.random()));
  }
  throw new ServiceError('store/conflict');
}
