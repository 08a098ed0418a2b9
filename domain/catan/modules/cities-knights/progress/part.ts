// The progress cards' part of Cities & Knights' state (RULES.md §7.2.7): the three decks (named to
// the server alone, counted for everyone), each seat's hand (named to its owner, counted for the
// others), the victory point cards laid out, the merchant, the choices the table awaits (a deck to
// draw from after a defenders' tie) and this turn's Merchant Fleet.
import { sees, type Viewer } from '../../../base/state.ts';
import type { Bundle, HexKey, Resource, Seat } from '../../../base/types.ts';
import type { Strength } from '../knights/part.ts';
import type { CommodityBundle } from '../commodities.ts';
import type { Card } from '../cards.ts';
import { TRACKS } from '../tracks.ts';
import { DECK_SIZE, PROGRESS_HAND_LIMIT, type ProgressCard } from './deck.ts';

/** A seat's cards owed: so many, to a seat (a Wedding's gift) or to the bank (a Saboteur's discard). */
export interface Owed {
  readonly seat: Seat;
  readonly count: number;
  readonly to: Seat | null;
}

/** A seat's progress cards: those the viewer may name, and how many more it may only count. */
export interface ProgressHand {
  readonly cards: readonly ProgressCard[];
  readonly unknown: number;
}

export interface ProgressPart {
  /** By seat: victory point cards laid out (Printer, Constitution). */
  readonly shown: readonly number[];
  /** The victory point cards laid out, by name (public). */
  readonly laid: readonly ProgressCard[];
  /** The merchant's hex and the seat controlling it (1 VP, 2:1 on its hex's resource), once played. */
  readonly merchant: { readonly hex: HexKey; readonly seat: Seat } | null;
  /** By track (TRACKS order): each deck, top first; known to viewer 'all' only (null for the others). */
  readonly decks: readonly (readonly ProgressCard[])[] | null;
  /** By track: the cards in each deck. */
  readonly left: readonly number[];
  readonly hands: readonly ProgressHand[];
  /** Seats owed a card from a deck of their choice (a defenders' tie), in turn order from the active player. */
  readonly choosing: readonly Seat[];
  /** The Spy's look: the seat picks one of the victim's cards (named to the two of them). */
  readonly spying: { readonly seat: Seat; readonly victim: Seat; readonly cards: readonly ProgressCard[] | null } | null;
  /** The Master Merchant's look: the seat takes `count` of the victim's cards (named to the two of them). */
  readonly looking: {
    readonly seat: Seat; readonly victim: Seat; readonly count: number; readonly resources: Bundle | null; readonly commodities: CommodityBundle | null;
  } | null;
  /** The cards a Saboteur or a Wedding asks of seats, in the order they answer. */
  readonly owing: readonly Owed[];
  /** A Merchant Fleet's 2:1 trades: the turn, the seat and the cards it named. */
  readonly fleet: { readonly turn: number; readonly seat: Seat; readonly cards: readonly Card[] } | null;
  /** A Deserter under way: the victim chooses his knight (knight null), then the seat may place one (the removed knight's strength and status). */
  readonly deserting: Deserting | null;
  /** A Commercial Harbor open in turn `turn`: the seats offered a resource so far, and the offer awaiting its answer. */
  readonly harbor: Harbor | null;
}

export interface Deserting {
  readonly seat: Seat;
  readonly victim: Seat;
  readonly knight: { readonly strength: Strength; readonly active: boolean } | null;
}

export interface Harbor {
  readonly turn: number;
  readonly seat: Seat;
  readonly offered: readonly Seat[];
  readonly offer: { readonly to: Seat; readonly resource: Resource } | null;
}

export const NO_PROGRESS: ProgressHand = Object.freeze({ cards: Object.freeze([]) as readonly ProgressCard[], unknown: 0 });

export const initialProgress = (players: number): ProgressPart => ({
  shown: Array.from({ length: players }, () => 0),
  laid: [],
  merchant: null,
  decks: null,
  left: TRACKS.map(() => DECK_SIZE),
  hands: Array.from({ length: players }, () => NO_PROGRESS),
  choosing: [],
  owing: [],
  spying: null,
  looking: null,
  fleet: null,
  deserting: null,
  harbor: null,
});

/** The seat's points from progress cards: its victory point cards and the merchant. */
export const progressPoints = (p: ProgressPart, seat: Seat): number => p.shown[seat] + (p.merchant?.seat === seat ? 1 : 0);

/** The progress cards the seat holds (victory point cards are never held). */
export const handSize = (p: ProgressPart, seat: Seat): number => p.hands[seat].cards.length + p.hands[seat].unknown;

/** Does the seat hold more progress cards than it may keep? */
export const overLimit = (p: ProgressPart, seat: Seat): boolean => handSize(p, seat) > PROGRESS_HAND_LIMIT;

export const holds = (p: ProgressPart, seat: Seat, card: ProgressCard): boolean => p.hands[seat].cards.includes(card);

/** The part as a viewer may know it: the decks' order hidden, other seats' cards counted, not named. */
export function redactProgress(p: ProgressPart, viewer: Viewer): ProgressPart {
  if (viewer === 'all') return p;
  const hands = p.hands.map((h, seat) => (sees(viewer, seat) ? h : { cards: [], unknown: h.cards.length + h.unknown }));
  const spying = p.spying === null || sees(viewer, p.spying.seat) || sees(viewer, p.spying.victim) ? p.spying : { ...p.spying, cards: null };
  const looking = p.looking === null || sees(viewer, p.looking.seat) || sees(viewer, p.looking.victim) ? p.looking : { ...p.looking, resources: null, commodities: null };
  return { ...p, decks: null, hands, spying, looking };
}
