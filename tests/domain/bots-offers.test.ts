// A bot makes one trade offer a turn at most: the people at the table wait for each answer. The
// turn counts the offers made in it (folded from TradeOffered, nothing new in the stream), and a
// new turn starts at none.
import { describe, expect, it } from 'vitest';
import { moveOf as playerMove, playBots, redactState, seededRandom, type BotLevel, type Command, type InPhase, type Seat, type State } from '../../domain/catan/index.ts';
import { levelCommand } from '../../domain/catan/bots/index.ts';
import { EXPERT_STYLE } from '../../domain/catan/bots/expert.ts';
import { GOOD_STYLE, planFor, type Style } from '../../domain/catan/bots/plan.ts';
import { beginnerGame, BLUE, given, RED } from './given.ts';

const moveOf = (s: State, seat: Seat, level: BotLevel, seed: number): Command | null =>
  levelCommand(redactState(s, seat), seat, level, seededRandom(seed));

const offersOf = (s: State): number => (s.phase === 'playing' ? s.turn.offers : -1);

/** The kinds of move a level makes over many seeds, in a state. */
const movesOver = (s: State, level: BotLevel, seeds: number): Set<string> =>
  new Set(Array.from({ length: seeds }, (_, i) => moveOf(s, RED, level, i + 1)?.type ?? 'none'));

describe('the offers of a turn', () => {
  const rolled = () => given(beginnerGame()).rolled([6, 6]);
  const offer: Command = { type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } };

  it('are counted as they are made, whatever becomes of them', () => {
    expect(offersOf(rolled().state)).toBe(0);
    const once = rolled().after(offer);
    expect(offersOf(once.state)).toBe(1);
    const twice = once.after({ type: 'CancelTrade', seat: RED }, offer, { type: 'AcceptTrade', seat: BLUE }, { type: 'ConfirmTrade', seat: RED, partner: BLUE });
    expect(offersOf(twice.state)).toBe(2);
  });

  it('start at none in the next turn', () => {
    const next = rolled().after(offer, { type: 'EndTurn', seat: RED });
    expect(offersOf(next.state)).toBe(0);
  });
});

describe('a bot offering a trade in its turn', () => {
  // Red (grain, 2 lumber) can build nothing: with nothing else to do, it offers now and then.
  const fresh = given(beginnerGame()).rolled([6, 6]).state;
  // The same hand and moment, after an offer of this turn that nobody took was withdrawn.
  const after = given(beginnerGame()).rolled([6, 6])
    .after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } }, { type: 'CancelTrade', seat: RED }).state;

  for (const [level, seeds] of [['good', 40], ['expert', 12], ['easy', 400]] as const) {
    it(`offers at most once a turn (${level})`, () => {
      expect(movesOver(fresh, level, seeds).has('OfferTrade')).toBe(true);
      const again = movesOver(after, level, seeds);
      expect(again.has('OfferTrade')).toBe(false);
      expect(again.has('EndTurn')).toBe(true);
    });
  }
});

describe('whole games between bots', () => {
  it('never hold two offers of one seat in one turn', () => {
    let offers = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const made = new Map<string, number>();
      playBots(seed, ['good', 'easy', 'good', 'easy'], {
        choose: (player, state, seat, random) => {
          const command = playerMove(player, state, seat, random);
          if (command?.type === 'OfferTrade' && state.phase === 'playing') {
            const key = `${state.turn.number}:${seat}`;
            made.set(key, (made.get(key) ?? 0) + 1);
            offers++;
          }
          return command;
        },
      });
      expect(Math.max(0, ...made.values())).toBeLessThanOrEqual(1);
    }
    expect(offers).toBeGreaterThan(0);
  });
});

describe('the expert at the same moment', () => {
  const fresh = given(beginnerGame()).rolled([6, 6]).state;

  it('offers whenever its turn would end with nothing done (Good: now and then), still once a turn', () => {
    const good = Array.from({ length: 40 }, (_, i) => moveOf(fresh, RED, 'good', i + 1)?.type);
    const expert = Array.from({ length: 12 }, (_, i) => moveOf(fresh, RED, 'expert', i + 1)?.type);
    expect(good).toContain('EndTurn');
    expect(new Set(expert)).toEqual(new Set(['OfferTrade']));
  });
});

describe('a style of play', () => {
  it('weighs a development card and Longest Road as its style says (the expert: more, and less)', () => {
    expect(GOOD_STYLE).toEqual({ devCard: 0.7, longestRoad: 2, income: 0.2 });
    expect(EXPERT_STYLE.devCard).toBeGreaterThan(GOOD_STYLE.devCard);
    expect(EXPERT_STYLE.longestRoad).toBeLessThan(GOOD_STYLE.longestRoad);
    // A style that wants only these goals, at each seat's every move of a game until both are weighed.
    const style: Style = { ...GOOD_STYLE, devCard: 5, longestRoad: 5 };
    const values = new Map<string, number>();
    playBots(3, ['good', 'good', 'good', 'good'], {
      choose: (player, state, seat, random) => {
        if (state.phase === 'playing') {
          for (const g of planFor(redactState(state, seat) as InPhase<'playing'>, seat, style).goals) values.set(`${g.kind}:${state.largestArmy === seat}:${state.longestRoad === null}`, g.value);
        }
        return playerMove(player, state, seat, random);
      },
    });
    // Before anyone holds Largest Army or Longest Road: the style's own figure (taking Longest Road from a holder: half a point more).
    expect(values.get('devCard:false:true')).toBe(5);
    expect(values.get('longestRoad:false:true')).toBe(5);
    expect(values.get('longestRoad:false:false')).toBe(5.5);
  });

  it('counts a new city\'s and settlement\'s income at its style\'s rate', () => {
    const doubled: Style = { ...GOOD_STYLE, income: 2 * GOOD_STYLE.income };
    const seen = new Set<string>();
    playBots(3, ['good', 'good', 'good', 'good'], {
      choose: (player, state, seat, random) => {
        if (state.phase === 'playing') {
          const view = redactState(state, seat) as InPhase<'playing'>;
          const good = planFor(view, seat, { ...GOOD_STYLE, devCard: 0, longestRoad: 0 }).goals;
          const twice = planFor(view, seat, { ...doubled, devCard: 0, longestRoad: 0 }).goals;
          // The same goals (the others weigh nothing): each one's points beyond the building's own 1 (a settlement's: before the roads' discount) doubled.
          for (const g of good) {
            const h = twice.find((x) => x.kind === g.kind && x.vertex === g.vertex);
            if (!h || (g.kind !== 'city' && g.kind !== 'settlement')) continue;
            const own = g.kind === 'city' ? 1 : 0.88 ** g.roads;
            expect(h.value - own).toBeCloseTo(2 * (g.value - own), 9);
            seen.add(g.kind);
          }
        }
        return playerMove(player, state, seat, random);
      },
    });
    expect(seen).toEqual(new Set(['city', 'settlement']));
  });
});
