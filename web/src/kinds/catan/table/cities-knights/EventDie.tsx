// The event die (Cities & Knights): a ship (faces 1–3: the barbarians advance) or a city gate in
// its track's colour (4 yellow trade, 5 blue politics, 6 green science).
import { citiesKnights } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import './ck.css';

const GATE: Readonly<Record<string, string>> = { trade: '#f2cf3b', politics: '#2f63b8', science: '#2f8a3c' };

export function EventDie({ n }: { n: number }) {
  const face = citiesKnights.faceOf(n);
  return (
    <span class="event-die" data-event-die={n} data-face={face}>
      <span class="sr-only">{t('ck.eventDie', { face: t(`ck.face.${face}`) })}</span>
      <svg class="die" viewBox="-10 -10 20 20" width="36" height="36" aria-hidden="true">
        <rect x="-9" y="-9" width="18" height="18" rx="3.5" fill="#fffdf7" stroke="#333" stroke-width="0.8" />
        {face === 'ship' ? (
          <g fill="#3b2a1a">
            <path d="M-6 2 L6 2 L4 6 L-4 6 Z" />
            <path d="M-0.5 -7 L-0.5 1.5 L0.5 1.5 L0.5 -7 Z" />
            <path d="M0.8 -6.5 L5.5 0.8 L0.8 0.8 Z" fill="#8b1e1e" />
          </g>
        ) : (
          <g>
            <path d="M-6 7 L-6 -2 A6 6 0 0 1 6 -2 L6 7 Z" fill={GATE[face]} stroke="#222" stroke-width="0.8" />
            <path d="M-2.5 7 L-2.5 1 A2.5 2.5 0 0 1 2.5 1 L2.5 7 Z" fill="#fffdf7" stroke="#222" stroke-width="0.6" />
          </g>
        )}
      </svg>
    </span>
  );
}
