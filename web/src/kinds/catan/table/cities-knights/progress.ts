// The progress cards at the table (RULES.md §7.2.7), read from the folded state and the legal
// commands: the cards in the player's hand with their deck's colour, the victory point cards laid
// out, what a card's play asks for (its fields, from the domain's command), and what the table
// waits for (a deck to choose, cards owed, a look to take from, a discard over the limit).
// Pure: testable without a DOM.
import { citiesKnights, type Command, type Event, type Seat, type State } from '../../../../lib/domain.ts';
import { DECK_OF, PROGRESS_CARDS, PROGRESS_HAND_LIMIT, isVictoryCard, type ProgressCard } from '../../../../../../domain/catan/modules/cities-knights/progress/deck.ts';
import type { Translate } from '../../../../i18n/index.ts';

export { PROGRESS_CARDS, DECK_OF, type ProgressCard };
export type Play = Extract<Command, { type: 'PlayProgressCard' }>;

/** What a card's play asks for, by the field its command names. */
export type Ask = 'none' | 'dice' | 'hex' | 'hexes' | 'victim' | 'vertices' | 'track' | 'edge' | 'vertex' | 'give' | 'resource' | 'commodity';

const progressOf = (s: State) => (s.phase !== 'none' && s.phase !== 'lobby' && 'parts' in s && citiesKnights.hasCitiesKnights(s) ? citiesKnights.ckPart(s).progress : null);

/** What the play of these commands asks for (the first one's fields; all of one card's alike). */
export function askOf(plays: readonly Play[]): Ask {
  const c = plays[0] as Partial<Record<string, unknown>> | undefined;
  if (c === undefined) return 'none';
  // The Crane's track before its city, the Diplomat's road before its new place.
  for (const field of ['dice', 'hexes', 'hex', 'victim', 'vertices', 'track', 'edge', 'vertex', 'give', 'resource', 'commodity'] as const) if (c[field] !== undefined) return field === 'dice' ? 'dice' : field;
  return 'none';
}

export interface HandCard {
  readonly card: ProgressCard;
  readonly track: citiesKnights.Track;
  /** The ways it may be played now (none: not now). */
  readonly plays: readonly Play[];
  /** It may be given up (over the hand limit). */
  readonly discard: Extract<Command, { type: 'DiscardProgressCard' }> | null;
}

/** The seat's progress cards (named to their owner), in hand order, each with its plays and discard. */
export function handCards(s: State, seat: Seat, legal: readonly Command[]): HandCard[] {
  const p = progressOf(s);
  if (p === null) return [];
  return p.hands[seat].cards.map((card) => ({
    card, track: DECK_OF[card],
    plays: legal.filter((c): c is Play => c.type === 'PlayProgressCard' && c.card === card),
    discard: legal.find((c): c is Extract<Command, { type: 'DiscardProgressCard' }> => c.type === 'DiscardProgressCard' && c.card === card) ?? null,
  }));
}

/** The victory point cards the seat laid out, by name, read from its draws (each laid at once). */
export function laidOut(events: readonly Event[], seat: Seat): ProgressCard[] {
  const out: ProgressCard[] = [];
  for (const e of events) if (e.type === 'ProgressCardDrawn' && e.seat === seat && e.card !== null && isVictoryCard(e.card)) out.push(e.card);
  return out;
}

/** How many progress cards each seat holds (named or counted). */
export const handCounts = (s: State): readonly number[] => progressOf(s)?.hands.map((h) => h.cards.length + h.unknown) ?? [];

/** What the progress cards hold the table up for, from this viewer's seat; null if nothing. */
export function progressPrompt(s: State, me: Seat | null, t: Translate, name: (seat: Seat) => string): string | null {
  const p = progressOf(s);
  if (p === null || s.phase !== 'playing') return null;
  const choosing = p.choosing[0];
  if (choosing !== undefined) return choosing === me ? t('pc.chooseDeck') : t('pc.waitDeck', { name: name(choosing) });
  const owed = p.owing[0];
  if (owed !== undefined) {
    if (owed.seat !== me) return t('pc.waitOwed', { name: name(owed.seat) });
    return owed.to === null ? t('pc.owedDiscard', { n: owed.count }) : t('pc.owedGive', { n: owed.count, to: name(owed.to) });
  }
  if (p.spying !== null) return p.spying.seat === me ? t('pc.spyPick') : t('pc.waitLook', { name: name(p.spying.seat) });
  if (p.looking !== null) return p.looking.seat === me ? t('pc.takePick', { n: p.looking.count }) : t('pc.waitLook', { name: name(p.looking.seat) });
  const d = p.deserting;
  if (d !== null && d.knight === null) return d.victim === me ? t('pc.desertPick') : t('pc.waitDesert', { name: name(d.victim) });
  if (d !== null) return d.seat === me ? t('pc.deserterPlace') : t('pc.waitDeserter', { name: name(d.seat) });
  const offer = p.harbor?.offer;
  if (p.harbor && offer) {
    return offer.to === me ? t('pc.harborGive', { name: name(p.harbor.seat), res: t(`res.${offer.resource}`) }) : t('pc.waitHarbor', { name: name(offer.to) });
  }
  if (s.turn.seat === me && s.turn.dice !== null && p.hands[me].cards.length > PROGRESS_HAND_LIMIT) return t('pc.discardOwn');
  for (let i = 1; i < s.players; i++) {
    const seat = (s.turn.seat + i) % s.players;
    if (p.hands[seat].cards.length + p.hands[seat].unknown > PROGRESS_HAND_LIMIT) return seat === me ? t('pc.discardOne') : t('pc.waitDiscard', { name: name(seat) });
  }
  return null;
}

/** What the progress cards ask of `me` now (a deck, cards owed, a pick, a knight to desert, a harbor's commodity, a discard), or null. */
export function progressAsked(s: State, me: Seat): string | null {
  const p = progressOf(s);
  if (p === null || s.phase !== 'playing') return null;
  if (p.choosing[0] === me) return 'deck';
  if (p.owing[0]?.seat === me) return `owed:${p.owing.length}`;
  if (p.spying?.seat === me || p.looking?.seat === me) return 'pick';
  if (p.deserting !== null && p.deserting.knight === null && p.deserting.victim === me) return 'desert';
  if (p.harbor?.offer?.to === me) return `harbor:${p.harbor.offered.length}`;
  const held = p.hands[me].cards.length + p.hands[me].unknown;
  return s.turn.seat !== me && held > PROGRESS_HAND_LIMIT ? `discard:${held}` : null;
}

/** The progress state the answering dialogs read, or null without the cards. */
export const progressState = progressOf;
