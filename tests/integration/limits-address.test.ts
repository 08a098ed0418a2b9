// The limits one address shares among all its connections, on the real local stack: the
// `createGame` allowance is spent only by real `createGame` requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
