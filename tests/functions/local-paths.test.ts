// The local stack's shortcuts: the in-process transport's answers, and the byGame cache, which
// must never hand out a list that a write of this process has changed.
import { describe, expect, it } from 'vitest';
import { CachedConnectionStore } from '../../functions/local/connection-cache.ts';
import { MemoryConnectionStore } from '../../functions/store/memory/index.ts';
import type { ConnectionRecord, ConnectionStore } from '../../functions/store/types.ts';
import { createDynamoClient } from '../../functions/store/dynamo/client.ts';
import { InProcessTransport } from '../../functions/transport/in-process.ts';

const fresh = { connectedAt: '2026-01-01T00:00:00.000Z', expiresAt: 1 };
const ids = (records: readonly ConnectionRecord[]) => records.map((r) => r.connectionId).sort();

/** Counts the index queries that reach the store. */
function counted(inner: ConnectionStore): { store: ConnectionStore; queries: () => number } {
  let queries = 0;
  const store = Object.create(inner) as ConnectionStore;
  store.byGame = (gameId) => {
    queries++;
    return inner.byGame(gameId);
  };
  return { store, queries: () => queries };
}

describe('InProcessTransport', () => {
  it('answers sent, gone, and throws the Management API error past 128 KB', async () => {
    const results = { a: 'ok', b: 'gone', c: 'too-large' } as const;
    const transport = new InProcessTransport((id) => results[id as keyof typeof results]);
    expect(await transport.send('a', 'x')).toBe('sent');
    expect(await transport.send('b', 'x')).toBe('gone');
    await expect(transport.send('c', 'x')).rejects.toMatchObject({ name: 'PayloadTooLargeException' });
  });
});

describe('CachedConnectionStore', () => {
  it('reads a game once, and again after each follow, move, put or delete that changes its list', async () => {
    const { store, queries } = counted(new MemoryConnectionStore());
    const cache = new CachedConnectionStore(store);
    await cache.follow('c1', 'g1', 0, fresh);
    expect(ids(await cache.byGame('g1'))).toEqual(['c1']);
    expect(ids(await cache.byGame('g1'))).toEqual(['c1']);
    expect(queries()).toBe(1);

    await cache.follow('c2', 'g1', undefined, fresh);
    expect(ids(await cache.byGame('g1'))).toEqual(['c1', 'c2']);
    // c2 moves to another game: both lists change.
    expect(ids(await cache.byGame('g2'))).toEqual([]);
    await cache.follow('c2', 'g2', undefined, fresh);
    expect(ids(await cache.byGame('g1'))).toEqual(['c1']);
    expect(ids(await cache.byGame('g2'))).toEqual(['c2']);

    await cache.put({ connectionId: 'c1', ...fresh });
    expect(ids(await cache.byGame('g1'))).toEqual([]);
    await cache.delete('c2');
    expect(ids(await cache.byGame('g2'))).toEqual([]);
    // A token bucket's update moves nobody.
    const before = queries();
    await cache.takeToken('c1', 'createGame', { everyMs: 1000, burst: 5 }, 0, fresh);
    await cache.byGame('g1');
    expect(queries()).toBe(before);
  });

  it('keeps no list read while a write to that game was under way', async () => {
    const inner = new MemoryConnectionStore();
    await inner.follow('c1', 'g1', 0, fresh);
    let release: () => void = () => undefined;
    const slow = Object.create(inner) as ConnectionStore;
    // The read answers with the list as it was, after the write has landed.
    slow.byGame = async (gameId) => {
      const list = await inner.byGame(gameId);
      await new Promise<void>((resolve) => (release = resolve));
      return list;
    };
    const cache = new CachedConnectionStore(slow);
    const reading = cache.byGame('g1');
    await Promise.resolve();
    await cache.follow('c2', 'g1', undefined, fresh);
    release();
    expect(ids(await reading)).toEqual(['c1']);
    slow.byGame = (gameId) => inner.byGame(gameId);
    expect(ids(await cache.byGame('g1'))).toEqual(['c1', 'c2']);
  });

  it('hands each caller a copy it may change', async () => {
    const cache = new CachedConnectionStore(new MemoryConnectionStore());
    await cache.follow('c1', 'g1', 0, fresh);
    (await cache.byGame('g1')).push({ connectionId: 'x', ...fresh });
    expect(ids(await cache.byGame('g1'))).toEqual(['c1']);
  });
});

describe('the local DynamoDB client', () => {
  it('skips the headers nobody reads in process, and keeps them over HTTP and in AWS', () => {
    const port = { handle: async () => ({ response: { statusCode: 200, headers: {}, body: new Uint8Array() } }), updateHttpClientConfig() {}, httpHandlerConfigs: () => ({}) };
    const skipped = ['getUserAgentMiddleware', 'recursionDetectionMiddleware', 'loggerMiddleware'];
    const names = (client: ReturnType<typeof createDynamoClient>) => client.middlewareStack.identify().map((n) => n.split(' ')[0]);
    const local = names(createDynamoClient({ endpoint: 'http://127.0.0.1:1', requestHandler: port as never, unsigned: true }));
    for (const name of skipped) expect(local).not.toContain(name);
    expect(local).toContain('retryMiddleware');
    const http = names(createDynamoClient({ endpoint: 'http://127.0.0.1:1' }));
    const aws = names(createDynamoClient({ region: 'eu-west-1' }));
    for (const name of skipped) expect([http.includes(name), aws.includes(name)]).toEqual([true, true]);
  });
});
