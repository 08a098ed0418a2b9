// Commodities in a hand (RULES.md §7.2.2, §7.2.8): counted with the resources for a 7's discard
// (above 7 + 2 per wall) and for the robber, who takes one card at random from both; given and
// received in trades with the bank — 4:1, a harbor's rate (a 2:1 harbor for its resource only),
// 2:1 for commodities with the trading house (trade level 3); the aqueduct's pick.
import { bundleTotal, covers, handTotal, isBundle, normalized, pickResource } from '../../base/cards.ts';
import { accept, mainPhaseProblem, refuse, seatProblem, type Decision, type Playing } from '../../base/decide/common.ts';
import { bankRatio } from '../../base/decide/trade.ts';
import type { Event } from '../../base/events.ts';
import { reject } from '../../base/rejections.ts';
import { indexOf, type State, type Table } from '../../base/state.ts';
import { RESOURCES, type Resource, type Seat } from '../../base/types.ts';
import { isCard, isCommodity, isResource, type Card } from './cards.ts';
import type { CoreCommand } from './commands.ts';
import { bundleCount, commodityTotal, coversCommodities, isCommodityBundle, pickCommodity, type CommodityBundle } from './commodities.ts';
import { ckPart, wallsOf } from './part.ts';
import { progressRate } from './progress/table.ts';
import { ABILITY_LEVEL, TRACKS } from './tracks.ts';

type Of<T extends CoreCommand['type']> = Extract<CoreCommand, { type: T }>;
const TRADE = TRACKS.indexOf('trade');

export const cardCount = (s: Table, seat: Seat): number => handTotal(s.hands[seat]) + commodityTotal(ckPart(s).commodities[seat]);
export const handLimit = (s: Table, seat: Seat): number => 7 + 2 * wallsOf(ckPart(s), seat);

/** The robber's theft: one card at random among the victim's resources and commodities. */
export function steal(s: Playing, thief: Seat, victim: Seat, draw: number): Event {
  const resources = handTotal(s.hands[victim]);
  const commodities = commodityTotal(ckPart(s).commodities[victim]);
  const i = Math.min(Math.floor(draw * (resources + commodities)), resources + commodities - 1);
  if (i < resources) return { type: 'ResourceStolen', thief, victim, resource: pickResource(s.hands[victim], resources === 0 ? 0 : i / resources) };
  return { type: 'CommodityStolen', thief, victim, commodity: pickCommodity(ckPart(s).commodities[victim], i - resources) };
}

/** A 7's discard with commodities: exactly the count demanded, from what the seat holds. */
export function discardCards(c: Of<'DiscardCards'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const pending = s.turn.pending;
  if (pending.kind !== 'discard' || pending.counts[c.seat] === 0) return refuse(reject('rule/no-discard-needed'));
  if (!isBundle(c.resources) || !isCommodityBundle(c.commodities)) return refuse(reject('command/invalid'));
  if (bundleTotal(c.resources) + bundleCount(c.commodities) !== pending.counts[c.seat]) {
    return refuse(reject('rule/wrong-discard-count', `Discard ${pending.counts[c.seat]}.`));
  }
  if (!covers(s.hands[c.seat], c.resources)) return refuse(reject('rule/insufficient-resources'));
  if (!coversCommodities(ckPart(s).commodities[c.seat], c.commodities)) return refuse(reject('cities-knights/insufficient-commodities'));
  return accept({ type: 'CardsDiscarded', seat: c.seat, resources: normalized(c.resources), commodities: commoditiesOnly(c.commodities) });
}

const commoditiesOnly = (b: CommodityBundle): CommodityBundle => Object.fromEntries(Object.entries(b).filter(([, n]) => (n ?? 0) > 0));

/** The rate at which the seat gives `give` to the bank now. */
export function exchangeRate(s: Playing, seat: Seat, give: Card): number {
  if (isResource(give)) return bankRatio(s, seat, give);
  if (progressRate(s, seat, give) === 2) return 2;
  // A commodity: 2:1 with the trading house, else the generic harbor's 3:1 or the bank's 4:1.
  if (ckPart(s).levels[seat][TRADE] >= ABILITY_LEVEL) return 2;
  const { harborsAt, harborVertices } = indexOf(s);
  const generic = harborVertices.some((v) => s.buildings[v]?.seat === seat && harborsAt[v].includes('generic'));
  return generic ? 3 : 4;
}

export function exchangeCards(c: Of<'ExchangeCards'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  // Resource for resource is the base game's TradeWithBank.
  if (!isCard(c.give) || !isCard(c.receive) || c.give === c.receive || (isResource(c.give) && isResource(c.receive))) {
    return refuse(reject('cities-knights/bad-exchange'));
  }
  const p = s as Playing;
  const count = exchangeRate(p, c.seat, c.give);
  const part = ckPart(p);
  const held = isResource(c.give) ? p.hands[c.seat][c.give] : part.commodities[c.seat][c.give];
  if (held < count) return refuse(reject(isResource(c.give) ? 'rule/insufficient-resources' : 'cities-knights/insufficient-commodities', `You trade ${c.give} at ${count}:1.`));
  const left = isCommodity(c.receive) ? part.supply[c.receive] : p.bank[c.receive as Resource];
  if (left === 0) return refuse(reject('rule/bank-empty'));
  return accept({ type: 'CardsExchanged', seat: c.seat, give: c.give, count, receive: c.receive });
}

export function pickAqueduct(c: Of<'PickAqueduct'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (ckPart(s).aqueduct[c.seat] === 0) return refuse(reject('cities-knights/no-aqueduct-pick'));
  if (!RESOURCES.includes(c.resource)) return refuse(reject('command/invalid', 'Name a resource.'));
  if (s.bank[c.resource] === 0) return refuse(reject('rule/bank-empty'));
  return accept({ type: 'AqueductPicked', seat: c.seat, resource: c.resource });
}
