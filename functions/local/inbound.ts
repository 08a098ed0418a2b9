// What the gateway does with a client's message: a binary frame closes the connection, a request
// past the connection's limits is refused (`rate/limited`) unread, any other goes to `$default`.
import { WebSocket } from 'ws';
import { PROTOCOL_ERRORS } from '../protocol/messages.ts';
import { deliver, type CloseCause, type Live } from './live.ts';
import { isCreateGame, reqIdOf, type AddressBook, type GatewayLimits } from './throttle.ts';

const LIMITED = {
  inFlight: 'Too many requests in flight: wait for their answers.',
  rate: PROTOCOL_ERRORS['rate/limited'],
  creates: 'Too many games created from this address: wait a minute.',
} as const;

export interface Inbound {
  readonly limits: GatewayLimits;
  readonly addresses: AddressBook;
  readonly close: (conn: Live, cause: CloseCause) => void;
  /** Runs `$default` with the message; resolves when the handler has returned. */
  readonly dispatch: (conn: Live, body: string) => Promise<unknown>;
}

/** Why the connection may not send this request now, or null. */
function refusal(inbound: Inbound, conn: Live, body: string, now: number): keyof typeof LIMITED | null {
  if (conn.inFlight >= inbound.limits.inFlight) return 'inFlight';
  if (!conn.rate.take(now)) return 'rate';
  if (isCreateGame(body) && !inbound.addresses.takeCreate(conn.sourceIp, now)) return 'creates';
  return null;
}

export function onMessage(inbound: Inbound, conn: Live, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
  if (conn.ws.readyState !== WebSocket.OPEN) return;
  const now = Date.now();
  conn.lastActiveAt = now;
  // API Gateway's WebSocket APIs take text; a binary frame closes the connection.
  if (isBinary) return inbound.close(conn, 'binary');
  const raw = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  const body = raw.toString('utf8');
  const refused = refusal(inbound, conn, body, now);
  if (refused) {
    const reqId = reqIdOf(body);
    const reply = { type: 'error', ...(reqId !== undefined ? { reqId } : {}), code: 'rate/limited', message: LIMITED[refused] };
    deliver(conn, JSON.stringify(reply), inbound.limits, now, inbound.close);
    if (!conn.refusals.take(now)) inbound.close(conn, 'flood');
    return;
  }
  conn.inFlight++;
  void inbound.dispatch(conn, body).then(() => {
    conn.inFlight--;
  });
}
