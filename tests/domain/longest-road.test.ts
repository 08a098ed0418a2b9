// Longest Road (S0 §3a): "Assim que um jogador construa uma estrada constituída por, pelo menos, 5
// estradas consecutivas (excluindo as bifurcações) e que não esteja interrompida por uma aldeia ou
// cidade de outro jogador, obtém de imediato a carta especial […]. Porém, se outro jogador
// conseguir construir uma estrada maior […], recebe de imediato a dita carta." Worth 2 points.
// After a break (RULES.md, decisions): the holder keeps it while tied for longest with at least 5;
// otherwise a unique leader with at least 5 takes it; otherwise nobody holds it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold, indexOf, initialState, longestRoad, totalPoints, type Command, type Table } from '../../domain/catan/index.ts';
import { beginnerGame, edgeJoining, given, gives, RED, vertex } from './given.ts';
import {
  beforeABreakBelowFive, beforeTheBreak, longestRoadTable, ORANGE3, ORANGE_LINE, passes, RED3, RED_TO_ORANGE, roadsAlong,
  roadUpToAnOpponent, WHITE3, WHITE_LINE,
} from './situations.ts';

const settleAt = (seat: number, v: string): Command => ({ type: 'BuildSettlement', seat, vertex: vertex(v) });
/** Orange's first turn, with the cards for 5 roads, after the roll. */
const orangeBuilding = () => passes(longestRoadTable()).and(gives(ORANGE3, { brick: 5, lumber: 5 }, 3)).rolled([1, 1]);

describe('Longest Road', () => {
  describe('when nobody holds it', () => {
    it('is not given for 4 roads in a row', () => {
      orangeBuilding().after(...roadsAlong(ORANGE3, ORANGE_LINE, 1, 3))
        .when(roadsAlong(ORANGE3, ORANGE_LINE, 3, 4)[0])
        .then([{ type: 'RoadBuilt', seat: ORANGE3, edge: edgeJoining(ORANGE_LINE[3], ORANGE_LINE[4]) }]);
    });

    it('goes at once to the first player with 5 roads in a row', () => {
      const g = orangeBuilding().after(...roadsAlong(ORANGE3, ORANGE_LINE, 1, 4));
      const before = totalPoints(g.playing, ORANGE3);
      const after = g.when(roadsAlong(ORANGE3, ORANGE_LINE, 4, 5)[0]).then([
        { type: 'RoadBuilt', seat: ORANGE3, edge: edgeJoining(ORANGE_LINE[4], ORANGE_LINE[5]) },
        { type: 'LongestRoadChanged', holder: ORANGE3, length: 5 },
      ]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(totalPoints(after, ORANGE3)).toBe(before + 2);
    });

    it('counts only roads in a row: a branch does not add to the length', () => {
      // Red's line 3.4/3.5/4.4 … 2.2/3.2/3.3 has 5 roads, and red's set-up road at 3.3/4.2/4.3 branches off it.
      const g = beforeTheBreak({ redRoads: 5 });
      expect(longestRoad(g.playing, RED3)).toBe(5);
      expect(g.playing.pieces[RED3].roads).toBe(15 - 6);
    });
  });

  describe('when the roads close a ring', () => {
    it('counts every road of the ring, and the road leading into it', () => {
      // Red rings the mountains 10 (1.1) from its settlement at 1.1/1.2/2.2; its set-up road leads in.
      const ring = ['1.1/1.2/2.2', '1.1 NE', '1.1 N', '1.1 NW', '1.1 SW', '1.1/2.1/2.2', '1.1/1.2/2.2'];
      const g = given(beginnerGame(), gives(RED, { brick: 6, lumber: 4 })).rolled([1, 1])
        .after(...roadsAlong(RED, ring, 0, 5));
      expect(g.playing.longestRoadLength).toBe(6);
      g.when(roadsAlong(RED, ring, 5, 6)[0]).then([
        { type: 'RoadBuilt', seat: RED, edge: edgeJoining(ring[5], ring[6]) },
        { type: 'LongestRoadChanged', holder: RED, length: 7 },
      ]);
    });
  });

  describe('when a player holds it', () => {
    it('grows with the holder\'s road', () => {
      orangeBuilding().after(...roadsAlong(ORANGE3, ORANGE_LINE, 1, 5))
        .when(roadsAlong(ORANGE3, ORANGE_LINE, 5, 6)[0]).then([
          { type: 'RoadBuilt', seat: ORANGE3, edge: edgeJoining(ORANGE_LINE[5], ORANGE_LINE[6]) },
          // The line now joins orange's set-up road at 2.4/3.4/3.5: 7 roads.
          { type: 'LongestRoadChanged', holder: ORANGE3, length: 7 },
        ]);
    });

    it('stays with the holder when another player only equals it', () => {
      const g = beforeTheBreak({ redRoads: 3, whiteRoads: 6 }).after({ type: 'EndTurn', seat: RED3 }).turnOf(WHITE3)
        .and(gives(WHITE3, { brick: 2, lumber: 2 }, 3)).rolled([1, 1]);
      g.when(roadsAlong(WHITE3, WHITE_LINE, 6, 7)[0])
        .then([{ type: 'RoadBuilt', seat: WHITE3, edge: edgeJoining(WHITE_LINE[6], WHITE_LINE[7]) }]);
    });

    it('passes to a player with a strictly longer road', () => {
      const g = beforeTheBreak({ redRoads: 3, whiteRoads: 7 }).after({ type: 'EndTurn', seat: RED3 }).turnOf(WHITE3)
        .and(gives(WHITE3, { brick: 1, lumber: 1 }, 3)).rolled([1, 1]);
      expect([longestRoad(g.playing, ORANGE3), longestRoad(g.playing, WHITE3)]).toEqual([7, 7]);
      g.when(roadsAlong(WHITE3, WHITE_LINE, 7, 8)[0]).then([
        { type: 'RoadBuilt', seat: WHITE3, edge: edgeJoining(WHITE_LINE[7], WHITE_LINE[8]) },
        { type: 'LongestRoadChanged', holder: WHITE3, length: 8 },
      ]);
    });
  });

  describe('when a road ends at an opponent\'s building', () => {
    it('counts up to that building: the 5th road, ending there, takes Longest Road', () => {
      const g = roadUpToAnOpponent();
      expect(longestRoad(g.playing, RED3)).toBe(4);
      g.when(roadsAlong(RED3, RED_TO_ORANGE, 4, 5)[0]).then([
        { type: 'RoadBuilt', seat: RED3, edge: edgeJoining(RED_TO_ORANGE[4], RED_TO_ORANGE[5]) },
        { type: 'LongestRoadChanged', holder: RED3, length: 5 },
      ]);
    });
  });

  describe('when an opponent\'s settlement breaks a road (the books\' example)', () => {
    it('splits orange\'s 7 roads into 2 and 5, and red\'s road of 6 in a row (its branch not counting) takes the card', () => {
      const g = beforeTheBreak({ redRoads: 6 });
      expect([longestRoad(g.playing, RED3), longestRoad(g.playing, ORANGE3)]).toEqual([6, 7]);
      expect(g.playing.longestRoad).toBe(ORANGE3);
      const after = g.when(settleAt(RED3, '2.2/3.2/3.3')).then([
        { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.2/3.2/3.3') },
        { type: 'LongestRoadChanged', holder: RED3, length: 6 },
      ]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(longestRoad(after, ORANGE3)).toBe(5);
    });
  });

  describe('after a break', () => {
    it('stays with the holder while tied for longest with at least 5', () => {
      // Orange is cut to 5 and red's line has 5: a tie, which the holder keeps.
      beforeTheBreak({ redRoads: 5 }).when(settleAt(RED3, '2.2/3.2/3.3')).then([
        { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.2/3.2/3.3') },
        { type: 'LongestRoadChanged', holder: ORANGE3, length: 5 },
      ]);
    });

    it('stays with the holder, now shorter, while still the longest', () => {
      beforeTheBreak({ redRoads: 3 }).when(settleAt(RED3, '2.2/3.2/3.3')).then([
        { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.2/3.2/3.3') },
        { type: 'LongestRoadChanged', holder: ORANGE3, length: 5 },
      ]);
    });

    it('otherwise goes to the unique longest road with at least 5, even a third player\'s', () => {
      beforeTheBreak({ redRoads: 5, whiteRoads: 6 }).when(settleAt(RED3, '2.2/3.2/3.3')).then([
        { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.2/3.2/3.3') },
        { type: 'LongestRoadChanged', holder: WHITE3, length: 6 },
      ]);
    });

    it('otherwise is held by nobody when two others tie for longest', () => {
      // Red cuts orange at 2.3/3.3/3.4, leaving it 4 and 3; red and white have 5 each.
      const g = beforeTheBreak({ redRoads: 5, whiteRoads: 5 })
        .and(gives(RED3, { brick: 1, lumber: 1 }, 3))
        .after({ type: 'BuildRoad', seat: RED3, edge: edgeJoining('3.3/3.4/4.3', '2.3/3.3/3.4') });
      expect([0, 1, 2].map((s) => longestRoad(g.playing, s))).toEqual([5, 7, 5]);
      g.when(settleAt(RED3, '2.3/3.3/3.4')).then([
        { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.3/3.3/3.4') },
        { type: 'LongestRoadChanged', holder: null, length: 0 },
      ]);
    });

    it('otherwise is held by nobody when no road has 5 any more: after a break it needs 5', () => {
      // Red reaches 2.3/3.3/3.4 the short way and cuts orange there: orange 4 and 3, red 3, white 1.
      beforeABreakBelowFive().when(settleAt(RED3, '2.3/3.3/3.4')).then([
        { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.3/3.3/3.4') },
        { type: 'LongestRoadChanged', holder: null, length: 0 },
      ]);
    });

    it('takes 2 points from the holder who loses it', () => {
      const g = beforeTheBreak({ redRoads: 6 });
      const after = g.when(settleAt(RED3, '2.2/3.2/3.3')).thenStartsWith([]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(totalPoints(after, ORANGE3)).toBe(totalPoints(g.playing, ORANGE3) - 2);
      expect(totalPoints(after, RED3)).toBe(totalPoints(g.playing, RED3) + 1 + 2);
    });
  });
});

/** The plain definition: the longest trail of the seat's roads from any vertex, cut at opponents' buildings. */
function referenceLength(s: Table, seat: number): number {
  const t = indexOf(s).topology;
  const mine = s.roads.flatMap((owner, e) => (owner === seat ? [e] : []));
  const from = (v: number, used: Set<number>): number => {
    let best = used.size;
    if (used.size > 0) {
      const b = s.buildings[v];
      if (b !== null && b.seat !== seat) return best;
    }
    for (const e of t.vertexEdges[v]) {
      if (s.roads[e] !== seat || used.has(e)) continue;
      const [a, b] = t.edgeVertices[e];
      used.add(e);
      best = Math.max(best, from(a === v ? b : a, used));
      used.delete(e);
    }
    return best;
  };
  return Math.max(0, ...mine.flatMap((e) => t.edgeVertices[e].map((v) => from(v, new Set()))));
}

describe('the length of a road network', () => {
  const table = fold(beginnerGame(), initialState()) as Table;
  const t = indexOf(table).topology;
  const empty = { ...table, roads: table.roads.map(() => -1), buildings: table.buildings.map(() => null) };
  const hexRing = (h: number) => t.hexVertices[h].map((v, i, ring) => t.vertexEdges[v].find((e) => t.edgeVertices[e].includes(ring[(i + 1) % ring.length]))!);
  const withRoads = (edges: readonly number[], blocks: readonly number[] = []): Table => ({
    ...empty,
    roads: empty.roads.map((_, e) => (edges.includes(e) ? 0 : -1)),
    buildings: empty.buildings.map((_, v) => (blocks.includes(v) ? { seat: 1, kind: 'settlement' as const } : null)),
  });

  it('counts a ring standing alone, where no road ends or branches', () => {
    expect(longestRoad(withRoads(hexRing(9)), 0)).toBe(6);
    expect(longestRoad(withRoads([...hexRing(0), ...hexRing(18)]), 0)).toBe(6);
  });

  it('counts two rings sharing a road as the trail around both', () => {
    const shared = [...new Set([...hexRing(9), ...hexRing(10)])];
    expect(longestRoad(withRoads(shared), 0)).toBe(referenceLength(withRoads(shared), 0));
  });

  it('equals the plain definition for any 15 roads and opponents\' buildings', () => {
    fc.assert(fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: t.edges.length - 1 }), { maxLength: 15 }),
      fc.uniqueArray(fc.integer({ min: 0, max: t.vertices.length - 1 }), { maxLength: 6 }),
      (edges, blocks) => {
        const s = withRoads(edges, blocks);
        expect(longestRoad(s, 0)).toBe(referenceLength(s, 0));
      },
    ), { numRuns: 3000 });
  });

  it('equals the plain definition for connected networks grown road by road', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: t.vertices.length - 1 }), fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
      fc.uniqueArray(fc.integer({ min: 0, max: t.vertices.length - 1 }), { maxLength: 4 }), (start, picks, blocks) => {
        const edges: number[] = [];
        for (const pick of picks) {
          const frontier = t.edges.map((_, e) => e).filter((e) => !edges.includes(e)
            && t.edgeVertices[e].some((v) => v === start || edges.some((f) => t.edgeVertices[f].includes(v))));
          edges.push(frontier[pick % frontier.length]);
        }
        const s = withRoads(edges, blocks);
        expect(longestRoad(s, 0)).toBe(referenceLength(s, 0));
      }), { numRuns: 500 });
  });
});
