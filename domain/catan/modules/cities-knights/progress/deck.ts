// The progress cards (RULES.md §7.2.7): 54 in three decks of 18, one per track's colour — trade
// (yellow), politics (blue), science (green) — each card named by its old name in camel case.
import { TRACKS, type Track } from '../tracks.ts';

export const PROGRESS_DECKS = {
  trade: { commercialHarbor: 2, masterMerchant: 2, merchant: 6, merchantFleet: 2, resourceMonopoly: 4, tradeMonopoly: 2 },
  politics: { bishop: 2, constitution: 1, deserter: 2, diplomat: 2, intrigue: 2, saboteur: 2, spy: 3, warlord: 2, wedding: 2 },
  science: { alchemist: 2, crane: 2, engineer: 1, inventor: 2, irrigation: 2, medicine: 2, mining: 2, printer: 1, roadBuilding: 2, smith: 2 },
} as const;

type Cards<T extends Track> = keyof (typeof PROGRESS_DECKS)[T];
export type ProgressCard = Cards<'trade'> | Cards<'politics'> | Cards<'science'>;

/** The deck (track) each card belongs to. */
export const DECK_OF: Readonly<Record<ProgressCard, Track>> = Object.fromEntries(
  TRACKS.flatMap((t) => Object.keys(PROGRESS_DECKS[t]).map((card) => [card, t])),
) as Record<ProgressCard, Track>;

export const PROGRESS_CARDS = Object.keys(DECK_OF) as readonly ProgressCard[];
export const isProgressCard = (c: unknown): c is ProgressCard => typeof c === 'string' && Object.hasOwn(DECK_OF, c);

/** The victory point cards: laid out at once when drawn, never held (and never taken by a spy). */
export const VICTORY_CARDS: ReadonlySet<ProgressCard> = new Set<ProgressCard>(['printer', 'constitution']);
export const isVictoryCard = (c: ProgressCard | null): boolean => c !== null && VICTORY_CARDS.has(c);

/** The most progress cards (victory point cards aside) a seat may hold past its own turn. */
export const PROGRESS_HAND_LIMIT = 4;

/** A track's deck in its printed order (the shuffle's input). */
export function deckOf(track: Track): ProgressCard[] {
  const counts = PROGRESS_DECKS[track] as Readonly<Record<string, number>>;
  return Object.entries(counts).flatMap(([card, n]) => Array.from({ length: n }, () => card as ProgressCard));
}

export const DECK_SIZE = 18;
