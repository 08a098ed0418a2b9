// Where a bot's ships should go: the best free coast (or fog) within six sea paths of its ships
// and buildings, worth its hexes' pips (a bonus island's points, a fog space's discovery more)
// over its distance; and a ship worth moving to the front of that voyage.
import type { Command } from '../../base/commands.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import { rulesOf } from '../../base/registry.ts';
import { spacious } from '../../base/rules/placement.ts';
import type { Seat } from '../../base/types.ts';
import { placesOf } from './places.ts';
import { scenarioIn, seafarersPart } from './part.ts';
import { movableShips, onPirateEdge, shipProblem } from './ships.ts';

type Playing = InPhase<'playing'>;

/** The first sea path of the way to the best coast, and how good that coast is for its distance. */
export interface Course { readonly edge: number; readonly score: number }

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

/** The best course from the seat's pieces, as if the ship on `lifted` were gone and one stood on `placed`. */
export function course(s: Playing, seat: Seat, lifted = -1, placed = -1): Course | null {
  const t = indexOf(s).topology;
  const places = placesOf(s);
  const { ships } = seafarersPart(s);
  const own = (e: number) => e === placed || (e !== lifted && ships[e] === seat);
  const taken = (e: number) => e === placed || s.roads[e] !== -1 || (e !== lifted && ships[e] !== -1);
  const rules = rulesOf(s);
  const dist = new Int16Array(t.vertices.length).fill(-1);
  const first = new Int32Array(t.vertices.length).fill(-1);
  const queue: number[] = [];
  for (let v = 0; v < t.vertices.length; v++) {
    const b = s.buildings[v];
    // As shipProblem judges: an opponent's piece there (a knight) ends the seat's line.
    if ((b !== null && b.seat === seat) || (b === null && rules.passes(s, seat, v) && t.vertexEdges[v].some(own))) {
      dist[v] = 0;
      queue.push(v);
    }
  }
  let best: Course | null = null;
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    if (dist[v] > 6) break;
    // A free coast to settle, or the edge of the fog (what lies under it is worth finding).
    const fog = t.vertexHexes[v].some((h) => places.fog[h] === 1);
    if (dist[v] > 0 && ((places.landVertex[v] === 1 && spacious(s, v)) || fog)) {
      const score = worth(s, seat, v) / dist[v];
      if (best === null || score > best.score) best = { edge: first[v], score };
    }
    const b = s.buildings[v];
    if (dist[v] > 0 && ((b !== null && b.seat !== seat) || (b === null && !rules.passes(s, seat, v)))) continue;
    for (const e of t.vertexEdges[v]) {
      if (places.shipEdge[e] !== 1 || taken(e) || onPirateEdge(s, e)) continue;
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
 * A ship to move this turn: one whose lifting leaves the voyage as good, moved to the voyage's
 * next path, when that brings the best coast clearly nearer (a quarter better). Null: none.
 */
export function shipMove(s: Playing, seat: Seat): Command | null {
  if (seafarersPart(s).movedTurn === s.turn.number) return null;
  const now = course(s, seat)?.score ?? 0;
  const { edges } = indexOf(s).topology;
  let move: Command | null = null;
  let bar = now * 1.25 + 0.01;
  for (const from of movableShips(s, seat)) {
    const freed = course(s, seat, from);
    if (freed === null || freed.edge === from || shipProblem(s, seat, freed.edge, from) !== null) continue;
    const score = course(s, seat, from, freed.edge)?.score ?? 0;
    if (score > bar) {
      bar = score;
      move = { type: 'MoveShip', seat, from: edges[from], to: edges[freed.edge] };
    }
  }
  return move;
}
