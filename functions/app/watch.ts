// Following a game: subscribe a connection, send it the events it has not seen, and tell the
// game's connections who is there. Used by spectate, resume and join.
import type { ClientMessage } from '../protocol/messages.ts';
import { endsGame, readSince } from '../store/stream.ts';
import type { ConnectionRecord } from '../store/types.ts';
import { afterAppend } from './bots.ts';
import { pushPresence } from './broadcast.ts';
import { sendChatCatchUp } from './chat.ts';
import type { Context } from './context.ts';
import { freshConnection } from './connection.ts';
import { withFormerNames } from './former.ts';
import { ServiceError } from './errors.ts';
import { isChannel } from './lobby-push.ts';
import { returnToSeat } from './seats.ts';
import { eventFrames, sendInOrder, viewerOf } from './send.ts';

type Spectate = Extract<ClientMessage, { type: 'spectate' }>;
type Resume = Extract<ClientMessage, { type: 'resume' }>;

/**
 * Checks `lastVersion`, subscribes the connection, tells the game, then sends every record after
 * `lastVersion`. The second read, after subscribing, catches what was appended in between, so
 * together with the broadcasts that follow nothing is missed.
 */
export async function follow(
  ctx: Context, connectionId: string, gameId: string, seat: number | undefined, lastVersion: number, reqId?: string,
): Promise<void> {
  const events = ctx.stores.events;
  const first = await readSince(events, gameId, lastVersion, ctx.snapshotEvery);
  if (!first) throw new ServiceError('game/not-found');
  if (lastVersion > first.head) throw new ServiceError('protocol/bad-version');
  const fresh = freshConnection(ctx);
  const before = await ctx.stores.connections.follow(connectionId, gameId, seat, fresh);
  const later = await events.range(gameId, first.head);
  const records = [...first.records, ...later];
  const head = records.length > 0 ? records[records.length - 1].version : first.head;
  const viewer = viewerOf({ seat }, first.finished || later.some(endsGame));
  // Presence first: once its catch-up has arrived, every connection has heard of this one, so a
  // client that leaves at once cannot be outrun by the news of its arrival.
  const joined: ConnectionRecord = { ...fresh, ...before, connectionId, gameId, seat };
  // A follow that changes nothing (the same game, as the same seat or spectator) changes no presence.
  const unchanged = before?.gameId === gameId && before.seat === seat;
  const pushes = unchanged ? [] : [pushPresence(ctx, gameId, { joined })];
  if (before?.gameId && before.gameId !== gameId && !isChannel(before.gameId)) pushes.push(pushPresence(ctx, before.gameId, { left: connectionId, leftSpectator: typeof before.seat !== 'number' }));
  // The former players' names are read while the presence goes out (the catch-up is sent after both).
  const [, sent] = await Promise.all([Promise.all(pushes), withFormerNames(ctx, gameId, records)]);
  await sendInOrder(ctx, connectionId, eventFrames({ gameId, viewer, head, reqId }, sent));
  // The chat after the events: the latest lines, or all the table's for a replay (a whole re-read of a finished game).
  await sendChatCatchUp(ctx, connectionId, gameId, seat, viewer === 'all' && lastVersion === 0, reqId);
}

export async function spectate(ctx: Context, connectionId: string, msg: Spectate): Promise<void> {
  await follow(ctx, connectionId, msg.gameId, undefined, msg.lastVersion ?? 0, msg.reqId);
}

/** Comes back to a game; a seat a bot played while its player was away is returned first (in the catch-up). */
export async function resume(ctx: Context, connectionId: string, msg: Resume): Promise<void> {
  let seat: number | undefined;
  if (msg.seatToken !== undefined) {
    const found = await ctx.directory.seatFor(msg.gameId, msg.seatToken);
    if (found === undefined) throw new ServiceError('game/not-found');
    if (found === null) throw new ServiceError('auth/bad-token');
    seat = found;
  }
  const returned = seat === undefined ? null : await returnToSeat(ctx, msg.gameId, seat);
  await follow(ctx, connectionId, msg.gameId, seat, msg.lastVersion, msg.reqId);
  if (returned) await afterAppend(ctx, msg.gameId, returned.state, returned.record);
}
