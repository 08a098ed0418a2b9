// Following a player, and no longer: items of the follower's own partition, nothing on the
// followed player's side (nobody reads "who follows me").
import { MAX_FOLLOWING } from '../../protocol/follows.ts';
import type { ClientMessage } from '../../protocol/messages.ts';
import type { Context } from '../context.ts';
import { replyTo, ServiceError } from '../errors.ts';
import { identityStore, sessionAccount } from '../identity/session.ts';
import { send } from '../send.ts';

type Msg<T extends string> = Extract<ClientMessage, { type: T }>;

export async function follow(ctx: Context, connectionId: string, msg: Msg<'follow'>): Promise<void> {
  const me = await sessionAccount(ctx, msg.sessionToken);
  if (msg.playerId === me) throw new ServiceError('follow/self');
  const store = identityStore(ctx);
  const player = await store.getAccount(msg.playerId);
  if (!player) throw new ServiceError('player/not-found');
  // A read, then the write: two follows racing at the limit may both pass (one over, harmless).
  const follows = await store.following(me);
  const already = follows.some((f) => f.playerId === msg.playerId);
  if (!already && follows.length >= MAX_FOLLOWING) throw new ServiceError('follow/too-many');
  if (!already) await store.follow(me, msg.playerId, ctx.clock().toISOString());
  await send(ctx, connectionId, { type: 'followed', ...replyTo(msg), playerId: msg.playerId, name: player.name });
}

export async function unfollow(ctx: Context, connectionId: string, msg: Msg<'unfollow'>): Promise<void> {
  const me = await sessionAccount(ctx, msg.sessionToken);
  await identityStore(ctx).unfollow(me, msg.playerId);
  await send(ctx, connectionId, { type: 'unfollowed', ...replyTo(msg), playerId: msg.playerId });
}
