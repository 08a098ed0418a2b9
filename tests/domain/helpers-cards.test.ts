// Os ajudantes (seed 000): "Cada vez que um jogador colocar a sua segunda aldeia durante a fase de
// fundação, deverá recolher a carta superior da pilha […] com o lado 'A' à vista." After a use:
// "devolver a carta à provisão e recolher de lá qualquer outra carta […] OU virar a carta para o
// lado 'B' […] Depois de usar a carta pela segunda vez, o jogador terá que a devolver."
// "Não se pode usar carta de ajudante no mesmo turno em que a recolheu." "Não é permitido devolver
// uma carta de ajudante voluntariamente, sem a ter usado."
import { describe, expect, it } from 'vitest';
import { simulate, type Event, type InPhase, type State } from '../../domain/catan/index.ts';
import {
  helpers, helpersAwaited, HELPER_STACK, helperNumber, legalHelperCommands, type HelperId,
} from '../../domain/catan/modules/helpers/index.ts';
import { BASE_RULES } from '../../domain/catan/base/hooks.ts';
import { PLACEMENTS, setUpGame } from './given.ts';
import { largeGame, pays, rollsQuietly } from './large-table.ts';
import { accepted, emptyTable, foldWith, holding, partOf, play, rejects, untilRolled } from './helpers-given.ts';

/** A set-up played through the real decide with Helpers: its events and the state they lead to. */
function dealt(events: readonly Event[]): { events: Event[]; state: State } {
  return { events: [...events], state: foldWith(events) };
}

const rolled = () => untilRolled(emptyTable().state, 0);
const captainUse = { helper: 'captain', resource: 'wool' } as const;

describe('dealing the helpers', () => {
  it('A1 to A6 are the Merchant, Mendicant, Mayor, Explorer, General and Architect; the other four are unnumbered', () => {
    expect(HELPER_STACK.slice(0, 6).map(helperNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(HELPER_STACK.slice(0, 6)).toEqual(['merchant', 'mendicant', 'mayor', 'explorer', 'general', 'architect']);
    expect(HELPER_STACK.slice(6).map(helperNumber)).toEqual([null, null, null, null]);
  });

  it('deals the top card at each second settlement: the last seat in order places it first and gets A1', () => {
    const { events, state } = dealt(setUpGame(4, PLACEMENTS, 2024, ['helpers']));
    expect(events.filter((e) => e.type === 'HelperDealt')).toEqual([
      { type: 'HelperDealt', seat: 3, helper: 'merchant' },
      { type: 'HelperDealt', seat: 2, helper: 'mendicant' },
      { type: 'HelperDealt', seat: 1, helper: 'mayor' },
      { type: 'HelperDealt', seat: 0, helper: 'explorer' },
    ]);
    // No card at a first settlement: the deal follows the second settlement (and its resources) at once.
    const at = events.findIndex((e) => e.type === 'HelperDealt');
    expect(events.slice(at - 2, at)).toMatchObject([{ type: 'SettlementPlaced', seat: 3 }, { type: 'StartingResourcesReceived', seat: 3 }]);
    expect(events.slice(0, at - 2).filter((e) => e.type === 'SettlementPlaced')).toHaveLength(4);
    expect(partOf(state).display).toEqual(['general', 'architect', 'robberBride', 'captain', 'priest', 'noblewoman']);
    expect(partOf(state).held.map((h) => h && { ...h })).toEqual(['explorer', 'mayor', 'mendicant', 'merchant'].map((helper) => ({ helper, side: 'A', received: 0, used: -1 })));
  });

  it('with 3 to 6 players (any first player), each seat gets one card, in the order of the second round of set-up', () => {
    for (const [seed, players] of [[1, 3], [2, 4], [3, 5], [4, 6]] as const) {
      const { state } = dealt(simulate(seed, { players, modules: ['helpers'], maxCommands: 1 + players * 5 }).events);
      if (state.phase !== 'playing') throw new Error(`set-up unfinished: ${state.phase}`);
      const part = partOf(state);
      const order = [...Array(players).keys()].map((i) => (state.turn.seat + players - 1 - i) % players);
      order.forEach((seat, i) => expect(part.held[seat]?.helper, `${players} players`).toBe(HELPER_STACK[i]));
      expect(part.display).toEqual(HELPER_STACK.slice(players));
    }
  });
});

describe('after a use: flip it, or return it for another', () => {
  it('a card on side A may be flipped to B and kept', () => {
    const { events, state } = accepted(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 0, use: captainUse, then: 'flip' });
    expect(events).toEqual([
      { type: 'HelperUsed', seat: 0, helper: 'captain', side: 'A' },
      { type: 'PortOpened', seat: 0, resource: 'wool' },
      { type: 'HelperFlipped', seat: 0, helper: 'captain' },
    ]);
    expect(partOf(state).held[0]).toEqual({ helper: 'captain', side: 'B', received: 0, used: state.turn.number });
  });

  it('or returned to the display for any other one, side A up', () => {
    const { events, state } = accepted(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 0, use: captainUse, then: 'noblewoman' });
    expect(events.at(-1)).toEqual({ type: 'HelperExchanged', seat: 0, returned: 'captain', taken: 'noblewoman' });
    expect(partOf(state).held[0]).toEqual({ helper: 'noblewoman', side: 'A', received: state.turn.number, used: -1 });
    expect(partOf(state).display).toContain('captain');
    expect(partOf(state).display).not.toContain('noblewoman');
  });

  it('after a use on side B it must be returned, for a different card', () => {
    const s = holding(rolled(), [{ helper: 'captain', side: 'B' }]);
    rejects(s, { type: 'UseHelper', seat: 0, use: captainUse, then: 'flip' }, 'helpers/must-return');
    rejects(s, { type: 'UseHelper', seat: 0, use: captainUse, then: 'captain' }, 'helpers/not-in-display');
    const after = accepted(s, { type: 'UseHelper', seat: 0, use: captainUse, then: 'general' }).state;
    // Returned on side A.
    expect(partOf(after).held[0]?.helper).toBe('general');
    expect(partOf(after).display.filter((h) => h === 'captain')).toHaveLength(1);
  });

  it('a card held by another player cannot be taken', () => {
    rejects(holding(rolled(), ['captain', 'general']), { type: 'UseHelper', seat: 0, use: captainUse, then: 'general' }, 'helpers/not-in-display');
    rejects(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 0, use: captainUse, then: 'nobody' as HelperId }, 'command/invalid');
  });

  it('a card is never returned without a use: there is no such command, and a use of another card than the one held is refused', () => {
    rejects(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 0, use: { helper: 'mayor', resource: 'ore' }, then: 'general' }, 'helpers/not-held');
    rejects(holding(rolled(), [null]), { type: 'UseHelper', seat: 0, use: captainUse, then: 'flip' }, 'helpers/no-helper');
  });
});

describe('when a helper may be used', () => {
  it('once per turn: a flipped card waits for the next turn', () => {
    const used = accepted(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 0, use: captainUse, then: 'flip' }).state;
    rejects(used, { type: 'UseHelper', seat: 0, use: captainUse, then: 'general' }, 'helpers/once-per-turn');
    const next = untilRolled(play(used, { type: 'EndTurn', seat: 0 }), 0);
    expect(next.turn.number).toBe(used.turn.number + 4);
    accepted(next, { type: 'UseHelper', seat: 0, use: captainUse, then: 'general' });
  });

  it('never in the turn it was received: a card taken after a use waits for a later turn', () => {
    const exchanged = accepted(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 0, use: captainUse, then: 'noblewoman' }).state;
    rejects(exchanged, { type: 'UseHelper', seat: 0, use: { helper: 'noblewoman', target: 1 }, then: 'flip' }, 'helpers/received-this-turn');
    const turn = rolled().turn.number;
    rejects(holding(rolled(), [{ helper: 'captain', received: turn }]), { type: 'UseHelper', seat: 0, use: captainUse, then: 'flip' }, 'helpers/received-this-turn');
  });

  it('a card dealt in set-up may be used in the first turn', () => {
    expect(rolled().turn.number).toBe(1);
    accepted(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 0, use: captainUse, then: 'flip' });
  });

  it('only in play', () => {
    const setup = foldWith(setUpGame(4, PLACEMENTS.slice(0, 3), 2024, ['helpers']));
    rejects(setup, { type: 'UseHelper', seat: 0, use: captainUse, then: 'flip' }, 'rule/wrong-phase');
    rejects(holding(rolled(), ['captain']), { type: 'UseHelper', seat: 9, use: captainUse, then: 'flip' }, 'seat/unknown');
  });

  it('never in the special building phase (5–6 players), neither to build nor to buy', () => {
    const g = pays(rollsQuietly(largeGame(5)), { 1: { brick: 1, lumber: 1, wool: 2, grain: 1, ore: 1 } }).after({ type: 'EndTurn', seat: 0 });
    const s = holding(g.state, [null, 'captain', null, null, null]);
    expect((s as InPhase<'playing'>).turn.seat).toBe(1);
    rejects(s, { type: 'UseHelper', seat: 1, use: captainUse, then: 'flip' }, 'helpers/special-building');
    expect(legalHelperCommands(s, 1)).toEqual([]);
  });
});

describe('a look that asks for a choice holds up the game', () => {
  it('while the Noblewoman\'s holder chooses, every turn command is refused (the table\'s are not)', () => {
    const base = untilRolled(emptyTable().and({ type: 'ResourcesProduced', gains: [{}, { ore: 2 }, {}, {}] }).state, 0);
    // Seat 1 shows more points: give it a city's worth of points by hand (a fact of the table).
    const ahead = { ...base, pieces: base.pieces.map((p, i) => (i === 1 ? { ...p, cities: p.cities - 1 } : p)) };
    const { state } = accepted(holding(ahead, ['noblewoman']), { type: 'UseHelper', seat: 0, use: { helper: 'noblewoman', target: 1 }, then: 'flip' });
    expect(helpersAwaited(state)).toBe(0);
    expect(helpersAwaited(base)).toBeNull();
    const rules = helpers(BASE_RULES);
    expect(rules.allows(state, 0, 'EndTurn')?.code).toBe('helpers/choose-first');
    expect(rules.allows(state, 0, 'BuildRoad')?.code).toBe('helpers/choose-first');
    expect(rules.allows(state, 0, 'TakeOverSeat')).toBeNull();
    // The module's own commands pass, for decideHelpers to judge.
    expect(rules.allows(state, 0, 'ChooseHelperCard' as 'EndTurn')).toBeNull();
    expect(rules.allows(base, 0, 'EndTurn')).toBeNull();
  });
});
