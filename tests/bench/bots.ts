// Bot strength benchmark: seeded 4-player games on variable boards, one bot against three
// weaker players, the bot's seat rotating over the four seats. Prints win rates with 95% Wilson
// intervals, turns per game, games that hit the command guard, and each level's time per
// decision (every decision is made on the state redacted for the seat, as in production).
// The games are shared between two worker threads (one per core). BENCH_GAMES overrides the
// number of games per match (the expert's match too: its 1,000 games take most of the time).
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type * as DomainModule from '../../domain/catan/index.ts';
import { wilson } from '../../domain/catan/analysis/chances.ts';
import type { Command, Player, Random, Seat, State } from '../../domain/catan/index.ts';
import { threadCpuKnown, threadCpuMs } from './thread-cpu.ts';

interface Match {
  readonly bot: Player;
  readonly against: Player;
  readonly games: number;
  /** The win rate the bot must reach. */
  readonly target: number;
}

interface Job {
  readonly bundle: string;
  readonly shard: number;
  readonly shards: number;
  readonly matches: readonly Match[];
}

interface Tally {
  wins: number;
  games: number;
  turns: number;
  capped: number;
  seconds: number;
}

interface Report {
  readonly tallies: Tally[];
  readonly times: Partial<Record<Player, Float64Array>>;
  /** Each level's seats over all games (a game with three good seats counts three). */
  readonly seatGames: Partial<Record<Player, number>>;
  readonly mostOffers: number;
}

/** Decision times in ms, in a growing typed array (hundreds of thousands of them). */
class Times {
  values = new Float64Array(1 << 16);
  length = 0;
  push(ms: number) {
    if (this.length === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = ms;
  }
}

/** A worker's share of every match: the games whose number falls to its shard. */
async function work(job: Job): Promise<Report> {
  const { playBots, moveOf } = (await import(pathToFileURL(job.bundle).href)) as typeof DomainModule;
  const times = new Map<Player, Times>();
  let turnKey = '';
  let offers = 0;
  let mostOffers = 0;
  const seatGames: Partial<Record<Player, number>> = {};
  const choose = (player: Player, state: State, seat: Seat, random: Random): Command | null => {
    // The expert's decisions are long: its thread's CPU time, whatever else runs; the others' the clock's (µs).
    const clock = player === 'expert' ? threadCpuMs : () => performance.now();
    const start = clock();
    const command = moveOf(player, state, seat, random);
    const ms = clock() - start;
    let list = times.get(player);
    if (!list) times.set(player, (list = new Times()));
    list.push(ms);
    if (player === 'good' && state.phase === 'playing' && command?.type === 'OfferTrade') {
      const key = `${state.seed}:${state.turn.number}`;
      if (key !== turnKey) [turnKey, offers] = [key, 0];
      mostOffers = Math.max(mostOffers, ++offers);
    }
    return command;
  };
  // Warm up the JIT before measuring.
  for (let seed = 0; seed < 20; seed++) playBots(9_000_000 + seed, ['good', 'easy', 'random', 'good'], { maxCommands: 400 });
  playBots(9_100_000, ['expert', 'good', 'good', 'good'], { maxCommands: 150 });
  const tallies = job.matches.map((match, m): Tally => {
    const tally = { wins: 0, games: 0, turns: 0, capped: 0, seconds: 0 };
    const start = performance.now();
    for (let i = job.shard; i < match.games; i += job.shards) {
      const seat = i % 4;
      const players: Player[] = [match.against, match.against, match.against, match.against];
      players[seat] = match.bot;
      for (const p of players) seatGames[p] = (seatGames[p] ?? 0) + 1;
      const game = playBots(1_000_000 * (m + 1) + i, players, { maxCommands: 20_000, choose });
      tally.games++;
      tally.turns += game.turns;
      if (game.winner === null) tally.capped++;
      else if (game.winner === seat) tally.wins++;
    }
    tally.seconds = (performance.now() - start) / 1000;
    return tally;
  });
  const out: Partial<Record<Player, Float64Array>> = {};
  for (const [player, list] of times) out[player] = list.values.slice(0, list.length);
  return { tallies, times: out, seatGames, mostOffers };
}

/** A worker thread running this module: `--import tsx` does not reach worker threads on Node 20. */
function tsWorker(job: Job): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  return new Worker(boot, { eval: true, workerData: job });
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const verdict = (ok: boolean, target: string) => `[target ${target}: ${ok ? 'ok' : 'MISSED'}]`;
const quantile = (sorted: Float64Array, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function main(): Promise<void> {
  const games = Number(process.env.BENCH_GAMES ?? 1000);
  const matches: Match[] = [
    { bot: 'good', against: 'random', games, target: 0.9 },
    { bot: 'good', against: 'easy', games, target: 0.5 },
    { bot: 'easy', against: 'random', games, target: 0.35 },
    // An equal player wins a quarter of the games: the expert must win 40 % (issue's target), over as many games.
    { bot: 'expert', against: 'good', games, target: 0.4 },
  ];
  // The domain as it ships (bundled by esbuild), as the domain benchmark measures it.
  const dir = mkdtempSync(join(tmpdir(), 'hexfold-bench-'));
  const bundle = join(dir, 'domain.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../../domain/catan/index.ts', import.meta.url))],
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: bundle, logLevel: 'error',
  });
  const shards = 2;
  const started = performance.now();
  const reports = await Promise.all(Array.from({ length: shards }, (_, shard) => new Promise<Report>((resolve, reject) => {
    const worker = tsWorker({ bundle, shard, shards, matches });
    worker.once('message', (r: Report) => {
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  })));
  rmSync(dir, { recursive: true, force: true });

  console.log('bots: seeded 4-player games on variable boards, the tested bot\'s seat rotating over the 4 seats (2 threads)');
  matches.forEach((match, m) => {
    const t = reports.map((r) => r.tallies[m]);
    const sum = (pick: (x: Tally) => number) => t.reduce((a, x) => a + pick(x), 0);
    const [n, wins, capped] = [sum((x) => x.games), sum((x) => x.wins), sum((x) => x.capped)];
    const [low, high] = wilson(wins, n);
    const name = `${match.bot} vs 3 ${match.against}`.padEnd(22);
    const seconds = Math.max(...t.map((x) => x.seconds));
    const met = wins / n >= match.target;
    console.log(`  ${name}  wins ${percent(wins / n)} (95% ${percent(low)}–${percent(high)}) of ${n}   ${verdict(met, `≥ ${percent(match.target)}`)}`);
    console.log(`  ${''.padEnd(22)}  ${(sum((x) => x.turns) / n).toFixed(1)} turns per game, ${capped} hit the command guard, ${seconds.toFixed(1)} s   ${verdict(capped === 0, '0 capped')}`);
  });
  console.log('  time per decision (the state redacted for the seat, then the move; the expert\'s is its thread\'s CPU time)');
  const limits: Partial<Record<Player, [number, number]>> = { easy: [1, 5], good: [1, 5], expert: [1000, 1000] };
  for (const player of ['random', 'easy', 'good', 'expert'] as const) {
    const parts = reports.map((r) => r.times[player]).filter((x): x is Float64Array => x !== undefined);
    if (parts.length === 0) continue;
    const sorted = new Float64Array(parts.reduce((a, x) => a + x.length, 0));
    let at = 0;
    for (const x of parts) {
      sorted.set(x, at);
      at += x.length;
    }
    sorted.sort();
    const [median, p99, max] = [quantile(sorted, 0.5), quantile(sorted, 0.99), quantile(sorted, 1)];
    const limit = limits[player];
    // The expert's budget is a second per decision on a free core: its max is wall time on a
    // shared machine (two threads, and whatever else runs), so the verdict reads its p99.
    const ok = limit && median <= limit[0] && p99 <= limit[1];
    const mark = limit ? `   ${verdict(!!ok, `median ≤ ${limit[0]} ms, p99 ≤ ${limit[1]} ms`)}` : '';
    // The thread clock moves at the kernel's ticks and switches: a decision under a few ms (most
    // of the expert's are forced or unsearched) may read 0, so its small figures are said as such.
    const coarse = player === 'expert' && threadCpuKnown;
    const shown = (ms: number, unit: 'µs' | 'ms') => (coarse && ms < 4 ? '< 4 ms (the thread clock\'s step)' : unit === 'µs' ? `${(ms * 1000).toFixed(unit === 'µs' && ms < 1 ? 1 : 0)} µs` : `${ms.toFixed(1)} ms`);
    console.log(`    ${player.padEnd(7)} median ${shown(median, coarse ? 'ms' : 'µs')}, p99 ${coarse ? shown(p99, 'ms') : `${(p99 * 1000).toFixed(0)} µs`}, max ${max.toFixed(1)} ms over ${sorted.length} decisions${mark}`);
    // The price of a bot game follows from these: CPU-ms per decision and per seat and game.
    const totalMs = sorted.reduce((a, b) => a + b, 0);
    const seats = reports.reduce((a, r) => a + (r.seatGames[player] ?? 0), 0);
    console.log(`    ${''.padEnd(7)} CPU ${(totalMs / sorted.length).toFixed(3)} ms per decision on average, ${(totalMs / Math.max(1, seats)).toFixed(1)} ms per seat and game${player === 'expert' && !threadCpuKnown ? ' (wall time: no thread clock here)' : ''}`);
  }
  console.log(`  good's domestic trade offers: at most ${Math.max(...reports.map((r) => r.mostOffers))} in one turn`);
  console.log(`  wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (!isMainThread) parentPort!.postMessage(await work(workerData as Job));
else if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
