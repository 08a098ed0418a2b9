// One legal instance of a kind of command, drawn uniformly at random without listing them all:
// the random player's and the easy bot's fast path (legal.ts lists every instance).
import type { Command, CommandType } from './commands.ts';
import { indexOf, type InPhase, type State } from './state.ts';
import { canSettle, roadFree, roadSpotEdges, spacious } from './rules/placement.ts';
import { robbable, robbableCount } from './decide/turn.ts';
import { RESOURCES, type Seat } from './types.ts';
import { canGive, legalOf } from './legal.ts';
import { rulesOf } from './registry.ts';

type Playing = InPhase<'playing'>;

/** One of bankTrades(s, seat) uniformly, without listing them. */
function randomBankTrade(s: Playing, seat: Seat, random: () => number): Command | null {
  let receivers = 0;
  for (const r of RESOURCES) if (s.bank[r] > 0) receivers++;
  let total = 0;
  const counts = [0, 0, 0, 0, 0];
  for (let g = 0; g < 5; g++) {
    const give = RESOURCES[g];
    if (!canGive(s, seat, give)) continue;
    counts[g] = receivers - (s.bank[give] > 0 ? 1 : 0);
    total += counts[g];
  }
  if (total === 0) return null;
  let i = Math.floor(random() * total);
  let g = 0;
  while (i >= counts[g]) i -= counts[g++];
  for (const receive of RESOURCES) {
    if (receive === RESOURCES[g] || s.bank[receive] === 0) continue;
    if (i-- === 0) return { type: 'TradeWithBank', seat, give: RESOURCES[g], receive };
  }
  return null;
}

/** One of offers(s, seat) uniformly (a card held for one of each other resource), building only that one. */
function randomOffer(s: Playing, seat: Seat, random: () => number): Command | null {
  const hand = s.hands[seat];
  let held = 0;
  for (const r of RESOURCES) if (hand[r] > 0) held++;
  if (held === 0) return null;
  const i = Math.floor(random() * held * 4);
  let g = Math.floor(i / 4);
  let give = 0;
  while (hand[RESOURCES[give]] === 0 || g-- > 0) give++;
  // The want: the (i % 4)-th resource other than the one given.
  const w = i % 4;
  const want = w < give ? w : w + 1;
  return { type: 'OfferTrade', seat, give: { [RESOURCES[give]]: 1 }, want: { [RESOURCES[want]]: 1 } };
}

/** One of yearOfPlentyChoices(s, seat) uniformly (in its order), building only that one. */
function randomYearOfPlenty(s: Playing, seat: Seat, random: () => number): Command | null {
  const bank = s.bank;
  let bankTotal = 0;
  for (const r of RESOURCES) bankTotal += bank[r];
  if (bankTotal < 2) {
    // One card of a resource the bank still has.
    let n = 0;
    for (const r of RESOURCES) if (bank[r] > 0) n++;
    if (n === 0) return null;
    let i = Math.floor(random() * n);
    for (const r of RESOURCES) if (bank[r] > 0 && i-- === 0) return { type: 'PlayYearOfPlenty', seat, resources: { [r]: 1 } };
    return null;
  }
  // Two cards: the pairs a ≤ b (in RESOURCES order) the bank can give.
  const may = (a: number, b: number) => (a === b ? bank[RESOURCES[a]] >= 2 : bank[RESOURCES[a]] > 0 && bank[RESOURCES[b]] > 0);
  let n = 0;
  for (let a = 0; a < 5; a++) for (let b = a; b < 5; b++) if (may(a, b)) n++;
  if (n === 0) return null;
  let i = Math.floor(random() * n);
  for (let a = 0; a < 5; a++) {
    for (let b = a; b < 5; b++) {
      if (!may(a, b) || i-- > 0) continue;
      const resources = a === b ? { [RESOURCES[a]]: 2 } : { [RESOURCES[a]]: 1, [RESOURCES[b]]: 1 };
      return { type: 'PlayYearOfPlenty', seat, resources };
    }
  }
  return null;
}

/**
 * One legal instance of a kind, uniformly at random: the same choice as picking from
 * `legalOf(state, seat, kind)`, without building every instance (what a bot needs, fast).
 */
export function randomOf(state: State, seat: Seat, kind: CommandType, random: () => number): Command | null {
  if (state.phase === 'setup' && kind === 'PlaceSettlement') {
    // Count the spots, then walk to the drawn one: the same pick as legalOf's list, without it.
    const t = indexOf(state).topology;
    let n = 0;
    for (let v = 0; v < t.vertices.length; v++) if (spacious(state, v)) n++;
    let i = Math.floor(random() * n);
    for (let v = 0; v < t.vertices.length; v++) if (spacious(state, v) && i-- === 0) return { type: kind, seat, vertex: t.vertices[v] };
    return null;
  }
  if (state.phase === 'setup' && kind === 'PlaceRoad') {
    // The free edges at the settlement just placed, counted and walked as for settlements.
    const t = indexOf(state).topology;
    const at = t.vertexEdges[state.setup.lastSettlement];
    let n = 0;
    for (const e of at) if (roadFree(state, e)) n++;
    if (n === 0) return null;
    let i = Math.floor(random() * n);
    for (const e of at) if (roadFree(state, e) && i-- === 0) return { type: kind, seat, edge: t.edges[e] };
    return null;
  }
  if (state.phase === 'playing' && (kind === 'BuildRoad' || kind === 'PlaceRoad' || kind === 'BuildSettlement')) {
    const t = indexOf(state).topology;
    const spots: number[] = [];
    if (kind === 'BuildSettlement') {
      for (let v = 0; v < t.vertices.length; v++) if (canSettle(state, seat, v)) spots.push(v);
      if (spots.length === 0) return null;
      return { type: kind, seat, vertex: t.vertices[spots[Math.floor(random() * spots.length)]] };
    }
    const edges = roadSpotEdges(state, seat);
    if (edges.length === 0) return null;
    return { type: kind, seat, edge: t.edges[edges[Math.floor(random() * edges.length)]] };
  }
  if (state.phase === 'playing' && kind === 'MoveRobber') {
    // Each hex offers "no victim" plus every robbable seat next to it (legalOf's order).
    const t = indexOf(state).topology;
    const counts = new Array<number>(t.hexes.length);
    const rules = state.modules.length === 0 ? null : rulesOf(state);
    let total = 0;
    for (let h = 0; h < t.hexes.length; h++) {
      const may = t.hexes[h] !== state.robber && (rules === null || rules.robberMay(state, h));
      counts[h] = may ? 1 + robbableCount(state, h, seat) : 0;
      total += counts[h];
    }
    let i = Math.floor(random() * total);
    let h = 0;
    while (i >= counts[h]) i -= counts[h++];
    return { type: kind, seat, hex: t.hexes[h], victim: i === 0 ? null : robbable(state, h, seat)[i - 1] };
  }
  if (state.phase === 'playing' && kind === 'TradeWithBank') return randomBankTrade(state, seat, random);
  if (state.phase === 'playing' && kind === 'OfferTrade') return randomOffer(state, seat, random);
  if (state.phase === 'playing' && kind === 'PlayYearOfPlenty') return randomYearOfPlenty(state, seat, random);
  switch (kind) {
    case 'PlayKnight': case 'PlayRoadBuilding': case 'RollDice': case 'BuyDevelopmentCard':
    case 'AcceptTrade': case 'DeclineTrade': case 'CancelTrade': case 'EndTurn':
      return state.phase === 'playing' ? { type: kind, seat } : null;
    default:
  }
  const options = legalOf(state, seat, kind);
  return options.length > 0 ? options[Math.floor(random() * options.length)] : null;
}
