// The fit script's report on the test games (held back from the weights' fit and from the
// calibration): each tenth of the chance given, how often it was won, with a 95 % interval of the
// gap that counts a game's positions as one draw (they are not independent); and the bands.
import { chances, type Model } from '../domain/catan/analysis/model.ts';
import { halfWidth } from '../domain/catan/analysis/evaluate.ts';
import type { Stored } from './evaluator-data.ts';

const pct = (x: number) => (100 * x).toFixed(1);

export function reportTest(name: string, test: readonly Stored[], model: Model): void {
  if (test.length === 0) return;
  const buckets = Array.from({ length: 10 }, () => ({ n: 0, p: 0, won: 0, byGame: new Map<number, [number, number]>() }));
  let widest = 0;
  let halves = 0;
  let count = 0;
  let logLoss = 0;
  let positions = 0;
  test.forEach((g, gi) => {
    for (const rows of g.positions) {
      const chance = chances(rows, model.weights, model.calibration);
      logLoss -= Math.log(Math.max(1e-9, chance[g.winner]));
      positions++;
      const boots = model.bootstrap.map((w, b) => chances(rows, w, model.bootstrapCalibration?.[b] ?? model.calibration));
      chance.forEach((p, seat) => {
        const b = buckets[Math.min(9, Math.floor(p * 10))];
        const won = seat === g.winner ? 1 : 0;
        b.n++;
        b.p += p;
        b.won += won;
        const own = b.byGame.get(gi) ?? [0, 0];
        own[0] += won - p;
        own[1]++;
        b.byGame.set(gi, own);
        const half = halfWidth(p, boots.map((x) => x[seat]), model.gap);
        widest = Math.max(widest, half);
        halves += half;
        count++;
      });
    }
  });
  // The log loss of the winner's chance, per position: what a better set of features lowers.
  console.log(`  test: ${test.length} games; log loss ${(logLoss / Math.max(1, positions)).toFixed(4)} a position; band mean ±${pct(halves / Math.max(1, count))}, widest ±${pct(widest)}`);
  buckets.forEach((b, i) => {
    if (b.n === 0) return;
    const gap = (b.won - b.p) / b.n;
    let v = 0;
    for (const [r, k] of b.byGame.values()) v += (r - k * gap) ** 2;
    console.log(`    ${i * 10}–${i * 10 + 10} %: ${b.n} seat-positions in ${b.byGame.size} games, given ${pct(b.p / b.n)}, won ${pct(b.won / b.n)} (gap ${pct(gap)} ± ${pct((1.96 * Math.sqrt(v)) / b.n)})`);
  });
}
