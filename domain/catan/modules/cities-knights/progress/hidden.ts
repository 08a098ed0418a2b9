// What the progress cards hide (RULES.md §7.2.7): the decks' order from everyone, a card drawn or
// discarded from all but its owner (a victory point card is laid out at once, in the open). The
// events per viewer, the part per viewer, and the part dealt at random for the expert's worlds.
import type { Random } from '../../../../shared/random.ts';
import { shuffled } from '../../../../shared/random.ts';
import type { Viewer } from '../../../base/state.ts';
import type { Seat } from '../../../base/types.ts';
import type { CitiesKnightsPart } from '../part.ts';
import { TRACKS } from '../tracks.ts';
import { DECK_OF, deckOf, isVictoryCard, type ProgressCard } from './deck.ts';
import type { ProgressEvent } from './events.ts';
import { redactProgress } from './part.ts';

const seen = (viewer: Viewer, seat: Seat): boolean => viewer === 'all' || viewer === seat;

export function redactProgressEvent(e: ProgressEvent, viewer: Viewer): ProgressEvent {
  switch (e.type) {
    case 'ProgressDecksShuffled': return viewer === 'all' || e.decks === null ? e : { ...e, decks: null };
    case 'ProgressCardDrawn': return seen(viewer, e.seat) || e.card === null || isVictoryCard(e.card) ? e : { ...e, card: null };
    case 'ProgressCardDiscarded': return seen(viewer, e.seat) || e.card === null ? e : { ...e, card: null };
    case 'ProgressHandShown': return seen(viewer, e.seat) || seen(viewer, e.victim) || e.cards === null ? e : { ...e, cards: null };
    case 'ProgressCardTaken': return seen(viewer, e.seat) || seen(viewer, e.victim) || e.card === null ? e : { ...e, card: null };
    case 'HandLookedAt':
      return seen(viewer, e.seat) || seen(viewer, e.victim) || e.resources === null ? e : { ...e, resources: null, commodities: null };
    case 'CardsHandedOver':
      return e.to === null || seen(viewer, e.seat) || seen(viewer, e.to) || e.resources === null ? e : { ...e, resources: null, commodities: null };
    case 'HarborTraded': return seen(viewer, e.seat) || seen(viewer, e.to) || e.commodity === null ? e : { ...e, commodity: null };
    case 'ProgressCardPlayed': case 'MerchantPlaced': case 'FleetNamed': case 'CardsTaken': case 'KnightsEncouraged': case 'HarvestTaken':
    case 'ProgressPaid': case 'RoadsGranted': case 'CardsOwed': case 'TokensSwapped': case 'DesertionAsked': case 'KnightDeserted':
    case 'DeserterPlaced': case 'KnightIntrigued': case 'RoadRemoved': case 'HarborOpened': case 'HarborOffered':
      return e;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as ProgressEvent).type}`);
    }
  }
}

/** The module's part with the progress cards as the viewer may know them. */
export const redactProgressIn = (part: unknown, viewer: Viewer): unknown => {
  const p = part as CitiesKnightsPart;
  return viewer === 'all' ? p : { ...p, progress: redactProgress(p.progress, viewer) };
};

/** Removes one of each of `used` from `all`. */
function without(all: readonly ProgressCard[], used: readonly ProgressCard[]): ProgressCard[] {
  const rest = [...all];
  for (const c of used) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/**
 * The part with what `seat` cannot see dealt at random: each deck from the cards of its colour
 * that are neither in the seat's hand nor laid out, and the rest of them to the other seats' hands.
 */
export function sampleProgressIn(part: unknown, seat: Seat, random: Random): unknown {
  const p = part as CitiesKnightsPart;
  const progress = p.progress;
  if (progress.decks !== null) return p;
  const mine = progress.hands[seat].cards;
  const rest: ProgressCard[] = [];
  const decks = TRACKS.map((track, t) => {
    const pool = shuffled(without(deckOf(track), [...mine, ...progress.laid].filter((c) => DECK_OF[c] === track)), random);
    rest.push(...pool.slice(progress.left[t]));
    return pool.slice(0, progress.left[t]);
  });
  const deal = shuffled(rest, random);
  let next = 0;
  const hands = progress.hands.map((h, i) => {
    if (i === seat || h.unknown === 0) return h;
    const cards = [...h.cards, ...deal.slice(next, next + h.unknown)];
    next += h.unknown;
    return { cards, unknown: 0 };
  });
  return { ...p, progress: { ...progress, decks, hands } };
}
