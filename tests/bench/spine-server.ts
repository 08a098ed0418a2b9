// The benchmark's server: the local stack in a process of its own, as `npm start` runs it (on
// disk, synced, in a fresh folder; or in memory), so that its CPU and RSS are the server's alone.
// Driven by spine.ts over IPC: it answers `{wsUrl}` once started, and to
// `mark` (start of the measured window), `measure` (calls, event-loop use, RSS) and `close`.
// BENCH_PROFILE=folder: a CPU profile of the handlers' thread over the measured window alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { consoleLogger } from '../../functions/app/log.ts';
import { HTTP_PATHS, LOCAL_PATHS, startLocalStack } from '../../functions/local/stack.ts';

export interface ServerConfig {
  readonly store: 'disk' | 'memory';
  readonly paths: 'local' | 'http';
  /** Where searching bots think. @default 'thread' */
  readonly thinking?: 'thread' | 'inline';
}

export interface ServerMeasure {
  readonly calls: Record<string, number>;
  /** The handlers' event loop, busy share over the window. */
  readonly busy: number;
  /** Resident set of the whole server process (handlers, gateway, dynalite's worker), MB. */
  readonly rssMb: number;
  readonly peakRssMb: number;
  /** CPU time of the whole server process (every thread, user + system) over the window, ms. */
  readonly cpuMs: number;
}

type Request = { type: 'mark' } | { type: 'measure' } | { type: 'close' };

async function main(): Promise<void> {
  const config = JSON.parse(process.env.BENCH_SERVER ?? '{}') as ServerConfig;
  const dir = config.store === 'disk' ? await mkdtemp(path.join(tmpdir(), 'hexfold-bench-spine-')) : undefined;
  // Every player connects from this machine: one address holds them all.
  const stack = await startLocalStack({
    port: 0, ...(dir ? { dataDir: dir } : { memory: true }), log: consoleLogger('error'),
    limits: {
      connectionsPerAddress: Infinity, createsPerAddressPerMinute: Infinity, messagesPerSecond: 1000, messageBurst: 1000,
      addressMessagesPerSecond: Infinity, addressMessageBurst: Infinity, addressInFlight: Infinity, handlersPerAddress: Infinity, handlers: Infinity,
    },
    paths: config.paths === 'http' ? HTTP_PATHS : LOCAL_PATHS,
    ...(config.thinking ? { thinking: config.thinking } : {}),
  });
  let busy = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 250);
  sampler.unref();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const profiler = windowProfiler(process.env.BENCH_PROFILE);
  process.on('message', (m: Request) => {
    if (m.type === 'mark') {
      void profiler?.start();
      stack.dynamoCalls.reset();
      stack.posts.count = 0;
      busy = performance.eventLoopUtilization();
      cpu = process.cpuUsage();
      peak = process.memoryUsage().rss;
      process.send!({ type: 'marked' });
    } else if (m.type === 'measure') {
      void profiler?.stop();
      const rss = process.memoryUsage().rss;
      const measure: ServerMeasure = {
        calls: { ...Object.fromEntries(stack.dynamoCalls.counts), posts: stack.posts.count },
        busy: performance.eventLoopUtilization(busy).utilization,
        rssMb: mb(rss),
        peakRssMb: mb(Math.max(peak, rss)),
        cpuMs: ((used) => (used.user + used.system) / 1000)(process.cpuUsage(cpu)),
      };
      process.send!({ type: 'measured', measure });
    } else if (m.type === 'close') {
      void stack.close().then(async () => {
        if (dir) await rm(dir, { recursive: true, force: true });
        process.send!({ type: 'closed' }, () => process.exit(0));
      });
    }
  });
  process.send!({ type: 'started', wsUrl: stack.wsUrl });
}

/** Profiles the window between `start` and `stop` into `dir` (a `.cpuprofile` for DevTools). */
function windowProfiler(dir: string | undefined): { start(): Promise<void>; stop(): Promise<void> } | undefined {
  if (!dir) return undefined;
  const session = new Session();
  session.connect();
  return {
    async start() {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(path.join(dir, `spine-${process.pid}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
