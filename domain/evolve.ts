// evolve(state, event) → state: only sets, appends and counts. All judgement lives in decide.
import type { Event } from './events.ts';
import { addBundle, addCard, COSTS, emptyDevHand, emptyHand } from './cards.ts';
import { RESOURCES, type Bundle, type DevHand, type Hand, type Resource, type Seat } from './types.ts';
import {
  boardIndex, indexOf, sees, type InPhase, type Pending, type State, type Table, type Turn,
} from './state.ts';

type Live = InPhase<'lobby' | 'setup' | 'playing'>;

const replace = <T>(list: readonly T[], i: number, value: T): T[] => {
  const out = list.slice();
  out[i] = value;
  return out;
};

function bankAdd(bank: Table['bank'], b: Bundle, sign: 1 | -1): Table['bank'] {
  const out = { ...bank };
  for (const r of RESOURCES) out[r] += sign * (b[r] ?? 0);
  return out;
}

/** Moves a bundle between a seat's hand and the bank (sign −1: the seat pays). */
function pay<S extends Table>(s: S, seat: Seat, b: Bundle, sign: 1 | -1): S {
  return {
    ...s,
    hands: replace(s.hands, seat, addBundle(s.hands[seat], b, sign, sees(s.viewer, seat))),
    bank: bankAdd(s.bank, b, -sign as 1 | -1),
  };
}

function moveCards<S extends Table>(s: S, from: Seat, to: Seat, b: Bundle): S {
  let hands = replace(s.hands, from, addBundle(s.hands[from], b, -1, sees(s.viewer, from)));
  hands = replace(hands, to, addBundle(hands[to], b, 1, sees(s.viewer, to)));
  return { ...s, hands };
}

function useDevCard<S extends Live>(s: S, seat: Seat, card: keyof DevHand & string): S {
  return { ...s, devCards: replace(s.devCards, seat, addCard(s.devCards[seat], card as never, -1, sees(s.viewer, seat))) };
}

function withTurn(s: InPhase<'playing'>, change: Partial<Turn>): InPhase<'playing'> {
  return { ...s, turn: { ...s.turn, ...change } };
}

const newTurn = (seat: Seat, number: number): Turn => ({
  seat, number, dice: null, devCardPlayed: false, bought: emptyDevHand(), pending: { kind: 'none' }, trade: null,
});

function placeBuilding(s: Live, seat: Seat, vertex: string, kind: 'settlement' | 'city'): Live {
  const v = indexOf(s).topology.vertexIndex.get(vertex)!;
  const p = s.pieces[seat];
  const pieces = kind === 'city'
    ? { ...p, cities: p.cities - 1, settlements: p.settlements + 1 }
    : { ...p, settlements: p.settlements - 1 };
  return { ...s, buildings: replace(s.buildings, v, { seat, kind }), pieces: replace(s.pieces, seat, pieces) };
}

function placeRoad(s: Live, seat: Seat, edge: string): Live {
  const e = indexOf(s).topology.edgeIndex.get(edge)!;
  const p = s.pieces[seat];
  return { ...s, roads: replace(s.roads, e, seat), pieces: replace(s.pieces, seat, { ...p, roads: p.roads - 1 }) };
}

function created(viewer: State['viewer'], e: Extract<Event, { type: 'GameCreated' }>): InPhase<'lobby'> {
  const { topology, spec } = boardIndex(e.board, e.players);
  const seats = Array.from({ length: e.players }, (_, i) => i);
  const n = spec.resourcesPerType;
  const deck = viewer === 'all'
    ? { ...spec.devDeck, unknown: 0 }
    : { ...emptyDevHand(), unknown: Object.values(spec.devDeck).reduce((a, b) => a + b, 0) };
  return {
    phase: 'lobby', viewer, players: e.players, boardKind: e.boardKind, seed: e.seed, board: e.board,
    names: seats.map(() => null), bots: seats.map(() => false), robber: e.board.robber,
    buildings: topology.vertices.map(() => null), roads: topology.edges.map(() => -1),
    hands: seats.map(emptyHand), devCards: seats.map(emptyDevHand),
    bank: { brick: n, lumber: n, wool: n, grain: n, ore: n }, deck,
    knights: seats.map(() => 0), pieces: seats.map(() => ({ ...spec.pieces })),
    largestArmy: null, longestRoad: null, longestRoadLength: 0,
  };
}

export function evolve(state: State, event: Event): State {
  if (event.type === 'GameCreated') return created(state.viewer, event);
  if (state.phase === 'none' || state.phase === 'finished') return state;
  const s = state;
  switch (event.type) {
    case 'SeatClaimed':
      return { ...s, names: replace(s.names, event.seat, event.name), bots: replace(s.bots, event.seat, event.bot) };
    case 'SetupStarted': {
      const seats = s.names.map((_, i) => i);
      return { ...s, phase: 'setup', setup: { order: [...seats, ...seats.reverse()], step: 0, awaiting: 'settlement', lastSettlement: -1 } } as State;
    }
    case 'SettlementPlaced': {
      const next = placeBuilding(s, event.seat, event.vertex, 'settlement');
      if (next.phase !== 'setup') return next;
      const v = indexOf(s).topology.vertexIndex.get(event.vertex)!;
      return { ...next, setup: { ...next.setup, awaiting: 'road', lastSettlement: v } };
    }
    case 'RoadPlaced': {
      const next = placeRoad(s, event.seat, event.edge);
      if (next.phase === 'setup') return { ...next, setup: { ...next.setup, awaiting: 'settlement', step: next.setup.step + 1 } };
      if (next.phase === 'playing' && next.turn.pending.kind === 'roadBuilding') {
        const remaining = next.turn.pending.remaining - 1;
        return withTurn(next, { pending: remaining > 0 ? { kind: 'roadBuilding', remaining } : { kind: 'none' } });
      }
      return next;
    }
    case 'StartingResourcesReceived':
      return pay(s, event.seat, event.resources, 1);
    case 'SetupCompleted': {
      const { setup: _, ...table } = s as InPhase<'setup'>;
      return { ...table, phase: 'playing', turn: newTurn(event.firstSeat, 1) };
    }
    case 'RoadBuilt':
      return pay(placeRoad(s, event.seat, event.edge), event.seat, COSTS.road, -1);
    case 'SettlementBuilt':
      return pay(placeBuilding(s, event.seat, event.vertex, 'settlement'), event.seat, COSTS.settlement, -1);
    case 'CityBuilt':
      return pay(placeBuilding(s, event.seat, event.vertex, 'city'), event.seat, COSTS.city, -1);
    case 'LargestArmyChanged':
      return { ...s, largestArmy: event.holder };
    case 'LongestRoadChanged':
      return { ...s, longestRoad: event.holder, longestRoadLength: event.length };
    case 'GameWon':
      return { ...s, phase: 'finished', winner: event.seat, points: event.points, turn: s.phase === 'playing' ? s.turn : null } as State;
    default:
      return s.phase === 'playing' ? evolveTurn(s, event) : s;
  }
}

function evolveTurn(s: InPhase<'playing'>, event: Event): State {
  switch (event.type) {
    case 'DiceRolled':
      return withTurn(s, { dice: event.dice, pending: event.dice[0] + event.dice[1] === 7 ? { kind: 'robber' } : s.turn.pending });
    case 'ResourcesProduced': {
      let next = s;
      event.gains.forEach((gain, seat) => {
        next = pay(next, seat, gain, 1);
      });
      return next;
    }
    case 'DiscardsDemanded':
      return withTurn(s, { pending: { kind: 'discard', counts: event.counts } });
    case 'ResourcesDiscarded': {
      const next = pay(s, event.seat, event.resources, -1);
      if (s.turn.pending.kind !== 'discard') return next;
      const counts = replace(s.turn.pending.counts, event.seat, 0);
      const pending: Pending = counts.every((c) => c === 0) ? { kind: 'robber' } : { kind: 'discard', counts };
      return withTurn(next, { pending });
    }
    case 'RobberMoved':
      return withTurn({ ...s, robber: event.hex }, { pending: { kind: 'none' } });
    case 'ResourceStolen': {
      const card: Bundle | null = event.resource ? { [event.resource]: 1 } : null;
      if (card) return moveCards(s, event.victim, event.thief, card);
      // A card the viewer may not name: both hands are closed to this viewer, so count it.
      const hands = s.hands.slice();
      hands[event.victim] = { ...hands[event.victim], unknown: hands[event.victim].unknown - 1 } as Hand;
      hands[event.thief] = { ...hands[event.thief], unknown: hands[event.thief].unknown + 1 } as Hand;
      return { ...s, hands };
    }
    case 'TurnEnded':
      return { ...s, turn: newTurn(event.next, s.turn.number + 1) };
    case 'DevelopmentCardBought': {
      const open = sees(s.viewer, event.seat);
      const paid = pay(s, event.seat, COSTS.developmentCard, -1);
      return {
        ...paid,
        deck: addCard(s.deck, s.viewer === 'all' ? event.card : null, -1, true),
        devCards: replace(s.devCards, event.seat, addCard(s.devCards[event.seat], event.card, 1, open)),
        turn: { ...s.turn, bought: addCard(s.turn.bought, event.card, 1, open) },
      };
    }
    case 'KnightPlayed': {
      const next = useDevCard(s, event.seat, 'knight');
      return withTurn({ ...next, knights: replace(s.knights, event.seat, s.knights[event.seat] + 1) }, { devCardPlayed: true, pending: { kind: 'robber' } });
    }
    case 'RoadBuildingPlayed':
      return withTurn(useDevCard(s, event.seat, 'roadBuilding'), {
        devCardPlayed: true, pending: event.roads > 0 ? { kind: 'roadBuilding', remaining: event.roads } : { kind: 'none' },
      });
    case 'RoadBuildingEnded':
      return withTurn(s, { pending: { kind: 'none' } });
    case 'YearOfPlentyPlayed':
      return withTurn(pay(useDevCard(s, event.seat, 'yearOfPlenty'), event.seat, event.resources, 1), { devCardPlayed: true });
    case 'MonopolyPlayed': {
      let next = useDevCard(s, event.seat, 'monopoly');
      event.taken.forEach((n, from) => {
        if (n > 0) next = moveCards(next, from, event.seat, { [event.resource]: n });
      });
      return withTurn(next, { devCardPlayed: true });
    }
    case 'TradeOffered':
      return withTurn(s, { trade: { give: event.give, want: event.want, responses: s.hands.map(() => ({ kind: 'none' })) } });
    case 'TradeAccepted':
    case 'TradeDeclined':
    case 'TradeCountered': {
      if (!s.turn.trade) return s;
      const response = event.type === 'TradeAccepted' ? { kind: 'accepted' as const }
        : event.type === 'TradeDeclined' ? { kind: 'declined' as const }
          : { kind: 'countered' as const, give: event.give, want: event.want };
      return withTurn(s, { trade: { ...s.turn.trade, responses: replace(s.turn.trade.responses, event.seat, response) } });
    }
    case 'TradeCancelled':
      return withTurn(s, { trade: null });
    case 'TradeCompleted':
      return withTurn(moveCards(moveCards(s, event.seat, event.partner, event.give), event.partner, event.seat, event.want), { trade: null });
    case 'MaritimeTraded':
      return pay(pay(s, event.seat, { [event.give]: event.count } as Record<Resource, number>, -1), event.seat, { [event.receive]: 1 }, 1);
    default:
      return s;
  }
}

/** Folds a stream from the initial state of a viewer. */
export function fold(events: readonly Event[], state: State): State {
  let s = state;
  for (const e of events) s = evolve(s, e);
  return s;
}
