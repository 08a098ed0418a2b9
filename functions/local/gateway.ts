// A local stand-in for API Gateway's WebSocket API on one HTTP server: WebSocket upgrades on /ws
// invoke the Lambda handlers with API-Gateway-shaped events, and the Management API
// (/@connections/{id}) lets the unchanged SDK client post back. It also serves the web client.
// It enforces API Gateway's limits and a few of its own (throttle.ts; docs/architecture.md, "Limits").
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { consoleLogger, describeError, type Logger } from '../app/log.ts';
import type { Handler, WebSocketEvent } from '../handlers/lambda.ts';
import { frameWatcher } from './frames.ts';
import { closeLive, CLOSES, deliver, MAX_POST_BYTES, newLive, overdue, type CloseCause, type Live, type PostResult } from './live.ts';
import { onMessage, type Inbound } from './inbound.ts';
import { isLoopback, manage, MANAGEMENT_PATH } from './management.ts';
import { serveConfig, serveStatic } from './static.ts';
import { FairQueue } from './fair.ts';
import { AddressBook, clientAddress, DEFAULT_LIMITS, type GatewayLimits } from './throttle.ts';

export { DEFAULT_LIMITS, type GatewayLimits } from './throttle.ts';
export type { PostResult } from './live.ts';
export { isLoopback } from './management.ts';

/** API Gateway's limits: a frame is 32 KB at most, a message (in one frame or several) 128 KB. */
export const MAX_FRAME_BYTES = 32 * 1024;
export const MAX_GATEWAY_MESSAGE_BYTES = MAX_POST_BYTES;

export interface GatewayHandlers {
  readonly connect: Handler;
  readonly disconnect: Handler;
  readonly message: Handler;
}

export interface GatewayOptions {
  readonly port: number;
  readonly host?: string;
  /** Called once the port is known, before the first connection: the handlers may need it. */
  readonly handlers: (port: number) => GatewayHandlers;
  readonly webDist?: string;
  readonly stage?: string;
  /** Any of the limits, instead of the defaults (tests: short timeouts). */
  readonly limits?: Partial<GatewayLimits>;
  readonly log?: Logger;
  /**
   * Behind a reverse proxy: the header it writes the client's address into (HEXFOLD_TRUST_PROXY).
   * Without it, the address is the TCP peer's, whatever the headers say.
   */
  readonly trustProxy?: string;
  /** More of the site's /config.json (tests: `stallMs`, the stall time the server counts). */
  readonly siteConfig?: Readonly<Record<string, unknown>>;
}

export interface Gateway {
  readonly port: number;
  readonly url: string;
  readonly wsUrl: string;
  /** PostToConnection without HTTP: the same checks and caps as a POST to the Management API. */
  post(connectionId: string, data: string | Buffer): PostResult;
  /** DeleteConnection without HTTP. */
  disconnect(connectionId: string): 'ok' | 'gone';
  /** Closes every socket (running `$disconnect`), waits for handlers in flight, stops listening. */
  close(): Promise<void>;
}

/** Ids look like API Gateway's (base64, with '=' and maybe '/' or '+'), so URL encoding matters. */
const newConnectionId = () => randomBytes(10).toString('base64');

const unavailable: Handler = async () => ({ statusCode: 503 });
const NOT_READY: GatewayHandlers = { connect: unavailable, disconnect: unavailable, message: unavailable };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The path of a request target, or null when it is not one (`new URL` throws on many). */
function pathOf(target: string | undefined): string | null {
  try {
    return new URL(target ?? '/', 'http://local').pathname;
  } catch {
    return null;
  }
}

function reject(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const host = options.host ?? '127.0.0.1';
  const stage = options.stage ?? 'local';
  const limits: GatewayLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? consoleLogger(process.env.HEXFOLD_LOG ?? 'warn');
  const live = new Map<string, Live>();
  const addresses = new AddressBook(limits);
  const fair = new FairQueue({ total: limits.handlers, perAddress: limits.handlersPerAddress });
  const inFlight = new Set<Promise<unknown>>();
  const sockets = new Set<Duplex>();
  let closing = false;
  // ws caps whole messages; frames are capped as they arrive (frames.ts).
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_GATEWAY_MESSAGE_BYTES });
  const server = createServer((req, res) => route(req, res));
  // Replaced once the port is known, before the first connection can arrive.
  let handlers: GatewayHandlers = NOT_READY;
  let domainName = '';

  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => undefined);
    return p;
  };

  const event = (routeKey: string, eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT', connectionId: string, connectedAt: number, body?: string): WebSocketEvent => ({
    requestContext: {
      routeKey, eventType, connectionId, connectedAt, domainName, stage,
      requestId: randomUUID(), messageId: randomUUID(), extendedRequestId: randomUUID(), apiId: 'local',
      requestTime: new Date().toUTCString(), requestTimeEpoch: Date.now(), messageDirection: 'IN',
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
  });

  /** Runs a handler; never rejects (a crash is a 500, as Lambda's would be). */
  const invoke = (handler: Handler, e: WebSocketEvent) =>
    track(Promise.resolve().then(() => handler(e)).catch((error: unknown) => {
      log.error('handler crashed', { route: e.requestContext.routeKey, ...describeError(error) });
      return { statusCode: 500 };
    }));

  const close = (conn: Live, cause: CloseCause): void => {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    const [code] = CLOSES[cause];
    const fields = { connectionId: conn.connectionId, cause, code, sourceIp: conn.sourceIp };
    if (code === 1008 || code === 1009) log.warn('connection closed', fields);
    else log.info('connection closed', fields);
    closeLive(conn, cause);
  };

  const openConnection = (connectionId: string): Live | undefined => {
    const conn = live.get(connectionId);
    return conn && conn.ws.readyState === WebSocket.OPEN ? conn : undefined;
  };
  const inbound: Inbound = {
    limits, addresses, fair, close,
    dispatch: (conn, body) => invoke(handlers.message, event('$default', 'MESSAGE', conn.connectionId, conn.connectedAt, body)),
  };
  const post = (connectionId: string, data: string | Buffer): PostResult => deliver(live.get(connectionId), data, limits, Date.now(), close);
  const disconnect = (connectionId: string): 'ok' | 'gone' => {
    const conn = openConnection(connectionId);
    if (!conn) return 'gone';
    close(conn, 'deleted');
    return 'ok';
  };

  function route(req: IncomingMessage, res: ServerResponse): void {
    try {
      // The Management API first, on the raw path: it is every reply and broadcast of the game.
      const management = MANAGEMENT_PATH.exec(req.url ?? '');
      if (management) {
        if (!isLoopback(req.socket.remoteAddress)) return void res.writeHead(403).end();
        return manage(req, res, decodeURIComponent(management[1]), { open: openConnection, post, disconnect });
      }
      const pathname = pathOf(req.url);
      if (pathname === null) return void res.writeHead(400).end();
      if (pathname === '/config.json') return serveConfig(req, res, options.siteConfig);
      serveStatic(req, res, options.webDist, pathname);
    } catch {
      if (!res.headersSent) res.writeHead(400).end();
    }
  }

  function opened(ws: WebSocket, req: IncomingMessage, socket: Duplex, address: string, connectionId: string, connectedAt: number): void {
    const conn = newLive({
      connectionId, ws, connectedAt, sourceIp: address, userAgent: String(req.headers['user-agent'] ?? ''),
    }, limits);
    live.set(connectionId, conn);
    // Frames are read before ws parses them: one over 32 KB closes the socket with 1009, as in
    // API Gateway (ws itself closes with 1009 a message over 128 KB).
    socket.prependListener('data', frameWatcher((bytes) => {
      if (bytes > MAX_FRAME_BYTES) close(conn, 'frame-too-large');
    }));
    ws.on('error', () => undefined);
    ws.on('message', (data, isBinary) => {
      try {
        onMessage(inbound, conn, data, isBinary);
      } catch (error) {
        log.error('message dispatch failed', { connectionId, ...describeError(error) });
      }
    });
    ws.on('close', () => {
      live.delete(connectionId);
      void invoke(handlers.disconnect, event('$disconnect', 'DISCONNECT', connectionId, connectedAt));
    });
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const pathname = pathOf(req.url);
    if (pathname === null) return reject(socket, '400 Bad Request');
    if (pathname !== '/ws') return reject(socket, '404 Not Found');
    if (socket.destroyed) return;
    const address = clientAddress(req.socket.remoteAddress, req.headers, options.trustProxy);
    if (!addresses.admit(address, Date.now())) return reject(socket, '429 Too Many Requests');
    socket.once('close', () => addresses.release(address));
    const connectionId = newConnectionId();
    const connectedAt = Date.now();
    // As in API Gateway, the connection exists only once $connect has returned 2xx.
    const result = await invoke(handlers.connect, event('$connect', 'CONNECT', connectionId, connectedAt));
    if (result.statusCode < 200 || result.statusCode >= 300) return reject(socket, '403 Forbidden');
    // A connection that passed $connect but never opens (the client left, or ws refused the
    // handshake with a 400) runs $disconnect, so that its record does not stay behind.
    let open = false;
    const forget = () => void invoke(handlers.disconnect, event('$disconnect', 'DISCONNECT', connectionId, connectedAt));
    if (socket.destroyed) return forget();
    if (closing) {
      forget();
      return reject(socket, '503 Service Unavailable');
    }
    socket.once('close', () => {
      if (!open) forget();
    });
    wss.handleUpgrade(req, socket, head, (ws) => {
      open = true;
      opened(ws, req, socket, address, connectionId, connectedAt);
    });
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    if (closing) return reject(socket, '503 Service Unavailable');
    // Upgraded sockets are no longer the HTTP server's to close: the gateway ends them at close().
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    upgrade(req, socket, head).catch((error: unknown) => {
      log.error('upgrade failed', describeError(error));
      socket.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  // After listening, a failure to accept (too many open files, say) must not end the process.
  server.on('error', (error) => log.error('server error', describeError(error)));
  wss.on('error', (error) => log.error('websocket server error', describeError(error)));
  const port = (server.address() as AddressInfo).port;
  domainName = `${host}:${port}`;
  try {
    handlers = options.handlers(port);
  } catch (error) {
    server.close();
    throw error;
  }

  // Idle, old and backlogged connections are closed by one sweep, a few times per shortest limit.
  const sweepMs = Math.max(20, Math.min(30_000, limits.idleMs / 4, limits.maxAgeMs / 4, limits.sendBacklogMs / 4));
  const sweeper = setInterval(() => {
    try {
      const now = Date.now();
      for (const conn of live.values()) {
        const cause = overdue(conn, limits, now);
        if (cause) close(conn, cause);
      }
      addresses.sweep(now);
    } catch (error) {
      log.error('sweep failed', describeError(error));
    }
  }, sweepMs);
  sweeper.unref();

  return {
    port,
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}/ws`,
    post,
    disconnect,
    async close() {
      clearInterval(sweeper);
      // No new connection from here on: a tab that reconnects at once after the 1001 below (as the
      // web client does after a connection that lasted) would otherwise hold the server open.
      closing = true;
      // (Keep-alive HTTP connections stay until the end: the handlers' replies may use them.)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const conn of live.values()) closeLive(conn, 'shutdown');
      // Wait for the close handshakes ($disconnect runs for each), then for every handler in flight.
      const deadline = Date.now() + limits.shutdownCloseMs;
      while (live.size > 0 && Date.now() < deadline) await sleep(10);
      for (const { ws } of live.values()) ws.terminate();
      // Let the handlers finish (their replies need this server), but not for long.
      const stop = Date.now() + limits.shutdownHandlersMs;
      while (inFlight.size > 0 && Date.now() < stop) await Promise.race([Promise.allSettled([...inFlight]), sleep(100)]);
      wss.close();
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
