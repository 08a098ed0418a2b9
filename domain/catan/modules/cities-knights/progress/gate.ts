// The event die's city gates (RULES.md §7.2.2): each seat whose level on the gate's track draws
// on the red die takes that deck's top card, in turn order from the roller, while the deck lasts.
// A victory point card so drawn is laid out at once (the draw's evolve does it).
import type { Playing } from '../../../base/decide/common.ts';
import type { Event } from '../../../base/events.ts';
import type { Seat } from '../../../base/types.ts';
import { ckPart } from '../part.ts';
import { drawsOnGate, TRACKS, type Track } from '../tracks.ts';
import type { DrawReason } from './events.ts';
import type { ProgressPart } from './part.ts';

/** The k-th card from the top of a track's deck (null when the state does not know the order). */
export const cardAt = (p: ProgressPart, t: number, k: number) => (p.decks === null ? null : p.decks[t][k] ?? null);

/** The draw of the top card of a deck (the `k`-th from the top, when earlier draws of the same decision come first). */
export function drawFrom(p: ProgressPart, seat: Seat, track: Track, reason: DrawReason, k = 0): Event {
  return { type: 'ProgressCardDrawn', seat, track, card: cardAt(p, TRACKS.indexOf(track), k), reason };
}

export function gateDraws(s: Playing, track: Track, red: number): Event[] {
  const part = ckPart(s);
  const t = TRACKS.indexOf(track);
  const events: Event[] = [];
  for (let i = 0; i < s.players && events.length < part.progress.left[t]; i++) {
    const seat = (s.turn.seat + i) % s.players;
    if (drawsOnGate(part.levels[seat][t], red)) events.push(drawFrom(part.progress, seat, track, 'gate', events.length));
  }
  return events;
}
