// The good player: a heuristic player over the seat's plan (bots/plan.ts). In its turn it plays
// a card when one pays, builds what it can (cities, settlements, the roads toward its next spot
// or Longest Road, development cards), trades toward its next build at the harbors and bank
// and, now and then, with the other players, keeps its hand at 7 or less when it can, and ends.
import type { Command } from '../base/commands.ts';
import { COSTS, covers, devTotal } from '../base/cards.ts';
import { canSettle } from '../base/rules/placement.ts';
import type { Random } from '../../shared/random.ts';
import type { State } from '../base/state.ts';
import type { Seat } from '../base/types.ts';
import { cardToPlay, roadToBuild, someRoad } from './cards.ts';
import { allowed, dutyOf } from './duty.ts';
import { moduleBotDuty, moduleBotMove } from '../base/registry.ts';
import { cityValue, outlook, spotValue, type Playing } from './outlook.ts';
import { edgeKey, GOOD_STYLE, planFor, total, vertexKey, type Plan, type Style } from './plan.ts';
import { placeRobber } from './robber.ts';
import { goodSettlement, goodSetupRoad } from './setup.ts';
import { answerOffer, keepBest, makeOffer, maritimeTrade, settleOffer } from './trade.ts';

/** The good player's move; `style`: how it weighs its goals (the Expert's own move is Good's in a sharper style). */
export function goodCommand(view: State, seat: Seat, random: Random, style: Style = GOOD_STYLE): Command | null {
  const duty = dutyOf(view, seat);
  switch (duty.kind) {
    case 'none': return null;
    case 'placeSettlement': return goodSettlement(duty.s, seat);
    case 'placeRoad': return goodSetupRoad(duty.s, seat);
    case 'discard': {
      // A rule module may answer the discard its own way (Helpers: the General's exemption).
      const excused = duty.s.modules.length > 0 ? moduleBotDuty(duty.s, seat, 'good', random) : null;
      if (excused) return excused;
      const pending = duty.s.turn.pending;
      return keepBest(planFor(duty.s, seat, style), pending.kind === 'discard' ? pending.counts[seat] : 0);
    }
    case 'answer': return answerOffer(planFor(duty.s, seat, style), random() < 0.5);
    // A rule module may move its own piece instead (Seafarers: the pirate).
    case 'robber': return (duty.s.modules.length > 0 ? moduleBotDuty(duty.s, seat, 'good', random) : null) ?? placeRobber(outlook(duty.s, seat));
    case 'freeRoad': {
      const plan = planFor(duty.s, seat, style);
      return { type: 'PlaceRoad', seat, edge: edgeKey(plan.o, someRoad(plan)) };
    }
    // A rule module may play a card before the roll (Cities & Knights: the Alchemist).
    case 'beforeRoll': return cardToPlay(planFor(duty.s, seat, style), true) ?? (duty.s.modules.length > 0 ? moduleBotDuty(duty.s, seat, 'good', random) : null) ?? { type: 'RollDice', seat };
    case 'settle': return settle(planFor(duty.s, seat, style));
    case 'main': return mainPhase(planFor(duty.s, seat, style), random);
    case 'build': return progress(planFor(duty.s, seat, style), true) ?? { type: 'EndTurn', seat };
    case 'module': return moduleBotDuty(duty.s, seat, 'good', random);
    default: {
      const unknown: never = duty;
      return unknown;
    }
  }
}

/** The best intersection by a value, among those the filter lets through, or -1. */
function bestVertex(s: Playing, ok: (v: number) => boolean, value: (v: number) => number): number {
  let best = -1;
  let bestValue = -Infinity;
  for (let v = 0; v < s.buildings.length; v++) {
    if (!ok(v)) continue;
    const x = value(v);
    if (x > bestValue) {
      best = v;
      bestValue = x;
    }
  }
  return best;
}

/**
 * Its turn after the roll. It offers a trade to the others (now and then) only when it has
 * nothing else to do, and once a turn at most: the people at the table wait for each offer.
 */
function mainPhase(plan: Plan, random: Random): Command {
  const s = plan.o.s as Playing;
  const favor = s.modules.length > 0 ? moduleBotMove(s, plan.o.seat, 'good', random) : null;
  if (favor) return favor;
  const next = progress(plan);
  if (next) return next;
  // (the draw comes first, so that a turn without an earlier offer goes as it always did)
  if (random() < 0.5 && s.turn.offers === 0 && allowed(s, plan.o.seat, 'OfferTrade')) {
    const offer = makeOffer(plan, random);
    if (offer) return offer;
  }
  return { type: 'EndTurn', seat: plan.o.seat };
}

/**
 * Its own offer, once answered: confirm with the best partner; else cancel it if something
 * else is to be done, or end the turn. A cancel restores the very state in which it chose to
 * offer, so a bot without memory could offer again forever; ending the turn withdraws the offer.
 */
function settle(plan: Plan): Command {
  const settled = settleOffer(plan);
  if (settled.type === 'ConfirmTrade') return settled;
  return progress(plan) ? settled : { type: 'EndTurn', seat: plan.o.seat };
}

/**
 * The next step of its turn that makes progress — a card, a build, a maritime trade, spending
 * down a big hand — or null when none is left. Every such step uses up a card play or shrinks
 * the hand, so a turn cannot go round in circles. `buildOnly`: the special building phase, where
 * it builds what helps its plan (a build there also keeps the cards from a 7) and plays or trades nothing.
 */
function progress(plan: Plan, buildOnly = false): Command | null {
  const { o } = plan;
  const { seat } = o;
  const s = o.s as Playing;
  const hand = s.hands[seat];
  const pieces = s.pieces[seat];
  const card = buildOnly ? null : cardToPlay(plan, false);
  if (card) return card;
  if (pieces.cities > 0 && covers(hand, COSTS.city)) {
    const v = bestVertex(s, (x) => s.buildings[x]?.seat === seat && s.buildings[x]?.kind === 'settlement', (x) => cityValue(o, x));
    if (v >= 0) return { type: 'BuildCity', seat, vertex: vertexKey(o, v) };
  }
  if (pieces.settlements > 0 && covers(hand, COSTS.settlement)) {
    const v = bestVertex(s, (x) => canSettle(s, seat, x), (x) => spotValue(o, x));
    if (v >= 0) return { type: 'BuildSettlement', seat, vertex: vertexKey(o, v) };
  }
  const canRoad = pieces.roads > 0 && covers(hand, COSTS.road);
  if (canRoad && plan.goals.some((g) => (g.kind === 'settlement' && g.roads > 0) || g.kind === 'longestRoad')) {
    const e = roadToBuild(plan);
    if (e >= 0) return { type: 'BuildRoad', seat, edge: edgeKey(o, e) };
  }
  // Development cards pay better than saving their price (measured in games between bots).
  const canBuy = devTotal(s.deck) > 0 && covers(hand, COSTS.developmentCard);
  if (canBuy) return { type: 'BuyDevelopmentCard', seat };
  if (buildOnly) return null;
  const trade = maritimeTrade(plan);
  if (trade) return trade;
  if (total(plan.hand) > 7) {
    // Spend rather than risk half the hand on a 7.
    if (canRoad) {
      const e = someRoad(plan);
      if (e >= 0) return { type: 'BuildRoad', seat, edge: edgeKey(o, e) };
    }
    return maritimeTrade(plan, -Infinity);
  }
  return null;
}
