// The identity requests' entry: accounts and passkeys (docs/protocol.md, "Accounts").
import type { ClientMessage } from '../../protocol/messages.ts';
import type { Context } from '../context.ts';
import { adoptSeats, deleteAccount, getAccount, signOut } from './account.ts';
import { limitPasskeys, passkeyOptions, passkeyRegister, passkeySignIn } from './ceremonies.ts';

export type IdentityRequest = Extract<ClientMessage, {
  type: 'passkeyOptions' | 'passkeyRegister' | 'passkeySignIn' | 'getAccount' | 'adoptSeats' | 'signOut' | 'deleteAccount';
}>;

export async function handleIdentity(ctx: Context, connectionId: string, msg: IdentityRequest): Promise<void> {
  switch (msg.type) {
    case 'passkeyOptions': return limitPasskeys(ctx, connectionId).then(() => passkeyOptions(ctx, connectionId, msg));
    case 'passkeyRegister': return limitPasskeys(ctx, connectionId).then(() => passkeyRegister(ctx, connectionId, msg));
    case 'passkeySignIn': return limitPasskeys(ctx, connectionId).then(() => passkeySignIn(ctx, connectionId, msg));
    case 'getAccount': return getAccount(ctx, connectionId, msg);
    case 'adoptSeats': return adoptSeats(ctx, connectionId, msg);
    case 'signOut': return signOut(ctx, connectionId, msg);
    case 'deleteAccount': return deleteAccount(ctx, connectionId, msg);
    default: {
      const unknown: never = msg;
      return unknown;
    }
  }
}
