// Legal moves: the commands a seat may send now, for bots and the UI. Each listed command is
// accepted; each symbol of the sheet is listed exactly when it may be built.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/shared/random.ts';
import {
  awaitedSeats, decide, fold, initialState, legalCommands, simulate, supplyInputs, type DiceCommand, type DiceState,
} from '../../domain/dice/index.ts';
import { given, table } from './given.ts';

const others = (commands: DiceCommand[]) => commands.filter((c) => c.type !== 'Roll');

describe('legal moves', () => {
  it('are none outside a game in play, and none for a seat whose turn it is not', () => {
    expect(legalCommands(initialState(), 0)).toEqual([]);
    expect(legalCommands(given().after({ type: 'CreateDiceGame', side: 'standard', players: 2 }).state, 0)).toEqual([]);
    expect(legalCommands(table('standard', 2).state, 1)).toEqual([]);
    expect(awaitedSeats(table('standard', 2).state)).toEqual([0]);
    expect(awaitedSeats(initialState())).toEqual([]);
  });

  it('are the first roll of every die, before it', () => {
    expect(legalCommands(table('standard', 1).state, 0)).toEqual([{ type: 'Roll', seat: 0, keep: [false, false, false, false, false, false] }]);
    expect(legalCommands(table('plus', 2).state, 0)).toEqual([{ type: 'Roll', seat: 0, keep: [false, false, false] }]);
  });

  it('after a roll: 63 ways to roll again, gold trades, what the dice can build, and the end of the turn', () => {
    const all = legalCommands(table('standard', 1).rolls(0, 'blwg$$').state, 0);
    expect(all.filter((c) => c.type === 'Roll')).toHaveLength(63);
    expect(others(all)).toEqual([
      ...(['brick', 'lumber', 'wool', 'grain', 'ore'] as const).map((resource) => ({ type: 'TradeGold', seat: 0, resource })),
      { type: 'Build', seat: 0, structure: 'r1' },
      { type: 'Build', seat: 0, structure: 's3' },
      { type: 'EndTurn', seat: 0 },
    ]);
  });

  it('after the third roll, or after a build, no more rolls', () => {
    const third = table('standard', 1).rolls(0, 'wwwwww').rolls(0, 'wwwwww', '000000').rolls(0, 'wwwwww', '000000');
    expect(legalCommands(third.state, 0)).toEqual([{ type: 'EndTurn', seat: 0 }]);
    const built = table('standard', 1).rolls(0, 'blwwww').builds(0, 'r1');
    expect(legalCommands(built.state, 0)).toEqual([{ type: 'EndTurn', seat: 0 }]);
  });

  it('list the jokers of built knights, for each face showing', () => {
    const g = table('standard', 1).turn(0, 'owgbbb', 'k1').rolls(0, 'bbbbbb');
    expect(others(legalCommands(g.state, 0))).toEqual([{ type: 'UseKnight', seat: 0, knight: 'k1', give: 'brick' }, { type: 'EndTurn', seat: 0 }]);
    const used = g.after({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'brick' });
    expect(legalCommands(used.state, 0)).toEqual([{ type: 'EndTurn', seat: 0 }]);
  });

  it('are each accepted, and list a build exactly when decide accepts it, all through simulated games', () => {
    const random = seededRandom(5);
    for (let seed = 0; seed < 12; seed++) {
      const side = seed % 2 ? 'plus' : 'standard';
      const { events } = simulate(seed, { side, players: 2 + (seed % 3) });
      let state: DiceState = initialState();
      events.forEach((e, i) => {
        state = fold([e], state);
        if (state.phase !== 'playing' || i % 3 !== 0) return;
        const seat = state.turn.seat;
        const legal = legalCommands(state, seat);
        for (const c of legal) expect(decide(supplyInputs(c, random), state).ok).toBe(true);
        const builds = new Set(legal.flatMap((c) => (c.type === 'Build' ? [c.structure] : [])));
        for (const st of state.sheet.structures) expect(decide({ type: 'Build', seat, structure: st.id }, state).ok).toBe(builds.has(st.id));
        expect(legalCommands(state, (seat + 1) % state.players)).toEqual(state.players === 1 ? legal : []);
      });
    }
  });
});
