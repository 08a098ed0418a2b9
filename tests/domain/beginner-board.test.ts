// The beginner ("starting") board, exactly as RULES.md §1.3–1.5: terrain and numbers, the 9
// harbors, the 8 starting settlements and roads, and the starting cards each colour takes for its
// lettered settlement. With 3 players the red pieces are removed.
import { describe, expect, it } from 'vitest';
import { beginnerBoard, beginnerStart, totalPoints, type Event, type Terrain } from '../../domain/catan/index.ts';
import { BLUE, beginnerGame, edge, hex, ORANGE, playing, RED, TOPOLOGY, vertex, WHITE } from './given.ts';

// RULES.md §1.3: rows from the top, left to right.
const TERRAIN: Record<string, [Terrain, number | null]> = {
  '1.1': ['mountains', 10], '1.2': ['pasture', 2], '1.3': ['forest', 9],
  '2.1': ['fields', 12], '2.2': ['hills', 6], '2.3': ['pasture', 4], '2.4': ['hills', 10],
  '3.1': ['fields', 9], '3.2': ['forest', 11], '3.3': ['desert', null], '3.4': ['forest', 3], '3.5': ['mountains', 8],
  '4.1': ['forest', 8], '4.2': ['mountains', 3], '4.3': ['fields', 4], '4.4': ['pasture', 5],
  '5.1': ['hills', 5], '5.2': ['fields', 6], '5.3': ['pasture', 11],
};

// RULES.md §1.4, clockwise from the top-left.
const HARBORS = [
  ['1.1 NW', 'generic'], ['1.2 NE', 'grain'], ['2.4 NE', 'ore'], ['3.5 E', 'generic'], ['4.4 SE', 'wool'],
  ['5.2 SE', 'generic'], ['5.1 SW', 'generic'], ['4.1 W', 'brick'], ['2.1 W', 'lumber'],
] as const;

// RULES.md §1.5.
const START = {
  red: { settlements: ['1.1/1.2/2.2', '3.1/3.2/4.1'], roads: ['1.2|2.2', '3.2|4.1'], cards: { grain: 1, lumber: 2 } },
  blue: { settlements: ['4.3/4.4/5.3', '4.1/4.2/5.1'], roads: ['4.3|4.4', '4.2|5.1'], cards: { lumber: 1, ore: 1, brick: 1 } },
  orange: { settlements: ['1.3/2.3/2.4', '4.2/4.3/5.2'], roads: ['1.3|2.3', '4.3|5.2'], cards: { ore: 1, grain: 2 } },
  white: { settlements: ['2.1/2.2/3.2', '3.4/3.5/4.4'], roads: ['2.1|3.2', '3.4|3.5'], cards: { lumber: 1, ore: 1, wool: 1 } },
};

const hand = (cards: Partial<Record<string, number>>) => ({ brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0, unknown: 0, ...cards });

describe('the beginner board', () => {
  const board = beginnerBoard();

  describe('terrain and numbers (RULES.md §1.3)', () => {
    it.each(Object.entries(TERRAIN))('hex %s is %j', (rowPos, [terrain, token]) => {
      expect(board.tiles.find((t) => t.hex === hex(rowPos))).toEqual({ hex: hex(rowPos), terrain, token });
    });

    it('covers the 19 hexes of the island once each', () => {
      expect(new Set(board.tiles.map((t) => t.hex))).toEqual(new Set(TOPOLOGY.hexes));
    });

    it('starts with the robber on the desert', () => {
      expect(board.robber).toBe(hex('3.3'));
    });

    it('never puts a 6 next to an 8', () => {
      const red = board.tiles.filter((t) => t.token === 6 || t.token === 8).map((t) => TOPOLOGY.hexIndex.get(t.hex)!);
      for (const a of red) for (const b of red) {
        if (a === b) continue;
        const touching = TOPOLOGY.hexVertices[a].some((v) => TOPOLOGY.hexVertices[b].includes(v));
        expect(touching, `${TOPOLOGY.hexes[a]} / ${TOPOLOGY.hexes[b]}`).toBe(false);
      }
    });
  });

  describe('the 9 harbors (RULES.md §1.4)', () => {
    it('lie on these coastal sides, of these kinds', () => {
      expect(board.harbors).toEqual(HARBORS.map(([side, kind]) => ({ edge: edge(side), kind })));
    });

    it('all face the sea', () => {
      for (const h of board.harbors) expect(TOPOLOGY.edgeHexes[TOPOLOGY.edgeIndex.get(h.edge)!]).toHaveLength(1);
    });
  });

  describe('the starting position (RULES.md §1.5)', () => {
    const placed = (events: readonly Event[], seat: number) => ({
      settlements: events.flatMap((e) => (e.type === 'SettlementPlaced' && e.seat === seat ? [e.vertex] : [])),
      roads: events.flatMap((e) => (e.type === 'RoadPlaced' && e.seat === seat ? [e.edge] : [])),
    });

    describe('with 4 players', () => {
      const events = beginnerGame(4);
      const state = playing(events);

      it.each([
        ['red', RED], ['blue', BLUE], ['orange', ORANGE], ['white', WHITE],
      ] as const)('places the %s settlements and roads', (colour, seat) => {
        expect(placed(events, seat)).toEqual({
          settlements: START[colour].settlements.map(vertex),
          roads: START[colour].roads.map(edge),
        });
      });

      it.each([
        ['red', RED], ['blue', BLUE], ['orange', ORANGE], ['white', WHITE],
      ] as const)('gives %s its starting cards, one per terrain next to its lettered settlement', (colour, seat) => {
        expect(state.hands[seat]).toEqual(hand(START[colour].cards));
        expect(events).toContainEqual({ type: 'StartingResourcesReceived', seat, resources: START[colour].cards });
      });

      it('"blue receives one lumber, one ore and one brick for its settlement B, orange 1 ore and 2 grain"', () => {
        expect(state.hands[BLUE]).toEqual(hand({ lumber: 1, ore: 1, brick: 1 }));
        expect(state.hands[ORANGE]).toEqual(hand({ ore: 1, grain: 2 }));
      });

      it('takes the starting cards from the bank', () => {
        expect(state.bank).toEqual({ brick: 18, lumber: 15, wool: 18, grain: 16, ore: 16 });
      });

      it('leaves each player 3 settlements, 4 cities and 13 roads in supply, and 2 victory points', () => {
        expect(state.pieces).toEqual([0, 1, 2, 3].map(() => ({ settlements: 3, cities: 4, roads: 13 })));
        expect([RED, BLUE, ORANGE, WHITE].map((seat) => totalPoints(state, seat))).toEqual([2, 2, 2, 2]);
      });

      it('respects the distance rule: no two of the 8 settlements are neighbours', () => {
        const vs = Object.values(START).flatMap((c) => c.settlements.map((s) => TOPOLOGY.vertexIndex.get(vertex(s))!));
        for (const v of vs) for (const n of TOPOLOGY.vertexNeighbors[v]) expect(vs).not.toContain(n);
      });

      it('runs each starting road from one of its settlements', () => {
        for (const colour of Object.values(START)) {
          const ends = colour.roads.map((r) => TOPOLOGY.edgeVertices[TOPOLOGY.edgeIndex.get(edge(r))!]);
          const homes = colour.settlements.map((s) => TOPOLOGY.vertexIndex.get(vertex(s))!);
          ends.forEach((pair, i) => expect(pair).toContain(homes[i]));
        }
      });

      it('goes straight into play, the first player to roll', () => {
        expect(events.at(-1)).toEqual({ type: 'SetupCompleted', firstSeat: 0 });
        expect(state.turn).toMatchObject({ seat: 0, number: 1, dice: null });
      });

      it('matches the data of the layout module', () => {
        expect(beginnerStart(4).map((p) => p.colour)).toEqual(['red', 'blue', 'orange', 'white']);
      });
    });

    describe('with 3 players', () => {
      const events = beginnerGame(3);
      const state = playing(events);

      it('removes the red pieces: the seats are blue, orange and white', () => {
        expect(beginnerStart(3).map((p) => p.colour)).toEqual(['blue', 'orange', 'white']);
        expect(placed(events, 0).settlements).toEqual(START.blue.settlements.map(vertex));
        expect(placed(events, 1).settlements).toEqual(START.orange.settlements.map(vertex));
        expect(placed(events, 2).settlements).toEqual(START.white.settlements.map(vertex));
        expect(events.filter((e) => e.type === 'SettlementPlaced')).toHaveLength(6);
        expect(events.filter((e) => e.type === 'RoadPlaced')).toHaveLength(6);
      });

      it('gives the three colours their starting cards', () => {
        expect(state.hands).toEqual([hand(START.blue.cards), hand(START.orange.cards), hand(START.white.cards)]);
      });

      it('leaves red\'s intersections empty', () => {
        for (const s of START.red.settlements) expect(state.buildings[TOPOLOGY.vertexIndex.get(vertex(s))!]).toBeNull();
      });
    });
  });
});
