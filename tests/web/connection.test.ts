// The socket that never gives up: back-off with jitter, resume on every open, dead-link pings.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay } from '../../web/src/net/backoff.ts';
import { createConnection } from '../../web/src/net/connection.ts';
import { FakeSocket } from './fakes.ts';

describe('backoffDelay', () => {
  it('grows exponentially, is capped, and is jittered between half and all of the ceiling', () => {
    const opts = { baseMs: 500, maxMs: 8_000 };
    expect(backoffDelay(0, 0, opts)).toBe(250);
    expect(backoffDelay(0, 0.999, opts)).toBeCloseTo(500, -1);
    expect(backoffDelay(3, 0, opts)).toBe(2_000);
    expect(backoffDelay(10, 0, opts)).toBe(4_000);
    expect(backoffDelay(10, 0.999, opts)).toBeLessThanOrEqual(8_000);
    const spread = new Set(Array.from({ length: 20 }, (_, i) => backoffDelay(2, i / 20, opts)));
    expect(spread.size).toBeGreaterThan(10);
  });
});

describe('createConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const connect = (events: EventTarget | null = null) => createConnection({
    url: async () => 'ws://test/ws',
    createSocket: (url) => new FakeSocket(url),
    random: () => 0.5,
    backoff: { baseMs: 1_000, maxMs: 10_000 },
    pingMs: 1_000,
    keepAliveMs: 5_000,
    events: events as never,
  });

  it('opens, tells its open listeners, and sends only while open', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.status.value).toBe('connecting');
    expect(c.send({ type: 'ping' })).toBe(false);
    const opened = vi.fn();
    c.onOpen(opened);
    FakeSocket.all[0].open();
    expect(c.status.value).toBe('open');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(c.send({ type: 'listGames' })).toBe(true);
    expect(JSON.parse(FakeSocket.all[0].sent[0])).toEqual({ type: 'listGames' });
  });

  it('reconnects after a drop with growing, jittered delays, and reopens listeners', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    const opened = vi.fn();
    c.onOpen(opened);
    FakeSocket.all[0].fail();
    expect(c.status.value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(749); // attempt 0: 1000 × (0.5 + 0.5 × 0.5)
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].fail();
    await vi.advanceTimersByTimeAsync(1_499); // attempt 1: 2000 × 0.75
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    FakeSocket.all[2].open();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(c.status.value).toBe('open');
  });

  it('reconnects at once when the server ends a lasting connection (1001: idle or time limit), with back-off otherwise', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    const opened = vi.fn();
    c.onOpen(opened);
    FakeSocket.all[0].open();
    await vi.advanceTimersByTimeAsync(1_000);
    FakeSocket.all[0].receive({ type: 'pong' });
    // WHEN the server closes it with 1001 after it lasted: a new socket at once, never 'waiting'
    FakeSocket.all[0].readyState = 3;
    FakeSocket.all[0].onclose?.({ code: 1001 });
    expect(c.status.value).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].open();
    expect(opened).toHaveBeenCalledTimes(2);
    // AND a socket closed with 1001 at once, or with another code (1008: limits), waits its back-off
    FakeSocket.all[1].readyState = 3;
    FakeSocket.all[1].onclose?.({ code: 1001 });
    expect(c.status.value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(749);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    FakeSocket.all[2].open();
    await vi.advanceTimersByTimeAsync(1_000);
    FakeSocket.all[2].receive({ type: 'pong' });
    FakeSocket.all[2].readyState = 3;
    FakeSocket.all[2].onclose?.({ code: 1008 });
    expect(c.status.value).toBe('waiting');
  });

  it('treats a silent link as dead after two ping intervals', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0].open();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all[0].sent).toContain('{"type":"ping"}');
    FakeSocket.all[0].receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(3_100);
    expect(c.status.value).not.toBe('open');
  });

  it('names the watched game in its pings, so the pong carries its head', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0].open();
    c.watch('game_123456');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all[0].sent.at(-1)).toBe('{"type":"ping","gameId":"game_123456"}');
    c.watch(null);
    FakeSocket.all[0].receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all[0].sent.at(-1)).toBe('{"type":"ping"}');
  });

  it('does not name a game that pushed events within the last interval: a missed one shows as a gap', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0].open();
    c.watch('game_123456');
    await vi.advanceTimersByTimeAsync(500);
    FakeSocket.all[0].receive({ type: 'events', gameId: 'game_123456', viewer: 0, head: 1, items: [{ version: 1, events: [] }] });
    await vi.advanceTimersByTimeAsync(500);
    // heard from half an interval ago: no ping at all
    expect(FakeSocket.all[0].sent).toEqual([]);
    // Quiet for a whole interval: the next ping asks for the head again
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all[0].sent.at(-1)).toBe('{"type":"ping","gameId":"game_123456"}');
  });

  it('sends no ping over a link that keeps carrying events, but one a keep-alive interval for the gateway\'s idle timer', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0].open();
    c.watch('game_123456');
    let v = 0;
    const flow = async (ms: number) => {
      for (let t = 0; t < ms; t += 400) {
        v++;
        FakeSocket.all[0].receive({ type: 'events', gameId: 'game_123456', viewer: 0, head: v, items: [{ version: v, events: [] }] });
        await vi.advanceTimersByTimeAsync(400);
      }
    };
    // The game pushes events every 400 ms for a minute (the keep-alive interval is five pings here).
    await flow(60_000);
    const pings = FakeSocket.all[0].sent.filter((m) => m.startsWith('{"type":"ping"'));
    expect(pings.length).toBeGreaterThanOrEqual(11);
    expect(pings.length).toBeLessThanOrEqual(12);
    expect(pings.every((m) => m === '{"type":"ping"}')).toBe(true);
    expect(c.status.value).toBe('open');
    // A command sent counts as the client's own message: the keep-alive waits a full interval after it.
    const before = FakeSocket.all[0].sent.length;
    c.send({ type: 'ping' });
    await flow(4_400);
    expect(FakeSocket.all[0].sent.length).toBe(before + 1);
  });

  it('drops the socket when the browser goes offline and retries at once when online', async () => {
    const target = new EventTarget();
    const c = connect(target);
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0].open();
    target.dispatchEvent(new Event('offline'));
    expect(c.status.value).toBe('waiting');
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('passes on only v1 server messages', async () => {
    const c = connect();
    await vi.advanceTimersByTimeAsync(0);
    const got = vi.fn();
    c.onMessage(got);
    FakeSocket.all[0].open();
    FakeSocket.all[0].receive({ type: 'pong' });
    FakeSocket.all[0].onmessage?.({ data: 'not json' });
    FakeSocket.all[0].receive({ type: 'nonsense' });
    expect(got).toHaveBeenCalledTimes(1);
  });
});
