// The bots' thinking thread of `npm start`: the same choices as inline, computed while the
// event loop goes on, and answered inline when the thread cannot answer.
import { afterAll, describe, expect, it } from 'vitest';
import { botCommand, playBots, redactState, type InPhase, type Seat } from '../../domain/catan/index.ts';
import { simulate as simulateDice } from '../../domain/dice/index.ts';
import { thinkInline } from '../../functions/app/thinker.ts';
import { WorkerThinker } from '../../functions/local/thinker.ts';

type Live = InPhase<'setup' | 'playing'>;
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Positions of a game between good bots, every `every`-th, with the seat to act. */
function positions(every: number): { state: Live; seat: Seat }[] {
  const out: { state: Live; seat: Seat }[] = [];
  let n = 0;
  playBots(7, ['good', 'good', 'good'], {
    choose: (_player, state, seat, random) => {
      if ((state.phase === 'setup' || state.phase === 'playing') && n++ % every === 0) out.push({ state, seat });
      return botCommand(redactState(state, seat), seat, 'good', random);
    },
  });
  return out;
}

const thinker = new WorkerThinker(quiet);
afterAll(() => thinker.close());

describe('the bots\' thinking thread', () => {
  it('makes the expert\'s choices exactly as inline, on its own thread', async () => {
    // GIVEN positions of a game, each seen by the seat to act
    const seen = positions(40).slice(0, 6);
    expect(seen.length).toBeGreaterThan(3);
    for (const [i, { state, seat }] of seen.entries()) {
      const view = redactState(state, seat);
      // WHEN the thread is asked; THEN its answer is the inline one
      expect(await thinker.think(view, seat, 'expert', 1000 + i)).toEqual(thinkInline(view, seat, 'expert', 1000 + i));
    }
    expect(thinker.answers).toEqual({ threaded: seen.length, inline: 0 });
  }, 60_000);

  it('answers a dice game\'s bots inline at every level: they do not search', async () => {
    const { state } = simulateDice(2, { side: 'plus', players: 2, maxCommands: 30 });
    const before = { ...thinker.answers };
    const seat = state.phase === 'playing' ? state.turn.seat : 0;
    expect(await thinker.think(state, seat, 'expert', 5)).toEqual(thinkInline(state, seat, 'expert', 5));
    expect(thinker.answers.threaded).toBe(before.threaded);
  });

  it('leaves the event loop free while the expert searches', async () => {
    // GIVEN the first settlement of the set-up, a choice the expert searches
    const [{ state, seat }] = positions(1);
    const view = redactState(state, seat);
    // WHEN it thinks while the loop has other work queued
    let turned = false;
    setImmediate(() => (turned = true));
    const answer = await thinker.think(view, seat, 'expert', 3);
    // THEN the loop turned before the answer came (inline, it could not have)
    expect(turned).toBe(true);
    expect(answer).toEqual(thinkInline(view, seat, 'expert', 3));
  }, 60_000);

  it('answers the levels that do not search inline, and questions left when it closes inline too', async () => {
    const [{ state, seat }] = positions(1);
    const view = redactState(state, seat);
    let turned = false;
    setImmediate(() => (turned = true));
    expect(await thinker.think(view, seat, 'good', 5)).toEqual(thinkInline(view, seat, 'good', 5));
    expect(turned).toBe(false);
    const other = new WorkerThinker(quiet);
    const asked = other.think(view, seat, 'expert', 9);
    await other.close();
    expect(await asked).toEqual(thinkInline(view, seat, 'expert', 9));
  });
});
