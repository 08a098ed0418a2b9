// The Commercial Harbor (RULES.md §7.2.7): for the rest of the turn the player may offer each other
// player, once, one resource; he must give a commodity of his choice for it (GiveCommodity; the
// table waits). A player with no commodity cannot be offered one (he would hand the resource back).
// The commodity given is named to the two of them alone.
import { accept, mainPhaseProblem, refuse, seatProblem, type Decision, type Playing } from '../../../base/decide/common.ts';
import { reject } from '../../../base/rejections.ts';
import type { State } from '../../../base/state.ts';
import { RESOURCES, type Seat } from '../../../base/types.ts';
import { COMMODITIES, commodityTotal } from '../commodities.ts';
import { ckPart } from '../part.ts';
import type { ProgressCommand } from './commands.ts';
import type { Harbor } from './part.ts';

type Answer<T extends ProgressCommand['type']> = Extract<ProgressCommand, { type: T }>;

/** The seat's Commercial Harbor open this turn, or null. */
export function harborOf(s: Playing, seat: Seat): Harbor | null {
  const h = ckPart(s).progress.harbor;
  return h !== null && h.seat === seat && h.turn === s.turn.number ? h : null;
}

/** The players the seat may still offer a resource under its Commercial Harbor: not yet offered, holding a commodity. */
export function harborPartners(s: Playing, seat: Seat): Seat[] {
  const h = harborOf(s, seat);
  if (h === null || h.offer !== null) return [];
  const hands = ckPart(s).commodities;
  return Array.from({ length: s.players }, (_, i) => i).filter((o) => o !== seat && !h.offered.includes(o) && commodityTotal(hands[o]) > 0);
}

export function offerHarborTrade(c: Answer<'OfferHarborTrade'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (harborOf(p, c.seat) === null) return refuse(reject('cities-knights/harbor-closed'));
  if (!RESOURCES.includes(c.resource)) return refuse(reject('command/invalid', 'Name a resource.'));
  if (!harborPartners(p, c.seat).includes(c.to)) return refuse(reject('cities-knights/harbor-partner'));
  if (p.hands[c.seat][c.resource] < 1) return refuse(reject('rule/insufficient-resources'));
  return accept({ type: 'HarborOffered', seat: c.seat, to: c.to, resource: c.resource });
}

export function giveCommodity(c: Answer<'GiveCommodity'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const h = ckPart(s).progress.harbor;
  if (h === null || h.offer === null || h.offer.to !== c.seat) return refuse(reject('cities-knights/no-harbor-offer'));
  if (!COMMODITIES.includes(c.commodity)) return refuse(reject('command/invalid', 'Name a commodity.'));
  if (ckPart(s).commodities[c.seat][c.commodity] < 1) return refuse(reject('cities-knights/insufficient-commodities'));
  return accept({ type: 'HarborTraded', seat: c.seat, to: h.seat, resource: h.offer.resource, commodity: c.commodity });
}
