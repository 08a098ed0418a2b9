// The local gateway under hostile handshakes and frames, and its time limits, on the real local
// stack: a request target `new URL` cannot parse, a refused handshake after `$connect`, binary and
// fragmented messages, the idle and two-hour closes.
import * as net from 'node:net';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Handler } from '../../functions/handlers/lambda.ts';
import { LOCAL_TABLES } from '../../functions/local/dynalite.ts';
import { startGateway, type Gateway } from '../../functions/local/gateway.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { eventually, TestClient } from '../support/ws-client.ts';
import { managementClient } from '../../functions/transport/management-api.ts';
import { captureLog, memoryStack } from './helpers/stack.ts';

let stack: LocalStack;
let db: DynamoDBClient;

beforeAll(async () => {
  stack = await memoryStack();
  db = new DynamoDBClient({ endpoint: stack.dynamoEndpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});

afterAll(async () => {
  db?.destroy();
  await stack?.close();
});

const portOf = (url: string) => Number(new URL(url).port);

/** Waits for `promise`, 5 s at most, so that a missing close fails the test instead of hanging it. */
function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The connection records in the store (a scan: the test's own look, never the service's). */
async function connectionIds(): Promise<string[]> {
  const out = await db.send(new ScanCommand({ TableName: LOCAL_TABLES.connections, ConsistentRead: true }));
  return (out.Items ?? []).map((item) => item.connectionId.S ?? '').sort();
}

const upgradeRequest = (target: string, key = 'dGhlIHNhbXBsZSBub25jZQ==') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n`
  + `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`;

/** Sends raw bytes over TCP and resolves with what came back once the server closed (3 s at most). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => socket.destroy(), 3000);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.write(request);
  });
}

/** A raw `ws` socket, to send frames the test client would not. */
async function rawClient(): Promise<{ ws: WebSocket; frames: string[]; closed: Promise<{ code: number; reason: string }> }> {
  const ws = new WebSocket(stack.wsUrl);
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, closed };
}

describe('requests the gateway cannot parse', () => {
  it('answers upgrades with request targets that are not URLs with 400, and keeps serving', async () => {
    const port = portOf(stack.url);
    for (const target of ['http://a:99999/ws', 'http://[/ws', '//[', 'http://%zz/ws']) {
      const answer = await raw(port, upgradeRequest(target));
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /);
    }
    const client = await TestClient.connect(stack.wsUrl);
    expect((await client.request({ type: 'ping' })).type).toBe('pong');
    await client.close();
  });
});

describe('handshakes, frames and messages', () => {
  it('runs $disconnect for a connection that passed $connect but whose handshake was refused', async () => {
    // The previous test's client may still be running its $disconnect: wait until the table is still.
    let before = await connectionIds();
    for (let settled = false, tries = 0; !settled && tries < 100; tries++) {
      await new Promise((r) => setTimeout(r, 50));
      const again = await connectionIds();
      settled = again.join() === before.join();
      before = again;
    }
    // A key ws refuses (400) once $connect has written the record.
    const answer = await raw(portOf(stack.url), upgradeRequest('/ws', 'not-a-websocket-key'));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // Then the record is gone again: a scan until it matches what was there before (5 s at most).
    const deadline = Date.now() + 5000;
    let after = await connectionIds();
    while (after.length !== before.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      after = await connectionIds();
    }
    expect(after).toEqual(before);
  });

  it('closes a connection that sends a binary frame with 1003, as API Gateway does, unanswered', async () => {
    const { ws, frames, closed } = await rawClient();
    ws.send(Buffer.from('{"type":"ping","reqId":"bin"}'), { binary: true });
    expect((await within(closed, 'the close')).code).toBe(1003);
    expect(frames).toEqual([]);
  });

  it('answers a message over 32 KB in frames of 32 KB or less with protocol/too-large, and stays open', async () => {
    const { ws, frames, closed } = await rawClient();
    const text = JSON.stringify({ type: 'ping', reqId: 'frag', pad: 'x'.repeat(40 * 1024) });
    const half = Math.ceil(text.length / 2);
    ws.send(text.slice(0, half), { fin: false });
    ws.send(text.slice(half), { fin: true });
    await eventually(() => frames.length > 0, 5000, 'an answer');
    expect(JSON.parse(frames[0])).toMatchObject({ type: 'error', code: 'protocol/too-large' });
    ws.send('{"type":"ping","reqId":"after"}');
    await eventually(() => frames.length > 1, 5000, 'a pong');
    expect(JSON.parse(frames[1])).toEqual({ type: 'pong', reqId: 'after', now: expect.any(Number) });
    ws.close();
    expect((await within(closed, 'the close')).code).toBe(1005);
  });

  it('closes with 1009 a frame over 32 KB even inside a message, and a message over 128 KB', async () => {
    // One 40 KB frame that starts a fragmented message
    const first = await rawClient();
    first.ws.send('x'.repeat(40 * 1024), { fin: false });
    expect((await within(first.closed, 'the close')).code).toBe(1009);
    // Five frames of 30 KB: each is allowed, the message is not
    const second = await rawClient();
    for (let i = 0; i < 5; i++) second.ws.send('x'.repeat(30 * 1024), { fin: i === 4 });
    expect((await within(second.closed, 'the close')).code).toBe(1009);
    expect([...first.frames, ...second.frames]).toEqual([]);
  });
});

describe('API Gateway\'s time limits', () => {
  let timed: LocalStack;

  beforeAll(async () => {
    // The idle time is six pings long, so a loaded machine's late timer does not close the talker.
    timed = await memoryStack({ limits: { idleMs: 600, maxAgeMs: 2400 } });
  });

  afterAll(async () => {
    await timed?.close();
  });

  const rawOn = async (url: string) => {
    const ws = new WebSocket(url);
    const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return { ws, closed };
  };

  it('closes a connection that sends nothing for the idle time (1001), and keeps one that talks', async () => {
    const opened = Date.now();
    const [quiet, talker] = await Promise.all([rawOn(timed.wsUrl), rawOn(timed.wsUrl)]);
    const pings = setInterval(() => talker.ws.send('{"type":"ping"}'), 100);
    try {
      const close = await within(quiet.closed, 'the idle close');
      expect(close).toMatchObject({ code: 1001, reason: 'Idle timeout' });
      // The talker outlives several idle times, until the connection's time limit
      await new Promise((r) => setTimeout(r, 1300));
      expect(talker.ws.readyState).toBe(WebSocket.OPEN);
      const aged = await within(talker.closed, 'the age close');
      expect(aged).toMatchObject({ code: 1001, reason: 'Connection time limit' });
      expect(aged.at - opened).toBeGreaterThanOrEqual(2400);
    } finally {
      clearInterval(pings);
    }
  });
});

describe('the Management API and its in-process twin', () => {
  let gateway: Gateway;
  const connected: string[] = [];
  const ok: Handler = async (e) => {
    if (e.requestContext.routeKey === '$connect') connected.push(e.requestContext.connectionId);
    return { statusCode: 200 };
  };

  beforeAll(async () => {
    gateway = await startGateway({ port: 0, handlers: () => ({ connect: ok, disconnect: ok, message: ok }), log: captureLog().logger });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  const connect = async () => {
    const seen = connected.length;
    const client = await TestClient.connect(gateway.wsUrl);
    return { client, id: await eventually(() => connected[seen], 5000, '$connect') };
  };

  it('posts, refuses a message over 128 KB, answers gone, and disconnects', async () => {
    const { client, id } = await connect();
    expect(gateway.post(id, '{"type":"pong"}')).toBe('ok');
    await client.until(() => client.frames.length === 1, 5000, 'the post');
    expect(gateway.post(id, 'x'.repeat(128 * 1024 + 1))).toBe('too-large');
    expect(gateway.post('nobody', '{}')).toBe('gone');
    expect(gateway.disconnect(id)).toBe('ok');
    await eventually(() => client.closeCode !== null, 5000, 'the close');
    expect(client.closeCode).toBe(1000);
    expect(gateway.post(id, '{}')).toBe('gone');
    expect(gateway.disconnect(id)).toBe('gone');
  });

  it('answers a POST once its frame is queued, and closes a reader whose backlog passes the cap (410)', async () => {
    const { client, id } = await connect();
    // The client stops reading: the kernel's buffers fill, then the gateway's.
    (client.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const api = managementClient(gateway.url, true);
    const frame = new TextEncoder().encode(JSON.stringify({ type: 'pong', pad: 'x'.repeat(28 * 1024) }));
    const answers: string[] = [];
    try {
      // 2 MB of backlog past the few MB the kernel holds: 1,000 frames (28 MB) is far more than enough.
      for (let i = 0; i < 1000 && !answers.includes('gone'); i++) {
        const answer = await within(api.send(new PostToConnectionCommand({ ConnectionId: id, Data: frame })).then(
          () => 'ok', (error: unknown) => (error instanceof GoneException ? 'gone' : String(error)),
        ), `post ${i}`);
        answers.push(answer);
      }
    } finally {
      api.destroy();
    }
    expect(answers.at(-1)).toBe('gone');
    expect(answers.slice(0, -1).every((a) => a === 'ok')).toBe(true);
    expect(gateway.post(id, '{}')).toBe('gone');
    // Once it reads again it finds its socket closed.
    (client.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await eventually(() => client.closeCode !== null, 5000, 'the close');
  });

  it('closes a reader whose backlog stays over the lower cap for too long', async () => {
    const log = captureLog();
    const strict = await startGateway({
      port: 0, handlers: () => ({ connect: ok, disconnect: ok, message: ok }), log: log.logger,
      limits: { sendBufferBytes: 64 * 1024 * 1024, sendBacklogBytes: 64 * 1024, sendBacklogMs: 300 },
    });
    try {
      const seen = connected.length;
      const client = await TestClient.connect(strict.wsUrl);
      const id = await eventually(() => connected[seen], 5000, '$connect');
      (client.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const frame = JSON.stringify({ type: 'pong', pad: 'x'.repeat(28 * 1024) });
      // 8 MB: more than the kernel's buffers hold, so the rest waits in the gateway's (under its cap).
      for (let sent = 0; sent < 8 * 1024 * 1024 && strict.post(id, frame) === 'ok'; sent += frame.length) {
        await new Promise((r) => setImmediate(r));
      }
      await eventually(() => log.lines.some((l) => l.fields?.cause === 'slow-consumer'), 5000, 'the slow-consumer close');
      expect(strict.post(id, '{}')).toBe('gone');
      client.ws.terminate();
    } finally {
      await strict.close();
    }
  });
});
