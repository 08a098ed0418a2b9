// Rolling (seed 000, "Lançar os dados"): up to 3 rolls; after the first, keep any dice and roll
// the rest; after the second, dice kept before may be rolled again; the third roll stands. On
// the Plus side the starting player rolls 3 dice and each following turn one more, up to 6.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/shared/random.ts';
import { supplyInputs, type DiceCommand } from '../../domain/dice/index.ts';
import { build, endTurn, faces, mask, roll, table } from './given.ts';

const solo = () => table('standard', 1);

describe('rolling the dice', () => {
  it('rolls all 6 dice first', () => {
    solo().when(roll(0, 'blwgo$', '000000')).then([
      { type: 'Rolled', seat: 0, dice: faces('blwgo$'), kept: mask('000000') },
    ]);
  });

  it('does not keep dice before the first roll', () => {
    solo().when(roll(0, 'blwgo', '100000')).thenRejects('dice/first-roll-all');
  });

  it('keeps any dice after the first roll and rolls the rest, which take the new faces in order', () => {
    solo().rolls(0, 'bbwwoo').when(roll(0, 'lg', '101011')).then([
      { type: 'Rolled', seat: 0, dice: faces('blwgoo'), kept: mask('101011') },
    ]);
  });

  it('may roll again, after the second roll, dice kept before', () => {
    const g = solo().rolls(0, 'bbwwoo').rolls(0, 'lg', '101011');
    g.when(roll(0, '$$$$', '110000')).then([{ type: 'Rolled', seat: 0, dice: faces('bl$$$$'), kept: mask('110000') }]);
  });

  it('allows 3 rolls: the third stands', () => {
    const g = solo().rolls(0, 'bbwwoo').rolls(0, 'lg', '101011').rolls(0, 'g', '111110');
    expect(g.playing.turn.rolls).toBe(3);
    g.when(roll(0, 'o', '111110')).thenRejects('dice/no-rolls-left');
  });

  it('may stop after the first roll: building then ends the rolling', () => {
    const g = solo().rolls(0, 'blblbl').builds(0, 'r1');
    g.when(roll(0, 'bl', '001111')).thenRejects('dice/stopped-rolling');
  });

  it('rolls at least one die', () => {
    solo().rolls(0, 'bbwwoo').when(roll(0, '', '111111')).thenRejects('dice/nothing-to-roll');
  });

  it('is the turn of one seat only', () => {
    table('standard', 2).when(roll(1, 'blwgo$', '000000')).thenRejects('dice/not-your-turn');
  });

  it('must roll before building or ending the turn', () => {
    solo().when(build(0, 'r1')).thenRejects('dice/must-roll-first');
    solo().when(endTurn(0)).thenRejects('dice/must-roll-first');
    solo().when({ type: 'TradeGold', seat: 0, resource: 'ore' }).thenRejects('dice/must-roll-first');
  });

  it('refuses a roll without the server\'s dice, or with dice that do not fit', () => {
    solo().when({ type: 'Roll', seat: 0, keep: mask('000000') }).thenRejects('command/missing-input');
    solo().when(roll(0, 'blw', '000000')).thenRejects('command/invalid');
    solo().when(roll(0, 'blwgo$', '00000')).thenRejects('command/invalid');
    solo().when({ type: 'Roll', seat: 0, keep: mask('000000'), faces: ['brick', 'brick', 'brick', 'brick', 'brick', 'silver' as 'gold'] }).thenRejects('command/invalid');
  });
});

describe('the server\'s dice (supplyInputs)', () => {
  it('gives one face to each die rolled, from the seeded source, overwriting a client\'s faces', () => {
    const command: DiceCommand = { type: 'Roll', seat: 0, keep: mask('110100'), faces: faces('$') };
    const a = supplyInputs(command, seededRandom(7));
    const b = supplyInputs(command, seededRandom(7));
    expect(a).toEqual(b);
    if (a.type !== 'Roll') throw new Error(a.type);
    expect(a.faces).toHaveLength(3);
    expect(a.keep).toEqual(command.keep);
  });

  it('leaves other commands as they are', () => {
    const command: DiceCommand = { type: 'Build', seat: 0, structure: 'r1' };
    expect(supplyInputs(command, seededRandom(1))).toBe(command);
  });

  it('rolls every face about as often', () => {
    const random = seededRandom(3);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const c = supplyInputs({ type: 'Roll', seat: 0, keep: [false] }, random);
      if (c.type === 'Roll') counts.set(c.faces![0], (counts.get(c.faces![0]) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });
});

describe('the number of dice on the Plus side', () => {
  /** Each seat in turn rolls the dice it has and passes. */
  const counts = (players: number, turns: number) => {
    let g = table('plus', players);
    const seen: number[] = [];
    for (let t = 0; t < turns; t++) {
      const seat = t % players;
      const n = g.playing.turn.diceCount;
      seen.push(n);
      g = g.rolls(seat, 'w'.repeat(n)).after(endTurn(seat));
    }
    return seen;
  };

  it('grows by one die per game turn from 3 to 6: the starting player\'s second turn rolls 5 in a 2-player game', () => {
    expect(counts(2, 6)).toEqual([3, 4, 5, 6, 6, 6]);
  });

  it('counts every seat\'s turn: with 4 players, the last seat\'s first turn rolls 6', () => {
    expect(counts(4, 5)).toEqual([3, 4, 5, 6, 6]);
  });

  it('rolls exactly that many dice', () => {
    const g = table('plus', 2);
    g.when(roll(0, 'blw', '000')).then([{ type: 'Rolled', seat: 0, dice: faces('blw'), kept: mask('000') }]);
    g.when(roll(0, 'blwgo$', '000000')).thenRejects('command/invalid');
  });

  it('is always 6 on the standard side', () => {
    let g = table('standard', 2);
    for (let t = 0; t < 3; t++) {
      expect(g.playing.turn.diceCount).toBe(6);
      g = g.rolls(t % 2, 'wwwwww').after(endTurn(t % 2));
    }
  });
});
