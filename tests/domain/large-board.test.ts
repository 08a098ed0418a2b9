// The 5–6 player board (RULES.md §2.1–2.4): 30 hexes in rows 3-4-5-6-5-4-3, the 28 lettered
// tokens laid A…Zc along a spiral from a corner (counter-clockwise toward the centre, skipping
// both deserts), 11 harbors shuffled over the 11 harbor sides, the robber on either desert; and
// §2.4's fixed map as an option. The spiral walker also gives the base board's six spirals.
import { describe, expect, it } from 'vitest';
import { boardHexes, fixedLargeBoard, hexAt, tableSpec, variableBoard } from '../../domain/catan/base/board/layouts.ts';
import { cornersOf, spiralFrom } from '../../domain/catan/base/board/spiral.ts';
import { DIRECTIONS, parseHexKey, rotate, hexKey, sideOf, type SideName } from '../../domain/catan/base/board/geometry.ts';
import type { HexKey } from '../../domain/catan/base/types.ts';

const LARGE = tableSpec(6);
const HEXES = boardHexes(LARGE.rows);
const rowPos = (rows: readonly number[], list: string) => list.split(' ').map((rp) => hexAt(rows, rp));
const sorted = <T>(xs: readonly T[]) => [...xs].sort();

const count = <T extends string | number>(xs: readonly T[]) => {
  const out = new Map<T, number>();
  for (const x of xs) out.set(x, (out.get(x) ?? 0) + 1);
  return out;
};

describe('the 5–6 player table', () => {
  it('has 30 hexes in rows 3-4-5-6-5-4-3, 24 of each resource, 34 development cards and six colours', () => {
    expect(HEXES).toHaveLength(30);
    expect(new Set(HEXES).size).toBe(30);
    expect(LARGE.resourcesPerType).toBe(24);
    expect(LARGE.devDeck).toEqual({ knight: 20, roadBuilding: 3, yearOfPlenty: 3, monopoly: 3, victoryPoint: 5 });
    expect(tableSpec(5).colours).toEqual(['red', 'blue', 'orange', 'white', 'green']);
    expect(LARGE.colours).toEqual(['red', 'blue', 'orange', 'white', 'green', 'brown']);
  });

  it('has the 28 tokens A–Y, Za, Zb, Zc: two each of 2 and 12, three of every other number', () => {
    expect(LARGE.tokens).toHaveLength(28);
    expect(LARGE.tokens.slice(0, 5)).toEqual([2, 5, 4, 6, 3]); // A B C D E
    expect(LARGE.tokens.slice(-3)).toEqual([3, 2, 6]); // Za Zb Zc
    for (const n of [2, 12]) expect(count(LARGE.tokens).get(n)).toBe(2);
    for (const n of [3, 4, 5, 6, 8, 9, 10, 11]) expect(count(LARGE.tokens).get(n)).toBe(3);
  });
});

describe('the token spiral', () => {
  it('from the top-left corner is the rulebook\'s path: 16 on the coast, 10 in the middle ring, 4 in the centre', () => {
    const path = '1.1 2.1 3.1 4.1 5.1 6.1 7.1 7.2 7.3 6.4 5.5 4.6 3.5 2.4 1.3 1.2 2.2 3.2 4.2 5.2 6.2 6.3 5.4 4.5 3.4 2.3 3.3 4.3 5.3 4.4';
    expect(spiralFrom(HEXES, hexAt(LARGE.rows, '1.1'))).toEqual(rowPos(LARGE.rows, path));
  });

  it('starts from each of the six corners, and every spiral covers the board once', () => {
    const corners = cornersOf(HEXES);
    expect(sorted(corners)).toEqual(sorted(rowPos(LARGE.rows, '1.1 1.3 4.1 4.6 7.1 7.3')));
    for (const corner of corners) {
      const spiral = spiralFrom(HEXES, corner);
      expect(sorted(spiral)).toEqual(sorted(HEXES));
      // each step goes to a neighbour
      for (let i = 1; i < spiral.length; i++) {
        const a = parseHexKey(spiral[i - 1]);
        const b = parseHexKey(spiral[i]);
        expect(DIRECTIONS.some((d) => a.q + d.q === b.q && a.r + d.r === b.r)).toBe(true);
      }
    }
  });

  it('walks the base board\'s six spirals too: the rulebook\'s path, rotated to each corner', () => {
    const base = tableSpec(4);
    const hexes = boardHexes(base.rows);
    let path = base.spiral.map((rp) => parseHexKey(hexAt(base.rows, rp)));
    const rotations: HexKey[][] = [];
    for (let k = 0; k < 6; k++) {
      rotations.push(path.map((a) => hexKey(a.q, a.r)));
      path = path.map(rotate);
    }
    const walked = cornersOf(hexes).map((c) => spiralFrom(hexes, c));
    expect(sorted(walked.map((s) => s.join(' ')))).toEqual(sorted(rotations.map((s) => s.join(' '))));
  });
});

describe('a variable 5–6 player board', () => {
  const seeds = Array.from({ length: 200 }, (_, i) => i * 7919 + 3);
  const boards = seeds.map((seed) => variableBoard(6, seed));
  const spirals = cornersOf(HEXES).map((c) => spiralFrom(HEXES, c));

  it('lays the terrain of the extension, the tokens in letter order along a corner\'s spiral skipping both deserts', () => {
    for (const board of boards) {
      expect(board.tiles.map((t) => t.hex)).toEqual(HEXES);
      expect(Object.fromEntries(count(board.tiles.map((t) => t.terrain)))).toEqual(LARGE.terrains);
      for (const t of board.tiles) expect(t.token === null).toBe(t.terrain === 'desert');
      const tokenOf = new Map(board.tiles.map((t) => [t.hex, t.token]));
      const along = spirals.map((s) => s.map((h) => tokenOf.get(h)).filter((n) => n !== null));
      expect(along.some((tokens) => tokens.join() === LARGE.tokens.join())).toBe(true);
    }
  });

  it('shuffles the 11 harbors over the 11 harbor sides, and starts the robber on either desert', () => {
    const sides = LARGE.harborSpots.map((spot) => {
      const [rp, side] = spot.split(' ');
      return sideOf(hexAt(LARGE.rows, rp), side as SideName);
    });
    const kinds = new Set<string>();
    const robberOn = new Set<HexKey>();
    for (const board of boards) {
      expect(board.harbors.map((h) => h.edge)).toEqual(sides);
      expect(sorted(board.harbors.map((h) => h.kind))).toEqual(sorted(LARGE.harborKinds));
      expect(count(board.harbors.map((h) => h.kind)).get('generic')).toBe(5);
      expect(count(board.harbors.map((h) => h.kind)).get('wool')).toBe(2);
      kinds.add(board.harbors.map((h) => h.kind).join());
      const deserts = board.tiles.filter((t) => t.terrain === 'desert').map((t) => t.hex);
      expect(deserts).toContain(board.robber);
      robberOn.add(board.robber === deserts[0] ? 'first' : 'second');
    }
    expect(kinds.size).toBeGreaterThan(100);
    expect(robberOn).toEqual(new Set(['first', 'second']));
  });

  it('is the same board from the same seed, for 5 and 6 players alike', () => {
    expect(variableBoard(6, 42)).toEqual(variableBoard(6, 42));
    expect(variableBoard(5, 42)).toEqual(variableBoard(6, 42));
  });
});

describe('the fixed 5–6 player map (RULES.md §2.4)', () => {
  const board = fixedLargeBoard();

  it('has the extension\'s terrain and tokens, no 6 or 8 next to another, and its 11 harbors', () => {
    expect(Object.fromEntries(count(board.tiles.map((t) => t.terrain)))).toEqual(LARGE.terrains);
    expect(sorted(board.tiles.flatMap((t) => (t.token === null ? [] : [t.token])))).toEqual(sorted(LARGE.tokens));
    const hot = new Set(board.tiles.filter((t) => t.token === 6 || t.token === 8).map((t) => t.hex));
    for (const h of hot) {
      const { q, r } = parseHexKey(h);
      for (const d of DIRECTIONS) expect(hot.has(hexKey(q + d.q, r + d.r))).toBe(false);
    }
    expect(board.tiles.find((t) => t.hex === hexAt(LARGE.rows, '4.6'))).toMatchObject({ terrain: 'fields', token: 8 });
    expect(board.harbors).toHaveLength(11);
    expect(board.harbors[1]).toEqual({ edge: sideOf(hexAt(LARGE.rows, '1.2'), 'NE'), kind: 'wool' });
    expect(board.robber).toBe(hexAt(LARGE.rows, '1.3'));
  });
});
