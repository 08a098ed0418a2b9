// After a 7, a player holding more than 7 cards chooses exactly half (rounded down) to discard
// (or, with Helpers, has the General excuse them). Cities & Knights: commodities count too; with
// some in hand, the discard names both (DiscardCards).
import { useState } from 'preact/hooks';
import { bundleTotal, handTotal, type Bundle } from '../../../lib/domain.ts';
import { t } from '../../../i18n/index.ts';
import { BundlePicker } from '../../../ui/BundlePicker.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useGame } from '../../../game/context.ts';
import { GeneralExemption } from './helpers/HelperPanel.tsx';
import { ckOf } from './cities-knights/ck.ts';
import { commodityCount, CommodityPicker, type Commodities } from './cities-knights/CkDialogs.tsx';

export function DiscardDialog() {
  const { game, actions } = useGame();
  const [choice, setChoice] = useState<Bundle>({});
  const [goods, setGoods] = useState<Commodities>({});
  const s = game.state.value;
  const me = game.mySeat.value;
  if (s.phase !== 'playing' || me === null || s.turn.pending.kind !== 'discard') return null;
  const n = s.turn.pending.counts[me] ?? 0;
  if (n === 0 || game.pending.value.some((p) => p.command.type === 'DiscardResources' || p.command.type === 'DiscardCards')) return null;
  const hand = s.hands[me];
  const held = ckOf(s)?.commodities[me] ?? null;
  const mixed = held !== null && held.paper + held.cloth + held.coin > 0;
  const k = bundleTotal(choice) + (mixed ? commodityCount(goods) : 0);
  const cards = handTotal(hand) + (mixed ? held.paper + held.cloth + held.coin : 0);
  const submit = () => {
    actions.command(mixed ? { type: 'DiscardCards', resources: choice, commodities: goods } : { type: 'DiscardResources', resources: choice });
    setChoice({});
    setGoods({});
  };
  return (
    <Dialog title={t('discard.title')}>
      <p>{t('discard.intro', { cards: t('count.cards', { n: cards }), n })}</p>
      <BundlePicker label={t('discard.pick')} value={choice} onChange={setChoice} held={hand}
        max={(r) => Math.min(hand[r], (choice[r] ?? 0) + n - k)} />
      {mixed && <CommodityPicker value={goods} onChange={setGoods} held={held} max={(c) => Math.min(held[c], (goods[c] ?? 0) + n - k)} />}
      <p class={k === n ? 'count-ok' : 'count'} aria-live="polite" data-chosen={k}>{t('discard.chosen', { k, n })}</p>
      <button type="button" class="primary" disabled={k !== n} onClick={submit}>{t('discard.submit')}</button>
      <GeneralExemption />
    </Dialog>
  );
}
