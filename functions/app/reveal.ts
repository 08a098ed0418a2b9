// After a game's end the server appends one record of its own, `SeedsRevealed`: the server's
// seed and every seat's, so that anyone can derive every random input again (seeds.ts). Nothing
// is appended after the end but this, so it is the head when present; the record's id is fixed,
// so two containers racing to reveal append it once.
import type { AnyEvent } from '../../domain/platform/index.ts';
import type { SeedsRevealed } from '../../domain/shared/fairness.ts';
import type { LoadedStream } from '../store/stream.ts';
import { isFinished, type Outcome } from './append.ts';
import { broadcastRecord } from './broadcast.ts';
import type { Context } from './context.ts';
import { describeError } from './log.ts';
import { appendOwn } from './own-append.ts';
import { seedsOf } from './seeds.ts';

export const REVEAL_ID = 'reveal-seeds';

const revealed = (loaded: LoadedStream): boolean =>
  loaded.tail.some((r) => r.commandId === REVEAL_ID || r.events.some((e) => e.type === 'SeedsRevealed'));

/** The reveal owed on this stream, or null: not over yet, already revealed, or a game without seeds. */
async function revealOf(ctx: Context, gameId: string, loaded: LoadedStream): Promise<Outcome | null> {
  if (!isFinished(loaded.state) || revealed(loaded)) return null;
  const seeds = await seedsOf(ctx, gameId, loaded);
  if (seeds === null) return null;
  const seats = seeds.seats.map((s) => s?.seed ?? '');
  const event: SeedsRevealed = { type: 'SeedsRevealed', server: seeds.server, seats };
  return { kind: 'accepted', commandId: REVEAL_ID, events: [event as AnyEvent] };
}

/**
 * Reveals a finished game's seeds, if it has any and they are not revealed yet, and sends the
 * record to everyone. Never throws: a failure is logged, and the next wake or end tries again.
 */
export async function revealSeeds(ctx: Context, gameId: string): Promise<void> {
  try {
    const { result } = await appendOwn(ctx, gameId, (loaded) => revealOf(ctx, gameId, loaded));
    if (result?.kind === 'appended') await broadcastRecord(ctx, result.record, true);
  } catch (error) {
    ctx.log.warn('seeds not revealed', { gameId, ...describeError(error) });
  }
}
