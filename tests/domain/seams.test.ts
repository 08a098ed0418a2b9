// The seams the next expansions plug into (docs/architecture.md, "The seam for Seafarers and
// Cities & Knights"), proven with a small rule module of the test's own, installed beside the
// real ones: a board made from the module's data with a hex kind of its own, refused when the map
// is bad; a die of its own rolled with the two, recorded in the roll and handed to its hook; and
// none of it touching a base game's inputs or events.
import { afterAll, describe, expect, it } from 'vitest';
import {
  decide, format, fold, initialState, parse, seededRandom, supplyInputs, type Board, type BoardKind, type Command, type Event,
  type InPhase, type Terrain,
} from '../../domain/catan/index.ts';
import { installModules } from '../../domain/catan/base/registry.ts';
import type { RuleModule } from '../../domain/catan/base/module.ts';
import { SPECIAL_BUILDING_MODULE } from '../../domain/catan/modules/special-building/index.ts';
import { PAIRED_MODULE } from '../../domain/catan/modules/paired/index.ts';
import { FRIENDS_MODULE } from '../../domain/catan/modules/friends/index.ts';
import { HELPERS_MODULE } from '../../domain/catan/modules/helpers/index.ts';
import { beginnerBoard } from '../../domain/catan/base/board/layouts.ts';
import { beginnerGame, played } from './given.ts';

const REAL = [SPECIAL_BUILDING_MODULE, PAIRED_MODULE, FRIENDS_MODULE, HELPERS_MODULE];
const SEA = 'sea' as Terrain;
const ISLE = 'tide-isle' as BoardKind;

/** The beginner island with a ring of sea hexes around it (a module's map, as data). */
function tideIsle(): Board {
  const land = beginnerBoard();
  const ring = ['0,-3', '1,-3', '2,-3', '3,-3', '3,-2', '3,-1', '3,0', '2,1', '1,2', '0,3', '-1,3', '-2,3', '-3,3', '-3,2', '-3,1', '-3,0', '-2,-1', '-1,-2'];
  return { ...land, tiles: [...land.tiles, ...ring.map((hex) => ({ hex, terrain: SEA, token: null }))] };
}

type TideEvent = { readonly type: 'TideTurned'; readonly height: number };
const turned: TideEvent[] = [];

/** The test's module: a board kind of its own, and a tide die rolled with every roll (a 6 turns the tide). */
const TIDE = {
  id: 'tide', role: 'expansion', commandTypes: [], eventTypes: ['TideTurned'],
  extend: (inner) => ({
    ...inner,
    afterRoll: (s, dice, gains, extra) => [...inner.afterRoll(s, dice, gains, extra), ...(extra?.tide === 6 ? [{ type: 'TideTurned', height: dice[0] } as unknown as Event] : [])],
  }),
  rollInputs: (random) => ({ tide: 1 + Math.floor(random() * 6) }),
  boardKinds: [ISLE],
  board: (_kind, c) => (c.players > 4 ? 'The tide isle is for 3 or 4 players.' : tideIsle()),
  evolve: (_d, e) => void turned.push(e),
  redact: (e) => e,
  token: (e) => `tide/${e.height}`,
  read: (word, a) => (word === 'tide' ? { type: 'TideTurned', height: Number(a[0]) } : null),
} as RuleModule<never, TideEvent> as unknown as (typeof REAL)[number];

installModules([...REAL, TIDE]);
afterAll(() => installModules(REAL));

const create = (c: Partial<Extract<Command, { type: 'CreateGame' }>>) => decide({ type: 'CreateGame', players: 4, board: ISLE, seed: 7, ...c } as Command, initialState());

/** A beginner game in play whose GameCreated names the tide module (its board the base one). */
function tideGame(): InPhase<'playing'> {
  const [created, ...rest] = beginnerGame();
  const events = [{ ...created, modules: ['tide'] } as Event, ...rest];
  return fold(events, initialState()) as InPhase<'playing'>;
}

describe('the seams for the expansions', () => {
  it('make a game\'s board from a module\'s data, with a hex kind of its own that the base game leaves unproduced', () => {
    const d = create({ modules: ['tide'] as never });
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    const game = d.events[0];
    expect(game).toMatchObject({ type: 'GameCreated', boardKind: ISLE, modules: ['tide'] });
    const s = fold(d.events, initialState());
    if (s.phase !== 'lobby') throw new Error(s.phase);
    expect(s.board.tiles.filter((t) => t.terrain === SEA)).toHaveLength(18);
    // Seats, set-up and play go on over it with the base rules.
    const after = played(d.events, ...[0, 1, 2, 3].map((seat): Command => ({ type: 'ClaimSeat', seat, name: `P${seat}` })));
    expect(fold(after, initialState()).phase).toBe('setup');
  });

  it('refuse a module\'s board without its module, or with options its map cannot take, and change nothing', () => {
    expect(create({})).toMatchObject({ ok: false, rejection: { code: 'game/unsupported-options', message: expect.stringContaining('comes with tide') } });
    expect(create({ players: 5, modules: ['tide'] as never })).toMatchObject({ ok: false, rejection: { code: 'game/unsupported-options', message: expect.stringContaining('3 or 4 players') } });
    expect(create({ board: 'atlantis' as BoardKind, modules: ['tide'] as never })).toMatchObject({ ok: false, rejection: { code: 'game/unsupported-options' } });
  });

  it('roll a module\'s own die with the two, after them: recorded in the roll, handed to its hook, kept by the notation', () => {
    const s = tideGame();
    const seat = s.turn.seat;
    // The server's inputs: the same two dice as a base game's from the same draws, then the tide.
    const base = supplyInputs({ type: 'RollDice', seat }, seededRandom(3));
    const withTide = supplyInputs({ type: 'RollDice', seat }, seededRandom(3), s);
    expect(withTide).toMatchObject({ type: 'RollDice', dice: (base as { dice: unknown }).dice, extra: { tide: expect.any(Number) } });
    expect(base).not.toHaveProperty('extra');
    const d = decide({ type: 'RollDice', seat, dice: [2, 3], extra: { tide: 6 } }, s);
    expect(d.ok && d.events).toEqual([
      { type: 'DiceRolled', seat, dice: [2, 3], extra: { tide: 6 } },
      ...(d.ok ? d.events.filter((e) => e.type === 'ResourcesProduced') : []),
      { type: 'TideTurned', height: 2 },
    ]);
    // Without its input the roll is refused, as any command missing the server's input.
    expect(decide({ type: 'RollDice', seat, dice: [2, 3] }, s)).toMatchObject({ ok: false, rejection: { code: 'command/missing-input' } });
    expect(decide({ type: 'RollDice', seat, dice: [2, 3], extra: { tide: 1.5 } }, s)).toMatchObject({ ok: false, rejection: { code: 'command/missing-input' } });
    // The notation writes the extra die and reads it back.
    const [created, ...rest] = beginnerGame();
    const stream = [{ ...created, modules: ['tide'] } as Event, ...rest, ...(d.ok ? d.events : [])];
    expect(parse(format(stream))).toEqual(stream);
  });

  it('leave a base game as it was: no extra draw, no extra field', () => {
    const s = fold(beginnerGame(), initialState()) as InPhase<'playing'>;
    const random = seededRandom(3);
    const roll = supplyInputs({ type: 'RollDice', seat: s.turn.seat }, random, s);
    expect(roll).not.toHaveProperty('extra');
    // The next draw is the one a base game's next input would get.
    const again = seededRandom(3);
    supplyInputs({ type: 'RollDice', seat: s.turn.seat }, again);
    expect(random()).toBe(again());
    const d = decide(roll, s);
    expect(d.ok && d.events[0]).toEqual({ type: 'DiceRolled', seat: s.turn.seat, dice: (roll as { dice: unknown }).dice });
  });
});
