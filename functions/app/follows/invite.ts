// Inviting a player to my table, and answering an invitation. An invitation is an item of the
// invited account's partition (one per inviter and table, an hour), pushed at once to the
// connections signed in to that account; answering takes it away (accepting: the page then joins).
import { INVITATION_MS } from '../../protocol/follows.ts';
import type { ClientMessage } from '../../protocol/messages.ts';
import type { Context } from '../context.ts';
import { replyTo, ServiceError } from '../errors.ts';
import { epochSeconds, identityStore, sessionAccount } from '../identity/session.ts';
import { send } from '../send.ts';
import { invitationView } from './friends.ts';
import { pushToAccount } from './push.ts';
import { hasFreeSeat, tableOf } from './tables.ts';

type Msg<T extends string> = Extract<ClientMessage, { type: T }>;

export async function invite(ctx: Context, connectionId: string, msg: Msg<'invite'>): Promise<void> {
  const me = await sessionAccount(ctx, msg.sessionToken);
  if (msg.playerId === me) throw new ServiceError('invite/self');
  const store = identityStore(ctx);
  const [self, player, game, accounts] = await Promise.all([
    store.getAccount(me), store.getAccount(msg.playerId), ctx.stores.games.get(msg.gameId), store.gameAccounts(msg.gameId),
  ]);
  if (!self) throw new ServiceError('auth/no-session');
  if (!player) throw new ServiceError('player/not-found');
  if (!game) throw new ServiceError('game/not-found');
  if (!accounts.some((a) => a.accountId === me)) throw new ServiceError('invite/not-seated');
  if (accounts.some((a) => a.accountId === msg.playerId)) throw new ServiceError('invite/already-seated');
  const table = tableOf(game, -1);
  if (!table || !hasFreeSeat(table)) throw new ServiceError('invite/no-free-seat');
  const record = {
    to: msg.playerId, gameId: msg.gameId, from: me, fromName: self.name, at: ctx.clock().toISOString(), expiresAt: epochSeconds(ctx, INVITATION_MS),
  };
  await store.putInvitation(record);
  await pushToAccount(ctx, store, msg.playerId, { type: 'invitation', invitation: invitationView(record, table)! });
  await send(ctx, connectionId, { type: 'inviteSent', ...replyTo(msg), playerId: msg.playerId, gameId: msg.gameId });
}

export async function answerInvite(ctx: Context, connectionId: string, msg: Msg<'answerInvite'>): Promise<void> {
  const me = await sessionAccount(ctx, msg.sessionToken);
  const taken = await identityStore(ctx).takeInvitation(me, msg.gameId, msg.from);
  if (!taken || taken.expiresAt <= epochSeconds(ctx)) throw new ServiceError('invite/not-found');
  await send(ctx, connectionId, { type: 'inviteAnswered', ...replyTo(msg), gameId: msg.gameId, from: msg.from, accept: msg.accept });
}
