// The lobby: creating a game, claiming a seat, and listing games.
import { decide, supplyInputs, type State } from '../../domain/index.ts';
import type { ClientMessage, GameSummary } from '../protocol/messages.ts';
import type { GameRecord, GameStatus } from '../store/types.ts';
import { appendWithRetry, outcomeOf } from './append.ts';
import { broadcastRecord } from './broadcast.ts';
import type { Context } from './context.ts';
import { hashToken, newId, newSeatToken } from './crypto.ts';
import { replyTo, ServiceError } from './errors.ts';
import { send } from './send.ts';
import { follow } from './watch.ts';

type CreateGame = Extract<ClientMessage, { type: 'createGame' }>;
type JoinGame = Extract<ClientMessage, { type: 'joinGame' }>;
type ListGames = Extract<ClientMessage, { type: 'listGames' }>;

const LIST_LIMIT = 50;

export async function createGame(ctx: Context, connectionId: string, msg: CreateGame): Promise<void> {
  const gameId = newId(ctx.randomBytes);
  const command = supplyInputs({ type: 'CreateGame', players: msg.players, board: msg.board }, ctx.random);
  const result = await appendWithRetry(ctx, gameId, (loaded) => outcomeOf(newId(ctx.randomBytes), decide(command, loaded.state)));
  if (result.kind === 'rejected') throw new ServiceError(result.rejection.code, result.rejection.message);
  if (result.kind !== 'appended') throw new ServiceError('server/internal');
  const empty = Array.from({ length: msg.players }, () => null);
  await ctx.stores.games.create({
    gameId, status: 'open', createdAt: result.record.at, players: msg.players, board: msg.board, seats: empty, seatTokenHashes: empty,
  });
  await send(ctx, connectionId, { type: 'created', ...replyTo(msg), gameId });
}

/** The first seat without a name; -1 when none is left. */
const firstFreeSeat = (state: State): number =>
  (state.phase === 'lobby' ? state.names.findIndex((n) => n === null) : -1);

export async function joinGame(ctx: Context, connectionId: string, msg: JoinGame): Promise<void> {
  let seat = -1;
  const result = await appendWithRetry(ctx, msg.gameId, (loaded) => {
    if (loaded.state.phase === 'none') throw new ServiceError('game/not-found');
    seat = msg.seat ?? firstFreeSeat(loaded.state);
    if (seat < 0) throw new ServiceError('game/full');
    return outcomeOf(newId(ctx.randomBytes), decide({ type: 'ClaimSeat', seat, name: msg.name }, loaded.state));
  });
  if (result.kind === 'rejected') {
    // Claiming a named seat after the table filled up is the domain's 'rule/wrong-phase'.
    if (result.rejection.code === 'rule/wrong-phase') throw new ServiceError('game/full');
    throw new ServiceError(result.rejection.code, result.rejection.message);
  }
  if (result.kind !== 'appended') throw new ServiceError('server/internal');
  const seatToken = newSeatToken(ctx.randomBytes);
  await ctx.stores.games.claimSeat(msg.gameId, seat, msg.name, hashToken(seatToken));
  ctx.directory.forget(msg.gameId);
  if (result.record.events.some((e) => e.type === 'SetupStarted')) await ctx.stores.games.setStatus(msg.gameId, 'playing');
  await send(ctx, connectionId, { type: 'joined', ...replyTo(msg), gameId: msg.gameId, seat, seatToken });
  await broadcastRecord(ctx, result.record, false, connectionId);
  await follow(ctx, connectionId, msg.gameId, seat, 0, msg.reqId);
}

const summary = (g: GameRecord): GameSummary => ({
  gameId: g.gameId, players: g.players, board: g.board, seats: g.seats, status: g.status, createdAt: g.createdAt,
});

/** Open and playing games by default, or the games in one status; newest first in each status. */
export async function listGames(ctx: Context, connectionId: string, msg: ListGames): Promise<void> {
  const statuses: readonly GameStatus[] = msg.status ? [msg.status] : ['open', 'playing'];
  const lists = await Promise.all(statuses.map((status) => ctx.stores.games.listByStatus(status, LIST_LIMIT)));
  const games = lists.flat().map(summary);
  await send(ctx, connectionId, { type: 'games', ...replyTo(msg), games });
}
