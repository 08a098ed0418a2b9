// The progress cards that make others give cards up (RULES.md §7.2.7): the Saboteur (each player
// with as many points or more discards half his resources and commodities, rounded down) and the
// Wedding (each player with more points gives the player 2 of his choice, all he has if fewer).
// Each such seat chooses its cards in turn order from the player's left (HandOverCards); the
// table waits. A Wedding's gift is named to the giver and the receiver alone, a discard to all.
import { bundleTotal, covers, handTotal, isBundle, normalized } from '../../../base/cards.ts';
import { accept, refuse, seatProblem, type Decision, type Playing } from '../../../base/decide/common.ts';
import type { Event } from '../../../base/events.ts';
import { reject } from '../../../base/rejections.ts';
import { visiblePoints } from '../../../base/rules/points.ts';
import type { State } from '../../../base/state.ts';
import { RESOURCES, type Bundle, type Resource, type Seat } from '../../../base/types.ts';
import { bundleCount, COMMODITIES, commodityTotal, coversCommodities, isCommodityBundle, type Commodity, type CommodityBundle } from '../commodities.ts';
import { ckPart } from '../part.ts';
import type { ProgressCommand } from './commands.ts';
import type { Owed, ProgressPart } from './part.ts';


const cardsOf = (s: Playing, seat: Seat): number => handTotal(s.hands[seat]) + commodityTotal(ckPart(s).commodities[seat]);

/** The other seats from the player's left that `owes` names, with what they owe. */
function owedBy(s: Playing, seat: Seat, owes: (other: Seat) => Owed | null): Owed[] {
  const out: Owed[] = [];
  for (let i = 1; i < s.players; i++) {
    const o = owes((seat + i) % s.players);
    if (o !== null && o.count > 0) out.push(o);
  }
  return out;
}

export function saboteur(s: Playing, seat: Seat): Event[] {
  const mine = visiblePoints(s, seat);
  const owing = owedBy(s, seat, (other) => (visiblePoints(s, other) >= mine ? { seat: other, count: Math.floor(cardsOf(s, other) / 2), to: null } : null));
  return owing.length > 0 ? [{ type: 'CardsOwed', owing }] : [];
}

export function wedding(s: Playing, seat: Seat): Event[] {
  const mine = visiblePoints(s, seat);
  const owing = owedBy(s, seat, (other) => (visiblePoints(s, other) > mine ? { seat: other, count: Math.min(2, cardsOf(s, other)), to: seat } : null));
  return owing.length > 0 ? [{ type: 'CardsOwed', owing }] : [];
}

type HandOver = Extract<ProgressCommand, { type: 'HandOverCards' }>;

export function handOverCards(c: HandOver, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const owed = ckPart(s).progress.owing[0];
  if (owed === undefined || owed.seat !== c.seat) return refuse(reject('cities-knights/nothing-owed'));
  if (!isBundle(c.resources) || !isCommodityBundle(c.commodities)) return refuse(reject('command/invalid'));
  if (bundleTotal(c.resources) + bundleCount(c.commodities) !== owed.count) return refuse(reject('rule/wrong-discard-count', `Give up ${owed.count}.`));
  if (!covers(s.hands[c.seat], c.resources)) return refuse(reject('rule/insufficient-resources'));
  if (!coversCommodities(ckPart(s).commodities[c.seat], c.commodities)) return refuse(reject('cities-knights/insufficient-commodities'));
  const commodities = Object.fromEntries(Object.entries(c.commodities).filter(([, n]) => (n ?? 0) > 0)) as CommodityBundle;
  return accept({
    type: 'CardsHandedOver', seat: c.seat, to: owed.to, resources: normalized(c.resources), commodities,
    counts: [bundleTotal(c.resources), bundleCount(c.commodities)],
  });
}

/** The seat's cards given up from its biggest piles, one at a time (resources and commodities alike). */
export function biggestPiles(s: Playing, seat: Seat, count: number): HandOver {
  const commodities = ckPart(s).commodities[seat];
  const held = new Map<string, number>([...RESOURCES.map((r) => [r, s.hands[seat][r]] as const), ...COMMODITIES.map((c) => [c, commodities[c]] as const)]);
  const resources: Partial<Record<Resource, number>> = {};
  const given: Partial<Record<Commodity, number>> = {};
  for (let i = 0; i < count; i++) {
    const [card] = [...held.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
    held.set(card, held.get(card)! - 1);
    if ((RESOURCES as readonly string[]).includes(card)) resources[card as Resource] = (resources[card as Resource] ?? 0) + 1;
    else given[card as Commodity] = (given[card as Commodity] ?? 0) + 1;
  }
  return { type: 'HandOverCards', seat, resources: resources as Bundle, commodities: given };
}

/** The Master Merchant: a look at a richer seat's resources and commodities, 2 of them (all, if fewer) to take. */
export function masterMerchant(s: Playing, seat: Seat, victim: unknown): Event[] | null {
  if (!Number.isInteger(victim) || (victim as number) < 0 || (victim as number) >= s.players || victim === seat) return null;
  const v = victim as Seat;
  if (visiblePoints(s, v) <= visiblePoints(s, seat)) return null;
  const count = Math.min(2, cardsOf(s, v));
  if (count === 0) return [];
  const hand = s.hands[v];
  const mine = ckPart(s).commodities[v];
  const resources = Object.fromEntries(RESOURCES.filter((r) => hand[r] > 0).map((r) => [r, hand[r]])) as Bundle;
  const commodities = Object.fromEntries(COMMODITIES.filter((c) => mine[c] > 0).map((c) => [c, mine[c]])) as CommodityBundle;
  return [{ type: 'HandLookedAt', seat, victim: v, count, resources, commodities }];
}

type Take = Extract<ProgressCommand, { type: 'TakeCards' }>;

export function takeCards(c: Take, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const look = ckPart(s).progress.looking;
  if (look === null || look.seat !== c.seat) return refuse(reject('cities-knights/nothing-to-take'));
  if (!isBundle(c.resources) || !isCommodityBundle(c.commodities)) return refuse(reject('command/invalid'));
  if (bundleTotal(c.resources) + bundleCount(c.commodities) !== look.count) return refuse(reject('rule/wrong-discard-count', `Take ${look.count}.`));
  if (!covers(s.hands[look.victim], c.resources) || !coversCommodities(ckPart(s).commodities[look.victim], c.commodities)) {
    return refuse(reject('rule/insufficient-resources', 'They do not hold those cards.'));
  }
  const commodities = Object.fromEntries(Object.entries(c.commodities).filter(([, n]) => (n ?? 0) > 0)) as CommodityBundle;
  return accept({
    type: 'CardsHandedOver', seat: look.victim, to: c.seat, resources: normalized(c.resources), commodities,
    counts: [bundleTotal(c.resources), bundleCount(c.commodities)], taken: true,
  });
}

/** The Master Merchant's pick from what it saw: resources first, in their order, then commodities. */
export function pickShown(seat: Seat, look: NonNullable<ProgressPart['looking']>): Take {
  const resources: Partial<Record<Resource, number>> = {};
  const commodities: Partial<Record<Commodity, number>> = {};
  let left = look.count;
  for (const r of RESOURCES) {
    const n = Math.min(left, look.resources?.[r] ?? 0);
    if (n > 0) resources[r] = n;
    left -= n;
  }
  for (const k of COMMODITIES) {
    const n = Math.min(left, look.commodities?.[k] ?? 0);
    if (n > 0) commodities[k] = n;
    left -= n;
  }
  return { type: 'TakeCards', seat, resources, commodities };
}
