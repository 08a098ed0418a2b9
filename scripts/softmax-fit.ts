// Newton's method for the conditional logit (a softmax over the seats of a position, the winner
// as the outcome): the evaluator's weights from sampled self-play positions.

export interface Game {
  readonly winner: number;
  /** By position: each seat's features. */
  readonly positions: readonly (readonly (readonly number[])[])[];
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c][c] === 0) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}

/**
 * The maximum-likelihood weights from `start`, a ridge pulling them toward `prior` (by default 0,
 * keeping unused features at 0; a table kind's own fit is pulled toward the weights of all kinds).
 */
export function fitSoftmax(games: readonly Game[], start: readonly number[], iterations: number, ridge = 1, prior?: readonly number[]): number[] {
  const f = start.length;
  const w = [...start];
  for (let it = 0; it < iterations; it++) {
    const grad = w.map((x, i) => -ridge * (x - (prior?.[i] ?? 0)));
    const hess = Array.from({ length: f }, (_, i) => Array.from({ length: f }, (_, j) => (i === j ? ridge : 0)));
    let loglik = 0;
    for (const game of games) {
      for (const rows of game.positions) {
        const values = rows.map((row) => row.reduce((s, x, i) => s + x * w[i], 0));
        const top = Math.max(...values);
        const exps = values.map((v) => Math.exp(v - top));
        const total = exps.reduce((a, b) => a + b, 0);
        const p = exps.map((e) => e / total);
        loglik += Math.log(p[game.winner]);
        const mean = new Array<number>(f).fill(0);
        rows.forEach((row, seat) => row.forEach((x, i) => (mean[i] += p[seat] * x)));
        const own = rows[game.winner];
        for (let i = 0; i < f; i++) grad[i] += own[i] - mean[i];
        rows.forEach((row, seat) => {
          for (let i = 0; i < f; i++) {
            const di = row[i] - mean[i];
            if (di === 0) continue;
            for (let j = 0; j <= i; j++) hess[i][j] += p[seat] * di * (row[j] - mean[j]);
          }
        });
      }
    }
    for (let i = 0; i < f; i++) for (let j = 0; j < i; j++) hess[j][i] = hess[i][j];
    const step = solve(hess, grad);
    for (let i = 0; i < f; i++) w[i] += step[i];
    if (process.env.FIT_VERBOSE) console.log(`  iteration ${it + 1}: log-likelihood ${loglik.toFixed(1)}`);
  }
  return w;
}
