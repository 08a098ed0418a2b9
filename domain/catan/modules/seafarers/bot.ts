// Seafarers for the bots. Every level picks the gold it is owed (a good bot the resources it is
// shortest of, for its next build). In its turn a bot that cannot build a settlement or city but
// holds a ship's cost sails toward the nearest free coast it could settle (a foreign island's
// bonus and a fog space weigh more): ships are how it reaches the islands.
import type { Command } from '../../base/commands.ts';
import { covers, COSTS, handTotal } from '../../base/cards.ts';
import type { Random } from '../../../shared/random.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import { spacious } from '../../base/rules/placement.ts';
import { RESOURCES, type BotLevel, type Resource, type Seat } from '../../base/types.ts';
import { pickChoices } from './legal.ts';
import { placesOf } from './places.ts';
import { scenarioIn, seafarersPart } from './part.ts';
import { onPirateEdge, pirateVictims, SHIP_COST, shipSpots } from './ships.ts';
import { rulesOf } from '../../base/registry.ts';
import { robbable } from '../../base/decide/turn.ts';
import { visiblePoints } from '../../base/rules/points.ts';

type Playing = InPhase<'playing'>;

export function seafarersDuty(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  if (s.turn.seat === seat && s.turn.pending.kind === 'roadBuilding') return freeShip(s, seat);
  if (s.turn.seat === seat && s.turn.pending.kind === 'robber') return pirate(s, seat, level, random);
  const choices = pickChoices(s, seat);
  if (choices.length === 0) return null;
  if (level === 'random' || level === 'easy') return choices[Math.floor(random() * choices.length)];
  // The resources the seat holds least of (grain and ore first: cities), as the bank allows.
  const hand = s.hands[seat];
  const need = (r: Resource) => hand[r] + (r === 'grain' || r === 'ore' ? -0.5 : 0);
  const score = (c: Command) => (c.type === 'PickGold' ? -RESOURCES.reduce((n, r) => n + (c.resources[r] ?? 0) * need(r), 0) : 0);
  return choices.reduce((a, b) => (score(b) > score(a) ? b : a));
}

const pips = (token: number | null) => (token === null ? 0 : 6 - Math.abs(7 - token));

/** What a free coast at vertex v is worth: its hexes' pips, a bonus island's points, fog to find. */
function worth(s: Playing, seat: Seat, v: number): number {
  const t = indexOf(s).topology;
  const places = placesOf(s);
  let value = 0;
  for (const h of t.vertexHexes[v]) value += places.fog[h] === 1 ? 3 : pips(s.board.tiles[h].token);
  const island = places.islandOf[v];
  const part = seafarersPart(s);
  if (island >= 0 && !part.home[seat].includes(island) && !part.bonus[seat].includes(island)) value += 2 * scenarioIn(s).islands[island].bonus;
  return value;
}

/** The first ship of the shortest sea path to the best free coast within reach, or null. */
function sail(s: Playing, seat: Seat): number | null {
  const t = indexOf(s).topology;
  const places = placesOf(s);
  const part = seafarersPart(s);
  const dist = new Int16Array(t.vertices.length).fill(-1);
  const first = new Int32Array(t.vertices.length).fill(-1);
  const queue: number[] = [];
  for (let v = 0; v < t.vertices.length; v++) {
    const b = s.buildings[v];
    const own = b !== null && b.seat === seat;
    if (own || (b === null && t.vertexEdges[v].some((e) => part.ships[e] === seat))) {
      dist[v] = 0;
      queue.push(v);
    }
  }
  let best: number | null = null;
  let bestScore = 0;
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    if (dist[v] > 6) break;
    // A free coast to settle, or the edge of the fog (what lies under it is worth finding).
    const fog = t.vertexHexes[v].some((h) => places.fog[h] === 1);
    if (dist[v] > 0 && ((places.landVertex[v] === 1 && spacious(s, v)) || fog)) {
      const score = worth(s, seat, v) / dist[v];
      if (score > bestScore) { bestScore = score; best = first[v]; }
    }
    const b = s.buildings[v];
    if (dist[v] > 0 && b !== null && b.seat !== seat) continue;
    for (const e of t.vertexEdges[v]) {
      if (places.shipEdge[e] !== 1 || s.roads[e] !== -1 || part.ships[e] !== -1 || onPirateEdge(s, e)) continue;
      const [a, c] = t.edgeVertices[e];
      const w = a === v ? c : a;
      if (dist[w] >= 0) continue;
      dist[w] = dist[v] + 1;
      first[w] = dist[v] === 0 ? e : first[v];
      queue.push(w);
    }
  }
  return best;
}

/**
 * The pirate instead of the robber: when the leading opponent (most visible points) has a ship
 * the pirate can reach and no building the robber can reach, rob them at sea (an easy bot does so
 * half the time). Otherwise null: the robber.
 */
function pirate(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  if (level === 'random' || (level === 'easy' && random() < 0.5)) return null;
  const t = indexOf(s).topology;
  const places = placesOf(s);
  const rules = rulesOf(s);
  const others = s.hands.map((_, x) => x).filter((x) => x !== seat && handTotal(s.hands[x]) > 0);
  if (others.length === 0) return null;
  const leader = others.reduce((a, b) => (visiblePoints(s, b) > visiblePoints(s, a) ? b : a));
  for (let h = 0; h < t.hexes.length; h++) {
    if (t.hexes[h] !== s.robber && rules.robberMay(s, h) && robbable(s, h, seat).includes(leader)) return null;
  }
  const { pirate: at } = seafarersPart(s);
  for (let h = 0; h < t.hexes.length; h++) {
    if (places.sea[h] === 1 && t.hexes[h] !== at && pirateVictims(s, h, seat).includes(leader)) return { type: 'MovePirate', seat, hex: t.hexes[h], victim: leader };
  }
  return null;
}

/** Road Building's free piece as a ship, toward the best coast within reach (else the first spot). */
function freeShip(s: Playing, seat: Seat): Command | null {
  if (seafarersPart(s).shipsLeft[seat] === 0) return null;
  const e = sail(s, seat) ?? shipSpots(s, seat)[0];
  return e === undefined ? null : { type: 'PlaceShip', seat, edge: indexOf(s).topology.edges[e] };
}

export function seafarersMove(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  if (level === 'random') return null;
  const { turn } = s;
  if (turn.seat !== seat || turn.dice === null || turn.pending.kind !== 'none') return null;
  const hand = s.hands[seat];
  if (seafarersPart(s).shipsLeft[seat] === 0 || !covers(hand, SHIP_COST)) return null;
  // A settlement or city comes first; the easy bot sails half the time.
  if (covers(hand, COSTS.settlement) || covers(hand, COSTS.city) || (level === 'easy' && random() < 0.5)) return null;
  const e = sail(s, seat);
  return e === null ? null : { type: 'BuildShip', seat, edge: indexOf(s).topology.edges[e] };
}
