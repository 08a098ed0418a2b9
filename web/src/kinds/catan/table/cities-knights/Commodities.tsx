// Commodities in the player's hand (Cities & Knights), beside the resources: paper, cloth and
// coin with their counts.
import { citiesKnights, type Seat, type State } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { commoditiesOf } from './ck.ts';
import './ck.css';

export function CommodityCards({ s, seat }: { s: State; seat: Seat }) {
  const hand = commoditiesOf(s, seat);
  if (hand === null) return null;
  return (
    <ul class="cards ck-commodities" aria-label={t('ck.commodities')} data-commodities={citiesKnights.commodityTotal(hand)}>
      {citiesKnights.COMMODITIES.map((c) => (
        <li key={c} class={`card card-commodity card-${c}${hand[c] === 0 ? ' card-none' : ''}`} data-commodity={c} data-count={hand[c]}>
          <span class={`commodity-mark commodity-${c}`} aria-hidden="true" />
          <span class="card-name">{t(`commodity.${c}`)}</span>
          <span class="card-count">{hand[c]}</span>
        </li>
      ))}
    </ul>
  );
}
