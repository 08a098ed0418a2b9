// Module `special-building` (seed 000, RULES.md §2.5 a; the default for 5–6 players): when the
// active player ends the turn, each other seat in clockwise order may build roads, settlements
// and cities and buy development cards, then passes with EndTurn. A seat that can afford nothing
// is not asked: it is left out of the order, or passed for when its part comes and it no longer
// can (the deck ran out meanwhile). No card is played and nothing is traded in the phase, and
// nobody wins in it: a player who reaches 10 points there wins when their own turn begins
// (decide checks the new turn's player).
import { COSTS, covers, devTotal } from '../../base/cards.ts';
import type { CommandType } from '../../base/commands.ts';
import type { Event } from '../../base/events.ts';
import { reject, type Rejection } from '../../base/rejections.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import type { Extend } from '../../base/hooks.ts';
import type { RuleModule } from '../../base/module.ts';
import { isBuildingKind, isModuleKind, rulesOf } from '../../base/registry.ts';
import { SPECIAL_BUILDING_REJECTIONS } from './codes.ts';
import type { SpecialBuildingEvent } from './events.ts';
import { evolveSpecialBuilding } from './evolve.ts';
import { readSpecialBuilding, specialBuildingToken } from './notation.ts';
import { SPECIAL_BUILDING, specialBuildingPart } from './part.ts';

export { SPECIAL_BUILDING, specialBuildingPart, type SpecialBuildingPart } from './part.ts';
export type { SpecialBuildingEvent } from './events.ts';

type Playing = InPhase<'playing'>;

/**
 * Can the seat pay for something the phase allows: a road, settlement or city with such a piece
 * left (a city on a settlement of its own), or a development card while the deck holds one? As
 * the build buttons offer them (legalKinds): a free spot is not looked for.
 */
function canAfford(s: Playing, seat: Seat): boolean {
  const hand = s.hands[seat];
  const pieces = s.pieces[seat];
  return (pieces.roads > 0 && covers(hand, COSTS.road))
    || (pieces.settlements > 0 && covers(hand, COSTS.settlement))
    || (pieces.cities > 0 && pieces.settlements < indexOf(s).spec.pieces.settlements && covers(hand, COSTS.city))
    || (devTotal(s.deck) > 0 && covers(hand, COSTS.developmentCard))
    || rulesOf(s).affordsMore(s, seat);
}

/** The seats that may build after `seat`'s turn: clockwise, those that can afford something. */
function builders(s: Playing, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < s.players; i++) {
    const other = (seat + i) % s.players;
    if (canAfford(s, other)) out.push(other);
  }
  return out;
}

/** The builder `seat` passes, and so do the builders after it that can no longer afford anything (not asked). */
function passes(s: Playing, seat: Seat, order: readonly Seat[], index: number): { events: Event[]; next: number } {
  const events: Event[] = [{ type: 'SpecialBuildingPassed', seat }];
  let next = index + 1;
  for (; next < order.length && !canAfford(s, order[next]); next++) events.push({ type: 'SpecialBuildingPassed', seat: order[next] });
  return { events, next };
}

/** What the phase refuses, by kind: everything but building, buying and passing (every module's command too). */
function refusal(kind: CommandType): Rejection | null {
  // A module's purchase (Cities & Knights: an improvement, a wall) is building too.
  if (isModuleKind(kind)) return isBuildingKind(kind) ? null : reject('special-building/build-only');
  switch (kind) {
    // Building, buying and passing; and lobby and table commands, which keep their own answers.
    case 'BuildRoad': case 'BuildSettlement': case 'BuildCity': case 'BuyDevelopmentCard': case 'EndTurn':
    case 'CreateGame': case 'ClaimSeat': case 'MarkReady': case 'TakeOverSeat': case 'ReturnToSeat':
      return null;
    case 'PlayKnight': case 'PlayRoadBuilding': case 'PlayYearOfPlenty': case 'PlayMonopoly':
      return reject('special-building/no-cards');
    case 'OfferTrade': case 'AcceptTrade': case 'DeclineTrade': case 'CounterTrade': case 'CancelTrade': case 'ConfirmTrade':
    case 'TradeWithBank':
      return reject('special-building/no-trade');
    case 'RollDice': case 'DiscardResources': case 'MoveRobber': case 'PlaceRoad': case 'PlaceSettlement':
      return reject('special-building/build-only');
    default: {
      // A kind no client may send is refused as unknown by decide.
      const unknown: never = kind;
      void unknown;
      return null;
    }
  }
}

export const specialBuilding: Extend = (inner) => ({
  ...inner,
  afterTurnEnds(s, seat) {
    const part = specialBuildingPart(s);
    if (part === null) {
      const order = builders(s, seat);
      return order.length > 0 ? [{ type: 'SpecialBuildingStarted', after: seat, order }] : inner.afterTurnEnds(s, seat);
    }
    const { events, next } = passes(s, seat, part.order, part.index);
    return next < part.order.length ? events : [...events, ...inner.afterTurnEnds(s, part.after)];
  },
  allows(s, seat, kind) {
    return (specialBuildingPart(s) === null ? null : refusal(kind)) ?? inner.allows(s, seat, kind);
  },
  mayWin(s, seat) {
    return specialBuildingPart(s) === null && inner.mayWin(s, seat);
  },
  buildOnly(s) {
    return specialBuildingPart(s) !== null || inner.buildOnly(s);
  },
});

export const SPECIAL_BUILDING_MODULE: RuleModule<never, SpecialBuildingEvent> = {
  id: SPECIAL_BUILDING, role: 'turn-rule', rejections: SPECIAL_BUILDING_REJECTIONS, extend: specialBuilding, commandTypes: [],
  eventTypes: ['SpecialBuildingStarted', 'SpecialBuildingPassed'], evolve: evolveSpecialBuilding, redact: (e) => e,
  token: specialBuildingToken, read: readSpecialBuilding,
};
