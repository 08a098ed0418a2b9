// Fits the review room's evaluator (domain/catan/analysis/evaluate.ts) on self-play games of the
// Good bots, offline, and writes its coefficients to domain/catan/analysis/coefficients.ts.
//   node --import tsx scripts/fit-evaluator.ts generate <shard> <shards>   (games, into data/evaluator/)
//   node --import tsx scripts/fit-evaluator.ts fit                          (reads them all, writes the file)
// env FIT_GAMES (games of 4 players to fit on; the other kinds take a sixth each), HELD_GAMES
// (held-back games of 4 players; 60 of each other kind), EVERY (a position every n commands),
// MORE (more games of the other kinds only, into files of their own).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { FEATURES } from '../domain/catan/analysis/features.ts';
import { chances, softmax } from '../domain/catan/analysis/model.ts';
import { MODELS } from '../domain/catan/analysis/coefficients.ts';
import { FIT_SEED, HELD_SEED, KINDS, sampleGame, type Sampled } from '../tests/bench/evaluator-games.ts';
import { fitSoftmax } from './softmax-fit.ts';

const DIR = 'data/evaluator';
const FIT_GAMES = Number(process.env.FIT_GAMES ?? 1500);
const HELD_GAMES = Number(process.env.HELD_GAMES ?? 1000);
const EVERY = Number(process.env.EVERY ?? 6);
const BOOTSTRAPS = 12;
/** Each other kind's games: the fit's and the held-back ones. */
const OTHER_FIT = Math.round(FIT_GAMES / 6);
const OTHER_HELD = 60;
/** env MORE: that many more fit games of each other kind (and a fifth as many held back), after those already played. */
const MORE = Number(process.env.MORE ?? 0);
/** Where the fit of all kinds starts: the last fit's base weights, or nothing. */
const WEIGHT_START = MODELS.base?.weights ?? new Array<number>(FEATURES.length).fill(0);

type Stored = Omit<Sampled, 'states'> & { readonly held: boolean };

/** The games of one shard: every kind, the fit's seeds and the held-back ones. */
function generate(shard: number, shards: number): void {
  mkdirSync(DIR, { recursive: true });
  const out: Stored[] = [];
  const started = performance.now();
  KINDS.forEach((_, kind) => {
    if (kind === 0 && MORE) return;
    const sets = [
      { held: false, seed: FIT_SEED, from: MORE ? OTHER_FIT : 0, games: kind === 0 ? FIT_GAMES : MORE ? OTHER_FIT + MORE : OTHER_FIT },
      { held: true, seed: HELD_SEED, from: MORE ? OTHER_HELD : 0, games: kind === 0 ? HELD_GAMES : MORE ? OTHER_HELD + MORE / 5 : OTHER_HELD },
    ];
    for (const { held, seed, from, games } of sets) {
      for (let g = from + shard; g < games; g += shards) {
        const game = sampleGame(kind, seed + kind * 100_000 + g, EVERY);
        if (!game) continue;
        const positions = game.positions.map((rows) => rows.map((row) => row.map((x) => Math.round(x * 1e4) / 1e4)));
        out.push({ kind, winner: game.winner, positions, held });
      }
    }
    console.log(`shard ${shard}: ${KINDS[kind].name} done, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  writeFileSync(`${DIR}/games-${shard}${MORE ? `-more${MORE}` : ''}.json`, JSON.stringify(out));
}

const load = (): Stored[] => readdirSync(DIR).filter((f) => f.startsWith('games-')).flatMap((f) => JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')) as Stored[]);

/** A seeded resample of the games with replacement. */
function resample<T>(xs: readonly T[], seed: number): T[] {
  let h = seed >>> 0;
  const next = () => ((h = (Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
  return xs.map(() => xs[Math.floor(next() * xs.length)]);
}

interface Model {
  readonly weights: number[];
  readonly bootstrap: number[][];
  readonly gap: number[];
  readonly calibration: [number, number][];
}

/** Each tenth of the chance given: how many seat-positions, their mean chance given, how many won. */
function tenths(games: readonly Stored[], chanceOf: (rows: readonly (readonly number[])[]) => number[]) {
  const buckets = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0 }));
  for (const g of games) {
    for (const rows of g.positions) {
      chanceOf(rows).forEach((p, seat) => {
        const b = buckets[Math.min(9, Math.floor(p * 10))];
        b.n++;
        b.p += p;
        b.won += seat === g.winner ? 1 : 0;
      });
    }
  }
  return buckets;
}

/** The calibration map, from the fit's own games: (mean given, share won) of each tenth thick enough, kept ascending. */
function calibrationMap(train: readonly Stored[], weights: readonly number[]): [number, number][] {
  let top = 0;
  return tenths(train, (rows) => softmax(rows, weights)).filter((b) => b.n >= 500).map((b) => {
    top = Math.max(top, b.won / b.n);
    return [Number((b.p / b.n).toFixed(4)), Number(top.toFixed(4))];
  });
}

/** A kind's model: weights pulled toward `prior`, bootstrap refits, and its held-back calibration gaps. */
function fitKind(name: string, train: readonly Stored[], held: readonly Stored[], prior: readonly number[], boots: number, all?: readonly Stored[]): Model {
  // The 4-player base game keeps the fit of all kinds: measured on its held-back games, its own
  // fit was overconfident at the top (given 85 %, won 77 %; all kinds' weights: won 80 %).
  const weights = all ? [...prior] : fitSoftmax(train, prior, 6, 30, prior);
  const bootstrap = Array.from({ length: boots }, (_, b) => (all ? fitSoftmax(resample(all, b + 1), weights, 2) : fitSoftmax(resample(train, b + 1), weights, 2, 30, prior)));
  const calibration = calibrationMap(train, weights);
  const buckets = tenths(held, (rows) => chances(rows, weights, calibration));
  // A tenth too thin to judge keeps a gap of 5 points.
  const gap = buckets.map((b) => (b.n < 200 ? 0.05 : Math.abs(b.won - b.p) / b.n));
  console.log(`${name}: ${train.length} games, held back ${held.length}; weights ${FEATURES.map((f, i) => `${f} ${weights[i].toFixed(2)}`).join(', ')}`);
  buckets.forEach((b, i) => console.log(`  ${i * 10}–${i * 10 + 10} %: ${b.n} seat-positions, given ${(100 * b.p / Math.max(1, b.n)).toFixed(1)} %, won ${(100 * b.won / Math.max(1, b.n)).toFixed(1)} %`));
  return { weights, bootstrap, gap, calibration };
}

function fit(): void {
  const games = load();
  const train = games.filter((g) => !g.held);
  // All kinds together first: each kind's own fit is pulled toward these weights.
  const prior = fitSoftmax(train, WEIGHT_START, 2);
  const models: Record<string, Model> = {};
  KINDS.forEach((kind, k) => {
    const own = games.filter((g) => g.kind === k);
    models[kind.model] = fitKind(kind.name, own.filter((g) => !g.held), own.filter((g) => g.held), prior, k === 0 ? BOOTSTRAPS : 12, k === 0 ? train : undefined);
  });
  const positions = train.reduce((n, g) => n + g.positions.length, 0);
  const round = (xs: readonly number[]) => `[${xs.map((x) => Number(x.toFixed(4))).join(', ')}]`;
  const model = (m: Model) => [
    `    weights: ${round(m.weights)},`,
    `    bootstrap: [\n${m.bootstrap.map((w) => `      ${round(w)},`).join('\n')}\n    ],`,
    `    gap: ${round(m.gap)},`,
    `    calibration: [${m.calibration.map(([x, y]) => `[${x}, ${y}]`).join(', ')}],`,
  ].join('\n');
  writeFileSync('domain/catan/analysis/coefficients.ts', [
    '// Written by scripts/fit-evaluator.ts from self-play games of the Good bots: do not edit by hand.',
    '// By table kind: weights by FEATURES (features.ts); bootstrap: the weights refitted on resamples',
    '// of the games; gap: by tenth of the chance given, the held-back games\' calibration gap (0–1).',
    'import type { Model } from \'./model.ts\';',
    '',
    `export const FIT = { games: ${train.length}, positions: ${positions}, heldBack: ${games.length - train.length} };`,
    `export const MODELS: Readonly<Record<string, Model>> = {`,
    ...Object.entries(models).map(([name, m]) => `  '${name}': {\n${model(m)}\n  },`),
    '};',
    '',
  ].join('\n'));
  console.log(`fitted on ${train.length} games (${positions} positions); held back ${games.length - train.length}`);
}

const [mode, shard, shards] = process.argv.slice(2);
if (mode === 'generate') generate(Number(shard ?? 0), Number(shards ?? 1));
else if (mode === 'fit') fit();
else console.log('usage: fit-evaluator.ts generate <shard> <shards> | fit');
