// The roll for the first player, as the stream recorded it.
import type { Event } from '../lib/domain.ts';

/** The SetupStarted that recorded a roll, if the game had one. */
export const rollOf = (events: readonly Event[]): Extract<Event, { type: 'SetupStarted' }> | null => {
  for (const e of events) if (e.type === 'SetupStarted') return e.rolls ? e : null;
  return null;
};
