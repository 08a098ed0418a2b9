// What the gateway does with a client's message: a binary frame closes the connection, a request
// past the connection's or its address's limits is refused (`rate/limited`) unread, any other goes
// to `$default` in its address's turn (fair.ts).
import { WebSocket } from 'ws';
import { PROTOCOL_ERRORS } from '../protocol/messages.ts';
import type { FairQueue } from './fair.ts';
import { deliver, type CloseCause, type Live } from './live.ts';
import { isCreateGame, reqIdOf, type AddressBook, type GatewayLimits } from './throttle.ts';

const LIMITED = {
  inFlight: 'Too many requests in flight: wait for their answers.',
  rate: PROTOCOL_ERRORS['rate/limited'],
  backlog: 'Too much sent to this connection is still unread: read it first.',
  addressInFlight: 'Too many requests in flight from this address: wait for their answers.',
  addressRate: 'Too many requests from this address: slow down.',
  creates: 'Too many games created from this address: wait a minute.',
} as const;

export interface Inbound {
  readonly limits: GatewayLimits;
  readonly addresses: AddressBook;
  readonly fair: FairQueue;
  readonly close: (conn: Live, cause: CloseCause) => void;
  /** Runs `$default` with the message; resolves when the handler has returned. */
  readonly dispatch: (conn: Live, body: string) => Promise<unknown>;
}

/** Why the connection may not send this request now, or null. */
function refusal(inbound: Inbound, conn: Live, body: string, now: number): keyof typeof LIMITED | null {
  const { limits, addresses } = inbound;
  if (conn.inFlight >= limits.inFlight) return 'inFlight';
  // A client that does not read gets no more work done for it: its backlog only grows.
  if (conn.ws.bufferedAmount > limits.sendBacklogBytes) return 'backlog';
  const address = addresses.entry(conn.sourceIp, now);
  if (address.inFlight >= limits.addressInFlight) return 'addressInFlight';
  if (!conn.rate.take(now)) return 'rate';
  if (!address.requests.take(now)) return 'addressRate';
  if (isCreateGame(body) && !address.creates.take(now)) return 'creates';
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
  if (refused === 'backlog' && conn.backloggedSince !== 0 && now - conn.backloggedSince >= inbound.limits.sendBacklogRequestMs) {
    // It keeps asking and does not read: a slow consumer, closed now rather than at the sweep.
    return inbound.close(conn, 'slow-consumer');
  }
  if (refused) {
    const reqId = reqIdOf(body);
    const reply = { type: 'error', ...(reqId !== undefined ? { reqId } : {}), code: 'rate/limited', message: LIMITED[refused] };
    deliver(conn, JSON.stringify(reply), inbound.limits, now, inbound.close);
    if (!conn.refusals.take(now)) inbound.close(conn, 'flood');
    return;
  }
  const address = inbound.addresses.entry(conn.sourceIp, now);
  conn.inFlight++;
  address.inFlight++;
  void inbound.fair.run(conn.sourceIp, async () => {
    // Closed while it waited its turn: nobody would read the answer.
    if (conn.ws.readyState === WebSocket.OPEN) await inbound.dispatch(conn, body);
  }).then(() => {
    conn.inFlight--;
    address.inFlight--;
  });
}
