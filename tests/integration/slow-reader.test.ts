// A client that keeps asking for a long stream and never reads: once what waits for it passes
// the backlog cap, its requests get no more work done, and one more request after a moment
// closes it as a slow consumer, without waiting for the sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { storeFinishedGame } from './helpers/finished.ts';
import { memoryStack, type Captured } from './helpers/stack.ts';

let stack: LocalStack & { log: Captured };
const gameId = 'finished-game-slow';

beforeAll(async () => {
  // The sweep's close would take a minute here: only the request path can close it sooner.
  stack = await memoryStack({
    limits: { sendBacklogBytes: 64 * 1024, sendBufferBytes: 64 * 1024 * 1024, sendBacklogMs: 60_000, sendBacklogRequestMs: 300, messagesPerSecond: 100, messageBurst: 100 },
  });
  await storeFinishedGame(stack.stores, gameId);
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

const closes = () => stack.log.lines.filter((l) => l.message === 'connection closed').map((l) => l.fields?.cause);

describe('a reader that stops reading and keeps asking', () => {
  it('is closed as a slow consumer by its next request once over the backlog cap for a moment, long before the sweep would', async () => {
    const slow = await TestClient.connect(stack.wsUrl);
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const began = Date.now();
    for (let i = 0; Date.now() - began < 20_000 && !closes().includes('slow-consumer') && slow.ws.readyState === WebSocket.OPEN; i++) {
      slow.send({ type: 'spectate', reqId: `s${i}`, gameId, lastVersion: 0 });
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(closes()).toEqual(['slow-consumer']);
    expect(Date.now() - began).toBeLessThan(20_000);
    slow.ws.terminate();
  }, 30_000);
});
