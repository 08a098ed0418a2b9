// Joining a game so that no answer can be lost for good: the join carries a joinId, made once per
// join attempt and kept in session storage until the join is answered for good. The server
// answers a repeated joinId with the seat it claimed and a fresh token (docs/protocol.md), so the
// join is sent again on every new socket and after a transient error, until `joined` or a final error.
import type { Connection } from '../net/connection.ts';
import { request, RequestError } from '../net/request.ts';
import { newId, type ServerMessage } from '../lib/protocol.ts';
import type { KeyValueStore } from './seats.ts';

/** Errors after which the same join (same joinId) is sent again. */
const TRANSIENT = new Set(['store/conflict', 'store/unavailable', 'server/internal', 'client/timeout']);

export interface JoinRequest {
  readonly gameId: string;
  readonly name: string;
  readonly seat?: number;
}

export interface JoinOptions {
  /** Tries before a transient error is given up on (the joinId is kept for the next attempt). */
  readonly attempts?: number;
  /** Wait before the n-th retry: n times this. */
  readonly retryMs?: number;
}

const joinKey = (gameId: string) => `hexfold.join.${gameId}`;

export async function joinGame(
  connection: Connection, session: KeyValueStore, join: JoinRequest, options: JoinOptions = {},
): Promise<Extract<ServerMessage, { type: 'joined' }>> {
  const { attempts = 5, retryMs = 1_000 } = options;
  const key = joinKey(join.gameId);
  const joinId = session.getItem(key) ?? newId();
  session.setItem(key, joinId);
  const message = { type: 'joinGame', gameId: join.gameId, name: join.name, joinId, ...(join.seat === undefined ? {} : { seat: join.seat }) } as const;
  for (let attempt = 1; ; attempt++) {
    try {
      const joined = await request(connection, message, 'joined', { resendOnReopen: true });
      session.removeItem(key);
      return joined;
    } catch (err) {
      const transient = err instanceof RequestError && TRANSIENT.has(err.code);
      if (!transient) session.removeItem(key);
      if (!transient || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryMs * attempt));
    }
  }
}
