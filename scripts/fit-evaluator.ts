// Fits the review room's evaluator (domain/catan/analysis/evaluate.ts) on self-play games of the
// Good bots, offline, and writes its coefficients to domain/catan/analysis/coefficients.ts.
//   node --import tsx scripts/fit-evaluator.ts generate <shard> <shards>   (games, into data/evaluator/)
//   node --max-old-space-size=20000 --import tsx scripts/fit-evaluator.ts fit
//       (reads them all — 2.5 GB of JSON for the default plan, 12 GB in memory —, writes the file; a kind with no
//       games there keeps its model)
// Three sets of games (scripts/evaluator-data.ts): the fit's (the weights), the calibration set
// (each kind's calibration map, on games the weights never saw) and the test set (reported only).
// env PLAN: which games `generate` plays, as `set:kinds:from-to` parts joined by `;` (default: the
// whole fit, DEFAULT_PLAN); run one process a shard. `fit` refits the weights of the kinds whose
// fit games are in data/ (all kinds' games present: the fit of all kinds too) and keeps the
// others' weights; it fits every kind's calibration map on its calibration games.
import { writeFileSync } from 'node:fs';
import { FEATURES } from '../domain/catan/analysis/features.ts';
import { chances, type Calibration } from '../domain/catan/analysis/model.ts';
import { FIT, MODELS } from '../domain/catan/analysis/coefficients.ts';
import { KINDS } from '../tests/bench/evaluator-games.ts';
import { fitLeaderMap, fitLeaderPlatt } from './calibration-fit.ts';
import { DEFAULT_PLAN, generate, load, parsePlan, type Stored } from './evaluator-data.ts';
import { reportTest } from './evaluator-report.ts';
import { fitSoftmax } from './softmax-fit.ts';

const BOOTSTRAPS = 12;
/** env MAP=isotonic: the calibration map by isotonic regression instead of the logistic curve (measured: wider bands, no closer on the test games). */
const fitMap = process.env.MAP === 'isotonic' ? fitLeaderMap : fitLeaderPlatt;
/** A tenth of the calibration games this thin keeps a gap of 5 points. */
const THIN = 200;

type Map = Calibration;
interface Model {
  readonly weights: number[];
  readonly bootstrap: number[][];
  readonly gap: number[];
  readonly calibration: Map;
  readonly bootstrapCalibration: Map[];
}

/** Weights of a fit older than the last feature added: that feature weighs 0. */
const padded = (w: readonly number[]): number[] => [...w, ...new Array<number>(Math.max(0, FEATURES.length - w.length)).fill(0)];

/** A seeded resample of the games with replacement. */
function resample<T>(xs: readonly T[], seed: number): T[] {
  let h = seed >>> 0;
  const next = () => ((h = (Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
  return xs.map(() => xs[Math.floor(next() * xs.length)]);
}

/** By tenth of the chance: the calibration games' remaining gap (0–1), 5 points where too thin. */
function gaps(games: readonly Stored[], weights: readonly number[], map: Map): number[] {
  const buckets = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0 }));
  for (const g of games) {
    for (const rows of g.positions) {
      chances(rows, weights, map).forEach((p, seat) => {
        const b = buckets[Math.min(9, Math.floor(p * 10))];
        b.n++;
        b.p += p;
        b.won += seat === g.winner ? 1 : 0;
      });
    }
  }
  return buckets.map((b) => (b.n < THIN ? 0.05 : Math.abs(b.won - b.p) / b.n));
}

/** A kind's weights and their bootstrap refits: refitted on its fit games if any, else the last fit's. */
function weightsOf(k: number, train: readonly Stored[], prior: readonly number[], all: readonly Stored[] | null): { weights: number[]; bootstrap: number[][] } {
  const last = MODELS[KINDS[k].model];
  if (train.length === 0) return { weights: padded(last.weights), bootstrap: last.bootstrap.map(padded) };
  // The 4-player base game keeps the fit of all kinds: measured on its held-back games, its own
  // fit was overconfident at the top (given 85 %, won 77 %; all kinds' weights: won 80 %).
  const base = k === 0 && all !== null;
  const weights = base ? [...prior] : fitSoftmax(train, prior, 6, 30, prior);
  const bootstrap = Array.from({ length: BOOTSTRAPS }, (_, b) => (base ? fitSoftmax(resample(all, b + 1), weights, 2) : fitSoftmax(resample(train, b + 1), weights, 2, 30, prior)));
  return { weights, bootstrap };
}

function fitKind(k: number, train: readonly Stored[], calib: readonly Stored[], prior: readonly number[], all: readonly Stored[] | null): Model {
  if (train.length === 0 && calib.length === 0) {
    // No games of this kind in data/: its whole last model kept (a feature added since weighs 0).
    const last = MODELS[KINDS[k].model];
    console.log(`${KINDS[k].name}: model kept`);
    return { ...last, weights: padded(last.weights), bootstrap: last.bootstrap.map(padded), gap: [...last.gap], bootstrapCalibration: [...(last.bootstrapCalibration ?? [])] };
  }
  const { weights, bootstrap } = weightsOf(k, train, prior, all);
  // Without calibration games: the softmax as it is, and a gap of 5 points.
  const calibration = calib.length ? fitMap(calib, weights) : [];
  // Each bootstrap refit's map on its own resample of the calibration games: the band holds the map's uncertainty too.
  const bootstrapCalibration = calib.length ? bootstrap.map((w, b) => fitMap(resample(calib, 1000 + b), w)) : [];
  const gap = calib.length ? gaps(calib, weights, calibration) : new Array<number>(10).fill(0.05);
  console.log(`${KINDS[k].name}: ${train.length ? `refitted on ${train.length} games` : 'weights kept'}, calibrated on ${calib.length}; weights ${FEATURES.map((f, i) => `${f} ${weights[i].toFixed(2)}`).join(', ')}`);
  return { weights, bootstrap, gap, calibration, bootstrapCalibration };
}

function fit(): void {
  const [train, calib, test] = [load('fit'), load('calib'), load('test')];
  const allKinds = KINDS.every((_, k) => train.some((g) => g.kind === k));
  // All kinds together first (when all are there): each kind's own fit is pulled toward these weights.
  // (a feature added since the last fit starts at 0: the base game weighs the expansions' features 0)
  const prior = allKinds ? fitSoftmax(train, padded(MODELS.base.weights), 2) : padded(MODELS.base.weights);
  const models: Record<string, Model> = {};
  KINDS.forEach((kind, k) => {
    const own = (games: readonly Stored[]) => games.filter((g) => g.kind === k);
    models[kind.model] = fitKind(k, own(train), own(calib), prior, allKinds ? train : null);
    reportTest(kind.name, own(test), models[kind.model]);
  });
  const refitted = KINDS.filter((_, k) => train.some((g) => g.kind === k));
  const positions = train.reduce((n, g) => n + g.positions.length, 0);
  const summary = refitted.length === KINDS.length
    ? `{ games: ${train.length}, positions: ${positions}, calibration: ${calib.length} }`
    : `{ games: ${FIT.games}, positions: ${FIT.positions}, calibration: ${calib.length} }`;
  const round = (xs: readonly number[]) => `[${xs.map((x) => Number(x.toFixed(4))).join(', ')}]`;
  const map = (m: Map) => ('a' in m ? `{ a: ${m.a}, b: ${m.b} }` : `[${m.map(([x, y]) => `[${x}, ${y}]`).join(', ')}]`);
  const model = (m: Model) => [
    `    weights: ${round(m.weights)},`,
    `    bootstrap: [\n${m.bootstrap.map((w) => `      ${round(w)},`).join('\n')}\n    ],`,
    `    gap: ${round(m.gap)},`,
    `    calibration: ${map(m.calibration)},`,
    `    bootstrapCalibration: [\n${m.bootstrapCalibration.map((c) => `      ${map(c)},`).join('\n')}\n    ],`,
  ].join('\n');
  writeFileSync('domain/catan/analysis/coefficients.ts', [
    '// Written by scripts/fit-evaluator.ts from self-play games of the Good bots: do not edit by hand.',
    '// By table kind: weights by FEATURES (features.ts); bootstrap: the weights refitted on resamples',
    '// of the fit\'s games; gap: by tenth of the chance given, the calibration games\' remaining gap (0–1);',
    '// calibration: the leader\'s chance won from its chance given, on games held out from the weights\' fit;',
    '// bootstrapCalibration: each bootstrap refit\'s map, on a resample of those games.',
    'import type { Model } from \'./model.ts\';',
    '',
    `/** The fit (games, positions: of the weights' last refit of all kinds) and its calibration games. */`,
    `export const FIT = ${summary};`,
    `export const MODELS: Readonly<Record<string, Model>> = {`,
    ...Object.entries(models).map(([name, m]) => `  '${name}': {\n${model(m)}\n  },`),
    '};',
    '',
  ].join('\n'));
  console.log(`weights refitted for ${refitted.map((k) => k.name).join(', ') || 'no kind'}; calibrated on ${calib.length} games; tested on ${test.length}`);
}

const [mode, shard, shards] = process.argv.slice(2);
if (mode === 'generate') generate(parsePlan(process.env.PLAN ?? DEFAULT_PLAN), Number(shard ?? 0), Number(shards ?? 1));
else if (mode === 'fit') fit();
else console.log('usage: fit-evaluator.ts generate <shard> <shards> | fit   (env PLAN for generate)');
