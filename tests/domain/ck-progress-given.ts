// Progress card situations for the rulebook-style tests: cards in a seat's hand as drawn, a
// defenders' tie, and the decks of the knights game (secret 5) read from the server's state.
import type { Event, Seat } from '../../domain/catan/index.ts';
import { DECK_OF, type ProgressCard } from '../../domain/catan/modules/cities-knights/progress/deck.ts';
import { holding, type KnightsGiven } from './ck-given.ts';

/** A seat draws these cards (each from the top of its deck, as a gate would give them). */
export const draws = (seat: Seat, ...cards: ProgressCard[]): Event[] =>
  cards.map((card) => ({ type: 'ProgressCardDrawn', seat, track: DECK_OF[card], card, reason: 'gate' }));

/** Seat 0 has rolled (a quiet 2), holds these resources and these progress cards. */
export const playing = (cards: readonly ProgressCard[], resources: Parameters<typeof holding>[0] = {}): KnightsGiven =>
  holding(resources).and(draws(0, ...cards));

/** A won attack with these seats tied for the most knights. */
export const tied = (...seats: Seat[]): Event => ({ type: 'DefendersTied', seats });
