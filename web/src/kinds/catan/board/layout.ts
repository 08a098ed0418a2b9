// Pixel geometry of a board, from the domain's axial geometry (unit hex → S user units),
// computed once per board: hex outlines, corner points, side segments, harbor markers. Any hex
// set works: a scenario's map with its frame of sea (the outer ring) is fitted by its inner hexes,
// the frame showing only as far as the base board's sea does.
import {
  boardIndex, DIRECTIONS, hexCenter, hexCorners, hexKey, parseHexKey, vertexPoint,
  type Board, type EdgeKey, type HarborKind, type HexKey, type Terrain, type VertexKey,
} from '../../../lib/domain.ts';

export const S = 100;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface HexShape extends Point {
  readonly key: HexKey;
  readonly terrain: Terrain;
  readonly token: number | null;
  readonly points: string;
  /** On the frame: a sea hex of the outer ring (a scenario's map), drawn only in part. */
  readonly frame: boolean;
}

export interface EdgeShape {
  readonly key: EdgeKey;
  readonly a: Point;
  readonly b: Point;
  readonly mid: Point;
}

export interface HarborShape extends Point {
  readonly kind: HarborKind;
  readonly piers: readonly Point[];
}

export interface BoardLayout {
  readonly viewBox: string;
  readonly hexes: readonly HexShape[];
  readonly vertices: ReadonlyMap<VertexKey, Point>;
  readonly edges: ReadonlyMap<EdgeKey, EdgeShape>;
  readonly harbors: readonly HarborShape[];
  /** By vertex and by edge: the hexes around it, for labels. */
  readonly vertexHexes: ReadonlyMap<VertexKey, readonly HexKey[]>;
  readonly edgeHexes: ReadonlyMap<EdgeKey, readonly HexKey[]>;
  /** How much larger tokens are drawn: 1 on the base board, more on a wider one (drawn smaller on screen). */
  readonly ink: number;
}

const scaled = (p: { x: number; y: number }): Point => ({ x: p.x * S, y: p.y * S });
const layouts = new WeakMap<Board, BoardLayout>();

export function boardLayout(board: Board, players: number): BoardLayout {
  const cached = layouts.get(board);
  if (cached) return cached;
  const { topology: t } = boardIndex(board, players);
  const vertices = new Map(t.vertices.map((v) => [v, scaled(vertexPoint(v))] as const));
  const onGrid = new Set(board.tiles.map((tile) => tile.hex));
  const hexes = board.tiles.map((tile): HexShape => {
    const { q, r } = parseHexKey(tile.hex);
    const c = scaled(hexCenter(q, r));
    const points = hexCorners(q, r).map((v) => vertices.get(v)!).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    const frame = tile.terrain === 'sea' && DIRECTIONS.some((d) => !onGrid.has(hexKey(q + d.q, r + d.r)));
    return { key: tile.hex, terrain: tile.terrain, token: tile.token, points, frame, ...c };
  });
  const edges = new Map(t.edges.map((key, e) => {
    const [a, b] = t.edgeVertices[e].map((v) => vertices.get(t.vertices[v])!);
    return [key, { key, a, b, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } }] as const;
  }));
  const harbors = board.harbors.map((h): HarborShape => {
    const e = t.edgeIndex.get(h.edge)!;
    const edge = edges.get(h.edge)!;
    // The marker goes seaward of the land hex (on a scenario's map the side has sea on its other side).
    const land = t.edgeHexes[e].find((x) => board.tiles[x].terrain !== 'sea') ?? t.edgeHexes[e][0];
    const { q, r } = parseHexKey(t.hexes[land]);
    const c = scaled(hexCenter(q, r));
    const dx = edge.mid.x - c.x;
    const dy = edge.mid.y - c.y;
    const len = Math.hypot(dx, dy);
    return { kind: h.kind, x: edge.mid.x + (dx / len) * 0.62 * S, y: edge.mid.y + (dy / len) * 0.62 * S, piers: [edge.a, edge.b] };
  });
  // The board's extent: its corners, but not those of the frame (a map's outer ring of sea).
  const inner = new Set(hexes.flatMap((h, i) => (h.frame ? [] : t.hexVertices[i])));
  const shown = inner.size > 0 ? [...inner].map((v) => vertices.get(t.vertices[v])!) : [...vertices.values()];
  const xs = shown.map((p) => p.x);
  const ys = shown.map((p) => p.y);
  const m = 0.98 * S;
  const minX = Math.min(...xs) - m;
  const minY = Math.min(...ys) - m;
  const viewBox = [minX, minY, Math.max(...xs) + m - minX, Math.max(...ys) + m - minY].map((n) => n.toFixed(0)).join(' ');
  const vertexHexes = new Map(t.vertices.map((v, i) => [v, t.vertexHexes[i].map((h) => t.hexes[h])] as const));
  const edgeHexes = new Map(t.edges.map((k, i) => [k, t.edgeHexes[i].map((h) => t.hexes[h])] as const));
  // The base board is 5 hexes wide and 8 units tall; the 5–6 player board (6 wide, 11 tall) is drawn
  // smaller on the same screen, so its tokens are drawn larger to read as well (as far as they fit).
  const width = (Math.max(...xs) - Math.min(...xs)) / (5 * Math.sqrt(3) * S);
  const height = (Math.max(...ys) - Math.min(...ys)) / (8 * S);
  const ink = Math.min(1.24, Math.max(1, Math.sqrt(width * height)));
  const layout = { viewBox, hexes, vertices, edges, harbors, vertexHexes, edgeHexes, ink };
  layouts.set(board, layout);
  return layout;
}
