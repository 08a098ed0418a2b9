// Words for game options, shared by the lobby's forms and its list.
import { t } from '../i18n/index.ts';

/** A turn timer: "Off", "60 s", "2 min". */
export function timerLabel(seconds: number): string {
  if (seconds <= 0) return t('timer.off');
  return seconds < 120 || seconds % 60 !== 0 ? t('timer.seconds', { n: seconds }) : t('timer.minutes', { n: seconds / 60 });
}
