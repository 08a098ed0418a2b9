// The fit script's games on disk (data/evaluator/, which git ignores): three sets that never share
// a seed — the fit's (the weights), the calibration set (the calibration map, held out from the
// fit) and the test set (held back from both: what the bench and the doc report).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { CALIB_SEED, FIT_SEED, HELD_SEED, KINDS, sampleGame } from '../tests/bench/evaluator-games.ts';

export const DIR = 'data/evaluator';
export type SetName = 'fit' | 'calib' | 'test';
export const SETS: Readonly<Record<SetName, { readonly seed: number; readonly every: number }>> = {
  fit: { seed: FIT_SEED, every: 6 },
  // Denser along each game: more of the positions near a game's end, where the top chances are.
  calib: { seed: CALIB_SEED, every: 3 },
  test: { seed: HELD_SEED, every: 6 },
};

export interface Stored {
  readonly kind: number;
  readonly winner: number;
  readonly positions: number[][][];
}

/** One part of a plan: games `from`–`to` (exclusive) of a set, for some kinds. */
export interface Part { readonly set: SetName; readonly kinds: readonly number[]; readonly from: number; readonly to: number }

/**
 * A plan as text: `set:kinds:from-to` parts joined by `;` (kinds: indexes of KINDS joined by `,`,
 * or `*` for all but the 4-player one), e.g. `calib:0:0-3000;calib:*:0-1000`.
 */
export function parsePlan(text: string): Part[] {
  return text.split(';').filter(Boolean).map((part) => {
    const [set, kinds, range] = part.split(':');
    const [from, to] = range.split('-').map(Number);
    if (!(set in SETS) || !(to > from)) throw new Error(`bad plan part ${part}`);
    const list = kinds === '*' ? KINDS.map((_, k) => k).slice(1) : kinds.split(',').map(Number);
    return { set: set as SetName, kinds: list, from, to };
  });
}

/** The default plan: the games of the fit the architecture doc reports. */
export const DEFAULT_PLAN = [
  'fit:0:0-60000', 'fit:*:0-3000',
  'calib:0:0-8000', 'calib:*:0-1500',
  'test:0:0-2000', 'test:7,8:0-500', 'test:1,2,3,4,5,6:0-300',
].join(';');

/** Plays this shard's games of each part, one file a part and kind (so that a stopped run keeps what it did). */
export function generate(plan: readonly Part[], shard: number, shards: number): void {
  mkdirSync(DIR, { recursive: true });
  const started = performance.now();
  for (const { set, kinds, from, to } of plan) {
    for (const kind of kinds) {
      const out: Stored[] = [];
      const { seed, every } = SETS[set];
      for (let g = from + shard; g < to; g += shards) {
        const game = sampleGame(kind, seed + kind * 100_000 + g, every);
        if (!game) continue;
        const positions = game.positions.map((rows) => rows.map((row) => row.map((x) => Math.round(x * 1e4) / 1e4)));
        out.push({ kind, winner: game.winner, positions });
      }
      writeFileSync(`${DIR}/${set}-k${kind}-${from}-${to}-${shard}of${shards}.json`, JSON.stringify(out));
      console.log(`shard ${shard}: ${set} ${KINDS[kind].name} ${from}–${to}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
}

/** Every stored game of a set. */
export function load(set: SetName): Stored[] {
  return readdirSync(DIR).filter((f) => f.startsWith(`${set}-`)).flatMap((f) => JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')) as Stored[]);
}
