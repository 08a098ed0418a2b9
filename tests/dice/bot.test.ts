// The bots: the expected-value player keeps dice toward its best next builds, stops rolling when
// every die has a use, trades gold and spends jokers to build, and builds greedily by points per
// resource; the random player only ever sends legal commands.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/shared/random.ts';
import { botCommand, decide, evCommand, legalCommands, randomCommand } from '../../domain/dice/index.ts';
import { table } from './given.ts';

const random = () => seededRandom(1);

describe('the expected-value bot', () => {
  it('rolls every die first', () => {
    expect(evCommand(table('standard', 1).state, 0)).toEqual({ type: 'Roll', seat: 0, keep: [false, false, false, false, false, false] });
  });

  it('keeps the dice of its best next build and rolls the rest', () => {
    // A brick and a lumber make road r1, which opens r2 toward city 7.
    expect(evCommand(table('standard', 1).rolls(0, 'bl$$$$').state, 0)).toEqual({ type: 'Roll', seat: 0, keep: [true, true, false, false, false, false] });
  });

  it('stops rolling when every die has a use, and builds', () => {
    expect(evCommand(table('standard', 1).rolls(0, 'blblbl').state, 0)).toEqual({ type: 'Build', seat: 0, structure: 'r1' });
  });

  it('builds greedily by points per resource: settlement 3 (3 for 4 dice) before a road (1 for 2)', () => {
    const g = table('standard', 1).rolls(0, 'blwgbl').rolls(0, 'bl', '111100').rolls(0, 'bl', '111100');
    expect(evCommand(g.state, 0)).toEqual({ type: 'Build', seat: 0, structure: 's3' });
  });

  it('trades 2 gold for what a build misses, after its last roll', () => {
    const g = table('standard', 1).rolls(0, 'b$$www').rolls(0, 'www', '111000').rolls(0, 'www', '111000');
    expect(evCommand(g.state, 0)).toEqual({ type: 'TradeGold', seat: 0, resource: 'lumber' });
  });

  it('spends a knight\'s joker on a build worth it', () => {
    let g = table('standard', 1).turn(0, 'blbl$$', 'r1', 'r2').turn(0, 'owgwww', 'k1');
    g = g.rolls(0, 'oogg$w').rolls(0, 'w', '111110').rolls(0, 'w', '111110');
    expect(evCommand(g.state, 0)).toEqual({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' });
  });

  it('ends its turn when nothing can be built', () => {
    const g = table('standard', 1).rolls(0, 'wwwwww').rolls(0, 'wwwwww', '000000').rolls(0, 'wwwwww', '000000');
    expect(evCommand(g.state, 0)).toEqual({ type: 'EndTurn', seat: 0 });
  });

  it('has nothing to do out of its turn', () => {
    expect(evCommand(table('standard', 2).state, 1)).toBeNull();
    expect(botCommand(table('standard', 2).state, 1, 'good', random())).toBeNull();
  });
});

describe('the random player', () => {
  it('sends one of the legal commands', () => {
    const g = table('standard', 1).rolls(0, 'blwg$$');
    const legal = legalCommands(g.state, 0);
    const r = random();
    for (let i = 0; i < 50; i++) expect(legal).toContainEqual(randomCommand(g.state, 0, r));
    expect(botCommand(g.state, 0, 'easy', r)).not.toBeNull();
  });

  it('is what the easy level plays', () => {
    const g = table('plus', 2).rolls(0, 'blw');
    const command = botCommand(g.state, 0, 'easy', random());
    expect(command && decide(command, g.state).ok).toBe(true);
  });
});
