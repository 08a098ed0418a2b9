// The roll for the first player, as the stream recorded it.
import type { Event, State } from '../lib/domain.ts';

/** The SetupStarted that recorded a roll, if the game had one. */
export const rollOf = (events: readonly Event[]): Extract<Event, { type: 'SetupStarted' }> | null => {
  for (const e of events) if (e.type === 'SetupStarted') return e.rolls ? e : null;
  return null;
};

/**
 * Is the set-up under way: a piece placed (the first settlement is: its road awaited in the same
 * step), or the game past it? (The roll is news until then.)
 */
export const setupUnderWay = (s: State): boolean =>
  (s.phase === 'setup' ? s.setup.step > 0 || s.setup.awaiting === 'road' : s.phase === 'playing' || s.phase === 'finished');
