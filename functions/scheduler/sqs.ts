// The scheduler port in AWS: a wake is an SQS message delivered after a per-message delay.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import * as v from 'valibot';
import type { Scheduler } from '../app/scheduler.ts';
import { sdkSettings, type SdkAgents } from '../aws.ts';

/** SQS delays a message by 15 minutes at most; a later wake is re-sent when it arrives (handlers/wake-queue.ts). */
export const MAX_DELAY_SECONDS = 900;

/** The body of a wake message: which game, and when (epoch ms) it is due. */
export const WakeMessage = v.strictObject({
  gameId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,40}$/)),
  at: v.pipe(v.number(), v.finite()),
});
export type WakeMessage = v.InferOutput<typeof WakeMessage>;

/** Whole seconds until `at`, rounded up (a wake never comes early), within SQS's 0..900. */
export function delaySeconds(at: number, now: number): number {
  return Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((at - now) / 1000)));
}

/** The SQS client of a container, on its shared keep-alive pools. */
export function sqsClient(agents?: SdkAgents): SQSClient {
  return new SQSClient({ region: process.env.AWS_REGION ?? 'local', ...sdkSettings(agents) });
}

/**
 * `wakeAt` sends `{gameId, at}` to a standard queue (at least once, maybe late: wakes are
 * idempotent, so nothing is deduplicated), delayed by the time left, up to 15 minutes.
 */
export class SqsScheduler implements Scheduler {
  constructor(
    private readonly client: SQSClient,
    private readonly queueUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  async wakeAt(gameId: string, at: number): Promise<void> {
    if (!Number.isFinite(at)) throw new RangeError(`a wake needs a finite time, not ${at}`);
    const body: WakeMessage = { gameId, at };
    await this.client.send(new SendMessageCommand({
      QueueUrl: this.queueUrl,
      MessageBody: JSON.stringify(body),
      DelaySeconds: delaySeconds(at, this.now()),
    }));
  }
}
