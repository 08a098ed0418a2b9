// Words for game options, shared by the lobby's forms and its list.
import { t } from '../i18n/index.ts';
import type { BoardKind } from '../lib/domain.ts';
import type { GameSummary } from '../lib/protocol.ts';
import type { DiceSide } from '../state/dice-lobby.ts';

/** A listed game's board, or a dice game's sheet side ("Island One"). */
export function boardLabel(game: GameSummary): string {
  return game.kind === 'dice' ? t(`dg.${game.board as DiceSide}`) : t(`board.${game.board as BoardKind}`);
}

/** A turn timer: "Off", "60 s", "2 min". */
export function timerLabel(seconds: number): string {
  if (seconds <= 0) return t('timer.off');
  return seconds < 120 || seconds % 60 !== 0 ? t('timer.seconds', { n: seconds }) : t('timer.minutes', { n: seconds / 60 });
}

/** How long ago a game was made, in the reader's language: "2 min ago", "yesterday". */
export function ageLabel(createdAt: string, now: number, language: string): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(createdAt)) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return format.format(-seconds, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}
