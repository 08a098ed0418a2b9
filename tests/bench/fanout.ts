// Benchmark of the fan-out: one game with 1,000 spectators on the local stack (its own process, on
// disk, synced: spine-server.ts). A seat moves every 300 ms; for each accepted move: send → the
// reply (the append is durable before it), and send → the first and the last of the spectators
// have the record. The last delivery after the append is at most (send → last).
// Run: node --import tsx tests/bench/fanout.ts
//   env BENCH_SPECTATORS (1000), BENCH_MOVES (30), BENCH_PATHS (local | http | both: local)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { randomCommand, nextActor, seededRandom } from '../../domain/catan/index.ts';
import { closeAll, openTable } from '../integration/helpers/table.ts';
import type { ServerConfig, ServerMeasure } from './spine-server.ts';
import { startServer } from './spine.ts';
import { Watcher } from './watcher.ts';

const TARGET_LAST_MS = 250;
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface FanoutFigures {
  readonly reply: number[];
  readonly first: number[];
  readonly last: number[];
  readonly measure: ServerMeasure;
  /** How long the spectators took to join (each join is pushed to everyone as presence). */
  readonly joinSeconds: number;
}

async function runFanout(paths: ServerConfig['paths'], spectators: number, moves: number): Promise<FanoutFigures> {
  const server = await startServer({ store: 'disk', paths });
  try {
    const table = await openTable(server.wsUrl, { players: 4, spectator: false });
    const { gameId } = table;
    // Each spectator that joins is announced to everyone following the game (presence): filling
    // the game costs n²/2 frames, so the spectators join a few at a time, each caught up first.
    const watchers: Watcher[] = [];
    const joining = performance.now();
    for (let i = 0; i < spectators; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, spectators - i) }, () => Watcher.spectate(server.wsUrl, gameId)));
      await Promise.all(batch.map((w) => w.until(table.seats[0].head(gameId), 60_000)));
      watchers.push(...batch);
    }
    const joinSeconds = (performance.now() - joining) / 1000;
    await server.ask('mark');
    const random = seededRandom(7);
    const figures = { reply: [] as number[], first: [] as number[], last: [] as number[] };
    for (let done = 0; done < moves;) {
      await sleep(300);
      const state = table.seats[0].view(gameId).state;
      if (state.phase === 'finished') break;
      const seat = nextActor(state)!;
      const command = randomCommand(table.seats[seat].view(gameId).state, seat, random)!;
      const start = performance.now();
      const replying = table.seats[seat].command(gameId, table.tokens[seat], command).then((reply) => ({ reply, at: performance.now() }));
      const { reply, at } = await replying;
      if (reply.type !== 'accepted') continue;
      const arrivals = await Promise.all(watchers.map((w) => w.until(reply.version as number).then(() => performance.now())));
      figures.reply.push(at - start);
      figures.first.push(Math.min(...arrivals) - start);
      figures.last.push(Math.max(...arrivals) - start);
      done++;
    }
    const { measure } = await server.ask('measure') as { measure: ServerMeasure };
    await Promise.all([closeAll(table), ...watchers.map((w) => w.close())]);
    return { ...figures, measure, joinSeconds };
  } finally {
    await server.ask('close').catch(() => undefined);
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
const stats = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(quantile(sorted, 0.5))}  p99 ${ms(quantile(sorted, 0.99))}  max ${ms(sorted.at(-1) ?? NaN)}`;
};

export async function main(): Promise<void> {
  const spectators = Number(process.env.BENCH_SPECTATORS ?? 1000);
  const moves = Number(process.env.BENCH_MOVES ?? 30);
  const wanted = process.env.BENCH_PATHS ?? 'local';
  const paths: ServerConfig['paths'][] = wanted === 'both' ? ['local', 'http'] : [wanted as ServerConfig['paths']];
  console.log(`fan-out: one game, 4 seats + ${spectators} spectators, a move every 300 ms, the stack on disk in its own process (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  for (const p of paths) {
    const f = await runFanout(p, spectators, moves);
    const sorted = [...f.last].sort((a, b) => a - b);
    const worst = sorted.at(-1) ?? NaN;
    console.log([
      `  ${p} paths, ${f.last.length} moves`,
      `    send → reply (append durable)     ${stats(f.reply)}`,
      `    send → first spectator has it     ${stats(f.first)}`,
      `    send → last of ${spectators} has it     ${stats(f.last)}   [target ≤ ${TARGET_LAST_MS} ms after the append: ${worst <= TARGET_LAST_MS ? 'ok' : 'MISSED'} (max)]`,
      `    ${spectators} spectators joined in ${f.joinSeconds.toFixed(1)} s; server RSS ${f.measure.rssMb.toFixed(0)} MB (peak ${f.measure.peakRssMb.toFixed(0)}), event loop busy ${(f.measure.busy * 100).toFixed(0)}%`,
    ].join('\n'));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
