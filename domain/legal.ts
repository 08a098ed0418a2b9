// legalCommands(state, seat): everything a seat may do now, without the application's inputs
// (dice, draws). The backbone of bots, UI hints and tests. Domestic offers are enumerated as
// one-for-one proposals only: the space of all offers is not usefully enumerable.
import type { Command } from './commands.ts';
import { COSTS, covers, devTotal } from './cards.ts';
import { indexOf, type InPhase, type State } from './state.ts';
import { anyRoadSpot, roadProblem, settlementProblem, spacious } from './rules/placement.ts';
import { robbable } from './decide/turn.ts';
import { maritimeRatio } from './decide/trade.ts';
import { playProblem } from './decide/devcards.ts';
import { RESOURCES, type Bundle, type Resource, type Seat } from './types.ts';

type Playing = InPhase<'playing'>;

/** Every way to choose `count` cards from a hand. */
export function discardChoices(hand: Readonly<Record<Resource, number>>, count: number): Bundle[] {
  const out: Bundle[] = [];
  const pick: Record<string, number> = {};
  const go = (i: number, left: number) => {
    if (i === RESOURCES.length) {
      if (left === 0) out.push({ ...pick });
      return;
    }
    const r = RESOURCES[i];
    let rest = 0;
    for (let j = i + 1; j < RESOURCES.length; j++) rest += hand[RESOURCES[j]];
    for (let n = Math.max(0, left - rest); n <= Math.min(hand[r], left); n++) {
      if (n > 0) pick[r] = n;
      else delete pick[r];
      go(i + 1, left - n);
    }
    delete pick[r];
  };
  go(0, count);
  return out;
}

function setupCommands(s: InPhase<'setup'>, seat: Seat): Command[] {
  if (s.setup.order[s.setup.step] !== seat) return [];
  const t = indexOf(s).topology;
  if (s.setup.awaiting === 'settlement') {
    return t.vertices.flatMap((vertex, v) => (spacious(s, v) ? [{ type: 'PlaceSettlement', seat, vertex } as const] : []));
  }
  return t.vertexEdges[s.setup.lastSettlement].flatMap((e) =>
    s.roads[e] === -1 ? [{ type: 'PlaceRoad', seat, edge: t.edges[e] } as const] : []);
}

function cardPlays(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  if (!playProblem(s, seat, 'knight')) out.push({ type: 'PlayKnight', seat });
  if (!playProblem(s, seat, 'roadBuilding') && s.pieces[seat].roads > 0 && anyRoadSpot(s, seat)) out.push({ type: 'PlayRoadBuilding', seat });
  if (!playProblem(s, seat, 'monopoly')) for (const resource of RESOURCES) out.push({ type: 'PlayMonopoly', seat, resource });
  if (!playProblem(s, seat, 'yearOfPlenty')) {
    RESOURCES.forEach((a, i) => RESOURCES.slice(i).forEach((b) => {
      const resources: Bundle = a === b ? { [a]: 2 } : { [a]: 1, [b]: 1 };
      if (covers(s.bank, resources)) out.push({ type: 'PlayYearOfPlenty', seat, resources });
    }));
  }
  return out;
}

function buildCommands(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  const t = indexOf(s).topology;
  const hand = s.hands[seat];
  const pieces = s.pieces[seat];
  if (pieces.roads > 0 && covers(hand, COSTS.road)) {
    t.edges.forEach((edge, e) => { if (roadProblem(s, seat, e) === null) out.push({ type: 'BuildRoad', seat, edge }); });
  }
  if (pieces.settlements > 0 && covers(hand, COSTS.settlement)) {
    t.vertices.forEach((vertex, v) => { if (settlementProblem(s, seat, v) === null) out.push({ type: 'BuildSettlement', seat, vertex }); });
  }
  if (pieces.cities > 0 && covers(hand, COSTS.city)) {
    s.buildings.forEach((b, v) => {
      if (b && b.seat === seat && b.kind === 'settlement') out.push({ type: 'BuildCity', seat, vertex: t.vertices[v] });
    });
  }
  if (devTotal(s.deck) > 0 && covers(hand, COSTS.developmentCard)) out.push({ type: 'BuyDevelopmentCard', seat });
  return out;
}

function tradeCommands(s: Playing, seat: Seat): Command[] {
  const out: Command[] = [];
  const hand = s.hands[seat];
  for (const give of RESOURCES) {
    if (hand[give] === 0) continue;
    const ratio = maritimeRatio(s, seat, give);
    for (const receive of RESOURCES) {
      if (receive === give) continue;
      if (hand[give] >= ratio && s.bank[receive] > 0) out.push({ type: 'TradeWithBank', seat, give, receive });
      out.push({ type: 'OfferTrade', seat, give: { [give]: 1 }, want: { [receive]: 1 } });
    }
  }
  const trade = s.turn.trade;
  if (trade) {
    out.push({ type: 'CancelTrade', seat });
    trade.responses.forEach((r, partner) => {
      const [give, want] = r.kind === 'accepted' ? [trade.give, trade.want] : r.kind === 'countered' ? [r.want, r.give] : [null, null];
      if (give && want && covers(hand, give) && covers(s.hands[partner], want)) out.push({ type: 'ConfirmTrade', seat, partner });
    });
  }
  return out;
}

function playingCommands(s: Playing, seat: Seat): Command[] {
  const { turn } = s;
  if (turn.pending.kind === 'discard') {
    const count = turn.pending.counts[seat] ?? 0;
    return count > 0 ? discardChoices(s.hands[seat], count).map((resources) => ({ type: 'DiscardResources', seat, resources })) : [];
  }
  if (turn.seat !== seat) {
    if (!turn.trade || turn.pending.kind !== 'none') return [];
    const out: Command[] = [{ type: 'DeclineTrade', seat }];
    if (covers(s.hands[seat], turn.trade.want)) out.unshift({ type: 'AcceptTrade', seat });
    return out;
  }
  const t = indexOf(s).topology;
  switch (turn.pending.kind) {
    case 'robber':
      return t.hexes.flatMap((hex, h) => {
        if (hex === s.robber) return [];
        const victims = robbable(s, h, seat);
        return [{ type: 'MoveRobber', seat, hex, victim: null } as const, ...victims.map((victim) => ({ type: 'MoveRobber', seat, hex, victim } as const))];
      });
    case 'roadBuilding':
      return t.edges.flatMap((edge, e) => (roadProblem(s, seat, e) === null ? [{ type: 'PlaceRoad', seat, edge } as const] : []));
    case 'none':
      if (turn.dice === null) return [...cardPlays(s, seat), { type: 'RollDice', seat }];
      return [...buildCommands(s, seat), ...cardPlays(s, seat), ...tradeCommands(s, seat), { type: 'EndTurn', seat }];
  }
}

export function legalCommands(state: State, seat: Seat): Command[] {
  switch (state.phase) {
    case 'setup': return setupCommands(state, seat);
    case 'playing': return playingCommands(state, seat);
    default: return [];
  }
}

/** The seats the game is waiting for: the one to place, the ones to discard, or the active player. */
export function awaitedSeats(state: State): Seat[] {
  if (state.phase === 'setup') return [state.setup.order[state.setup.step]];
  if (state.phase !== 'playing') return [];
  const p = state.turn.pending;
  if (p.kind === 'discard') return p.counts.flatMap((n, seat) => (n > 0 ? [seat] : []));
  return [state.turn.seat];
}
