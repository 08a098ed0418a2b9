// The account's own requests, each with its session token: who am I, adopt a guest's seats,
// sign out, delete the account. A seat is adopted only with its token, checked against the
// game's token hash: no account can come to hold a seat it could not already play.
import type { ClientMessage } from '../../protocol/messages.ts';
import type { AccountSeat } from '../../protocol/identity.ts';
import type { Context } from '../context.ts';
import { hashToken, sameHash } from '../crypto.ts';
import { replyTo } from '../errors.ts';
import { describeError } from '../log.ts';
import { FORMER_NAME } from '../../protocol/players.ts';
import { send } from '../send.ts';
import { accountView, identityStore, sessionAccount } from './session.ts';

type Msg<T extends string> = Extract<ClientMessage, { type: T }>;

export async function getAccount(ctx: Context, connectionId: string, msg: Msg<'getAccount'>): Promise<void> {
  const accountId = await sessionAccount(ctx, msg.sessionToken);
  await send(ctx, connectionId, { type: 'account', ...replyTo(msg), account: await accountView(ctx, accountId) });
}

/** The seat the token holds in that game, or null (no such game, or not its token). */
async function seatOf(ctx: Context, gameId: string, seatToken: string): Promise<number | null> {
  const game = await ctx.stores.games.get(gameId);
  if (!game) return null;
  const hash = hashToken(seatToken);
  const seat = game.seatTokenHashes.findIndex((h) => h !== null && sameHash(h, hash));
  return seat >= 0 ? seat : null;
}

export async function adoptSeats(ctx: Context, connectionId: string, msg: Msg<'adoptSeats'>): Promise<void> {
  const accountId = await sessionAccount(ctx, msg.sessionToken);
  const store = identityStore(ctx);
  const refused: string[] = [];
  const adopted: AccountSeat[] = [];
  for (const { gameId, seatToken } of msg.seats) {
    const seat = await seatOf(ctx, gameId, seatToken);
    if (seat === null) refused.push(gameId);
    else adopted.push({ gameId, seat, seatToken });
  }
  const at = ctx.clock().toISOString();
  for (const seat of adopted) await store.linkSeat(accountId, seat, at);
  await send(ctx, connectionId, { type: 'adopted', ...replyTo(msg), refused, account: await accountView(ctx, accountId) });
}

export async function signOut(ctx: Context, connectionId: string, msg: Msg<'signOut'>): Promise<void> {
  const store = identityStore(ctx);
  // This connection no longer gets the account's invitations (follows/push.ts).
  const session = await store.getSession(hashToken(msg.sessionToken));
  if (session) await store.unlinkConnection(session.accountId, connectionId);
  await store.deleteSession(hashToken(msg.sessionToken));
  await send(ctx, connectionId, { type: 'signedOut', ...replyTo(msg) });
}

export async function deleteAccount(ctx: Context, connectionId: string, msg: Msg<'deleteAccount'>): Promise<void> {
  const accountId = await sessionAccount(ctx, msg.sessionToken);
  const seats = await identityStore(ctx).deleteAccount(accountId);
  await neutralNames(ctx, seats);
  ctx.log.info('account deleted', { connectionId });
  await send(ctx, connectionId, { type: 'accountDeleted', ...replyTo(msg) });
}

/**
 * A deleted account's seats keep their events; the games item names them FORMER_NAME (the lobby's
 * lists, players' pages), and catch-ups send that name in their SeatClaimed (watch.ts), so the
 * name typed at the join is no longer shown. A failure is logged: the account is gone regardless.
 */
async function neutralNames(ctx: Context, seats: readonly AccountSeat[]): Promise<void> {
  for (const { gameId, seat } of seats) {
    try {
      await ctx.stores.games.setSeatName(gameId, seat, FORMER_NAME);
      ctx.directory.forget(gameId);
    } catch (error) {
      ctx.log.warn('neutral name failed', { gameId, seat, ...describeError(error) });
    }
  }
}
