// Building (seed 000, "Regras de construção"): roads continue a built road; settlements and
// cities need the road leading to them; on the standard side settlements, cities and knights are
// built in ascending order of points; on the Plus side in any order. Each build uses its dice.
import { describe, expect, it } from 'vitest';
import { build, endTurn, ROAD, table, type Given } from './given.ts';

const solo = () => table('standard', 1);

/** Seat 0 of a 2-player Plus game in its turn with 6 dice (game turn 5), after rolling `dice`. */
function plusWith6(dice: string): Given {
  return table('plus', 2).rolls(0, 'www').after(endTurn(0)).rolls(1, 'wwww').after(endTurn(1))
    .rolls(0, 'wwwww').after(endTurn(0)).rolls(1, 'wwwwww').after(endTurn(1)).rolls(0, dice);
}

describe('roads', () => {
  it('continue the start road, each with a brick and a lumber', () => {
    solo().rolls(0, 'bl$wgo').when(build(0, 'r1')).then([{ type: 'StructureBuilt', seat: 0, structure: 'r1', dice: [0, 1] }]);
  });

  it('must touch a built road', () => {
    solo().rolls(0, ROAD).when(build(0, 'r3')).thenRejects('dice/not-connected');
    solo().rolls(0, ROAD).builds(0, 'r1').when(build(0, 'r3')).then([{ type: 'StructureBuilt', seat: 0, structure: 'r3', dice: [2, 3] }]);
  });

  it('pass a settlement or city not built: r3 and r4 before settlement 4 and city 7', () => {
    solo().rolls(0, ROAD).builds(0, 'r1', 'r3').when(build(0, 'r4')).then([{ type: 'StructureBuilt', seat: 0, structure: 'r4', dice: [4, 5] }]);
  });

  it('use their dice: three roads from three pairs, not four', () => {
    const g = solo().rolls(0, ROAD).builds(0, 'r1', 'r2', 'r3');
    g.when(build(0, 'r4')).thenRejects('dice/cannot-afford');
    expect(g.playing.turn.used).toEqual([true, true, true, true, true, true]);
  });

  it('are built once; the start road is built already', () => {
    solo().rolls(0, ROAD).builds(0, 'r1').when(build(0, 'r1')).thenRejects('dice/already-built');
    solo().rolls(0, ROAD).when(build(0, 'r0')).thenRejects('dice/already-built');
    solo().rolls(0, ROAD).when(build(0, 'r99')).thenRejects('dice/unknown-structure');
  });
});

describe('the standard side\'s order', () => {
  it('builds settlement 3 at the start road at once', () => {
    solo().rolls(0, 'blwg$$').when(build(0, 's3')).then([{ type: 'StructureBuilt', seat: 0, structure: 's3', dice: [0, 1, 2, 3] }]);
  });

  it('needs the road for a settlement: settlement 4 after r3', () => {
    const g = solo().turn(0, 'blwg$$', 's3').rolls(0, 'blwgbl');
    g.when(build(0, 's4')).thenRejects('dice/not-connected');
  });

  it('builds settlements in ascending order: settlement 4 not before settlement 3', () => {
    const g = solo().turn(0, ROAD, 'r1', 'r3').rolls(0, 'blwg$$');
    g.when(build(0, 's4')).thenRejects('dice/out-of-order');
    g.builds(0, 's3').when(build(0, 's4')).thenRejects('dice/cannot-afford');
    solo().turn(0, ROAD, 'r1', 'r3').turn(0, 'blwg$$', 's3').rolls(0, 'blwg$$').when(build(0, 's4'))
      .then([{ type: 'StructureBuilt', seat: 0, structure: 's4', dice: [0, 1, 2, 3] }]);
  });

  it('builds cities in ascending order: city 12 not before city 7', () => {
    const g = solo().turn(0, ROAD, 'r1', 'r3', 'r4').turn(0, ROAD, 'r5', 'r2').rolls(0, 'ooogg$');
    g.when(build(0, 'c12')).thenRejects('dice/out-of-order');
    g.when(build(0, 'c7')).then([{ type: 'StructureBuilt', seat: 0, structure: 'c7', dice: [0, 1, 2, 3, 4] }]);
  });

  it('builds knights in ascending order, without a road', () => {
    const g = solo().rolls(0, 'owgowg');
    g.when(build(0, 'k2')).thenRejects('dice/out-of-order');
    g.builds(0, 'k1').when(build(0, 'k2')).then([{ type: 'StructureBuilt', seat: 0, structure: 'k2', dice: [3, 4, 5] }]);
  });

  it('checks the costs: a city is 3 ore and 2 grain, a knight ore, wool and grain', () => {
    solo().turn(0, ROAD, 'r1', 'r2').rolls(0, 'oogg$$').when(build(0, 'c7')).thenRejects('dice/cannot-afford');
    solo().rolls(0, 'oggbbb').when(build(0, 'k1')).thenRejects('dice/cannot-afford');
  });
});

describe('the Plus side\'s order', () => {
  it('builds knights in any order', () => {
    plusWith6('owgbbb').when(build(0, 'k4')).then([{ type: 'StructureBuilt', seat: 0, structure: 'k4', dice: [0, 1, 2] }]);
    plusWith6('owgbbb').when(build(0, 'd1b')).then([{ type: 'StructureBuilt', seat: 0, structure: 'd1b', dice: [0, 1, 2] }]);
  });

  it('builds settlements in any order, but still at the end of a built road', () => {
    const g = plusWith6(ROAD).builds(0, 'r1', 'r3').after(endTurn(0)).rolls(1, 'wwwwww').after(endTurn(1)).rolls(0, 'blwg$$');
    g.when(build(0, 'sb')).then([{ type: 'StructureBuilt', seat: 0, structure: 'sb', dice: [0, 1, 2, 3] }]);
    g.when(build(0, 'sc')).thenRejects('dice/not-connected');
  });

  it('builds cities in any order at the end of their road: city b before city a', () => {
    const g = plusWith6(ROAD).builds(0, 'r1', 'r3', 'r4').after(endTurn(0)).rolls(1, 'wwwwww').after(endTurn(1))
      .turn(0, 'blwwww', 'r5').rolls(1, 'wwwwww').after(endTurn(1)).rolls(0, 'ooogg$');
    g.when(build(0, 'ca')).thenRejects('dice/not-connected');
    g.when(build(0, 'cb')).then([{ type: 'StructureBuilt', seat: 0, structure: 'cb', dice: [0, 1, 2, 3, 4] }]);
  });
});

describe('the rulebook\'s example ("Tomar nota dos pontos")', () => {
  it('writes 3, 2 and 2: settlement 3; two roads; a road and knight 1', () => {
    const g = solo().turn(0, 'blwg$$', 's3').turn(0, ROAD, 'r1', 'r2').turn(0, 'blowg$', 'r3', 'k1');
    expect(g.playing.sheets[0].track).toEqual([3, 2, 2]);
    expect(g.playing.sheets[0].built).toEqual(['r0', 's3', 'r1', 'r2', 'r3', 'k1']);
  });
});
