// The evaluator's fitted models, one per kind of table (their sizes and expansions play
// differently), and the softmax that turns a position's features into chances.
import type { Table } from '../base/state.ts';

export interface Model {
  /** By FEATURES (features.ts). */
  readonly weights: readonly number[];
  /** The weights refitted on bootstrap resamples of the games: the fit's own uncertainty. */
  readonly bootstrap: readonly (readonly number[])[];
  /** By tenth of the chance given: the held-back games' calibration gap (0–1). */
  readonly gap: readonly number[];
  /**
   * How often the leader won from the softmax's chance given, fitted on games held out from the
   * weights' fit: a logistic curve of its logit, or knots (given, won) ascending. Empty: the
   * softmax as it is.
   */
  readonly calibration: Calibration;
  /** Each bootstrap refit's own map (refitted on a resample of those held-out games); absent: `calibration`. */
  readonly bootstrapCalibration?: readonly Calibration[];
}

/** The leader's chance won from its chance given p: σ(a + b·logit p). */
export interface Platt { readonly a: number; readonly b: number }
export type Calibration = readonly (readonly [number, number])[] | Platt;

const logit = (p: number) => Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));

/** The leader's chance `p` read through a calibration. */
export function calibrated(p: number, map: Calibration): number {
  if ('a' in map) return 1 / (1 + Math.exp(-(map.a + map.b * logit(p))));
  return recalibrate(p, map);
}

/** The chance `p` read through the calibration map (linear between its points, (0,0) and (1,1) at the ends). */
export function recalibrate(p: number, map: readonly (readonly [number, number])[]): number {
  let x0 = 0;
  let y0 = 0;
  for (const [x, y] of [...map, [1, 1] as const]) {
    if (p <= x) return x === x0 ? y : y0 + ((p - x0) / (x - x0)) * (y - y0);
    x0 = x;
    y0 = y;
  }
  return 1;
}

/**
 * Each seat's chance: the softmax, the leader's read through the calibration map and the others
 * sharing the rest in proportion (so the chances sum to 1 as they are: mapping every seat and
 * renormalising gave the leader back most of what the map took).
 */
export function chances(rows: readonly (readonly number[])[], weights: readonly number[], map: Calibration): number[] {
  const soft = softmax(rows, weights);
  if (('length' in map && map.length === 0) || soft.length < 2) return soft;
  let leader = 0;
  soft.forEach((p, seat) => { if (p > soft[leader]) leader = seat; });
  const top = Math.min(1, Math.max(0, calibrated(soft[leader], map)));
  const rest = 1 - soft[leader];
  return soft.map((p, seat) => (seat === leader ? top : rest > 0 ? (p * (1 - top)) / rest : (1 - top) / (soft.length - 1)));
}

/** The softmax of each seat's value under `weights`. */
export function softmax(rows: readonly (readonly number[])[], weights: readonly number[]): number[] {
  const values = rows.map((row) => row.reduce((sum, x, i) => sum + x * (weights[i] ?? 0), 0));
  const top = Math.max(...values);
  const exps = values.map((v) => Math.exp(v - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The model of a table: its full expansion first, then a mini-expansion, then its size. */
export function modelOf(s: Table): string {
  const modules = s.modules;
  for (const m of ['cities-knights', 'seafarers', 'helpers', 'friends', 'harbormaster']) if (modules.includes(m)) return m;
  return s.players === 3 ? 'three' : s.players === 5 ? 'five' : s.players >= 6 ? 'six' : 'base';
}
