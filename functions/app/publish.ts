// Telling everyone of a record the server appended on its own (a bot's move, a take-over, a
// return, a bot sitting down) and moving the games item on: the path of a player's command.
import type { AnyState } from '../../domain/platform/index.ts';
import type { StreamRecord } from '../store/types.ts';
import { isFinished, type AppendResult } from './append.ts';
import { broadcastRecord } from './broadcast.ts';
import type { Context } from './context.ts';
import { revealSeeds } from './reveal.ts';
import { followRecord } from './status.ts';

export async function publish(ctx: Context, record: StreamRecord, state: AnyState): Promise<void> {
  await Promise.all([broadcastRecord(ctx, record, isFinished(state)), followRecord(ctx, record)]);
  // The end is out: the seeds follow it (reveal.ts).
  if (isFinished(state)) await revealSeeds(ctx, record.gameId);
}

/**
 * Publishes what an append did: a new record, or one found already stored (whose first broadcast
 * may never have gone out: sent again, and clients drop what they hold by version).
 */
export async function publishResult(ctx: Context, result: AppendResult): Promise<void> {
  if (result.kind === 'appended') await publish(ctx, result.record, result.state);
  else if (result.kind === 'duplicate') {
    await Promise.all([broadcastRecord(ctx, result.record, result.finished, undefined, result.head), followRecord(ctx, result.record)]);
    if (result.finished) await revealSeeds(ctx, result.record.gameId);
  }
}
