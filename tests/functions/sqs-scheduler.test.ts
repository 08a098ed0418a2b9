// The scheduler port over SQS: a wake is `{gameId, at}`, delayed by the whole seconds left, 15 minutes at most.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { delaySeconds, MAX_DELAY_SECONDS, SqsScheduler } from '../../functions/scheduler/sqs.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/wakes';
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

const client = new SQSClient({ region: 'eu-west-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
const sqs = mockClient(client);
afterAll(() => sqs.restore());
beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});

describe('delaySeconds', () => {
  it.each([
    ['a time past', NOW - 60_000, 0],
    ['now', NOW, 0],
    ['one millisecond ahead (never early: rounded up)', NOW + 1, 1],
    ['one second ahead', NOW + 1000, 1],
    ['just over one second', NOW + 1001, 2],
    ['five minutes ahead', NOW + 5 * 60_000, 300],
    ['exactly fifteen minutes', NOW + 15 * 60_000, MAX_DELAY_SECONDS],
    ['an hour ahead (SQS caps delays)', NOW + 60 * 60_000, MAX_DELAY_SECONDS],
  ])('%s', (_, at, expected) => {
    expect(delaySeconds(at, NOW)).toBe(expected);
  });
});

describe('SqsScheduler', () => {
  it('sends the game and the due time, delayed by the time left', async () => {
    // GIVEN a scheduler whose clock reads NOW
    const scheduler = new SqsScheduler(client, QUEUE_URL, () => NOW);
    // WHEN wakes are asked for in 90 s and in 2 h
    await scheduler.wakeAt('game-0001', NOW + 90_000);
    await scheduler.wakeAt('game-0002', NOW + 2 * 3600_000);
    // THEN each is one message on the queue, the later one delayed by the maximum
    const inputs = sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input);
    expect(inputs).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ gameId: 'game-0001', at: NOW + 90_000 }), DelaySeconds: 90 },
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ gameId: 'game-0002', at: NOW + 2 * 3600_000 }), DelaySeconds: 900 },
    ]);
  });

  it('sends a wake that is already due without delay', async () => {
    await new SqsScheduler(client, QUEUE_URL, () => NOW).wakeAt('game-0001', NOW - 5000);
    expect(sqs.commandCalls(SendMessageCommand)[0].args[0].input.DelaySeconds).toBe(0);
  });

  it('refuses a time that is not a number, sending nothing', async () => {
    const scheduler = new SqsScheduler(client, QUEUE_URL, () => NOW);
    await expect(scheduler.wakeAt('game-0001', Number.NaN)).rejects.toThrow(RangeError);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('lets a failed send reach the caller', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('throttled'));
    await expect(new SqsScheduler(client, QUEUE_URL, () => NOW).wakeAt('game-0001', NOW)).rejects.toThrow('throttled');
  });
});
