// A random first player: with `firstPlayer: 'roll'` every seat rolls two dice when the game
// starts, the highest sum starts and the tied seats roll again; the set-up goes clockwise from
// that seat and back, and play's first turn is its. The dice are inputs, recorded in SetupStarted.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { format, fold, initialState, parse, supplyInputs, seededRandom, type Command, type Event } from '../../domain/catan/index.ts';
import { rollForFirst, setupOrder } from '../../domain/catan/base/rules/first-player.ts';
import { given, played } from './given.ts';

const rolled = (players = 3, board: 'variable' | 'beginner' = 'variable') =>
  played([], { type: 'CreateGame', players, board, seed: 9, firstPlayer: 'roll' });
const seat = (s: number, name: string, dice?: number[]): Command => ({ type: 'ClaimSeat', seat: s, name, ...(dice ? { dice } : {}) });

describe('the roll for the first player', () => {
  it('records the option in GameCreated (and nothing for the default, seat 0 starts)', () => {
    expect(rolled()[0]).toMatchObject({ type: 'GameCreated', firstPlayer: 'roll' });
    expect(played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 9, firstPlayer: 'seat' })[0]).not.toHaveProperty('firstPlayer');
    given().when({ type: 'CreateGame', players: 3, board: 'variable', seed: 9, firstPlayer: 'oldest' as never }).thenRejects('game/unsupported-options');
  });

  it('starts with the highest roll: the set-up goes clockwise from that seat and back', () => {
    // Given Ana and Bruno seated; When Chiara takes the last seat and Ana rolls 7, Bruno 11, Chiara 5
    const state = given(rolled()).after(seat(0, 'Ana'), seat(1, 'Bruno'))
      .when(seat(2, 'Chiara', [3, 4, 5, 6, 1, 4]))
      // Then Bruno starts
      .then([
        { type: 'SeatClaimed', seat: 2, name: 'Chiara', bot: false },
        { type: 'SetupStarted', first: 1, rolls: [[[3, 4], [5, 6], [1, 4]]] },
      ]);
    expect(state).toMatchObject({ phase: 'setup', setup: { order: [1, 2, 0, 0, 2, 1], step: 0 } });
  });

  it('has the tied seats roll again, as often as they tie; the others are out', () => {
    // Ana 11, Bruno 11, Chiara 2; then Ana 6, Bruno 6; then Ana 3, Bruno 9: Bruno starts
    const dice = [5, 6, 6, 5, 1, 1, 3, 3, 2, 4, 1, 2, 4, 5];
    expect(rollForFirst(3, dice)).toEqual({
      first: 1,
      rolls: [[[5, 6], [6, 5], [1, 1]], [[3, 3], [2, 4], null], [[1, 2], [4, 5], null]],
    });
  });

  it('always picks a seat with the highest sum of the last round, the tied seats of each round rolling next', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 4 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 8, maxLength: 60 }), (players, dice) => {
      const roll = rollForFirst(players, dice);
      if (!roll) return;
      let rolling = Array.from({ length: players }, (_, s) => s);
      for (const round of roll.rolls) {
        // Exactly the seats still in roll in this round.
        expect(round.flatMap((r, s) => (r ? [s] : []))).toEqual(rolling);
        const sums = round.map((r) => (r ? r[0] + r[1] : 0));
        rolling = rolling.filter((s) => sums[s] === Math.max(...sums));
      }
      expect(rolling).toEqual([roll.first]);
      // The dice are taken in order, none skipped.
      expect(roll.rolls.flat().flatMap((r) => r ?? [])).toEqual(dice.slice(0, roll.rolls.flat().filter(Boolean).length * 2));
    }), { numRuns: 500 });
  });

  it('needs enough dice, all of them dice', () => {
    expect(rollForFirst(3, [6, 6, 6, 6])).toBeNull();
    expect(rollForFirst(3, [6, 6, 6, 6, 1, 1])).toBeNull(); // a tie, and nothing left to break it
    expect(rollForFirst(3, [7, 1, 2, 2, 3, 3])).toBeNull();
    given(rolled()).after(seat(0, 'Ana'), seat(1, 'Bruno')).when(seat(2, 'Chiara')).thenRejects('command/missing-input');
  });

  it('orders the set-up from the rolled seat, clockwise and back (seat 2 of 4)', () => {
    const order = setupOrder(4, 2);
    expect(order).toEqual([2, 3, 0, 1, 1, 0, 3, 2]);
  });

  it('gives the first turn to the rolled seat at once on the beginner board', () => {
    const state = given(rolled(3, 'beginner')).after(seat(0, 'Ana'), seat(1, 'Bruno'), seat(2, 'Chiara', [1, 1, 2, 2, 6, 5])).state;
    expect(state).toMatchObject({ phase: 'playing', turn: { seat: 2, number: 1 } });
  });

  it('rolls when the last seat becomes ready, with the dice of that MarkReady', () => {
    given(rolled()).after(seat(0, 'Ana'), { type: 'ClaimSeat', seat: 1, name: 'Bruno', ready: false }, seat(2, 'Bot', undefined))
      .when({ type: 'MarkReady', seat: 1, dice: [2, 2, 6, 6, 1, 3] })
      .then([{ type: 'SeatReady', seat: 1 }, { type: 'SetupStarted', first: 1, rolls: [[[2, 2], [6, 6], [1, 3]]] }]);
  });

  it('replays exactly from the recorded dice: folding the events needs no input', () => {
    // Given a game started with supplied dice; When its events are folded again (and read back from the notation)
    const random = seededRandom(5);
    let events: readonly Event[] = rolled(4);
    for (const [s, name] of ['Ana', 'Bruno', 'Chiara', 'Dmitri'].entries()) {
      events = played(events, supplyInputs({ type: 'ClaimSeat', seat: s, name }, random));
    }
    const started = events.find((e) => e.type === 'SetupStarted');
    // Then the same state comes out, whose set-up starts at the recorded seat
    expect(started).toMatchObject({ type: 'SetupStarted', first: expect.any(Number) });
    const first = (started as { first: number }).first;
    expect(fold(events, initialState())).toEqual(fold(parse(format(events)), initialState()));
    expect(fold(events, initialState())).toMatchObject({ setup: { order: setupOrder(4, first) } });
  });

  it('writes the roll in the notation', () => {
    const events = played(rolled(), seat(0, 'Ana'), seat(1, 'Bruno'), seat(2, 'Chiara', [6, 6, 6, 6, 1, 1, 2, 1, 3, 3]));
    const text = format(events);
    expect(text).toContain('[FirstPlayer "roll"]');
    expect(text).toContain('setup setup/1/6+6,6+6,1+1|2+1,3+3,-');
    expect(parse(text)).toEqual(events);
  });

  it('keeps seat 0 first without the option, as before', () => {
    const events = played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 9 }, seat(0, 'A'), seat(1, 'B'), seat(2, 'C', [1, 1, 6, 6, 2, 2]));
    expect(events[events.length - 1]).toEqual({ type: 'SetupStarted' });
    expect(fold(events, initialState())).toMatchObject({ setup: { order: [0, 1, 2, 2, 1, 0] } });
  });
});
