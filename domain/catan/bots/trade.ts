// Cards changing hands, judged by the plan's hand value: answers to another seat's offer, the
// seat's own offers and what it does with their answers, maritime trades and discards. A trade's
// goods (a module's cards: C&K's commodities) are valued by the modules (botGoodsGain), and a seat
// never agrees to give goods the rules say it lacks.
import type { Command, CommandOf } from '../base/commands.ts';
import { covers } from '../base/cards.ts';
import { visiblePoints } from '../base/rules/points.ts';
import type { Random } from '../../shared/random.ts';
import { sees, type Table } from '../base/state.ts';
import { RESOURCES, type Bundle, type Resource, type Seat, type TradeGoods } from '../base/types.ts';
import { mayGiveGoods } from '../base/decide/trade.ts';
import { swappedGoods } from '../base/goods.ts';
import { moduleGoodsGain, moduleSpareGoods } from '../base/registry.ts';
import { productionOf, type Playing } from './outlook.ts';
import { cardsOf, handValue, total, type Plan } from './plan.ts';

/** A bundle as five counts in RESOURCES order. */
export function countsOf(b: Bundle): number[] {
  return [b.brick ?? 0, b.lumber ?? 0, b.wool ?? 0, b.grain ?? 0, b.ore ?? 0];
}

export function bundleOf(counts: readonly number[]): Bundle {
  const out: Partial<Record<Resource, number>> = {};
  for (let r = 0; r < 5; r++) if (counts[r] > 0) out[RESOURCES[r]] = counts[r];
  return out;
}

const one = (r: number): Bundle => ({ [RESOURCES[r]]: 1 });

/** The plan's hand value after giving `give` and getting `get`, less its value now. */
export function tradeGain(plan: Plan, give: readonly number[], get: readonly number[]): number {
  const after = plan.hand.map((n, r) => n - give[r] + get[r]);
  return handValue(plan, after) - handValue(plan, plan.hand);
}

/** What the trade's goods (given, got: the seat's sides) are worth to the seat: 0 without any. */
const goodsGain = (s: Playing, seat: Seat, goods: TradeGoods | undefined): number =>
  (goods === undefined ? 0 : moduleGoodsGain(s, seat, goods.give, goods.want));

/** The rule every bot keeps: no trade with a seat that shows 8 points or more. */
export const tooClose = (s: Table, other: Seat) => visiblePoints(s, other) >= 8;

/** How much better than even a trade must be for this seat to help `other` (more when it leads). */
const margin = (plan: Plan, other: Seat) => 0.04 + 0.03 * Math.max(0, plan.o.points[other] - plan.o.points[plan.o.seat]);

/**
 * The answer to the active player's open offer: accept it when it improves this seat's hand by
 * enough, else counter with a spare card for a card they offered that it needs, else decline.
 */
export function answerOffer(plan: Plan, counter: boolean): Command {
  const { seat } = plan.o;
  const s = plan.o.s as Playing;
  const trade = s.turn.trade!;
  const active = s.turn.seat;
  const decline: Command = { type: 'DeclineTrade', seat };
  if (tooClose(plan.o.s, active)) return decline;
  const pay = countsOf(trade.want);
  const get = countsOf(trade.give);
  const threshold = margin(plan, active);
  // The goods from this seat's side: it gives what the offer wants.
  const goods = swappedGoods(trade.goods);
  const able = covers(s.hands[seat], trade.want) && mayGiveGoods(s, seat, goods);
  if (able && tradeGain(plan, pay, get) + goodsGain(s, seat, goods) > threshold) return { type: 'AcceptTrade', seat };
  if (!counter) return decline;
  // A counter-offer: one of its spare cards for one card the active player offered.
  let best: [number, number] | null = null;
  let bestGain = threshold;
  for (let g = 0; g < 5; g++) {
    if (plan.hand[g] === 0) continue;
    for (let w = 0; w < 5; w++) {
      if (w === g || get[w] === 0) continue;
      const gain = tradeGain(plan, unit(g), unit(w));
      if (gain > bestGain) {
        best = [g, w];
        bestGain = gain;
      }
    }
  }
  if (best === null || (pay[best[0]] === 1 && get[best[1]] === 1 && total(pay) === 1 && total(get) === 1)) return decline;
  return { type: 'CounterTrade', seat, give: one(best[0]), want: one(best[1]) };
}

const unit = (r: number) => {
  const out = [0, 0, 0, 0, 0];
  out[r] = 1;
  return out;
};

/**
 * The active player's own open offer: confirm with the weakest seat that accepted, or take the
 * best counter-offer that helps it, else cancel.
 */
export function settleOffer(plan: Plan): Command {
  const { seat } = plan.o;
  const s = plan.o.s as Playing;
  const trade = s.turn.trade!;
  let partner = -1;
  let bestScore = -Infinity;
  trade.responses.forEach((response, other) => {
    if (other === seat || tooClose(plan.o.s, other)) return;
    let give: Bundle;
    let get: Bundle;
    let goods: TradeGoods | undefined;
    if (response.kind === 'accepted') [give, get, goods] = [trade.give, trade.want, trade.goods];
    else if (response.kind === 'countered') [give, get, goods] = [response.want, response.give, swappedGoods(response.goods)];
    else return;
    if (!covers(s.hands[seat], give) || !mayGiveGoods(s, seat, goods)) return;
    const gain = tradeGain(plan, countsOf(give), countsOf(get)) + goodsGain(s, seat, goods);
    if (gain <= 0) return;
    // Prefer the best deal, then the seat that least threatens to win.
    const score = gain - plan.o.threat[other] * 0.01;
    if (score > bestScore) {
      partner = other;
      bestScore = score;
    }
  });
  return partner >= 0 ? { type: 'ConfirmTrade', seat, partner } : { type: 'CancelTrade', seat };
}

/**
 * Could `other` give these cards, as far as the seat can tell? A hand it sees must hold them; a
 * hidden one must be big enough, and its owner must collect every resource wanted.
 */
function couldGive(plan: Plan, other: Seat, want: readonly number[]): boolean {
  const { s, facts } = plan.o;
  if (sees(s.viewer, other)) return covers(s.hands[other], bundleOf(want));
  if (cardsOf(plan.o, other) < total(want)) return false;
  const production = productionOf(s, other, facts);
  return want.every((n, r) => n === 0 || production[r] > 0);
}

/** The one seat the offer should go to: the only partner that could give what it wants; else everyone. */
function addressee(plan: Plan, want: readonly number[]): Seat | null {
  const { seat, s } = plan.o;
  let only: Seat | null = null;
  for (let other = 0; other < s.players; other++) {
    if (other === seat || tooClose(s, other) || !couldGive(plan, other, want)) continue;
    if (only !== null) return null;
    only = other;
  }
  return only;
}

/** A one-for-one offer (or two for one) toward the plan, or null when none would help enough. */
export function makeOffer(plan: Plan, random: Random): Command | null {
  const { seat } = plan.o;
  const s = plan.o.s as Playing;
  let partners = 0;
  for (let other = 0; other < s.players; other++) if (other !== seat && !tooClose(plan.o.s, other) && cardsOf(plan.o, other) > 0) partners++;
  if (partners === 0) return null;
  const generous = random() < 0.3;
  let best: CommandOf<'OfferTrade'> | null = null;
  let bestWant = -1;
  let bestGain = 0.06;
  for (let g = 0; g < 5; g++) {
    const count = generous && plan.hand[g] >= 3 ? 2 : 1;
    if (plan.hand[g] < count) continue;
    const give = [0, 0, 0, 0, 0];
    give[g] = count;
    for (let w = 0; w < 5; w++) {
      if (w === g) continue;
      const gain = tradeGain(plan, give, unit(w));
      if (gain > bestGain) {
        best = { type: 'OfferTrade', seat, give: bundleOf(give), want: one(w) };
        bestWant = w;
        bestGain = gain;
      }
    }
  }
  // A module's card it could spare (a commodity beyond its next improvement) for a resource.
  const spare = s.modules.length === 0 ? null : moduleSpareGoods(s, seat);
  if (spare !== null) {
    const goods = { give: spare, want: {} };
    const loss = goodsGain(s, seat, goods);
    for (let w = 0; w < 5; w++) {
      const gain = tradeGain(plan, [0, 0, 0, 0, 0], unit(w)) + loss;
      if (gain > bestGain) {
        best = { type: 'OfferTrade', seat, give: {}, want: one(w), goods };
        bestWant = w;
        bestGain = gain;
      }
    }
  }
  if (best === null) return null;
  const to = addressee(plan, unit(bestWant));
  return to === null ? best : { ...best, to };
}

/** The maritime trade that most improves the hand, or null. Each one shrinks the hand, so they cannot loop. */
export function maritimeTrade(plan: Plan, minimumGain = 0.01): Command | null {
  const { seat, ratios } = plan.o;
  const s = plan.o.s as Playing;
  let best: Command | null = null;
  let bestGain = minimumGain;
  for (let g = 0; g < 5; g++) {
    if (plan.hand[g] < ratios[g] || plan.hand[g] < 2) continue;
    const give = [0, 0, 0, 0, 0];
    give[g] = ratios[g];
    for (let w = 0; w < 5; w++) {
      if (w === g || s.bank[RESOURCES[w]] === 0) continue;
      const gain = tradeGain(plan, give, unit(w));
      if (gain > bestGain) {
        best = { type: 'TradeWithBank', seat, give: RESOURCES[g], receive: RESOURCES[w] };
        bestGain = gain;
      }
    }
  }
  return best;
}

/** The discard that keeps the most valuable hand: card by card, the one whose loss costs least. */
export function keepBest(plan: Plan, count: number): Command {
  const hand = plan.hand.slice();
  const out = [0, 0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    let pick = -1;
    let bestValue = -Infinity;
    for (let r = 0; r < 5; r++) {
      if (hand[r] === 0) continue;
      hand[r]--;
      // Ties go to the resource held most, which keeps the hand varied.
      const value = handValue(plan, hand) + hand[r] * 1e-6;
      hand[r]++;
      if (value > bestValue) {
        pick = r;
        bestValue = value;
      }
    }
    hand[pick]--;
    out[pick]++;
  }
  return { type: 'DiscardResources', seat: plan.o.seat, resources: bundleOf(out) };
}
