// The scheduler port: the app asks to be woken for a game at a time (a turn's deadline, a bot's
// waiting offer, the abandon check). Delivered at least once, maybe late: `wake` recomputes what
// is due from the stream, so an early, late or repeated wake does only what is still due.
// In AWS an SQS queue (functions/scheduler/sqs.ts); in `npm start` a timer per game (local/scheduler.ts).

export interface Scheduler {
  /** Calls `wake(ctx, gameId)` at `at` (epoch ms) or later. */
  wakeAt(gameId: string, at: number): Promise<void>;
  /**
   * The process is stopping: the bots driver plays no further move and leaves what is due to the
   * wakes of the next start (which arms one for every game in play).
   */
  readonly stopping?: boolean;
}

/** Wakes nobody: for unit tests that do not look at timers. */
export const noScheduler: Scheduler = { wakeAt: async () => {} };
