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
   * The softmax's chance (given) against how often the fit's own games were won at that chance
   * (observed), ascending: the softmax is overconfident at the top, and this map corrects it.
   */
  readonly calibration: readonly (readonly [number, number])[];
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

/** Each seat's chance: the softmax, recalibrated, normalised to sum 1. */
export function chances(rows: readonly (readonly number[])[], weights: readonly number[], map: Model['calibration']): number[] {
  const raw = softmax(rows, weights).map((p) => recalibrate(p, map));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((p) => (total > 0 ? p / total : 1 / raw.length));
}

/** The softmax of each seat's value under `weights`. */
export function softmax(rows: readonly (readonly number[])[], weights: readonly number[]): number[] {
  const values = rows.map((row) => row.reduce((sum, x, i) => sum + x * weights[i], 0));
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
