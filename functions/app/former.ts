// A deleted account's seats in a catch-up: their SeatClaimed carries FORMER_NAME instead of the
// name typed at the join. The stream keeps its events unchanged (it is the games' truth); the
// games item says which seats are former players' (app/identity/account.ts renames them there).
import { FORMER_NAME } from '../protocol/players.ts';
import type { StreamRecord } from '../store/types.ts';
import type { Context } from './context.ts';

type Claim = { readonly type: 'SeatClaimed'; readonly seat: number; readonly name: string };

const isClaim = (e: { readonly type: string }): e is Claim => e.type === 'SeatClaimed';

/** The records with former players' claims renamed; one read of the games item when a claim is among them. */
export async function withFormerNames(ctx: Context, gameId: string, records: readonly StreamRecord[]): Promise<readonly StreamRecord[]> {
  if (!records.some((r) => r.events.some(isClaim))) return records;
  const game = await ctx.stores.games.get(gameId);
  const former = new Set(game?.seats.flatMap((name, seat) => (name === FORMER_NAME ? [seat] : [])) ?? []);
  if (former.size === 0) return records;
  const renamed = (e: StreamRecord['events'][number]) => (isClaim(e) && former.has(e.seat) && !('bot' in e && e.bot) ? { ...e, name: FORMER_NAME } : e);
  return records.map((r) => (r.events.some(isClaim) ? { ...r, events: r.events.map(renamed) as StreamRecord['events'] } : r));
}
