// Which tables the friends view shows: a player's games under way or waiting, found among the
// newest seats their account holds (the games' items read together, GameStore.getMany), private
// ones only to a reader seated there too.
import { LIVE_SEATS, LIVE_WINDOW_MS, type FriendTable } from '../../protocol/follows.ts';
import type { PlayedSeat } from '../../store/players.ts';
import type { GameRecord } from '../../store/types.ts';

/** The table's view, for a seat at it; null unless the game is open or under way. */
export function tableOf(game: GameRecord | null, seat: number): FriendTable | null {
  if (!game || (game.status !== 'open' && game.status !== 'playing')) return null;
  return {
    gameId: game.gameId, ...(game.kind === 'dice' ? { kind: 'dice' as const } : {}), status: game.status, players: game.players,
    board: game.board, ...(game.modules?.length ? { modules: game.modules } : {}), seats: game.seats, seat,
    ...(game.private ? { private: true } : {}),
  };
}

export const hasFreeSeat = (table: Pick<FriendTable, 'seats'>): boolean => table.seats.includes(null);

/** The newest seats, linked within the live window: where a live table can be. */
export function recentSeats(seats: readonly PlayedSeat[], now: number): PlayedSeat[] {
  const since = new Date(now - LIVE_WINDOW_MS).toISOString();
  return seats.filter((s) => s.at !== undefined && s.at >= since).sort((a, b) => b.at!.localeCompare(a.at!)).slice(0, LIVE_SEATS);
}

/** The live tables of these seats, their games read beforehand; a private one only when `mine` (the reader's games) has it. */
export function liveTables(seats: readonly PlayedSeat[], games: ReadonlyMap<string, GameRecord>, mine: ReadonlySet<string>): FriendTable[] {
  return seats.map((s) => tableOf(games.get(s.gameId) ?? null, s.seat))
    .filter((t): t is FriendTable => t !== null && (!t.private || mine.has(t.gameId)));
}

/** Runs `task` over the items, `width` at a time (a page of many follows does not flood the store). */
export async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...await Promise.all(items.slice(i, i + width).map(task)));
  return out;
}
