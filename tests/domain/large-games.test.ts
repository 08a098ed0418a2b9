// 5 and 6 player games (the extension, RULES.md §2): creating them with their boards and turn
// rules. Properties of whole games under each turn rule: large-building.test.ts, large-paired.test.ts.
import { describe, expect, it } from 'vitest';
import { fold, format, initialState, parse, simulate, turnPart, type Command } from '../../domain/catan/index.ts';
import { given } from './given.ts';

describe('creating a 5 or 6 player game', () => {
  const create = (c: Partial<Extract<Command, { type: 'CreateGame' }>>) => given().when({ type: 'CreateGame', players: 5, board: 'variable', seed: 3, ...c });

  it('takes a variable board or §2.4\'s fixed map, and the special building phase unless told otherwise', () => {
    for (const players of [5, 6]) {
      const [e] = create({ players }).events;
      if (e.type !== 'GameCreated') throw new Error(e.type);
      expect(e).toMatchObject({ players, boardKind: 'variable', modules: ['special-building'] });
      expect(e.board.tiles).toHaveLength(30);
    }
    expect(create({ board: 'fixed', turnRule: 'paired' }).events[0]).toMatchObject({ boardKind: 'fixed', modules: ['paired'] });
  });

  it('records no module for the base game, so stored games read as before', () => {
    expect(given().when({ type: 'CreateGame', players: 4, board: 'variable', seed: 3 }).events[0]).not.toHaveProperty('modules');
  });

  it.each([
    ['the beginner board with 5 players', { board: 'beginner' }],
    ['the fixed 5–6 map with 4 players', { players: 4, board: 'fixed' }],
    ['a turn rule with 4 players', { players: 4, turnRule: 'paired' }],
    ['an unknown turn rule', { turnRule: 'friends' }],
    ['7 players', { players: 7 }],
  ] as const)('refuses %s', (_, options) => {
    create(options as never).thenRejects('game/unsupported-options');
  });
});


describe('the turn part and the notation of a game with rule modules', () => {
  it('is normal throughout the base game', () => {
    const g = given().when({ type: 'CreateGame', players: 4, board: 'variable', seed: 3 });
    const s = fold(g.events, initialState());
    expect(turnPart(s)).toEqual({ kind: 'normal' });
    expect(turnPart(simulate(5, { players: 4 }).state)).toEqual({ kind: 'normal' });
  });

  it('writes the modules as a header tag, and refuses a module it does not know', () => {
    const { events } = simulate(5, { players: 5, turnRule: 'paired', maxCommands: 200 });
    const text = format(events);
    expect(text).toContain('[Modules "paired"]');
    expect(text).toContain(' p2/0/3 ');
    expect(parse(text)).toEqual(events);
    expect(() => parse(text.replace('[Modules "paired"]', '[Modules "fishermen"]'))).toThrow(/unknown rule module "fishermen"/);
  });
});
