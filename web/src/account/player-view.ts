// What the player page shows of a game and a rating, worked out apart from the markup.
import type { PlayedGame, PlayerRating } from '../../../functions/protocol/players.ts';
import { FORMER_NAME } from '../../../functions/protocol/players.ts';
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
