// The ready step: seats taken with `ready: false` wait for their player's MarkReady; the game
// starts when every seat is taken and ready (bots always are), whichever comes last.
import { describe, expect, it } from 'vitest';
import { format, parse } from '../../domain/catan/index.ts';
import { given, played } from './given.ts';

const created = (players = 3) => played([], { type: 'CreateGame', players, board: 'variable', seed: 9 });
const waiting = (seat: number, name: string) => ({ type: 'ClaimSeat' as const, seat, name, ready: false });

describe('the ready step', () => {
  describe('when a person sits down without being ready', () => {
    it('claims the seat as not ready yet', () => {
      // Given a new game; When Ana sits down, not ready; Then her seat is taken and waits for her
      const state = given(created()).when(waiting(0, 'Ana')).then([{ type: 'SeatClaimed', seat: 0, name: 'Ana', bot: false, ready: false }]);
      expect(state).toMatchObject({ phase: 'lobby', ready: [false, false, false] });
    });

    it('does not start a full table while someone is not ready', () => {
      // Given Ana waiting and Bruno seated (ready); When the last seat is taken; Then the game does not start
      given(created()).after(waiting(0, 'Ana'), { type: 'ClaimSeat', seat: 1, name: 'Bruno' })
        .when({ type: 'ClaimSeat', seat: 2, name: 'Bot', bot: true })
        .then([{ type: 'SeatClaimed', seat: 2, name: 'Bot', bot: true, level: 'good' }]);
    });

    it('counts a bot as ready at once, whatever it is told', () => {
      const state = given(created()).when({ type: 'ClaimSeat', seat: 1, name: 'Bot', bot: true, ready: false })
        .then([{ type: 'SeatClaimed', seat: 1, name: 'Bot', bot: true, level: 'good' }]);
      expect(state).toMatchObject({ ready: [false, true, false] });
    });
  });

  describe('when a seated person says they are ready', () => {
    it('marks the seat ready while seats are still free', () => {
      const state = given(created()).after(waiting(0, 'Ana')).when({ type: 'MarkReady', seat: 0 }).then([{ type: 'SeatReady', seat: 0 }]);
      expect(state).toMatchObject({ phase: 'lobby', ready: [true, false, false] });
    });

    it('starts the game when the last one is ready, in any order', () => {
      // Given a full table where Ana and Chiara are not ready; When Chiara, then Ana, says so; Then Ana's start it
      const full = given(created()).after(waiting(0, 'Ana'), { type: 'ClaimSeat', seat: 1, name: 'Bruno' }, waiting(2, 'Chiara'));
      const chiara = full.after({ type: 'MarkReady', seat: 2 });
      expect(chiara.state.phase).toBe('lobby');
      chiara.when({ type: 'MarkReady', seat: 0 }).then([{ type: 'SeatReady', seat: 0 }, { type: 'SetupStarted' }]);
    });

    it('starts the game when the last seat is claimed by someone ready and everyone else already is', () => {
      given(created()).after(waiting(0, 'Ana'), { type: 'MarkReady', seat: 0 }, { type: 'ClaimSeat', seat: 1, name: 'Bruno' })
        .when({ type: 'ClaimSeat', seat: 2, name: 'Chiara' })
        .then([{ type: 'SeatClaimed', seat: 2, name: 'Chiara', bot: false }, { type: 'SetupStarted' }]);
    });

    it('lays the beginner start at once when the last one is ready', () => {
      const g = given(played([], { type: 'CreateGame', players: 3, board: 'beginner', seed: 1 }))
        .after({ type: 'ClaimSeat', seat: 0, name: 'A' }, waiting(1, 'B'), { type: 'ClaimSeat', seat: 2, name: 'C', bot: true });
      const state = g.after({ type: 'MarkReady', seat: 1 }).state;
      expect(state).toMatchObject({ phase: 'playing', turn: { seat: 0, number: 1 } });
    });
  });

  describe('refusals', () => {
    it('refuses a second MarkReady of the same seat (a duplicate)', () => {
      given(created()).after(waiting(0, 'Ana'), { type: 'MarkReady', seat: 0 }).when({ type: 'MarkReady', seat: 0 }).thenRejects('seat/already-ready');
    });

    it('refuses a seat that was ready from the start, and a bot seat', () => {
      given(created()).after({ type: 'ClaimSeat', seat: 0, name: 'Ana' }).when({ type: 'MarkReady', seat: 0 }).thenRejects('seat/already-ready');
      given(created()).after({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true }).when({ type: 'MarkReady', seat: 0 }).thenRejects('seat/already-ready');
    });

    it('refuses a free seat and a seat that is not at the table', () => {
      given(created()).when({ type: 'MarkReady', seat: 1 }).thenRejects('seat/empty');
      given(created()).when({ type: 'MarkReady', seat: 3 }).thenRejects('seat/unknown');
      given(created()).when({ type: 'MarkReady', seat: '0' as never }).thenRejects('seat/unknown');
    });

    it('refuses before the game exists, and once it has started', () => {
      given().when({ type: 'MarkReady', seat: 0 }).thenRejects('game/not-created');
      const started = played(created(), ...[0, 1, 2].map((seat) => ({ type: 'ClaimSeat' as const, seat, name: `P${seat}` })));
      given(started).when({ type: 'MarkReady', seat: 0 }).thenRejects('rule/wrong-phase');
    });

    it('refuses a ready flag that is not true or false', () => {
      given(created()).when({ type: 'ClaimSeat', seat: 0, name: 'Ana', ready: 'no' as never }).thenRejects('command/invalid');
    });
  });

  it('writes the step in the notation and reads it back', () => {
    const events = played(created(), waiting(0, 'Ana'), { type: 'ClaimSeat', seat: 1, name: 'Bruno' }, waiting(2, 'Chiara'),
      { type: 'MarkReady', seat: 2 }, { type: 'MarkReady', seat: 0 });
    const text = format(events);
    expect(text).toContain('lobby claim/0/Ana/unready claim/1/Bruno claim/2/Chiara/unready ready/2 ready/0');
    expect(parse(text)).toEqual(events);
  });
});
