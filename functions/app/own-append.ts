// Appending the server's own commands (a bot's move, a take-over, a return). Their ids are made
// from the head they are decided at (`bot:{seat}:{head}`…), so the same move at the same head has
// the same id whoever computes it, and can only land at head + 1: two drivers racing for it get
// one record, and the loser finds its id there.
import type { LoadedStream } from '../store/stream.ts';
import { appendWithRetry, duplicateOf, type AppendResult, type Outcome } from './append.ts';
import type { Context } from './context.ts';

/** Thrown inside an attempt when nothing is due on the stream it judges. */
class NothingDue extends Error {
  constructor() {
    super('nothing due');
    this.name = 'NothingDue';
  }
}

export interface OwnAppend {
  /** What was appended or found stored; null when nothing was due. */
  readonly result: AppendResult | null;
  /** The stream the last attempt judged (null when the first attempt judged the cache and won). */
  readonly loaded: LoadedStream | null;
}

/**
 * Appends what `choose` decides on the game's stream (null: nothing is due), retrying lost races
 * with a fresh stream. A command id tried at head h that is found at version h + 1 after a lost
 * race (another driver decided the same move, or this put landed with its answer lost) is that
 * record: a duplicate, to be broadcast again.
 */
export async function appendOwn(
  ctx: Context, gameId: string, choose: (loaded: LoadedStream) => Outcome | null | Promise<Outcome | null>, attempts?: number,
): Promise<OwnAppend> {
  let last: LoadedStream | null = null;
  const tried = new Map<number, string>();
  try {
    const result = await appendWithRetry(ctx, gameId, async (loaded) => {
      last = loaded;
      for (const record of loaded.tail) if (tried.get(record.version) === record.commandId) return duplicateOf(record, loaded);
      const outcome = await choose(loaded);
      if (outcome === null) throw new NothingDue();
      if (outcome.kind === 'accepted') tried.set(loaded.head + 1, outcome.commandId);
      return outcome;
    }, undefined, attempts);
    return { result, loaded: last };
  } catch (error) {
    if (error instanceof NothingDue) return { result: null, loaded: last };
    throw error;
  }
}
