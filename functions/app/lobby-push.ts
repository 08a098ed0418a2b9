// The lobby kept up to date: connections that watch it follow a reserved channel in the
// connections table (its `byGame` index), and each change of a listed game that the lobby shows
// (created, a seat taken, started, finished, abandoned) is pushed to them as `lobby`. Pushes come
// only with such changes, never with moves: a few per game.
import type { GameSummary, ServerMessage } from '../protocol/messages.ts';
import type { GameRecord } from '../store/types.ts';
import type { Context } from './context.ts';
import { describeError } from './log.ts';
import { fanOut } from './send.ts';

/** The lobby's channel: followed like a game, but no game id can equal it ('#' is not in their alphabet). */
export const LOBBY_CHANNEL = '#lobby';

/** Is this a channel rather than a game (no presence, no stream)? */
export const isChannel = (gameId: string): boolean => gameId.startsWith('#');

export const summary = (g: GameRecord): GameSummary => ({
  gameId: g.gameId, players: g.players, board: g.board, seats: g.seats, status: g.status, createdAt: g.createdAt,
  bots: g.bots ?? g.seats.map(() => null), timer: g.timer ?? 0, ...(g.host !== undefined ? { host: g.host } : {}),
  ...(g.status === 'finished' && g.winner !== undefined
    ? { winner: { seat: g.winner, name: g.seats[g.winner] ?? '', ...(g.score !== undefined ? { score: g.score } : {}) } } : {}),
  ...(g.modules !== undefined && g.modules.length > 0 ? { modules: g.modules } : {}),
  ...(g.kind !== undefined ? { kind: g.kind } : {}),
  ...(g.rated ? { rated: true as const } : {}),
});

/**
 * Tells the lobby's watchers how a game is now (read afresh, so the latest of racing changes
 * wins), or that it is gone. A private game is never told. Never throws: the lobby is best
 * effort, and a watcher that reconnects lists the games again.
 */
export async function pushLobby(ctx: Context, gameId: string): Promise<void> {
  try {
    const [game, watchers] = await Promise.all([ctx.stores.games.get(gameId), ctx.stores.connections.byGame(LOBBY_CHANNEL)]);
    if (game?.private || watchers.length === 0) return;
    const message: ServerMessage = game ? { type: 'lobby', game: summary(game) } : { type: 'lobby', gameId, removed: true };
    const frame = JSON.stringify(message);
    await fanOut(ctx, watchers.map((c) => [c.connectionId, frame] as const));
  } catch (error) {
    ctx.log.warn('lobby push failed', { gameId, ...describeError(error) });
  }
}
