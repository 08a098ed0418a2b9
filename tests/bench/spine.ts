// Benchmark of the runnable spine: the local stack in a process of its own (spine-server.ts; on
// disk with synced writes, as `npm start` runs it), players over WebSocket in a worker thread
// (spine-bots.ts). Latency is a command's round trip: send → its record back (or `accepted`), and every connection of
// the game has the event.
//
// Scenarios (`npm run bench` runs all):
//   closed  50 games × (3 seats + 1 spectator), every move sent as soon as the last one arrived,
//           on the local paths (in-process posts, DynamoDB over a MessagePort, byGame cached) and,
//           in alternating runs, on the HTTP paths (every call through the SDK over HTTP, signed):
//           the stack as it ran before, like for like.
//   human   50 and 200 games × (4 seats + 20 spectators), a move every 1–2 s per game.
// Run: node --import tsx tests/bench/spine.ts
//   env BENCH_SCENARIOS (closed,human), BENCH_RUNS (3 closed-loop runs per paths),
//   BENCH_SECONDS (10 closed, 20 human), BENCH_STORE (disk | memory), BENCH_PATHS (both | local | http),
//   BENCH_GAMES (overrides the closed loop's 50), BENCH_ACK=1 (every command asks for `accepted`, as
//   before 2026-11-27; by default the players send as the site does, `ack: false`), BENCH_THINK_MS=min,max (overrides the closed loop's 0,0),
//   BENCH_SERVER_ARGS (node options of the server, e.g. `--cpu-prof`), BENCH_PROFILE (a folder: the server's profile over the measured window).
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LOCAL_TABLES } from '../../functions/local/dynalite.ts';
import type { BotsConfig, BotsResult } from './spine-bots.ts';
import type { ServerConfig, ServerMeasure } from './spine-server.ts';

const TARGETS = { closedPerSecond: 1400, humanP99: 40 };

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** A worker running a TypeScript module: `--import tsx` does not reach worker threads on Node 20. */
export function tsWorker(module: URL, workerData: unknown): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** The next IPC message of this type from a child process; rejects if the child exits first. */
export function nextMessage(child: ChildProcess, type: string, exited: string): Promise<Record<string, unknown>> {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m);
    };
    const onExit = (code: number | null) => reject(new Error(`${exited} (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** The server process; resolves once it listens. */
export async function startServer(config: ServerConfig): Promise<{ child: ChildProcess; wsUrl: string; ask: (type: string) => Promise<unknown> }> {
  const child = fork(new URL('./spine-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)], env: { ...process.env, BENCH_SERVER: JSON.stringify(config) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: string) => nextMessage(child, type, `the bench server exited before '${type}'`);
  const { wsUrl } = await next('started') as unknown as { wsUrl: string };
  const answers: Record<string, string> = { mark: 'marked', measure: 'measured', close: 'closed' };
  return {
    child, wsUrl,
    ask: (type) => {
      const answer = next(answers[type]);
      child.send({ type });
      return answer;
    },
  };
}

interface Scenario {
  readonly name: string;
  readonly server: ServerConfig;
  readonly bots: Omit<BotsConfig, 'wsUrl'>;
}

export interface Figures {
  readonly scenario: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly rejected: number;
  readonly errors: number;
  readonly busy: number;
  readonly botsBusy: number;
  readonly rssMb: number;
  readonly peakRssMb: number;
  /** DynamoDB SDK calls per accepted command, by operation:table, and all of them. */
  readonly dynamo: number;
  readonly dynamoBy: Record<string, number>;
  /** Frames posted per command (replies and pushes). */
  readonly posts: number;
  /** SDK calls per command: DynamoDB, and the Management API's posts on the HTTP paths. */
  readonly sdk: number;
  /** The server process's CPU time per command (all its threads), ms: what the machine's load moves least. */
  readonly cpuMs: number;
}

async function runScenario(s: Scenario): Promise<Figures> {
  const server = await startServer(s.server);
  try {
    const worker = tsWorker(new URL('./spine-bots.ts', import.meta.url), { ...s.bots, wsUrl: server.wsUrl });
    let measure: ServerMeasure | undefined;
    const result = await new Promise<BotsResult>((resolve, reject) => {
      let bots: BotsResult | undefined;
      worker.on('message', (m: { type: string; result?: BotsResult; error?: string }) => {
        if (m.type === 'ready') worker.postMessage('go');
        if (m.type === 'measuring') void server.ask('mark');
        if (m.type === 'measured') {
          bots = m.result;
          void server.ask('measure').then((answer) => {
            measure = (answer as { measure: ServerMeasure }).measure;
          });
        }
        if (m.type === 'done') void worker.terminate().then(() => resolve(bots!));
        if (m.type === 'failed') void worker.terminate().then(() => reject(new Error(m.error)));
      });
      worker.on('error', reject);
    });
    while (!measure) await new Promise((r) => setTimeout(r, 10));
    return figures(s, result, measure);
  } finally {
    await server.ask('close').catch(() => undefined);
  }
}

function figures(s: Scenario, r: BotsResult, m: ServerMeasure): Figures {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const n = sorted.length;
  const per = (count: number) => (n ? count / n : NaN);
  const dynamoBy: Record<string, number> = {};
  let dynamo = 0;
  for (const [key, count] of Object.entries(m.calls)) {
    if (key === 'posts') continue;
    if (key.includes(':')) dynamoBy[key] = per(count);
    else dynamo += count;
  }
  const posts = per(m.calls.posts ?? 0);
  return {
    scenario: s.name, perSecond: n / r.measuredSeconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? NaN,
    rejected: r.rejected, errors: r.errors.length, busy: m.busy, botsBusy: r.botsBusy, rssMb: m.rssMb, peakRssMb: m.peakRssMb,
    dynamo: per(dynamo), dynamoBy, posts, sdk: per(dynamo) + (s.server.paths === 'http' ? posts : 0), cpuMs: per(m.cpuMs),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const fixed = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '–');
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

function row(f: Figures): string {
  return `    ${f.scenario.padEnd(34)} ${fixed(f.perSecond).padStart(8)}/s  p50 ${fixed(f.p50).padStart(6)} ms  p99 ${fixed(f.p99).padStart(6)} ms`
    + `  server CPU ${fixed(f.cpuMs, 2)} ms/command, loop ${fixed(f.busy * 100, 0).padStart(3)}%  players ${fixed(f.botsBusy * 100, 0).padStart(3)}%  RSS ${fixed(f.rssMb, 0)} MB (peak ${fixed(f.peakRssMb, 0)})`
    + `  SDK calls ${fixed(f.sdk, 2)} (DynamoDB ${fixed(f.dynamo, 2)}, frames ${fixed(f.posts, 1)})${f.errors ? `  games stopped by errors: ${f.errors}` : ''}`;
}

function env(name: string, fallback: string): string {
  return process.env[name] ?? fallback;
}

export async function main(): Promise<void> {
  const store = env('BENCH_STORE', 'disk') as ServerConfig['store'];
  const scenarios = env('BENCH_SCENARIOS', 'closed,human').split(',');
  const runs = Math.max(1, Number(env('BENCH_RUNS', '3')));
  const pathsWanted = env('BENCH_PATHS', 'both');
  const [min, max] = env('BENCH_THINK_MS', '0,0').split(',').map(Number);
  const closedGames = Number(env('BENCH_GAMES', '50'));
  const ack = env('BENCH_ACK', '') === '1';
  const storeName = store === 'disk' ? 'on disk, synced' : 'in memory';
  console.log(`spine: the local stack (${storeName}) in its own process, players in a worker; load average at start ${load()} (2 cores shared)`);

  if (scenarios.includes('closed')) {
    const paths = pathsWanted === 'both' ? (['local', 'http'] as const) : [pathsWanted as ServerConfig['paths']];
    const all = new Map<string, Figures[]>(paths.map((p) => [p, []]));
    const closed = (p: ServerConfig['paths']): Scenario => ({
      name: `closed loop, ${p} paths`,
      server: { store, paths: p },
      bots: { games: closedGames, watchers: 1, seconds: Number(env('BENCH_SECONDS', '10')) + 3, warmupSeconds: 3, thinkMs: [min, max ?? min], ack },
    });
    console.log(`  closed loop: ${closedGames} games × (3 seats + 1 spectator), think ${min}–${max ?? min} ms, ${ack ? 'every command acknowledged' : 'ack: false as the site sends'}; runs alternate the paths (load average now ${load()})`);
    for (let i = 0; i < runs; i++) {
      for (const p of paths) {
        const f = await runScenario(closed(p));
        all.get(p)!.push(f);
        console.log(`${row(f)}   [run ${i + 1}, load ${load()}]`);
      }
    }
    console.log(`  closed loop, median of ${runs} runs:`);
    for (const [p, list] of all) {
      const perSecond = median(list.map((f) => f.perSecond));
      console.log(`    ${p.padEnd(6)} paths: ${fixed(perSecond)} commands/s ${p === 'local' ? `[target ≥ ${TARGETS.closedPerSecond}/s: ${mark(perSecond >= TARGETS.closedPerSecond)}]` : '(the old paths, for comparison: no target)'}`
        + `  p50 ${fixed(median(list.map((f) => f.p50)))} ms  p99 ${fixed(median(list.map((f) => f.p99)))} ms`
        + `  server CPU ${fixed(median(list.map((f) => f.cpuMs)), 2)} ms/command  SDK calls per command ${fixed(median(list.map((f) => f.sdk)), 2)}  RSS ${fixed(median(list.map((f) => f.rssMb)), 0)} MB`
        + `   (runs: ${list.map((f) => fixed(f.perSecond, 0)).join(', ')}/s)`);
    }
    const last = all.get(paths[0])!.at(-1)!;
    console.log(`    DynamoDB calls per command (${paths[0]} paths, last run): ${Object.entries(last.dynamoBy).map(([k, v]) => `${k.replace(/hexfold-/, '')} ${v.toFixed(2)}`).join(', ')}`);
  }

  if (scenarios.includes('human')) {
    const paths = pathsWanted === 'http' ? 'http' : 'local';
    console.log(`  human pace: 4 seats + 20 spectators per game, a move every 1–2 s per game, ${paths} paths (load average now ${load()})`);
    for (const games of [50, 200]) {
      const f = await runScenario({
        name: `human pace, ${games} games`,
        server: { store, paths },
        bots: { games, players: 4, watchers: 20, seconds: Number(env('BENCH_SECONDS', '20')) + 5, warmupSeconds: 5, thinkMs: [1000, 2000], ack },
      });
      console.log(`${row(f)}   [p99 target ≤ ${TARGETS.humanP99} ms: ${mark(f.p99 <= TARGETS.humanP99)}; load ${load()}]`);
    }
  }
}

// Names of the counter's keys for the events table, for readers of `dynamoBy`.
export const EVENTS_PUT = `PutItem:${LOCAL_TABLES.events}`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
