// What progress cards ask of a seat (Cities & Knights), each a dialog that must be answered: the
// deck to draw from after a defenders' tie, the cards a Saboteur or a Wedding asks of it (its
// choice: to discard, or to give the player), the Spy's pick from the hand it looks at, the Master
// Merchant's pick from the cards it sees, the knight a Deserter takes from it (when it has several),
// the commodity it gives for a Commercial Harbor's resource, and a progress card to give up over the
// hand limit outside one's turn. The answers are the domain's legal commands for the seat.
import { useState } from 'preact/hooks';
import { bundleTotal, citiesKnights, RESOURCES, type Bundle, type Command } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { BundlePicker } from '../../../../ui/BundlePicker.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { useGame } from '../../../../game/context.ts';
import { nameOf } from '../../../../game/derived.ts';
import { commodityCount, CommodityPicker, type Commodities } from './CkDialogs.tsx';
import { commoditiesOf } from './ck.ts';
import { progressState } from './progress.ts';
import { placeNames } from './ProgressPicks.tsx';

type CommodityHand = citiesKnights.CommodityHand;

const ANSWERS: readonly string[] = ['ChooseProgressDeck', 'HandOverCards', 'TakeProgressCard', 'TakeCards', 'DiscardProgressCard', 'DesertKnight', 'GiveCommodity'];
const NONE: CommodityHand = { paper: 0, cloth: 0, coin: 0, unknown: 0 };

/** Pick `n` cards among resources and commodities held (one's own, or those a look shows). */
function CardsPick({ n, hand, goods, submit, label }: {
  n: number; hand: Bundle; goods: CommodityHand; label: string;
  submit: (resources: Bundle, commodities: Commodities) => void;
}) {
  const [choice, setChoice] = useState<Bundle>({});
  const [picked, setPicked] = useState<Commodities>({});
  const k = bundleTotal(choice) + commodityCount(picked);
  const held = Object.fromEntries(RESOURCES.map((r) => [r, hand[r] ?? 0])) as Record<(typeof RESOURCES)[number], number>;
  return (
    <>
      <BundlePicker label={label} value={choice} onChange={setChoice} held={held} max={(r) => Math.min(held[r], (choice[r] ?? 0) + n - k)} />
      {goods.paper + goods.cloth + goods.coin > 0 && (
        <CommodityPicker value={picked} onChange={setPicked} held={goods} max={(c) => Math.min(goods[c], (picked[c] ?? 0) + n - k)} />
      )}
      <p class={k === n ? 'count-ok' : 'count'} aria-live="polite" data-chosen={k}>{t('pc.chosen', { k, n })}</p>
      <button type="button" class="primary" data-progress-send="" disabled={k !== n} onClick={() => submit(choice, picked)}>{t('pc.send')}</button>
    </>
  );
}

export function ProgressAnswers() {
  const { game, actions } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  const p = progressState(s);
  if (p === null || me === null || s.phase !== 'playing') return null;
  if (game.pending.value.some((x) => ANSWERS.includes(x.command.type))) return null;
  const legal = game.legal.value;
  const send = (c: Command) => actions.command(toClientCommand(c));
  const of = <T extends Command['type']>(type: T) => legal.filter((c): c is Extract<Command, { type: T }> => c.type === type);
  const decks = of('ChooseProgressDeck');
  if (decks.length > 0) {
    return (
      <Dialog title={t('pc.deckTitle')}>
        <div class="choices" data-progress-answer="deck">
          <p>{t('pc.chooseDeck')}</p>
          {decks.map((c) => (
            <button key={c.track} type="button" class={`primary pc-${c.track}`} data-deck={c.track} onClick={() => send(c)}>
              {t('pc.deckLeft', { track: t(`track.${c.track}`), n: p.left[citiesKnights.TRACKS.indexOf(c.track)] })}
            </button>
          ))}
        </div>
      </Dialog>
    );
  }
  const owed = p.owing[0];
  if (owed !== undefined && owed.seat === me) {
    const intro = owed.to === null ? t('pc.owedDiscard', { n: owed.count }) : t('pc.owedGive', { n: owed.count, to: nameOf(s, owed.to, t) });
    return (
      <Dialog title={t('pc.owedTitle')}>
        <div data-progress-answer="owed">
          <p>{intro}</p>
          <CardsPick n={owed.count} hand={s.hands[me]} goods={commoditiesOf(s, me) ?? NONE} label={t('pc.resources')}
            submit={(resources, commodities) => send({ type: 'HandOverCards', seat: me, resources, commodities })} />
        </div>
      </Dialog>
    );
  }
  const spy = of('TakeProgressCard');
  if (spy.length > 0) {
    return (
      <Dialog title={t('pc.spyTitle')}>
        <div class="choices" data-progress-answer="spy">
          <p>{t('pc.spyPick')}</p>
          {spy.map((c) => <button key={c.card} type="button" class="primary" data-take={c.card} onClick={() => send(c)}>{t(`progress.${c.card}`)}</button>)}
        </div>
      </Dialog>
    );
  }
  const look = p.looking;
  if (look !== null && look.seat === me && look.resources !== null) {
    return (
      <Dialog title={t('pc.takeTitle')}>
        <div data-progress-answer="take">
          <p>{t('pc.takePick', { n: look.count })}</p>
          <CardsPick n={look.count} hand={look.resources} goods={{ ...NONE, ...look.commodities }} label={t('pc.resources')}
            submit={(resources, commodities) => send({ type: 'TakeCards', seat: me, resources, commodities })} />
        </div>
      </Dialog>
    );
  }
  const deserts = of('DesertKnight');
  if (deserts.length > 0) {
    const names = placeNames(s);
    return (
      <Dialog title={t('pc.desertTitle')}>
        <div class="choices" data-progress-answer="desert">
          <p>{t('pc.desertPick')}</p>
          {deserts.map((c) => <button key={c.vertex} type="button" class="primary" data-desert={c.vertex} onClick={() => send(c)}>{names.vertex(c.vertex)}</button>)}
        </div>
      </Dialog>
    );
  }
  const gives = of('GiveCommodity');
  const offer = p.harbor?.offer;
  if (gives.length > 0 && p.harbor && offer) {
    return (
      <Dialog title={t('pc.harborTitle')}>
        <div class="choices" data-progress-answer="harbor">
          <p>{t('pc.harborGive', { name: nameOf(s, p.harbor.seat, t), res: t(`res.${offer.resource}`) })}</p>
          {gives.map((c) => <button key={c.commodity} type="button" class="primary" data-give-commodity={c.commodity} onClick={() => send(c)}>{t(`commodity.${c.commodity}`)}</button>)}
        </div>
      </Dialog>
    );
  }
  const discards = s.turn.seat === me ? [] : of('DiscardProgressCard');
  if (discards.length > 0) {
    return (
      <Dialog title={t('pc.discardTitle')}>
        <div class="choices" data-progress-answer="discard">
          <p>{t('pc.discardOne')}</p>
          {discards.map((c) => <button key={c.card} type="button" data-discard-progress={c.card} onClick={() => send(c)}>{t(`progress.${c.card}`)}</button>)}
        </div>
      </Dialog>
    );
  }
  return null;
}

