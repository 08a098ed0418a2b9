// The gateway's open connections: posting a frame to one (the Management API's POST, in-process
// or over HTTP), closing one, and the checks that close idle, old and slow ones.
import { WebSocket } from 'ws';
import { TokenBucket, type GatewayLimits } from './throttle.ts';

/** API Gateway's limit on a posted message. */
export const MAX_POST_BYTES = 128 * 1024;

/** What a post did: queued, no such open connection, or more than a message may hold. */
export type PostResult = 'ok' | 'gone' | 'too-large';

export interface Live {
  readonly connectionId: string;
  readonly ws: WebSocket;
  readonly connectedAt: number;
  /** When the client last sent a message. */
  lastActiveAt: number;
  readonly sourceIp: string;
  readonly userAgent: string;
  /** Its requests being handled now. */
  inFlight: number;
  /** Its requests' allowance, and the allowance of requests refused before it is closed. */
  readonly rate: TokenBucket;
  readonly refusals: TokenBucket;
  /** Since when its unsent bytes have been over the backlog cap (0: they are not). */
  backloggedSince: number;
}

export function newLive(
  fields: Pick<Live, 'connectionId' | 'ws' | 'connectedAt' | 'sourceIp' | 'userAgent'>, limits: GatewayLimits,
): Live {
  const now = fields.connectedAt;
  return {
    ...fields,
    lastActiveAt: now,
    inFlight: 0,
    rate: new TokenBucket(limits.messagesPerSecond, limits.messageBurst, now),
    refusals: new TokenBucket(limits.messagesPerSecond, limits.refusalsBeforeClose, now),
    backloggedSince: 0,
  };
}

/** Why the gateway closes a connection, and the close code and reason the client gets. */
export const CLOSES = {
  idle: [1001, 'Idle timeout'],
  age: [1001, 'Connection time limit'],
  'slow-consumer': [1008, 'Slow consumer'],
  flood: [1008, 'Too many requests'],
  'frame-too-large': [1009, 'Frame too large'],
  binary: [1003, 'Binary frames are not supported'],
  deleted: [1000, ''],
  shutdown: [1001, 'server shutting down'],
} as const satisfies Record<string, readonly [number, string]>;
export type CloseCause = keyof typeof CLOSES;

/** How long a closed connection has to finish the close handshake before its socket is dropped. */
const CLOSE_GRACE_MS = 2000;

/**
 * Starts the close handshake of an open connection; the socket is dropped after a grace period
 * if the client does not answer (a client that does not read would never see the close frame
 * behind its backlog).
 */
export function closeLive(conn: Live, cause: CloseCause): void {
  const { ws } = conn;
  if (ws.readyState !== WebSocket.OPEN) return;
  const [code, reason] = CLOSES[cause];
  ws.close(code, reason);
  setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
}

const byteLength = (data: string | Buffer): number => (typeof data === 'string' ? Buffer.byteLength(data) : data.length);

/**
 * Queues one text frame for a connection, as API Gateway's PostToConnection does, and never waits
 * for the client to read it. A frame that would take the connection's unsent bytes past the cap
 * closes the connection instead (`gone`): one slow reader may not hold memory or anyone else back.
 */
export function deliver(
  conn: Live | undefined, data: string | Buffer, limits: Pick<GatewayLimits, 'sendBufferBytes' | 'sendBacklogBytes'>,
  now: number, onClose: (conn: Live, cause: CloseCause) => void,
): PostResult {
  const size = byteLength(data);
  if (size > MAX_POST_BYTES) return 'too-large';
  if (!conn || conn.ws.readyState !== WebSocket.OPEN) return 'gone';
  const unsent = conn.ws.bufferedAmount + size;
  if (unsent > limits.sendBufferBytes) {
    onClose(conn, 'slow-consumer');
    return 'gone';
  }
  conn.ws.send(data, { binary: false });
  if (unsent <= limits.sendBacklogBytes) conn.backloggedSince = 0;
  else if (conn.backloggedSince === 0) conn.backloggedSince = now;
  return 'ok';
}

/** Why a connection should be closed now, if it should. */
export function overdue(conn: Live, limits: GatewayLimits, now: number): CloseCause | null {
  if (now - conn.lastActiveAt >= limits.idleMs) return 'idle';
  if (now - conn.connectedAt >= limits.maxAgeMs) return 'age';
  if (conn.backloggedSince !== 0) {
    if (conn.ws.bufferedAmount <= limits.sendBacklogBytes) conn.backloggedSince = 0;
    else if (now - conn.backloggedSince >= limits.sendBacklogMs) return 'slow-consumer';
  }
  return null;
}
