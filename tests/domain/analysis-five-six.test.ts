// The engine's chances of winning at a 5–6 player table: the playouts follow the table's turn
// rule (the special building phase, paired turns) to a winner, and share the wins among all the
// seats; the positions the review room estimates are that game's turn starts.
import { describe, expect, it } from 'vitest';
import { botCommand, playBots, redactState, type State, type TurnRule } from '../../domain/catan/index.ts';
import { playout, winChances } from '../../domain/catan/analysis/chances.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { positionsOf } from '../../web/src/kinds/catan/replay/evaluation.ts';
import { buildReplay } from '../../web/src/state/replay.ts';
import { simulate } from '../../domain/catan/bots/random.ts';

/** The turn starts of a game between good bots at `players` seats. */
function turnStarts(players: number, turnRule: TurnRule, seed: number): State[] {
  const states: State[] = [];
  playBots(seed, Array.from({ length: players }, () => 'good' as const), {
    turnRule,
    choose: (_p, s, seat, random) => {
      const previous = states.at(-1);
      if (s.phase === 'playing' && (previous?.phase !== 'playing' || previous.turn.number !== s.turn.number)) states.push(s);
      return botCommand(redactState(s, seat), seat, 'good', random);
    },
  });
  return states;
}

describe.each([[5, 'special-building'], [6, 'paired']] as const)('chances of winning at %i seats (%s)', (players, turnRule) => {
  const starts = turnStarts(players, turnRule, 21);
  const middle = starts[Math.floor(starts.length / 2)];

  it('come from playouts that reach a winner under the table\'s turn rule', () => {
    expect(middle.phase === 'playing' && middle.modules).toEqual([turnRule]);
    expect(playout(middle, seededRandom(3))).not.toBeNull();
  });

  it('are shared among every seat, with an interval each', () => {
    const c = winChances(middle, 8, 5);
    expect(c.finished).toBe(8);
    expect(c.wins).toHaveLength(players);
    expect(c.chance.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(c.low).toHaveLength(players);
    expect(c.high).toHaveLength(players);
  });

  it('are estimated at every turn start of the review, and at the end', () => {
    const events = simulate(9, { players, board: 'variable', turnRule }).events;
    const model = buildReplay(events);
    const positions = positionsOf(model);
    expect(positions.at(-1)).toBe(events.length);
    // Each turn begins once, however many parts it has (a building phase, a partner's part).
    const turnEnds = events.filter((e) => e.type === 'TurnEnded').length;
    expect(positions).toHaveLength(turnEnds + 2);
    const end = winChances(model.states[events.length], 4, 1);
    const final = model.states[events.length];
    expect(final.phase === 'finished' && end.chance[final.winner]).toBe(1);
  });
});
