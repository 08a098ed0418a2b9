// Benchmark of one address flooding the server, on loopback only, bounded in count and time. The
// server runs as `npm start` does (flood-server.ts: on disk, the gateway's own limits) in a process
// of its own; the attacker in a worker thread from another loopback source address (127.0.0.2:
// another address to the server); the well-behaved clients here, from 127.0.0.1: a pinger (10 a
// second) and two games whose seats move every 250 ms.
//
//   wide  56 connections from one address, 27 requests a second each (within the per-connection 25
//         + burst, ≈ 1,500 a second together) for 15 s: a whole long stream, the lobby, pings.
//         Goals: the pinger's p99 ≤ 50 ms, no game stalled (no move over 250 ms), and the server's
//         memory back within 20 MB of where it started a minute after the flood (its heap, and its
//         RSS, which the allocator may keep longer).
//   slow  one connection pipelines 400 requests for the long stream (24 a second) and never reads.
//         Goal: every 5-s window until it is closed, the pinger's p99 ≤ 50 ms.
// Run: node --import tsx tests/bench/flood.ts
//   env BENCH_SCENARIOS (wide,slow), BENCH_SECONDS (15), BENCH_AFTER_SECONDS (60: the memory wait),
//   BENCH_CONNECTIONS (56), BENCH_LIMITS (JSON, the server's gateway limits, to compare).
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { seededRandom } from '../../domain/catan/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { botMove, closeAll, openTable, type Table } from '../integration/helpers/table.ts';
import type { AttackConfig, AttackResult } from './flood-attack.ts';
import type { ServerMemory } from './flood-server.ts';
import { nextMessage, tsWorker } from './spine.ts';

const GOALS = { pingP99: 50, moveMax: 250, memoryMb: 20 };
const env = (name: string, fallback: string) => process.env[name] ?? fallback;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

interface Server {
  readonly child: ChildProcess;
  readonly wsUrl: string;
  readonly gameId: string;
  memory(): Promise<ServerMemory>;
  /** After a full garbage collection: what the server holds. */
  settled(): Promise<ServerMemory>;
  close(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const child = fork(new URL('./flood-server.ts', import.meta.url), [], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (type: string) => nextMessage(child, type, 'the flood server exited');
  const started = await next('started') as { wsUrl: string; gameId: string };
  const ask = (type: string) => {
    const answer = next(type);
    child.send({ type });
    return answer;
  };
  return {
    child, wsUrl: started.wsUrl, gameId: started.gameId,
    memory: async () => (await ask('memory')) as unknown as ServerMemory,
    settled: async () => (await ask('settled')) as unknown as ServerMemory,
    close: async () => void (await ask('closed').catch(() => undefined), child.send({ type: 'close' })),
  };
}

/** Samples: [time sent, round trip ms]. */
type Samples = [number, number][];

/** The well-behaved clients: pings every 100 ms, and each game's awaited seat moves every 250 ms, until `stop`. */
function behave(pinger: TestClient, tables: Table[], stop: () => boolean): { pings: Samples; moves: Samples; done: Promise<void> } {
  const pings: Samples = [];
  const moves: Samples = [];
  const ping = (async () => {
    while (!stop()) {
      const sent = performance.now();
      await pinger.request({ type: 'ping' });
      pings.push([sent, performance.now() - sent]);
      await sleep(100);
    }
  })();
  const random = seededRandom(5);
  const play = tables.map(async (table) => {
    while (!stop()) {
      const sent = performance.now();
      if (!(await botMove(table, random))) return;
      moves.push([sent, performance.now() - sent]);
      await sleep(250);
    }
  });
  return { pings, moves, done: Promise.all([ping, ...play]).then(() => undefined) };
}

const stats = (samples: Samples) => {
  const sorted = samples.map(([, ms]) => ms).sort((a, b) => a - b);
  return { n: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? NaN };
};

/** The worst p99 over 5-s windows of `samples` between `from` and `to`. */
function worstWindow(samples: Samples, from: number, to: number): number {
  let worst = 0;
  for (let t = from; t < to; t += 5000) {
    const window = samples.filter(([at]) => at >= t && at < t + 5000);
    if (window.length > 0) worst = Math.max(worst, stats(window).p99);
  }
  return worst;
}

function attack(config: AttackConfig): { result: Promise<AttackResult>; stop(): Promise<number> } {
  const worker = tsWorker(new URL('./flood-attack.ts', import.meta.url), config);
  const result = new Promise<AttackResult>((resolve, reject) => {
    worker.once('message', (r: AttackResult) => resolve(r));
    worker.once('error', reject);
  });
  return { result, stop: () => worker.terminate() };
}

const row = (name: string, s: ReturnType<typeof stats>) => `${name.padEnd(22)} p50 ${f1(s.p50).padStart(6)} ms  p99 ${f1(s.p99).padStart(6)} ms  max ${f0(s.max).padStart(5)} ms  (${s.n})`;

async function wide(server: Server, pinger: TestClient, tables: Table[]): Promise<void> {
  const seconds = Number(env('BENCH_SECONDS', '15'));
  const connections = Number(env('BENCH_CONNECTIONS', '56'));
  console.log(`wide flood: ${connections} connections from 127.0.0.2, 27 requests/s each, ${seconds} s; well-behaved clients from 127.0.0.1`);
  let stopped = false;
  const before = behave(pinger, tables, () => stopped);
  await sleep(5000);
  stopped = true;
  await before.done;
  const memoryBefore = await server.settled();
  stopped = false;
  const during = behave(pinger, tables, () => stopped);
  let peak = memoryBefore;
  const sampler = setInterval(() => void server.memory().then((m) => (peak = { heapMb: Math.max(peak.heapMb, m.heapMb), rssMb: Math.max(peak.rssMb, m.rssMb), closes: [] })), 500);
  const result = await attack({ mode: 'wide', wsUrl: server.wsUrl, gameId: server.gameId, localAddress: '127.0.0.2', connections, rate: 27, seconds }).result;
  stopped = true;
  clearInterval(sampler);
  await during.done;
  const afterFlood = await server.memory();
  const afterSeconds = Number(env('BENCH_AFTER_SECONDS', '60'));
  await sleep(afterSeconds * 1000);
  const later = await server.settled();
  const p = stats(during.pings);
  const m = stats(during.moves);
  console.log(`  ${row('ping, before', stats(before.pings))}`);
  console.log(`  ${row('move, before', stats(before.moves))}`);
  console.log(`  ${row('ping, during', p)}   [p99 ≤ ${GOALS.pingP99} ms: ${mark(p.p99 <= GOALS.pingP99)}]`);
  console.log(`  ${row('move, during', m)}   [no move over ${GOALS.moveMax} ms: ${mark(m.max <= GOALS.moveMax)}]`);
  console.log(`  flood: ${result.sent} sent (${f0(result.sent / seconds)}/s), ${result.answered} answered, ${result.refused} refused rate/limited, ${result.connected} connected, closes ${JSON.stringify(result.closes)}`);
  const back = later.rssMb - memoryBefore.rssMb;
  console.log(`  server memory (MB; before and later after a full GC): before heap ${f1(memoryBefore.heapMb)} rss ${f1(memoryBefore.rssMb)}; peak heap ${f1(peak.heapMb)} rss ${f1(peak.rssMb)}; at the end heap ${f1(afterFlood.heapMb)} rss ${f1(afterFlood.rssMb)}; ${afterSeconds} s later heap ${f1(later.heapMb)} rss ${f1(later.rssMb)}`);
  const heapBack = later.heapMb - memoryBefore.heapMb;
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${f1(x)}`;
  console.log(`  memory ${afterSeconds} s after the flood: heap ${signed(heapBack)} MB   [within ${GOALS.memoryMb} MB: ${mark(heapBack <= GOALS.memoryMb)}]; rss ${signed(back)} MB   [within ${GOALS.memoryMb} MB: ${mark(back <= GOALS.memoryMb)}]`);
}

async function slow(server: Server, pinger: TestClient, tables: Table[]): Promise<void> {
  console.log('slow consumer: one connection from 127.0.0.4 pipelines 400 requests for a long stream and never reads');
  const memoryBefore = await server.settled();
  let stopped = false;
  const from = performance.now();
  const began = Date.now();
  const during = behave(pinger, tables, () => stopped);
  let peak = memoryBefore;
  let closed: { cause: string; at: number } | undefined;
  const attacker = attack({ mode: 'slow', wsUrl: server.wsUrl, gameId: server.gameId, localAddress: '127.0.0.4', connections: 1, rate: 400, seconds: 30 });
  const end = Date.now() + 30_000;
  while (!closed && Date.now() < end) {
    await sleep(250);
    const m = await server.memory();
    peak = { heapMb: Math.max(peak.heapMb, m.heapMb), rssMb: Math.max(peak.rssMb, m.rssMb), closes: [] };
    closed = m.closes.find((c) => c.sourceIp === '127.0.0.4');
  }
  const to = performance.now();
  // The 5 s after the close too: the work it left behind.
  await sleep(5000);
  stopped = true;
  await attacker.stop();
  await during.done;
  const worst = worstWindow(during.pings, from, performance.now());
  console.log(`  ${row('ping, until closed', stats(during.pings))}`);
  console.log(`  ${row('move, until closed', stats(during.moves))}`);
  console.log(`  closed ${closed ? `as ${closed.cause} after ${f0(closed.at - began)} ms` : 'never (30 s)'} (${f0(to - from)} ms); worst 5-s window ping p99 ${f1(worst)} ms   [≤ ${GOALS.pingP99} ms: ${mark(worst <= GOALS.pingP99)}]`);
  console.log(`  server memory (MB; before: after a full GC): before heap ${f1(memoryBefore.heapMb)} rss ${f1(memoryBefore.rssMb)}; peak heap ${f1(peak.heapMb)} (+${f1(peak.heapMb - memoryBefore.heapMb)}) rss ${f1(peak.rssMb)} (+${f1(peak.rssMb - memoryBefore.rssMb)})`);
}

async function main(): Promise<void> {
  const scenarios = env('BENCH_SCENARIOS', 'wide,slow').split(',');
  const server = await startServer();
  const pinger = await TestClient.connect(server.wsUrl);
  const tables = await Promise.all([openTable(server.wsUrl, { spectator: false }), openTable(server.wsUrl, { spectator: false })]);
  // The long game once, so that the server's stream cache holds it before memory is first measured.
  await pinger.request({ type: 'spectate', gameId: server.gameId, lastVersion: 0 }, 'events');
  try {
    if (scenarios.includes('wide')) await wide(server, pinger, tables);
    if (scenarios.includes('slow')) await slow(server, pinger, tables);
    console.log(`  (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  } finally {
    await pinger.close();
    await Promise.all(tables.map((t) => closeAll(t)));
    server.child.send({ type: 'close' });
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
