// Development cards (S0 §3d and §4b): 25 cards (14 knights, 6 progress cards: 2 road building, 2
// year of plenty, 2 monopoly, and 5 victory points), bought for ore + wool + grain, the top card of
// the deck (here: the card the application's draw picks). One may be played per turn, at any time
// in the turn, before the roll too, but never in the turn it was bought.
import { describe, expect, it } from 'vitest';
import { devTotal, type Command, type DevCard } from '../../domain/catan/index.ts';
import {
  BLUE, beginnerGame, buys, edgeJoining, given, Given, gives, hex, ORANGE, RED, setUpGame, WHITE, type Placement,
} from './given.ts';

/** Red bought these cards in its first turn; it is now red's second turn, before the roll. */
const redHolds = (...cards: DevCard[]) => buys(given(beginnerGame()).rolled([1, 1]), cards)
  .after({ type: 'EndTurn', seat: RED }).turnOf(RED);

describe('development cards', () => {
  describe('the deck', () => {
    it('holds 25 cards: 14 knights, 2 road building, 2 year of plenty, 2 monopoly, 5 victory points', () => {
      expect(given(beginnerGame()).playing.deck).toEqual({ knight: 14, roadBuilding: 2, yearOfPlenty: 2, monopoly: 2, victoryPoint: 5, unknown: 0 });
    });

    it('is face down: a player only counts it', () => {
      const seen = new Given(beginnerGame(), BLUE);
      expect(seen.state.phase === 'playing' && seen.state.deck).toEqual({ knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0, unknown: 25 });
    });
  });

  describe('buying', () => {
    const toBuy = () => given(beginnerGame(), gives(RED, { wool: 1, ore: 1 })).rolled([1, 1]);

    it.each([
      [0, 'knight'], [0.55, 'knight'], [0.56, 'roadBuilding'], [0.64, 'yearOfPlenty'], [0.72, 'monopoly'], [0.8, 'victoryPoint'], [0.999, 'victoryPoint'],
    ] as const)('takes the card the draw picks: %s → %s', (draw, card) => {
      toBuy().when({ type: 'BuyDevelopmentCard', seat: RED, draw }).then([{ type: 'DevelopmentCardBought', seat: RED, card }]);
    });

    it('pays ore, wool and grain, and moves the card from the deck to the hand', () => {
      const before = toBuy().playing;
      const after = toBuy().when({ type: 'BuyDevelopmentCard', seat: RED, draw: 0 }).then([{ type: 'DevelopmentCardBought', seat: RED, card: 'knight' }]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(after.hands[RED]).toMatchObject({ ore: before.hands[RED].ore - 1, wool: before.hands[RED].wool - 1, grain: before.hands[RED].grain - 1 });
      expect(after.deck.knight).toBe(13);
      expect(after.devCards[RED]).toMatchObject({ knight: 1 });
    });

    it('needs the draw, an input of the application', () => {
      toBuy().when({ type: 'BuyDevelopmentCard', seat: RED }).thenRejects('command/missing-input');
      toBuy().when({ type: 'BuyDevelopmentCard', seat: RED, draw: 1 }).thenRejects('command/missing-input');
    });

    it('comes after the roll, in one\'s own turn', () => {
      given(beginnerGame(), gives(RED, { wool: 1, ore: 1 })).when({ type: 'BuyDevelopmentCard', seat: RED, draw: 0 }).thenRejects('rule/must-roll-first');
      toBuy().and(gives(BLUE, { wool: 1, grain: 1 })).when({ type: 'BuyDevelopmentCard', seat: BLUE, draw: 0 }).thenRejects('rule/not-your-turn');
    });

    it('may be done several times in a turn', () => {
      buys(given(beginnerGame()).rolled([1, 1]), ['knight'])
        .and(gives(RED, { wool: 1, grain: 1, ore: 1 }))
        .when({ type: 'BuyDevelopmentCard', seat: RED, draw: 0.99 }).then([{ type: 'DevelopmentCardBought', seat: RED, card: 'victoryPoint' }]);
    });

    it('is refused once the deck is empty', () => {
      let g = given(beginnerGame()).rolled([1, 1]);
      for (let i = 0; i < 25; i++) {
        g = g.and(gives(RED, { wool: 1, grain: 1, ore: 1 })).after({ type: 'BuyDevelopmentCard', seat: RED, draw: 0 });
      }
      expect(devTotal(g.playing.deck)).toBe(0);
      expect(g.playing.devCards[RED]).toEqual({ knight: 14, roadBuilding: 2, yearOfPlenty: 2, monopoly: 2, victoryPoint: 5, unknown: 0 });
      g.and(gives(RED, { wool: 1, grain: 1, ore: 1 })).when({ type: 'BuyDevelopmentCard', seat: RED, draw: 0 }).thenRejects('rule/no-development-cards');
    });
  });

  describe('playing', () => {
    it('may be done before the roll', () => {
      redHolds('knight').when({ type: 'PlayKnight', seat: RED }).then([{ type: 'KnightPlayed', seat: RED }]);
      redHolds('monopoly').when({ type: 'PlayMonopoly', seat: RED, resource: 'ore' }).thenStartsWith([{ type: 'MonopolyPlayed', seat: RED, resource: 'ore', taken: [0, 1, 1, 1] }]);
      redHolds('yearOfPlenty').when({ type: 'PlayYearOfPlenty', seat: RED, resources: { ore: 2 } }).thenStartsWith([{ type: 'YearOfPlentyPlayed', seat: RED, resources: { ore: 2 } }]);
      redHolds('roadBuilding').when({ type: 'PlayRoadBuilding', seat: RED }).then([{ type: 'RoadBuildingPlayed', seat: RED, roads: 2 }]);
    });

    it('may be done after the roll', () => {
      redHolds('knight').rolled([1, 1]).when({ type: 'PlayKnight', seat: RED }).then([{ type: 'KnightPlayed', seat: RED }]);
    });

    it('is limited to one card per turn', () => {
      redHolds('knight', 'monopoly').after({ type: 'PlayMonopoly', seat: RED, resource: 'wool' })
        .when({ type: 'PlayKnight', seat: RED }).thenRejects('rule/one-card-per-turn');
      redHolds('knight', 'knight').after({ type: 'PlayKnight', seat: RED }, { type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null })
        .rolled([1, 1]).when({ type: 'PlayKnight', seat: RED }).thenRejects('rule/one-card-per-turn');
    });

    it('allows another card in the next turn', () => {
      redHolds('knight', 'knight').after({ type: 'PlayKnight', seat: RED }, { type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null })
        .rolled([1, 1]).after({ type: 'EndTurn', seat: RED }).turnOf(RED)
        .when({ type: 'PlayKnight', seat: RED }).then([{ type: 'KnightPlayed', seat: RED }]);
    });

    it('is never done in the turn the card was bought', () => {
      buys(given(beginnerGame()).rolled([1, 1]), ['knight']).when({ type: 'PlayKnight', seat: RED }).thenRejects('rule/card-bought-this-turn');
      buys(given(beginnerGame()).rolled([1, 1]), ['monopoly']).when({ type: 'PlayMonopoly', seat: RED, resource: 'ore' }).thenRejects('rule/card-bought-this-turn');
    });

    it('may play an older card of a kind also bought this turn', () => {
      buys(redHolds('knight').rolled([1, 1]), ['knight']).when({ type: 'PlayKnight', seat: RED }).then([{ type: 'KnightPlayed', seat: RED }]);
    });

    it('needs the card', () => {
      redHolds('knight').when({ type: 'PlayMonopoly', seat: RED, resource: 'ore' }).thenRejects('rule/no-such-card');
      redHolds('victoryPoint').when({ type: 'PlayKnight', seat: RED }).thenRejects('rule/no-such-card');
    });

    it('is done only in one\'s own turn', () => {
      redHolds('knight').rolled([1, 1]).after({ type: 'EndTurn', seat: RED })
        .when({ type: 'PlayKnight', seat: RED }).thenRejects('rule/not-your-turn');
    });

    it('waits for a pending robber or discards to be dealt with', () => {
      redHolds('knight', 'monopoly').after({ type: 'RollDice', seat: RED, dice: [3, 4] })
        .when({ type: 'PlayMonopoly', seat: RED, resource: 'ore' }).thenRejects('rule/robber-pending');
      redHolds('knight', 'monopoly').and(gives(BLUE, { wool: 8 })).after({ type: 'RollDice', seat: RED, dice: [3, 4] })
        .when({ type: 'PlayKnight', seat: RED }).thenRejects('rule/discard-pending');
    });
  });

  describe('the knight', () => {
    it('moves the robber, which may then rob, before the roll', () => {
      const g = redHolds('knight').after({ type: 'PlayKnight', seat: RED });
      expect(g.playing.turn.pending).toEqual({ kind: 'robber' });
      g.when({ type: 'RollDice', seat: RED, dice: [2, 2] }).thenRejects('rule/robber-pending');
      g.when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE, draw: 0 }).then([
        { type: 'RobberMoved', seat: RED, hex: hex('4.2') },
        { type: 'ResourceStolen', thief: RED, victim: ORANGE, resource: 'grain' },
      ]);
      g.after({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null })
        .when({ type: 'RollDice', seat: RED, dice: [2, 2] }).thenStartsWith([{ type: 'DiceRolled', seat: RED, dice: [2, 2] }]);
    });

    it('stays face up in front of its player', () => {
      const g = redHolds('knight').after({ type: 'PlayKnight', seat: RED });
      expect(g.playing.knights).toEqual([1, 0, 0, 0]);
      expect(g.playing.devCards[RED].knight).toBe(0);
    });
  });

  describe('road building', () => {
    it('places 2 roads for free', () => {
      const g = redHolds('roadBuilding').after({ type: 'PlayRoadBuilding', seat: RED });
      const hand = g.playing.hands[RED];
      const after = g.after({ type: 'PlaceRoad', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') })
        .when({ type: 'PlaceRoad', seat: RED, edge: edgeJoining('2.2/2.3/3.3', '2.3/3.3/3.4') })
        .then([{ type: 'RoadPlaced', seat: RED, edge: edgeJoining('2.2/2.3/3.3', '2.3/3.3/3.4') }]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(after.hands[RED]).toEqual(hand);
      expect(after.pieces[RED].roads).toBe(11);
      expect(after.turn.pending).toEqual({ kind: 'none' });
    });

    it('follows the rules of building: connected, on a free path', () => {
      const g = redHolds('roadBuilding').after({ type: 'PlayRoadBuilding', seat: RED });
      g.when({ type: 'PlaceRoad', seat: RED, edge: edgeJoining('3.3/3.4/4.3', '3.3/4.2/4.3') }).thenRejects('rule/not-connected');
      g.when({ type: 'PlaceRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.2/2.2/2.3') }).thenRejects('rule/occupied');
      g.when({ type: 'PlaceRoad', seat: RED, edge: 'nowhere' }).thenRejects('rule/unknown-edge');
    });

    it('must be finished before the turn goes on', () => {
      const g = redHolds('roadBuilding').after({ type: 'PlayRoadBuilding', seat: RED });
      g.when({ type: 'RollDice', seat: RED, dice: [2, 2] }).thenRejects('rule/road-building-pending');
      const afterRoll = redHolds('roadBuilding').rolled([1, 1]).and(gives(RED, { brick: 1 })).after({ type: 'PlayRoadBuilding', seat: RED });
      afterRoll.when({ type: 'EndTurn', seat: RED }).thenRejects('rule/road-building-pending');
      afterRoll.when({ type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') }).thenRejects('rule/road-building-pending');
    });

    it('places only as many roads as are left in the supply', () => {
      // Red has 13 roads in supply; 12 more are built, leaving 1.
      const roads = [
        ['1.1/1.2/2.2', '1.1 NE'], ['1.1 NE', '1.1 N'], ['1.1 N', '1.1 NW'], ['1.1 NW', '1.1 SW'], ['1.1 SW', '1.1/2.1/2.2'],
        ['1.2/2.2/2.3', '1.2/1.3/2.3'], ['1.2/1.3/2.3', '1.2 NE'], ['1.2 NE', '1.2 N'],
        ['3.1/3.2/4.1', '3.1 S'], ['3.1 S', '3.1 SW'], ['3.1 SW', '3.1 NW'], ['3.1 NW', '3.1 N'],
      ];
      const g = redHolds('roadBuilding').and(gives(RED, { brick: 12, lumber: 10 })).rolled([1, 1])
        .after(...roads.map(([a, b]): Command => ({ type: 'BuildRoad', seat: RED, edge: edgeJoining(a, b) })));
      expect(g.playing.pieces[RED].roads).toBe(1);
      g.when({ type: 'PlayRoadBuilding', seat: RED }).thenStartsWith([{ type: 'RoadBuildingPlayed', seat: RED, roads: 1 }]);
      const last = g.after({ type: 'PlayRoadBuilding', seat: RED }, { type: 'PlaceRoad', seat: RED, edge: edgeJoining('3.1 N', '2.1 NW') });
      expect(last.playing.turn.pending).toEqual({ kind: 'none' });
      expect(last.playing.pieces[RED].roads).toBe(0);
    });

    it('cannot be played with no roads left in the supply', () => {
      const roads = [
        ['1.1/1.2/2.2', '1.1 NE'], ['1.1 NE', '1.1 N'], ['1.1 N', '1.1 NW'], ['1.1 NW', '1.1 SW'], ['1.1 SW', '1.1/2.1/2.2'],
        ['1.2/2.2/2.3', '1.2/1.3/2.3'], ['1.2/1.3/2.3', '1.2 NE'], ['1.2 NE', '1.2 N'],
        ['3.1/3.2/4.1', '3.1 S'], ['3.1 S', '3.1 SW'], ['3.1 SW', '3.1 NW'], ['3.1 NW', '3.1 N'], ['3.1 N', '2.1 NW'],
      ];
      redHolds('roadBuilding').and(gives(RED, { brick: 13, lumber: 11 })).rolled([1, 1])
        .after(...roads.map(([a, b]): Command => ({ type: 'BuildRoad', seat: RED, edge: edgeJoining(a, b) })))
        .when({ type: 'PlayRoadBuilding', seat: RED }).thenRejects('rule/no-pieces-left');
    });

    describe('when the first road leaves no place for the second', () => {
      // Three players. Seat 0 settles on the corner 1.1 N and on 3.1 SW; seats 1 and 2 settle and
      // build around it until only one path is open to seat 0, and it leads into a dead end.
      const placements: Placement[] = [
        { settlement: '1.1 N', roadTo: '1.1 NW' },
        { settlement: '1.1 SW', roadTo: '1.1 NW' },
        { settlement: '1.2 N', roadTo: '1.1 NE' },
        { settlement: '2.1/3.1/3.2', roadTo: '3.1 N' },
        { settlement: '4.1 SW', roadTo: '4.1 NW' },
        { settlement: '3.1 SW', roadTo: '3.1 NW' },
      ];
      const boxedIn = () => {
        let g = given(setUpGame(3, placements), gives(0, { wool: 2, grain: 2, ore: 2 }, 3), gives(1, { brick: 1, lumber: 1 }, 3), gives(2, { brick: 2, lumber: 2 }, 3))
          .rolled([1, 1]);
        g = buys(g, ['roadBuilding', 'roadBuilding']).after({ type: 'EndTurn', seat: 0 })
          .rolled([1, 1]).after({ type: 'BuildRoad', seat: 1, edge: edgeJoining('4.1 NW', '3.1 SW') }, { type: 'EndTurn', seat: 1 })
          .rolled([1, 1]).after(
            { type: 'BuildRoad', seat: 2, edge: edgeJoining('1.1 NE', '1.1 N') },
            { type: 'BuildRoad', seat: 2, edge: edgeJoining('3.1 N', '2.1 NW') },
            { type: 'EndTurn', seat: 2 },
          );
        return g;
      };

      it('ends Road Building after the one road that fits', () => {
        boxedIn().after({ type: 'PlayRoadBuilding', seat: 0 })
          .when({ type: 'PlaceRoad', seat: 0, edge: edgeJoining('3.1 NW', '3.1 N') }).then([
            { type: 'RoadPlaced', seat: 0, edge: edgeJoining('3.1 NW', '3.1 N') },
            { type: 'RoadBuildingEnded', seat: 0 },
          ]);
      });

      it('cannot be played when there is nowhere to build at all', () => {
        boxedIn().after({ type: 'PlayRoadBuilding', seat: 0 }, { type: 'PlaceRoad', seat: 0, edge: edgeJoining('3.1 NW', '3.1 N') })
          .rolled([1, 1]).after({ type: 'EndTurn', seat: 0 }).turnOf(0)
          .when({ type: 'PlayRoadBuilding', seat: 0 }).thenRejects('rule/not-connected');
      });
    });
  });

  describe('year of plenty', () => {
    it('takes any 2 resources from the bank', () => {
      redHolds('yearOfPlenty').when({ type: 'PlayYearOfPlenty', seat: RED, resources: { brick: 1, wool: 1 } })
        .then([{ type: 'YearOfPlentyPlayed', seat: RED, resources: { brick: 1, wool: 1 } }]);
      redHolds('yearOfPlenty').when({ type: 'PlayYearOfPlenty', seat: RED, resources: { ore: 2 } })
        .then([{ type: 'YearOfPlentyPlayed', seat: RED, resources: { ore: 2 } }]);
    });

    it.each([[{ ore: 1 }], [{ ore: 3 }], [{ ore: 1, grain: 2 }], [{}]])('refuses %j: exactly 2 cards', (resources) => {
      redHolds('yearOfPlenty').when({ type: 'PlayYearOfPlenty', seat: RED, resources }).thenRejects('command/invalid');
    });

    it('refuses cards that are not resources', () => {
      redHolds('yearOfPlenty').when({ type: 'PlayYearOfPlenty', seat: RED, resources: { gold: 2 } as never }).thenRejects('command/invalid');
    });

    describe('when the bank runs short', () => {
      it('refuses 2 of a resource of which the bank has 1', () => {
        const g = redHolds('yearOfPlenty');
        g.and(gives(BLUE, { ore: g.playing.bank.ore - 1 }))
          .when({ type: 'PlayYearOfPlenty', seat: RED, resources: { ore: 2 } }).thenRejects('rule/bank-empty');
      });

      it('gives the single card left when the bank holds only one', () => {
        const g = redHolds('yearOfPlenty');
        const { brick, lumber, wool, grain, ore } = g.playing.bank;
        g.and(gives(BLUE, { brick, lumber, wool, grain, ore: ore - 1 }))
          .when({ type: 'PlayYearOfPlenty', seat: RED, resources: { ore: 1 } })
          .then([{ type: 'YearOfPlentyPlayed', seat: RED, resources: { ore: 1 } }]);
      });

      it('cannot be played when the bank is empty', () => {
        const g = redHolds('yearOfPlenty');
        g.and(gives(BLUE, g.playing.bank)).when({ type: 'PlayYearOfPlenty', seat: RED, resources: {} }).thenRejects('rule/bank-empty');
      });
    });
  });

  describe('monopoly', () => {
    it('takes every card of the named resource from every other player', () => {
      const g = redHolds('monopoly').and(gives(WHITE, { grain: 3 }));
      const after = g.when({ type: 'PlayMonopoly', seat: RED, resource: 'grain' })
        .then([{ type: 'MonopolyPlayed', seat: RED, resource: 'grain', taken: [0, 0, 2, 3] }]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(after.hands.map((h) => h.grain)).toEqual([g.playing.hands[RED].grain + 5, 0, 0, 0]);
    });

    it('takes what the others have, however little: blue\'s one brick', () => {
      redHolds('monopoly').when({ type: 'PlayMonopoly', seat: RED, resource: 'brick' })
        .then([{ type: 'MonopolyPlayed', seat: RED, resource: 'brick', taken: [0, 1, 0, 0] }]);
    });

    it('is played even when the others have none of it', () => {
      // Red's first Monopoly took blue's only brick; its second, a turn later, finds none.
      const g = redHolds('monopoly', 'monopoly').after({ type: 'PlayMonopoly', seat: RED, resource: 'brick' }).rolled([1, 1])
        .after({ type: 'EndTurn', seat: RED }).turnOf(RED);
      g.when({ type: 'PlayMonopoly', seat: RED, resource: 'brick' })
        .then([{ type: 'MonopolyPlayed', seat: RED, resource: 'brick', taken: [0, 0, 0, 0] }]);
    });

    it('must name a resource', () => {
      redHolds('monopoly').when({ type: 'PlayMonopoly', seat: RED, resource: 'gold' as never }).thenRejects('command/invalid');
    });
  });

  describe('victory point cards', () => {
    it('stay in the hand, hidden', () => {
      const g = redHolds('victoryPoint');
      expect(g.playing.devCards[RED].victoryPoint).toBe(1);
      const blueView = new Given(g.events, BLUE);
      expect(blueView.state.phase === 'playing' && blueView.state.devCards[RED]).toMatchObject({ victoryPoint: 0, unknown: 1 });
    });
  });
});
