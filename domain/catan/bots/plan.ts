// A seat's plan: what to build next (its goals, best first), and what a hand is worth toward
// them. Every judgement of cards (trades, discards, card plays) goes through `handValue`.
import { devTotal, handTotal } from '../base/cards.ts';
import { indexOf } from '../base/state.ts';
import type { Seat } from '../base/types.ts';
import { cityValue, handOf, outlook, pipsWorth, spotValue, type Live, type Outlook } from './outlook.ts';
import { bestLongestRoad, lengthToTake, longestNow, reachableSpots } from './roads.ts';

export type GoalKind = 'city' | 'settlement' | 'devCard' | 'longestRoad';

export interface Goal {
  readonly kind: GoalKind;
  /** What it still costs in all, by resource index (a settlement's roads included). */
  readonly cost: readonly number[];
  /** What it is worth, in points. */
  readonly value: number;
  /** Value per turn of waiting: goals are ranked by it. */
  readonly score: number;
  /** The intersection to build on (city, settlement), or -1. */
  readonly vertex: number;
  /** The next road to build toward it (settlement, Longest Road), or -1. */
  readonly edge: number;
  readonly roads: number;
}

export interface Plan {
  readonly o: Outlook;
  readonly hand: number[];
  /** Up to two goals, best first. */
  readonly goals: Goal[];
}

const CITY = [0, 0, 0, 2, 3];
const DEV = [0, 0, 1, 1, 1];
const settlementCost = (roads: number) => [1 + roads, 1 + roads, 1, 1, 0];

/** Rolls until the seat holds `cost`, from its production and maritime trades. */
export function rollsFor(o: Outlook, hand: readonly number[], cost: readonly number[]): number {
  let rolls = 0;
  for (let r = 0; r < 5; r++) {
    const missing = cost[r] - hand[r];
    if (missing <= 0) continue;
    const rate = o.production[r] + o.totalProduction / (o.ratios[r] * 1.5) + 0.5;
    rolls += (missing * 36) / rate;
  }
  return rolls;
}

function goal(o: Outlook, hand: readonly number[], kind: GoalKind, cost: readonly number[], value: number, vertex = -1, edge = -1, roads = 0): Goal {
  const turns = rollsFor(o, hand, cost) / o.s.players;
  return { kind, cost, value, score: value / (1 + turns), vertex, edge, roads };
}

function cityGoal(o: Outlook, hand: readonly number[], style: Style): Goal | null {
  const { s, seat } = o;
  if (s.pieces[seat].cities === 0) return null;
  let best = -1;
  let bestValue = -1;
  s.buildings.forEach((b, v) => {
    if (b === null || b.seat !== seat || b.kind !== 'settlement') return;
    const value = cityValue(o, v);
    if (value > bestValue) {
      best = v;
      bestValue = value;
    }
  });
  return best < 0 ? null : goal(o, hand, 'city', CITY, 1 + pipsWorth(o, bestValue, style.income), best);
}

function settlementGoal(o: Outlook, hand: readonly number[], style: Style): Goal | null {
  const { s, seat } = o;
  if (s.pieces[seat].settlements === 0) return null;
  const maxRoads = s.pieces[seat].roads;
  let best: Goal | null = null;
  for (const spot of reachableSpots(s, seat)) {
    if (spot.roads > maxRoads) continue;
    const value = (1 + pipsWorth(o, spotValue(o, spot.vertex), style.income)) * 0.88 ** spot.roads;
    const g = goal(o, hand, 'settlement', settlementCost(spot.roads), value, spot.vertex, spot.edge, spot.roads);
    if (best === null || g.score > best.score) best = g;
  }
  return best;
}

/**
 * How a heuristic player weighs its goals: the Good bot's own, or the Expert's sharper one
 * (bots/expert.ts). In points: a development card's worth before Largest Army, Longest
 * Road's before the half point more for taking it from another seat, and a resource card of
 * income's (a city's or settlement's pips over the rest of the game: pipsWorth).
 */
export interface Style {
  readonly devCard: number;
  readonly longestRoad: number;
  readonly income: number;
}
export const GOOD_STYLE: Style = { devCard: 0.7, longestRoad: 2, income: 0.2 };

function devGoal(o: Outlook, hand: readonly number[], style: Style): Goal | null {
  const { s, seat } = o;
  if (s.phase !== 'playing' || devTotal(s.deck) === 0) return null;
  let value = style.devCard;
  if (s.largestArmy !== seat) {
    const holder = s.largestArmy === null ? 2 : s.knights[s.largestArmy];
    const mine = s.knights[seat] + s.devCards[seat].knight;
    if (mine + 1 > holder && mine + 2 >= 3) value += 0.9;
  }
  return goal(o, hand, 'devCard', DEV, value);
}

function longestRoadGoal(o: Outlook, hand: readonly number[], style: Style): Goal | null {
  const { s, seat } = o;
  const target = lengthToTake(s, seat);
  const now = longestNow(s, seat);
  const roads = target - now;
  if (roads > 3 || roads > s.pieces[seat].roads) return null;
  const next = bestLongestRoad(s, seat);
  if (next === null || next.length <= now) return null;
  const value = style.longestRoad + (s.longestRoad !== null ? 0.5 : 0);
  return goal(o, hand, 'longestRoad', [roads, roads, 0, 0, 0], value, -1, next.edge, roads);
}

export function planFor(s: Live, seat: Seat, style: Style = GOOD_STYLE): Plan {
  const o = outlook(s, seat);
  const hand = handOf(s, seat);
  const goals: Goal[] = [];
  for (const g of [cityGoal(o, hand, style), settlementGoal(o, hand, style), devGoal(o, hand, style), longestRoadGoal(o, hand, style)]) if (g) goals.push(g);
  goals.sort((a, b) => b.score - a.score);
  if (goals.length > 2) goals.length = 2;
  return { o, hand, goals };
}

const WEIGHTS = [1, 0.45];

/** What a hand is worth to the plan: progress toward its goals (the first first), and a little for spare cards. */
export function handValue(plan: Plan, hand: readonly number[]): number {
  const left = hand.slice();
  let value = 0;
  plan.goals.forEach((g, i) => {
    let covered = 0;
    let total = 0;
    for (let r = 0; r < 5; r++) {
      const use = Math.min(left[r], g.cost[r]);
      covered += use;
      total += g.cost[r];
      left[r] -= use;
    }
    if (total > 0) value += WEIGHTS[i] * (covered / total + (covered === total ? 0.35 : 0));
  });
  let count = 0;
  for (let r = 0; r < 5; r++) {
    value += left[r] * 0.03 * plan.o.need[r];
    count += hand[r];
  }
  // A big hand risks losing half of it to a 7.
  if (count > 7) value -= (count - 7) * 0.05;
  return value;
}

export const total = (cards: readonly number[]) => cards[0] + cards[1] + cards[2] + cards[3] + cards[4];

/** Cards in a seat's hand, as the viewer counts them. */
export const cardsOf = (o: Outlook, seat: Seat) => handTotal(o.s.hands[seat]);

/** The intersection index's key and the edge index's key, for commands. */
export const vertexKey = (o: Outlook, v: number) => indexOf(o.s).topology.vertices[v];
export const edgeKey = (o: Outlook, e: number) => indexOf(o.s).topology.edges[e];
