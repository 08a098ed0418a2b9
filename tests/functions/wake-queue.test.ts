// The wake queue's consumer: drops what does not parse, sends round again what is not yet due,
// wakes each due game once, and reports only the records whose wake failed.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { createContext, type Context } from '../../functions/app/context.ts';
import { handleMessage } from '../../functions/app/service.ts';
import { wakeQueueHandler } from '../../functions/handlers/wake-queue.ts';
import { SqsScheduler } from '../../functions/scheduler/sqs.ts';
import { memoryStores } from '../../functions/store/memory/index.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import { captureLog } from '../integration/helpers/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/wakes';
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

const client = new SQSClient({ region: 'eu-west-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
const sqs = mockClient(client);
afterAll(() => sqs.restore());
beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'resent' });
});

function setup(fails: (gameId: string) => boolean = () => false) {
  const log = captureLog();
  const ctx = createContext({
    stores: memoryStores(),
    transport: new MemoryTransport(),
    random: seededRandom(1),
    log: log.logger,
    clock: () => new Date(NOW),
    scheduler: new SqsScheduler(client, QUEUE_URL, () => NOW),
  });
  const woken: string[] = [];
  const handler = wakeQueueHandler(() => ctx, async (c: Context, gameId: string) => {
    expect(c).toBe(ctx);
    woken.push(gameId);
    if (fails(gameId)) throw new Error(`wake of ${gameId} failed`);
  });
  return { ctx, log, woken, handler };
}

let ids = 0;
const record = (body: unknown): SQSRecord =>
  ({ messageId: `m${++ids}`, body: typeof body === 'string' ? body : JSON.stringify(body) }) as SQSRecord;
const batch = (...records: SQSRecord[]): SQSEvent => ({ Records: records });
const resent = () => sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input);

describe('the wake queue handler', () => {
  it('wakes a due game, and one due within the second, and reports no failure', async () => {
    const { handler, woken } = setup();
    const result = await handler(batch(
      record({ gameId: 'game-due-1', at: NOW - 30_000 }),
      record({ gameId: 'game-due-2', at: NOW + 900 }),
    ));
    expect(woken.sort()).toEqual(['game-due-1', 'game-due-2']);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(resent()).toEqual([]);
  });

  it('drops a malformed body with a log line, never retrying it', async () => {
    const { handler, woken, log } = setup();
    const malformed = [
      record('not json'),
      record({ gameId: 'game-0001' }),
      record({ gameId: 'game-0001', at: 'soon' }),
      record({ gameId: 'no/slashes', at: NOW }),
      record({ gameId: 'game-0001', at: NOW, extra: true }),
      record('null'),
    ];
    const result = await handler(batch(...malformed));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(woken).toEqual([]);
    expect(resent()).toEqual([]);
    const dropped = log.lines.filter((l) => l.message === 'malformed wake dropped');
    expect(dropped.map((l) => l.fields?.messageId)).toEqual(malformed.map((r) => r.messageId));
    // AND the body itself is not logged
    expect(JSON.stringify(log.lines)).not.toContain('soon');
  });

  it('sends a wake that is not yet due round again, with the time left', async () => {
    const { handler, woken } = setup();
    const result = await handler(batch(
      record({ gameId: 'game-later', at: NOW + 5 * 60_000 }),
      record({ gameId: 'game-much-later', at: NOW + 40 * 60_000 }),
    ));
    expect(woken).toEqual([]);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(resent()).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ gameId: 'game-later', at: NOW + 5 * 60_000 }), DelaySeconds: 300 },
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ gameId: 'game-much-later', at: NOW + 40 * 60_000 }), DelaySeconds: 900 },
    ]);
  });

  it('wakes a game once for all its due records of the batch', async () => {
    const { handler, woken } = setup();
    const result = await handler(batch(
      record({ gameId: 'game-twice', at: NOW - 2000 }),
      record({ gameId: 'game-twice', at: NOW - 1000 }),
      record({ gameId: 'game-other', at: NOW }),
    ));
    expect(woken.sort()).toEqual(['game-other', 'game-twice']);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('reports exactly the records whose wake threw, so only those are retried', async () => {
    const { handler, woken, log } = setup((gameId) => gameId === 'game-broken');
    const ok = record({ gameId: 'game-fine', at: NOW });
    const broken = [record({ gameId: 'game-broken', at: NOW }), record({ gameId: 'game-broken', at: NOW - 10 })];
    const malformed = record('{');
    const result = await handler(batch(ok, broken[0], malformed, broken[1]));
    expect(woken.sort()).toEqual(['game-broken', 'game-fine']);
    expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(broken.map((r) => r.messageId).sort());
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', message: 'wake failed', fields: expect.objectContaining({ gameId: 'game-broken' }) }));
  });

  it('reports a wake not yet due whose re-send failed', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('throttled'));
    const { handler } = setup();
    const later = record({ gameId: 'game-later', at: NOW + 60_000 });
    const result = await handler(batch(later, record({ gameId: 'game-due', at: NOW })));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: later.messageId }] });
  });

  it('runs the app\'s wake: a person past the turn timer is taken over, and the next wake is queued', async () => {
    // GIVEN a game on the in-memory stores with a one-minute timer, two people and a bot
    let now = NOW;
    const stores = memoryStores();
    const transport = new MemoryTransport();
    const ctx = createContext({
      stores, transport, random: seededRandom(1), log: captureLog().logger, clock: () => new Date(now),
      scheduler: new SqsScheduler(client, QUEUE_URL, () => now),
    });
    const say = (id: string, m: object) => handleMessage(ctx, id, JSON.stringify(m));
    await say('ada', { type: 'createGame', players: 3, board: 'beginner', timer: 60, bots: [null, null, 'easy'] });
    const { gameId } = transport.received('ada').find((m) => m.type === 'created');
    await say('ada', { type: 'joinGame', gameId, name: 'Ada' });
    await say('bruno', { type: 'joinGame', gameId, name: 'Bruno' });
    const takenOver = async () => (await stores.events.range(gameId, 0))
      .flatMap((r: StreamRecord) => r.events).filter((e) => e.type === 'SeatTakenOver');
    expect(await takenOver()).toEqual([]);
    sqs.resetHistory();
    // WHEN the wake armed for the deadline arrives a minute later
    now += 61_000;
    const handler = wakeQueueHandler(() => ctx);
    const result = await handler(batch(record({ gameId, at: now - 1000 })));
    // THEN the awaited person's seat is taken over, and the next wake is on the queue
    expect(result).toEqual({ batchItemFailures: [] });
    expect(await takenOver()).toHaveLength(1);
    const queued = resent().map((input) => JSON.parse(input.MessageBody!));
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((m) => m.gameId === gameId && m.at >= now)).toBe(true);
  });
});
