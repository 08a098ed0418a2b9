// The player's alerts (alerts.ts) for the game on screen, and their two switches: the tone, and
// system notifications with vibration (asking the browser's permission when turned on).
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { alertSettings, enableNotifications, notificationPermission, setAlertSettings } from './alert-settings.ts';
import { useGame } from './context.ts';
import { watchNeeds } from './alerts.ts';
import { diceNeed } from '../kinds/dice/fold.ts';
import './alerts.css';

// Small drawn icons (no emoji font needed), 16×16.
const SPEAKER = 'M2 6h3l4-3v10l-4-3H2z M11 5.5q2 2.5 0 5 M12.5 3.5q4 4.5 0 9';
const MUTED = 'M2 6h3l4-3v10l-4-3H2z M11 6l4 4 M15 6l-4 4';
const BELL = 'M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11z M6.5 13.5a1.5 1.5 0 0 0 3 0';
const BELL_OFF = 'M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11z M6.5 13.5a1.5 1.5 0 0 0 3 0 M2 2l12 12';

function Icon({ path }: { path: string }) {
  return (
    <svg class="alert-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round" stroke-linecap="round" />
    </svg>
  );
}

export function Alerts() {
  const { game } = useGame();
  const dice = game.kind.value === 'dice';
  useEffect(() => (dice ? watchNeeds(game.dice, game.mySeat, game.gameId, undefined, diceNeed) : watchNeeds(game.state, game.mySeat, game.gameId)), [game, dice]);
  const [blocked, setBlocked] = useState(false);
  const { muted, notify } = alertSettings.value;
  const toggleNotify = async () => {
    if (notify) return setAlertSettings({ notify: false });
    setBlocked(!(await enableNotifications()));
  };
  return (
    <div class="alert-switches" role="group" aria-label={t('alert.label')}>
      <button type="button" class="alert-switch" aria-pressed={!muted} onClick={() => setAlertSettings({ muted: !muted })}>
        <Icon path={muted ? MUTED : SPEAKER} /> <span class="switch-label">{t('alert.sound')}</span>
      </button>
      {notificationPermission() !== 'unsupported' || (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') ? (
        <button type="button" class="alert-switch" aria-pressed={notify} onClick={() => void toggleNotify()}>
          <Icon path={notify ? BELL : BELL_OFF} /> <span class="switch-label">{t('alert.notify')}</span>
        </button>
      ) : null}
      {blocked && <span class="alert-blocked" role="status">{t('alert.blocked')}</span>}
    </div>
  );
}
