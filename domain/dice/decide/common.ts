// Shared guards for the decide functions. Each returns a rejection or null.
import type { DiceEvent } from '../events.ts';
import { reject, type DiceRejection } from '../rejections.ts';
import type { DiceState, Playing } from '../state.ts';
import { isFace, type Face, type Seat } from '../types.ts';

export type DiceDecision =
  | { readonly ok: true; readonly events: readonly DiceEvent[] }
  | { readonly ok: false; readonly rejection: DiceRejection };

export const accept = (...events: DiceEvent[]): DiceDecision => ({ ok: true, events });
export const refuse = (rejection: DiceRejection): DiceDecision => ({ ok: false, rejection });
export const refuseWith = (code: Parameters<typeof reject>[0], detail?: string): DiceDecision => refuse(reject(code, detail));

export const isSeat = (players: number, seat: unknown): seat is Seat =>
  Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < players;

/** The game is in play and it is the seat's turn. */
export function turnProblem(s: DiceState, seat: Seat): DiceRejection | null {
  if (s.phase === 'none') return reject('game/not-created');
  if (s.phase === 'lobby') return reject('game/not-started');
  if (s.phase === 'finished') return reject('game/over');
  if (!isSeat(s.players, seat)) return reject('seat/unknown');
  return s.turn.seat === seat ? null : reject('dice/not-your-turn');
}

/** Its turn, and the dice have been rolled: the time for gold, jokers and building. */
export function afterRollProblem(s: DiceState, seat: Seat): DiceRejection | null {
  return turnProblem(s, seat) ?? ((s as Playing).turn.rolls === 0 ? reject('dice/must-roll-first') : null);
}

/** The first unused die showing `face`, or −1. */
export function dieShowing(s: Playing, face: unknown): number {
  if (!isFace(face)) return -1;
  return s.turn.dice.findIndex((f, i) => f === face && !s.turn.used[i]);
}

/** The unused dice showing each face of `faces` (a die once), or null if one is missing. */
export function diceShowing(s: Playing, faces: readonly Face[]): number[] | null {
  const taken: number[] = [];
  for (const face of faces) {
    const i = s.turn.dice.findIndex((f, j) => f === face && !s.turn.used[j] && !taken.includes(j));
    if (i < 0) return null;
    taken.push(i);
  }
  return taken;
}
