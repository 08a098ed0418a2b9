// Largest Army (S0 §4b): "O primeiro jogador a conseguir ter três cartas de cavaleiro reveladas à sua
// frente obtém a carta especial […], que vale 2 pontos de vitória. Se outro jogador conseguir ter à
// vista mais cartas de cavaleiro do que o atual possuidor […], recebe de imediato essa carta."
import { describe, expect, it } from 'vitest';
import { totalPoints, type Seat } from '../../domain/catan/index.ts';
import { BLUE, beginnerGame, buys, given, hex, RED, type Given } from './given.ts';

/** In its next turn, the seat plays a knight before its roll, moves the robber, rolls and ends its turn. */
function knightTurn(g: Given, seat: Seat): Given {
  const at = g.turnOf(seat);
  const to = at.playing.robber === hex('4.2') ? hex('2.3') : hex('4.2');
  return at.after({ type: 'PlayKnight', seat }, { type: 'MoveRobber', seat, hex: to, victim: null })
    .rolled([1, 1]).after({ type: 'EndTurn', seat });
}

/** Red and blue each bought 4 knights in their first turn. It is red's second turn. */
const armed = () => {
  const redBought = buys(given(beginnerGame()).rolled([1, 1]), ['knight', 'knight', 'knight', 'knight']).after({ type: 'EndTurn', seat: RED });
  return buys(redBought.rolled([1, 1]), ['knight', 'knight', 'knight', 'knight']).after({ type: 'EndTurn', seat: BLUE }).turnOf(RED);
};
/** Red has played 2 knights; it is red's turn, before the roll. */
const twoKnights = () => knightTurn(knightTurn(armed(), RED), RED).turnOf(RED);

describe('Largest Army', () => {
  describe('when nobody holds it', () => {
    it('is not given for 1 or 2 knights', () => {
      armed().when({ type: 'PlayKnight', seat: RED }).then([{ type: 'KnightPlayed', seat: RED }]);
      knightTurn(armed(), RED).turnOf(RED).when({ type: 'PlayKnight', seat: RED }).then([{ type: 'KnightPlayed', seat: RED }]);
    });

    it('goes to the first player with 3 knights face up', () => {
      twoKnights().when({ type: 'PlayKnight', seat: RED }).then([
        { type: 'KnightPlayed', seat: RED },
        { type: 'LargestArmyChanged', holder: RED },
      ]);
    });

    it('is worth 2 victory points', () => {
      const g = twoKnights();
      const before = totalPoints(g.playing, RED);
      const after = g.when({ type: 'PlayKnight', seat: RED }).thenStartsWith([]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(totalPoints(after, RED)).toBe(before + 2);
      expect(after.largestArmy).toBe(RED);
    });
  });

  describe('when a player holds it', () => {
    /** Red holds Largest Army with 3 knights; blue has played 2. It is blue's turn. */
    const redHolds = () => {
      let g = knightTurn(twoKnights(), RED);
      g = knightTurn(knightTurn(g, BLUE), BLUE);
      return g.turnOf(BLUE);
    };

    it('is kept by the holder on a tie: blue\'s 3rd knight does not take it', () => {
      const g = redHolds();
      expect(g.playing.knights.slice(0, 2)).toEqual([3, 2]);
      g.when({ type: 'PlayKnight', seat: BLUE }).then([{ type: 'KnightPlayed', seat: BLUE }]);
    });

    it('passes to a player with strictly more knights: blue\'s 4th takes it', () => {
      const g = knightTurn(redHolds(), BLUE).turnOf(BLUE);
      expect(g.playing.knights.slice(0, 2)).toEqual([3, 3]);
      const after = g.when({ type: 'PlayKnight', seat: BLUE }).then([
        { type: 'KnightPlayed', seat: BLUE },
        { type: 'LargestArmyChanged', holder: BLUE },
      ]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(totalPoints(after, RED)).toBe(2);
      expect(totalPoints(after, BLUE)).toBe(4);
    });

    it('is not announced again when the holder plays more knights', () => {
      knightTurn(twoKnights(), RED).turnOf(RED).when({ type: 'PlayKnight', seat: RED }).then([{ type: 'KnightPlayed', seat: RED }]);
    });
  });
});
