// Sessions: a random token given to the browser once, kept server-side only as its SHA-256.
import { SESSION_MS } from '../../protocol/identity.ts';
import type { AccountView } from '../../protocol/identity.ts';
import type { IdentityStore } from '../../store/identity.ts';
import type { Context } from '../context.ts';
import { hashToken, newSeatToken } from '../crypto.ts';
import { ServiceError } from '../errors.ts';
import type { RelyingParty } from './relying-party.ts';

/** The identity store, or `store/unavailable` on a stack without one. */
export function identityStore(ctx: Context): IdentityStore {
  const store = ctx.stores.identity;
  if (!store) throw new ServiceError('store/unavailable', 'Accounts are not available on this server.');
  return store;
}

export function relyingParty(ctx: Context): RelyingParty {
  if (!ctx.relyingParty) throw new ServiceError('auth/no-passkeys');
  return ctx.relyingParty;
}

export const epochSeconds = (ctx: Context, afterMs = 0): number => Math.floor((ctx.clock().getTime() + afterMs) / 1000);

/** Opens a session for the account and returns its token. */
export async function openSession(ctx: Context, accountId: string): Promise<string> {
  const token = newSeatToken(ctx.randomBytes);
  await identityStore(ctx).putSession({ tokenHash: hashToken(token), accountId, expiresAt: epochSeconds(ctx, SESSION_MS) });
  return token;
}

/** The account of a live session, or `auth/no-session`. */
export async function sessionAccount(ctx: Context, token: string): Promise<string> {
  const session = await identityStore(ctx).getSession(hashToken(token));
  if (!session || session.expiresAt <= epochSeconds(ctx)) throw new ServiceError('auth/no-session');
  return session.accountId;
}

/** What the account's owner sees of it: its name, how many passkeys, the seats it holds. */
export async function accountView(ctx: Context, accountId: string): Promise<AccountView> {
  const store = identityStore(ctx);
  const [account, passkeys, seats] = await Promise.all([store.getAccount(accountId), store.passkeys(accountId), store.seats(accountId)]);
  if (!account) throw new ServiceError('auth/no-session');
  return { accountId, name: account.name, passkeys: passkeys.length, seats };
}
