// The review room's evaluator and move marks: the chances of a position (the winner's alone once
// won; the same figures for the same game and seed; tight bands), a clear mistake marked on a
// constructed position (a road built where a city wins the game now), and the notation's
// comments, which the reader skips.
import { describe, expect, it } from 'vitest';
import { legalOf, moveOf, parse, format, playBots, type Command, type Event, type InPhase, type State } from '../../domain/catan/index.ts';
import { reviewMove, summarize, THRESHOLDS } from '../../domain/catan/analysis/moves.ts';
import { analyse } from '../../domain/catan/analysis/review.ts';
import { visiblePoints } from '../../domain/catan/base/rules/points.ts';
import { dutyOf } from '../../domain/catan/bots/duty.ts';
import { annotate } from '../../web/src/kinds/catan/replay/marks.ts';
import { gameEvents } from '../bench/evaluator-games.ts';

type Playing = InPhase<'playing'>;

/** A position of a Good-bot game where the active seat may spend (dice rolled), with a settlement on the board. */
function spendingPosition(): Playing {
  let found: Playing | null = null;
  playBots(31, ['good', 'good', 'good', 'good'], {
    maxCommands: 400,
    choose: (player, s, seat, random) => {
      if (!found && s.phase === 'playing' && s.turn.number > 12 && dutyOf(s, seat).kind === 'main' && s.pieces[seat].cities > 0
        && s.buildings.some((b) => b?.seat === seat && b.kind === 'settlement') && legalOf(s, seat, 'BuildRoad').length > 0) found = s;
      return moveOf(player, s, seat, random);
    },
  });
  if (!found) throw new Error('no such position');
  return found;
}

describe('the evaluator', () => {
  const events = gameEvents(7);
  const turns = events.flatMap((e, i) => (e.type === 'TurnEnded' ? [i + 1] : []));

  it('gives chances summing to 1 with a band within ±5 points, and the winner\'s alone once won', () => {
    for (const step of analyse(events, [...turns, events.length], 1)) {
      if (step.kind !== 'point') continue;
      const { chance, low, high } = step.evaluation;
      expect(chance.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      chance.forEach((p, seat) => {
        expect(low[seat]).toBeLessThanOrEqual(p);
        expect(high[seat]).toBeGreaterThanOrEqual(p);
        expect(Math.max(high[seat] - p, p - low[seat])).toBeLessThanOrEqual(0.05);
      });
    }
  });

  it('analyses the other tables too: 6 players paired, Cities & Knights, Seafarers, Helpers', () => {
    for (const kind of [3, 7, 8, 5]) {
      const game = gameEvents(9, kind);
      const steps = [...analyse(game, game.flatMap((e, i) => (e.type === 'TurnEnded' ? [i + 1] : [])), 1)];
      expect(steps.some((st) => st.kind === 'move')).toBe(true);
      for (const st of steps) {
        if (st.kind === 'point') expect(st.evaluation.chance.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        else expect(Number.isFinite(st.review.loss) && st.review.loss >= 0).toBe(true);
      }
    }
  });

  it('analyses a game the same for the same seed', () => {
    const run = (seed: number) => [...analyse(events, turns, seed)];
    expect(run(3)).toEqual(run(3));
  });
});

describe('move marks', () => {
  it('mark a road built where a city wins the game now as a blunder, the city as the better move', () => {
    const base = spendingPosition();
    const seat = base.turn.seat;
    // Every seat is one point from winning (victory point cards in hand); the active one holds a city's price and a road's.
    const s: State = {
      ...base,
      hands: base.hands.map((h, i) => (i === seat ? { ...h, brick: 1, lumber: 1, wool: 0, grain: 2, ore: 3 } : h)),
      devCards: base.devCards.map((d, i) => ({ ...d, victoryPoint: 9 - visiblePoints(base, i) })),
    };
    const road = legalOf(s, seat, 'BuildRoad')[0] as Extract<Command, { type: 'BuildRoad' }>;
    const made: Event[] = [{ type: 'RoadBuilt', seat, edge: road.edge }];
    const review = reviewMove(s, made, 0, 1)!;
    expect(review.best.type).toBe('BuildCity');
    expect(review.bestValue).toBe(1);
    expect(review.loss).toBeGreaterThanOrEqual(THRESHOLDS.blunder);
    expect(review.mark).toBe('blunder');
    // The city itself is no mistake.
    const city = review.best as Extract<Command, { type: 'BuildCity' }>;
    const right = reviewMove(s, [{ type: 'CityBuilt', seat, vertex: city.vertex }], 0, 1)!;
    expect(right.loss).toBe(0);
    expect(right.mark).toBeNull();
    expect(summarize([review, right], 4)[seat]).toMatchObject({ moves: 2, blunder: 1, averageLoss: review.loss / 2 });
  });

  it('go into the notation as comments the reader skips', () => {
    const events = gameEvents(7);
    const reviews = [...analyse(events, [], 1)].flatMap((st) => (st.kind === 'move' ? [st.review] : []));
    const marked = { ...reviews[5], mark: 'mistake' as const };
    const names = ['A', 'B', 'C', 'D'];
    const text = annotate(format(events), events, [marked], summarize([marked], 4), names);
    expect(text).toMatch(/^\[Analysis "A: \d+ moves judged, 0 inaccuracies, \d mistakes, 0 blunders, average loss [\d.]+ %"\]$/m);
    expect(text).toMatch(/^\[Note "(setup|T\d+) [ABCD]: mistake, /m);
    expect(parse(text)).toEqual(parse(format(events)));
  });
});
