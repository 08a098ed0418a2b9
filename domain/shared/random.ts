// A small seeded PRNG (mulberry32). The domain never reads Math.random: seeds and draws are
// inputs supplied by the application layer and recorded in events or commands.

export type Random = () => number;

export function seededRandom(seed: number): Random {
  // The state stays a signed 32-bit integer (| 0, not >>> 0): the same bits, but a value V8
  // keeps unboxed, where an unsigned one above 2^31 would box a new number on every draw.
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
