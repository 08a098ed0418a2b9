// Friends as a game option: CreateGame's `modules` with any table (3–6 players, either turn rule),
// typed refusals for what cannot be played, and the legal moves a seat is offered, each of them
// accepted by the rules.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decide, fold, initialState, legalCommands, legalKinds, legalOf, simulate, supplyInputs, seededRandom, type Command, type State,
} from './friends-support.ts';
import { friendsPart } from '../../domain/catan/modules/friends/index.ts';
import { given } from './given.ts';
import { RED, redToGive, redWithTokens } from './friends-situations.ts';

const create = (extra: object): Command => ({ type: 'CreateGame', players: 4, board: 'variable', seed: 3, secret: 5, ...extra } as Command);
const code = (c: Command, s: State = initialState()) => {
  const d = decide(c, s);
  return d.ok ? d.events.map((e) => e.type) : d.rejection.code;
};

describe('CreateGame with modules', () => {
  it('records friends, and shuffles its supply', () => {
    expect(code(create({ modules: ['friends'] }))).toEqual(['GameCreated', 'FavorTokensShuffled']);
    const d = decide(create({ modules: ['friends'] }), initialState());
    expect(d.ok && d.events[0]).toMatchObject({ modules: ['friends'] });
  });

  it('combines with every table size and turn rule', () => {
    for (const players of [3, 4, 5, 6]) {
      for (const turnRule of players >= 5 ? ['special-building', 'paired', undefined] : [undefined]) {
        const d = decide(create({ players, modules: ['friends'], ...(turnRule ? { turnRule } : {}) }), initialState());
        expect(d.ok && d.events[0]).toMatchObject({ modules: players >= 5 ? [turnRule ?? 'special-building', 'friends'] : ['friends'] });
        const s = fold(d.ok ? d.events : [], initialState());
        expect(s.phase === 'lobby' && friendsPart(s).supply).toBe(14 * players);
      }
    }
  });

  it('refuses unknown modules and a module named twice', () => {
    for (const modules of [['gold'], ['friends', 'friends'], ['helpers', 'helpers'], 'friends', [null]]) {
      expect(code(create({ modules }))).toBe('game/unsupported-options');
    }
  });

  it('needs the secret input only with a module that draws at creation', () => {
    expect(code({ type: 'CreateGame', players: 4, board: 'variable', seed: 3, modules: ['friends'] })).toBe('command/missing-input');
    expect(code({ type: 'CreateGame', players: 4, board: 'variable', seed: 3 })).toEqual(['GameCreated']);
    const supplied = supplyInputs({ type: 'CreateGame', players: 4, board: 'variable', modules: ['friends'] }, seededRandom(1));
    expect(supplied).toMatchObject({ modules: ['friends'], seed: expect.any(Number), secret: expect.any(Number) });
    expect(supplyInputs({ type: 'CreateGame', players: 4, board: 'variable' }, seededRandom(1))).not.toHaveProperty('secret');
  });

  it('gives the same table to the same inputs (the supply too)', () => {
    expect(decide(create({ modules: ['friends'] }), initialState())).toEqual(decide(create({ modules: ['friends'] }), initialState()));
  });
});

describe('Friends\' legal moves', () => {
  it('offer the gifts, favors and exchange a seat may make, and answers to the seat a gift is offered to', () => {
    const kinds = legalKinds(redWithTokens('trader', 'architects', 'architects').state, RED);
    expect(kinds).toEqual(expect.arrayContaining(['OfferGift', 'UseFavor', 'ExchangeFavor']));
    const g = redToGive().after({ type: 'OfferGift', seat: RED, to: 1, resource: 'ore' });
    expect(legalCommands(g.state, 1)).toEqual([{ type: 'AcceptGift', seat: 1 }, { type: 'RefuseGift', seat: 1 }]);
    expect(legalCommands(g.state, RED)).toEqual([]);
    expect(legalOf(g.state, 1, 'AcceptGift')).toEqual([{ type: 'AcceptGift', seat: 1 }]);
  });

  it('are each accepted by the rules, all through random games', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(3, 4, 5, 6), fc.double({ min: 0.05, max: 0.95, noNaN: true }), (seed, players, at) => {
      const { events } = simulate(seed, { players, modules: ['friends'] });
      const s = given(events.slice(0, Math.floor(events.length * at))).state;
      if (s.phase !== 'playing') return;
      for (let seat = 0; seat < players; seat++) {
        for (const c of legalCommands(s, seat)) {
          if (!['OfferGift', 'AcceptGift', 'RefuseGift', 'UseFavor', 'ExchangeFavor', 'ReturnFavor'].includes(c.type)) continue;
          const d = decide(supplyInputs(c, seededRandom(seed)), s);
          expect(d.ok ? 'ok' : `${d.rejection.code} ${JSON.stringify(c)}`).toBe('ok');
        }
      }
    }), { numRuns: 40 });
  });
});
