// Each helper's ability: its conditions and effects, once decide.ts has judged the card itself.
// The helpers that change a price reuse the base game's decision on a hand changed as the helper
// pays (HelperPaid), so every rule of the base action (where, pieces left, the price) is judged once.
import { addBundle, COSTS, covers, devTotal, handTotal, normalized, pickDevCard, addCard } from '../../base/cards.ts';
import { replace } from '../../base/draft.ts';
import type { Event } from '../../base/events.ts';
import type { Rejection } from '../../base/rejections.ts';
import { indexOf } from '../../base/state.ts';
import { RESOURCES, type Bundle, type DevCard, type Resource, type Seat } from '../../base/types.ts';
import { activeProblem, mainPhaseProblem, pendingProblem, type Decision, type Playing } from '../../base/decide/common.ts';
import { buildCity, buildRoad, buildSettlement } from '../../base/decide/build.ts';
import { roadProblem } from '../../base/rules/placement.ts';
import { longestRoad, longestRoadHolder } from '../../base/rules/longestRoad.ts';
import { visiblePoints } from '../../base/rules/points.ts';
import { reject } from '../../base/rejections.ts';
import { ARCHITECT_LOOK, type HelperUse } from './commands.ts';
import type { HelpersEvent } from './events.ts';
import { helpersPart, turnNumber } from './state.ts';

type Out = Event | HelpersEvent;
type Effects = Out[] | Rejection;

const isResource = (x: unknown): x is Resource => (RESOURCES as readonly unknown[]).includes(x);

/** The base decision's events, or its rejection. */
const base = (d: Decision): Effects => (d.ok ? [...d.events] : d.rejection);

/** The state with the seat's hand changed as HelperPaid changes it (paying `paid`, taking `instead`). */
function paying(p: Playing, seat: Seat, paid: Bundle, instead: Bundle): Playing {
  const hand = addBundle(addBundle(p.hands[seat], paid, -1, true), instead, 1, true);
  return { ...p, hands: replace(p.hands, seat, hand) };
}

/** The HelperPaid event and the base event it prices. */
function priced(p: Playing, seat: Seat, paid: Bundle, instead: Bundle, decideBase: (s: Playing) => Decision): Effects {
  const effects = base(decideBase(paying(p, seat, paid, instead)));
  if (!Array.isArray(effects)) return effects;
  return [{ type: 'HelperPaid', seat, paid: normalized(paid), instead: normalized(instead) }, ...effects];
}

function merchant(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'merchant' }>): Effects {
  const bad = mainPhaseProblem(p, seat);
  if (bad) return bad;
  if (!isResource(use.resource) || !Array.isArray(use.from as unknown)) return reject('command/invalid');
  const seats = use.from.map((d) => d?.seat);
  const distinct = new Set(seats).size === seats.length;
  if (seats.length < 1 || seats.length > 2 || !distinct || seats.some((o) => !Number.isInteger(o) || o === seat || o < 0 || o >= p.players)) {
    return reject('helpers/bad-demand');
  }
  if (!use.from.every((d) => isResource(d.give))) return reject('command/invalid', 'Name the card you give back.');
  // Each card received is paid for at once with the card named for that partner.
  const hand = { ...p.hands[seat] };
  const partners = use.from.map((d) => {
    if (p.hands[d.seat][use.resource] === 0) return { seat: d.seat, give: null };
    hand[use.resource] += 1;
    hand[d.give] -= 1;
    return { seat: d.seat, give: d.give };
  });
  if (RESOURCES.some((r) => hand[r] < 0)) return reject('rule/insufficient-resources', 'You cannot give back those cards.');
  return [{ type: 'MerchantTraded', seat, resource: use.resource, partners }];
}

function mendicant(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'mendicant' }>): Effects {
  if (use.instead !== 'brick' && use.instead !== 'lumber' || !isResource(use.pay)) return reject('command/invalid');
  if (use.pay === use.instead) return reject('helpers/invalid-substitute');
  const bad = mainPhaseProblem(p, seat);
  if (bad) return bad;
  if (p.hands[seat][use.pay] === 0) return reject('rule/insufficient-resources');
  return priced(p, seat, { [use.pay]: 1 }, { [use.instead]: 1 }, (s) => buildRoad({ type: 'BuildRoad', seat, edge: use.edge }, s));
}

/** The Mayor's and the General's call by this turn's roll, if any. */
const callOf = (p: Playing, seat: Seat, helper: 'mayor' | 'general') =>
  helpersPart(p).calls.find((c) => c.seat === seat && c.helper === helper && c.turn === turnNumber(p)) ?? null;

function take(p: Playing, seat: Seat, resource: unknown): Effects {
  if (!isResource(resource)) return reject('command/invalid', 'Name a resource.');
  if (p.bank[resource] === 0) return reject('rule/bank-empty');
  return [{ type: 'HelperResourceTaken', seat, resource }];
}

function mayor(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'mayor' }>): Effects {
  return callOf(p, seat, 'mayor') === null ? reject('helpers/not-called') : take(p, seat, use.resource);
}

function general(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'general' }>): Effects {
  const call = callOf(p, seat, 'general');
  if (call === null) return reject('helpers/not-called');
  if (call.effect === 'take') return take(p, seat, use.resource);
  // Over 7 cards the General only excuses (RULES.md §4.2): "take 1 resource instead" is for 7 or fewer.
  if (use.resource !== undefined) return reject('command/invalid', 'With more than 7 cards the General excuses you from discarding; he gives no resource.');
  const pending = p.turn.pending;
  // Excused only while the discard is owed: once discarded, the card has nothing left to do.
  if (pending.kind !== 'discard' || pending.counts[seat] === 0) return reject('helpers/not-called', 'You have already discarded.');
  return [{ type: 'DiscardExcused', seat }];
}

/** A road of the seat with an end touching none of its pieces (no building of its own, no other road of its own). */
export function isEndRoad(p: Playing, seat: Seat, e: number): boolean {
  const t = indexOf(p).topology;
  if (p.roads[e] !== seat) return false;
  return t.edgeVertices[e].some((v) => {
    const b = p.buildings[v];
    if (b !== null && b.seat === seat) return false;
    return t.vertexEdges[v].every((f) => f === e || p.roads[f] !== seat);
  });
}

/** Longest Road once the seat's roads changed (a moved road may lengthen or shorten its line). */
function longestAfter(after: Playing): Event[] {
  const lengths = after.hands.map((_, s) => longestRoad(after, s));
  const holder = longestRoadHolder(lengths, after.longestRoad);
  const length = holder === null ? 0 : lengths[holder];
  return holder !== after.longestRoad || length !== after.longestRoadLength ? [{ type: 'LongestRoadChanged', holder, length }] : [];
}

function explorer(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'explorer' }>): Effects {
  const bad = mainPhaseProblem(p, seat);
  if (bad) return bad;
  const { edgeIndex } = indexOf(p).topology;
  const from = edgeIndex.get(use.from);
  const to = edgeIndex.get(use.to);
  if (from === undefined || to === undefined) return reject('rule/unknown-edge');
  if (!isEndRoad(p, seat, from)) return reject('helpers/not-an-end-road');
  if (to === from) return reject('rule/occupied');
  const without = { ...p, roads: replace(p.roads, from, -1) };
  const where = roadProblem(without, seat, to);
  if (where) return reject(where);
  const after = { ...p, roads: replace(without.roads, to, seat) };
  return [{ type: 'RoadMoved', seat, from: use.from, to: use.to }, ...longestAfter(after)];
}

function architect(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'architect' }>): Effects {
  const bad = mainPhaseProblem(p, seat);
  if (bad) return bad;
  const substitutes = use.instead !== undefined || use.pay !== undefined;
  if (substitutes && (!isResource(use.pay) || (use.instead !== 'wool' && use.instead !== 'grain' && use.instead !== 'ore'))) {
    return reject('command/invalid');
  }
  if (substitutes && use.pay === use.instead) return reject('helpers/invalid-substitute');
  const paid: Bundle = substitutes ? { [use.pay!]: 1 } : {};
  const instead: Bundle = substitutes ? { [use.instead!]: 1 } : {};
  if (!covers(p.hands[seat], paid) || !covers(paying(p, seat, paid, instead).hands[seat], COSTS.developmentCard)) {
    return reject('rule/insufficient-resources', 'A development card costs 1 ore, 1 wool and 1 grain.');
  }
  const count = Math.min(ARCHITECT_LOOK, devTotal(p.deck));
  if (count === 0) return reject('rule/no-development-cards');
  const draws = use.draws;
  if (!Array.isArray(draws) || draws.length < count || !draws.slice(0, count).every((d) => typeof d === 'number' && d >= 0 && d < 1)) {
    return reject('command/missing-input');
  }
  // The top cards: drawn one after the other from the shuffled deck (the deck has no order to keep).
  let deck = p.deck;
  const cards: DevCard[] = [];
  for (let i = 0; i < count; i++) {
    const card = pickDevCard(deck, draws[i])!;
    cards.push(card);
    deck = addCard(deck, card, -1, true);
  }
  return [{ type: 'DeckShown', seat, cards, paid: normalized(paid), instead: normalized(instead) }];
}

function robberBride(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'robberBride' }>): Effects {
  // In the holder's turn, before the roll too (as a knight may be), with nothing pending.
  const bad = activeProblem(p, seat) ?? pendingProblem(p);
  if (bad) return bad;
  const { hexIndex } = indexOf(p).topology;
  const tiles = p.board.tiles;
  const left = tiles[hexIndex.get(p.robber)!];
  if (left.terrain === 'desert') return reject('helpers/robber-in-desert');
  const h = hexIndex.get(use.hex);
  if (h === undefined) return reject('rule/unknown-hex');
  if (tiles[h].terrain !== 'desert') return reject('helpers/not-a-desert');
  const resource = indexOf(p).production[hexIndex.get(p.robber)!]!;
  // An empty bank pays nothing; the robber still goes home.
  const paid: Out[] = p.bank[resource] > 0 ? [{ type: 'HelperResourceTaken', seat, resource }] : [];
  return [{ type: 'RobberMoved', seat, hex: use.hex }, ...paid];
}

function captain(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'captain' }>): Effects {
  const bad = mainPhaseProblem(p, seat);
  if (bad) return bad;
  return isResource(use.resource) ? [{ type: 'PortOpened', seat, resource: use.resource }] : reject('command/invalid', 'Name a resource.');
}

/** Largest Army once a seat's played knights fell by one (the Priest): the Longest Road rule, with 3 knights. */
function armyAfter(p: Playing, seat: Seat): Event[] {
  const knights = replace(p.knights, seat, p.knights[seat] - 1);
  const max = Math.max(...knights);
  const holder = p.largestArmy;
  const leaders = knights.flatMap((k, s) => (k === max ? [s] : []));
  const next = max < 3 ? null : holder !== null && knights[holder] === max ? holder : leaders.length === 1 ? leaders[0] : null;
  return next === holder ? [] : [{ type: 'LargestArmyChanged', holder: next }];
}

function priest(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'priest' }>): Effects {
  if (use.build !== 'settlement' && use.build !== 'city' || use.knight !== 'hand' && use.knight !== 'table') return reject('command/invalid');
  const bad = mainPhaseProblem(p, seat);
  if (bad) return bad;
  const knights = use.knight === 'hand' ? p.devCards[seat].knight : p.knights[seat];
  if (knights === 0) return reject('helpers/no-knight');
  // The Priest's price: the usual one less what the bank hands over just before it is paid.
  const instead: Bundle = use.build === 'settlement' ? { wool: 1, grain: 1 } : { grain: 1, ore: 1 };
  const built = priced(p, seat, {}, instead, (s) => (use.build === 'settlement'
    ? buildSettlement({ type: 'BuildSettlement', seat, vertex: use.vertex }, s)
    : buildCity({ type: 'BuildCity', seat, vertex: use.vertex }, s)));
  if (!Array.isArray(built)) return built;
  const army = use.knight === 'table' ? armyAfter(p, seat) : [];
  return [{ type: 'KnightDiscarded', seat, from: use.knight }, ...army, ...built];
}

function noblewoman(p: Playing, seat: Seat, use: Extract<HelperUse, { helper: 'noblewoman' }>): Effects {
  const bad = mainPhaseProblem(p, seat);
  if (bad) return bad;
  const t = use.target;
  if (!Number.isInteger(t) || t < 0 || t >= p.players || t === seat) return reject('seat/unknown');
  if (visiblePoints(p, t) <= visiblePoints(p, seat)) return reject('helpers/not-ahead');
  if (handTotal(p.hands[t]) === 0) return reject('helpers/empty-hand');
  return [{ type: 'HandShown', seat, target: t, hand: normalized(p.hands[t]) }];
}

/** The effects of a use by `seat`, or why the ability cannot be used now. */
export function abilityEffects(p: Playing, seat: Seat, use: HelperUse): Effects {
  switch (use.helper) {
    case 'merchant': return merchant(p, seat, use);
    case 'mendicant': return mendicant(p, seat, use);
    case 'mayor': return mayor(p, seat, use);
    case 'explorer': return explorer(p, seat, use);
    case 'general': return general(p, seat, use);
    case 'architect': return architect(p, seat, use);
    case 'robberBride': return robberBride(p, seat, use);
    case 'captain': return captain(p, seat, use);
    case 'priest': return priest(p, seat, use);
    case 'noblewoman': return noblewoman(p, seat, use);
    default: {
      const unknown: never = use;
      void unknown;
      return reject('command/invalid', 'Unknown helper.');
    }
  }
}
