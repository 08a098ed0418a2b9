// decide(command, state) → events or a typed rejection. After the command's own events come
// their consequences: Largest Army, Longest Road, and victory (only in the winner's own turn).
import type { Command } from '../commands.ts';
import type { Event } from '../events.ts';
import { evolve, fold } from '../evolve.ts';
import { reject } from '../rejections.ts';
import { indexOf, type State } from '../state.ts';
import { longestRoad, longestRoadHolder } from '../rules/longestRoad.ts';
import { pointSources, totalPoints } from '../rules/points.ts';
import { accept, refuse, type Decision, type Playing } from './common.ts';
import { claimSeat, createGame, placeSettlement } from './setup.ts';
import { discardResources, endTurn, moveRobber, rollDice } from './turn.ts';
import { buildCity, buildRoad, buildSettlement, placeRoad } from './build.ts';
import { buyDevelopmentCard, playKnight, playMonopoly, playRoadBuilding, playYearOfPlenty } from './devcards.ts';
import { acceptTrade, cancelTrade, confirmTrade, counterTrade, declineTrade, offerTrade, tradeWithBank } from './trade.ts';

export type { Decision } from './common.ts';

function decideCommand(c: Command, s: State): Decision {
  switch (c.type) {
    case 'CreateGame': return createGame(c, s);
    case 'ClaimSeat': return claimSeat(c, s);
    case 'PlaceSettlement': return placeSettlement(c, s);
    case 'PlaceRoad': return placeRoad(c, s);
    case 'RollDice': return rollDice(c, s);
    case 'DiscardResources': return discardResources(c, s);
    case 'MoveRobber': return moveRobber(c, s);
    case 'BuildRoad': return buildRoad(c, s);
    case 'BuildSettlement': return buildSettlement(c, s);
    case 'BuildCity': return buildCity(c, s);
    case 'BuyDevelopmentCard': return buyDevelopmentCard(c, s);
    case 'PlayKnight': return playKnight(c, s);
    case 'PlayRoadBuilding': return playRoadBuilding(c, s);
    case 'PlayYearOfPlenty': return playYearOfPlenty(c, s);
    case 'PlayMonopoly': return playMonopoly(c, s);
    case 'OfferTrade': return offerTrade(c, s);
    case 'AcceptTrade': return acceptTrade(c, s);
    case 'DeclineTrade': return declineTrade(c, s);
    case 'CounterTrade': return counterTrade(c, s);
    case 'CancelTrade': return cancelTrade(c, s);
    case 'ConfirmTrade': return confirmTrade(c, s);
    case 'TradeWithBank': return tradeWithBank(c, s);
    case 'EndTurn': return endTurn(c, s);
    default: {
      const unknown: never = c;
      return refuse(reject('command/invalid', `Unknown command ${(unknown as { type?: unknown }).type}.`));
    }
  }
}

const ROAD_CHANGES = new Set<Event['type']>(['RoadBuilt', 'RoadPlaced', 'SettlementBuilt']);

function awards(before: Playing, after: Playing, events: readonly Event[]): Event[] {
  const out: Event[] = [];
  const knight = events.find((e) => e.type === 'KnightPlayed');
  if (knight) {
    const k = after.knights[knight.seat];
    const holder = after.largestArmy;
    if (k >= 3 && holder !== knight.seat && (holder === null || k > after.knights[holder])) {
      out.push({ type: 'LargestArmyChanged', holder: knight.seat });
    }
  }
  if (events.some((e) => ROAD_CHANGES.has(e.type))) {
    const lengths = after.hands.map((_, seat) => longestRoad(after, seat));
    const holder = longestRoadHolder(lengths, before.longestRoad);
    const length = holder === null ? 0 : lengths[holder];
    if (holder !== after.longestRoad || length !== after.longestRoadLength) out.push({ type: 'LongestRoadChanged', holder, length });
  }
  return out;
}

export function decide(command: Command, state: State): Decision {
  if (typeof command !== 'object' || command === null || typeof command.type !== 'string') {
    return refuse(reject('command/invalid'));
  }
  const decision = decideCommand(command, state);
  if (!decision.ok || state.phase !== 'playing' && state.phase !== 'setup') return decision;
  let after = fold(decision.events, state);
  if (after.phase !== 'playing') return decision;
  const events = [...decision.events];
  if (state.phase === 'playing') {
    for (const e of awards(state, after, events)) {
      events.push(e);
      after = evolve(after, e) as Playing;
    }
  }
  const p = after as Playing;
  const seat = p.turn.seat;
  const points = totalPoints(p, seat);
  if (points >= indexOf(p).spec.victoryPoints) {
    events.push({ type: 'GameWon', seat, points, victoryPointCards: pointSources(p, seat).victoryPointCards });
  }
  return accept(...events);
}
