// Rules-domain benchmark: full 4-player games between seeded random bots on one core.
// Prints commands/s, games/s, events and commands per game, and the time to fold one
// finished game's stream (median over many games).
import { build } from 'esbuild';
import type * as DomainModule from '../../domain/index.ts';
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
    entryPoints: [fileURLToPath(new URL('../../domain/index.ts', import.meta.url))],
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

export async function main(): Promise<void> {
  const { fold, initialState, simulate } = await loadBundledDomain();
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  // Warm up the JIT before measuring.
  for (let seed = 0; seed < 50; seed++) simulate(1_000_000 + seed);

  let games = 0;
  let commands = 0;
  let events = 0;
  const streams = [];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (performance.now() - start < seconds * 1000) {
    const game = simulate(games);
    games++;
    commands += game.commands;
    events += game.events.length;
    if (streams.length < 200) streams.push(game.events);
  }
  const elapsed = (performance.now() - start) / 1000;
  // CPU time of this process (one thread): the figure that other load on the machine distorts least.
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const folds: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const stream of streams) {
      const t0 = performance.now();
      fold(stream, initialState());
      folds.push(performance.now() - t0);
    }
  }

  console.log('domain: full 4-player games between random bots, one core');
  console.log(`  games played            ${games} in ${elapsed.toFixed(1)} s`);
  console.log(`  games/s                 ${(games / elapsed).toFixed(0)}   (per CPU-second: ${(games / cpuSeconds).toFixed(0)})`);
  console.log(`  commands/s              ${(commands / elapsed).toFixed(0)}   (per CPU-second: ${(commands / cpuSeconds).toFixed(0)})`);
  console.log(`  commands per game       ${(commands / games).toFixed(0)}`);
  console.log(`  events per game         ${(events / games).toFixed(0)}`);
  console.log(`  fold one game, median   ${(median(folds) * 1000).toFixed(0)} µs`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
