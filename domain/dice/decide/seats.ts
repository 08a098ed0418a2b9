// The server's commands for absent players: when a person's turn timer runs out a bot plays the
// seat for them (SeatTakenOver), until they come back (SeatReturned). Neither changes the turn.
import type { DiceCommandOf } from '../commands.ts';
import { reject, type DiceRejection } from '../rejections.ts';
import type { DiceState, Playing } from '../state.ts';
import type { Seat } from '../types.ts';
import { accept, isSeat, refuse, type DiceDecision } from './common.ts';

/** A seat of a game in play. */
function seatProblem(s: DiceState, seat: Seat): DiceRejection | null {
  if (s.phase === 'none') return reject('game/not-created');
  if (s.phase === 'lobby') return reject('game/not-started');
  if (s.phase === 'finished') return reject('game/over');
  return isSeat(s.players, seat) ? null : reject('seat/unknown');
}

export function takeOverSeat(c: DiceCommandOf<'TakeOverSeat'>, state: DiceState): DiceDecision {
  const bad = seatProblem(state, c.seat);
  if (bad) return refuse(bad);
  const s = state as Playing;
  if (s.bots[c.seat]) return refuse(reject('seat/bot'));
  if (s.away[c.seat]) return refuse(reject('seat/away'));
  return accept({ type: 'SeatTakenOver', seat: c.seat });
}

export function returnToSeat(c: DiceCommandOf<'ReturnToSeat'>, state: DiceState): DiceDecision {
  const bad = seatProblem(state, c.seat);
  if (bad) return refuse(bad);
  if (!(state as Playing).away[c.seat]) return refuse(reject('seat/present'));
  return accept({ type: 'SeatReturned', seat: c.seat });
}
