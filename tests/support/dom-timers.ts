// Setup of the unit tests. In a file running in happy-dom, the timers its components leave
// running (a page rendered and never unmounted) are cleared when the file ends: otherwise one
// fires later in the same worker, after the file's DOM globals are gone, and fails the run as an
// unhandled error far from its cause.
import { afterAll } from 'vitest';

if (typeof window !== 'undefined') {
  type Id = ReturnType<typeof setTimeout>;
  const live = new Set<Id>();
  const { setTimeout: startTimeout, setInterval: startInterval, clearTimeout: stopTimeout, clearInterval: stopInterval } = globalThis;
  globalThis.setTimeout = ((run: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id: Id = startTimeout(() => {
      live.delete(id);
      run(...args);
    }, ms);
    live.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.setInterval = ((run: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id: Id = startInterval(run, ms, ...args);
    live.add(id);
    return id;
  }) as typeof setInterval;
  globalThis.clearTimeout = ((id?: Id) => {
    if (id !== undefined) live.delete(id);
    stopTimeout(id);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((id?: Id) => {
    if (id !== undefined) live.delete(id);
    stopInterval(id);
  }) as typeof clearInterval;
  afterAll(() => {
    for (const id of live) stopInterval(id);
    live.clear();
  });
}
