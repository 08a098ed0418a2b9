// The scheduler port in one process: a timer per game, at the earliest time asked, that runs the
// game's wake. Timers live only in memory: at start-up the stack arms a wake for every game in
// play, and each wake arms the next from the stored stream, so a restart loses no deadline.
import type { Logger } from '../app/log.ts';
import { describeError } from '../app/log.ts';
import type { Scheduler } from '../app/scheduler.ts';

/** setTimeout's longest delay; a later wake fires then, finds nothing due and arms itself again. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** A wake that failed is tried again after this long, a few times. */
const RETRY_MS = 5000;
const RETRIES = 3;

interface Armed {
  readonly at: number;
  readonly timer: NodeJS.Timeout;
}

export interface LocalSchedulerOptions {
  /** The wake of a game (errors are logged, and the wake tried again a few times). */
  readonly wake: (gameId: string) => Promise<void>;
  /** The clock the app computes its times on (epoch ms). */
  readonly now: () => number;
  readonly log: Logger;
}

export class LocalScheduler implements Scheduler {
  private readonly armed = new Map<string, Armed>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly failures = new Map<string, number>();
  private stopped = false;

  get stopping(): boolean {
    return this.stopped;
  }

  constructor(private readonly options: LocalSchedulerOptions) {}

  async wakeAt(gameId: string, at: number): Promise<void> {
    if (this.stopped || !Number.isFinite(at)) return;
    const current = this.armed.get(gameId);
    if (current && current.at <= at) return;
    if (current) clearTimeout(current.timer);
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, at - this.options.now()));
    const timer = setTimeout(() => this.fire(gameId), delay);
    // A pending wake never keeps the process alive.
    timer.unref();
    this.armed.set(gameId, { at, timer });
  }

  /** Games with a wake armed, and when (tests). */
  pending(): ReadonlyMap<string, number> {
    return new Map([...this.armed].map(([gameId, { at }]) => [gameId, at]));
  }

  /** Arms nothing more and clears every timer; wakes already running go on (see `drain`). */
  stop(): void {
    this.stopped = true;
    for (const { timer } of this.armed.values()) clearTimeout(timer);
    this.armed.clear();
  }

  /** Resolves once every wake that was running has finished, or after `maxMs`. */
  async drain(maxMs = Infinity): Promise<void> {
    const end = Date.now() + maxMs;
    while (this.inFlight.size > 0 && Date.now() < end) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.min(1000, Math.max(0, end - Date.now())))));
      await Promise.race([Promise.allSettled([...this.inFlight]), timeout]);
      clearTimeout(timer);
    }
  }

  private fire(gameId: string): void {
    this.armed.delete(gameId);
    if (this.stopped) return;
    const run = this.options.wake(gameId).then(
      () => void this.failures.delete(gameId),
      (error: unknown) => this.failed(gameId, error),
    );
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private failed(gameId: string, error: unknown): void {
    const failures = (this.failures.get(gameId) ?? 0) + 1;
    this.options.log.error('wake failed', { gameId, failures, ...describeError(error) });
    if (failures > RETRIES) {
      this.failures.delete(gameId);
      return;
    }
    this.failures.set(gameId, failures);
    void this.wakeAt(gameId, this.options.now() + RETRY_MS);
  }
}
