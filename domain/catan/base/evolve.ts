// evolve(state, event) → state: only sets, appends and counts. All judgement lives in decide.
//
// Each step copies the state into a fresh draft (draft.ts: an object literal with every key, so
// all states share one shape and stay on V8's fast paths), changes the draft's fields, and
// returns it. The input state is never touched. The rule modules' events go to their modules.
import type { Event, EventOf, ModuleEvent } from './events.ts';
import { addBundle, addCard, COSTS, isEmptyBundle, makeBank, makeHand } from './cards.ts';
import { created, makePieces } from './created.ts';
import type { DevCard, Resource, Seat } from './types.ts';
import { setupOrder } from './rules/first-player.ts';
import { indexOf, sees, type Pending, type State, type TradeResponse, type Turn } from './state.ts';
import { draft, moveCards, newTurn, NONE, pay, replace, ROBBER, turnDraft, type Draft, type Mutable } from './draft.ts';
import { goodsField } from './goods.ts';
import { evolveModule, rulesOf } from './registry.ts';

function useDevCard(d: Draft, seat: Seat, card: DevCard): Mutable<Turn> {
  d.devCards = replace(d.devCards, seat, addCard(d.devCards[seat], card, -1, sees(d.viewer, seat)));
  const turn = turnDraft(d.turn);
  turn.devCardPlayed = true;
  d.turn = turn;
  return turn;
}

function placeBuilding(d: Draft, seat: Seat, vertex: string, kind: 'settlement' | 'city'): void {
  const v = indexOf(d).topology.vertexIndex.get(vertex)!;
  const p = d.pieces[seat];
  const pieces = kind === 'city'
    ? makePieces(p.roads, p.settlements + 1, p.cities - 1)
    : makePieces(p.roads, p.settlements - 1, p.cities);
  d.buildings = replace(d.buildings, v, { seat, kind });
  d.pieces = replace(d.pieces, seat, pieces);
}

function placeRoad(d: Draft, seat: Seat, edge: string): void {
  const e = indexOf(d).topology.edgeIndex.get(edge)!;
  const p = d.pieces[seat];
  d.roads = replace(d.roads, e, seat);
  d.pieces = replace(d.pieces, seat, makePieces(p.roads - 1, p.settlements, p.cities));
}

export function evolve(state: State, event: Event): State {
  if (event.type === 'GameCreated') return created(state.viewer, event);
  if (state.phase === 'none' || state.phase === 'finished') return state;
  const d = draft(state);
  apply(d, event);
  return d as unknown as State;
}

/** Events of the whole table; the rest happen within a turn (see applyTurn). */
type TableEvent = EventOf<
  | 'GameCreated' | 'SeatClaimed' | 'SetupStarted' | 'SettlementPlaced' | 'RoadPlaced' | 'StartingResourcesReceived'
  | 'SetupCompleted' | 'RoadBuilt' | 'SettlementBuilt' | 'CityBuilt' | 'LargestArmyChanged' | 'LongestRoadChanged' | 'GameWon'
  | 'SeatTakenOver' | 'SeatReturned' | 'SeatReady' | 'SeedsRevealed'
>;
type TurnEvent = Exclude<Event, TableEvent>;

function apply(d: Draft, event: Event): void {
  switch (event.type) {
    case 'GameCreated':
      return; // starts a new state: see evolve
    case 'SeatClaimed':
      d.names = replace(d.names, event.seat, event.name);
      d.bots = replace(d.bots, event.seat, event.bot);
      if (event.bot) d.levels = replace(d.levels, event.seat, event.level ?? 'good');
      d.ready = replace(d.ready, event.seat, event.bot || event.ready !== false);
      return;
    case 'SeatReady':
      d.ready = replace(d.ready, event.seat, true);
      return;
    case 'SeatTakenOver':
      d.away = replace(d.away, event.seat, true);
      return;
    case 'SeatReturned':
      d.away = replace(d.away, event.seat, false);
      return;
    case 'SetupStarted':
      d.phase = 'setup';
      d.setup = { order: setupOrder(d.players, event.first ?? 0), step: 0, awaiting: 'settlement', lastSettlement: -1 };
      return;
    case 'SettlementPlaced':
      placeBuilding(d, event.seat, event.vertex, 'settlement');
      if (d.setup) d.setup = { ...d.setup, awaiting: 'road', lastSettlement: indexOf(d).topology.vertexIndex.get(event.vertex)! };
      return;
    case 'RoadPlaced':
      placeRoad(d, event.seat, event.edge);
      if (d.setup) {
        d.setup = { ...d.setup, awaiting: 'settlement', step: d.setup.step + 1 };
      } else if (d.turn?.pending.kind === 'roadBuilding') {
        const remaining = d.turn.pending.remaining - 1;
        setPending(d, remaining > 0 ? { kind: 'roadBuilding', remaining } : NONE);
      }
      return;
    case 'StartingResourcesReceived':
      return pay(d, event.seat, event.resources, 1);
    case 'SetupCompleted':
      d.phase = 'playing';
      d.setup = null;
      d.turn = newTurn(event.firstSeat, 1);
      return;
    case 'RoadBuilt':
      placeRoad(d, event.seat, event.edge);
      return pay(d, event.seat, COSTS.road, -1);
    case 'SettlementBuilt':
      placeBuilding(d, event.seat, event.vertex, 'settlement');
      return pay(d, event.seat, COSTS.settlement, -1);
    case 'CityBuilt':
      placeBuilding(d, event.seat, event.vertex, 'city');
      return pay(d, event.seat, COSTS.city, -1);
    case 'LargestArmyChanged':
      d.largestArmy = event.holder;
      return;
    case 'LongestRoadChanged':
      d.longestRoad = event.holder;
      d.longestRoadLength = event.length;
      return;
    case 'SeedsRevealed':
      return; // after the end (evolve leaves a finished game as it is): for verifiers only
    case 'GameWon':
      d.phase = 'finished';
      d.setup = null;
      d.winner = event.seat;
      d.points = event.points;
      return;
    default:
      if (d.turn) applyTurn(d, event);
      // A module's event before play starts (e.g. Friends' supply, shuffled at creation).
      else if (d.modules.length > 0) evolveModule(d, event as ModuleEvent);
  }
}

/** Does a 7 move the robber (Cities & Knights: not before the barbarians' first attack)? */
const awake = (d: Draft): boolean => d.modules.length === 0 || rulesOf(d).robberAwake(d);

function setPending(d: Draft, pending: Pending): void {
  const turn = turnDraft(d.turn);
  turn.pending = pending;
  d.turn = turn;
}

function applyTurn(d: Draft, event: TurnEvent): void {
  switch (event.type) {
    case 'DiceRolled': {
      const turn = turnDraft(d.turn);
      turn.dice = event.dice;
      if (event.dice[0] + event.dice[1] === 7 && awake(d)) turn.pending = ROBBER;
      d.turn = turn;
      return;
    }
    case 'ResourcesProduced': {
      const hands = d.hands.slice();
      const b = d.bank;
      const bank = makeBank(b.brick, b.lumber, b.wool, b.grain, b.ore);
      for (let seat = 0; seat < event.gains.length; seat++) {
        const gain = event.gains[seat];
        if (isEmptyBundle(gain)) continue;
        hands[seat] = addBundle(hands[seat], gain, 1, sees(d.viewer, seat));
        for (const key in gain) bank[key as Resource] -= gain[key as Resource] ?? 0;
      }
      d.hands = hands;
      d.bank = bank;
      return;
    }
    case 'DiscardsDemanded':
      return setPending(d, { kind: 'discard', counts: event.counts });
    case 'ResourcesDiscarded': {
      pay(d, event.seat, event.resources, -1);
      const pending = d.turn.pending;
      if (pending.kind !== 'discard') return;
      const counts = replace(pending.counts, event.seat, 0);
      return setPending(d, counts.every((c) => c === 0) ? (awake(d) ? ROBBER : NONE) : { kind: 'discard', counts });
    }
    case 'RobberMoved':
      d.robber = event.hex;
      return setPending(d, NONE);
    case 'ResourceStolen': {
      if (event.resource) return moveCards(d, event.victim, event.thief, { [event.resource]: 1 });
      // A card this viewer may not name: both hands are closed to it, so it is only counted.
      const hands = d.hands.slice();
      const v = hands[event.victim];
      const t = hands[event.thief];
      hands[event.victim] = makeHand(v.brick, v.lumber, v.wool, v.grain, v.ore, v.unknown - 1);
      hands[event.thief] = makeHand(t.brick, t.lumber, t.wool, t.grain, t.ore, t.unknown + 1);
      d.hands = hands;
      return;
    }
    case 'TurnEnded':
      d.turn = newTurn(event.next, d.turn.number + 1);
      return;
    case 'DevelopmentCardBought': {
      const open = sees(d.viewer, event.seat);
      pay(d, event.seat, COSTS.developmentCard, -1);
      d.deck = addCard(d.deck, d.viewer === 'all' ? event.card : null, -1, true);
      d.devCards = replace(d.devCards, event.seat, addCard(d.devCards[event.seat], event.card, 1, open));
      const turn = turnDraft(d.turn);
      turn.bought = addCard(turn.bought, event.card, 1, open);
      d.turn = turn;
      return;
    }
    case 'KnightPlayed':
      useDevCard(d, event.seat, 'knight').pending = ROBBER;
      d.knights = replace(d.knights, event.seat, d.knights[event.seat] + 1);
      return;
    case 'RoadBuildingPlayed':
      useDevCard(d, event.seat, 'roadBuilding').pending = event.roads > 0 ? { kind: 'roadBuilding', remaining: event.roads } : NONE;
      return;
    case 'RoadBuildingEnded':
      return setPending(d, NONE);
    case 'YearOfPlentyPlayed':
      useDevCard(d, event.seat, 'yearOfPlenty');
      return pay(d, event.seat, event.resources, 1);
    case 'MonopolyPlayed':
      useDevCard(d, event.seat, 'monopoly');
      event.taken.forEach((n, from) => {
        if (n > 0) moveCards(d, from, event.seat, { [event.resource]: n });
      });
      return;
    case 'TradeOffered': {
      // Seats an aimed offer skips are marked, so that no one waits for their answer.
      const to = event.to ?? null;
      const responses = d.hands.map((_, seat): TradeResponse => ({ kind: to === null || seat === to ? 'none' : 'notAsked' }));
      const turn = turnDraft(d.turn);
      turn.trade = event.goods === undefined ? { give: event.give, want: event.want, to, responses } : { give: event.give, want: event.want, goods: event.goods, to, responses };
      turn.offers++;
      d.turn = turn;
      return;
    }
    case 'TradeAccepted':
    case 'TradeDeclined':
    case 'TradeCountered': {
      const trade = d.turn.trade;
      if (!trade) return;
      const response = event.type === 'TradeAccepted' ? { kind: 'accepted' as const }
        : event.type === 'TradeDeclined' ? { kind: 'declined' as const }
          : { kind: 'countered' as const, give: event.give, want: event.want, ...goodsField(event.goods) };
      return setTrade(d, { ...trade, responses: replace(trade.responses, event.seat, response) });
    }
    case 'TradeCancelled':
      return setTrade(d, null);
    case 'TradeCompleted':
      moveCards(d, event.seat, event.partner, event.give);
      moveCards(d, event.partner, event.seat, event.want);
      return setTrade(d, null);
    case 'MaritimeTraded': {
      const h = d.hands[event.seat];
      const hand = makeHand(h.brick, h.lumber, h.wool, h.grain, h.ore, h.unknown);
      const b = d.bank;
      const bank = makeBank(b.brick, b.lumber, b.wool, b.grain, b.ore);
      if (sees(d.viewer, event.seat)) {
        hand[event.give] -= event.count;
        hand[event.receive] += 1;
      } else {
        hand.unknown += 1 - event.count;
      }
      bank[event.give] += event.count;
      bank[event.receive] -= 1;
      d.hands = replace(d.hands, event.seat, hand);
      d.bank = bank;
      return;
    }
    // The rule modules' events (registry.ts), each switch there ending in its own check.
    default:
      return evolveModule(d, event);
  }
}

function setTrade(d: Draft, trade: Turn['trade']): void {
  const turn = turnDraft(d.turn);
  turn.trade = trade;
  d.turn = turn;
}

/**
 * Folds a stream from a state (equal to evolving event by event). Consecutive events share one
 * draft: `apply` only assigns the draft's own fields and builds fresh parts, so a draft may take
 * many events, and folding a game makes one state copy per game, not one per event.
 */
export function fold(events: readonly Event[], state: State): State {
  let s = state;
  let d: Draft | null = null;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (event.type === 'GameCreated') {
      s = created((d ?? s).viewer, event);
      d = null;
      continue;
    }
    if (d === null) {
      if (s.phase === 'none' || s.phase === 'finished') continue;
      d = draft(s);
    } else if (d.phase === 'finished') {
      continue;
    }
    apply(d, event);
  }
  return d === null ? s : (d as unknown as State);
}
