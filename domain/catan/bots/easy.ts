// The easy player: still a random player, but a sensible one. Set-up spots are drawn by their
// pips, it builds whenever it can (at random spots), trades with the bank only when that pays
// toward a build, discards from its biggest piles, never robs itself when it can help it,
// and accepts an offer only for a card it lacks.
import type { Command } from '../base/commands.ts';
import { COSTS, covers, devTotal } from '../base/cards.ts';
import { randomOf } from '../base/legal-random.ts';
import { anyRoadSpot } from '../base/rules/placement.ts';
import type { Random } from '../../shared/random.ts';
import type { State } from '../base/state.ts';
import { RESOURCES, type Bundle, type Seat } from '../base/types.ts';
import { playable } from './cards.ts';
import { allowed, dutyOf } from './duty.ts';
import { moduleBotDuty, moduleBotMove } from '../base/registry.ts';
import { handOf, outlook, type Playing } from './outlook.ts';
import { drawRobber } from './robber.ts';
import { drawSettlement, drawSetupRoad } from './setup.ts';
import { bundleOf, countsOf, tooClose } from './trade.ts';

export function easyCommand(view: State, seat: Seat, random: Random): Command | null {
  const duty = dutyOf(view, seat);
  switch (duty.kind) {
    case 'none': return null;
    case 'placeSettlement': return drawSettlement(duty.s, seat, random);
    case 'placeRoad': return drawSetupRoad(duty.s, seat, random);
    // A rule module may answer the discard its own way (Helpers: the General's exemption).
    case 'discard': return (duty.s.modules.length > 0 ? moduleBotDuty(duty.s, seat, 'easy', random) : null) ?? discard(duty.s, seat, random);
    case 'answer': return answer(duty.s, seat);
    case 'robber': return (duty.s.modules.length > 0 ? moduleBotDuty(duty.s, seat, 'easy', random) : null) ?? drawRobber(outlook(duty.s, seat), random);
    case 'freeRoad': return randomOf(duty.s, seat, 'PlaceRoad', random);
    case 'beforeRoll':
      return playable(outlook(duty.s, seat), 'knight') && random() < 0.3 ? { type: 'PlayKnight', seat } : { type: 'RollDice', seat };
    case 'settle': {
      const confirm = randomOf(duty.s, seat, 'ConfirmTrade', random);
      return confirm ?? { type: 'CancelTrade', seat };
    }
    case 'main': return mainPhase(duty.s, seat, random);
    case 'build': return build(duty.s, seat, random) ?? { type: 'EndTurn', seat };
    case 'module': return moduleBotDuty(duty.s, seat, 'easy', random);
    default: {
      const unknown: never = duty;
      return unknown;
    }
  }
}

/** Card by card, from a pile drawn with weight (its size)²: the biggest piles shrink first. */
function discard(s: Playing, seat: Seat, random: Random): Command {
  const pending = s.turn.pending;
  const hand = handOf(s, seat);
  const out = [0, 0, 0, 0, 0];
  for (let left = pending.kind === 'discard' ? pending.counts[seat] : 0; left > 0; left--) {
    let sum = 0;
    for (let r = 0; r < 5; r++) sum += hand[r] * hand[r];
    let x = random() * sum;
    let r = 0;
    while (r < 4 && (hand[r] === 0 || (x -= hand[r] * hand[r]) >= 0)) r++;
    while (hand[r] === 0) r--;
    hand[r]--;
    out[r]++;
  }
  return { type: 'DiscardResources', seat, resources: bundleOf(out) };
}

/** Accept only a card it holds none of, for cards it holds two or more of; never give a module's goods (commodities). */
function answer(s: Playing, seat: Seat): Command {
  const trade = s.turn.trade!;
  if (trade.goods !== undefined && Object.keys(trade.goods.want).length > 0) return { type: 'DeclineTrade', seat };
  const hand = handOf(s, seat);
  const get = countsOf(trade.give);
  const pay = countsOf(trade.want);
  const lacks = get.some((n, r) => n > 0 && hand[r] === 0);
  const spares = pay.every((n, r) => n === 0 || hand[r] >= n + 1);
  const fair = pay.reduce((a, b) => a + b, 0) <= get.reduce((a, b) => a + b, 0) + 1;
  if (lacks && spares && fair && !tooClose(s, s.turn.seat)) return { type: 'AcceptTrade', seat };
  return { type: 'DeclineTrade', seat };
}

/** The special building phase: a city or settlement when affordable, else now and then a road or a card. */
function build(s: Playing, seat: Seat, random: Random): Command | null {
  const hand = s.hands[seat];
  const pieces = s.pieces[seat];
  if (pieces.cities > 0 && covers(hand, COSTS.city)) {
    const c = randomOf(s, seat, 'BuildCity', random);
    if (c) return c;
  }
  if (pieces.settlements > 0 && covers(hand, COSTS.settlement)) {
    const c = randomOf(s, seat, 'BuildSettlement', random);
    if (c) return c;
  }
  if (pieces.roads > 0 && covers(hand, COSTS.road) && random() < 0.6) {
    const c = randomOf(s, seat, 'BuildRoad', random);
    if (c) return c;
  }
  if (devTotal(s.deck) > 0 && covers(hand, COSTS.developmentCard) && random() < 0.5) return { type: 'BuyDevelopmentCard', seat };
  return null;
}

/** Builds in a random order of preference, each when affordable; then a trade that pays for one. */
function mainPhase(s: Playing, seat: Seat, random: Random): Command {
  const favor = s.modules.length > 0 ? moduleBotMove(s, seat, 'easy', random) : null;
  if (favor) return favor;
  const hand = s.hands[seat];
  const pieces = s.pieces[seat];
  if (pieces.cities > 0 && covers(hand, COSTS.city)) {
    const c = randomOf(s, seat, 'BuildCity', random);
    if (c) return c;
  }
  if (pieces.settlements > 0 && covers(hand, COSTS.settlement)) {
    const c = randomOf(s, seat, 'BuildSettlement', random);
    if (c) return c;
  }
  const o = outlook(s, seat);
  if (!s.turn.devCardPlayed && random() < 0.25) {
    const cards: (keyof typeof KIND_OF)[] = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly'];
    const card = cards.find((c) => playable(o, c) && (c !== 'roadBuilding' || (pieces.roads > 0 && anyRoadSpot(s, seat))));
    if (card) {
      const c = randomOf(s, seat, KIND_OF[card], random);
      if (c) return c;
    }
  }
  if (pieces.roads > 0 && covers(hand, COSTS.road) && random() < 0.6) {
    const c = randomOf(s, seat, 'BuildRoad', random);
    if (c) return c;
  }
  if (devTotal(s.deck) > 0 && covers(hand, COSTS.developmentCard) && random() < 0.5) return { type: 'BuyDevelopmentCard', seat };
  const trade = tradeForBuild(s, seat, o.ratios, random);
  if (trade) return trade;
  // One offer a turn at most: the people at the table wait for each (the draw first, as before).
  if (random() < 0.04 && s.turn.offers === 0 && allowed(s, seat, 'OfferTrade')) {
    const offer = randomOf(s, seat, 'OfferTrade', random);
    if (offer) return offer;
  }
  return { type: 'EndTurn', seat };
}

const KIND_OF = {
  knight: 'PlayKnight', roadBuilding: 'PlayRoadBuilding', yearOfPlenty: 'PlayYearOfPlenty', monopoly: 'PlayMonopoly',
} as const;

const BUILDS: readonly Bundle[] = [COSTS.city, COSTS.settlement, COSTS.developmentCard, COSTS.road];

/**
 * A maritime trade toward a build its spare cards can pay for with trades alone (the build's
 * missing cards, one per trade), drawn among those.
 */
function tradeForBuild(s: Playing, seat: Seat, ratios: readonly number[], random: Random): Command | null {
  const hand = handOf(s, seat);
  const found: Command[] = [];
  for (const cost of BUILDS) {
    const need = countsOf(cost);
    let short = 0;
    let trades = 0;
    for (let r = 0; r < 5; r++) {
      short += Math.max(0, need[r] - hand[r]);
      trades += Math.floor(Math.max(0, hand[r] - need[r]) / ratios[r]);
    }
    if (short === 0 || trades < short) continue;
    for (let w = 0; w < 5; w++) {
      if (need[w] <= hand[w] || s.bank[RESOURCES[w]] === 0) continue;
      for (let g = 0; g < 5; g++) {
        if (g !== w && hand[g] - need[g] >= ratios[g] && hand[g] >= 2) found.push({ type: 'TradeWithBank', seat, give: RESOURCES[g], receive: RESOURCES[w] });
      }
    }
  }
  return found.length > 0 ? found[Math.floor(random() * found.length)] : null;
}
