// The thinker of `npm start`: the searching level (expert) thinks in a worker thread, so that its
// few hundred milliseconds per searched move never pause the other games on the event loop; the
// other levels answer in microseconds and stay inline (a message costs more than their thought).
// Questions queue in order. If the thread is slow to answer or dies, the question is answered
// inline instead, and a dead thread is started again for the next one.
import { Worker } from 'node:worker_threads';
import type { BotLevel, Seat } from '../../domain/catan/index.ts';
import { kindOf, type AnyCommand as Command, type AnyState as State } from '../../domain/platform/index.ts';
import type { Logger } from '../app/log.ts';
import { thinkInline, type Thinker } from '../app/thinker.ts';

export interface Question {
  readonly id: number;
  readonly view: State;
  readonly seat: Seat;
  readonly level: BotLevel;
  readonly seed: number;
}

interface Answer {
  readonly id: number;
  readonly command: Command | null;
  readonly failed?: string;
}

/** Levels worth a thread. */
const SEARCHING: ReadonlySet<BotLevel> = new Set(['expert']);
/** Only the board game's expert searches; the dice game's bots answer in microseconds at every level. */
const searches = (view: State): boolean => kindOf(view).id === 'catan';
/** A question unanswered this long is answered inline (the search is sized well under a second). */
const PATIENCE_MS = 10_000;

/** A worker thread running a TypeScript module (`--import tsx` does not reach worker threads on Node 20). */
function tsWorker(module: URL): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(boot, { eval: true });
}

export class WorkerThinker implements Thinker {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (c: Command | null) => void; question: Question; timer: NodeJS.Timeout }>();
  private closed = false;
  /** Questions answered by the thread, and by this thread instead (tests, logs). */
  readonly answers = { threaded: 0, inline: 0 };

  constructor(private readonly log: Logger) {}

  think(view: State, seat: Seat, level: BotLevel, seed: number): Promise<Command | null> {
    if (this.closed || !SEARCHING.has(level) || !searches(view)) return Promise.resolve(thinkInline(view, seat, level, seed));
    const question: Question = { id: ++this.nextId, view, seat, level, seed };
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.inline(question.id, 'no answer in time'), PATIENCE_MS);
      timer.unref();
      this.waiting.set(question.id, { resolve, question, timer });
      this.thread().postMessage(question);
    });
  }

  /** Stops the thread; questions still waiting are answered inline. */
  async close(): Promise<void> {
    this.closed = true;
    for (const id of [...this.waiting.keys()]) this.inline(id, 'closing');
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = tsWorker(new URL('./thinker-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (answer: Answer) => this.answered(answer));
    worker.on('error', (error) => this.log.error('bot thinker failed', { message: error.message }));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const id of [...this.waiting.keys()]) this.inline(id, 'thread stopped');
    });
    return (this.worker = worker);
  }

  private answered(answer: Answer): void {
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    if (answer.failed) {
      this.inline(answer.id, answer.failed);
      return;
    }
    this.waiting.delete(answer.id);
    clearTimeout(waiting.timer);
    this.answers.threaded++;
    waiting.resolve(answer.command);
  }

  private inline(id: number, why: string): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    if (!this.closed) this.log.warn('bot thought inline', { why });
    this.answers.inline++;
    const { view, seat, level, seed } = waiting.question;
    waiting.resolve(thinkInline(view, seat, level, seed));
  }
}
