// The games item's status follows the stream: open in the lobby, playing from SetupStarted,
// finished at GameWon; abandoned when idle for long with nobody at the table. The stream stays
// the truth: a status that lags it (a failed update, a game taken up again) is repaired by a
// wake, or when a record comes after a long silence. Every change is pushed to the lobby's watchers.
import { kindById, kindOf, type AnyState } from '../../domain/platform/index.ts';
import type { GameStatus, StreamRecord } from '../store/types.ts';
import type { Context } from './context.ts';
import { countAbandoned } from './game-metrics.ts';
import { pushLobby } from './lobby-push.ts';
import { describeError } from './log.ts';
import { recordEnded } from './players/game-end.ts';
import { rateFinished } from './players/rating.ts';

/** The status the stream says a game has (abandoned aside); null when there is no game. */
export function statusOf(state: AnyState): GameStatus | null {
  const phase = kindOf(state).table(state).phase;
  switch (phase) {
    case 'none': return null;
    case 'lobby': return 'open';
    case 'underway': return 'playing';
    case 'finished': return 'finished';
    default: {
      const unknown: never = phase;
      return unknown;
    }
  }
}

/** A finished game's first winner (equal totals of the dice game may share the win). */
export const winnerOf = (state: AnyState): number | undefined => kindOf(state).table(state).winners[0];

/** A winner's score, from the end event or the finished state: the board game's points, the dice game's total. */
export function scoreOf(end: object, winner: number | undefined): number | undefined {
  if (winner === undefined) return undefined;
  if ('totals' in end && Array.isArray(end.totals)) return typeof end.totals[winner] === 'number' ? end.totals[winner] : undefined;
  if ('points' in end && typeof end.points === 'number') return end.points;
  return undefined;
}

/** The status a new record moves the game to, if any: its kind's end, or its start. */
export function statusAfter(record: StreamRecord): GameStatus | null {
  const { startEvent, endEvent } = kindById(record.kind);
  return record.events.some((e) => e.type === endEvent) ? 'finished'
    : record.events.some((e) => e.type === startEvent) ? 'playing' : null;
}

/** Moves the games item on after a record (a failure loses nothing: it is only logged, and repaired later). */
export async function followRecord(ctx: Context, record: StreamRecord): Promise<void> {
  const status = statusAfter(record);
  if (status === null) return;
  const kind = kindById(record.kind);
  const ended = record.events.find((e) => e.type === kind.endEvent);
  // The signed-in players' ratings, beside the games item (app/players/rating.ts: once per game).
  const rating = ended ? rateFinished(ctx, record.gameId) : undefined;
  // Who was seated at the end and the rolls, on the games item for players' pages (players/game-end.ts).
  const end = ended ? recordEnded(ctx, record.gameId) : undefined;
  try {
    const winner = ended ? kind.winnersOf(ended)[0] : undefined;
    await ctx.stores.games.setStatus(record.gameId, status, winner, ended && scoreOf(ended, winner));
  } catch (error) {
    ctx.log.warn('status update failed', { gameId: record.gameId, status, ...describeError(error) });
    await Promise.all([rating, end]);
    return;
  }
  await Promise.all([pushLobby(ctx, record.gameId), rating, end]);
}

/**
 * Sets the item's status to the stream's when it lags: after a failed update, or a game that was
 * abandoned and is under way again. `abandoned` says the game is still one to abandon, so that
 * status stays. A finished game is never moved back.
 */
export async function repairStatus(ctx: Context, gameId: string, state: AnyState, abandoned: boolean): Promise<void> {
  const wanted = statusOf(state);
  if (wanted === null) return;
  const game = await ctx.stores.games.get(gameId);
  if (!game || game.status === wanted || game.status === 'finished') return;
  if (game.status === 'abandoned' && abandoned) return;
  const winner = winnerOf(state);
  await ctx.stores.games.setStatus(gameId, wanted, winner, wanted === 'finished' ? scoreOf(state, winner) : undefined);
  ctx.log.info('status repaired', { gameId, from: game.status, to: wanted });
  await pushLobby(ctx, gameId);
}

/** Marks an open or playing game abandoned (one conditional update). */
export async function markAbandoned(ctx: Context, gameId: string): Promise<void> {
  if (!(await ctx.stores.games.changeStatus(gameId, ['open', 'playing'], 'abandoned'))) return;
  ctx.log.info('game abandoned', { gameId });
  countAbandoned(ctx, gameId);
  await pushLobby(ctx, gameId);
}
