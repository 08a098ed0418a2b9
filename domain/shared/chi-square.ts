// Pearson's chi-square goodness-of-fit test, for the review room's dice-fairness panel: observed
// counts against expected probabilities, and the p-value from the chi-square survival function
// Q(k/2, x/2), the regularized upper incomplete gamma function (series below a + 1, Lentz's
// continued fraction above: Numerical Recipes §6.2), with Lanczos's log-gamma.

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  for (let i = 0; i < LANCZOS.length; i++) sum += LANCZOS[i] / (z + i + 1);
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPS = 1e-15;
const MAX_STEPS = 500;

/** P(a, x) by its series (good for x < a + 1). */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_STEPS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** Q(a, x) by its continued fraction (good for x ≥ a + 1), modified Lentz. */
function upperFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_STEPS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** The regularized upper incomplete gamma function Q(a, x), a > 0, x ≥ 0. */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** P(X ≥ x) for X chi-square distributed with `df` degrees of freedom. */
export const chiSquareSurvival = (x: number, df: number): number => gammaQ(df / 2, x / 2);

export interface ChiSquare {
  readonly observed: readonly number[];
  readonly expected: readonly number[];
  readonly statistic: number;
  readonly df: number;
  /** Null when there is nothing to test (no observation). */
  readonly p: number | null;
}

/** The goodness of fit of `observed` counts to `probabilities` (summing to 1), one per category. */
export function chiSquareTest(observed: readonly number[], probabilities: readonly number[]): ChiSquare {
  const n = observed.reduce((a, b) => a + b, 0);
  const expected = probabilities.map((p) => p * n);
  const statistic = n === 0 ? 0 : observed.reduce((sum, o, i) => sum + (o - expected[i]) ** 2 / expected[i], 0);
  const df = probabilities.length - 1;
  return { observed, expected, statistic, df, p: n === 0 ? null : chiSquareSurvival(statistic, df) };
}

/** The chances of each sum of two dice, 2 to 12. */
export const TWO_DICE = Array.from({ length: 11 }, (_, i) => (6 - Math.abs(i + 2 - 7)) / 36);
