// Situations of the Helpers mini-expansion (seed 000, "Os ajudantes") made of real events: a
// 4-player beginner-board game with Helpers, whose deal (seat 3 first: A1, A2, A3, A4) may be
// changed to give a seat the helper a test needs.
import type { Command, Event } from '../../domain/catan/index.ts';
import type { HelperId } from '../../domain/catan/modules/helpers/index.ts';
import { BLUE, given, gives, played, RED, type Given } from './given.ts';
import { handBack } from './large-table.ts';

/** A beginner game with Helpers (red, seat 0, to roll); `dealt` replaces a seat's dealt helper (null: none). */
export function helpersGame(dealt: Readonly<Record<number, HelperId | null>> = {}, players = 4): Given {
  const seats = Array.from({ length: players }, (_, seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
  const events = played([], { type: 'CreateGame', players, board: 'beginner', seed: 1, modules: ['helpers'] }, ...seats);
  return given(events.flatMap((e): Event[] => {
    if (e.type !== 'HelperDealt' || !(e.seat in dealt)) return [e];
    const helper = dealt[e.seat];
    return helper === null ? [] : [{ ...e, helper }];
  }));
}

/** Red holds this helper (dealt in set-up) and has rolled a 2 in its first turn. */
export const redWith = (helper: HelperId): Given => helpersGame({ [RED]: helper }).rolled([1, 1]);

/** Red holds the Noblewoman; blue shows 2 more points (Longest Road) and holds 1 ore only. */
export function blueAheadWithOre(): Given {
  const g = redWith('noblewoman').and({ type: 'LongestRoadChanged', holder: BLUE, length: 5 });
  return g.and(handBack(BLUE, g.playing.hands[BLUE]), gives(BLUE, { ore: 1 }));
}

/** Red has looked at blue's hand with the Noblewoman and must take a card. */
export const redLooksAtBlue = (): Given =>
  blueAheadWithOre().after({ type: 'UseHelper', seat: RED, use: { helper: 'noblewoman', target: BLUE }, then: 'flip' });
