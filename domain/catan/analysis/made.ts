// The command a judged decision was: read back from its first event. The base game's set-up
// settlement, robber, builds, development cards (bought and played), bank trades and the turn's
// end; Seafarers' ships built and moved; Cities & Knights' city improvements, walls and knights
// (recruited, promoted, activated, moved, displacing, chasing the robber). Not judged: trades
// between players (their value hangs on the partner's consent), progress cards (most carry
// choices their events do not repeat) and the answers other seats owe (discards, picks).
import type { Command } from '../base/commands.ts';
import type { Event } from '../base/events.ts';

/** The command a decision's first event shows was made (null: not a decision this review judges). */
export function madeCommand(events: readonly Event[], p: number): Command | null {
  const e = events[p];
  switch (e.type) {
    case 'SettlementPlaced': return { type: 'PlaceSettlement', seat: e.seat, vertex: e.vertex };
    case 'RoadBuilt': return { type: 'BuildRoad', seat: e.seat, edge: e.edge };
    case 'SettlementBuilt': return { type: 'BuildSettlement', seat: e.seat, vertex: e.vertex };
    case 'CityBuilt': return { type: 'BuildCity', seat: e.seat, vertex: e.vertex };
    case 'DevelopmentCardBought': return { type: 'BuyDevelopmentCard', seat: e.seat };
    case 'MaritimeTraded': return { type: 'TradeWithBank', seat: e.seat, give: e.give, receive: e.receive };
    case 'TurnEnded': return { type: 'EndTurn', seat: e.seat };
    case 'RobberMoved': {
      const next = events[p + 1];
      return { type: 'MoveRobber', seat: e.seat, hex: e.hex, victim: next?.type === 'ResourceStolen' && next.thief === e.seat ? next.victim : null };
    }
    // A roll is judged only where a knight could have been played before it (moves.ts).
    case 'DiceRolled': return { type: 'RollDice', seat: e.seat };
    case 'KnightPlayed': return { type: 'PlayKnight', seat: e.seat };
    case 'RoadBuildingPlayed': return { type: 'PlayRoadBuilding', seat: e.seat };
    case 'YearOfPlentyPlayed': return { type: 'PlayYearOfPlenty', seat: e.seat, resources: e.resources };
    case 'MonopolyPlayed': return { type: 'PlayMonopoly', seat: e.seat, resource: e.resource };
    case 'ShipBuilt': return { type: 'BuildShip', seat: e.seat, edge: e.edge };
    case 'ShipMoved': return { type: 'MoveShip', seat: e.seat, from: e.from, to: e.to };
    case 'ImprovementBought': {
      const next = events[p + 1];
      const metropolis = next?.type === 'MetropolisTaken' && next.seat === e.seat ? { vertex: next.vertex } : {};
      return { type: 'BuyImprovement', seat: e.seat, track: e.track, ...metropolis };
    }
    case 'WallBuilt': return { type: 'BuildWall', seat: e.seat, vertex: e.vertex };
    case 'KnightRecruited': return { type: 'RecruitKnight', seat: e.seat, vertex: e.vertex };
    case 'KnightPromoted': return { type: 'PromoteKnight', seat: e.seat, vertex: e.vertex };
    case 'KnightActivated': return { type: 'ActivateKnight', seat: e.seat, vertex: e.vertex };
    case 'KnightMoved': return { type: 'MoveKnight', seat: e.seat, from: e.from, to: e.to };
    case 'KnightDisplaced': return { type: 'DisplaceKnight', seat: e.seat, from: e.from, to: e.to };
    case 'RobberChased': return { type: 'ChaseRobber', seat: e.seat, vertex: e.vertex };
    default: return null;
  }
}
