// After a 7, a player holding more than 7 cards chooses exactly half (rounded down) to discard
// (or, with Helpers, has the General excuse them).
import { useState } from 'preact/hooks';
import { bundleTotal, handTotal, type Bundle } from '../../../lib/domain.ts';
import { t } from '../../../i18n/index.ts';
import { BundlePicker } from '../../../ui/BundlePicker.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useGame } from '../../../game/context.ts';
import { GeneralExemption } from './helpers/HelperPanel.tsx';

export function DiscardDialog() {
  const { game, actions } = useGame();
  const [choice, setChoice] = useState<Bundle>({});
  const s = game.state.value;
  const me = game.mySeat.value;
  if (s.phase !== 'playing' || me === null || s.turn.pending.kind !== 'discard') return null;
  const n = s.turn.pending.counts[me] ?? 0;
  if (n === 0 || game.pending.value.some((p) => p.command.type === 'DiscardResources')) return null;
  const hand = s.hands[me];
  const k = bundleTotal(choice);
  const submit = () => {
    actions.command({ type: 'DiscardResources', resources: choice });
    setChoice({});
  };
  return (
    <Dialog title={t('discard.title')}>
      <p>{t('discard.intro', { cards: t('count.cards', { n: handTotal(hand) }), n })}</p>
      <BundlePicker label={t('discard.pick')} value={choice} onChange={setChoice} held={hand}
        max={(r) => Math.min(hand[r], (choice[r] ?? 0) + n - k)} />
      <p class={k === n ? 'count-ok' : 'count'} aria-live="polite" data-chosen={k}>{t('discard.chosen', { k, n })}</p>
      <button type="button" class="primary" disabled={k !== n} onClick={submit}>{t('discard.submit')}</button>
      <GeneralExemption />
    </Dialog>
  );
}
