// Commodities in trades between players (RULES.md §7.2.8: any mix of resources and commodities,
// with the active player only, as in the base game): the base game's offers carry them as goods
// (TradeGoods); this module judges its kinds — the giver must hold them — and moves them when the
// trade is done (CommoditiesTraded). Kinds of no module of ours go to the rules beneath.
import type { Rules } from '../../base/hooks.ts';
import type { Event } from '../../base/events.ts';
import { reject, type Rejection } from '../../base/rejections.ts';
import type { InPhase } from '../../base/state.ts';
import type { Goods, Seat, TradeGoods } from '../../base/types.ts';
import { COMMODITIES, coversCommodities, isEmpty, type CommodityBundle } from './commodities.ts';
import { ckPart } from './part.ts';

type Playing = InPhase<'playing'>;
const OURS: ReadonlySet<string> = new Set(COMMODITIES);

/** The goods split into commodities and the kinds of other modules. */
function split(g: Goods): [CommodityBundle, Goods] {
  const mine: Record<string, number> = {};
  const rest: Record<string, number> = {};
  for (const [k, n] of Object.entries(g)) (OURS.has(k) ? mine : rest)[k] = n;
  return [mine, rest];
}

const none = (g: Goods): boolean => Object.values(g).every((n) => n === 0);

/** The `tradeGoods` hook: other kinds judged beneath, then the seat must hold the commodities it gives. */
export function tradeCommodities(inner: Rules, s: Playing, seat: Seat, give: Goods, want: Goods): Rejection | null {
  const [mine, restGive] = split(give);
  const [, restWant] = split(want);
  const other = none(restGive) && none(restWant) ? null : inner.tradeGoods(s, seat, restGive, restWant);
  if (other) return other;
  return coversCommodities(ckPart(s).commodities[seat], mine) ? null : reject('cities-knights/insufficient-commodities');
}

/** The `goodsTraded` hook: the commodities change hands (the supply is not touched). */
export function commoditiesTraded(inner: Rules, s: Playing, seat: Seat, partner: Seat, goods: TradeGoods): Event[] {
  const [give, restGive] = split(goods.give);
  const [want, restWant] = split(goods.want);
  const others = none(restGive) && none(restWant) ? [] : inner.goodsTraded(s, seat, partner, { give: restGive, want: restWant });
  return isEmpty(give) && isEmpty(want) ? others : [...others, { type: 'CommoditiesTraded', seat, partner, give, want }];
}
