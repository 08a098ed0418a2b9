// The review room's chances of winning on a Seafarers game: playouts from a turn start of a game
// between good bots reach a winner at the scenario's target, and the chances are shared among the
// seats (the review room evaluates a finished game, whose stream it reads whole).
import { describe, expect, it } from 'vitest';
import { botCommand, playBots, redactState, type BoardKind, type State } from '../../domain/catan/index.ts';
import { playout, winChances } from '../../domain/catan/analysis/chances.ts';
import { seededRandom } from '../../domain/shared/random.ts';

/** The turn starts of a 4-player game between good bots on a scenario. */
function turnStarts(board: BoardKind, seed: number): State[] {
  const states: State[] = [];
  playBots(seed, ['good', 'good', 'good', 'good'], {
    board, modules: ['seafarers'],
    choose: (_p, s, seat, random) => {
      const previous = states.at(-1);
      if (s.phase === 'playing' && (previous?.phase !== 'playing' || previous.turn.number !== s.turn.number)) states.push(s);
      return botCommand(redactState(s, seat), seat, 'good', random);
    },
  });
  return states;
}

describe.each(['fog-islands', 'new-shores'] as const)('chances of winning on %s', (board) => {
  const starts = turnStarts(board, 23);
  const middle = starts[Math.floor(starts.length / 2)];

  it('come from playouts that reach a winner, shared among every seat', () => {
    expect(playout(middle, seededRandom(3))).not.toBeNull();
    const c = winChances(middle, 8, 5);
    expect(c.finished).toBe(8);
    expect(c.wins).toHaveLength(4);
    expect(c.chance.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
});
