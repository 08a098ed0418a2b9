// Gold, knights' jokers and the desert pair (seed 000, "Negociar com ouro", "Troca de
// matérias-primas", and the Plus side's "par de cavaleiros que está no deserto"). All are used
// after the last roll: the first of them, like the first build, ends the rolling.
import { describe, expect, it } from 'vitest';
import { poolOf } from '../../domain/dice/index.ts';
import { endTurn, table, type Given } from './given.ts';

/** A solo standard game with roads r1 and r2 built (city 7 may come next) and, in a later turn, knight 1. */
const withKnight1 = (): Given => table('standard', 1).turn(0, 'blbl$$', 'r1', 'r2').turn(0, 'owg$$$', 'k1');

describe('trading gold', () => {
  it('turns one gold die to the resource and sets the other aside (the rulebook\'s city)', () => {
    const g = table('standard', 1).turn(0, 'blbl$$', 'r1', 'r2').rolls(0, 'oogg$$');
    const after = g.when({ type: 'TradeGold', seat: 0, resource: 'ore' }).then([
      { type: 'GoldTraded', seat: 0, die: 4, aside: 5, resource: 'ore' },
    ]);
    if (after.phase !== 'playing') throw new Error(after.phase);
    expect(poolOf(after.turn)).toEqual({ brick: 0, lumber: 0, wool: 0, grain: 2, ore: 3, gold: 0 });
    g.after({ type: 'TradeGold', seat: 0, resource: 'ore' }).when({ type: 'Build', seat: 0, structure: 'c7' }).then([
      { type: 'StructureBuilt', seat: 0, structure: 'c7', dice: [0, 1, 4, 2, 3] },
    ]);
  });

  it('needs 2 gold for each resource', () => {
    const g = table('standard', 1).rolls(0, '$$$blw');
    g.when({ type: 'TradeGold', seat: 0, resource: 'grain' }).then([{ type: 'GoldTraded', seat: 0, die: 0, aside: 1, resource: 'grain' }]);
    g.after({ type: 'TradeGold', seat: 0, resource: 'grain' }).when({ type: 'TradeGold', seat: 0, resource: 'ore' }).thenRejects('dice/not-enough-gold');
  });

  it('is not a building material', () => {
    table('standard', 1).rolls(0, '$$$$ww').when({ type: 'Build', seat: 0, structure: 'r1' }).thenRejects('dice/cannot-afford');
  });

  it('ends the rolling', () => {
    table('standard', 1).rolls(0, '$$wwww').after({ type: 'TradeGold', seat: 0, resource: 'ore' })
      .when({ type: 'Roll', seat: 0, keep: [true, true, false, false, false, false], faces: ['ore', 'ore', 'ore', 'ore'] }).thenRejects('dice/stopped-rolling');
  });
});

describe('a knight\'s joker', () => {
  it('turns any die to the resource under the knight (the rulebook\'s example: wool to ore for city 7)', () => {
    const g = withKnight1().rolls(0, 'oogg$w');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' }).then([
      { type: 'KnightUsed', seat: 0, knight: 'k1', die: 5, resource: 'ore' },
    ]);
    g.after({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' }).when({ type: 'Build', seat: 0, structure: 'c7' }).then([
      { type: 'StructureBuilt', seat: 0, structure: 'c7', dice: [0, 1, 5, 2, 3] },
    ]);
  });

  it('is used once per game', () => {
    const g = withKnight1().rolls(0, 'wwwwww').after({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' });
    expect(g.playing.sheets[0].jokers).toEqual(['k1']);
    g.when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' }).thenRejects('dice/knight-used');
    g.after(endTurn(0)).rolls(0, 'wwwwww').when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' }).thenRejects('dice/knight-used');
  });

  it('needs the knight built, and may be used in the turn it is built', () => {
    const g = table('standard', 1).rolls(0, 'owgwww');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' }).thenRejects('dice/knight-not-built');
    g.after({ type: 'Build', seat: 0, structure: 'k1' }).when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' }).then([
      { type: 'KnightUsed', seat: 0, knight: 'k1', die: 3, resource: 'ore' },
    ]);
  });

  it('gives only the resource under the knight, from a die that shows something else', () => {
    const g = withKnight1().rolls(0, 'oowwww');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool', resource: 'grain' }).thenRejects('dice/wrong-resource');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'ore' }).thenRejects('dice/same-resource');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'brick' }).thenRejects('dice/no-such-die');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k9', give: 'wool' }).thenRejects('dice/unknown-knight');
    g.when({ type: 'UseKnight', seat: 0, knight: 'r1', give: 'wool' }).thenRejects('dice/unknown-knight');
  });

  it('may turn a gold die', () => {
    withKnight1().rolls(0, '$wwwww').when({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'gold' }).then([
      { type: 'KnightUsed', seat: 0, knight: 'k1', die: 0, resource: 'ore' },
    ]);
  });

  it('of the sixth knight ("?") gives the resource the player names', () => {
    let g = table('standard', 1);
    for (let k = 1; k <= 6; k++) g = g.turn(0, 'owgwww', `k${k}`);
    g = g.rolls(0, 'wwwwww');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k6', give: 'wool' }).thenRejects('dice/choose-resource');
    g.when({ type: 'UseKnight', seat: 0, knight: 'k6', give: 'wool', resource: 'brick' }).then([
      { type: 'KnightUsed', seat: 0, knight: 'k6', die: 0, resource: 'brick' },
    ]);
  });

  it('may be used with others in the same turn', () => {
    let g = table('standard', 1);
    for (let k = 1; k <= 3; k++) g = g.turn(0, 'owgwww', `k${k}`);
    g = g.rolls(0, 'bbbbbb').after(
      { type: 'UseKnight', seat: 0, knight: 'k1', give: 'brick' },
      { type: 'UseKnight', seat: 0, knight: 'k2', give: 'brick' },
    );
    g.when({ type: 'UseKnight', seat: 0, knight: 'k3', give: 'brick' }).then([{ type: 'KnightUsed', seat: 0, knight: 'k3', die: 2, resource: 'wool' }]);
  });

  it('ends the rolling', () => {
    withKnight1().rolls(0, 'wwwwww').after({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' })
      .when({ type: 'Roll', seat: 0, keep: [true, false, false, false, false, false], faces: ['ore', 'ore', 'ore', 'ore', 'ore'] }).thenRejects('dice/stopped-rolling');
  });
});

describe('the desert pair (Plus side)', () => {
  /** Seat 0 of a 2-player Plus game has built the desert knights it names; its turn with 6 dice. */
  const plus = (...knights: string[]): Given => {
    let g = table('plus', 2, 1).rolls(0, 'www').after(endTurn(0)).rolls(1, 'wwww').after(endTurn(1))
      .rolls(0, 'wwwww').after(endTurn(0)).rolls(1, 'wwwwww').after(endTurn(1));
    for (const k of knights) g = g.turn(0, 'owgwww', k).rolls(1, 'wwwwww').after(endTurn(1));
    return g.rolls(0, 'bbbbbb');
  };

  it('gives one any-for-any swap once both knights are built', () => {
    plus('d1a').when({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'ore' }).thenRejects('dice/no-desert-pair');
    const g = plus('d1a', 'd1b');
    g.when({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'ore' }).then([
      { type: 'DesertPairUsed', seat: 0, pair: 'd1', die: 0, resource: 'ore' },
    ]);
    g.after({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'ore' })
      .when({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'wool' }).thenRejects('dice/desert-pair-used');
  });

  it('gives no joker knight by knight', () => {
    plus('d1a', 'd1b').when({ type: 'UseKnight', seat: 0, knight: 'd1a', give: 'brick' }).thenRejects('dice/no-joker');
  });

  it('checks the die and the resource', () => {
    const g = plus('d1a', 'd1b');
    g.when({ type: 'UseDesertPair', seat: 0, give: 'ore', get: 'wool' }).thenRejects('dice/no-such-die');
    g.when({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'brick' }).thenRejects('dice/same-resource');
  });

  it('with two pairs printed, each complete pair gives its own swap', () => {
    let g = table('plus', 2, 2).rolls(0, 'www').after(endTurn(0)).rolls(1, 'wwww').after(endTurn(1))
      .rolls(0, 'wwwww').after(endTurn(0)).rolls(1, 'wwwwww').after(endTurn(1));
    g = g.turn(0, 'owgowg', 'd1a', 'd1b').rolls(1, 'wwwwww').after(endTurn(1)).turn(0, 'owgowg', 'd2a', 'd2b').rolls(1, 'wwwwww').after(endTurn(1));
    g = g.rolls(0, 'bbbbbb').after({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'ore' });
    g.when({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'ore' }).then([{ type: 'DesertPairUsed', seat: 0, pair: 'd2', die: 1, resource: 'ore' }]);
  });

  it('is not on the standard side', () => {
    table('standard', 1).rolls(0, 'bbbbbb').when({ type: 'UseDesertPair', seat: 0, give: 'brick', get: 'ore' }).thenRejects('dice/no-desert-pair');
  });
});
