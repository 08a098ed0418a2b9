// The island's geometry (STYLE.md "Hex geometry"): pointy-top hexes in axial coordinates; each hex
// owns two corners (N, S) and three sides (NE, NW, W), so every intersection and path has one
// canonical key whatever the order the hexes are laid in.
import { describe, expect, it } from 'vitest';
import {
  boardHexes, buildTopology, DIRECTIONS, edgeBetween, hexAt, hexCorners, hexKey, hexSides, parseHexKey, rotate,
  seededRandom, vertexAt, type Random,
} from '../../domain/catan/index.ts';
import { ROWS, TOPOLOGY, edge, vertex } from './given.ts';

function shuffledForTest<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('board geometry', () => {
  describe('the 19-hex island (rows of 3-4-5-4-3)', () => {
    it('has 19 hexes, 54 intersections and 72 paths', () => {
      expect(TOPOLOGY.hexes).toHaveLength(19);
      expect(TOPOLOGY.vertices).toHaveLength(54);
      expect(TOPOLOGY.edges).toHaveLength(72);
    });

    it('has 30 paths on the coast (beside one hex only) and 30 intersections on the coast', () => {
      expect(TOPOLOGY.edgeHexes.filter((h) => h.length === 1)).toHaveLength(30);
      expect(TOPOLOGY.vertexHexes.filter((h) => h.length < 3)).toHaveLength(30);
    });

    it('gives every intersection 2 or 3 neighbouring intersections: 18 coastal corners have 2, the other 36 have 3', () => {
      const degrees = TOPOLOGY.vertexNeighbors.map((n) => n.length);
      expect(degrees.every((d) => d === 2 || d === 3)).toBe(true);
      expect(degrees.filter((d) => d === 2)).toHaveLength(18);
      expect(degrees.filter((d) => d === 3)).toHaveLength(36);
    });

    it('gives every intersection 1 to 3 hexes, and every path 1 or 2 hexes and 2 ends', () => {
      expect(TOPOLOGY.vertexHexes.every((h) => h.length >= 1 && h.length <= 3)).toBe(true);
      expect(TOPOLOGY.edgeHexes.every((h) => h.length === 1 || h.length === 2)).toBe(true);
      expect(TOPOLOGY.edgeVertices.every(([a, b]) => a !== b)).toBe(true);
    });

    it('gives every hex 6 corners', () => {
      expect(TOPOLOGY.hexVertices.every((c) => new Set(c).size === 6)).toBe(true);
    });

    it('makes neighbourhood symmetric: the paths at an intersection join it to its neighbours', () => {
      TOPOLOGY.vertexNeighbors.forEach((neighbours, v) => {
        for (const n of neighbours) expect(TOPOLOGY.vertexNeighbors[n]).toContain(v);
        const viaEdges = TOPOLOGY.vertexEdges[v].map((e) => TOPOLOGY.edgeVertices[e].find((x) => x !== v));
        expect(new Set(viaEdges)).toEqual(new Set(neighbours));
      });
    });

    it('has the centre hex 3.3 at the origin and the corner hexes six steps round it', () => {
      expect(hexAt(ROWS, '3.3')).toBe('0,0');
      const corners = ['1.1', '1.3', '3.5', '5.3', '5.1', '3.1'].map((rp) => hexAt(ROWS, rp));
      expect(new Set(corners)).toEqual(new Set(DIRECTIONS.map((d) => hexKey(2 * d.q, 2 * d.r))));
    });
  });

  describe('canonical keys', () => {
    it('name each corner by addition: NE of (q,r) = S of (q+1,r-1), SE = N of (q,r+1), SW = N of (q-1,r+1), NW = S of (q,r-1)', () => {
      expect(hexCorners(0, 0)).toEqual(['0,0,N', '1,-1,S', '0,1,N', '0,0,S', '-1,1,N', '0,-1,S']);
    });

    it('name each side by addition: E of (q,r) = W of (q+1,r), SE = NW of (q,r+1), SW = NE of (q-1,r+1)', () => {
      expect(hexSides(0, 0)).toEqual(['0,0,NE', '1,0,W', '0,1,NW', '-1,1,NE', '0,0,W', '0,0,NW']);
    });

    it('give two neighbouring hexes exactly 2 shared corners and 1 shared side', () => {
      for (const d of DIRECTIONS) {
        const shared = hexCorners(0, 0).filter((c) => hexCorners(d.q, d.r).includes(c));
        const sides = hexSides(0, 0).filter((s) => hexSides(d.q, d.r).includes(s));
        expect(shared).toHaveLength(2);
        expect(sides).toHaveLength(1);
      }
    });

    it('are the same whatever order the hexes are laid in', () => {
      const hexes = boardHexes(ROWS);
      const random = seededRandom(42);
      for (let round = 0; round < 10; round++) {
        const t = buildTopology(shuffledForTest(hexes, random));
        expect(new Set(t.vertices)).toEqual(new Set(TOPOLOGY.vertices));
        expect(new Set(t.edges)).toEqual(new Set(TOPOLOGY.edges));
        // …and so is the graph, read through the keys.
        const ends = (top: typeof t) => new Set(top.edges.map((e, i) => `${e}:${top.edgeVertices[i].map((v) => top.vertices[v]).sort().join('+')}`));
        expect(ends(t)).toEqual(ends(TOPOLOGY));
      }
    });

    it('turn the island onto itself under a 60° rotation', () => {
      const hexes = new Set(boardHexes(ROWS));
      for (const h of hexes) {
        const r = rotate(parseHexKey(h));
        expect(hexes.has(hexKey(r.q, r.r))).toBe(true);
      }
      let a = { q: 2, r: -1 };
      for (let i = 0; i < 6; i++) a = rotate(a);
      expect(a).toEqual({ q: 2, r: -1 });
    });
  });

  describe('the rulebook notation', () => {
    it('names an intersection by the three hexes that meet there', () => {
      expect(vertexAt(ROWS, '1.1/1.2/2.2')).toBe(vertexAt(ROWS, '2.2/1.2/1.1'));
      expect(TOPOLOGY.vertexIndex.has(vertex('1.1/1.2/2.2'))).toBe(true);
    });

    it('names a path by the two hexes that share it', () => {
      expect(edgeBetween(ROWS, '1.2|2.2')).toBe(edgeBetween(ROWS, '2.2|1.2'));
      expect(TOPOLOGY.edgeIndex.has(edge('1.2|2.2'))).toBe(true);
    });

    it('refuses hexes that do not meet', () => {
      expect(() => vertexAt(ROWS, '1.1/1.3/2.2')).toThrow();
      expect(() => edgeBetween(ROWS, '1.1|1.3')).toThrow();
    });

    it('names a coastal intersection and a coastal path by a hex and a direction', () => {
      const v = TOPOLOGY.vertexIndex.get(vertex('1.1 N'))!;
      expect(TOPOLOGY.vertexHexes[v]).toHaveLength(1);
      const e = TOPOLOGY.edgeIndex.get(edge('1.1 NW'))!;
      expect(TOPOLOGY.edgeHexes[e]).toHaveLength(1);
    });
  });
});
