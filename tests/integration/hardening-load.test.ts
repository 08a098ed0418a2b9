// One machine under load from one client, on the real local stack: a reader that stops reading,
// a flood of requests, too many connections or games from one address, a lobby full of empty
// games. Whatever one client does, the others are answered and memory stays bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { GameRecord } from '../../functions/store/types.ts';
import { TestClient } from '../support/ws-client.ts';
import { storeFinishedGame } from './helpers/finished.ts';
import { memoryStack, type Captured } from './helpers/stack.ts';

let stack: LocalStack & { log: Captured };
let pinger: TestClient;

beforeAll(async () => {
  stack = await memoryStack();
  pinger = await TestClient.connect(stack.wsUrl);
});

afterAll(async () => {
  await pinger?.close();
  await stack?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const heapMb = () => process.memoryUsage().heapUsed / 2 ** 20;

/**
 * Pings with `client` every 100 ms until `stop()` holds (or `maxMs` passed); resolves with the
 * slowest round trip. A ping unanswered for 5 s fails.
 */
async function pingWhile(client: TestClient, stop: () => boolean, maxMs: number): Promise<number> {
  let slowest = 0;
  const end = Date.now() + maxMs;
  while (!stop() && Date.now() < end) {
    const sent = Date.now();
    const reply = await client.request({ type: 'ping' });
    expect(reply.type).toBe('pong');
    slowest = Math.max(slowest, Date.now() - sent);
    await sleep(100);
  }
  return slowest;
}

const closedBy = (on: { log: Captured }, cause: string) => () =>
  on.log.lines.some((l) => l.message === 'connection closed' && l.fields?.cause === cause);

describe('a flood of requests', () => {
  it('is refused with rate/limited, then closed with 1008, while another client\'s pings are answered', async () => {
    const flooder = await TestClient.connect(stack.wsUrl);
    const heapBefore = heapMb();
    for (let i = 0; i < 20_000 && flooder.ws.readyState === WebSocket.OPEN; i++) flooder.send(`{"type":"ping","reqId":"f${i}"}`);
    const slowest = await pingWhile(pinger, () => flooder.closeCode !== null, 10_000);
    expect(flooder.closeCode).toBe(1008);
    const limited = flooder.messages.filter((m) => m.type === 'error');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((m) => m.code === 'rate/limited' && /^f\d+$/.test(String(m.reqId)))).toBe(true);
    // About the burst was handled (50), not 20,000 requests.
    expect(flooder.messages.filter((m) => m.type === 'pong').length).toBeLessThan(100);
    expect(slowest).toBeLessThan(5000);
    expect(heapMb() - heapBefore).toBeLessThan(300);
  });

  it('lets a client that keeps to the rate be', async () => {
    const client = await TestClient.connect(stack.wsUrl);
    const replies = [];
    // 40 requests in about half a second: within the burst and the rate.
    for (let i = 0; i < 40; i++) {
      replies.push(await client.request({ type: 'ping' }));
      await sleep(10);
    }
    expect(replies.every((r) => r.type === 'pong')).toBe(true);
    await client.close();
  });
});

describe('one address', () => {
  it('may hold 64 connections at once: the next upgrade is refused with 429, until one closes', async () => {
    const open: WebSocket[] = [];
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 70 && !statuses.includes(429); i++) {
        const ws = new WebSocket(stack.wsUrl);
        statuses.push(await new Promise<number>((resolve) => {
          ws.once('open', () => resolve(101));
          ws.once('unexpected-response', (req, res) => {
            resolve(res.statusCode ?? 0);
            req.destroy();
          });
          ws.once('error', () => resolve(0));
        }));
        if (ws.readyState === WebSocket.OPEN) open.push(ws);
      }
      expect(statuses.at(-1)).toBe(429);
      // The pinger holds one; a connection closed by an earlier test may not be counted out yet.
      expect(open.length).toBeGreaterThanOrEqual(60);
      expect(open.length).toBeLessThanOrEqual(63);
      const last = open.pop()!;
      await new Promise((resolve) => {
        last.once('close', resolve);
        last.close();
      });
      let again: TestClient | null = null;
      for (let i = 0; i < 50 && !again; i++) {
        again = await TestClient.connect(stack.wsUrl).catch(() => null);
        if (!again) await sleep(50);
      }
      expect(again).not.toBeNull();
      await again?.close();
    } finally {
      for (const ws of open) ws.terminate();
    }
  });
});

describe('creating games', () => {
  const create = (client: TestClient) => client.request({ type: 'createGame', players: 3, board: 'beginner' });

  it('lets one connection create five games at once, then refuses with rate/limited', async () => {
    const client = await TestClient.connect(stack.wsUrl);
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await create(client));
    expect(replies.slice(0, 5).map((r) => r.type)).toEqual(Array(5).fill('created'));
    expect(replies[5]).toMatchObject({ type: 'error', code: 'rate/limited', message: expect.stringMatching(/connection/) });
    await client.close();
  });

  it('lets one address create 20 games a minute, then refuses with rate/limited', async () => {
    const clients: TestClient[] = [];
    let created = 0;
    let refusal: Record<string, unknown> | undefined;
    try {
      while (!refusal && clients.length < 8) {
        const client = await TestClient.connect(stack.wsUrl);
        clients.push(client);
        for (let i = 0; i < 4 && !refusal; i++) {
          const reply = await create(client);
          if (reply.type === 'created') created++;
          else refusal = reply;
        }
      }
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
    expect(refusal).toMatchObject({ type: 'error', code: 'rate/limited', message: expect.stringMatching(/address/) });
    expect(created).toBeLessThanOrEqual(20);
  });

  it('keeps each connection\'s bucket on its record: atomic under concurrency, refilled over time', async () => {
    const connections = stack.stores.connections;
    const rule = { everyMs: 12_000, burst: 5 };
    const now = Date.parse('2030-01-01T00:00:00Z');
    const fresh = { connectedAt: new Date(now).toISOString(), expiresAt: now / 1000 + 3600 };
    const take = (at: number) => connections.takeToken('bucket-test', 'createGame', rule, at, fresh);
    // Ten at once from a full bucket (several containers): exactly five win
    const first = await Promise.all(Array.from({ length: 10 }, () => take(now)));
    expect(first.filter(Boolean)).toHaveLength(5);
    // One token back every 12 s; a full bucket again after a minute
    expect(await take(now + 11_000)).toBe(false);
    expect(await take(now + 12_000)).toBe(true);
    expect(await take(now + 12_000)).toBe(false);
    const later = [];
    for (let i = 0; i < 6; i++) later.push(await take(now + 10 * 60_000));
    expect(later).toEqual([true, true, true, true, true, false]);
    await connections.delete('bucket-test');
  });
});

describe('the lobby', () => {
  it('lists the open games with a seated player first, however many empty games are newer, and leaves out abandoned ones', async () => {
    const now = Date.now();
    const game = (gameId: string, ago: number, seats: (string | null)[]): GameRecord => ({
      gameId, status: 'open', createdAt: new Date(now - ago).toISOString(), players: 3, board: 'beginner', seats, seatTokenHashes: [null, null, null],
    });
    const waiting = game('lobby-waiting', 60_000, ['Ada', null, null]);
    const patient = game('lobby-patient', 20 * 60_000, [null, 'Bo', null]);
    const abandoned = Array.from({ length: 5 }, (_, i) => game(`lobby-abandoned-${i}`, 10 * 60_000 + i, [null, null, null]));
    const spam = Array.from({ length: 60 }, (_, i) => game(`lobby-empty-${String(i).padStart(2, '0')}`, 30_000 - i, [null, null, null]));
    for (const g of [waiting, patient, ...abandoned, ...spam]) await stack.stores.games.create(g);
    const client = await TestClient.connect(stack.wsUrl);
    const reply = await client.ask({ type: 'listGames', status: 'open' }, 'games');
    const ids = reply.games.map((g) => g.gameId);
    expect(ids.slice(0, 2)).toEqual(['lobby-waiting', 'lobby-patient']);
    expect(ids.length).toBe(50);
    expect(ids.filter((id) => id.startsWith('lobby-abandoned'))).toEqual([]);
    // The empty ones listed are the newest
    const empties = ids.filter((id) => id.startsWith('lobby-empty'));
    expect(empties.length).toBeGreaterThan(0);
    expect(empties).toEqual(spam.map((g) => g.gameId).reverse().slice(0, empties.length));
    const lobby = await client.ask({ type: 'listGames' }, 'games');
    expect(lobby.games[0].gameId).toBe('lobby-waiting');
    await client.close();
  });
});

describe('a finished game\'s whole stream, asked for again and again', () => {
  // A stack whose request rate lets a client ask for megabytes a second: the send-buffer cap
  // alone must then protect the others. (Its cap is lower than the default, which the gateway's
  // own test reaches: the kernel's buffers take a few MB first, and every MB takes time here.)
  let fast: LocalStack & { log: Captured };
  const finished = { gameId: 'finished-game-01' };
  let watcher: TestClient;

  beforeAll(async () => {
    fast = await memoryStack({
      limits: { messagesPerSecond: 400, messageBurst: 400, refusalsBeforeClose: 400, sendBufferBytes: 512 * 1024, sendBacklogBytes: 256 * 1024 },
    });
    await storeFinishedGame(fast.stores, finished.gameId);
    watcher = await TestClient.connect(fast.wsUrl);
  }, 60_000);

  afterAll(async () => {
    await watcher?.close();
    await fast?.close();
  });

  it('closes a reader that stops reading once its backlog passes the cap, while another client\'s pings are answered', async () => {
    const slow = await TestClient.connect(fast.wsUrl);
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const heapBefore = heapMb();
    const slowClosed = closedBy(fast, 'slow-consumer');
    const flood = (async () => {
      const end = Date.now() + 15_000;
      for (let asked = 0; !slowClosed() && Date.now() < end && slow.ws.readyState === WebSocket.OPEN;) {
        for (let i = 0; i < 20; i++) slow.send({ type: 'spectate', reqId: `s${asked++}`, gameId: finished.gameId, lastVersion: 0 });
        await sleep(50);
      }
    })();
    const slowest = await pingWhile(watcher, slowClosed, 15_000);
    await flood;
    expect(slowClosed()).toBe(true);
    expect(closedBy(fast, 'flood')()).toBe(false);
    expect(slowest).toBeLessThan(5000);
    expect(heapMb() - heapBefore).toBeLessThan(300);
    slow.ws.terminate();
  }, 30_000);

  it('answers a join of a finished game with game/over, with or without a seat named', async () => {
    const client = await TestClient.connect(fast.wsUrl);
    expect(await client.request({ type: 'joinGame', gameId: finished.gameId, name: 'Late' })).toMatchObject({ type: 'error', code: 'game/over' });
    expect(await client.request({ type: 'joinGame', gameId: finished.gameId, name: 'Late', seat: 1 })).toMatchObject({ type: 'error', code: 'game/over' });
    await client.close();
  });
});
