// Building (S0 "3. Construir"): roads (brick + lumber), settlements (brick + lumber + wool + grain)
// and cities (3 ore + 2 grain, only by upgrading one's own settlement, whose piece returns to the
// supply). A road touches one's own road, settlement or city; a settlement needs one's own road
// and the distance rule. Each player has 5 settlements, 4 cities and 15 roads.
import { describe, expect, it } from 'vitest';
import { COSTS, legalKinds, legalOf, type Bundle, type Command, type Hand } from '../../domain/catan/index.ts';
import {
  BLUE, beginnerGame, edge, edgeJoining, emptyHandedGame, given, gives, pathThrough, RED, vertex, WHITE,
} from './given.ts';

// On the beginner board red starts with a grain and 2 lumber, settlements at 1.1/1.2/2.2 and
// 3.1/3.2/4.1, and roads from them to 1.2/2.2/2.3 and to 3.2/4.1/4.2.
const redToBuild = (cards: Bundle = {}) => given(beginnerGame(), gives(RED, cards)).rolled([1, 1]);
const road = (a: string, b: string): Command => ({ type: 'BuildRoad', seat: RED, edge: edgeJoining(a, b) });
const settlement = (v: string): Command => ({ type: 'BuildSettlement', seat: RED, vertex: vertex(v) });
const city = (v: string): Command => ({ type: 'BuildCity', seat: RED, vertex: vertex(v) });

/** The cost with one card of one resource missing, for each resource of the cost. */
const oneShort = (cost: Bundle) => Object.entries(cost).map(([r, n]) => [r, { ...cost, [r]: (n as number) - 1 }] as const);
const minus = (hand: Hand, cost: Bundle): Partial<Hand> =>
  Object.fromEntries(Object.entries(cost).map(([r, n]) => [r, hand[r as keyof Hand] - (n as number)]));

describe('building', () => {
  describe('what it costs', () => {
    it.each([
      ['road', COSTS.road, { brick: 1, lumber: 1 }],
      ['settlement', COSTS.settlement, { brick: 1, lumber: 1, wool: 1, grain: 1 }],
      ['city', COSTS.city, { grain: 2, ore: 3 }],
      ['development card', COSTS.developmentCard, { wool: 1, grain: 1, ore: 1 }],
    ])('a %s costs %j', (_, cost, expected) => {
      expect(cost).toEqual(expected);
    });

    it('pays for a road, a settlement and a city from the hand into the bank', () => {
      const g = redToBuild({ brick: 2, lumber: 1, wool: 1, grain: 2, ore: 3 });
      const s0 = g.playing;
      const s1 = g.when(road('1.2/2.2/2.3', '2.2/2.3/3.3')).then([{ type: 'RoadBuilt', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') }]);
      if (s1.phase !== 'playing') throw new Error(s1.phase);
      expect(s1.hands[RED]).toMatchObject(minus(s0.hands[RED], COSTS.road));
      expect(s1.bank).toMatchObject({ brick: s0.bank.brick + 1, lumber: s0.bank.lumber + 1 });

      const g2 = g.after(road('1.2/2.2/2.3', '2.2/2.3/3.3'));
      const s2 = g2.when(settlement('2.2/2.3/3.3')).then([{ type: 'SettlementBuilt', seat: RED, vertex: vertex('2.2/2.3/3.3') }]);
      if (s2.phase !== 'playing') throw new Error(s2.phase);
      expect(s2.hands[RED]).toMatchObject(minus(s1.hands[RED], COSTS.settlement));

      const s3 = g2.after(settlement('2.2/2.3/3.3')).when(city('2.2/2.3/3.3')).then([{ type: 'CityBuilt', seat: RED, vertex: vertex('2.2/2.3/3.3') }]);
      if (s3.phase !== 'playing') throw new Error(s3.phase);
      expect(s3.hands[RED]).toMatchObject(minus(s2.hands[RED], COSTS.city));
      expect(s3.bank).toMatchObject({ ore: s2.bank.ore + 3, grain: s2.bank.grain + 2 });
    });

    // Seat 0 of this game holds no cards, so its hand is exactly what the test gives it.
    it.each(oneShort(COSTS.road))('refuses a road when a %s is missing', (_, hand) => {
      emptyHandedGame().and(gives(0, hand)).rolled([1, 1])
        .when({ type: 'BuildRoad', seat: 0, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') }).thenRejects('rule/insufficient-resources');
    });

    it.each(oneShort(COSTS.settlement))('refuses a settlement when a %s is missing', (_, hand) => {
      emptyHandedGame().and(gives(0, COSTS.road)).rolled([1, 1])
        .after({ type: 'BuildRoad', seat: 0, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') })
        .and(gives(0, hand))
        .when({ type: 'BuildSettlement', seat: 0, vertex: vertex('2.2/2.3/3.3') }).thenRejects('rule/insufficient-resources');
    });

    it.each(oneShort(COSTS.city))('refuses a city when a %s is missing', (_, hand) => {
      emptyHandedGame().and(gives(0, hand)).rolled([1, 1])
        .when({ type: 'BuildCity', seat: 0, vertex: vertex('1.1/1.2/2.2') }).thenRejects('rule/insufficient-resources');
    });

    it.each(oneShort(COSTS.developmentCard))('refuses a development card when a %s is missing', (_, hand) => {
      emptyHandedGame().and(gives(0, hand)).rolled([1, 1])
        .when({ type: 'BuyDevelopmentCard', seat: 0, draw: 0 }).thenRejects('rule/insufficient-resources');
    });

    it('accepts exactly the cost', () => {
      emptyHandedGame().and(gives(0, COSTS.road)).rolled([1, 1])
        .when({ type: 'BuildRoad', seat: 0, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') })
        .then([{ type: 'RoadBuilt', seat: 0, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') }]);
    });
  });

  describe('when it may be done', () => {
    it('only after the roll', () => {
      given(beginnerGame(), gives(RED, { brick: 1 })).when(road('1.1/1.2/2.2', '1.1 NE')).thenRejects('rule/must-roll-first');
    });

    it('only by the active player', () => {
      redToBuild().and(gives(BLUE, { brick: 1, lumber: 1 }))
        .when({ type: 'BuildRoad', seat: BLUE, edge: edgeJoining('4.1/4.2/5.1', '4.1 SE') }).thenRejects('rule/not-your-turn');
    });
  });

  describe('a road', () => {
    it('may start at one\'s own settlement', () => {
      redToBuild({ brick: 1 }).when(road('1.1/1.2/2.2', '1.1/2.1/2.2'))
        .then([{ type: 'RoadBuilt', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1/2.1/2.2') }]);
    });

    it('may continue one\'s own road', () => {
      redToBuild({ brick: 1 }).when(road('1.2/2.2/2.3', '1.2/1.3/2.3'))
        .then([{ type: 'RoadBuilt', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '1.2/1.3/2.3') }]);
    });

    it('may not stand alone', () => {
      redToBuild({ brick: 1 }).when(road('3.3/3.4/4.3', '3.3/4.2/4.3')).thenRejects('rule/not-connected');
    });

    it('may not be built on a path that already has a road, one\'s own or another\'s', () => {
      redToBuild({ brick: 1 }).when({ type: 'BuildRoad', seat: RED, edge: edge('1.2|2.2') }).thenRejects('rule/occupied');
      redToBuild({ brick: 1 }).and(gives(RED, { brick: 1, lumber: 1 })).after(road('1.1/1.2/2.2', '1.1/2.1/2.2'), road('1.1/2.1/2.2', '2.1/2.2/3.2'))
        .when({ type: 'BuildRoad', seat: RED, edge: edge('2.1|3.2') }).thenRejects('rule/occupied');
    });

    it('may not be built on a path that is not on the island', () => {
      redToBuild({ brick: 1 }).when({ type: 'BuildRoad', seat: RED, edge: '7,7,NE' }).thenRejects('rule/unknown-edge');
    });
  });

  describe('a settlement', () => {
    it('needs one\'s own road to reach it', () => {
      redToBuild({ brick: 1, lumber: 1, wool: 1 }).when(settlement('1.1 N')).thenRejects('rule/not-connected');
    });

    it('obeys the distance rule: not next to any settlement, one\'s own included', () => {
      redToBuild({ brick: 1, lumber: 1, wool: 1 }).when(settlement('1.2/2.2/2.3')).thenRejects('rule/distance');
    });

    it('obeys the distance rule against other players\' settlements', () => {
      // Red's road reaches 2.2/3.2/3.3, which is next to white's settlement at 2.1/2.2/3.2 only.
      redToBuild({ brick: 3, lumber: 1, wool: 1 }).after(road('1.2/2.2/2.3', '2.2/2.3/3.3'), road('2.2/2.3/3.3', '2.2/3.2/3.3'))
        .when(settlement('2.2/3.2/3.3')).thenRejects('rule/distance');
    });

    it('may not be built where a building stands', () => {
      redToBuild({ brick: 1, lumber: 1, wool: 1 }).when(settlement('2.1/2.2/3.2')).thenRejects('rule/occupied');
      redToBuild({ brick: 1, lumber: 1, wool: 1 }).when(settlement('1.1/1.2/2.2')).thenRejects('rule/occupied');
    });

    it('may not be built off the island', () => {
      redToBuild({ brick: 1, lumber: 1, wool: 1 }).when({ type: 'BuildSettlement', seat: RED, vertex: '8,8,S' }).thenRejects('rule/unknown-vertex');
    });

    it('may be built two paths away, at the end of one\'s road', () => {
      redToBuild({ brick: 2, lumber: 1, wool: 1 }).after(road('1.2/2.2/2.3', '2.2/2.3/3.3'))
        .when(settlement('2.2/2.3/3.3')).then([{ type: 'SettlementBuilt', seat: RED, vertex: vertex('2.2/2.3/3.3') }]);
    });
  });

  describe('a city', () => {
    it('replaces one of one\'s own settlements, whose piece returns to the supply', () => {
      const after = redToBuild({ ore: 3, grain: 1 }).when(city('1.1/1.2/2.2'))
        .then([{ type: 'CityBuilt', seat: RED, vertex: vertex('1.1/1.2/2.2') }]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(after.pieces[RED]).toEqual({ settlements: 4, cities: 3, roads: 13 });
    });

    it('may not replace another player\'s settlement', () => {
      redToBuild({ ore: 3, grain: 1 }).when(city('2.1/2.2/3.2')).thenRejects('rule/not-your-settlement');
    });

    it('may not be built on an empty intersection', () => {
      redToBuild({ ore: 3, grain: 1 }).when(city('1.1 N')).thenRejects('rule/not-your-settlement');
    });

    it('may not replace a city', () => {
      redToBuild({ ore: 6, grain: 3 }).after(city('1.1/1.2/2.2')).when(city('1.1/1.2/2.2')).thenRejects('rule/not-your-settlement');
    });

    it('may not be built off the island', () => {
      redToBuild({ ore: 3, grain: 1 }).when({ type: 'BuildCity', seat: RED, vertex: 'x' }).thenRejects('rule/unknown-vertex');
    });

    it('is offered as a legal kind only while one of one\'s settlements stands to be replaced', () => {
      const both = redToBuild({ ore: 6, grain: 3 }).after(city('1.1/1.2/2.2'));
      expect(legalKinds(both.playing, RED)).toContain('BuildCity');
      const none = both.and(gives(RED, { ore: 3, grain: 2 })).after(city('3.1/3.2/4.1'));
      expect(legalKinds(none.playing, RED)).not.toContain('BuildCity');
      expect(legalOf(none.playing, RED, 'BuildCity')).toEqual([]);
    });
  });

  describe('the supply of pieces', () => {
    // 13 more roads for red, 15 in all, each one connected to the last.
    const thirteenRoads = [
      ...pathThrough('1.1/1.2/2.2', '1.1 NE', '1.1 N', '1.1 NW', '1.1 SW', '1.1/2.1/2.2', '1.1/1.2/2.2'),
      ...pathThrough('1.2/2.2/2.3', '1.2/1.3/2.3', '1.2 NE', '1.2 N', '1.1 NE'),
      ...pathThrough('3.1/3.2/4.1', '3.1 S', '3.1 SW', '3.1 NW'),
    ];
    const fifteenRoads = () => redToBuild({ brick: 14, lumber: 12 })
      .after(...thirteenRoads.map((e): Command => ({ type: 'BuildRoad', seat: RED, edge: e })));

    it('holds 15 roads: the 16th is refused', () => {
      const g = fifteenRoads();
      expect(g.playing.pieces[RED].roads).toBe(0);
      g.when(road('3.1 NW', '3.1 N')).thenRejects('rule/no-pieces-left');
    });

    it('holds 5 settlements: the 6th is refused, until a city returns one to the supply', () => {
      const five = fifteenRoads().and(gives(RED, { brick: 4, lumber: 4, wool: 4, grain: 6, ore: 3 }))
        .after(settlement('1.1 N'), settlement('1.2 N'), settlement('3.1 SW'));
      expect(five.playing.pieces[RED].settlements).toBe(0);
      five.when(settlement('1.1 SW')).thenRejects('rule/no-pieces-left');
      five.after(city('1.1 N')).when(settlement('1.1 SW')).then([{ type: 'SettlementBuilt', seat: RED, vertex: vertex('1.1 SW') }]);
    });

    it('holds 4 cities: the 5th is refused', () => {
      const fiveSettlements = redToBuild({ brick: 8, lumber: 6, wool: 2, grain: 2 })
        .after(
          road('1.1/1.2/2.2', '1.1 NE'), road('1.1 NE', '1.1 N'), road('1.1 NE', '1.2 N'),
          road('3.1/3.2/4.1', '3.1 S'), road('3.1 S', '3.1 SW'),
          settlement('1.1 N'), settlement('1.2 N'), settlement('3.1 SW'),
        )
        .and(gives(RED, { ore: 12, grain: 8 }))
        .after(city('1.1 N'), city('1.2 N'), city('3.1 SW'), city('1.1/1.2/2.2'));
      expect(fiveSettlements.playing.pieces[RED]).toMatchObject({ settlements: 4, cities: 0 });
      fiveSettlements.and(gives(RED, { ore: 3, grain: 2 })).when(city('3.1/3.2/4.1')).thenRejects('rule/no-pieces-left');
    });
  });

  describe('for another player', () => {
    it('follows the same rules for white, in white\'s turn', () => {
      given(beginnerGame(), gives(WHITE, { brick: 1 })).turnOf(WHITE).rolled([1, 1])
        .when({ type: 'BuildRoad', seat: WHITE, edge: edgeJoining('2.1/2.2/3.2', '2.2/3.2/3.3') })
        .then([{ type: 'RoadBuilt', seat: WHITE, edge: edgeJoining('2.1/2.2/3.2', '2.2/3.2/3.3') }]);
    });
  });
});
