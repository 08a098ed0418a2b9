// Requests that may safely be sent again: they carry an id made once per attempt and kept in
// session storage until the request is answered for good. The server answers a repeated id with
// what the first request did (docs/protocol.md), so the request is sent again on every new
// socket and after a transient error, until it is answered or fails for good.
import type { Connection } from '../net/connection.ts';
import { request, RequestError } from '../net/request.ts';
import { newId, type ClientMessage, type ServerMessage } from '../lib/protocol.ts';
import type { KeyValueStore } from './seats.ts';

/** Errors after which the same request (same id) is sent again. */
const TRANSIENT = new Set(['store/conflict', 'store/unavailable', 'server/internal', 'client/timeout', 'rate/limited']);

/** May a request that failed this way be sent again with the same id? */
export const isTransient = (err: unknown): boolean => err instanceof RequestError && TRANSIENT.has(err.code);

export interface RepeatOptions {
  /** Tries before a transient error is given up on (the id is kept for the next attempt). */
  readonly attempts?: number;
  /** Wait before the n-th retry: n times this. */
  readonly retryMs?: number;
  /** Keep the id once answered: the caller forgets it when what follows the answer is done. */
  readonly keep?: boolean;
}

export async function repeatable<T extends ServerMessage['type']>(
  connection: Connection, session: KeyValueStore, key: string, message: (id: string) => ClientMessage, expect: T,
  options: RepeatOptions = {},
): Promise<Extract<ServerMessage, { type: T }>> {
  const { attempts = 5, retryMs = 1_000, keep = false } = options;
  const id = session.getItem(key) ?? newId();
  session.setItem(key, id);
  const withId = message(id);
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await request(connection, withId, expect, { resendOnReopen: true });
      if (!keep) session.removeItem(key);
      return answer;
    } catch (err) {
      const transient = isTransient(err);
      if (!transient) session.removeItem(key);
      if (!transient || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryMs * attempt));
    }
  }
}
