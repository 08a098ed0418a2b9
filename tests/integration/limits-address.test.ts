// The limits one address shares among all its connections, on the real local stack: requests a
// second and in flight over all its connections (another address is not held back), the
// `createGame` allowance spent only by real `createGame` requests, and the address behind a proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { memoryStack, type Captured } from './helpers/stack.ts';

let stack: LocalStack & { log: Captured };

beforeAll(async () => {
  stack = await memoryStack({ limits: { createsPerAddressPerMinute: 3 } });
});

afterAll(async () => {
  await stack?.close();
});

describe('the create allowance of an address', () => {
  it('is not spent by frames that only mention createGame: a real one from another connection is created', async () => {
    const spoiler = await TestClient.connect(stack.wsUrl);
    const creator = await TestClient.connect(stack.wsUrl);
    try {
      // A ping carrying the field nested, a createGame the schema refuses, a string holding it.
      const fakes: Record<string, unknown>[] = [
        ...Array.from({ length: 10 }, () => ({ type: 'ping', extra: { type: 'createGame' } })),
        ...Array.from({ length: 5 }, () => ({ type: 'createGame', players: 99, board: 'beginner' })),
        ...Array.from({ length: 5 }, () => ({ type: 'say', gameId: 'g', text: '"type":"createGame"' })),
      ];
      for (const fake of fakes) {
        const reply = await spoiler.request(fake);
        expect(reply.type, JSON.stringify(reply)).toBe('error');
        expect(reply.code).not.toBe('rate/limited');
      }
      const replies = [];
      for (let i = 0; i < 3; i++) replies.push(await creator.request({ type: 'createGame', players: 3, board: 'beginner' }));
      expect(replies.map((r) => r.type)).toEqual(['created', 'created', 'created']);
      // The allowance (3 here) is spent by the three real ones: the next is refused.
      const fourth = await spoiler.request({ type: 'createGame', players: 3, board: 'beginner' });
      expect(fourth).toMatchObject({ type: 'error', code: 'rate/limited', message: expect.stringMatching(/address/) });
    } finally {
      await Promise.all([spoiler.close(), creator.close()]);
    }
  });
});

describe('requests of one address, over all its connections', () => {
  let limited: LocalStack & { log: Captured };

  beforeAll(async () => {
    limited = await memoryStack({ limits: { addressMessagesPerSecond: 1, addressMessageBurst: 20, addressInFlight: 4 } });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('are refused past the address\'s rate, each connection within its own, while another address is answered', async () => {
    const many = await Promise.all(Array.from({ length: 5 }, () => TestClient.connect(limited.wsUrl, { localAddress: '127.0.0.2' })));
    const other = await TestClient.connect(limited.wsUrl, { localAddress: '127.0.0.3' });
    try {
      // Ten pings each, one at a time: 50 in all, well within each connection's 25 a second and burst of 50.
      const replies = (await Promise.all(many.map(async (client) => {
        const out = [];
        for (let i = 0; i < 10; i++) out.push(await client.request({ type: 'ping' }));
        return out;
      }))).flat();
      const answered = replies.filter((r) => r.type === 'pong').length;
      expect(answered).toBeGreaterThanOrEqual(20);
      expect(answered).toBeLessThanOrEqual(22);
      expect(replies.find((r) => r.type === 'error')).toMatchObject({ code: 'rate/limited', message: expect.stringMatching(/from this address/) });
      expect(await other.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    } finally {
      await Promise.all([...many, other].map((c) => c.close()));
    }
  });

  it('are refused past the address\'s requests in flight, sent at once from several connections', async () => {
    const many = await Promise.all(Array.from({ length: 3 }, () => TestClient.connect(limited.wsUrl, { localAddress: '127.0.0.4' })));
    try {
      const replies = await Promise.all(many.flatMap((client) => Array.from({ length: 4 }, () => client.request({ type: 'listGames' }))));
      expect(replies.filter((r) => r.type === 'games').length).toBeGreaterThanOrEqual(4);
      expect(replies.some((r) => r.type === 'error' && r.code === 'rate/limited' && /in flight from this address/.test(String(r.message)))).toBe(true);
    } finally {
      await Promise.all(many.map((c) => c.close()));
    }
  });
});

describe('the address behind a reverse proxy', () => {
  const open = (url: string, forwardedFor: string) => new Promise<number>((resolve) => {
    const ws = new WebSocket(url, { headers: { 'X-Forwarded-For': forwardedFor } });
    ws.on('open', () => resolve(101));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
    sockets.push(ws);
  });
  const sockets: WebSocket[] = [];

  afterAll(() => {
    for (const ws of sockets) ws.terminate();
  });

  it('is the TCP peer by default, whatever header a client sends', async () => {
    const direct = await memoryStack({ limits: { connectionsPerAddress: 2 } });
    try {
      expect([await open(direct.wsUrl, '10.0.0.1'), await open(direct.wsUrl, '10.0.0.2'), await open(direct.wsUrl, '10.0.0.3')]).toEqual([101, 101, 429]);
    } finally {
      await direct.close();
    }
  });

  it('is the one the proxy wrote in the configured header (its last entry)', async () => {
    const proxied = await memoryStack({ limits: { connectionsPerAddress: 2 }, trustProxy: 'x-forwarded-for' });
    try {
      const statuses = [
        await open(proxied.wsUrl, '10.0.0.1'), await open(proxied.wsUrl, '6.6.6.6, 10.0.0.1'), await open(proxied.wsUrl, '10.0.0.1'),
        await open(proxied.wsUrl, '10.0.0.1, 10.0.0.2'),
      ];
      expect(statuses).toEqual([101, 101, 429, 101]);
    } finally {
      await proxied.close();
    }
  });
});
