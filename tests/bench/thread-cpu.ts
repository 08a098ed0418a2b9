// CPU time of the calling thread, in ms: Linux's per-thread scheduler figure (the time the thread
// ran, whatever else shares the cores), else the wall clock. Node 20 has no per-thread CPU clock,
// and the process's one counts every thread. The kernel brings the figure up to date at its
// ticks and switches, so one reading is good to a few ms: fine for a search's decisions and for
// sums over many, not for a single decision of microseconds.
import { readFileSync } from 'node:fs';

const FILE = '/proc/thread-self/schedstat';

function schedMs(): number | null {
  try {
    return Number(readFileSync(FILE, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** Whether the figures are CPU time (else wall time). */
export const threadCpuKnown = schedMs() !== null;

/** The thread's CPU time so far in ms (wall time where the system does not say). */
export const threadCpuMs = (): number => (threadCpuKnown ? schedMs()! : performance.now());
