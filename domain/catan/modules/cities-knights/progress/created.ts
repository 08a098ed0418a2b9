// The progress decks at creation (RULES.md §7.2.7): each track's 18 cards shuffled from
// CreateGame's secret, recorded for the server alone.
import type { Random } from '../../../../shared/random.ts';
import { shuffled } from '../../../../shared/random.ts';
import { TRACKS } from '../tracks.ts';
import { deckOf } from './deck.ts';
import type { ProgressEvent } from './events.ts';

export const PROGRESS_DECKS_CREATED = (random: Random): ProgressEvent => ({
  type: 'ProgressDecksShuffled', decks: TRACKS.map((track) => shuffled(deckOf(track), random)),
});
