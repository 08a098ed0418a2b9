// A wake: the scheduler's call for a game (at least once, maybe late or early). Everything is
// recomputed from the stream, so a wake does only what is still due: takes over seats whose
// deadline passed, lets the bots play, answers for a bot whose offer waited long enough, marks an
// idle game abandoned, repairs the games item if it lags the stream, reveals a finished game's
// seeds if that was missed, and arms the next wake.
import { loadStream } from '../store/stream.ts';
import { drive } from './bots.ts';
import type { Context } from './context.ts';
import { clockedOf, due } from './due.ts';
import { revealSeeds } from './reveal.ts';
import { repairStatus } from './status.ts';

export async function wake(ctx: Context, gameId: string): Promise<void> {
  const loaded = await loadStream(ctx.stores.events, gameId, ctx.snapshotEvery, ctx.streams);
  if (loaded.head === 0) return;
  const { abandon } = due(clockedOf(loaded), ctx.clock().getTime(), ctx.abandonAfterMs);
  await repairStatus(ctx, gameId, loaded.state, abandon);
  if (loaded.state.phase === 'finished') await revealSeeds(ctx, gameId);
  await drive(ctx, gameId, loaded);
}
