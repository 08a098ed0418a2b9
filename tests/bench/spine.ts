// Benchmark of the runnable spine: the in-process local stack (dynalite in memory), 50 concurrent
// games of bots over WebSocket. Prints command round-trip latency (send → every connection of the
// game has the event) and DynamoDB calls per accepted command.
// Run: node --import tsx tests/bench/spine.ts
//   env BENCH_GAMES (50), BENCH_SECONDS (20), BENCH_THINK_MS=min,max (1000,2000), BENCH_RUNS (3; the
//   runs each start a fresh stack and end with the median of their p50 and p99: one run moves by
//   ±1.5 ms on a shared machine).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { consoleLogger } from '../../functions/app/log.ts';
import { LOCAL_TABLES } from '../../functions/local/dynalite.ts';
import type { CallCounter } from '../../functions/local/instrument.ts';
import { startLocalStack } from '../../functions/local/stack.ts';
import type { BotsConfig, BotsResult } from './spine-bots.ts';

const TARGETS = { p50: 10, p99: 40, writes: 1, eventQueries: 1 };

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

function thinkRange(): [number, number] {
  const [min, max] = (process.env.BENCH_THINK_MS ?? '1000,2000').split(',').map(Number);
  return [min, max ?? min];
}

/** A worker running a TypeScript module: `--import tsx` does not reach worker threads on Node 20. */
function tsWorker(module: URL, workerData: unknown): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

interface Measurement {
  readonly result: BotsResult;
  readonly calls: ReadonlyMap<string, number>;
  readonly serverBusy: number;
}

/** Runs the players; the window is measured from their warm-up's end to their last command. */
function runBots(config: BotsConfig, calls: CallCounter): Promise<Measurement> {
  const worker = tsWorker(new URL('./spine-bots.ts', import.meta.url), config);
  let busy = performance.eventLoopUtilization();
  let measurement: Measurement | undefined;
  return new Promise((resolve, reject) => {
    worker.on('message', (m: { type: string; result?: BotsResult; error?: string }) => {
      if (m.type === 'ready') worker.postMessage('go');
      if (m.type === 'measuring') {
        calls.reset();
        busy = performance.eventLoopUtilization();
      }
      if (m.type === 'measured') {
        measurement = { result: m.result!, calls: new Map(calls.counts), serverBusy: performance.eventLoopUtilization(busy).utilization };
      }
      if (m.type === 'done') void worker.terminate().then(() => resolve(measurement!));
      if (m.type === 'failed') void worker.terminate().then(() => reject(new Error(m.error)));
    });
    worker.on('error', reject);
  });
}

export interface SpineFigures {
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly accepted: number;
  /** Events table calls per accepted command. */
  readonly writes: number;
  readonly eventQueries: number;
  readonly serverBusy: number;
}

/** One measurement on a fresh in-memory stack. */
async function runOnce(config: BotsConfig): Promise<SpineFigures> {
  const stack = await startLocalStack({ port: 0, memory: true, log: consoleLogger('error') });
  try {
    return report(config, await runBots({ ...config, wsUrl: stack.wsUrl }, stack.dynamoCalls));
  } finally {
    await stack.close();
  }
}

export async function main(): Promise<void> {
  const config: BotsConfig = {
    wsUrl: '',
    games: Number(process.env.BENCH_GAMES ?? 50),
    seconds: Number(process.env.BENCH_SECONDS ?? 20),
    warmupSeconds: 3,
    thinkMs: thinkRange(),
  };
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const all: SpineFigures[] = [];
  for (let i = 0; i < runs; i++) {
    if (runs > 1) console.log(`spine run ${i + 1} of ${runs}`);
    all.push(await runOnce(config));
  }
  if (runs > 1) summarize(all);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const ms = (value: number) => `${value.toFixed(2)} ms`;

function summarize(all: readonly SpineFigures[]): void {
  const p50 = median(all.map((f) => f.p50));
  const p99 = median(all.map((f) => f.p99));
  console.log([
    `spine, median of ${all.length} runs:`,
    `  round trip p50 ${ms(p50)} [target ≤ ${TARGETS.p50} ms: ${mark(p50 <= TARGETS.p50)}]   (runs: ${all.map((f) => f.p50.toFixed(2)).join(', ')})`,
    `  round trip p99 ${ms(p99)} [target ≤ ${TARGETS.p99} ms: ${mark(p99 <= TARGETS.p99)}]   (runs: ${all.map((f) => f.p99.toFixed(2)).join(', ')})`,
    `  server event loop busy ${(median(all.map((f) => f.serverBusy)) * 100).toFixed(0)}%`,
  ].join('\n'));
}

function report(config: BotsConfig, { result: r, calls: counts, serverBusy }: Measurement): SpineFigures {
  const calls = (op: string, table?: string) => counts.get(table ? `${op}:${table}` : op) ?? 0;
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const n = sorted.length;
  const per = (count: number) => (n ? count / n : NaN);
  const writes = per(calls('PutItem', LOCAL_TABLES.events));
  const eventQueries = per(calls('Query', LOCAL_TABLES.events));
  const figures: SpineFigures = {
    p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? NaN,
    accepted: n, writes, eventQueries, serverBusy,
  };
  const all = per(['PutItem', 'Query', 'GetItem', 'UpdateItem', 'DeleteItem'].reduce((a, op) => a + calls(op), 0));
  const lines = [
    'spine: command round trip on the local stack (dynalite in memory, in-process gateway, players in a worker)',
    `  setup        ${config.games} games × (3 seats + 1 spectator), think ${config.thinkMs.join('–')} ms, ${r.measuredSeconds} s measured after ${config.warmupSeconds} s warm-up`,
    `  commands     ${n} accepted (${(n / r.measuredSeconds).toFixed(1)}/s), ${r.rejected} rejected, ${r.finishedGames} games finished`,
    '  round trip   send → the reply and all 4 connections have the event',
    `    p50        ${ms(figures.p50).padStart(9)}   [target ≤ ${TARGETS.p50} ms: ${mark(figures.p50 <= TARGETS.p50)}]`,
    `    p90        ${ms(figures.p90).padStart(9)}`,
    `    p99        ${ms(figures.p99).padStart(9)}   [target ≤ ${TARGETS.p99} ms: ${mark(figures.p99 <= TARGETS.p99)}]`,
    `    max        ${ms(figures.max).padStart(9)}`,
    '  DynamoDB calls per accepted command',
    `    events PutItem          ${writes.toFixed(3)}   [target ${TARGETS.writes}: ${mark(Math.abs(writes - 1) < 0.02)}]`,
    `    events Query            ${eventQueries.toFixed(3)}   [target ≤ ${TARGETS.eventQueries}: ${mark(eventQueries <= 1.02)}]`,
    `    connections Query       ${per(calls('Query', LOCAL_TABLES.connections)).toFixed(3)}   (the broadcast's byGame lookup)`,
    `    games GetItem           ${per(calls('GetItem', LOCAL_TABLES.games)).toFixed(3)}`,
    `    games UpdateItem        ${per(calls('UpdateItem', LOCAL_TABLES.games)).toFixed(3)}`,
    `    all                     ${all.toFixed(3)}`,
    `  event loop busy: server ${(serverBusy * 100).toFixed(0)}%, players ${(r.botsBusy * 100).toFixed(0)}% (a saturated player thread would inflate the round trip)`,
  ];
  if (r.errors.length > 0) lines.push(`  games stopped by an error: ${r.errors.length} (first: ${r.errors[0]})`);
  console.log(lines.join('\n'));
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
