// The variable ("advanced") set-up, RULES.md §1.6: terrain shuffled, number tokens laid in letter
// order A–R along a spiral from a corner (counter-clockwise toward the centre, skipping the
// desert), the 9 harbor kinds shuffled over the harbor spots. Seeded: the same seed, the same board.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexKey, parseHexKey, rotate, variableBoard, type Board, type HexKey } from '../../domain/catan/index.ts';
import { edge, hex, played, TOPOLOGY } from './given.ts';

// RULES.md §1.6: the letters' values, and the spiral from the top-left corner hex.
const LETTERS = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11]; // A … R
const SPIRAL = ['1.1', '2.1', '3.1', '4.1', '5.1', '5.2', '5.3', '4.4', '3.5', '2.4', '1.3', '1.2',
  '2.2', '3.2', '4.2', '4.3', '3.4', '2.3', '3.3'];
const HARBOR_SPOTS = ['1.1 NW', '1.2 NE', '2.4 NE', '3.5 E', '4.4 SE', '5.2 SE', '5.1 SW', '4.1 W', '2.1 W'];
const HARBOR_KINDS = ['brick', 'generic', 'generic', 'generic', 'generic', 'grain', 'lumber', 'ore', 'wool'];

/** The six spirals: the book's path, started from each corner (turned 60° at a time). */
const SPIRALS: HexKey[][] = (() => {
  let path = SPIRAL.map((rp) => parseHexKey(hex(rp)));
  const out: HexKey[][] = [];
  for (let k = 0; k < 6; k++) {
    out.push(path.map((a) => hexKey(a.q, a.r)));
    path = path.map(rotate);
  }
  return out;
})();

const count = <T,>(xs: readonly T[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<T, number>());
const tokenOf = (board: Board, h: HexKey) => board.tiles.find((t) => t.hex === h)!.token;

/** Which spirals carry the tokens A–R in order, skipping the desert. */
function spiralsOf(board: Board): number[] {
  return SPIRALS.flatMap((path, k) => {
    const tokens = path.map((h) => tokenOf(board, h)).filter((t) => t !== null);
    const desertSkipped = path.every((h) => (board.tiles.find((t) => t.hex === h)!.terrain === 'desert') === (tokenOf(board, h) === null));
    return desertSkipped && JSON.stringify(tokens) === JSON.stringify(LETTERS) ? [k] : [];
  });
}

function sixNextToEight(board: Board): boolean {
  const red = board.tiles.filter((t) => t.token === 6 || t.token === 8).map((t) => TOPOLOGY.hexIndex.get(t.hex)!);
  return red.some((a) => red.some((b) => a !== b && TOPOLOGY.hexVertices[a].some((v) => TOPOLOGY.hexVertices[b].includes(v))));
}

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('the variable board', () => {
  describe('terrain and tokens', () => {
    it('lays the 19 terrain hexes: forest 4, pasture 4, fields 4, hills 3, mountains 3, desert 1', () => {
      fc.assert(fc.property(seeds, (seed) => {
        const board = variableBoard(4, seed);
        expect(new Set(board.tiles.map((t) => t.hex))).toEqual(new Set(TOPOLOGY.hexes));
        expect(Object.fromEntries(count(board.tiles.map((t) => t.terrain))))
          .toEqual({ forest: 4, pasture: 4, fields: 4, hills: 3, mountains: 3, desert: 1 });
      }), { numRuns: 200 });
    });

    it('lays the 18 number tokens, one each of 2 and 12 and two of every other number, none on the desert', () => {
      fc.assert(fc.property(seeds, (seed) => {
        const board = variableBoard(4, seed);
        const tokens = board.tiles.filter((t) => t.terrain !== 'desert').map((t) => t.token);
        expect(Object.fromEntries(count(tokens)))
          .toEqual({ 2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 2, 10: 2, 11: 2, 12: 1 });
        expect(board.tiles.find((t) => t.terrain === 'desert')!.token).toBeNull();
      }), { numRuns: 200 });
    });

    it('starts the robber on the desert', () => {
      fc.assert(fc.property(seeds, (seed) => {
        const board = variableBoard(4, seed);
        expect(board.tiles.find((t) => t.hex === board.robber)!.terrain).toBe('desert');
      }), { numRuns: 100 });
    });

    it('lays the tokens in letter order A–R along a spiral from a corner, skipping the desert', () => {
      fc.assert(fc.property(seeds, (seed) => {
        expect(spiralsOf(variableBoard(4, seed)).length).toBeGreaterThan(0);
      }), { numRuns: 200 });
    });

    it('starts the spiral from every one of the six corners, over many seeds', () => {
      const used = new Set<number>();
      for (let seed = 0; seed < 300; seed++) for (const k of spiralsOf(variableBoard(4, seed))) used.add(k);
      expect([...used].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('never puts a 6 next to an 8', () => {
      fc.assert(fc.property(seeds, (seed) => {
        expect(sixNextToEight(variableBoard(4, seed))).toBe(false);
      }), { numRuns: 300 });
    });

    it('never puts a 6 next to an 8 along the spiral, wherever the desert lies and whichever corner starts (all 114 cases)', () => {
      for (const path of SPIRALS) {
        for (const desert of TOPOLOGY.hexes) {
          let next = 0;
          const tiles = path.map((h) => ({ hex: h, terrain: h === desert ? 'desert' as const : 'forest' as const, token: h === desert ? null : LETTERS[next++] }));
          expect(sixNextToEight({ tiles, harbors: [], robber: desert }), `desert ${desert}`).toBe(false);
        }
      }
    });
  });

  describe('harbors', () => {
    it('shuffles the 9 harbor kinds over the 9 fixed harbor spots', () => {
      fc.assert(fc.property(seeds, (seed) => {
        const board = variableBoard(4, seed);
        expect(board.harbors.map((h) => h.edge)).toEqual(HARBOR_SPOTS.map(edge));
        expect(board.harbors.map((h) => h.kind).sort()).toEqual(HARBOR_KINDS);
      }), { numRuns: 200 });
    });

    it('does not always lay the harbors the same way', () => {
      const orders = new Set(Array.from({ length: 50 }, (_, seed) => variableBoard(4, seed).harbors.map((h) => h.kind).join()));
      expect(orders.size).toBeGreaterThan(10);
    });
  });

  describe('seeding', () => {
    it('makes the same board from the same seed', () => {
      fc.assert(fc.property(seeds, (seed) => {
        expect(variableBoard(4, seed)).toEqual(variableBoard(4, seed));
      }), { numRuns: 100 });
    });

    it('makes different boards from different seeds', () => {
      const boards = new Set(Array.from({ length: 50 }, (_, seed) => JSON.stringify(variableBoard(4, seed))));
      expect(boards.size).toBe(50);
    });

    it('records the seed and the board it made in GameCreated, so a replay needs no randomness', () => {
      const [created] = played([], { type: 'CreateGame', players: 4, board: 'variable', seed: 77 });
      expect(created).toEqual({ type: 'GameCreated', players: 4, boardKind: 'variable', seed: 77, board: variableBoard(4, 77) });
    });

    it('lays a 3-player island just like a 4-player one', () => {
      const board = variableBoard(3, 5);
      expect(board.tiles).toHaveLength(19);
      expect(spiralsOf(board).length).toBeGreaterThan(0);
    });
  });
});
