// The Mayor's and the General's calls answered by bots (RULES.md §4.2: the Mayor "after a
// production roll (not 7) that gives you nothing, take 1 resource of your choice from the bank";
// the General "with 7 or fewer cards take 1 resource of your choice instead"), in anyone's turn.
// Taking is optional, so a person's call holds up nobody; a seat the server plays (a bot's, or a
// person's while away) is awaited while a take is legal, and every level takes: good and expert
// the card their plan misses most, easy any. The server's bots driver asks the awaited seats.
import { describe, expect, it } from 'vitest';
import { awaitedSeats, decide, playBots, redactState, seededRandom, supplyInputs, type BotLevel, type InPhase } from '../../domain/catan/index.ts';
import { levelCommand } from '../../domain/catan/bots/index.ts';
import { due } from '../../functions/app/due.ts';
import { type Holding } from './helpers-given.ts';
import { accepted, foldWith, handOf, table } from './helpers-given.ts';

type Playing = InPhase<'playing'>;
const LEVELS = ['easy', 'good', 'expert'] as const;

/** Seat `seat` (a bot of `level`, or a person: null) plays at the table. */
const seated = (s: Playing, seat: number, level: BotLevel | null, away = false): Playing => ({
  ...s,
  levels: s.levels.map((l, i) => (i === seat ? level : l)),
  bots: s.bots.map((b, i) => (i === seat ? level !== null : b)),
  away: s.away.map((a, i) => (i === seat ? away : a)),
});

/** Seat 0 rolls `sum` (given as two dice) in its turn, before its roll. */
function rolls(s: Playing, dice: readonly [number, number]): Playing {
  const before = { ...s, turn: { ...s.turn, dice: null } };
  const d = decide({ type: 'RollDice', seat: 0, dice }, before);
  if (!d.ok) throw new Error(d.rejection.code);
  return foldWith(d.events, before) as Playing;
}

/** Seat 0's roll that calls seat 1's Mayor (the roll pays seat 1 nothing), seat 1 holding `hand`. */
function mayorCalled(hand: Record<string, number> = {}, mayor: Holding = { helper: 'mayor' }): Playing {
  const s = table({ 1: hand }, [null, mayor]);
  for (const dice of [[1, 1], [1, 2], [2, 2], [2, 3], [3, 3], [4, 4], [4, 5], [5, 5], [5, 6], [6, 6]] as const) {
    const after = rolls(s, dice);
    const part = after.parts.helpers as { calls: readonly { seat: number }[] };
    if (part.calls.some((c) => c.seat === 1)) return after;
  }
  throw new Error('no roll leaves seat 1 empty-handed');
}

const move = (s: Playing, seat: number, level: BotLevel) => levelCommand(redactState(s, seat), seat, level, seededRandom(3));

describe('the Mayor called in another player\'s turn', () => {
  it('a person\'s call holds up nobody: the table waits for the player whose turn it is', () => {
    expect(awaitedSeats(mayorCalled())).toEqual([0]);
  });

  it.each(LEVELS)('a %s bot holding the Mayor is awaited, takes a resource, and the turn goes on', (level) => {
    const s = seated(mayorCalled(), 1, level);
    expect(awaitedSeats(s)).toEqual([1]);
    const c = move(s, 1, level);
    expect(c).toMatchObject({ type: 'UseHelper', seat: 1, use: { helper: 'mayor' }, then: 'flip' });
    const { events, state } = accepted(s, c as Extract<typeof c, { type: 'UseHelper' }>);
    expect(events.some((e) => e.type === 'HelperResourceTaken' && e.seat === 1)).toBe(true);
    expect(awaitedSeats(state)).toEqual([0]);
    expect(move(state, 1, level)).toBeNull();
  });

  it('a person\'s seat played by a bot while they are away is awaited too', () => {
    expect(awaitedSeats(seated(mayorCalled(), 1, null, true))).toEqual([1]);
  });

  it.each(['good', 'expert'] as const)('the %s bot takes the card its plan misses most: the grain of a city', (level) => {
    const s = seated(mayorCalled({ grain: 1, ore: 3 }), 1, level);
    expect(move(s, 1, level)).toMatchObject({ use: { helper: 'mayor', resource: 'grain' } });
  });

  it('a Mayor on side B is returned for a card of the display', () => {
    const c = move(seated(mayorCalled({}, { helper: 'mayor', side: 'B' }), 1, 'good'), 1, 'good');
    expect(c).toMatchObject({ type: 'UseHelper', use: { helper: 'mayor' } });
    expect(c).not.toMatchObject({ then: 'flip' });
  });

  it('nothing to take from an empty bank: nobody waits for the call', () => {
    const s = seated(mayorCalled(), 1, 'good');
    const empty = { ...s, bank: { ...s.bank, brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0 } };
    expect(awaitedSeats(empty)).toEqual([0]);
  });

  it('a Mayor received this turn is not called, and nobody waits', () => {
    const s = table({}, [null, { helper: 'mayor', received: 1 }]);
    expect(awaitedSeats(seated(rolls(s, [1, 1]), 1, 'good'))).toEqual([0]);
  });

  it('the server\'s bots driver plays the called bot seat at once', () => {
    const s = seated(mayorCalled(), 1, 'easy');
    expect(due({ state: s, lastAt: 0, offerAt: null }, 1000, 3_600_000).play).toEqual([1]);
  });
});

describe('the General called by a 7 with 7 cards or fewer', () => {
  it.each(LEVELS)('a %s bot takes its resource before the discards go on', (level) => {
    const s = seated(rolls(table({ 1: { wool: 3 }, 2: { ore: 9 } }, [null, 'general']), [3, 4]), 1, level);
    expect(s.turn.pending).toEqual({ kind: 'discard', counts: [0, 0, 4, 0] });
    expect(awaitedSeats(s)).toEqual([1]);
    const c = move(s, 1, level);
    expect(c).toMatchObject({ type: 'UseHelper', seat: 1, use: { helper: 'general' } });
    const { state } = accepted(s, c as Extract<typeof c, { type: 'UseHelper' }>);
    expect(Object.values(handOf(state, 1)).reduce((a, b) => a + b, 0)).toBe(4);
    expect(awaitedSeats(state)).toEqual([2]);
  });
});

describe('games between bots with Helpers', () => {
  it.each(['easy', 'good'] as const)('%s bots take the called resources in other players\' turns, every move accepted', (level) => {
    let outOfTurn = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const game = playBots(seed, [level, level, level, level], {
        modules: ['helpers'], maxCommands: 6000,
        choose: (_player, state, seat, random) => {
          const command = levelCommand(redactState(state, seat), seat, level, random);
          if (command === null) throw new Error(`seat ${seat} gave no move (seed ${seed})`);
          const d = decide(supplyInputs(command, seededRandom(seed)), state);
          if (!d.ok) throw new Error(`${JSON.stringify(command)}: ${d.rejection.code} (seed ${seed})`);
          if (state.phase === 'playing' && d.events.some((e) => e.type === 'HelperResourceTaken' && e.seat !== state.turn.seat)) outOfTurn++;
          return command;
        },
      });
      expect(game.winner).not.toBeNull();
    }
    expect(outOfTurn).toBeGreaterThan(0);
  });
});
