// The Plus side's awards and victory (seed 000, "Versão Plus"): Largest Army to the first with 3
// knights, lost only to more (knights used as jokers count, desert knights too); Longest Road to
// the first to build the 5th road of a continuous line (the start road is the first; branches do
// not count), lost only to a longer line; the first to 10 VP wins.
import { describe, expect, it } from 'vitest';
import { totalOf } from '../../domain/dice/index.ts';
import { build, endTurn, ROAD, table, type Given } from './given.ts';

/** A 2-player Plus game after four idle turns: seat 0's turn, with 6 dice from now on. */
const sixDice = (): Given => {
  let g = table('plus', 2);
  for (let t = 0; t < 4; t++) g = g.rolls(t % 2, 'w'.repeat(3 + t)).after(endTurn(t % 2));
  return g;
};

/** The seat rolls these dice, builds these and ends its turn; the other seat then passes. */
function round(g: Given, seat: number, dice: string, ...structures: string[]): Given {
  const other = 1 - seat;
  const mine = g.turn(seat, dice, ...structures);
  return seat === 0 ? mine.rolls(other, 'wwwwww').after(endTurn(other)) : mine;
}
/** Seat 1's turn after seat 0 passes. */
const toSeat1 = (g: Given) => g.rolls(0, 'wwwwww').after(endTurn(0));

describe('Largest Army', () => {
  it('goes to the first player with 3 knights, worth 2 VP', () => {
    const g = round(sixDice(), 0, 'owgowg', 'k1', 'k2').rolls(0, 'owgwww');
    const after = g.when(build(0, 'k3')).then([
      { type: 'StructureBuilt', seat: 0, structure: 'k3', dice: [0, 1, 2] },
      { type: 'LargestArmyChanged', holder: 0 },
    ]);
    if (after.phase !== 'playing') throw new Error(after.phase);
    expect(totalOf(after, 0)).toBe(2);
  });

  it('stays with the holder on a tie, and goes to a player with more', () => {
    let g = round(round(sixDice(), 0, 'owgowg', 'k1', 'k2'), 0, 'owgwww', 'k3');
    g = round(toSeat1(g), 1, 'owgowg', 'k1', 'k2');
    g = toSeat1(g).rolls(1, 'owgowg');
    const tie = g.when(build(1, 'k3')).then([{ type: 'StructureBuilt', seat: 1, structure: 'k3', dice: [0, 1, 2] }]);
    if (tie.phase !== 'playing') throw new Error(tie.phase);
    expect(tie.largestArmy).toBe(0);
    g.builds(1, 'k3').when(build(1, 'k4')).then([
      { type: 'StructureBuilt', seat: 1, structure: 'k4', dice: [3, 4, 5] },
      { type: 'LargestArmyChanged', holder: 1 },
    ]);
  });

  it('counts knights used as jokers', () => {
    let g = round(sixDice(), 0, 'owgowg', 'k1', 'k2');
    g = g.rolls(0, 'wgbbbb').after({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'brick' });
    g.when(build(0, 'k3')).thenStartsWith([{ type: 'StructureBuilt', seat: 0, structure: 'k3', dice: [2, 0, 1] }, { type: 'LargestArmyChanged', holder: 0 }]);
  });

  it('counts the desert knights', () => {
    const g = round(sixDice(), 0, 'owgowg', 'd1a', 'd1b').rolls(0, 'owgwww');
    g.when(build(0, 'k5')).thenStartsWith([{ type: 'StructureBuilt', seat: 0, structure: 'k5', dice: [0, 1, 2] }, { type: 'LargestArmyChanged', holder: 0 }]);
  });
});

describe('Longest Road', () => {
  /** Seat 0 has built r1, r3 and r4: with the start road, a line of 4. */
  const four = () => round(sixDice(), 0, ROAD, 'r1', 'r3', 'r4');

  it('goes to the first to build the 5th road of a line: r6, the start road counted', () => {
    const after = four().rolls(0, ROAD).when(build(0, 'r6')).then([
      { type: 'StructureBuilt', seat: 0, structure: 'r6', dice: [0, 1] },
      { type: 'LongestRoadChanged', holder: 0, length: 5 },
    ]);
    if (after.phase !== 'playing') throw new Error(after.phase);
    expect(totalOf(after, 0)).toBe(2);
  });

  it('does not count a branch: r5 and r2 make no line of 5', () => {
    four().rolls(0, ROAD).builds(0, 'r5').when(build(0, 'r2')).then([{ type: 'StructureBuilt', seat: 0, structure: 'r2', dice: [2, 3] }]);
  });

  it('stays with the holder when another line is as long, and goes to a longer one', () => {
    let g = round(four(), 0, ROAD, 'r6');
    g = round(toSeat1(g), 1, ROAD, 'r1', 'r3', 'r4');
    g = toSeat1(g).rolls(1, ROAD);
    g.when(build(1, 'r6')).then([{ type: 'StructureBuilt', seat: 1, structure: 'r6', dice: [0, 1] }]);
    g.builds(1, 'r6').when(build(1, 'r7')).then([
      { type: 'StructureBuilt', seat: 1, structure: 'r7', dice: [2, 3] },
      { type: 'LongestRoadChanged', holder: 1, length: 6 },
    ]);
  });

  it('records the holder\'s longer line, which another must then beat', () => {
    four().rolls(0, ROAD).builds(0, 'r6').when(build(0, 'r7')).then([
      { type: 'StructureBuilt', seat: 0, structure: 'r7', dice: [2, 3] },
      { type: 'LongestRoadChanged', holder: 0, length: 6 },
    ]);
  });
});

describe('victory on the Plus side', () => {
  it('goes to the first to reach 10 VP, at once, in the builder\'s own turn', () => {
    let g = round(sixDice(), 0, ROAD, 'r1', 'r3', 'r4');
    g = round(g, 0, ROAD, 'r6', 'r2', 'r5'); // Longest Road: 2
    g = round(g, 0, 'owgowg', 'k1', 'k2');
    g = round(g, 0, 'owgwww', 'k3'); // Largest Army: 4
    g = round(g, 0, 'blwgbl', 'sa', 'r7'); // 5
    g = round(g, 0, 'blwg$$', 'sb'); // 6
    g = round(g, 0, 'blwg$$', 'sc'); // 7
    g = round(g, 0, 'ooogg$', 'ca'); // 9
    expect(totalOf(g.playing, 0)).toBe(9);
    const after = g.rolls(0, 'ooogg$').when(build(0, 'cb')).then([
      { type: 'StructureBuilt', seat: 0, structure: 'cb', dice: [0, 1, 2, 3, 4] },
      { type: 'GameEnded', winners: [0], totals: [11, 0] },
    ]);
    expect(after.phase).toBe('finished');
  });
});
