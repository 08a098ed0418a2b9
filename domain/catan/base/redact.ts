// Hidden information as a projection per viewer. An event leaves the server only redacted for
// its receiver; a viewer's state counts the cards it may not name. Once the game is over,
// everything is visible to everyone (viewer 'all').
import type { Event } from './events.ts';
import { closeDevHand, closeHand } from './cards.ts';
import { sees, type State, type Viewer } from './state.ts';
import { redactModule, redactParts } from './registry.ts';

export function redact(event: Event, viewer: Viewer): Event {
  if (viewer === 'all') return event;
  switch (event.type) {
    case 'DevelopmentCardBought':
      return event.card === null || event.seat === viewer ? event : { ...event, card: null };
    case 'ResourceStolen':
      return event.resource === null || event.thief === viewer || event.victim === viewer ? event : { ...event, resource: null };
    // Public: every other event is seen by everyone at the table. A new event must be placed
    // here or above, so no hidden field can slip out unredacted.
    case 'GameCreated': case 'SeatClaimed': case 'SetupStarted': case 'SettlementPlaced': case 'RoadPlaced':
    case 'StartingResourcesReceived': case 'SetupCompleted': case 'DiceRolled': case 'ResourcesProduced':
    case 'DiscardsDemanded': case 'ResourcesDiscarded': case 'RobberMoved': case 'TurnEnded': case 'RoadBuilt':
    case 'SettlementBuilt': case 'CityBuilt': case 'KnightPlayed': case 'RoadBuildingPlayed': case 'RoadBuildingEnded':
    case 'YearOfPlentyPlayed': case 'MonopolyPlayed': case 'LargestArmyChanged': case 'LongestRoadChanged':
    case 'TradeOffered': case 'TradeAccepted': case 'TradeDeclined': case 'TradeCountered': case 'TradeCancelled':
    case 'TradeCompleted': case 'MaritimeTraded': case 'GameWon': case 'SeatTakenOver': case 'SeatReturned':
    case 'SeatReady': case 'SeedsRevealed':
      return event;
    // The rule modules' events (registry.ts), each switch there ending in its own check.
    default:
      return redactModule(event, viewer);
  }
}

/** The state as `viewer` may know it: equal to folding the stream redacted for that viewer. */
export function redactState(state: State, viewer: Viewer): State {
  if (state.phase === 'none') return { ...state, viewer };
  if (viewer === 'all') return { ...state, viewer };
  const closed = {
    ...state,
    viewer,
    hands: state.hands.map((h, seat) => (sees(viewer, seat) ? h : closeHand(h))),
    devCards: state.devCards.map((d, seat) => (sees(viewer, seat) ? d : closeDevHand(d))),
    deck: closeDevHand(state.deck),
    parts: state.modules.length === 0 ? state.parts : redactParts(state, viewer),
  };
  if ((closed.phase === 'playing' || closed.phase === 'finished') && closed.turn && !sees(viewer, closed.turn.seat)) {
    return { ...closed, turn: { ...closed.turn, bought: closeDevHand(closed.turn.bought) } } as State;
  }
  return closed as State;
}
