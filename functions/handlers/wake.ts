// Lambda entry for the wake queue: runs the wakes that are due (see wake-queue.ts).
import { wakeContextFromEnv } from './env.ts';
import { wakeQueueHandler } from './wake-queue.ts';

export const handler = wakeQueueHandler(wakeContextFromEnv);
