// The end of a turn (S0 "Resumo do jogo"): after rolling, trading and building, "o turno passa para o
// jogador seguinte, à esquerda, que começa de novo na fase 1" — clockwise, each turn starting with
// the roll.
import { describe, expect, it } from 'vitest';
import { BLUE, beginnerGame, buys, given, gives, hex, ORANGE, RED, WHITE } from './given.ts';

describe('the end of a turn', () => {
  it('passes the dice to the next player clockwise', () => {
    given(beginnerGame()).rolled([1, 1]).when({ type: 'EndTurn', seat: RED }).then([{ type: 'TurnEnded', seat: RED, next: BLUE }]);
  });

  it('comes back to the first player after the last', () => {
    given(beginnerGame()).turnOf(WHITE).rolled([1, 1]).when({ type: 'EndTurn', seat: WHITE }).then([{ type: 'TurnEnded', seat: WHITE, next: RED }]);
    given(beginnerGame(3)).turnOf(2).rolled([1, 1]).when({ type: 'EndTurn', seat: 2 }).then([{ type: 'TurnEnded', seat: 2, next: 0 }]);
  });

  it('waits for the roll', () => {
    given(beginnerGame()).when({ type: 'EndTurn', seat: RED }).thenRejects('rule/must-roll-first');
  });

  it('is for the active player only', () => {
    given(beginnerGame()).rolled([1, 1]).when({ type: 'EndTurn', seat: ORANGE }).thenRejects('rule/not-your-turn');
  });

  it('waits for the robber and the discards', () => {
    given(beginnerGame()).after({ type: 'RollDice', seat: RED, dice: [6, 1] }).when({ type: 'EndTurn', seat: RED }).thenRejects('rule/robber-pending');
    given(beginnerGame(), gives(BLUE, { ore: 6 })).after({ type: 'RollDice', seat: RED, dice: [6, 1] })
      .when({ type: 'EndTurn', seat: RED }).thenRejects('rule/discard-pending');
  });

  it('starts the next turn afresh: no dice, no card played, nothing bought, no offer, nothing pending', () => {
    const g = buys(given(beginnerGame()).rolled([1, 1]), ['knight'])
      .after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } });
    const after = g.when({ type: 'EndTurn', seat: RED }).then([{ type: 'TurnEnded', seat: RED, next: BLUE }]);
    if (after.phase !== 'playing') throw new Error(after.phase);
    expect(after.turn).toEqual({
      seat: BLUE, number: 2, dice: null, devCardPlayed: false, pending: { kind: 'none' }, trade: null, offers: 0,
      bought: { knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0, unknown: 0 },
    });
  });

  it('lets the card bought last turn be played in the next one', () => {
    buys(given(beginnerGame()).rolled([1, 1]), ['knight']).after({ type: 'EndTurn', seat: RED }).turnOf(RED)
      .after({ type: 'PlayKnight', seat: RED })
      .when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null }).then([{ type: 'RobberMoved', seat: RED, hex: hex('4.2') }]);
  });
});
