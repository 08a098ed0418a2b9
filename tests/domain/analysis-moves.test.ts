// The review room's evaluator and move marks: the chances of a position (the winner's alone once
// won; the same figures for the same game and seed; tight bands), clear mistakes marked on
// constructed positions (a road built where a city wins the game now; a roll where a knight
// played first wins; a monopoly of what nobody holds; the turn ended where a city improvement's
// metropolis wins), the expansions' moves judged in whole games, and the notation's comments,
// which the reader skips.
import { describe, expect, it } from 'vitest';
import { legalOf, moveOf, parse, format, playBots, type Command, type Event, type InPhase, type State } from '../../domain/catan/index.ts';
import { reviewMove, summarize, THRESHOLDS } from '../../domain/catan/analysis/moves.ts';
import { analyse } from '../../domain/catan/analysis/review.ts';
import { visiblePoints } from '../../domain/catan/base/rules/points.ts';
import { dutyOf } from '../../domain/catan/bots/duty.ts';
import { annotate, betterGhosts, moveText } from '../../web/src/kinds/catan/replay/marks.ts';
import { gameEvents } from '../bench/evaluator-games.ts';
import { level, twoCities } from './ck-given.ts';

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

/** The first position of a Good-bot game (after turn 12) where `when` holds, its active seat at most 7 points. */
function positionWhere(when: (s: Playing, seat: number) => boolean): Playing {
  let found: Playing | null = null;
  playBots(31, ['good', 'good', 'good', 'good'], {
    maxCommands: 600,
    choose: (player, s, seat, random) => {
      if (!found && s.phase === 'playing' && s.turn.number > 12 && s.turn.seat === seat && visiblePoints(s, seat) <= 7 && when(s, seat)) found = s;
      return moveOf(player, s, seat, random);
    },
  });
  if (!found) throw new Error('no such position');
  return found;
}

describe('move marks, development cards and the expansions', () => {
  it('mark a roll where a knight played first takes the largest army and wins as a blunder', () => {
    const base = positionWhere((s, seat) => dutyOf(s, seat).kind === 'beforeRoll');
    const seat = base.turn.seat;
    const unarmed: Playing = { ...base, largestArmy: null, knights: base.knights.map((_, i) => (i === seat ? 2 : 0)) };
    // The seat at 8 points, every other seat at 9: whoever reaches 10 first wins.
    const s: Playing = {
      ...unarmed,
      devCards: base.devCards.map((d, i) => (i === seat ? { ...d, knight: 1, victoryPoint: 8 - visiblePoints(unarmed, i) } : { ...d, victoryPoint: 9 - visiblePoints(unarmed, i) })),
    };
    const review = reviewMove(s, [{ type: 'DiceRolled', seat, dice: [3, 4] }], 0, 1)!;
    expect(review.made.type).toBe('RollDice');
    expect(review.best.type).toBe('PlayKnight');
    expect(review.bestValue).toBe(1);
    expect(review.mark).toBe('blunder');
    // Without a knight in hand a roll is no decision.
    expect(reviewMove({ ...s, devCards: base.devCards.map((d) => ({ ...d, knight: 0 })) }, [{ type: 'DiceRolled', seat, dice: [3, 4] }], 0, 1)).toBeNull();
  });

  it('judge a monopoly by what it takes: brick that nobody holds against ore that all three others do', () => {
    const base = positionWhere((s, seat) => dutyOf(s, seat).kind === 'main');
    const seat = base.turn.seat;
    const s: Playing = {
      ...base,
      hands: base.hands.map((h, i) => (i === seat ? { ...h, brick: 0, ore: 0 } : { ...h, brick: 0, ore: 3 })),
      devCards: base.devCards.map((d, i) => (i === seat ? { ...d, monopoly: 1 } : d)),
    };
    const review = reviewMove(s, [{ type: 'MonopolyPlayed', seat, resource: 'brick', taken: [0, 0, 0, 0] }], 0, 1)!;
    expect(review.made).toEqual({ type: 'PlayMonopoly', seat, resource: 'brick' });
    expect(review.best).toMatchObject({ type: 'PlayMonopoly', resource: 'ore' });
    expect(review.loss).toBeGreaterThan(0);
  });

  it('mark ending the turn where a city improvement takes a metropolis and wins (Cities & Knights) as a blunder', () => {
    // Seat 0: two cities, Defenders of Catan up to 11 points, politics at 3 and the 4 coin of its
    // 4th level; every other seat at 12 points (whoever reaches 13 first wins).
    const start = twoCities({ coin: 4 }).and(level(0, 'politics', 1), level(0, 'politics', 2), level(0, 'politics', 3));
    const defenders = (seat: number, to: number): Event[] => Array.from({ length: to - visiblePoints(start.playing, seat) }, () => ({ type: 'DefenderAwarded', seat }));
    const g = start.and(defenders(0, 11), defenders(1, 12), defenders(2, 12), defenders(3, 12));
    expect(visiblePoints(g.playing, 0)).toBe(11);
    const review = reviewMove(g.state, [{ type: 'TurnEnded', seat: 0, next: 1 }], 0, 1)!;
    expect(review.best).toMatchObject({ type: 'BuyImprovement', track: 'politics' });
    expect(review.bestValue).toBe(1);
    expect(review.mark).toBe('blunder');
    const bought = reviewMove(g.state, [{ type: 'ImprovementBought', seat: 0, track: 'politics', level: 4, paid: 4 }, { type: 'MetropolisTaken', seat: 0, track: 'politics', vertex: (review.best as { vertex: string }).vertex }], 0, 1)!;
    expect(bought.made).toEqual(review.best);
    expect(bought.loss).toBe(0);
  });

  it('judge the expansions\' own moves in whole games: knights and improvements, ships', () => {
    const madeTypes = (kind: number, seed: number) => new Set([...analyse(gameEvents(seed, kind), [], 1)].flatMap((st) => (st.kind === 'move' ? [st.review.made.type] : [])));
    const ck = madeTypes(7, 9);
    expect(['RecruitKnight', 'BuyImprovement'].filter((t) => ck.has(t as never))).toHaveLength(2);
    expect(madeTypes(8, 9).has('BuildShip')).toBe(true);
  });

  it('name an expansion\'s better move and draw its piece: a ship, a knight', () => {
    const t = ((key: string, params?: Record<string, string>) => `${key}${params ? JSON.stringify(params) : ''}`) as Parameters<typeof moveText>[2];
    const review = (best: Command) => ({ position: 0, seat: 1, made: { type: 'EndTurn', seat: 1 }, best, madeValue: 0.2, bestValue: 0.3, loss: 0.1, mark: 'mistake' } as const);
    expect(betterGhosts(review({ type: 'BuildShip', seat: 1, edge: 'e1' }), ['red', 'blue'], null, t)).toMatchObject([{ kind: 'ship', at: 'e1', colour: 'blue' }]);
    expect(betterGhosts(review({ type: 'RecruitKnight', seat: 1, vertex: 'v1' }), ['red', 'blue'], null, t)).toMatchObject([{ kind: 'knight', at: 'v1' }]);
    expect(moveText({ type: 'BuyImprovement', seat: 1, track: 'politics' }, null, t)).toBe('analysis.move.BuyImprovement{"track":"track.politics"}');
  });
});
