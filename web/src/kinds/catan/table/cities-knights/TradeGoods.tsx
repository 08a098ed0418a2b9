// Commodities in trades between players (Cities & Knights, RULES.md §7.2.8): the rows of
// commodity picks that the trade bar and a counter-offer show beside the resources, and an
// offer's commodities as marks with counts. Nothing here in a game without Cities & Knights.
import { citiesKnights, type Goods, type Seat, type State } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { ckOf, commoditiesOf } from './ck.ts';
import './ck.css';

const { COMMODITIES } = citiesKnights;
const name = (c: string) => t(`commodity.${c}` as 'commodity.paper');
const more = (g: Goods, c: string, max: number): Goods => ({ ...g, [c]: Math.min(max, (g[c] ?? 0) + 1) });

/** Does the seat hold these goods (its commodities, as far as this viewer sees them)? */
export function holdsGoods(s: State, seat: Seat, goods: Goods | undefined): boolean {
  if (goods === undefined || Object.values(goods).every((n) => n === 0)) return true;
  const hand = commoditiesOf(s, seat);
  return hand !== null && Object.entries(goods).every(([c, n]) => n <= (hand[c as 'paper'] ?? 0));
}

/**
 * One side's commodity picks: each tap adds one, up to `max` (what the player holds, for the
 * side it gives); a commodity picked on the other side is not offered here.
 */
export function CommodityPicks({ s, side, value, other, max, onChange }: {
  s: State; side: 'give' | 'want'; value: Goods; other: Goods; max: (c: string) => number; onChange: (g: Goods) => void;
}) {
  if (ckOf(s) === null) return null;
  return (
    <div class="trade-row ck-trade-goods" role="group" aria-label={`${t(side === 'give' ? 'trade.give' : 'trade.want')}: ${t('ck.commodities')}`}
      data-goods-row={side}>
      <span class="trade-label" aria-hidden="true" />
      {COMMODITIES.map((c) => (
        <button key={c} type="button" class={(value[c] ?? 0) > 0 ? 'res-pick on' : 'res-pick'} data-goods={`${side}-${c}`}
          disabled={(other[c] ?? 0) > 0 || (value[c] ?? 0) >= max(c)}
          aria-label={t(side === 'give' ? 'trade.giveMore' : 'trade.wantOne', { res: name(c), n: value[c] ?? 0 })}
          onClick={() => onChange(more(value, c, max(c)))}>
          <span class={`commodity-mark commodity-${c}`} aria-hidden="true" />
          {(value[c] ?? 0) > 0 && <span class="pick-count" aria-hidden="true">{value[c]}</span>}
        </button>
      ))}
      {Object.keys(value).length > 0 && (
        <button type="button" class="link" data-goods-clear={side} onClick={() => onChange({})}>{t('trade.clear')}</button>
      )}
    </div>
  );
}

/** An offer's commodities as marks with counts (their names for screen readers are in the side's text). */
export function GoodsIcons({ goods }: { goods: Goods | undefined }) {
  if (goods === undefined) return null;
  return (
    <>
      {COMMODITIES.filter((c) => (goods[c] ?? 0) > 0).map((c) => (
        <span key={c} class="bundle-icon" data-offer-goods={c} aria-hidden="true">
          <span class={`commodity-mark commodity-${c}`} />×{goods[c]}
        </span>
      ))}
    </>
  );
}
