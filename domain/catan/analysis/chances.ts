// Each seat's chance of winning from a position, estimated by playouts: from the full state (the
// review room sees everything), the game is played on to its end by good bots, each on its own
// seat's view, many times with other dice and draws; a seat's chance is the share of playouts it
// won, with a 95 % Wilson interval to say how sure the estimate is. Pure and seeded: the same
// position and seed give the same figures wherever they are computed.
import { supplyInputs } from '../base/inputs.ts';
import type { Command } from '../base/commands.ts';
import { decide, type Decision } from '../base/decide/index.ts';
import { fold } from '../base/evolve.ts';
import { nextActor, randomCommand } from '../bots/random.ts';
import { botCommand } from '../bots/index.ts';
import { seededRandom, type Random } from '../../shared/random.ts';
import { redactState } from '../base/redact.ts';
import type { State } from '../base/state.ts';
import type { Seat } from '../base/types.ts';

/** Commands after which a playout is given up (good bots end a game in well under a thousand). */
const MAX_COMMANDS = 3000;

export interface Chances {
  readonly playouts: number;
  /** Playouts that reached a winner. */
  readonly finished: number;
  readonly wins: readonly number[];
  /** Share of finished playouts each seat won, and its 95 % interval. */
  readonly chance: readonly number[];
  readonly low: readonly number[];
  readonly high: readonly number[];
}

/** The events of a seat's move in a playout: the good bot's choice on its view, or a random legal move should the rules refuse it. */
function moveIn(s: State, seat: Seat, random: Random): Decision | null {
  const choice = botCommand(redactState(s, seat), seat, 'good', random);
  const decision = choice && decide(supplyInputs(choice, random, s), s);
  if (decision?.ok) return decision;
  const fallback: Command | null = randomCommand(s, seat, random);
  return fallback && decide(supplyInputs(fallback, random, s), s);
}

/** Plays the game on from `state` to its end; the winner, or null if it did not end. */
export function playout(state: State, random: Random): Seat | null {
  let s = state;
  for (let n = 0; s.phase !== 'finished' && n < MAX_COMMANDS; n++) {
    if (s.phase !== 'setup' && s.phase !== 'playing') return null;
    const seat = nextActor(s);
    if (seat === null) return null;
    const decision = moveIn(s, seat, random);
    if (!decision?.ok) return null;
    s = fold(decision.events, s);
  }
  return s.phase === 'finished' ? s.winner : null;
}

/** The 95 % Wilson interval of k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The chances of each seat from `state`, over `playouts` playouts seeded from `seed`. */
export function winChances(state: State, playouts: number, seed: number): Chances {
  const seats = state.phase === 'none' ? 0 : state.players;
  const wins = new Array<number>(seats).fill(0);
  let finished = 0;
  if (state.phase === 'finished') {
    wins[state.winner] = playouts;
    finished = playouts;
  } else if (state.phase === 'setup' || state.phase === 'playing') {
    for (let i = 0; i < playouts; i++) {
      const winner = playout(state, seededRandom(Math.imul(seed + i, 0x9e3779b1) | 0));
      if (winner === null) continue;
      wins[winner]++;
      finished++;
    }
  }
  const chance = wins.map((w) => (finished ? w / finished : 1 / Math.max(1, seats)));
  const intervals = wins.map((w) => wilson(w, finished));
  return { playouts, finished, wins, chance, low: intervals.map((i) => i[0]), high: intervals.map((i) => i[1]) };
}
