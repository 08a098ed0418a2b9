// Bots at a table of 5 or 6: every level plays whole games under both turn rules with moves the
// rules accept (levelCommand, which has no random fallback), from its own view; in the special
// building phase a good bot builds when it can and it helps, and passes otherwise.
import { describe, expect, it } from 'vitest';
import {
  decide, playBots, randomCommand, redactState, seededRandom, supplyInputs, turnPart,
  type BotLevel, type Command, type Player, type Seat, type State, type TurnRule,
} from '../../domain/catan/index.ts';
import { levelCommand } from '../../domain/catan/bots/index.ts';
import { expertCandidates, expertCommand } from '../../domain/catan/bots/expert.ts';
import { goodCommand } from '../../domain/catan/bots/good.ts';
import type { InPhase } from '../../domain/catan/base/state.ts';
import { firstLegal, largeGame, pays, rollsQuietly } from './large-table.ts';

/** The level's own move (the expert searching two worlds), checked against decide on the full state. */
function checked(player: BotLevel, state: State, seat: Seat, random: () => number, seed: number): Command {
  const view = redactState(state, seat);
  const command = player === 'expert' ? expertCommand(view, seat, random, 2) : levelCommand(view, seat, player, random);
  if (command === null) throw new Error(`${player} at seat ${seat} gave no move (seed ${seed})`);
  const decision = decide(supplyInputs(command, seededRandom(seed)), state);
  if (!decision.ok) throw new Error(`${player} ${JSON.stringify(command)}: ${decision.rejection.code} (seed ${seed})`);
  return command;
}

describe('bots at a table of 5 or 6', () => {
  it.each([
    [5, 'special-building', ['good', 'easy', 'random', 'expert', 'easy']],
    [6, 'special-building', ['easy', 'good', 'good', 'random', 'easy', 'good']],
    [5, 'paired', ['good', 'easy', 'expert', 'random', 'easy']],
    [6, 'paired', ['easy', 'good', 'random', 'good', 'easy', 'good']],
  ] as const)('play whole %i-player games (%s) with accepted moves to a winner', (_, turnRule: TurnRule, players: readonly Player[]) => {
    let phases = 0;
    for (const seed of [1, 2]) {
      const game = playBots(seed, players, {
        turnRule,
        choose: (player, state, seat, random) => {
          if (turnPart(state).kind !== 'normal') phases++;
          return player === 'random' ? randomCommand(state, seat, random) : checked(player, state, seat, random, seed);
        },
      });
      expect(game.winner).not.toBeNull();
    }
    expect(phases).toBeGreaterThan(50);
  });

  it('the expert answers in the special building phase and in Player 2\'s part with accepted moves', () => {
    const phase = pays(rollsQuietly(largeGame(5)), { 1: { ore: 3, grain: 2, brick: 2, lumber: 2 } }).after({ type: 'EndTurn', seat: 0 });
    const part = pays(rollsQuietly(largeGame(6, 'paired')), { 3: { ore: 5, grain: 2, wool: 1 } }).after({ type: 'EndTurn', seat: 0 });
    // The move with its draws (a development card bought needs one), as the server supplies them.
    const first = phase.after(supplyInputs(checked('expert', phase.state, 1, seededRandom(1), 1), seededRandom(1)));
    expect(first.playing.turn.seat === 1 || turnPart(first.state).kind === 'special-building').toBe(true);
    part.after(supplyInputs(checked('expert', part.state, 3, seededRandom(2), 2), seededRandom(2)));
  });

  it('the expert\'s wider candidates (the special building phase, the set-up\'s roads) are moves the rules accept', () => {
    let building = 0;
    playBots(5, ['good', 'good', 'good', 'good', 'good', 'good'], {
      turnRule: 'special-building',
      choose: (_, state, seat, random) => {
        const view = redactState(state, seat);
        const good = goodCommand(view, seat, random)!;
        if (state.phase === 'setup' || state.phase === 'playing') {
          const candidates = expertCandidates(view as InPhase<'setup' | 'playing'>, seat, good, { build: true, setupRoads: true });
          if (state.phase === 'playing' && turnPart(state).kind === 'special-building' && candidates.length > 1) building++;
          for (const c of candidates) {
            const decision = decide(supplyInputs(c, seededRandom(1), state), state);
            if (!decision.ok) throw new Error(`${JSON.stringify(c)}: ${decision.rejection.code}`);
          }
        }
        return good;
      },
    });
    // Builds and passes weighed in other seats' phases (no bank trade: the phase allows none).
    expect(building).toBeGreaterThan(5);
  });

  describe('a good bot in the special building phase', () => {
    const builder = (cards: Parameters<typeof pays>[1][number]) =>
      pays(rollsQuietly(largeGame(5)), { 1: cards }).after({ type: 'EndTurn', seat: 0 });
    const good = (state: State, seat: Seat) => levelCommand(redactState(state, seat), seat, 'good', seededRandom(3));

    it('builds a city when it holds the price', () => {
      const g = builder({ ore: 3, grain: 2 });
      expect(good(g.state, 1)).toMatchObject({ type: 'BuildCity', seat: 1 });
    });

    it('buys a development card when it holds the price', () => {
      const g = builder({ ore: 1, grain: 1, wool: 1 });
      expect(good(g.state, 1)).toEqual({ type: 'BuyDevelopmentCard', seat: 1 });
    });

    it('builds or passes, and never trades or plays a card there', () => {
      // (a seat that can afford nothing is not a builder: the phase leaves it out)
      const g = builder({ ore: 2, wool: 2, brick: 1, lumber: 1 });
      expect(good(g.state, 1)).toMatchObject({ type: 'BuildRoad', seat: 1 });
      expect(levelCommand(redactState(g.state, 1), 1, 'easy', seededRandom(4))).toEqual({ type: 'EndTurn', seat: 1 });
    });

    it('is asked nothing when it is not the builder', () => {
      const g = builder({ ore: 3, grain: 2 });
      expect(good(g.state, 2)).toBeNull();
      expect(firstLegal(g, 1, 'EndTurn')).toEqual({ type: 'EndTurn', seat: 1 });
    });
  });
});
