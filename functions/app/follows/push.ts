// Pushing to an account: to the connections signed in to it (`getFriends` links a connection,
// `signOut` unlinks it). A connection found gone is unlinked and its record pruned, as a
// game's fan-out prunes.
import type { ServerMessage } from '../../protocol/messages.ts';
import type { IdentityStore } from '../../store/identity.ts';
import { freshConnection } from '../connection.ts';
import type { Context } from '../context.ts';
import { describeError } from '../log.ts';

/** Signs the connection in to the account for pushes, for as long as a connection lives. */
export const linkConnection = (ctx: Context, store: IdentityStore, accountId: string, connectionId: string): Promise<void> =>
  store.linkConnection(accountId, connectionId, freshConnection(ctx).expiresAt);

/** Sends the message to every connection signed in to the account; returns how many got it. */
export async function pushToAccount(ctx: Context, store: IdentityStore, accountId: string, message: ServerMessage): Promise<number> {
  const frame = JSON.stringify(message);
  const ids = await store.connections(accountId);
  const results = await Promise.allSettled(ids.map((id) => ctx.transport.send(id, frame)));
  let sent = 0;
  await Promise.allSettled(results.map(async (result, i) => {
    const connectionId = ids[i]!;
    if (result.status === 'rejected') return ctx.log.warn('delivery failed', { connectionId, ...describeError(result.reason) });
    if (result.value === 'sent') return void sent++;
    await store.unlinkConnection(accountId, connectionId);
    await ctx.stores.connections.delete(connectionId);
  }));
  ctx.metrics.count('FramesSent', undefined, sent);
  return sent;
}
