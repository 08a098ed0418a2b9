// The time an awaited person has left when the game has a turn timer (see state/clock.ts): it
// ticks on the server's clock and turns urgent in its last seconds. When it runs out, a bot plays
// the seat until its player comes back.
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { formatClock, remainingMs, URGENT_MS } from '../state/clock.ts';

export function Countdown({ deadline, offset, mine }: { deadline: number; offset: number; mine: boolean }) {
  const now = useSignal(Date.now());
  useEffect(() => {
    const timer = setInterval(() => (now.value = Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = remainingMs(deadline, now.value, offset);
  const seconds = Math.ceil(left / 1000);
  const urgent = left <= URGENT_MS;
  return (
    <span class={`countdown${urgent ? ' urgent' : ''}`} data-countdown={seconds} title={t('timer.left', { n: seconds })}>
      <span aria-hidden="true">{formatClock(left)}</span>
      <span class="sr-only">{t('timer.left', { n: seconds })}</span>
      {mine && <span class="sr-only" aria-live="assertive">{urgent && left > 0 ? t('timer.hurry') : ''}</span>}
    </span>
  );
}
