// The platform holds every game kind's states and events as unions; a test of a board game reads
// them as the board game's (and fails loudly should it be given another kind's).
import type { Event, State } from '../../domain/catan/index.ts';
import { kindOf, type AnyEvent, type AnyState } from '../../domain/platform/index.ts';

export function catan(state: AnyState): State {
  if (kindOf(state).id !== 'catan') throw new Error('not a board game state');
  return state as State;
}

export const catanEvents = (events: readonly AnyEvent[]): Event[] => events as Event[];
