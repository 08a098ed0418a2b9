// A give/want form for a domestic offer or a counter-offer. Giving and wanting the same resource
// is not allowed, and what is given must be in hand.
import { useState } from 'preact/hooks';
import { bundleTotal, RESOURCES, type Bundle, type Hand } from '../lib/domain.ts';
import { BundlePicker } from '../ui/BundlePicker.tsx';
import { t } from '../i18n/index.ts';

export function validOffer(give: Bundle, want: Bundle, hand: Hand): boolean {
  if (bundleTotal(give) === 0 || bundleTotal(want) === 0) return false;
  return RESOURCES.every((r) => !((give[r] ?? 0) > 0 && (want[r] ?? 0) > 0) && (give[r] ?? 0) <= hand[r]);
}

export function OfferForm({ hand, submitLabel, onSubmit, disabled }: {
  hand: Hand; submitLabel: string; onSubmit: (give: Bundle, want: Bundle) => void; disabled?: boolean;
}) {
  const [give, setGive] = useState<Bundle>({});
  const [want, setWant] = useState<Bundle>({});
  const ok = validOffer(give, want, hand);
  return (
    <form class="offer-form" onSubmit={(e) => {
      e.preventDefault();
      if (!ok) return;
      onSubmit(give, want);
      setGive({});
      setWant({});
    }}>
      <div class="offer-sides">
        <BundlePicker label={t('trade.give')} value={give} onChange={setGive} held={hand} max={(r) => ((want[r] ?? 0) > 0 ? 0 : hand[r])} />
        <BundlePicker label={t('trade.want')} value={want} onChange={setWant} max={(r) => ((give[r] ?? 0) > 0 ? 0 : 19)} />
      </div>
      <button type="submit" disabled={!ok || disabled}>{submitLabel}</button>
    </form>
  );
}
