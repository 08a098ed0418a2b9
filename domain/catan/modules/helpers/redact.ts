// What a viewer may see of the helpers: everything is public (the cards held, the display, the
// calls, the Captain's port) except the Noblewoman's look at a hand and the Architect's look at
// the deck, which only their player sees. The deck has no order to hide: a look draws from it.
import type { Viewer } from '../../base/state.ts';
import type { HelpersEvent } from './events.ts';
import type { HelpersPart } from './state.ts';

const mayLook = (viewer: Viewer, seat: number): boolean => viewer === 'all' || viewer === seat;

export function redactHelpers(e: HelpersEvent, viewer: Viewer): HelpersEvent {
  switch (e.type) {
    case 'HandShown':
      return mayLook(viewer, e.seat) || e.hand === null ? e : { ...e, hand: null };
    case 'DeckShown':
      return mayLook(viewer, e.seat) ? e : { ...e, cards: e.cards.map(() => null) };
    case 'HelperDealt': case 'HelperCalled': case 'HelperUsed': case 'HelperFlipped': case 'HelperExchanged': case 'HelperPaid':
    case 'HelperResourceTaken': case 'MerchantTraded': case 'DiscardExcused': case 'RoadMoved': case 'PortOpened':
    case 'KnightDiscarded': case 'HelperChoiceMade':
      return e;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as HelpersEvent).type}`);
    }
  }
}

/** The part as a viewer may know it (for redactState): a look's cards are its player's only. */
export function redactHelpersPart(part: HelpersPart | undefined, viewer: Viewer): HelpersPart | undefined {
  const choice = part?.choice;
  if (part === undefined || !choice || mayLook(viewer, choice.seat)) return part;
  return choice.kind === 'noblewoman'
    ? { ...part, choice: { ...choice, hand: null } }
    : { ...part, choice: { ...choice, cards: choice.cards.map(() => null) } };
}
