// The token spiral of any board shape: from a corner hex, counter-clockwise along the coast, then
// inward, ring after ring (RULES.md §1.6, §2.2). Walked with the coast — or what is already laid —
// on the right hand: at each hex turn right if possible, else go straight, else turn left. On the
// 30-hex board, from the top-left corner, this is the rulebook's path (tests check it), and it
// needs no symmetry of the shape (the 3-4-5-6-5-4-3 board has no 60° one).
import type { HexKey } from '../types.ts';
import { DIRECTIONS, hexKey, parseHexKey } from './geometry.ts';

const step = (hex: HexKey, d: number): HexKey => {
  const { q, r } = parseHexKey(hex);
  const dir = DIRECTIONS[((d % 6) + 6) % 6];
  return hexKey(q + dir.q, r + dir.r);
};

/** The hexes of the board with exactly three neighbours on it: its corners. */
export function cornersOf(hexes: readonly HexKey[]): HexKey[] {
  const on = new Set(hexes);
  return hexes.filter((h) => DIRECTIONS.reduce((n, _, d) => n + (on.has(step(h, d)) ? 1 : 0), 0) === 3);
}

/** The spiral from `start` (a corner) over every hex of the board. */
export function spiralFrom(hexes: readonly HexKey[], start: HexKey): HexKey[] {
  const on = new Set(hexes);
  // Facing along the coast, counter-clockwise: the hex ahead is on the board, the one to the right is not.
  // (DIRECTIONS go clockwise, so d + 1 is a right turn.)
  let facing = DIRECTIONS.findIndex((_, d) => on.has(step(start, d)) && !on.has(step(start, d + 1)));
  const path = [start];
  const laid = new Set(path);
  let at = start;
  while (path.length < hexes.length) {
    const turn = [1, 0, -1, -2, -3].find((t) => {
      const next = step(at, facing + t);
      return on.has(next) && !laid.has(next);
    });
    if (turn === undefined) throw new Error(`the spiral from ${start} is stuck at ${at}`);
    facing = (((facing + turn) % 6) + 6) % 6;
    at = step(at, facing);
    path.push(at);
    laid.add(at);
  }
  return path;
}
