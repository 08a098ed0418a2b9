// Fair sharing of the handlers between addresses: at most `total` requests are handled at once,
// and at most `perAddress` of one address; the others wait their turn, and turns go round the
// addresses that have requests waiting (one request each), so that an address with a thousand
// waiting requests delays another address's request by about one handler's time, not by its queue.

export interface FairLimits {
  /** Requests being handled at once, in all. */
  readonly total: number;
  /** Requests of one address being handled at once. */
  readonly perAddress: number;
}

type Task = () => Promise<unknown>;

interface Queue {
  readonly tasks: { readonly task: Task; readonly resolve: () => void }[];
  running: number;
}

export class FairQueue {
  private readonly queues = new Map<string, Queue>();
  /** Addresses with a request waiting and a free place of their own, in turn order. */
  private readonly ready: string[] = [];
  private running = 0;

  constructor(private readonly limits: FairLimits) {}

  /** Runs `task` for `address` now or in its turn; resolves when it has run. Never rejects. */
  run(address: string, task: Task): Promise<void> {
    return new Promise<void>((resolve) => {
      const queue = this.queueOf(address);
      queue.tasks.push({ task, resolve });
      if (queue.tasks.length === 1 && queue.running < this.limits.perAddress) this.ready.push(address);
      this.pump();
    });
  }

  /** Requests running and waiting (tests, benchmarks). */
  get size(): { running: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.tasks.length;
    return { running: this.running, waiting };
  }

  private queueOf(address: string): Queue {
    let queue = this.queues.get(address);
    if (!queue) this.queues.set(address, (queue = { tasks: [], running: 0 }));
    return queue;
  }

  private pump(): void {
    while (this.running < this.limits.total && this.ready.length > 0) {
      const address = this.ready.shift()!;
      const queue = this.queues.get(address)!;
      const { task, resolve } = queue.tasks.shift()!;
      // Its next request waits for the other addresses' turns (the back of the line).
      if (queue.tasks.length > 0 && queue.running + 1 < this.limits.perAddress) this.ready.push(address);
      this.running++;
      queue.running++;
      void Promise.resolve().then(task).catch(() => undefined).finally(() => {
        this.done(address, queue);
        resolve();
      });
    }
  }

  private done(address: string, queue: Queue): void {
    this.running--;
    queue.running--;
    // It had reached its own limit with requests waiting: back in line.
    if (queue.tasks.length > 0 && queue.running === this.limits.perAddress - 1) this.ready.push(address);
    if (queue.running === 0 && queue.tasks.length === 0) this.queues.delete(address);
    this.pump();
  }
}
