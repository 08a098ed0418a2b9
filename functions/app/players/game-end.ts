// A finished game's end as players' pages count it: who was at the table at the end, who won, and
// each seat's rolls. Worked out once from the whole stream and kept on the games item, so a page
// sums items and never reads a stream again. The end's record writes it (status.ts, the command
// path and a wake alike: the games table is all it needs); a game that ended before this, or
// whose write failed, is worked out when a page finds it missing (player.ts).
import { eventDieTally, tally as boardTally } from '../../../domain/catan/verify.ts';
import { tally as diceTally } from '../../../domain/dice/verify.ts';
import { CATAN, foldAny, kindOf, type AnyEvent, type TableView } from '../../../domain/platform/index.ts';
import type { Event } from '../../../domain/catan/index.ts';
import type { DiceEvent } from '../../../domain/dice/index.ts';
import type { GameEnd } from '../../store/types.ts';
import type { Context } from '../context.ts';
import { describeError } from '../log.ts';

/**
 * Who was seated at the end: a person's seat whose player was at the table — never taken over, or
 * given back after a bot held it while they were away (SeatReturned) — is; one a bot still held
 * for them (they left on purpose, or were taken over and never came back: SeatTakenOver) is not.
 * A bot's seat is neither (null).
 */
export const seatedAtEnd = (table: TableView): (boolean | null)[] =>
  table.names.map((name, seat) => (name === null || table.levels[seat] !== null ? null : !table.away[seat]));

const seatOf = (e: AnyEvent): unknown => (e as { readonly seat?: unknown }).seat;

/** The end of a finished game's whole stream; null when the stream has not ended. */
export function gameEndOf(records: readonly { readonly events: readonly AnyEvent[] }[]): GameEnd | null {
  const events = records.flatMap((r) => r.events);
  const state = foldAny(events, CATAN.initialState());
  const kind = kindOf(state);
  const table = kind.table(state);
  if (table.phase !== 'finished') return null;
  const bySeat = table.names.map((_, seat) => events.filter((e) => seatOf(e) === seat));
  // The review room's own counts (domain/*/verify.ts), each seat's events apart: an Alchemist's chosen dice are left out as there.
  const rolls = bySeat.map((own) => (kind.id === 'dice' ? diceTally(own as DiceEvent[]) : boardTally(own as Event[])).observed);
  const dies = kind.id === 'dice' ? [] : bySeat.map((own) => eventDieTally(own as Event[]));
  const eventDie = dies.some((d) => d !== null) ? dies.map((d) => d?.observed ?? [0, 0, 0, 0]) : undefined;
  return { seated: seatedAtEnd(table), winners: [...table.winners], rolls, ...(eventDie ? { eventDie } : {}) };
}

/** Works out the game's end from its stream and records it on its games item; null when it has not ended. */
export async function recordEnd(ctx: Context, gameId: string): Promise<GameEnd | null> {
  const end = gameEndOf(await ctx.stores.events.range(gameId, 0));
  if (end) await ctx.stores.games.setEnd(gameId, end);
  return end;
}

/** After a game's end: records it; a failure is only logged (a player's page records it later). */
export async function recordEnded(ctx: Context, gameId: string): Promise<void> {
  try {
    await recordEnd(ctx, gameId);
  } catch (error) {
    ctx.log.warn('end not recorded', { gameId, ...describeError(error) });
  }
}
