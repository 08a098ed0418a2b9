// Trade: domestic (only with the active player) and maritime (4:1, or 3:1 / 2:1 at a harbor).
// A domestic trade may carry a module's cards beside the resources (`goods`: C&K's commodities),
// judged and moved by the modules' `tradeGoods` and `goodsTraded` hooks; the base game has none.
import type { CommandOf } from '../commands.ts';
import { covers, isBundle, normalized } from '../cards.ts';
import { reject, type Rejection } from '../rejections.ts';
import { indexOf, offeredTo, type State, type Table } from '../state.ts';
import { RESOURCES, type Bundle, type Resource, type Seat, type TradeGoods } from '../types.ts';
import { rulesOf } from '../registry.ts';
import { goodsField, goodsKinds, isTradeGoods, normalizedGoods, swappedGoods } from '../goods.ts';
import { accept, mainPhaseProblem, pendingProblem, refuse, seatProblem, type Decision, type Playing } from './common.ts';

function offerProblem(give: unknown, want: unknown, goods: unknown): Rejection | null {
  if (!isBundle(give) || !isBundle(want) || !isTradeGoods(goods)) return reject('rule/invalid-trade');
  const gives = [...RESOURCES.filter((r) => (give[r] ?? 0) > 0), ...goodsKinds(goods?.give ?? {})];
  const wants = [...RESOURCES.filter((r) => (want[r] ?? 0) > 0), ...goodsKinds(goods?.want ?? {})];
  if (gives.length === 0 || wants.length === 0 || gives.some((r) => wants.includes(r))) return reject('rule/invalid-trade');
  return null;
}

/** Why `seat` may not give its side of goods (`give`, for `want`), or null: none, or the modules allow them. */
const goodsProblem = (s: Playing, seat: Seat, goods: TradeGoods | undefined): Rejection | null =>
  (goods === undefined ? null : rulesOf(s).tradeGoods(s, seat, goods.give, goods.want));

/** May `seat` give its side of these goods (none, or what the modules allow and it holds)? For the legal moves. */
export const mayGiveGoods = (s: Playing, seat: Seat, goods: TradeGoods | undefined): boolean => goodsProblem(s, seat, goods) === null;

/** An offer's addressee: absent (everyone), or another seat at the table. */
function addresseeProblem(s: Playing, c: CommandOf<'OfferTrade'>): Rejection | null {
  if (c.to === undefined) return null;
  return seatProblem(s, c.to) ?? (c.to === c.seat ? reject('rule/cannot-trade-with-self') : null);
}

export function offerTrade(c: CommandOf<'OfferTrade'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat) ?? addresseeProblem(s as Playing, c) ?? offerProblem(c.give, c.want, c.goods);
  if (bad) return refuse(bad);
  if (!covers((s as Playing).hands[c.seat], c.give)) return refuse(reject('rule/insufficient-resources'));
  const goods = normalizedGoods(c.goods);
  const lacking = goodsProblem(s as Playing, c.seat, goods);
  if (lacking) return refuse(lacking);
  const offered = { type: 'TradeOffered', seat: c.seat, give: normalized(c.give), want: normalized(c.want) } as const;
  return accept({ ...(c.to === undefined ? offered : { ...offered, to: c.to }), ...goodsField(goods) });
}

/** A seat other than the active player, answering the open offer: made to everyone, or to it. */
function responderProblem(s: State, seat: Seat): Rejection | null {
  if (s.phase !== 'playing') return reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase');
  const bad = seatProblem(s, seat);
  if (bad) return bad;
  if (!s.turn.trade) return reject('rule/no-open-trade');
  if (s.turn.seat === seat) return reject('rule/cannot-trade-with-self');
  if (!offeredTo(s.turn.trade, seat)) return reject('trade/not-for-you');
  return pendingProblem(s);
}

export function acceptTrade(c: CommandOf<'AcceptTrade'>, s: State): Decision {
  const bad = responderProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (!covers(p.hands[c.seat], p.turn.trade!.want)) return refuse(reject('rule/insufficient-resources'));
  const lacking = goodsProblem(p, c.seat, swappedGoods(p.turn.trade!.goods));
  return lacking ? refuse(lacking) : accept({ type: 'TradeAccepted', seat: c.seat });
}

export function declineTrade(c: CommandOf<'DeclineTrade'>, s: State): Decision {
  const bad = responderProblem(s, c.seat);
  return bad ? refuse(bad) : accept({ type: 'TradeDeclined', seat: c.seat });
}

/** A counter-offer, in the countering seat's own terms: what it gives and what it wants. */
export function counterTrade(c: CommandOf<'CounterTrade'>, s: State): Decision {
  const bad = responderProblem(s, c.seat) ?? offerProblem(c.give, c.want, c.goods);
  if (bad) return refuse(bad);
  if (!covers((s as Playing).hands[c.seat], c.give)) return refuse(reject('rule/insufficient-resources'));
  const goods = normalizedGoods(c.goods);
  const lacking = goodsProblem(s as Playing, c.seat, goods);
  if (lacking) return refuse(lacking);
  return accept({ type: 'TradeCountered', seat: c.seat, give: normalized(c.give), want: normalized(c.want), ...goodsField(goods) });
}

export function cancelTrade(c: CommandOf<'CancelTrade'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (!(s as Playing).turn.trade) return refuse(reject('rule/no-open-trade'));
  return accept({ type: 'TradeCancelled', seat: c.seat });
}

export function confirmTrade(c: CommandOf<'ConfirmTrade'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat) ?? seatProblem(s as Playing, c.partner);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const trade = p.turn.trade;
  if (!trade) return refuse(reject('rule/no-open-trade'));
  if (c.partner === c.seat) return refuse(reject('rule/cannot-trade-with-self'));
  if (!offeredTo(trade, c.partner)) return refuse(reject('trade/not-for-you'));
  const response = trade.responses[c.partner];
  let give: Bundle;
  let want: Bundle;
  let goods: TradeGoods | undefined;
  if (response.kind === 'accepted') ({ give, want, goods } = trade);
  else if (response.kind === 'countered') {
    ({ give: want, want: give } = response);
    goods = swappedGoods(response.goods);
  }
  else return refuse(reject('rule/partner-not-agreed'));
  if (!covers(p.hands[c.seat], give) || !covers(p.hands[c.partner], want)) return refuse(reject('rule/insufficient-resources'));
  const lacking = goodsProblem(p, c.seat, goods) ?? goodsProblem(p, c.partner, swappedGoods(goods));
  if (lacking) return refuse(lacking);
  const completed = { type: 'TradeCompleted', seat: c.seat, partner: c.partner, give, want, ...goodsField(goods) } as const;
  return goods === undefined ? accept(completed) : accept(completed, ...rulesOf(p).goodsTraded(p, c.seat, c.partner, goods));
}

/** The best maritime ratio a seat has for a resource: 2 at its 2:1 harbor, 3 at a generic one, else 4. */
export function maritimeRatio(s: Table, seat: Seat, give: Resource): number {
  const { harborsAt, harborVertices } = indexOf(s);
  let ratio = 4;
  for (const v of harborVertices) {
    const b = s.buildings[v];
    if (b === null || b.seat !== seat) continue;
    for (const kind of harborsAt[v]) {
      if (kind === give) return 2;
      if (kind === 'generic') ratio = 3;
    }
  }
  return ratio;
}

/** The ratio the seat gives `give` at now: its harbors', unless a rule module changes it (the Captain). */
export function bankRatio(s: Playing, seat: Seat, give: Resource): number {
  const ratio = maritimeRatio(s, seat, give);
  return s.modules.length === 0 ? ratio : rulesOf(s).bankRate(s, seat, give, ratio);
}

export function tradeWithBank(c: CommandOf<'TradeWithBank'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (!RESOURCES.includes(c.give) || !RESOURCES.includes(c.receive) || c.give === c.receive) {
    return refuse(reject('rule/invalid-ratio'));
  }
  const p = s as Playing;
  const count = bankRatio(p, c.seat, c.give);
  if (p.hands[c.seat][c.give] < count) return refuse(reject('rule/insufficient-resources', `You trade ${c.give} at ${count}:1.`));
  if (p.bank[c.receive] === 0) return refuse(reject('rule/bank-empty'));
  return accept({ type: 'MaritimeTraded', seat: c.seat, give: c.give, count, receive: c.receive });
}
