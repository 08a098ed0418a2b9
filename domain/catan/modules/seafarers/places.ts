// Where Seafarers' pieces may go, from the hexes around each place (cached per board: a fog
// reveal makes a new board): land intersections take buildings, edges touching land take roads,
// edges touching the sea (but not the frame's outer side) take ships; islands by intersection.
import type { Board } from '../../base/board/layouts.ts';
import { hexSides, parseHexKey, DIRECTIONS, hexKey } from '../../base/board/geometry.ts';
import { indexOf, type Table } from '../../base/state.ts';
import type { Terrain } from '../../base/types.ts';
import { scenarioIn } from './part.ts';

export interface Places {
  /** By vertex: touches a land hex (fog and sea are not land). */
  readonly landVertex: Uint8Array;
  /** By vertex: may take a set-up settlement (touches a hex of a set-up island). */
  readonly setupVertex: Uint8Array;
  /** By vertex: the island (scenario index) it belongs to, or -1. */
  readonly islandOf: Int8Array;
  /** By edge: borders a land hex (a road may go there). */
  readonly roadEdge: Uint8Array;
  /** By edge: borders a sea hex and is not the frame's outer side (a ship may go there). */
  readonly shipEdge: Uint8Array;
  /** By hex: land (the robber's), sea (the pirate's), fog. */
  readonly land: Uint8Array;
  readonly sea: Uint8Array;
  readonly fog: Uint8Array;
  /** By hex: its six edges' indices. */
  readonly hexEdges: readonly (readonly number[])[];
}

export const isLand = (t: Terrain): boolean => t !== 'sea' && t !== 'fog';

const cache = new WeakMap<Board, Places>();

export function placesOf(s: Table): Places {
  let p = cache.get(s.board);
  if (p === undefined) {
    p = build(s);
    cache.set(s.board, p);
  }
  return p;
}

function build(s: Table): Places {
  const t = indexOf(s).topology;
  const tiles = s.board.tiles;
  const land = Uint8Array.from(tiles, (x) => (isLand(x.terrain) ? 1 : 0));
  const sea = Uint8Array.from(tiles, (x) => (x.terrain === 'sea' ? 1 : 0));
  const fog = Uint8Array.from(tiles, (x) => (x.terrain === 'fog' ? 1 : 0));
  // The frame: the outer ring, cells with a neighbour off the grid.
  const frame = Uint8Array.from(tiles, (x) => {
    const { q, r } = parseHexKey(x.hex);
    return DIRECTIONS.some((d) => !t.hexIndex.has(hexKey(q + d.q, r + d.r))) ? 1 : 0;
  });
  const scenario = scenarioIn(s);
  const islandOfHex = new Int8Array(tiles.length).fill(-1);
  scenario.islands.forEach((island, i) => {
    for (const hex of island.hexes) islandOfHex[t.hexIndex.get(hex)!] = i;
  });
  const landVertex = new Uint8Array(t.vertices.length);
  const setupVertex = new Uint8Array(t.vertices.length);
  const islandOf = new Int8Array(t.vertices.length).fill(-1);
  t.vertexHexes.forEach((hexes, v) => {
    for (const h of hexes) {
      if (land[h] === 1) landVertex[v] = 1;
      const i = islandOfHex[h];
      if (i >= 0 && islandOf[v] < 0) islandOf[v] = i;
      if (i >= 0 && scenario.islands[i].setup) setupVertex[v] = 1;
    }
  });
  const roadEdge = new Uint8Array(t.edges.length);
  const shipEdge = new Uint8Array(t.edges.length);
  t.edgeHexes.forEach((hexes, e) => {
    roadEdge[e] = hexes.some((h) => land[h] === 1) ? 1 : 0;
    shipEdge[e] = hexes.some((h) => sea[h] === 1) && hexes.some((h) => frame[h] === 0) ? 1 : 0;
  });
  const hexEdges = tiles.map((x) => {
    const { q, r } = parseHexKey(x.hex);
    return hexSides(q, r).map((k) => t.edgeIndex.get(k)!);
  });
  return { landVertex, setupVertex, islandOf, roadEdge, shipEdge, land, sea, fog, hexEdges };
}
