// Limits the application enforces itself, so that they hold in AWS as they do locally: each is a
// token bucket on the connection's record, taken with a conditional update, so every container
// of the `$default` function counts against the same bucket. (The local gateway adds limits per
// address and per connection of its own: functions/local/throttle.ts.)
import type { TokenRule } from '../store/types.ts';
import type { Context } from './context.ts';
import { ServiceError } from './errors.ts';
import { freshConnection } from './connection.ts';

/** Games one connection may create: five at once, then one every 12 seconds (five a minute). */
export const CREATE_GAME_RULE: TokenRule = { everyMs: 12_000, burst: 5 };

/** Takes a `createGame` token of the connection, or refuses the request with `rate/limited`. */
export async function limitCreateGame(ctx: Context, connectionId: string): Promise<void> {
  const now = ctx.clock();
  const taken = await ctx.stores.connections.takeToken(connectionId, 'createGame', CREATE_GAME_RULE, now.getTime(), freshConnection(ctx));
  if (!taken) throw new ServiceError('rate/limited', 'Too many games created on this connection: wait a minute.');
}

/** Invitations one connection may send: five at once, then one every 20 seconds. */
export const INVITE_RULE: TokenRule = { everyMs: 20_000, burst: 5 };

/** Takes an `invite` token of the connection, or refuses the request with `rate/limited`. */
export async function limitInvites(ctx: Context, connectionId: string): Promise<void> {
  const taken = await ctx.stores.connections.takeToken(connectionId, 'invite', INVITE_RULE, ctx.clock().getTime(), freshConnection(ctx));
  if (!taken) throw new ServiceError('rate/limited', 'Too many invitations from this connection: wait a minute.');
}
