// Board data as data: shapes, the beginner board, token orders and harbor spots (RULES.md §1.3–1.6).
// The 5–6 player board is an addition here (another shape, token list and spirals), not a rewrite.
import type { BaseTerrain, DevCard, EdgeKey, HarborKind, HexKey, Resource, Terrain, VertexKey } from '../types.ts';
import { hexCorners, hexKey, hexSides, parseHexKey, rotate, sideOf, type SideName } from './geometry.ts';
import { randomInt, seededRandom, shuffled } from '../../../shared/random.ts';
import { cornersOf, spiralFrom } from './spiral.ts';

export interface Tile {
  readonly hex: HexKey;
  readonly terrain: Terrain;
  /** The number token, null on the desert. */
  readonly token: number | null;
}

export interface Harbor {
  /** The coastal side the harbor faces; its two end vertices may trade at its rate. */
  readonly edge: EdgeKey;
  readonly kind: HarborKind;
}

export interface Board {
  readonly tiles: readonly Tile[];
  readonly harbors: readonly Harbor[];
  readonly robber: HexKey;
}

/** Everything that depends on the number of players. */
export interface TableSpec {
  readonly colours: readonly string[];
  readonly rows: readonly number[];
  readonly terrains: Readonly<Record<BaseTerrain, number>>;
  /** Token values in letter order (A, B, C, …), laid along a spiral skipping deserts. */
  readonly tokens: readonly number[];
  readonly harborSpots: readonly string[]; // "row.pos SIDE"
  readonly harborKinds: readonly HarborKind[];
  readonly resourcesPerType: number;
  readonly devDeck: Readonly<Record<DevCard, number>>;
  readonly pieces: { readonly roads: number; readonly settlements: number; readonly cities: number };
  readonly victoryPoints: number;
  /** Token spiral from the top-left corner hex, as "row.pos". */
  readonly spiral: readonly string[];
}

const BASE: TableSpec = {
  colours: ['red', 'blue', 'orange', 'white'],
  rows: [3, 4, 5, 4, 3],
  terrains: { forest: 4, pasture: 4, fields: 4, hills: 3, mountains: 3, desert: 1 },
  tokens: [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11],
  harborSpots: ['1.1 NW', '1.2 NE', '2.4 NE', '3.5 E', '4.4 SE', '5.2 SE', '5.1 SW', '4.1 W', '2.1 W'],
  harborKinds: ['generic', 'grain', 'ore', 'generic', 'wool', 'generic', 'generic', 'brick', 'lumber'],
  resourcesPerType: 19,
  devDeck: { knight: 14, roadBuilding: 2, yearOfPlenty: 2, monopoly: 2, victoryPoint: 5 },
  pieces: { roads: 15, settlements: 5, cities: 4 },
  victoryPoints: 10,
  spiral: ['1.1', '2.1', '3.1', '4.1', '5.1', '5.2', '5.3', '4.4', '3.5', '2.4', '1.3', '1.2',
    '2.2', '3.2', '4.2', '4.3', '3.4', '2.3', '3.3'],
};

const THREE: TableSpec = { ...BASE, colours: ['blue', 'orange', 'white'] };

/**
 * The 5–6 player extension (RULES.md §2.1–2.4): 30 hexes in rows 3-4-5-6-5-4-3, the 28 lettered
 * tokens A–Y, Za, Zb, Zc (the base game's are not used), 11 harbors on §2.4's sides, 24 of each
 * resource, 34 development cards, green and brown pieces.
 */
const FIVE: TableSpec = {
  colours: ['red', 'blue', 'orange', 'white', 'green'],
  rows: [3, 4, 5, 6, 5, 4, 3],
  terrains: { forest: 6, pasture: 6, fields: 6, hills: 5, mountains: 5, desert: 2 },
  tokens: [2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6],
  harborSpots: ['1.1 NW', '1.2 NE', '2.4 NE', '4.6 E', '5.5 SE', '7.3 E', '7.2 SE', '7.1 SW', '6.1 W', '4.1 SW', '3.1 W'],
  harborKinds: ['generic', 'wool', 'generic', 'generic', 'brick', 'wool', 'lumber', 'generic', 'grain', 'generic', 'ore'],
  resourcesPerType: 24,
  devDeck: { knight: 20, roadBuilding: 3, yearOfPlenty: 3, monopoly: 3, victoryPoint: 5 },
  pieces: { roads: 15, settlements: 5, cities: 4 },
  victoryPoints: 10,
  spiral: ['1.1', '2.1', '3.1', '4.1', '5.1', '6.1', '7.1', '7.2', '7.3', '6.4', '5.5', '4.6', '3.5', '2.4', '1.3', '1.2',
    '2.2', '3.2', '4.2', '5.2', '6.2', '6.3', '5.4', '4.5', '3.4', '2.3', '3.3', '4.3', '5.3', '4.4'],
};

const SIX: TableSpec = { ...FIVE, colours: [...FIVE.colours, 'brown'] };

/** Seat colours by player count: with 3 players the red pieces are removed; 5 and 6 use the extension. */
export function tableSpec(players: number): TableSpec {
  if (players === 4) return BASE;
  if (players === 3) return THREE;
  if (players === 5) return FIVE;
  if (players === 6) return SIX;
  throw new RangeError(`no table for ${players} players`);
}

export const SUPPORTED_PLAYERS: readonly number[] = [3, 4, 5, 6];

// ---- "row.pos" notation of the rulebooks → axial keys ----

/** Row r (1 = top), position p (1 = leftmost) → axial hex key, for a board of the given rows. */
export function hexAt(rows: readonly number[], rowPos: string): HexKey {
  const [row, pos] = rowPos.split('.').map(Number);
  const middle = (rows.length - 1) / 2;
  const r = row - 1 - middle;
  const len = rows[row - 1];
  const offset = ((len - 1 + r) % 2 + 2) % 2;
  const q0 = (-(len - 1) - r + offset) / 2;
  return hexKey(q0 + pos - 1, r);
}

const hexCache = new Map<TableSpec, HexKey[]>();

function hexesOf(spec: TableSpec): HexKey[] {
  let hexes = hexCache.get(spec);
  if (!hexes) {
    hexes = boardHexes(spec.rows);
    hexCache.set(spec, hexes);
  }
  return hexes;
}

export function boardHexes(rows: readonly number[]): HexKey[] {
  return rows.flatMap((len, i) => Array.from({ length: len }, (_, p) => hexAt(rows, `${i + 1}.${p + 1}`)));
}

/** The intersection where the named hexes meet, e.g. "1.1/1.2/2.2". */
export function vertexAt(rows: readonly number[], triple: string): VertexKey {
  const sets = triple.split('/').map((rp) => {
    const { q, r } = parseHexKey(hexAt(rows, rp));
    return hexCorners(q, r);
  });
  const common = sets[0].filter((v) => sets.every((s) => s.includes(v)));
  if (common.length !== 1) throw new Error(`hexes ${triple} do not meet at one intersection`);
  return common[0];
}

/** The side shared by two hexes, e.g. "1.2|2.2". */
export function edgeBetween(rows: readonly number[], pair: string): EdgeKey {
  const [a, b] = pair.split('|').map((rp) => {
    const { q, r } = parseHexKey(hexAt(rows, rp));
    return hexSides(q, r);
  });
  const common = a.filter((e) => b.includes(e));
  if (common.length !== 1) throw new Error(`hexes ${pair} do not share a side`);
  return common[0];
}

function harborEdge(rows: readonly number[], spot: string): EdgeKey {
  const [rp, side] = spot.split(' ');
  return sideOf(hexAt(rows, rp), side as SideName);
}

/** Per table: the harbor spots' edges, and the bag of terrain tiles (computed once each). */
const harborEdgeCache = new Map<TableSpec, EdgeKey[]>();
const terrainBagCache = new Map<TableSpec, Terrain[]>();

function harborEdges(spec: TableSpec): EdgeKey[] {
  let edges = harborEdgeCache.get(spec);
  if (!edges) harborEdgeCache.set(spec, (edges = spec.harborSpots.map((spot) => harborEdge(spec.rows, spot))));
  return edges;
}

function terrainBag(spec: TableSpec): Terrain[] {
  let bag = terrainBagCache.get(spec);
  if (!bag) terrainBagCache.set(spec, (bag = (Object.keys(spec.terrains) as BaseTerrain[]).flatMap((t) => Array<Terrain>(spec.terrains[t]).fill(t))));
  return bag;
}

/** A board written row by row ("terrain token, …"), with the table's harbors in order; the robber on the first desert. */
function fixedBoard(spec: TableSpec, lines: readonly string[]): Board {
  const tiles = lines.flatMap((line, i) =>
    line.split(', ').map((cell, p): Tile => {
      const [terrain, token] = cell.split(' ');
      return { hex: hexAt(spec.rows, `${i + 1}.${p + 1}`), terrain: terrain as Terrain, token: token ? Number(token) : null };
    }),
  );
  const harbors = spec.harborSpots.map((spot, i) => ({ edge: harborEdge(spec.rows, spot), kind: spec.harborKinds[i] }));
  return { tiles, harbors, robber: tiles.find((t) => t.terrain === 'desert')!.hex };
}

// ---- The beginner board (RULES.md §1.3–1.5) ----

const BEGINNER_ROWS: readonly string[] = [
  'mountains 10, pasture 2, forest 9',
  'fields 12, hills 6, pasture 4, hills 10',
  'fields 9, forest 11, desert, forest 3, mountains 8',
  'forest 8, mountains 3, fields 4, pasture 5',
  'hills 5, fields 6, pasture 11',
];

export interface StartingPosition {
  readonly colour: string;
  /** The second settlement pays the starting resources. */
  readonly settlements: readonly [VertexKey, VertexKey];
  readonly roads: readonly [EdgeKey, EdgeKey];
}

const BEGINNER_START: readonly { colour: string; settlements: [string, string]; roads: [string, string] }[] = [
  { colour: 'red', settlements: ['1.1/1.2/2.2', '3.1/3.2/4.1'], roads: ['1.2|2.2', '3.2|4.1'] },
  { colour: 'blue', settlements: ['4.3/4.4/5.3', '4.1/4.2/5.1'], roads: ['4.3|4.4', '4.2|5.1'] },
  { colour: 'orange', settlements: ['1.3/2.3/2.4', '4.2/4.3/5.2'], roads: ['1.3|2.3', '4.3|5.2'] },
  { colour: 'white', settlements: ['2.1/2.2/3.2', '3.4/3.5/4.4'], roads: ['2.1|3.2', '3.4|3.5'] },
];

export function beginnerBoard(): Board {
  return fixedBoard(BASE, BEGINNER_ROWS);
}

/** Starting pieces of the beginner board for the colours at the table, in seat order. */
export function beginnerStart(players: number): StartingPosition[] {
  const rows = BASE.rows;
  return tableSpec(players).colours.map((colour) => {
    const s = BEGINNER_START.find((p) => p.colour === colour)!;
    return {
      colour,
      settlements: [vertexAt(rows, s.settlements[0]), vertexAt(rows, s.settlements[1])],
      roads: [edgeBetween(rows, s.roads[0]), edgeBetween(rows, s.roads[1])],
    };
  });
}

// ---- The variable board (RULES.md §1.6) ----

/** The token spirals: the rulebook's path from the top-left corner, rotated to start at each corner. */
const spiralCache = new Map<TableSpec, HexKey[][]>();

function spirals(spec: TableSpec): HexKey[][] {
  const cached = spiralCache.get(spec);
  if (cached) return cached;
  if (spec.rows.length !== 5) {
    // The 30-hex board has no 60° symmetry: its spirals are walked from each of its corners.
    const hexes = hexesOf(spec);
    const walked = cornersOf(hexes).map((corner) => spiralFrom(hexes, corner));
    spiralCache.set(spec, walked);
    return walked;
  }
  let path = spec.spiral.map((rp) => parseHexKey(hexAt(spec.rows, rp)));
  const out: HexKey[][] = [];
  for (let k = 0; k < 6; k++) {
    out.push(path.map((a) => hexKey(a.q, a.r)));
    path = path.map(rotate);
  }
  spiralCache.set(spec, out);
  return out;
}

/**
 * A variable board from a seed: shuffled terrain, tokens in letter order along a spiral from a
 * random corner (counter-clockwise toward the centre, skipping the desert), harbors shuffled
 * over the harbor spots.
 */
export function variableBoard(players: number, seed: number): Board {
  const spec = tableSpec(players);
  const random = seededRandom(seed);
  const hexes = hexesOf(spec);
  const terrains = shuffled(terrainBag(spec), random);
  const terrainOf = new Map(hexes.map((h, i) => [h, terrains[i] as Terrain]));
  const options = spirals(spec);
  const spiral = options[randomInt(random, options.length)];
  const tokenOf = new Map<HexKey, number>();
  let next = 0;
  for (const hex of spiral) if (terrainOf.get(hex) !== 'desert') tokenOf.set(hex, spec.tokens[next++]);
  const tiles = hexes.map((hex) => ({ hex, terrain: terrainOf.get(hex)!, token: tokenOf.get(hex) ?? null }));
  const kinds = shuffled(spec.harborKinds, random);
  const harbors = harborEdges(spec).map((edge, i) => ({ edge, kind: kinds[i] }));
  // The robber starts on the desert; on the 30-hex board, on either of the two.
  const deserts = tiles.filter((t) => t.terrain === 'desert');
  const robber = deserts.length > 1 ? deserts[randomInt(random, deserts.length)] : deserts[0];
  return { tiles, harbors, robber: robber.hex };
}

// ---- The 5–6 player fixed map (RULES.md §2.4, an option; no starting pieces exist for it) ----

const FIXED_LARGE_ROWS: readonly string[] = [
  'hills 10, pasture 6, desert',
  'hills 6, fields 2, mountains 9, hills 11',
  'forest 3, mountains 11, forest 5, fields 10, pasture 4',
  'desert, pasture 5, fields 4, mountains 6, pasture 3, fields 8',
  'forest 12, mountains 10, pasture 2, hills 4, forest 11',
  'forest 8, fields 3, forest 9, fields 5',
  'hills 9, pasture 12, mountains 8',
];

/** §2.4's map with its harbors; the robber on the first desert. */
export function fixedLargeBoard(): Board {
  return fixedBoard(FIVE, FIXED_LARGE_ROWS);
}

export const RESOURCE_OF_HARBOR = (kind: HarborKind): Resource | null => (kind === 'generic' ? null : kind);
