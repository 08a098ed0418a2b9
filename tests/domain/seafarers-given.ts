// Seafarers situations for the rulebook-style tests: games on a scenario's map, set up by real
// commands, with places named by axial coordinates as RULES.md §7.4 gives them ("q,r" hexes; a
// corner or side of a hex by its compass name).
import {
  decide, fold, hexCorners, seafarers, initialState, parseHexKey, sideOf, topologyOf,
  type Command, type EdgeKey, type Event, type HexKey, type SideName, type State, type VertexKey,
} from '../../domain/catan/index.ts';
import { Given, gives, played } from './given.ts';

const CORNERS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** A corner of a hex: `corner('2,4', 'NE')`. */
export function corner(hex: HexKey, name: (typeof CORNERS)[number]): VertexKey {
  const { q, r } = parseHexKey(hex);
  return hexCorners(q, r)[CORNERS.indexOf(name)];
}

/** A side of a hex: `side('2,4', 'E')`. */
export const side = (hex: HexKey, name: SideName): EdgeKey => sideOf(hex, name);

/** The path joining two neighbouring intersections on the game's board. */
export function between(s: State, a: VertexKey, b: VertexKey): EdgeKey {
  if (s.phase === 'none') throw new Error('no game');
  const t = topologyOf(s.board.tiles.map((x) => x.hex));
  const va = t.vertexIndex.get(a)!;
  const vb = t.vertexIndex.get(b)!;
  const e = t.vertexEdges[va].find((i) => t.edgeVertices[i].includes(vb));
  if (e === undefined) throw new Error(`${a} and ${b} are not neighbours`);
  return t.edges[e];
}

/** A Seafarers game on `board` with every seat claimed: the set-up begins (the fog shuffled by `secret`). */
export function seafarersGame(board: string, players = 3, secret = 7): Event[] {
  const seats = Array.from({ length: players }, (_, seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
  return played([], { type: 'CreateGame', players, board: board as never, modules: ['seafarers'], seed: 1, secret }, ...seats);
}

export interface SeaPlacement {
  readonly settlement: VertexKey;
  /** The set-up road's path, or the set-up ship's. */
  readonly road?: EdgeKey;
  readonly ship?: EdgeKey;
}

/** The set-up placements in order (clockwise, then back), each a settlement and its road or ship. */
export function seafarersSetUp(board: string, placements: readonly SeaPlacement[], players = 3, secret = 7): Given {
  const order = [...Array.from({ length: players }, (_, s) => s), ...Array.from({ length: players }, (_, s) => players - 1 - s)];
  const commands = placements.flatMap((p, i): Command[] => [
    { type: 'PlaceSettlement', seat: order[i], vertex: p.settlement },
    p.ship !== undefined ? { type: 'PlaceShip', seat: order[i], edge: p.ship } : { type: 'PlaceRoad', seat: order[i], edge: p.road! },
  ]);
  return new Given(played(seafarersGame(board, players, secret), ...commands));
}

/** Heading for New Shores, 3 players, set up: seat 0 on the east coast (a ship toward the east island) and the north coast. */
export const NEW_SHORES_3: readonly SeaPlacement[] = [
  { settlement: corner('2,4', 'NE'), ship: side('2,4', 'E') },
  { settlement: corner('0,5', 'N'), road: side('0,5', 'NW') },
  { settlement: corner('0,7', 'S'), road: side('0,7', 'SW') },
  { settlement: corner('0,5', 'SW'), road: side('0,5', 'W') },
  { settlement: corner('0,7', 'NE'), road: side('0,7', 'E') },
  { settlement: corner('1,3', 'N'), road: side('1,3', 'NW') },
];

export const newShores = (): Given => seafarersSetUp('new-shores', NEW_SHORES_3);

/** Places on New Shores (3 players) the tests name: the east-coast settlement, two sea paths from it to the east island's corner. */
export const EAST = corner('2,4', 'NE');
export const OUT = side('3,3', 'SE');
export const ON = side('3,4', 'NE');
export const ISLAND = corner('4,3', 'S');

/** Seat 0 has rolled, holding enough for ships, a road and a settlement. */
export const seaRich = (): Given => newShores().and(gives(0, { lumber: 4, wool: 4, brick: 2, grain: 2 }, 3)).rolled([1, 1]);

/** Seat 1 has rolled a 7; seat 0 holds 2 brick and a grain (no discards). */
export const seaSeven = (): Given => newShores().and(gives(0, { brick: 2 }, 3)).rolled([1, 1]).after({ type: 'EndTurn', seat: 0 }).rolled([3, 4]);

/** Seat 0 has sailed to the east island and settled beside the gold 4 (4,4); its next turn, before the roll. */
export const seaOnGold = (): Given => newShores().and(gives(0, { lumber: 3, wool: 3, brick: 1, grain: 1 }, 3)).rolled([1, 1])
  .after({ type: 'BuildShip', seat: 0, edge: OUT }, { type: 'BuildShip', seat: 0, edge: ON },
    { type: 'BuildSettlement', seat: 0, vertex: ISLAND }, { type: 'EndTurn', seat: 0 }).turnOf(0);

/** Seat 0's ships placed as facts on `n` free sea paths (their places do not matter): its supply runs out. */
export function shipsPlaced(g: Given, n: number): Event[] {
  const s = g.playing;
  const t = topologyOf(s.board.tiles.map((x) => x.hex));
  const { shipEdge } = seafarers.placesOf(s);
  const free = t.edges.filter((_, e) => shipEdge[e] === 1 && s.roads[e] === -1 && seafarers.seafarersPart(s).ships[e] === -1);
  return free.slice(0, n).map((edge) => ({ type: 'ShipPlaced', seat: 0, edge }));
}

/** The state after these commands, from a fresh fold (for checks that need a state, not a decision). */
export const after = (events: readonly Event[], ...commands: Command[]): State => fold(played(events, ...commands), initialState());

export { decide };
