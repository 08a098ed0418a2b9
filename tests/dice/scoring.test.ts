// Scoring and the end of the game. Standard side (seed 000, "Tomar nota dos pontos", "Fim do
// jogo"): each turn's points in the next box, −2 for a turn with no build; after 15 turns each,
// the highest total wins (equal totals share the win). Plus side: the first to 10 VP wins.
import { describe, expect, it } from 'vitest';
import { initialState, summary, totalOf } from '../../domain/dice/index.ts';
import { endTurn, given, ROAD, table, type Given } from './given.ts';

/** Every seat passes (rolls wool only and builds nothing) until the game has `turns` game turns. */
function idle(g: Given, turns: number): Given {
  let out = g;
  for (let t = 0; t < turns; t++) {
    const seat = out.playing.turn.seat;
    out = out.rolls(seat, 'w'.repeat(out.playing.turn.diceCount)).after(endTurn(seat));
  }
  return out;
}

describe('the score track', () => {
  it('scores a turn with no build −2', () => {
    table('standard', 1).rolls(0, 'wwwwww').when(endTurn(0)).then([
      { type: 'TurnScored', seat: 0, points: -2 },
      { type: 'TurnEnded', seat: 0, next: 0, dice: 6 },
    ]);
  });

  it('scores the sum of the turn\'s builds', () => {
    table('standard', 1).rolls(0, 'blwgbl').builds(0, 's3', 'r1').when(endTurn(0)).thenStartsWith([{ type: 'TurnScored', seat: 0, points: 4 }]);
  });

  it('passes the dice to the next seat', () => {
    table('standard', 3).rolls(0, 'wwwwww').when(endTurn(0)).thenStartsWith([{ type: 'TurnScored', seat: 0, points: -2 }, { type: 'TurnEnded', seat: 0, next: 1, dice: 6 }]);
    idle(table('standard', 3), 2).rolls(2, 'wwwwww').when(endTurn(2)).thenStartsWith([{ type: 'TurnScored', seat: 2, points: -2 }, { type: 'TurnEnded', seat: 2, next: 0, dice: 6 }]);
  });
});

describe('the end of a standard game', () => {
  it('comes after 15 turns of a solo game', () => {
    const g = idle(table('standard', 1).turn(0, ROAD, 'r1', 'r2', 'r3'), 13).rolls(0, 'blwg$$').builds(0, 's3');
    expect(g.playing.sheets[0].track).toHaveLength(14);
    const after = g.when(endTurn(0)).then([
      { type: 'TurnScored', seat: 0, points: 3 },
      { type: 'GameEnded', winners: [0], totals: [3 - 26 + 3] },
    ]);
    expect(after.phase).toBe('finished');
  });

  it('comes when the last seat has played its 15th turn, and the highest total wins', () => {
    const g = idle(table('standard', 2).turn(0, ROAD, 'r1'), 28).rolls(1, 'wwwwww');
    expect(g.playing.turn.seat).toBe(1);
    g.when(endTurn(1)).then([
      { type: 'TurnScored', seat: 1, points: -2 },
      { type: 'GameEnded', winners: [0], totals: [1 - 28, -30] },
    ]);
  });

  it('shares the win between equal totals', () => {
    const g = idle(table('standard', 3), 44).rolls(2, 'wwwwww');
    g.when(endTurn(2)).then([
      { type: 'TurnScored', seat: 2, points: -2 },
      { type: 'GameEnded', winners: [0, 1, 2], totals: [-30, -30, -30] },
    ]);
  });

  it('takes no more commands', () => {
    const over = idle(table('standard', 1), 15);
    expect(over.state.phase).toBe('finished');
    over.when({ type: 'Roll', seat: 0, keep: [false, false, false, false, false, false], faces: ['wool', 'wool', 'wool', 'wool', 'wool', 'wool'] }).thenRejects('game/over');
    over.when(endTurn(0)).thenRejects('game/over');
  });
});

describe('the Plus side\'s score', () => {
  it('has no track and no −2: a turn ends without a score', () => {
    table('plus', 2).rolls(0, 'www').when(endTurn(0)).then([{ type: 'TurnEnded', seat: 0, next: 1, dice: 4 }]);
  });

  it('counts settlements 1 and cities 2', () => {
    const g = idle(table('plus', 2), 4).turn(0, 'blwgbl', 'sa', 'r1').rolls(1, 'wwwwww').after(endTurn(1))
      .turn(0, 'bbllll', 'r2').rolls(1, 'wwwwww').after(endTurn(1)).rolls(0, 'ooogg$').builds(0, 'ca');
    expect(totalOf(g.playing, 0)).toBe(3);
    expect(totalOf(g.playing, 1)).toBe(0);
  });

  it('goes on past 15 turns each', () => {
    expect(idle(table('plus', 2), 40).state.phase).toBe('playing');
  });
});

describe('the lobby', () => {
  it('creates a game of either side for the players it is made for', () => {
    given().when({ type: 'CreateDiceGame', side: 'standard', players: 1 }).then([{ type: 'DiceGameCreated', side: 'standard', players: 1, desertPairs: 0 }]);
    given().when({ type: 'CreateDiceGame', side: 'plus', players: 4 }).then([{ type: 'DiceGameCreated', side: 'plus', players: 4, desertPairs: 1 }]);
    given().when({ type: 'CreateDiceGame', side: 'plus', players: 1 }).thenRejects('dice/unsupported-players');
    given().when({ type: 'CreateDiceGame', side: 'standard', players: 5 }).thenRejects('dice/unsupported-players');
    given().when({ type: 'CreateDiceGame', side: 'standard', players: 2, desertPairs: 1 }).thenRejects('dice/unsupported-options');
    given().when({ type: 'CreateDiceGame', side: 'plus', players: 2, desertPairs: 3 }).thenRejects('dice/unsupported-options');
  });

  it('starts when every seat is taken: seat 0 first, with 6 dice (standard) or 3 (Plus)', () => {
    const lobby = given().after({ type: 'CreateDiceGame', side: 'plus', players: 2 }, { type: 'ClaimSeat', seat: 1, name: 'Bea', bot: true });
    lobby.when({ type: 'ClaimSeat', seat: 0, name: 'Ana' }).then([
      { type: 'SeatClaimed', seat: 0, name: 'Ana', bot: false },
      { type: 'GameStarted', first: 0, dice: 3 },
    ]);
    lobby.when({ type: 'ClaimSeat', seat: 1, name: 'Cid' }).thenRejects('seat/taken');
    lobby.when({ type: 'ClaimSeat', seat: 2, name: 'Cid' }).thenRejects('seat/unknown');
    lobby.when({ type: 'Roll', seat: 0, keep: [false, false, false] }).thenRejects('game/not-started');
    table('standard', 1).when({ type: 'ClaimSeat', seat: 0, name: 'Dan' }).thenRejects('game/started');
    table('standard', 1).when({ type: 'CreateDiceGame', side: 'plus', players: 2 }).thenRejects('game/already-created');
  });

  it('sums the game up for the lobby', () => {
    expect(summary(initialState())).toEqual({ phase: 'none', side: null, seats: [], winners: [] });
    expect(summary(given().after({ type: 'CreateDiceGame', side: 'plus', players: 2 }, { type: 'ClaimSeat', seat: 1, name: 'Bea' }).state))
      .toEqual({ phase: 'lobby', side: 'plus', seats: [null, 'Bea'], winners: [] });
    expect(summary(idle(table('standard', 2), 30).state)).toEqual({ phase: 'finished', side: 'standard', seats: ['P1', 'P2'], winners: [0, 1] });
  });

  it('refuses commands before a game exists, and malformed ones', () => {
    given().when({ type: 'ClaimSeat', seat: 0, name: 'Ana' }).thenRejects('game/not-created');
    given().when({ type: 'Fly' } as never).thenRejects('command/invalid');
    expect(initialState()).toEqual({ phase: 'none' });
  });
});
