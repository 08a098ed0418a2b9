// legalCommands(state, seat): everything a seat may do now, without the application's inputs
// (dice, draws). The backbone of bots, UI hints and tests. Domestic offers are enumerated as
// one-for-one proposals to everyone only, and counter-offers as one-for-one counters: the space
// of all offers is not usefully enumerable.
//
// Moves are grouped by command type, so a caller that wants one kind (a bot choosing a kind
// first, a UI highlighting road spots) generates only that kind.
import type { Command, CommandType } from './commands.ts';
import { affords, covers, devTotal, discardChoices, handTotal, PRICES } from './cards.ts';
import { indexOf, offeredTo, sees, type InPhase, type State } from './state.ts';
import { anyRoadSpot, canSettle, roadFree, roadSpotEdges, spacious } from './rules/placement.ts';
import { robbable } from './decide/turn.ts';
import { bankRatio, mayGiveGoods } from './decide/trade.ts';
import { swappedGoods } from './goods.ts';
import { RESOURCES, type Bundle, type Resource, type Seat } from './types.ts';
import { isModuleKind, moduleAwaited, moduleLegal, moduleSetupLegal, rulesOf } from './registry.ts';

type Playing = InPhase<'playing'>;

function roadSpots(s: Playing, seat: Seat, type: 'BuildRoad' | 'PlaceRoad'): Command[] {
  const { edges } = indexOf(s).topology;
  return roadSpotEdges(s, seat).map((e) => ({ type, seat, edge: edges[e] }));
}

function settlementSpots(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  const { vertices } = indexOf(s).topology;
  for (let v = 0; v < vertices.length; v++) {
    if (canSettle(s, seat, v)) out.push({ type: 'BuildSettlement', seat, vertex: vertices[v] });
  }
  return out;
}

function citySpots(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  const { vertices } = indexOf(s).topology;
  s.buildings.forEach((b, v) => {
    if (b && b.seat === seat && b.kind === 'settlement') out.push({ type: 'BuildCity', seat, vertex: vertices[v] });
  });
  return out;
}

function yearOfPlentyChoices(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  const bankTotal = RESOURCES.reduce((n, r) => n + s.bank[r], 0);
  if (bankTotal < 2) {
    for (const r of RESOURCES) if (s.bank[r] > 0) out.push({ type: 'PlayYearOfPlenty', seat, resources: { [r]: 1 } });
    return out;
  }
  RESOURCES.forEach((a, i) => RESOURCES.slice(i).forEach((b) => {
    const resources: Bundle = a === b ? { [a]: 2 } : { [a]: 1, [b]: 1 };
    if (covers(s.bank, resources)) out.push({ type: 'PlayYearOfPlenty', seat, resources });
  }));
  return out;
}

/** May the seat give this resource to the bank now (it holds at least its ratio, and 2 or more)? */
export function canGive(s: Playing, seat: Seat, give: Resource): boolean {
  const held = s.hands[seat][give];
  return held >= 2 && held >= bankRatio(s, seat, give);
}

function bankTrades(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  for (const give of RESOURCES) {
    if (!canGive(s, seat, give)) continue;
    for (const receive of RESOURCES) if (receive !== give && s.bank[receive] > 0) out.push({ type: 'TradeWithBank', seat, give, receive });
  }
  return out;
}

function offers(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  for (const give of RESOURCES) {
    if (s.hands[seat][give] === 0) continue;
    for (const want of RESOURCES) if (want !== give) out.push({ type: 'OfferTrade', seat, give: { [give]: 1 }, want: { [want]: 1 } });
  }
  return out;
}

/** One-for-one counters to the open offer: a card the seat holds for one of another resource. */
function counters(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  for (const give of RESOURCES) {
    if (s.hands[seat][give] === 0) continue;
    for (const want of RESOURCES) if (want !== give) out.push({ type: 'CounterTrade', seat, give: { [give]: 1 }, want: { [want]: 1 } });
  }
  return out;
}

function confirmations(s: Playing, seat: Seat): Command[] {
  const trade = s.turn.trade!;
  const out: Command[] = [];
  trade.responses.forEach((r, partner) => {
    const [give, want] = r.kind === 'accepted' ? [trade.give, trade.want] : r.kind === 'countered' ? [r.want, r.give] : [null, null];
    const goods = r.kind === 'countered' ? swappedGoods(r.goods) : trade.goods;
    if (!give || !want || !covers(s.hands[seat], give) || !mayGiveGoods(s, seat, goods)) return;
    // A viewer who cannot see the partner's hand leaves that check to the server.
    if (!sees(s.viewer, partner) || (covers(s.hands[partner], want) && mayGiveGoods(s, partner, swappedGoods(goods)))) out.push({ type: 'ConfirmTrade', seat, partner });
  });
  return out;
}

function robberMoves(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  const { hexes } = indexOf(s).topology;
  for (let h = 0; h < hexes.length; h++) {
    const hex = hexes[h];
    if (hex === s.robber || (s.modules.length > 0 && !rulesOf(s).robberMay(s, h))) continue;
    out.push({ type: 'MoveRobber', seat, hex, victim: null });
    for (const victim of robbable(s, h, seat)) out.push({ type: 'MoveRobber', seat, hex, victim });
  }
  return out;
}

/**
 * Every kind of command a seat may be offered, in the order legalKinds lists them. Kinds are
 * found as a bit mask over this list: no array per call, which the bot's hot loop feels.
 */
export const KINDS = [
  'PlaceSettlement', 'PlaceRoad', 'DiscardResources', 'AcceptTrade', 'DeclineTrade', 'MoveRobber',
  'PlayKnight', 'PlayRoadBuilding', 'PlayMonopoly', 'PlayYearOfPlenty', 'RollDice', 'BuildRoad',
  'BuildSettlement', 'BuildCity', 'BuyDevelopmentCard', 'TradeWithBank', 'OfferTrade', 'CancelTrade',
  'ConfirmTrade', 'EndTurn', 'CounterTrade',
] as const satisfies readonly CommandType[];

const bit = (kind: (typeof KINDS)[number]) => 1 << KINDS.indexOf(kind);
const PLACE_SETTLEMENT = bit('PlaceSettlement');
const PLACE_ROAD = bit('PlaceRoad');
const DISCARD = bit('DiscardResources');
const ACCEPT = bit('AcceptTrade');
const DECLINE = bit('DeclineTrade');
const MOVE_ROBBER = bit('MoveRobber');
const KNIGHT = bit('PlayKnight');
const ROAD_BUILDING = bit('PlayRoadBuilding');
const MONOPOLY = bit('PlayMonopoly');
const YEAR_OF_PLENTY = bit('PlayYearOfPlenty');
const ROLL = bit('RollDice');
const ROAD = bit('BuildRoad');
const SETTLEMENT = bit('BuildSettlement');
const CITY = bit('BuildCity');
const BUY = bit('BuyDevelopmentCard');
const BANK_TRADE = bit('TradeWithBank');
const OFFER = bit('OfferTrade');
const CANCEL = bit('CancelTrade');
const CONFIRM = bit('ConfirmTrade');
const END = bit('EndTurn');
export const COUNTER = bit('CounterTrade');

/** The active player's card plays: allowed before the roll too. */
function cardPlays(s: Playing, seat: Seat): number {
  if (s.turn.devCardPlayed) return 0;
  const held = s.devCards[seat];
  const bought = s.turn.bought;
  let mask = 0;
  if (held.knight - bought.knight > 0) mask |= KNIGHT;
  if (held.roadBuilding - bought.roadBuilding > 0 && ((s.pieces[seat].roads > 0 && anyRoadSpot(s, seat)) || (s.modules.length > 0 && rulesOf(s).otherSpot(s, seat)))) mask |= ROAD_BUILDING;
  if (held.monopoly - bought.monopoly > 0) mask |= MONOPOLY;
  if (held.yearOfPlenty - bought.yearOfPlenty > 0) mask |= YEAR_OF_PLENTY;
  return mask;
}

/** legalKinds as a bit mask over KINDS: the base game's, less what the game's rule modules refuse now. */
export function legalKindMask(state: State, seat: Seat): number {
  const mask = baseKindMask(state, seat);
  if (mask === 0 || state.phase !== 'playing' || state.modules.length === 0) return mask;
  const rules = rulesOf(state);
  let allowed = mask;
  for (let i = 0; i < KINDS.length; i++) {
    if ((mask & (1 << i)) !== 0 && rules.allows(state, seat, KINDS[i]) !== null) allowed &= ~(1 << i);
  }
  return allowed;
}

function baseKindMask(state: State, seat: Seat): number {
  if (state.phase === 'setup') {
    if (state.setup.order[state.setup.step] !== seat) return 0;
    return state.setup.awaiting === 'settlement' ? PLACE_SETTLEMENT : PLACE_ROAD;
  }
  if (state.phase !== 'playing') return 0;
  const s = state;
  const { turn } = s;
  if (turn.pending.kind === 'discard') return (turn.pending.counts[seat] ?? 0) > 0 ? DISCARD : 0;
  if (turn.seat !== seat) {
    if (!turn.trade || turn.pending.kind !== 'none' || !offeredTo(turn.trade, seat)) return 0;
    const counter = handTotal(s.hands[seat]) > 0 ? COUNTER : 0;
    const able = covers(s.hands[seat], turn.trade.want) && mayGiveGoods(s, seat, swappedGoods(turn.trade.goods));
    return (able ? ACCEPT | DECLINE : DECLINE) | counter;
  }
  if (turn.pending.kind === 'robber') return MOVE_ROBBER;
  // (Free roads run out before Road Building's free pieces only where a module adds other pieces: ships.)
  if (turn.pending.kind === 'roadBuilding') return s.pieces[seat].roads > 0 ? PLACE_ROAD : 0;
  let mask = cardPlays(s, seat);
  if (turn.dice === null) return mask | ROLL;
  const hand = s.hands[seat];
  const pieces = s.pieces[seat];
  if (pieces.roads > 0 && affords(hand, PRICES.road)) mask |= ROAD;
  if (pieces.settlements > 0 && affords(hand, PRICES.settlement)) mask |= SETTLEMENT;
  // A city replaces one of the seat's settlements: none on the board, no city.
  if (pieces.cities > 0 && pieces.settlements < indexOf(s).spec.pieces.settlements && affords(hand, PRICES.city)) mask |= CITY;
  if (devTotal(s.deck) > 0 && affords(hand, PRICES.developmentCard)) mask |= BUY;
  const most = Math.max(hand.brick, hand.lumber, hand.wool, hand.grain, hand.ore);
  if (most >= 2) mask |= BANK_TRADE;
  if (most > 0) mask |= OFFER;
  if (turn.trade) mask |= CANCEL | CONFIRM;
  return mask | END;
}

/**
 * The kinds of command a seat may send now. A kind is listed when it may have instances;
 * `legalOf` can still find none (e.g. a road the seat can afford but has nowhere to put).
 */
export function legalKinds(state: State, seat: Seat): CommandType[] {
  const mask = legalKindMask(state, seat);
  const kinds: CommandType[] = [];
  for (let i = 0; i < KINDS.length; i++) if ((mask & (1 << i)) !== 0) kinds.push(KINDS[i]);
  // The rule modules' own commands, after the base game's.
  if (state.phase === 'playing' && state.modules.length > 0) {
    for (const c of moduleLegal(state, seat)) if (!kinds.includes(c.type)) kinds.push(c.type);
  }
  if (state.phase === 'setup' && state.modules.length > 0 && mask !== 0) {
    for (const c of moduleSetupLegal(state, seat)) if (!kinds.includes(c.type)) kinds.push(c.type);
  }
  return kinds;
}

/** The legal instances of one kind of command (one of `legalKinds`). */
export function legalOf(state: State, seat: Seat, kind: CommandType): Command[] {
  if (state.phase === 'setup') {
    const t = indexOf(state).topology;
    if (kind === 'PlaceSettlement') return t.vertices.flatMap((vertex, v) => (spacious(state, v) ? [{ type: kind, seat, vertex }] : []));
    if (kind !== 'PlaceRoad') return isModuleKind(kind) ? moduleSetupLegal(state, seat).filter((c) => c.type === kind) : [];
    return t.vertexEdges[state.setup.lastSettlement].flatMap((e) => (roadFree(state, e) ? [{ type: 'PlaceRoad', seat, edge: t.edges[e] } as const] : []));
  }
  if (state.phase !== 'playing') return [];
  const s = state;
  switch (kind) {
    case 'DiscardResources': {
      const count = s.turn.pending.kind === 'discard' ? s.turn.pending.counts[seat] : 0;
      return discardChoices(s.hands[seat], count).map((resources) => ({ type: kind, seat, resources }));
    }
    case 'MoveRobber': return robberMoves(s, seat);
    case 'PlaceRoad': return roadSpots(s, seat, 'PlaceRoad');
    case 'BuildRoad': return roadSpots(s, seat, 'BuildRoad');
    case 'BuildSettlement': return settlementSpots(s, seat);
    case 'BuildCity': return citySpots(s, seat);
    case 'PlayMonopoly': return RESOURCES.map((resource) => ({ type: kind, seat, resource }));
    case 'PlayYearOfPlenty': return yearOfPlentyChoices(s, seat);
    case 'TradeWithBank': return bankTrades(s, seat);
    // (a module may list offers with its goods: C&K's commodities)
    case 'OfferTrade': return s.modules.length === 0 ? offers(s, seat) : [...offers(s, seat), ...moduleLegal(s, seat).filter((c) => c.type === kind)];
    case 'ConfirmTrade': return confirmations(s, seat);
    case 'CounterTrade': return counters(s, seat);
    case 'PlayKnight': case 'PlayRoadBuilding': case 'RollDice': case 'BuyDevelopmentCard':
    case 'AcceptTrade': case 'DeclineTrade': case 'CancelTrade': case 'EndTurn':
      return [{ type: kind, seat }];
    // Not enumerated here: set-up placement is handled above; lobby and table commands belong
    // to no seat's turn.
    case 'PlaceSettlement': case 'CreateGame': case 'ClaimSeat': case 'MarkReady': case 'TakeOverSeat': case 'ReturnToSeat':
      return [];
    default: {
      // A rule module's command (Friends': gifts, favors).
      if (isModuleKind(kind)) return s.modules.length === 0 ? [] : moduleLegal(s, seat).filter((c) => c.type === kind);
      const unknown: never = kind;
      throw new Error(`unknown command kind ${String(unknown)}`);
    }
  }
}

export function legalCommands(state: State, seat: Seat): Command[] {
  return legalKinds(state, seat).flatMap((kind) => legalOf(state, seat, kind));
}

/** The seats the game is waiting for: the one to place, the ones to discard, or the active player. */
export function awaitedSeats(state: State): Seat[] {
  if (state.phase === 'playing' && state.modules.length > 0) {
    // A rule module may wait for one seat's answer first (Friends: a gift offered to it).
    const seat = moduleAwaited(state);
    if (seat !== null) return [seat];
  }
  if (state.phase === 'playing' && state.turn.pending.kind !== 'discard') return [state.turn.seat];
  if (state.phase === 'setup') return [state.setup.order[state.setup.step]];
  if (state.phase !== 'playing') return [];
  const p = state.turn.pending;
  if (p.kind === 'discard') return p.counts.flatMap((n, seat) => (n > 0 ? [seat] : []));
  return [state.turn.seat];
}
