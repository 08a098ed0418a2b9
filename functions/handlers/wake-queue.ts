// The consumer of the wake queue as a factory over a context source (like lambda.ts), so tests
// run the very code the `wake` Lambda runs.
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import type { Context } from '../app/context.ts';
import { flushingMetrics } from '../app/game-metrics.ts';
import { describeError } from '../app/log.ts';
import { wake } from '../app/wake.ts';
import { WakeMessage } from '../scheduler/sqs.ts';

export type WakeHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;
export type WakeFunction = (ctx: Context, gameId: string) => Promise<void>;

/** A wake due within this margin runs now rather than being sent round again. */
export const EARLY_MARGIN_MS = 1000;

function parse(record: SQSRecord): WakeMessage | null {
  try {
    const parsed = v.safeParse(WakeMessage, JSON.parse(record.body));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Each record is `{gameId, at}`. A body that does not parse is logged and dropped (a retry would
 * fail the same way). A wake not yet due (SQS delays by 15 minutes at most) is sent again through
 * the context's scheduler, with the time left. Due wakes run once per game of the batch, games in
 * parallel; the records whose wake (or re-send) threw are reported as the batch's failures, so
 * SQS retries those only (and moves them to the dead-letter queue after a few receives).
 */
export const wakeQueueHandler = (contextFor: () => Context, wakeGame: WakeFunction = wake): WakeHandler => async (event) => {
  const ctx = contextFor();
  const now = ctx.clock().getTime();
  const due = new Map<string, string[]>();
  const later: [string, WakeMessage][] = [];
  for (const record of event.Records) {
    const message = parse(record);
    if (!message) {
      ctx.log.warn('malformed wake dropped', { messageId: record.messageId, bytes: record.body.length });
    } else if (message.at - now > EARLY_MARGIN_MS) {
      later.push([record.messageId, message]);
    } else {
      due.set(message.gameId, [...(due.get(message.gameId) ?? []), record.messageId]);
    }
  }

  const failures: SQSBatchItemFailure[] = [];
  const fail = (messageIds: string[]) => failures.push(...messageIds.map((itemIdentifier) => ({ itemIdentifier })));
  await flushingMetrics(ctx, () => Promise.all([
    ...[...due].map(async ([gameId, messageIds]) => {
      try {
        await wakeGame(ctx, gameId);
      } catch (error) {
        ctx.log.error('wake failed', { gameId, ...describeError(error) });
        fail(messageIds);
      }
    }),
    ...later.map(async ([messageId, { gameId, at }]) => {
      try {
        await ctx.scheduler.wakeAt(gameId, at);
      } catch (error) {
        ctx.log.error('wake not re-sent', { gameId, ...describeError(error) });
        fail([messageId]);
      }
    }),
  ]));
  return { batchItemFailures: failures };
};
