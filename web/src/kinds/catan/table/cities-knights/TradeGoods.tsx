// Commodities in trades between players (Cities & Knights, RULES.md §7.2.8): the rows of
// commodity picks that the trade bar and a counter-offer show beside the resources, and an
// offer's commodities as marks with counts. Nothing here in a game without Cities & Knights.
import { citiesKnights, type Goods, type Seat, type State, type TradeGoods } from '../../../../lib/domain.ts';
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
 * The commodities of a trade being composed, in one row: those given (each tap adds one, up to
 * what the player holds) and those wanted; a commodity picked on one side is not offered on the other.
 */
export function CommodityPicks({ s, goods, held, onChange }: {
  s: State; goods: TradeGoods; held: (c: string) => number; onChange: (g: TradeGoods) => void;
}) {
  if (ckOf(s) === null) return null;
  const side = (key: 'give' | 'want', max: (c: string) => number) => {
    const value = goods[key];
    const other = goods[key === 'give' ? 'want' : 'give'];
    return (
      <span class="ck-goods-side" role="group" aria-label={t(key === 'give' ? 'trade.give' : 'trade.want')} data-goods-row={key}>
        <span class="muted">{t(key === 'give' ? 'trade.give' : 'trade.want')}</span>
        {COMMODITIES.map((c) => (
          <button key={c} type="button" class={(value[c] ?? 0) > 0 ? 'res-pick on' : 'res-pick'} data-goods={`${key}-${c}`}
            disabled={(other[c] ?? 0) > 0 || (value[c] ?? 0) >= max(c)}
            aria-label={t(key === 'give' ? 'trade.giveMore' : 'trade.wantOne', { res: name(c), n: value[c] ?? 0 })}
            onClick={() => onChange({ ...goods, [key]: more(value, c, max(c)) })}>
            <span class={`commodity-mark commodity-${c}`} aria-hidden="true" />
            {(value[c] ?? 0) > 0 && <span class="pick-count" aria-hidden="true">{value[c]}</span>}
          </button>
        ))}
      </span>
    );
  };
  const any = Object.keys(goods.give).length + Object.keys(goods.want).length > 0;
  return (
    <div class="trade-row ck-trade-goods" data-trade-goods="">
      <span class="trade-label">{t('ck.commodities')}</span>
      {side('give', held)}
      {side('want', () => 19)}
      {any && <button type="button" class="link" data-goods-clear="" onClick={() => onChange({ give: {}, want: {} })}>{t('trade.clear')}</button>}
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
