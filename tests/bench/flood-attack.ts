// The flood benchmark's attacker, in a worker thread: on loopback only, bounded in count and time.
// `wide`: many connections from one source address, each within the per-connection rate, together
// far past any one client's share. `slow`: one connection pipelines requests for a long stream
// (within its rate) and never reads.
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

export interface AttackConfig {
  readonly mode: 'wide' | 'slow';
  readonly wsUrl: string;
  /** The long finished game to ask for. */
  readonly gameId: string;
  /** The source address (a loopback one: 127.0.0.2, …), so the server sees another address. */
  readonly localAddress: string;
  readonly connections: number;
  /** Requests a second per connection (wide), or requests pipelined, 24 a second (slow). */
  readonly rate: number;
  readonly seconds: number;
}

export interface AttackResult {
  readonly sent: number;
  readonly answered: number;
  readonly refused: number;
  readonly connected: number;
  /** Close codes seen, and how often. */
  readonly closes: Record<string, number>;
  /** ms from the first request to the close (slow), or null. */
  readonly closedAfterMs: number | null;
}

const config = workerData as AttackConfig;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const result = { sent: 0, answered: 0, refused: 0, connected: 0, closes: {} as Record<string, number>, closedAfterMs: null as number | null };

function connect(): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(config.wsUrl, { localAddress: config.localAddress });
    ws.on('error', () => resolve(null));
    ws.on('open', () => {
      result.connected++;
      resolve(ws);
    });
    ws.on('close', (code) => {
      result.closes[code] = (result.closes[code] ?? 0) + 1;
    });
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.includes('"rate/limited"')) result.refused++;
      else if (!text.startsWith('{"type":"events"') || text.includes('"reqId"')) result.answered++;
    });
  });
}

/** The requests of the wide flood, in turn: a whole long stream, the lobby, pings. */
const request = (n: number): string => {
  const reqId = `a${n}`;
  switch (n % 4) {
    case 0: return JSON.stringify({ type: 'spectate', reqId, gameId: config.gameId, lastVersion: 0 });
    case 1: return JSON.stringify({ type: 'listGames', reqId });
    default: return JSON.stringify({ type: 'ping', reqId });
  }
};

async function wide(): Promise<void> {
  const sockets = (await Promise.all(Array.from({ length: config.connections }, () => connect()))).filter((ws): ws is WebSocket => ws !== null);
  const end = Date.now() + config.seconds * 1000;
  const interval = 1000 / config.rate;
  await Promise.all(sockets.map(async (ws, i) => {
    await sleep((i * interval) / sockets.length);
    for (let n = i; Date.now() < end && ws.readyState === WebSocket.OPEN; n += sockets.length) {
      ws.send(request(n));
      result.sent++;
      await sleep(interval);
    }
  }));
  for (const ws of sockets) ws.terminate();
}

async function slow(): Promise<void> {
  const ws = await connect();
  if (!ws) return;
  (ws as unknown as { _socket: { pause(): void } })._socket.pause();
  const began = Date.now();
  // Within the connection's rate (24 a second), so that it is not closed as a flood first.
  const end = began + config.seconds * 1000;
  for (let i = 0; i < config.rate && Date.now() < end; i++) {
    ws.send(JSON.stringify({ type: 'spectate', reqId: `s${i}`, gameId: config.gameId, lastVersion: 0 }));
    result.sent++;
    await sleep(1000 / 24);
  }
  // The socket is paused: its close is seen as the server dropping the TCP connection.
  const socket = (ws as unknown as { _socket: { once(e: string, f: () => void): void } })._socket;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await Promise.race([closed, sleep(config.seconds * 1000)]);
  result.closedAfterMs = ws.readyState === WebSocket.OPEN && !(socket as unknown as { destroyed: boolean }).destroyed ? null : Date.now() - began;
  ws.terminate();
}

await (config.mode === 'wide' ? wide() : slow());
parentPort!.postMessage(result satisfies AttackResult);
