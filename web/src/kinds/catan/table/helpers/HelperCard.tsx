// A helper card: its role, its number on side A (A1–A6), the side up and its ability in one line.
// The player's own card in the dock, the display's cards in a small sheet.
import { helpers } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import type { HelperId } from './helpers.ts';

export function HelperCard({ helper, side, children }: { helper: HelperId; side: helpers.Side; children?: preact.ComponentChildren }) {
  const n = helpers.helperNumber(helper);
  return (
    <div class={`helper-card helper-side-${side}`} data-helper={helper} data-side={side}>
      <p class="helper-head">
        <span class="helper-name">{t(`helper.${helper}`)}</span>
        <span class="tag helper-side">{t('helpers.side', { side })}</span>
        {side === 'A' && n !== null && <span class="muted helper-number">{t('helpers.number', { n })}</span>}
      </p>
      <p class="helper-ability">{t(`ability.${helper}`)}</p>
      {children}
    </div>
  );
}

/** The helpers nobody holds, behind one tap. */
export function HelperDisplay({ display }: { display: readonly HelperId[] }) {
  if (display.length === 0) return null;
  return (
    <details class="helper-display">
      <summary>{t('helpers.display')} ({display.length})</summary>
      <ul data-display={display.join(',')}>
        {display.map((h) => <li key={h}><HelperCard helper={h} side="A" /></li>)}
      </ul>
    </details>
  );
}
