// The application service: one entry per WebSocket route. Every request is answered, and no
// failure escapes: unexpected errors become `server/internal` (logged without game data).
import type { ClientMessage } from '../protocol/messages.ts';
import { StoreUnavailableError } from '../store/types.ts';
import { pushPresence } from './broadcast.ts';
import { say } from './chat.ts';
import { handleCommand } from './command.ts';
import { leaveGame, voteBot } from './hand-over.ts';
import type { Context } from './context.ts';
import { errorReply, replyTo, ServiceError, type Correlation } from './errors.ts';
import { createGame, joinGame, listGames, watchLobby } from './lobby.ts';
import { isChannel } from './lobby-push.ts';
import { addBot } from './seats.ts';
import { handleIdentity } from './identity/index.ts';
import { getLeaderboard } from './players/leaderboard.ts';
import { getPlayer } from './players/player.ts';
import { handleFollows } from './follows/index.ts';
import { limitCreateGame } from './limits.ts';
import { countRejected } from './game-metrics.ts';
import { describeError } from './log.ts';
import { parseMessage } from './parse.ts';
import { send } from './send.ts';
import { freshConnection } from './connection.ts';
import { resume, spectate } from './watch.ts';

export { createContext, type Context, type Deps, type DepsInput } from './context.ts';

function route(ctx: Context, connectionId: string, msg: ClientMessage): Promise<void> {
  switch (msg.type) {
    case 'ping': return pong(ctx, connectionId, msg);
    case 'listGames': return listGames(ctx, connectionId, msg);
    case 'watchLobby': return watchLobby(ctx, connectionId, msg);
    case 'createGame': return limitCreateGame(ctx, connectionId).then(() => createGame(ctx, connectionId, msg));
    case 'joinGame': return joinGame(ctx, connectionId, msg);
    case 'spectate': return spectate(ctx, connectionId, msg);
    case 'resume': return resume(ctx, connectionId, msg);
    case 'addBot': return addBot(ctx, connectionId, msg);
    // The games item (and the lobby) follow a command that started or won the game.
    case 'command': return handleCommand(ctx, connectionId, msg);
    case 'say': return say(ctx, connectionId, msg);
    case 'leaveGame': return leaveGame(ctx, connectionId, msg);
    case 'voteBot': return voteBot(ctx, connectionId, msg);
    case 'passkeyOptions': case 'passkeyRegister': case 'passkeySignIn':
    case 'getAccount': case 'adoptSeats': case 'signOut': case 'deleteAccount':
      return handleIdentity(ctx, connectionId, msg);
    case 'getPlayer': return getPlayer(ctx, connectionId, msg);
    case 'follow': case 'unfollow': case 'getFriends': case 'invite': case 'answerInvite':
      return handleFollows(ctx, connectionId, msg);
    case 'getLeaderboard': return getLeaderboard(ctx, connectionId, msg);
    default: {
      const unknown: never = msg;
      throw new ServiceError('protocol/unknown-type', `Unknown message type ${(unknown as { type: string }).type}.`);
    }
  }
}

/** A ping that names a game learns its head: one query of the newest item, no more. */
async function pong(ctx: Context, connectionId: string, msg: Extract<ClientMessage, { type: 'ping' }>): Promise<void> {
  // Every pong tells the server's clock (deadlines are counted on it).
  if (msg.gameId === undefined) return send(ctx, connectionId, { type: 'pong', ...replyTo(msg), now: ctx.clock().getTime() });
  const [newest] = await ctx.stores.events.latest(msg.gameId, 1);
  await send(ctx, connectionId, { type: 'pong', ...replyTo(msg), gameId: msg.gameId, head: newest?.version ?? 0, now: ctx.clock().getTime() });
}

/** Maps any failure to the error the client sees, and logs the unexpected ones. */
function toServiceError(ctx: Context, error: unknown, connectionId: string, type?: string): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof StoreUnavailableError) {
    ctx.log.warn('store unavailable', { connectionId, type, ...describeError(error) });
    return new ServiceError('store/unavailable');
  }
  ctx.log.error('unexpected error', { connectionId, type, ...describeError(error) });
  return new ServiceError('server/internal');
}

async function replyError(ctx: Context, connectionId: string, error: ServiceError, ids: Correlation): Promise<void> {
  try {
    await send(ctx, connectionId, errorReply(error.code, error.message, ids));
  } catch (failure) {
    ctx.log.error('error reply failed', { connectionId, ...describeError(failure) });
  }
}

/** `$default`: one client frame. */
export async function handleMessage(ctx: Context, connectionId: string, body: string | undefined): Promise<void> {
  const parsed = parseMessage(body);
  if (!parsed.message) return replyError(ctx, connectionId, parsed.error ?? new ServiceError('server/internal'), parsed.ids);
  try {
    await route(ctx, connectionId, parsed.message);
  } catch (error) {
    const failure = toServiceError(ctx, error, connectionId, parsed.message.type);
    if (parsed.message.type === 'command') countRejected(ctx, parsed.message.gameId, failure.code);
    await replyError(ctx, connectionId, failure, parsed.ids);
  }
}

/** `$connect`: registers the connection. Nothing may be sent to it until this returns. */
export async function handleConnect(ctx: Context, connectionId: string): Promise<void> {
  await ctx.stores.connections.put({ connectionId, ...freshConnection(ctx) });
}

/** `$disconnect` (best effort in AWS: a connection found gone on sending is pruned as well). */
export async function handleDisconnect(ctx: Context, connectionId: string): Promise<void> {
  try {
    const old = await ctx.stores.connections.delete(connectionId);
    if (old?.gameId && !isChannel(old.gameId)) await pushPresence(ctx, old.gameId, { left: connectionId, leftSpectator: typeof old.seat !== 'number' });
  } catch (error) {
    ctx.log.warn('disconnect cleanup failed', { connectionId, ...describeError(error) });
  }
}
