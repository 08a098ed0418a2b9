// Shared guards for the decide functions. Each returns a Rejection or null.
import type { Event } from '../events.ts';
import { reject, type Rejection } from '../rejections.ts';
import type { InPhase, State } from '../state.ts';
import type { Seat } from '../types.ts';

export type Decision =
  | { readonly ok: true; readonly events: readonly Event[] }
  | { readonly ok: false; readonly rejection: Rejection };

export const accept = (...events: Event[]): Decision => ({ ok: true, events });
export const refuse = (rejection: Rejection): Decision => ({ ok: false, rejection });

export type Playing = InPhase<'playing'>;

/** The seat is at this table. */
export function seatProblem(s: { players: number }, seat: unknown): Rejection | null {
  return Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < s.players ? null : reject('seat/unknown');
}

/** The game is in play, and the seat is the active player. */
export function activeProblem(s: State, seat: Seat): Rejection | null {
  if (s.phase === 'none') return reject('game/not-created');
  if (s.phase === 'finished') return reject('game/over');
  if (s.phase !== 'playing') return reject('rule/wrong-phase');
  const bad = seatProblem(s, seat);
  if (bad) return bad;
  if (s.turn.seat !== seat) return reject('rule/not-your-turn');
  return null;
}

/** Nothing is waiting to be resolved (discards, the robber, Road Building). */
export function pendingProblem(s: Playing): Rejection | null {
  switch (s.turn.pending.kind) {
    case 'none': return null;
    case 'discard': return reject('rule/discard-pending');
    case 'robber': return reject('rule/robber-pending');
    case 'roadBuilding': return reject('rule/road-building-pending');
  }
}

/** The active player, after the roll, with nothing pending: the trade and build phase. */
export function mainPhaseProblem(s: State, seat: Seat): Rejection | null {
  const bad = activeProblem(s, seat);
  if (bad) return bad;
  const p = s as Playing;
  if (p.turn.dice === null) return reject('rule/must-roll-first');
  return pendingProblem(p);
}
