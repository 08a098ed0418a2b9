// Rolling the dice and producing resources (S0 "1. Produção de matérias-primas"): every hex with
// the rolled number pays 1 card per adjacent settlement and 2 per adjacent city; the robber's hex
// pays nothing. If the bank cannot pay everyone a resource, nobody gets it, unless only one player
// is owed it: that player gets what is left (RULES.md, decisions).
import { describe, expect, it } from 'vitest';
import { BLUE, beginnerGame, edgeJoining, given, gives, hex, RED, vertex, WHITE } from './given.ts';
import { whiteCityByTheForest3 } from './situations.ts';

const game = () => given(beginnerGame());

describe('rolling the dice and production', () => {
  describe('rolling', () => {
    it('is done by the active player, once', () => {
      game().when({ type: 'RollDice', seat: RED, dice: [5, 6] }).thenStartsWith([{ type: 'DiceRolled', seat: RED, dice: [5, 6] }]);
      game().rolled([5, 6]).when({ type: 'RollDice', seat: RED, dice: [5, 6] }).thenRejects('rule/already-rolled');
    });

    it('is refused to a player whose turn it is not', () => {
      game().when({ type: 'RollDice', seat: BLUE, dice: [1, 2] }).thenRejects('rule/not-your-turn');
    });

    it.each([
      ['no dice', undefined],
      ['a die of 0', [0, 3]],
      ['a die of 7', [7, 1]],
      ['a die of 2.5', [2.5, 3]],
      ['three dice', [1, 2, 3]],
      ['not dice at all', 'six'],
    ])('needs two dice of 1 to 6 from the application: %s is refused', (_, dice) => {
      game().when({ type: 'RollDice', seat: RED, dice: dice as never }).thenRejects('command/missing-input');
    });
  });

  describe('on the beginner board (the books\' examples)', () => {
    it('"on a 3, the forest and the mountains produce: white gets 1 lumber, blue and orange 1 ore each"', () => {
      game().when({ type: 'RollDice', seat: RED, dice: [1, 2] }).then([
        { type: 'DiceRolled', seat: RED, dice: [1, 2] },
        { type: 'ResourcesProduced', gains: [{}, { ore: 1 }, { ore: 1 }, { lumber: 1 }] },
      ]);
    });

    it('on an 8, the forest 8 pays red and blue 1 lumber, and "white receives 1 ore" from the mountains 8', () => {
      game().when({ type: 'RollDice', seat: RED, dice: [4, 4] }).then([
        { type: 'DiceRolled', seat: RED, dice: [4, 4] },
        { type: 'ResourcesProduced', gains: [{ lumber: 1 }, { lumber: 1 }, {}, { ore: 1 }] },
      ]);
    });

    it('pays the cards from the bank into the hands', () => {
      const state = game().when({ type: 'RollDice', seat: RED, dice: [1, 2] }).thenStartsWith([]);
      if (state.phase !== 'playing') throw new Error(state.phase);
      expect(state.bank).toEqual({ brick: 18, lumber: 14, wool: 18, grain: 16, ore: 14 });
      expect(state.hands[WHITE]).toMatchObject({ lumber: 2, ore: 1, wool: 1 });
    });

    it('produces nothing on a number no building touches (a 2 without red, at 3 players)', () => {
      given(beginnerGame(3)).when({ type: 'RollDice', seat: 0, dice: [1, 1] }).then([{ type: 'DiceRolled', seat: 0, dice: [1, 1] }]);
    });
  });

  describe('when a player has 2 settlements on the same hex', () => {
    it('pays one card per settlement: red\'s two settlements by the mountains 10 bring 2 ore', () => {
      const twoByTheMountains = game()
        .and(gives(RED, { brick: 3, lumber: 3, wool: 1, grain: 1 }))
        .rolled([1, 1])
        .after(
          { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') },
          { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1 NE', '1.1 N') },
          { type: 'BuildSettlement', seat: RED, vertex: vertex('1.1 N') },
          { type: 'EndTurn', seat: RED },
        );
      // …and the hills 10 pay orange a brick.
      twoByTheMountains.when({ type: 'RollDice', seat: BLUE, dice: [4, 6] }).then([
        { type: 'DiceRolled', seat: BLUE, dice: [4, 6] },
        { type: 'ResourcesProduced', gains: [{ ore: 2 }, {}, { brick: 1 }, {}] },
      ]);
    });
  });

  describe('when a settlement has become a city', () => {
    it('pays 2 cards: "if white\'s settlement were a city, white would receive 2"', () => {
      game().and(gives(WHITE, { ore: 2, grain: 2 })).turnOf(WHITE).rolled([1, 1])
        .after({ type: 'BuildCity', seat: WHITE, vertex: vertex('3.4/3.5/4.4') }, { type: 'EndTurn', seat: WHITE })
        .when({ type: 'RollDice', seat: RED, dice: [4, 4] }).then([
          { type: 'DiceRolled', seat: RED, dice: [4, 4] },
          { type: 'ResourcesProduced', gains: [{ lumber: 1 }, { lumber: 1 }, {}, { ore: 2 }] },
        ]);
    });
  });

  describe('when the robber is on a hex', () => {
    const robberOnTheForest3 = () => game()
      .after(
        { type: 'RollDice', seat: RED, dice: [3, 4] },
        { type: 'MoveRobber', seat: RED, hex: hex('3.4'), victim: null },
        { type: 'EndTurn', seat: RED },
      );

    it('its number pays nothing to the buildings beside it: on a 3, white gets no lumber; the mountains 3 still pay', () => {
      robberOnTheForest3().when({ type: 'RollDice', seat: BLUE, dice: [2, 1] }).then([
        { type: 'DiceRolled', seat: BLUE, dice: [2, 1] },
        { type: 'ResourcesProduced', gains: [{}, { ore: 1 }, { ore: 1 }, {}] },
      ]);
    });

    it('blocks only its own hex: with the robber on the mountains 3, blue and orange get no ore; the forest 3 still pays white', () => {
      game().after(
        { type: 'RollDice', seat: RED, dice: [3, 4] },
        { type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null },
        { type: 'EndTurn', seat: RED },
      ).when({ type: 'RollDice', seat: BLUE, dice: [1, 2] }).then([
        { type: 'DiceRolled', seat: BLUE, dice: [1, 2] },
        { type: 'ResourcesProduced', gains: [{}, {}, {}, { lumber: 1 }] },
      ]);
    });
  });

  describe('when the bank runs short', () => {
    it('pays nobody a resource the bank cannot pay in full to everyone owed it; other resources are paid', () => {
      // The bank has 16 ore; red takes 15 of them, leaving 1 for the 2 owed to blue and orange on a 3.
      given(beginnerGame(), gives(RED, { ore: 15 })).when({ type: 'RollDice', seat: RED, dice: [1, 2] }).then([
        { type: 'DiceRolled', seat: RED, dice: [1, 2] },
        { type: 'ResourcesProduced', gains: [{}, {}, {}, { lumber: 1 }] },
      ]);
    });

    it('pays nobody when the bank is out of that resource', () => {
      given(beginnerGame(), gives(RED, { ore: 16 })).when({ type: 'RollDice', seat: RED, dice: [1, 2] }).then([
        { type: 'DiceRolled', seat: RED, dice: [1, 2] },
        { type: 'ResourcesProduced', gains: [{}, {}, {}, { lumber: 1 }] },
      ]);
    });

    it('pays what is left to the only player owed that resource', () => {
      // White's city by the forest 3 is owed 2 lumber, and the bank has 1 lumber left.
      whiteCityByTheForest3(1).when({ type: 'RollDice', seat: RED, dice: [1, 2] }).then([
        { type: 'DiceRolled', seat: RED, dice: [1, 2] },
        { type: 'ResourcesProduced', gains: [{}, { ore: 1 }, { ore: 1 }, { lumber: 1 }] },
      ]);
    });

    it('pays the only player owed a resource in full when the bank has enough', () => {
      whiteCityByTheForest3(2).when({ type: 'RollDice', seat: RED, dice: [1, 2] }).then([
        { type: 'DiceRolled', seat: RED, dice: [1, 2] },
        { type: 'ResourcesProduced', gains: [{}, { ore: 1 }, { ore: 1 }, { lumber: 2 }] },
      ]);
    });
  });
});
