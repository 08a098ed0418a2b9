// The event die's city gates (RULES.md §7.2.2): each seat whose level on the gate's track draws
// on the red die takes that deck's top card, in turn order from the roller. The decks come with
// the progress cards' rules; until then a gate draws nothing.
import type { Playing } from '../../../base/decide/common.ts';
import type { Event } from '../../../base/events.ts';
import type { Track } from '../tracks.ts';

export function gateDraws(_s: Playing, _track: Track, _red: number): Event[] {
  return [];
}
