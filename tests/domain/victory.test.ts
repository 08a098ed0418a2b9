// The end of the game (S0 "Fim do jogo"): "O jogo termina no turno em que um jogador consiga obter
// 10 ou mais pontos de vitória. Para ganhar, o jogador tem que conseguir obter os 10 pontos de
// vitória (ou mais) no decorrer do seu turno ou já os possuir quando chegar a sua vez de jogar."
// Victory point cards stay hidden until they make their owner win (S0 §4b).
import { describe, expect, it } from 'vitest';
import { totalPoints } from '../../domain/catan/index.ts';
import { beginnerGame, buys, edgeJoining, given, gives, RED, vertex } from './given.ts';
import { oneOfEach, ORANGE3, RED3, WHITE3, whiteAtEightBeforeTheBreak } from './situations.ts';

/** Red bought these cards in its first turn; it is red's second turn, after the roll. */
const redBought = (...cards: Parameters<typeof buys>[1]) =>
  buys(given(beginnerGame()).rolled([1, 1]), cards).after({ type: 'EndTurn', seat: RED }).turnOf(RED).rolled([1, 1]);

/** Red has 5 hidden victory point cards and 2 cities: 9 points, and a road to 2.2/2.3/3.3. */
const redAtNine = () => redBought('victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint')
  .and(gives(RED, { ore: 6, grain: 4, brick: 2, lumber: 2, wool: 1 }))
  .after(
    { type: 'BuildCity', seat: RED, vertex: vertex('1.1/1.2/2.2') },
    { type: 'BuildCity', seat: RED, vertex: vertex('3.1/3.2/4.1') },
    { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') },
  );

const whiteAtEight = whiteAtEightBeforeTheBreak;

describe('victory', () => {
  describe('in one\'s own turn', () => {
    it('comes with the 10th point: the game is won at once, and the hidden victory point cards are revealed', () => {
      const g = redAtNine();
      expect(totalPoints(g.playing, RED)).toBe(9);
      const after = g.when({ type: 'BuildSettlement', seat: RED, vertex: vertex('2.2/2.3/3.3') }).then([
        { type: 'SettlementBuilt', seat: RED, vertex: vertex('2.2/2.3/3.3') },
        { type: 'GameWon', seat: RED, points: 10, victoryPointCards: 5 },
      ]);
      expect(after).toMatchObject({ phase: 'finished', winner: RED, points: 10 });
    });

    it('may come from a victory point card just bought', () => {
      // 4 hidden victory point cards, 2 cities and a settlement: 9 points.
      redBought('victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint')
        .and(gives(RED, { ore: 6, grain: 5, brick: 2, lumber: 2, wool: 1 }))
        .after(
          { type: 'BuildCity', seat: RED, vertex: vertex('1.1/1.2/2.2') },
          { type: 'BuildCity', seat: RED, vertex: vertex('3.1/3.2/4.1') },
          { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') },
          { type: 'BuildSettlement', seat: RED, vertex: vertex('2.2/2.3/3.3') },
        )
        .and(gives(RED, { wool: 1, grain: 1, ore: 1 }))
        .when({ type: 'BuyDevelopmentCard', seat: RED, draw: 0.99 }).then([
          { type: 'DevelopmentCardBought', seat: RED, card: 'victoryPoint' },
          { type: 'GameWon', seat: RED, points: 10, victoryPointCards: 5 },
        ]);
    });

    it('counts every point past 10: from 9, Longest Road wins with 11', () => {
      // Red's road 1.1 NE → 1.1/1.2/2.2 → 1.2/2.2/2.3 → 2.2/2.3/3.3 → 2.3/3.3/3.4 gets its 5th road.
      redAtNine().and(gives(RED, { brick: 3, lumber: 3 }))
        .after(
          { type: 'BuildRoad', seat: RED, edge: edgeJoining('2.2/2.3/3.3', '2.3/3.3/3.4') },
          { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') },
        )
        .when({ type: 'BuildRoad', seat: RED, edge: edgeJoining('2.3/3.3/3.4', '3.3/3.4/4.3') }).then([
          { type: 'RoadBuilt', seat: RED, edge: edgeJoining('2.3/3.3/3.4', '3.3/3.4/4.3') },
          { type: 'LongestRoadChanged', holder: RED, length: 5 },
          { type: 'GameWon', seat: RED, points: 11, victoryPointCards: 5 },
        ]);
    });

    it('ends the game: nothing more can be done', () => {
      const won = redAtNine().after({ type: 'BuildSettlement', seat: RED, vertex: vertex('2.2/2.3/3.3') });
      const commands = oneOfEach({
        ClaimSeat: { type: 'ClaimSeat', seat: 1, name: 'Late' },
        PlaceSettlement: { type: 'PlaceSettlement', seat: 1, vertex: vertex('1.1 N') },
        PlaceRoad: { type: 'PlaceRoad', seat: 0, edge: edgeJoining('1.1 N', '1.1 NE') },
        BuildRoad: { type: 'BuildRoad', seat: 0, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') },
        BuildCity: { type: 'BuildCity', seat: 0, vertex: vertex('2.2/2.3/3.3') },
      });
      const codes = Object.fromEntries(Object.entries(commands).map(([type, command]) => {
        const d = won.when(command).decision;
        return [type, d.ok ? 'accepted' : d.rejection.code];
      }));
      expect(codes).toEqual(Object.fromEntries(Object.keys(commands).map((type) => [type, 'game/over'])));
    });
  });

  describe('outside one\'s own turn', () => {
    it('does not come, even with 10 points: white takes Longest Road when red breaks orange\'s road', () => {
      const g = whiteAtEight();
      expect(totalPoints(g.playing, WHITE3)).toBe(8);
      const after = g.when({ type: 'BuildSettlement', seat: RED3, vertex: vertex('2.2/3.2/3.3') }).then([
        { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.2/3.2/3.3') },
        { type: 'LongestRoadChanged', holder: WHITE3, length: 6 },
      ]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(totalPoints(after, WHITE3)).toBe(10);
    });

    it('does not come in the turn of the player in between either', () => {
      whiteAtEight().after({ type: 'BuildSettlement', seat: RED3, vertex: vertex('2.2/3.2/3.3') })
        .when({ type: 'EndTurn', seat: RED3 }).then([{ type: 'TurnEnded', seat: RED3, next: ORANGE3 }]);
    });

    it('comes at the start of the player\'s own turn, with the points already held', () => {
      whiteAtEight().after({ type: 'BuildSettlement', seat: RED3, vertex: vertex('2.2/3.2/3.3') }, { type: 'EndTurn', seat: RED3 })
        .rolled([1, 1])
        .when({ type: 'EndTurn', seat: ORANGE3 }).then([
          { type: 'TurnEnded', seat: ORANGE3, next: WHITE3 },
          { type: 'GameWon', seat: WHITE3, points: 10, victoryPointCards: 5 },
        ]);
    });
  });
});
