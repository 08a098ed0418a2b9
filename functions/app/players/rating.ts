// Rating a finished game once: only a rated table (its creation event says so; a stream without
// the flag, as every game created before it, is unrated), and only its signed-in players (two at
// least; guests are left out, and a rated table seats no bot) are ranked among themselves and each one's rating is written with one conditional update
// that also records the game's id, so a replayed end (a duplicate command, a repair, a page that
// rates what a wake finished) finds it done and writes nothing.
import { loadStream } from '../../store/stream.ts';
import type { IdentityStore } from '../../store/identity.ts';
import type { GameAccount } from '../../store/players.ts';
import type { Context } from '../context.ts';
import { describeError } from '../log.ts';
import { kindOf } from '../../../domain/platform/index.ts';
import { familyOf, nextRatings, placesOf, scores } from './standings.ts';

const ATTEMPTS = 5;

/** One seat per account (an account holding two seats of a game is rated at its first). */
function ratedSeats(accounts: readonly GameAccount[]): { seat: number; accountId: string }[] {
  const seen = new Set<string>();
  return [...accounts].sort((a, b) => a.seat - b.seat).flatMap((a) => {
    if (a.accountId === undefined || seen.has(a.accountId)) return [];
    seen.add(a.accountId);
    return [{ seat: a.seat, accountId: a.accountId }];
  });
}

/** Rates the game if it is a rated table, finished and not yet rated; marks its accounts' seats rated (done). */
export async function rateGame(ctx: Context, store: IdentityStore, gameId: string): Promise<void> {
  const accounts = await store.gameAccounts(gameId);
  const players = ratedSeats(accounts);
  if (players.length === 0) return;
  const loaded = await loadStream(ctx.stores.events, gameId, ctx.snapshotEvery, ctx.streams);
  const score = scores(loaded.state);
  if (!score) return;
  // An unrated table's seats are marked all the same: found not rateable, never read again.
  if (players.length >= 2 && kindOf(loaded.state).table(loaded.state).rated) {
    const family = familyOf(kindOf(loaded.state).id);
    const places = placesOf(score, players.map((p) => p.seat));
    const at = loaded.tail.at(-1)?.at ?? ctx.clock().toISOString();
    let done = false;
    for (let attempt = 0; attempt < ATTEMPTS && !done; attempt++) {
      const before = await Promise.all(players.map(async (p) => (await store.ratings(p.accountId)).find((r) => r.family === family) ?? null));
      const next = nextRatings(family, players.map((_, i) => ({ before: before[i]!, place: places[i]! })), gameId, at);
      const writes = await Promise.all(players.map((p, i) => store.applyRating(p.accountId, before[i]!, next[i]!, gameId)));
      done = !writes.includes('moved');
    }
    if (!done) throw new Error('ratings kept moving');
  }
  await Promise.all(accounts.flatMap((a) => (a.accountId === undefined ? [] : [store.markRated(a.accountId, gameId, a.seat)])));
}

/** After a game's end on the command path: rates it; a failure is logged (the player's page rates it later). */
export async function rateFinished(ctx: Context, gameId: string): Promise<void> {
  const store = ctx.stores.identity;
  if (!store) return;
  try {
    await rateGame(ctx, store, gameId);
  } catch (error) {
    ctx.log.warn('rating failed', { gameId, ...describeError(error) });
  }
}
