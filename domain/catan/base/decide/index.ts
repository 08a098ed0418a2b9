// decide(command, state) → events or a typed rejection. After the command's own events come
// their consequences: Largest Army, Longest Road, and victory (only in the winner's own turn, or
// part of a turn, as the game's rules say: `mayWin`; checked too when a turn or part begins).
import type { Command } from '../commands.ts';
import type { Event } from '../events.ts';
import { evolve, fold } from '../evolve.ts';
import { reject } from '../rejections.ts';
import { indexOf, type State } from '../state.ts';
import { longestRoad, longestRoadHolder } from '../rules/longestRoad.ts';
import { pointSources, totalPoints } from '../rules/points.ts';
import { accept, refuse, type Decision, type Playing } from './common.ts';
import type { Seat } from '../types.ts';
import { claimSeat, createGame, placeSettlement, returnToSeat, takeOverSeat } from './setup.ts';
import { markReady } from './ready.ts';
import { discardResources, endTurn, moveRobber, rollDice } from './turn.ts';
import { buildCity, buildRoad, buildSettlement, placeRoad } from './build.ts';
import { buyDevelopmentCard, playKnight, playMonopoly, playRoadBuilding, playYearOfPlenty } from './devcards.ts';
import { decideModule, isCommandType, isModuleCommand, isModuleEvent, rulesOf } from '../registry.ts';
import { acceptTrade, cancelTrade, confirmTrade, counterTrade, declineTrade, offerTrade, tradeWithBank } from './trade.ts';

export type { Decision } from './common.ts';

function decideCommand(c: Command, s: State): Decision {
  switch (c.type) {
    case 'CreateGame': return createGame(c, s);
    case 'ClaimSeat': return claimSeat(c, s);
    case 'MarkReady': return markReady(c, s);
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
    case 'TakeOverSeat': return takeOverSeat(c, s);
    case 'ReturnToSeat': return returnToSeat(c, s);
    default: {
      // A rule module's command, decided by its module when the game has it.
      if (isModuleCommand(c)) return decideModule(c, s);
      const unknown: never = c;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown command.'));
    }
  }
}

/** Events after which someone may hold more points, or an award may change hands. */
function changesPoints(events: readonly Event[]): boolean {
  for (let i = 0; i < events.length; i++) {
    switch (events[i].type) {
      case 'RoadBuilt': case 'RoadPlaced': case 'SettlementBuilt': case 'CityBuilt':
      case 'DevelopmentCardBought': case 'KnightPlayed': case 'TurnEnded': case 'SetupCompleted':
        return true;
      default:
    }
  }
  return false;
}

/** No events: shared, never changed by its readers (the common answer of the checks below). */
const NONE: readonly Event[] = Object.freeze([]);

function largestArmy(after: Playing, seat: Seat): readonly Event[] {
  const k = after.knights[seat];
  const holder = after.largestArmy;
  if (k >= 3 && holder !== seat && (holder === null || k > after.knights[holder])) return [{ type: 'LargestArmyChanged', holder: seat }];
  return NONE;
}

/**
 * Longest Road after a road by `seat`: only its length changed. The holder's recorded length is
 * always the longest, so a longer road takes the card; with no holder, it must be the unique
 * longest with at least 5.
 */
function longestRoadAfterRoad(after: Playing, seat: Seat): readonly Event[] {
  if (after.modules.length > 0) return routeAward(after);
  const length = longestRoad(after, seat);
  const holder = after.longestRoad;
  if (holder === seat) return length === after.longestRoadLength ? NONE : [{ type: 'LongestRoadChanged', holder, length }];
  if (length < 5) return NONE;
  if (holder !== null) return length > after.longestRoadLength ? [{ type: 'LongestRoadChanged', holder: seat, length }] : NONE;
  const others = after.hands.map((_, other) => (other === seat ? 0 : longestRoad(after, other)));
  return length > Math.max(...others) ? [{ type: 'LongestRoadChanged', holder: seat, length }] : NONE;
}

/** A settlement can cut only roads of other seats that pass through its intersection. */
function longestRoadAfterSettlement(before: Playing, after: Playing, seat: Seat, vertex: string): readonly Event[] {
  if (after.modules.length > 0) return routeAward(after);
  const t = indexOf(after).topology;
  const v = t.vertexIndex.get(vertex)!;
  const through = t.vertexEdges[v].filter((e) => after.roads[e] !== -1 && after.roads[e] !== seat);
  const cut = through.some((e, i) => through.slice(i + 1).some((f) => after.roads[f] === after.roads[e]));
  if (!cut) return NONE;
  const lengths = after.hands.map((_, other) => longestRoad(after, other));
  const holder = longestRoadHolder(lengths, before.longestRoad);
  const length = holder === null ? 0 : lengths[holder];
  return holder !== after.longestRoad || length !== after.longestRoadLength ? [{ type: 'LongestRoadChanged', holder, length }] : NONE;
}

/**
 * In a game with modules, whose routes may hold other pieces (ships) and be judged by other
 * rules (routeLength): Longest Road from every seat's route, as the base game's rules award it
 * (the holder keeps it while tied for the longest with at least 5). Equal to the base game's
 * steps above, which only skip the seats a road or a settlement cannot have changed.
 */
function routeAward(after: Playing): readonly Event[] {
  const rules = rulesOf(after);
  const lengths = after.hands.map((_, seat) => rules.routeLength(after, seat));
  const holder = longestRoadHolder(lengths, after.longestRoad);
  const length = holder === null ? 0 : lengths[holder];
  return holder !== after.longestRoad || length !== after.longestRoadLength ? [{ type: 'LongestRoadChanged', holder, length }] : NONE;
}

function awards(before: Playing, after: Playing, events: readonly Event[]): readonly Event[] {
  for (const e of events) {
    switch (e.type) {
      case 'KnightPlayed': return largestArmy(after, e.seat);
      case 'RoadBuilt':
      case 'RoadPlaced': return longestRoadAfterRoad(after, e.seat);
      case 'SettlementBuilt': return longestRoadAfterSettlement(before, after, e.seat, e.vertex);
      default:
        // A module's piece on a route (a ship built, placed or moved).
        if (after.modules.length > 0 && isModuleEvent(e) && rulesOf(after).routeEvent(e)) return routeAward(after);
    }
  }
  return NONE;
}

/** The seat wins if it holds enough points (hidden victory point cards included) in its own turn. */
function victory(s: Playing, seat: Seat): readonly Event[] {
  const points = totalPoints(s, seat);
  if (points < (s.modules.length === 0 ? indexOf(s).spec.victoryPoints : rulesOf(s).victoryPoints(s))) return NONE;
  return [{ type: 'GameWon', seat, points, victoryPointCards: pointSources(s, seat).victoryPointCards }];
}

export function decide(command: Command, state: State): Decision {
  if (typeof command !== 'object' || command === null) return refuse(reject('command/invalid', 'Unknown command.'));
  // The phase guards refuse what this phase cannot take; an unknown type is refused as such
  // (here, or by decideCommand's default), whatever the phase.
  const problem = state.phase === 'none' && command.type !== 'CreateGame' ? 'game/not-created'
    : state.phase === 'finished' ? 'game/over'
      : state.phase === 'lobby' && command.type !== 'ClaimSeat' && command.type !== 'CreateGame' && command.type !== 'MarkReady' ? 'game/not-started'
        : null;
  if (problem) return refuse(isCommandType(command.type) ? reject(problem) : reject('command/invalid', 'Unknown command.'));
  // What the game's rule modules refuse at this point of the turn (the base game refuses nothing here).
  if (state.phase === 'playing' && state.modules.length > 0) {
    const refused = rulesOf(state).allows(state, (command as { seat?: number }).seat as number, command.type);
    if (refused) return refuse(refused);
  }
  const decision = decideCommand(command, state);
  if (!decision.ok || state.phase !== 'playing' && state.phase !== 'setup') return decision;
  const first = decision.events[0];
  if (decision.events.length === 1 && first.type === 'TurnEnded') {
    // Points do not change between turns: check the next player's on the state as it is.
    const won = victory(state as Playing, first.next);
    return won.length ? accept(first, ...won) : decision;
  }
  // A module's event may begin a part of a turn, in which its player may win.
  if (!changesPoints(decision.events) && (state.modules.length === 0 || !decision.events.some(isModuleEvent))) return decision;
  let after = fold(decision.events, state);
  if (after.phase !== 'playing') return decision;
  const events = [...decision.events];
  if (state.phase === 'playing') {
    for (const e of awards(state, after, events)) {
      events.push(e);
      after = evolve(after, e) as Playing;
    }
  }
  if (after.modules.length === 0 || rulesOf(after).mayWin(after, after.turn.seat)) events.push(...victory(after, after.turn.seat));
  return { ok: true, events };
}
