// A connection's record as it starts: when it connected and when the store may forget it.
import type { ConnectionRecord } from '../store/types.ts';
import type { Context } from './context.ts';

/** API Gateway closes a connection after two hours at most; the record outlives it a little. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export function freshConnection(ctx: Context): Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'> {
  const now = ctx.clock();
  return { connectedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS };
}
