// The review room's position evaluator: each seat's chance of winning from a position, by a
// softmax over the seats of a linear value of their features (features.ts), fitted on self-play
// games of the Good bots, the leader's chance recalibrated on other games held out from that fit,
// one model per kind of table (model.ts; the fit script scripts/fit-evaluator.ts writes
// coefficients.ts). The 95 % band joins the fit's own uncertainty (the spread of the chances under
// the weights refitted on bootstrap resamples of the games, each with its calibration map refitted
// on a resample of the held-out games) and the calibration's remaining gap at that level of chance.
// Pure and cheap (no playouts): the same position always gives the same figures.
import type { State } from '../base/state.ts';
import type { Seat } from '../base/types.ts';
import { MODELS } from './coefficients.ts';
import { chances, modelOf, type Model } from './model.ts';
import { positionFeatures } from './features.ts';

export interface Evaluation {
  /** Each seat's chance of winning (summing to 1), and its 95 % band. */
  readonly chance: readonly number[];
  readonly low: readonly number[];
  readonly high: readonly number[];
}

const certain = (seats: number, winner: number | null): Evaluation => {
  const chance = Array.from({ length: seats }, (_, seat) => (winner === null ? 1 / Math.max(1, seats) : seat === winner ? 1 : 0));
  return { chance, low: chance, high: chance };
};

/** The half-width of the 95 % band of a chance `p` whose bootstrap refits gave `boots`. */
export function halfWidth(p: number, boots: readonly number[], gaps: readonly number[]): number {
  let spread = 0;
  if (boots.length > 1) {
    const sorted = [...boots].sort((a, b) => a - b);
    const lo = sorted[Math.floor(0.025 * (sorted.length - 1))];
    const hi = sorted[Math.ceil(0.975 * (sorted.length - 1))];
    spread = Math.max(hi - p, p - lo, 0);
  }
  const gap = gaps[Math.min(9, Math.floor(p * 10))] ?? 0.05;
  return Math.sqrt(spread * spread + gap * gap);
}

/** Each seat's chance of winning from `s`, seen whole (the review room's full state); `after`: see seatFeatures. */
export function evaluate(s: State, after: Seat | null = null): Evaluation {
  if (s.phase === 'finished') return certain(s.players, s.winner);
  if (s.phase !== 'setup' && s.phase !== 'playing') return certain(s.phase === 'none' ? 0 : s.players, null);
  const model: Model = MODELS[modelOf(s)] ?? MODELS.base;
  const rows = positionFeatures(s, after);
  const chance = chances(rows, model.weights, model.calibration);
  const boots = model.bootstrap.map((w, b) => chances(rows, w, model.bootstrapCalibration?.[b] ?? model.calibration));
  const half = chance.map((p, seat) => halfWidth(p, boots.map((b) => b[seat]), model.gap));
  return {
    chance,
    low: chance.map((p, seat) => Math.max(0, p - half[seat])),
    high: chance.map((p, seat) => Math.min(1, p + half[seat])),
  };
}
