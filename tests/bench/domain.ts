// Rules-domain benchmark: full 4-player games between seeded random bots on one core.
// Prints commands/s, games/s, events and commands per game, and the time to fold one
// finished game's stream (median over many games); then the same for 6-player games, for
// 4-player games with both mini-expansions, and for 4-player Seafarers and Cities & Knights games.
import { build } from 'esbuild';
import type * as DomainModule from '../../domain/catan/index.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Domain = typeof DomainModule;

/**
 * The domain as it ships (bundled by esbuild, as for Lambda and the browser), not as a
 * TypeScript loader runs it: loaders add per-closure naming helpers that distort the figures.
 */
export async function loadBundledDomain(): Promise<Domain> {
  const dir = mkdtempSync(join(tmpdir(), 'hexfold-bench-'));
  const outfile = join(dir, 'domain.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../../domain/catan/index.ts', import.meta.url))],
    bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile, logLevel: 'error',
  });
  const domain = (await import(pathToFileURL(outfile).href)) as Domain;
  rmSync(dir, { recursive: true, force: true });
  return domain;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const TARGETS = { commandsPerSecond: 660_000, gamesPerSecond: 600, foldMs: 1 };
const verdict = (ok: boolean, target: string) => `[target ${target}: ${ok ? 'ok' : 'MISSED'}]`;

interface Window {
  readonly games: number;
  readonly commands: number;
  readonly seconds: number;
  readonly cpuSeconds: number;
}

type Play = (seed: number) => { readonly commands: number; readonly events: readonly unknown[] };

interface Figures {
  readonly games: number;
  readonly elapsed: number;
  readonly commands: number;
  readonly events: number;
  readonly windows: readonly Window[];
  readonly streams: readonly unknown[][];
}

/** Plays games for `seconds` in five windows, each reported on its own. */
function measure(play: Play, seconds: number): Figures {
  // Five windows, each reported on its own: the median says what the code does, the range how
  // much the machine moved under it.
  const windows: Window[] = [];
  let games = 0;
  let commands = 0;
  let events = 0;
  const streams: unknown[][] = [];
  for (let w = 0; w < 5; w++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const before = { games, commands };
    while (performance.now() - start < (seconds * 1000) / 5) {
      const game = play(games);
      games++;
      commands += game.commands;
      events += game.events.length;
      if (streams.length < 200) streams.push([...game.events]);
    }
    // CPU time of the whole process: the garbage collector's helper threads are included, so
    // this figure is what one core would do with no second core to lend them.
    const cpu = process.cpuUsage(cpuStart);
    windows.push({
      games: games - before.games, commands: commands - before.commands,
      seconds: (performance.now() - start) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6,
    });
  }
  return { games, elapsed: windows.reduce((t, w) => t + w.seconds, 0), commands, events, windows, streams };
}

export async function main(): Promise<void> {
  const { fold, initialState, simulate, SCENARIOS } = await loadBundledDomain();
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  // Warm up the JIT before measuring.
  for (let seed = 0; seed < 50; seed++) simulate(1_000_000 + seed);

  const report = (title: string, f: Figures, targets: boolean) => {
    const { windows, games, commands, events, elapsed } = f;
    const rate = (pick: (w: Window) => number, per: (w: Window) => number) => windows.map((w) => pick(w) / per(w));
    const figure = (xs: number[], all: number) =>
      `${median(xs).toFixed(0)} (windows ${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}, all ${all.toFixed(0)})`;
    const cpuSeconds = windows.reduce((t, w) => t + w.cpuSeconds, 0);
    const commandRates = rate((w) => w.commands, (w) => w.seconds);
    const gameRates = rate((w) => w.games, (w) => w.seconds);
    const folds: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const stream of f.streams) {
        const t0 = performance.now();
        fold(stream as Parameters<typeof fold>[0], initialState());
        folds.push(performance.now() - t0);
      }
    }
    const foldMs = median(folds);
    const mark = (ok: boolean, target: string) => (targets ? `   ${verdict(ok, target)}` : '');
    console.log(title);
    console.log(`  games played            ${games} in ${elapsed.toFixed(1)} s`);
    console.log(`  games/s                 ${figure(gameRates, games / elapsed)}${mark(median(gameRates) >= TARGETS.gamesPerSecond, '≥ 600')}`);
    console.log(`    per CPU-second        ${figure(rate((w) => w.games, (w) => w.cpuSeconds), games / cpuSeconds)}`);
    console.log(`  commands/s              ${figure(commandRates, commands / elapsed)}${mark(median(commandRates) >= TARGETS.commandsPerSecond, '≥ 660,000')}`);
    console.log(`    per CPU-second        ${figure(rate((w) => w.commands, (w) => w.cpuSeconds), commands / cpuSeconds)}`);
    console.log(`  commands per game       ${(commands / games).toFixed(0)}`);
    console.log(`  events per game         ${(events / games).toFixed(0)}`);
    console.log(`  fold one game, median   ${(foldMs * 1000).toFixed(0)} µs${mark(foldMs <= TARGETS.foldMs, '≤ 1 ms')}`);
  };

  report('domain: full 4-player games between random bots, one core (median of 5 windows, and their range)', measure((seed) => simulate(seed), seconds), true);
  // The 5–6 player extension with its default turn rule (the special building phase): no targets, figures to watch.
  for (let seed = 0; seed < 20; seed++) simulate(2_000_000 + seed, { players: 6 });
  report('domain: full 6-player games (special building phase) between random bots, one core', measure((seed) => simulate(seed, { players: 6 }), seconds / 2), false);
  // The mini-expansions, both at once, at a 4-player table: figures to watch.
  const both = { modules: ['friends', 'helpers'] } as const;
  for (let seed = 0; seed < 20; seed++) simulate(3_000_000 + seed, both);
  report('domain: full 4-player games with Friends and Helpers between random bots, one core', measure((seed) => simulate(seed, both), seconds / 2), false);
  // Seafarers: 4-player games on its four scenarios in turn (ships, the pirate, gold, fog): figures to watch.
  const sea = (seed: number) => ({ board: SCENARIOS[seed % SCENARIOS.length], modules: ['seafarers'] } as const);
  for (let seed = 0; seed < 20; seed++) simulate(4_000_000 + seed, sea(seed));
  report('domain: full 4-player Seafarers games (its four scenarios in turn) between random bots, one core', measure((seed) => simulate(seed, sea(seed)), seconds / 2), false);
  // Cities & Knights: random players seldom reach 13 with the barbarians pillaging, so a game stops at 4,000 commands.
  const knights = { modules: ['cities-knights'], maxCommands: 4000 } as const;
  for (let seed = 0; seed < 5; seed++) simulate(5_000_000 + seed, knights);
  report('domain: 4-player Cities & Knights games between random bots (stopped at 4,000 commands), one core', measure((seed) => simulate(seed, knights), seconds / 2), false);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
