// The bots' thinking thread of `npm start` (see thinker.ts): answers each question with the
// bot's choice, computed by the same pure function as inline.
import { parentPort } from 'node:worker_threads';
import { thinkInline } from '../app/thinker.ts';
import type { Question } from './thinker.ts';

parentPort!.on('message', (q: Question) => {
  let command = null;
  let failed: string | undefined;
  try {
    command = thinkInline(q.view, q.seat, q.level, q.seed);
  } catch (error) {
    failed = error instanceof Error ? error.message : String(error);
  }
  parentPort!.postMessage({ id: q.id, command, failed });
});
