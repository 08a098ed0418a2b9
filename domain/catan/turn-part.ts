// The part of the turn under way, for a client to show: the normal turn, a seat's part of the
// special building phase, or Player 1's or Player 2's part of a paired turn. It reads the turn
// rules' parts of the state, so it sits beside the composition root, above the modules.
import type { State } from './base/state.ts';
import type { Seat } from './base/types.ts';
import { specialBuildingPart } from './modules/special-building/index.ts';
import { PAIRED, pairedPart, partnerOf } from './modules/paired/index.ts';

/** The part of the turn under way (the seat to act is `turn.seat` throughout). */
export type TurnPart =
  | { readonly kind: 'normal' }
  | { readonly kind: 'special-building'; readonly builder: Seat; readonly after: Seat; readonly remaining: readonly Seat[] }
  | { readonly kind: 'paired'; readonly player1: Seat; readonly player2: Seat; readonly part: 1 | 2 };

const NORMAL: TurnPart = { kind: 'normal' };

export function turnPart(s: State): TurnPart {
  if ((s.phase !== 'playing' && s.phase !== 'finished') || s.turn === null || s.modules.length === 0) return NORMAL;
  const building = specialBuildingPart(s);
  if (building !== null) {
    return { kind: 'special-building', builder: s.turn.seat, after: building.after, remaining: building.order.slice(building.index + 1) };
  }
  if (s.modules.includes(PAIRED)) {
    const part = pairedPart(s);
    if (part !== null) return { kind: 'paired', player1: part.player1, player2: part.player2, part: 2 };
    return { kind: 'paired', player1: s.turn.seat, player2: partnerOf(s.players, s.turn.seat), part: 1 };
  }
  return NORMAL;
}
