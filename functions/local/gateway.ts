// A local stand-in for API Gateway's WebSocket API on one HTTP server: WebSocket upgrades on /ws
// invoke the Lambda handlers with API-Gateway-shaped events, and the Management API
// (/@connections/{id}) lets the unchanged SDK client post back. It also serves the web client.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { Handler, WebSocketEvent } from '../handlers/lambda.ts';
import { serveConfig, serveStatic } from './static.ts';

/** API Gateway's limits: a frame is 32 KB at most, a posted message 128 KB. */
export const MAX_FRAME_BYTES = 32 * 1024;
const MAX_POST_BYTES = 128 * 1024;

export interface GatewayHandlers {
  readonly connect: Handler;
  readonly disconnect: Handler;
  readonly message: Handler;
}

/**
 * Whether a peer is this machine. The Management API posts to and closes any connection, so it
 * answers only the handlers on this machine, never a browser or another host (when `HOST` opens
 * the gateway to a network).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export interface GatewayOptions {
  readonly port: number;
  readonly host?: string;
  /** Called once the port is known, before the first connection: the handlers may need it. */
  readonly handlers: (port: number) => GatewayHandlers;
  readonly webDist?: string;
  readonly stage?: string;
}

export interface Gateway {
  readonly port: number;
  readonly url: string;
  readonly wsUrl: string;
  /** Closes every socket (running `$disconnect`), waits for handlers in flight, stops listening. */
  close(): Promise<void>;
}

interface Live {
  readonly ws: WebSocket;
  readonly connectedAt: number;
  lastActiveAt: number;
  readonly sourceIp: string;
  readonly userAgent: string;
}

/** Ids look like API Gateway's (base64, with '=' and maybe '/' or '+'), so URL encoding matters. */
const newConnectionId = () => randomBytes(10).toString('base64');

const unavailable: Handler = async () => ({ statusCode: 503 });
const NOT_READY: GatewayHandlers = { connect: unavailable, disconnect: unavailable, message: unavailable };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MANAGEMENT_PATH = /^(?:\/[^/]+)?\/@connections\/([^/?]+)(?:\?.*)?$/;

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const host = options.host ?? '127.0.0.1';
  const stage = options.stage ?? 'local';
  const live = new Map<string, Live>();
  const inFlight = new Set<Promise<unknown>>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
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

  const invoke = (handler: Handler, e: WebSocketEvent) =>
    track(handler(e).catch((error) => {
      console.error(JSON.stringify({ level: 'error', message: 'handler crashed', route: e.requestContext.routeKey, error: String(error?.name) }));
      return { statusCode: 500 };
    }));

  function route(req: IncomingMessage, res: ServerResponse): void {
    try {
      // The Management API first, on the raw path: it is every reply and broadcast of the game.
      const management = MANAGEMENT_PATH.exec(req.url ?? '');
      if (management) {
        if (!isLoopback(req.socket.remoteAddress)) return void res.writeHead(403).end();
        return manage(req, res, decodeURIComponent(management[1]));
      }
      const { pathname } = new URL(req.url ?? '/', 'http://local');
      if (pathname === '/config.json') return serveConfig(req, res);
      serveStatic(req, res, options.webDist, pathname);
    } catch {
      if (!res.headersSent) res.writeHead(400).end();
    }
  }

  function gone(res: ServerResponse): void {
    res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' }).end('{"message":null}');
  }

  function manage(req: IncomingMessage, res: ServerResponse, connectionId: string): void {
    const conn = live.get(connectionId);
    const open = conn && conn.ws.readyState === WebSocket.OPEN ? conn : null;
    if (req.method === 'GET') {
      if (!open) return gone(res);
      const iso = (t: number) => new Date(t).toISOString();
      const body = { connectedAt: iso(open.connectedAt), lastActiveAt: iso(open.lastActiveAt), identity: { sourceIp: open.sourceIp, userAgent: open.userAgent } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    if (req.method === 'DELETE') {
      if (!open) return gone(res);
      open.ws.close(1000);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_POST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_POST_BYTES) {
        res.writeHead(413, { 'content-type': 'application/json', 'x-amzn-errortype': 'PayloadTooLargeException' }).end('{"message":"Message too long"}');
        return;
      }
      if (!open || open.ws.readyState !== WebSocket.OPEN) return gone(res);
      // A text frame, as API Gateway sends it; the posted bytes go out as they came.
      const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      open.ws.send(data, { binary: false }, (error) => (error ? gone(res) : res.writeHead(200).end()));
    });
  }

  function reject(socket: Duplex, status: string): void {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    if (pathname !== '/ws') return reject(socket, '404 Not Found');
    const connectionId = newConnectionId();
    const connectedAt = Date.now();
    // As in API Gateway, the connection exists only once $connect has returned 2xx.
    const result = await invoke(handlers.connect, event('$connect', 'CONNECT', connectionId, connectedAt));
    if (result.statusCode < 200 || result.statusCode >= 300) return reject(socket, '403 Forbidden');
    if (socket.destroyed) {
      void invoke(handlers.disconnect, event('$disconnect', 'DISCONNECT', connectionId, connectedAt));
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Live = {
        ws, connectedAt, lastActiveAt: connectedAt,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: String(req.headers['user-agent'] ?? ''),
      };
      live.set(connectionId, conn);
      // A frame over the cap closes the socket with 1009, as API Gateway does; ws reports it here.
      ws.on('error', () => undefined);
      ws.on('message', (data: Buffer | Buffer[]) => {
        conn.lastActiveAt = Date.now();
        const body = (Buffer.isBuffer(data) ? data : Buffer.concat(data)).toString('utf8');
        void invoke(handlers.message, event('$default', 'MESSAGE', connectionId, connectedAt, body));
      });
      ws.on('close', () => {
        live.delete(connectionId);
        void invoke(handlers.disconnect, event('$disconnect', 'DISCONNECT', connectionId, connectedAt));
      });
    });
  }

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => undefined);
    void upgrade(req, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  domainName = `${host}:${port}`;
  handlers = options.handlers(port);

  return {
    port,
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}/ws`,
    async close() {
      for (const { ws } of live.values()) ws.close(1001, 'server shutting down');
      // Wait for the close handshakes ($disconnect runs for each), then for every handler in flight.
      const deadline = Date.now() + 2000;
      while (live.size > 0 && Date.now() < deadline) await sleep(10);
      for (const { ws } of live.values()) ws.terminate();
      // Let the handlers finish (their replies need this server), but not forever.
      const stop = Date.now() + 10_000;
      while (inFlight.size > 0 && Date.now() < stop) await Promise.race([Promise.allSettled([...inFlight]), sleep(100)]);
      wss.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
