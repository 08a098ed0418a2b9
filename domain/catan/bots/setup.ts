// The set-up placement: two settlements and their roads. The good player weighs production,
// variety and harbors (the second settlement complementing the first); the easy one draws
// spots by their pips.
import type { Command } from '../base/commands.ts';
import { indexOf, type InPhase } from '../base/state.ts';
import { roadFree, spacious } from '../base/rules/placement.ts';
import type { Random } from '../../shared/random.ts';
import type { Seat } from '../base/types.ts';
import { boardFacts } from './board.ts';
import { outlook, spotValue, type Outlook } from './outlook.ts';

type Setup = InPhase<'setup'>;

/** What a set-up spot is worth: its weighted pips and harbor, plus each resource it adds to the seat's. */
export function setupValue(o: Outlook, v: number): number {
  let added = 0;
  for (let r = 0; r < 5; r++) if (o.facts.vertexPips[v * 5 + r] > 0 && o.production[r] === 0) added++;
  let value = spotValue(o, v) + added * 0.9;
  // Brick with lumber opens roads and settlements; grain with ore, cities.
  const has = (r: number) => o.production[r] + o.facts.vertexPips[v * 5 + r] > 0;
  if (has(0) && has(1)) value += 1;
  if (has(3) && has(4)) value += 1;
  return value;
}

export function goodSettlement(s: Setup, seat: Seat): Command {
  const o = outlook(s, seat);
  const { vertices } = indexOf(s).topology;
  let best = -1;
  let bestValue = -Infinity;
  for (let v = 0; v < vertices.length; v++) {
    if (!spacious(s, v)) continue;
    const value = setupValue(o, v);
    if (value > bestValue) {
      best = v;
      bestValue = value;
    }
  }
  return { type: 'PlaceSettlement', seat, vertex: vertices[best] };
}

/** The paths a set-up road may take from the settlement just placed (on a map with sea: land or coast, no ship). */
function setupRoadEdges(s: Setup): number[] {
  return indexOf(s).topology.vertexEdges[s.setup.lastSettlement].filter((e) => roadFree(s, e));
}

/** The set-up road: toward the best free spot two steps away from the settlement just placed. */
export function goodSetupRoad(s: Setup, seat: Seat): Command {
  const o = outlook(s, seat);
  const t = indexOf(s).topology;
  const from = s.setup.lastSettlement;
  let best = -1;
  let bestValue = -Infinity;
  for (const e of setupRoadEdges(s)) {
    const [a, b] = t.edgeVertices[e];
    const w = a === from ? b : a;
    let value = 0;
    for (const x of t.vertexNeighbors[w]) if (x !== from && spacious(s, x)) value = Math.max(value, spotValue(o, x));
    if (value > bestValue) {
      best = e;
      bestValue = value;
    }
  }
  return { type: 'PlaceRoad', seat, edge: t.edges[best] };
}

/** The easy player's settlement: a free spot drawn with weight (pips + 1)². */
export function drawSettlement(s: Setup, seat: Seat, random: Random): Command {
  const facts = boardFacts(s);
  const { vertices } = indexOf(s).topology;
  let total = 0;
  for (let v = 0; v < vertices.length; v++) if (spacious(s, v)) total += (facts.vertexTotal[v] + 1) ** 2;
  let x = random() * total;
  let last = -1;
  for (let v = 0; v < vertices.length; v++) {
    if (!spacious(s, v)) continue;
    last = v;
    if ((x -= (facts.vertexTotal[v] + 1) ** 2) < 0) break;
  }
  return { type: 'PlaceSettlement', seat, vertex: vertices[last] };
}

/** The easy player's set-up road: any free path from the settlement just placed. */
export function drawSetupRoad(s: Setup, seat: Seat, random: Random): Command {
  const t = indexOf(s).topology;
  const free = setupRoadEdges(s);
  return { type: 'PlaceRoad', seat, edge: t.edges[free[Math.floor(random() * free.length)]] };
}
