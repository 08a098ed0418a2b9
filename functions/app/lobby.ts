// The lobby: creating a game, claiming a seat, listing games, and watching the lists change.
import { supplyInputs } from '../../domain/catan/index.ts';
import { supplyInputs as supplyDiceInputs } from '../../domain/dice/index.ts';
import { decideAny, type AnyCommand } from '../../domain/platform/index.ts';
import type { ClientMessage } from '../protocol/messages.ts';
import { findCommandRecord } from '../store/stream.ts';
import type { GameRecord, GameStatus, StreamRecord } from '../store/types.ts';
import { appendWithRetry, duplicateOf, outcomeOf } from './append.ts';
import { broadcastRecord, pushPresence } from './broadcast.ts';
import { afterAppend } from './bots.ts';
import type { Context } from './context.ts';
import { hashToken, newId, newSeatToken, sha256Url } from './crypto.ts';
import { replyTo, ServiceError } from './errors.ts';
import { isChannel, LOBBY_CHANNEL, pushLobby, summary } from './lobby-push.ts';
import { tableOf } from './projection.ts';
import { claimBots, claimOutcome, firstFreeSeat, gameIdFor, tableFull } from './seats.ts';
import { commitmentOf, inputsAt, newSeed } from './seeds.ts';
import { send } from './send.ts';
import { followRecord, statusAfter } from './status.ts';
import { freshConnection } from './connection.ts';
import { follow } from './watch.ts';

type CreateGame = Extract<ClientMessage, { type: 'createGame' }>;
type JoinGame = Extract<ClientMessage, { type: 'joinGame' }>;
type ListGames = Extract<ClientMessage, { type: 'listGames' }>;
type WatchLobby = Extract<ClientMessage, { type: 'watchLobby' }>;

const LIST_LIMIT = 50;

export async function createGame(ctx: Context, connectionId: string, msg: CreateGame): Promise<void> {
  const bots = msg.bots ?? [];
  if (msg.bots !== undefined && bots.length !== msg.players) {
    throw new ServiceError('protocol/invalid-message', `The message does not match the protocol. bots: one entry per seat (${msg.players}).`);
  }
  if (msg.bots !== undefined && bots.every((level) => level !== null)) throw new ServiceError('game/no-person');
  if (msg.rated && bots.some((level) => level !== null)) throw new ServiceError('game/rated-people-only');
  // Ids are made once per request: a put that landed with its answer lost is then found by its
  // command id when the loop reads the stream again, instead of being decided afresh. With a
  // client's createId they derive from it, so a repeated request finds the game it created.
  const gameId = msg.createId !== undefined ? gameIdFor(msg.createId) : newId(ctx.randomBytes);
  const commandId = msg.createId !== undefined ? `create-${sha256Url(`command:${msg.createId}`)}` : newId(ctx.randomBytes);
  // The server's seed: committed in the creation event, stored sealed with it (seeds.ts).
  const server = newSeed(ctx.random);
  const command = creation(msg, server);
  const result = await appendWithRetry(ctx, gameId, async (loaded) => {
    // A repeated createId may come after seats were claimed: its record is version 1.
    const seen = msg.createId !== undefined && loaded.head > 0
      ? (loaded.tail[0]?.version === 1 ? loaded.tail : await ctx.stores.events.range(gameId, 0, 1)).find((r) => r.version === 1 && r.commandId === commandId)
      : await findCommandRecord(ctx.stores.events, gameId, loaded, commandId);
    return seen ? duplicateOf(seen, loaded) : outcomeOf(commandId, decideAny(command, loaded.state), server);
  });
  if (result.kind === 'rejected') throw new ServiceError(result.rejection.code, result.rejection.message);
  // The table is the stream's: a repeated createId naming other settings still gets its game.
  const table = tableOf(result.record.events[0]);
  if (!table) throw new ServiceError('server/internal');
  const empty = Array.from({ length: table.players }, () => null);
  await ctx.stores.games.create({
    gameId, status: 'open', createdAt: result.record.at, ...table, seats: empty, seatTokenHashes: empty, bots: empty,
    ...(msg.private ? { private: true } : {}),
  });
  // The bots sit down before the answer, so the creator's join takes a person's seat.
  const seated = await claimBots(ctx, gameId, bots);
  await send(ctx, connectionId, { type: 'created', ...replyTo(msg), gameId });
  await pushLobby(ctx, gameId);
  const last = seated ?? (result.kind === 'appended' ? result : null);
  if (last) await afterAppend(ctx, gameId, last.state, last.record);
}

/** The command that creates the game a `createGame` asks for, with the server's inputs (version 1's, from its seed alone). */
function creation(msg: CreateGame, server: string): AnyCommand {
  const common = { ...(msg.timer ? { timer: msg.timer } : {}), commitment: commitmentOf(server), ...(msg.rated ? { rated: true } : {}) };
  const random = inputsAt({ server, seats: [] }, 1);
  if (msg.game === 'dice') return supplyDiceInputs({ type: 'CreateDiceGame', side: msg.side, players: msg.players, ...common }, random);
  const firstPlayer = msg.firstPlayer ? { firstPlayer: msg.firstPlayer } : {};
  const turnRule = msg.turnRule ? { turnRule: msg.turnRule } : {};
  const modules = msg.modules ? { modules: msg.modules } : {};
  return supplyInputs({ type: 'CreateGame', players: msg.players, board: msg.board, ...common, ...firstPlayer, ...turnRule, ...modules }, random);
}

/**
 * The ClaimSeat's command id for a client's `joinId`. Stream items show their command ids to
 * everyone, so the id is a hash: only the client that made the `joinId` can send it again.
 */
const joinCommandId = (joinId: string): string => `join-${sha256Url(joinId)}`;

/** The seat a stored ClaimSeat took, and the name it took it under. */
function claimed(record: StreamRecord): { seat: number; name: string } {
  const event = record.events.find((e) => e.type === 'SeatClaimed');
  if (event?.type !== 'SeatClaimed') throw new ServiceError('server/internal');
  return { seat: event.seat, name: event.name };
}

/**
 * Claims a seat: the ClaimSeat is appended first, then the seat's token hash is written to the
 * games item. A `joinId` (made by the client once per join attempt) makes this recoverable: when
 * a retried join finds its ClaimSeat already in the stream (its answer was lost, or the hash was
 * never written), it issues a fresh token for that seat and replaces the stored hash.
 */
export async function joinGame(ctx: Context, connectionId: string, msg: JoinGame): Promise<void> {
  const commandId = msg.joinId !== undefined ? joinCommandId(msg.joinId) : newId(ctx.randomBytes);
  // A client's retry may come any time later: search the whole stream. A server-made id can only
  // be found by this request's own loop, in the newest items.
  const searchFrom = msg.joinId !== undefined ? 0 : undefined;
  const result = await appendWithRetry(ctx, msg.gameId, async (loaded) => {
    if (loaded.state.phase === 'none') throw new ServiceError('game/not-found');
    const seen = await findCommandRecord(ctx.stores.events, msg.gameId, loaded, commandId, searchFrom);
    if (seen) return duplicateOf(seen, loaded);
    const seat = msg.seat ?? firstFreeSeat(loaded.state);
    // No free seat: a finished game says so, so the client can offer its replay instead.
    if (seat < 0) throw new ServiceError(loaded.state.phase === 'finished' ? 'game/over' : 'game/full');
    return claimOutcome(ctx, msg.gameId, loaded, commandId, seat, msg.name, { ready: msg.ready ?? true }, msg.seed);
  });
  if (result.kind === 'rejected') {
    // Claiming a named seat after the table filled up is the domain's 'rule/wrong-phase' (or 'game/started').
    if (tableFull(result.rejection.code)) throw new ServiceError('game/full');
    throw new ServiceError(result.rejection.code, result.rejection.message);
  }
  const { record } = result;
  const { seat, name } = claimed(record);
  const seatToken = newSeatToken(ctx.randomBytes);
  await ctx.stores.games.claimSeat(msg.gameId, seat, name, hashToken(seatToken));
  ctx.directory.forget(msg.gameId);
  await send(ctx, connectionId, { type: 'joined', ...replyTo(msg), gameId: msg.gameId, seat, seatToken });
  // The lobby hears of the seat taken, or of the start (with the status).
  if (statusAfter(record) !== null) await followRecord(ctx, record);
  else await pushLobby(ctx, msg.gameId);
  // A duplicate's record may never have been broadcast: send it to everyone (the joiner gets it
  // in its catch-up anyway).
  if (result.kind === 'appended') await broadcastRecord(ctx, record, false, connectionId);
  else await broadcastRecord(ctx, record, result.finished, connectionId, result.head);
  await follow(ctx, connectionId, msg.gameId, seat, 0, msg.reqId);
  if (result.kind === 'appended') await afterAppend(ctx, msg.gameId, result.state, record);
}

/** An open game where nobody sat down within this long is taken for abandoned: the lobby leaves it out. */
const EMPTY_GAME_MS = 5 * 60_000;
/** How many of the newest open games the lobby reads, looking for ones with a seated person. */
const OPEN_SCAN = 500;

/** Whether a person (not a bot) holds a seat. */
const seated = (g: GameRecord): boolean => g.seats.some((name, seat) => name !== null && !g.bots?.[seat]);

/** Private games are never listed; reading past them costs at most this many more items per list. */
const PRIVATE_SCAN = 4 * LIST_LIMIT;
const listed = (g: GameRecord): boolean => g.private !== true;

/**
 * The lobby's open games: those where a person sits first, then the others created in the last
 * few minutes (newest first in each). Games nobody sat down at, however many, cannot crowd out a
 * game someone is waiting in, among the newest `OPEN_SCAN`.
 */
async function openGames(ctx: Context): Promise<GameRecord[]> {
  const since = new Date(ctx.clock().getTime() - EMPTY_GAME_MS).toISOString();
  const games = await ctx.stores.games.listByStatus('open', OPEN_SCAN, { where: (g) => listed(g) && (seated(g) || g.createdAt >= since) });
  return [...games.filter(seated), ...games.filter((g) => !seated(g))].slice(0, LIST_LIMIT);
}

/** Open and playing games by default, or the games in one status; newest first in each status. */
export async function listGames(ctx: Context, connectionId: string, msg: Pick<ListGames, 'reqId' | 'status'>): Promise<void> {
  const statuses: readonly GameStatus[] = msg.status ? [msg.status] : ['open', 'playing'];
  const lists = await Promise.all(statuses.map((status) => (status === 'open' ? openGames(ctx)
    : ctx.stores.games.listByStatus(status, LIST_LIMIT, { where: listed, scan: PRIVATE_SCAN }))));
  const games = lists.flat().map(summary);
  await send(ctx, connectionId, { type: 'games', ...replyTo(msg), games });
}

/**
 * `watchLobby`: the connection follows the lobby's channel (and leaves the game it followed), then
 * gets the lists. Subscribed first, so a change made while the lists are read is pushed after them.
 */
export async function watchLobby(ctx: Context, connectionId: string, msg: WatchLobby): Promise<void> {
  const before = await ctx.stores.connections.follow(connectionId, LOBBY_CHANNEL, undefined, freshConnection(ctx));
  if (before?.gameId && !isChannel(before.gameId)) {
    await pushPresence(ctx, before.gameId, { left: connectionId, leftSpectator: typeof before.seat !== 'number' });
  }
  await listGames(ctx, connectionId, { reqId: msg.reqId });
}
