// The bots' pace (bot-pace.ts) as a switch beside the alerts: pressed, the moves of seats the
// server plays show at a glance instead of a readable pause each.
import { t } from '../i18n/index.ts';
import { botPace, setBotPace } from './bot-pace.ts';

// Two drawn chevrons (no emoji font needed), 16×16.
const FAST = 'M2.5 3.5l5 4.5-5 4.5 M8.5 3.5l5 4.5-5 4.5';

export function PaceSwitch() {
  const fast = botPace.value === 'fast';
  return (
    <button type="button" class="alert-switch pace-switch" aria-pressed={fast} title={t('pace.hint')}
      onClick={() => setBotPace(fast ? 'readable' : 'fast')}>
      <svg class="alert-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d={FAST} fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round" />
      </svg>
      <span class="switch-label">{t('pace.fast')}</span>
    </button>
  );
}
