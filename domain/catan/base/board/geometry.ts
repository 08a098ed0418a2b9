// Pointy-top hexes in axial coordinates {q, r}. Each hex owns two corners (N, S) and three
// sides (NE, NW, W), so every vertex and edge has exactly one canonical key, whatever the
// order tiles are placed in:
//   vertex NE of (q,r) = S of (q+1,r-1); SE = N of (q,r+1); SW = N of (q-1,r+1); NW = S of (q,r-1)
//   edge   E  of (q,r) = W of (q+1,r);   SE = NW of (q,r+1); SW = NE of (q-1,r+1)
import type { EdgeKey, HexKey, VertexKey } from '../types.ts';

export interface Axial {
  readonly q: number;
  readonly r: number;
}

export const hexKey = (q: number, r: number): HexKey => `${q},${r}`;

export function parseHexKey(key: HexKey): Axial {
  const [q, r] = key.split(',').map(Number);
  return { q, r };
}

/** The six neighbour directions, clockwise from east. */
export const DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }, { q: 1, r: -1 },
];

/** Corners clockwise from the top: N, NE, SE, S, SW, NW. */
export function hexCorners(q: number, r: number): VertexKey[] {
  return [
    `${q},${r},N`, `${q + 1},${r - 1},S`, `${q},${r + 1},N`,
    `${q},${r},S`, `${q - 1},${r + 1},N`, `${q},${r - 1},S`,
  ];
}

/** Sides clockwise from the top right: NE, E, SE, SW, W, NW (side i joins corner i and i+1). */
export function hexSides(q: number, r: number): EdgeKey[] {
  return [
    `${q},${r},NE`, `${q + 1},${r},W`, `${q},${r + 1},NW`,
    `${q - 1},${r + 1},NE`, `${q},${r},W`, `${q},${r},NW`,
  ];
}

export const SIDE_NAMES = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;
export type SideName = (typeof SIDE_NAMES)[number];

/** The edge key of a named side of a hex. */
export function sideOf(hex: HexKey, side: SideName): EdgeKey {
  const { q, r } = parseHexKey(hex);
  return hexSides(q, r)[SIDE_NAMES.indexOf(side)];
}

/** Rotate 60° clockwise about the origin (axial, via cube coordinates). */
export function rotate(a: Axial): Axial {
  const s = -a.q - a.r;
  return { q: -s, r: -a.q };
}

// ---- Pixel layout (unit hex size: centre to corner = 1) for the board view ----

const SQRT3 = Math.sqrt(3);

export function hexCenter(q: number, r: number): { x: number; y: number } {
  return { x: SQRT3 * (q + r / 2), y: 1.5 * r };
}

export function vertexPoint(key: VertexKey): { x: number; y: number } {
  const [q, r, corner] = key.split(',');
  const c = hexCenter(Number(q), Number(r));
  return { x: c.x, y: corner === 'N' ? c.y - 1 : c.y + 1 };
}

// ---- Topology: every hex, vertex and edge of a board, numbered, with adjacency ----

/**
 * A board's graph. Indices are positions in `hexes`, `vertices` and `edges`; they are an
 * implementation detail of the state (fast arrays), while events and notation use the keys.
 */
export interface Topology {
  readonly hexes: readonly HexKey[];
  readonly vertices: readonly VertexKey[];
  readonly edges: readonly EdgeKey[];
  readonly hexIndex: ReadonlyMap<HexKey, number>;
  readonly vertexIndex: ReadonlyMap<VertexKey, number>;
  readonly edgeIndex: ReadonlyMap<EdgeKey, number>;
  readonly hexVertices: readonly (readonly number[])[];
  readonly vertexHexes: readonly (readonly number[])[];
  readonly vertexNeighbors: readonly (readonly number[])[];
  readonly vertexEdges: readonly (readonly number[])[];
  readonly edgeVertices: readonly (readonly [number, number])[];
  readonly edgeHexes: readonly (readonly number[])[];
}

function indexer<K>(list: K[], index: Map<K, number>) {
  return (key: K): number => {
    let i = index.get(key);
    if (i === undefined) {
      i = list.length;
      list.push(key);
      index.set(key, i);
    }
    return i;
  };
}

export function buildTopology(hexes: readonly HexKey[]): Topology {
  const vertices: VertexKey[] = [];
  const edges: EdgeKey[] = [];
  const vertexIndex = new Map<VertexKey, number>();
  const edgeIndex = new Map<EdgeKey, number>();
  const hexIndex = new Map(hexes.map((h, i) => [h, i] as const));
  const vertexId = indexer(vertices, vertexIndex);
  const edgeId = indexer(edges, edgeIndex);
  const hexVertices: number[][] = [];
  const vertexHexes: number[][] = [];
  const edgeVertices: [number, number][] = [];
  const edgeHexes: number[][] = [];

  hexes.forEach((hex, h) => {
    const { q, r } = parseHexKey(hex);
    const corners = hexCorners(q, r).map(vertexId);
    hexVertices.push(corners);
    for (const v of corners) (vertexHexes[v] ??= []).push(h);
    hexSides(q, r).forEach((side, i) => {
      const e = edgeId(side);
      edgeVertices[e] ??= [corners[i], corners[(i + 1) % 6]];
      (edgeHexes[e] ??= []).push(h);
    });
  });

  const vertexEdges: number[][] = vertices.map(() => []);
  const vertexNeighbors: number[][] = vertices.map(() => []);
  edgeVertices.forEach(([a, b], e) => {
    vertexEdges[a].push(e);
    vertexEdges[b].push(e);
    vertexNeighbors[a].push(b);
    vertexNeighbors[b].push(a);
  });

  return {
    hexes, vertices, edges, hexIndex, vertexIndex, edgeIndex,
    hexVertices, vertexHexes, vertexNeighbors, vertexEdges, edgeVertices, edgeHexes,
  };
}

const topologies = new Map<string, Topology>();

/** Topologies are pure functions of the hex set, so they are built once and shared. */
export function topologyOf(hexes: readonly HexKey[]): Topology {
  const id = hexes.join(' ');
  let t = topologies.get(id);
  if (!t) {
    t = buildTopology(hexes);
    topologies.set(id, t);
  }
  return t;
}
