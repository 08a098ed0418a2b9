// The expert's search variants, like for like: each game (seeded, on variable boards,
// the expert's seat rotating) is played once per variant against three good bots, so that every
// variant meets the same boards and seats. Prints each variant's win rate with its 95 % Wilson
// interval, its CPU time per decision (median, mean, p99: the thread's own, whatever else runs)
// and per game, and the wall time's p99. BENCH_GAMES (games per variant, default 200),
// BENCH_FROM (the first game's number, to add games to an earlier run), BENCH_VARIANTS (names,
// comma-separated), BENCH_SHARDS (threads, default 1: the machine is shared), BENCH_TABLE (the
// table: 3, 4, 5, 6 players or 4 with Friends and/or Helpers; see TABLES), BENCH_LOG (each result).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
// The composition root, for its rule modules (the turn rules of 5–6 players, Friends, Helpers).
import '../../domain/catan/index.ts';
import { pathToFileURL } from 'node:url';
import { wilson } from '../../domain/catan/analysis/chances.ts';
import { EXPERT_STYLE, expertCommand, SEARCH, type Search } from '../../domain/catan/bots/expert.ts';
import { randomCommand } from '../../domain/catan/bots/random.ts';
import { moveOf, playBots, type Player } from '../../domain/catan/bots/table.ts';
import { redactState } from '../../domain/catan/base/redact.ts';
import type { Command } from '../../domain/catan/base/commands.ts';
import type { State } from '../../domain/catan/base/state.ts';
import type { Seat } from '../../domain/catan/base/types.ts';
import type { Random } from '../../domain/shared/random.ts';
import type { Expansion } from '../../domain/catan/options.ts';
import { threadCpuKnown, threadCpuMs } from './thread-cpu.ts';

/** The product's search until the fourth round (no eager offers, Good's style): the earlier variants' base. */
const PLAIN: Search = { worlds: 32, maxRollouts: 96, horizon: 8, leaf: 'evaluator' };

export const VARIANTS: Record<string, Search> = {
  // The search until 2026-11-27: the hand-tuned judge after two rounds of good play.
  old: { worlds: 32, maxRollouts: 96, horizon: 8, leaf: 'judge' },
  'eval-h8': PLAIN,
  product: SEARCH,
  plain: PLAIN,
  'eval-h2': { worlds: 48, maxRollouts: 288, horizon: 2, leaf: 'evaluator' },
  'eval-h1': { worlds: 96, maxRollouts: 720, horizon: 1, leaf: 'evaluator' },
  'eval-h0': { worlds: 64, maxRollouts: 640, horizon: 0, leaf: 'evaluator' },
  'eval-h1-wide': { worlds: 96, maxRollouts: 1280, horizon: 1, leaf: 'evaluator', wide: true },
  'eval-h2-wide': { worlds: 48, maxRollouts: 384, horizon: 2, leaf: 'evaluator', wide: true },
  'z1': { ...PLAIN, clear: 1 },
  'z1.5': { ...PLAIN, clear: 1.5 },
  'w96': { ...PLAIN, worlds: 96, maxRollouts: 288 },
  'w96-z1.5': { ...PLAIN, worlds: 96, maxRollouts: 288, clear: 1.5 },
  more: { ...PLAIN, more: true },
  'more-w96': { ...PLAIN, worlds: 96, maxRollouts: 480, more: true },
  'more-z1.5': { ...PLAIN, more: true, clear: 1.5 },
  w256: { ...PLAIN, worlds: 256, maxRollouts: 768 },
  sync: { ...PLAIN, sync: true },
  sharp: { ...PLAIN, eager: 2, style: { devCard: 1.1, longestRoad: 2, income: 0.2 } },
  // The policies alone (no duty searched: Good's move, the eager offer and the style): fast, for thousands of games.
  'good-policy': { ...PLAIN, only: [] },
  policy: { ...SEARCH, only: [] },
  own: { ...PLAIN, eager: 1, style: EXPERT_STYLE, own: true },
  // The fourth round's product (32 worlds, clear at 2, a new building's income as Good counts it), and the fifth's first (income twice).
  sharp4: { ...PLAIN, eager: 1, style: { ...EXPERT_STYLE, income: 0.2 } },
  income: { ...PLAIN, eager: 1, style: EXPERT_STYLE },
  // The fifth round's product: three times the worlds and a softer clear-gain rule.
  'p-w96-z1.5': { ...PLAIN, eager: 1, style: EXPERT_STYLE, worlds: 96, maxRollouts: 288, clear: 1.5 },
  build: { ...PLAIN, build: true },
  'setup-roads': { ...PLAIN, setupRoads: true },
  judge: { ...PLAIN, leaf: 'judge' },
  'sync-h16': { ...PLAIN, sync: true, horizon: 16 },
  h4: { ...PLAIN, horizon: 4 },
  h6: { ...PLAIN, horizon: 6 },
  h16: { ...PLAIN, horizon: 16 },
  h32: { ...PLAIN, horizon: 32 },
  answers: { ...PLAIN, answers: true },
  eager1: { ...PLAIN, eager: 1 },
  'wide-h8': { ...PLAIN, wide: true, maxRollouts: 384 },
  rounds2: { ...PLAIN, rounds: 2 },
  'setup-only': { ...PLAIN, only: ['placeSettlement'] },
  'robber-only': { ...PLAIN, only: ['robber'] },
  'main-only': { ...PLAIN, only: ['main'] },
  'setup-h0': { ...PLAIN, setup: { worlds: 4, maxRollouts: 40, horizon: 0 } },
  'setup-h4': { ...PLAIN, setup: { worlds: 32, maxRollouts: 160, horizon: 4 } },
  'setup-h8w': { ...PLAIN, setup: { worlds: 64, maxRollouts: 512, horizon: 8 } },
  eager2: { ...PLAIN, eager: 2 },
  'setup-deep': { ...PLAIN, setup: { worlds: 48, maxRollouts: 256, horizon: 24 } },
};

/**
 * The tables the expert meets (BENCH_TABLE, default 4): its seat among good bots at every size
 * and with the mini-expansions, for the head to head at each (an equal seat wins 1 in n).
 */
export const TABLES: Record<string, { readonly players: number; readonly modules?: readonly Expansion[] }> = {
  3: { players: 3 },
  4: { players: 4 },
  5: { players: 5 },
  6: { players: 6 },
  friends: { players: 4, modules: ['friends'] },
  helpers: { players: 4, modules: ['helpers'] },
  'friends-helpers': { players: 4, modules: ['friends', 'helpers'] },
};

interface Job { readonly names: readonly string[]; readonly from: number; readonly games: number; readonly shard: number; readonly shards: number; readonly table: string }
interface Result { readonly wins: number[]; readonly games: number[]; readonly times: number[][]; readonly wall: number[][] }

async function work(job: Job): Promise<Result> {
  const wins = job.names.map(() => 0);
  const games = job.names.map(() => 0);
  const times: number[][] = job.names.map(() => []);
  const wall: number[][] = job.names.map(() => []);
  job.names.forEach((name, v) => {
    // Warm the JIT on a short game.
    const search = VARIANTS[name];
    playBots(9_100_000, ['expert', 'good', 'good', 'good'], { maxCommands: 150, choose: (p, s, seat, r) => expertMove(p, s, seat, r, search) });
    void v;
  });
  const table = TABLES[job.table];
  for (let i = job.from + job.shard; i < job.from + job.games; i += job.shards) {
    const seat = i % table.players;
    const players: Player[] = Array.from({ length: table.players }, () => 'good');
    players[seat] = 'expert';
    job.names.forEach((name, v) => {
      const search = VARIANTS[name];
      const choose = (player: Player, state: State, at: Seat, random: Random): Command | null => {
        if (player !== 'expert') return moveOf(player, state, at, random);
        const [start, cpu] = [performance.now(), threadCpuMs()];
        const c = expertMove(player, state, at, random, search);
        times[v].push(threadCpuMs() - cpu);
        wall[v].push(performance.now() - start);
        return c;
      };
      const game = playBots(4_000_000 + i, players, { maxCommands: 20_000, choose, ...(table.modules ? { modules: table.modules } : {}) });
      games[v]++;
      if (game.winner === seat) wins[v]++;
      // Each game's result as it ends (BENCH_LOG): to follow a long run and to pair variants' games.
      if (process.env.BENCH_LOG) console.error(`game ${i} ${name} ${game.winner === seat ? 'won' : 'lost'}`);
    });
    // Let the thread's stderr reach the main thread between games.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { wins, games, times, wall };
}

/** The expert's move on its seat's view with this search (as botCommand: a random move should it fail). */
function expertMove(player: Player, state: State, seat: Seat, random: Random, search: Search): Command | null {
  if (player !== 'expert') return moveOf(player, state, seat, random);
  const view = redactState(state, seat);
  try {
    const c = expertCommand(view, seat, random, undefined, search);
    if (c !== null) return c;
  } catch {
    // Fall through.
  }
  return randomCommand(view, seat, random);
}

function tsWorker(job: Job): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  return new Worker(boot, { eval: true, workerData: job });
}

/** A search's shape in a few words: its leaf, horizon, size, and the knobs it turns. */
function shapeOf(s: Search): string {
  const parts = [s.leaf, s.rounds !== undefined ? `${s.rounds} rounds` : `h${s.horizon}`, `${s.worlds}w ≤${s.maxRollouts}r`];
  if (s.wide) parts.push('wide');
  if (s.more) parts.push('more');
  if (s.clear !== undefined) parts.push(`z${s.clear}`);
  if (s.answers) parts.push('answers');
  if (s.build) parts.push('build');
  if (s.setupRoads) parts.push('setup roads');
  if (s.sync) parts.push('sync');
  if (s.style) parts.push(`dev ${s.style.devCard} road ${s.style.longestRoad} income ${s.style.income}`);
  if (s.eager) parts.push(`eager${s.eager}`);
  if (s.own) parts.push('own rollouts');
  if (s.only) parts.push(s.only.length > 0 ? `only ${s.only.join('+')}` : 'no search');
  if (s.setup) parts.push(`setup h${s.setup.horizon} ${s.setup.worlds}w ≤${s.setup.maxRollouts}r`);
  return parts.join(' ');
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

export async function main(): Promise<void> {
  const games = Number(process.env.BENCH_GAMES ?? 200);
  const shards = Number(process.env.BENCH_SHARDS ?? 1);
  const from = Number(process.env.BENCH_FROM ?? 0);
  const table = process.env.BENCH_TABLE ?? '4';
  if (!TABLES[table]) throw new Error(`unknown table ${table} (${Object.keys(TABLES).join(', ')})`);
  const names = (process.env.BENCH_VARIANTS ?? Object.keys(VARIANTS).join(',')).split(',');
  for (const n of names) if (!VARIANTS[n]) throw new Error(`unknown variant ${n}`);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: shards }, (_, shard) => new Promise<Result>((resolve, reject) => {
    const worker = tsWorker({ names, from, games, shard, shards, table });
    worker.once('message', (r: Result) => {
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  })));
  const clock = threadCpuKnown ? 'CPU' : 'wall';
  const { players, modules } = TABLES[table];
  console.log(`expert variants vs ${players - 1} good${modules ? ` with ${modules.join(' and ')}` : ''} (an equal seat wins ${percent(1 / players)}): the same ${games} seeded games each (from game ${from}), the expert's seat rotating (${shards} thread${shards > 1 ? 's' : ''})`);
  names.forEach((name, v) => {
    const wins = results.reduce((a, r) => a + r.wins[v], 0);
    const n = results.reduce((a, r) => a + r.games[v], 0);
    const [low, high] = wilson(wins, n);
    const t = results.flatMap((r) => r.times[v]).sort((a, b) => a - b);
    const q = (p: number) => t[Math.min(t.length - 1, Math.floor(p * t.length))];
    const w = results.flatMap((r) => r.wall[v]).sort((a, b) => a - b);
    const cpuPerGame = t.reduce((a, b) => a + b, 0) / n;
    const shape = shapeOf(VARIANTS[name]);
    console.log(`  ${name.padEnd(13)} ${shape.padEnd(30)} wins ${wins}/${n} = ${percent(wins / n)} (95% ${percent(low)}–${percent(high)}); ${clock}-ms per decision median ${q(0.5).toFixed(1)}, mean ${(cpuPerGame * n / t.length).toFixed(1)}, p99 ${q(0.99).toFixed(0)}, max ${q(1).toFixed(0)} over ${t.length}; ${(cpuPerGame / 1000).toFixed(1)} ${clock}-s per game; wall p99 ${w[Math.floor(0.99 * w.length)]?.toFixed(0)} ms`);
  });
  console.log(`  wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (!isMainThread) parentPort!.postMessage(await work(workerData as Job));
else if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
