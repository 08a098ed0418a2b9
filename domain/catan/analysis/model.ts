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
