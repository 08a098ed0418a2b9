// The evaluator's calibration map, fitted on games held out from the weights' fit: the leader's
// chance from the softmax against how often the leader won from there, as a logistic curve of its
// logit (Platt: two parameters, steady at the top where few games reach), or by isotonic
// regression (pool-adjacent-violators over bins of the chance given, each thick enough to judge).
import type { Game } from './softmax-fit.ts';
import { softmax, type Platt } from '../domain/catan/analysis/model.ts';

/** Bins of the leader's chance given, before pooling. */
const BINS = 40;
/** Seat-positions a bin needs before it stands alone (neighbours are merged until then). */
const MIN_BIN = 1000;

interface Block { n: number; given: number; won: number }

/** The calibration map (knots: mean chance given, share won; ascending in both). */
export function fitLeaderMap(games: readonly Game[], weights: readonly number[]): [number, number][] {
  const bins: Block[] = Array.from({ length: BINS }, () => ({ n: 0, given: 0, won: 0 }));
  for (const game of games) {
    for (const rows of game.positions) {
      const soft = softmax(rows, weights);
      let leader = 0;
      soft.forEach((p, seat) => { if (p > soft[leader]) leader = seat; });
      const b = bins[Math.min(BINS - 1, Math.floor(soft[leader] * BINS))];
      b.n++;
      b.given += soft[leader];
      b.won += leader === game.winner ? 1 : 0;
    }
  }
  // Thin bins merged into the next (the last into the one before).
  const thick: Block[] = [];
  let acc: Block = { n: 0, given: 0, won: 0 };
  for (const b of bins) {
    acc = { n: acc.n + b.n, given: acc.given + b.given, won: acc.won + b.won };
    if (acc.n >= MIN_BIN) {
      thick.push(acc);
      acc = { n: 0, given: 0, won: 0 };
    }
  }
  if (acc.n > 0 && thick.length) {
    const last = thick[thick.length - 1];
    thick[thick.length - 1] = { n: last.n + acc.n, given: last.given + acc.given, won: last.won + acc.won };
  } else if (acc.n > 0) thick.push(acc);
  // Pool adjacent violators: the share won must not fall as the chance given rises.
  const pooled: Block[] = [];
  for (const b of thick) {
    pooled.push({ ...b });
    while (pooled.length > 1 && pooled[pooled.length - 1].won / pooled[pooled.length - 1].n <= pooled[pooled.length - 2].won / pooled[pooled.length - 2].n) {
      const top = pooled.pop()!;
      const below = pooled[pooled.length - 1];
      below.n += top.n;
      below.given += top.given;
      below.won += top.won;
    }
  }
  return pooled.map((b) => [Number((b.given / b.n).toFixed(4)), Number((b.won / b.n).toFixed(4))]);
}

const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));

/**
 * The calibration map as a logistic curve of the leader's logit (Platt): share won = σ(a + b·logit(given)),
 * fitted by Newton's method (two parameters: it holds at the top, where few games' positions are).
 */
export function fitLeaderPlatt(games: readonly Game[], weights: readonly number[]): Platt {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const game of games) {
    for (const rows of game.positions) {
      const soft = softmax(rows, weights);
      let leader = 0;
      soft.forEach((p, seat) => { if (p > soft[leader]) leader = seat; });
      xs.push(logit(soft[leader]));
      ys.push(leader === game.winner ? 1 : 0);
    }
  }
  let a = 0;
  let b = 1;
  for (let it = 0; it < 12; it++) {
    let ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (let i = 0; i < xs.length; i++) {
      const q = 1 / (1 + Math.exp(-(a + b * xs[i])));
      const d = ys[i] - q;
      const w = q * (1 - q);
      ga += d;
      gb += d * xs[i];
      haa += w;
      hab += w * xs[i];
      hbb += w * xs[i] * xs[i];
    }
    const det = haa * hbb - hab * hab;
    a += (hbb * ga - hab * gb) / det;
    b += (haa * gb - hab * ga) / det;
  }
  return { a: Number(a.toFixed(4)), b: Number(b.toFixed(4)) };
}
