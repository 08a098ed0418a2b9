// What the player page shows of a game, a rating and its counts, worked out apart from the markup.
import type { PlayedGame, PlayerRating } from '../../../functions/protocol/players.ts';
import { FORMER_NAME } from '../../../functions/protocol/players.ts';
import type { DiceRecord, FinishedShare } from '../../../functions/protocol/player-stats.ts';
import { FACES } from '../../../domain/dice/types.ts';
import { TWO_DICE } from '../../../domain/shared/chi-square.ts';
import type { Tally } from '../../../domain/shared/verify.ts';
import { t } from '../i18n/index.ts';

/** A seat's name as shown: a deleted account's reads as a former player. */
export const shownName = (name: string | null): string | null => (name === FORMER_NAME ? t('player.former') : name);

export type Outcome = 'won' | 'lost' | 'playing' | 'open' | 'abandoned';

/** The game's result for the page's player (a shared win is a win). */
export function outcomeOf(game: PlayedGame): Outcome {
  if (game.status !== 'finished') return game.status;
  return game.winner === game.seat ? 'won' : 'lost';
}

/** Where the game's link goes: a finished game's review room, or the table (to resume or watch). */
export const linkOf = (game: PlayedGame): string => (game.status === 'finished' ? `/replay/${game.gameId}` : `/game/${game.gameId}`);

/** The family's title: the board game (its expansions share the rating) or the dice game. */
export const familyTitle = (rating: PlayerRating): string => t(`player.family.${rating.family}`);

/** The rating shown after each rated game: mu − 3·sigma, as the server shows the current one. */
export const shownAt = (point: { mu: number; sigma: number }): number => Math.round(point.mu - 3 * point.sigma);

export function dateOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The event die's faces, as Cities & Knights' review counts them (the ship on three of six). */
const EVENT_FACES = ['ship', 'trade', 'politics', 'science'] as const;

/** A family's counts as the review room's fairness table reads them: categories and their chances. */
export function tallyOf(family: DiceRecord['family'], observed: readonly number[]): Tally {
  return family === 'dice'
    ? { categories: [...FACES], observed, probabilities: FACES.map(() => 1 / FACES.length) }
    : { categories: TWO_DICE.map((_, i) => String(i + 2)), observed, probabilities: TWO_DICE };
}

export const eventDieOf = (observed: readonly number[]): Tally =>
  ({ categories: [...EVENT_FACES], observed, probabilities: [1 / 2, 1 / 6, 1 / 6, 1 / 6] });

/** The finished share in words, or null when no game of theirs has ended. */
export const shareText = (share: FinishedShare | null): string | null =>
  (share === null ? null : t('player.share', { finished: share.finished, n: share.of }));
