// The player's own resource cards, by resource. While the player may trade, each card is a button:
// clicking it puts one card of it into the trade being composed (the trade bar), and shows the
// bank's rate for it. Cities & Knights: the commodities below them, and the progress cards.
import { handTotal, maritimeRatio, RESOURCES, type Resource } from '../../../lib/domain.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { t } from '../../../i18n/index.ts';
import { useGame } from '../../../game/context.ts';
import { tableOf } from '../../../game/derived.ts';
import { bump, tableUi } from './table-ui.ts';
import { canCompose } from './TradeBar.tsx';
import { CommodityCards } from './cities-knights/Commodities.tsx';
import { ckOf } from './cities-knights/ck.ts';
import { ProgressHand } from './cities-knights/ProgressHand.tsx';

export function HandView() {
  const { game } = useGame();
  const s = tableOf(game.state.value);
  const me = game.mySeat.value;
  if (!s || me === null) return null;
  const ui = tableUi(game);
  const hand = s.hands[me];
  // Cities & Knights: the commodities count among the cards (a 7's discard counts them).
  const goods = ckOf(s)?.commodities[me];
  const total = handTotal(hand) + (goods ? goods.paper + goods.cloth + goods.coin : 0);
  const trading = s.phase === 'playing' && canCompose(s, me, game.legal.value);
  const give = ui.give.value;
  const left = (r: Resource) => hand[r] - (give[r] ?? 0);
  return (
    <section class="panel hand" aria-labelledby="hand-h">
      <h2 id="hand-h">{t('hand.title')} <span class="count">{t('hand.total', { n: total })}</span></h2>
      <ul class="cards">
        {RESOURCES.map((r) => {
          const body = (
            <>
              {trading && <span class="sr-only">{t('trade.giveCard')}</span>}
              <ResourceIcon resource={r} size={26} />
              <span class="card-name">{t(`res.${r}`)}</span>
              <span class="card-count">{trading ? left(r) : hand[r]}</span>
              {trading && s.phase === 'playing' && <span class="ratio">{t('bank.rate', { n: maritimeRatio(s, me, r) })}</span>}
            </>
          );
          return (
            <li key={r} class={`card card-${r}${hand[r] === 0 ? ' card-none' : ''}`} data-resource={r} data-count={hand[r]}>
              {trading ? (
                <button type="button" class="card-button" disabled={left(r) <= 0 || (ui.want.value[r] ?? 0) > 0}
                  onClick={() => (ui.give.value = bump(give, r, 1, hand[r]))}>{body}</button>
              ) : body}
            </li>
          );
        })}
      </ul>
      <CommodityCards s={s} seat={me} />
      <ProgressHand />
    </section>
  );
}
