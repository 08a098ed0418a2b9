// Bots and commodities in trades between players (Cities & Knights): a commodity is worth to a
// bot what it brings toward its next improvement, a bot never agrees to give commodities it
// lacks, and a good bot may offer a commodity it does not need for a resource it does.
import { describe, expect, it } from 'vitest';
import { moveOf, redactState, seededRandom, type Command, type InPhase, type Player, type Seat, type State } from '../../domain/catan/index.ts';
import { planFor } from '../../domain/catan/bots/plan.ts';
import { makeOffer } from '../../domain/catan/bots/trade.ts';
import { gives } from './given.ts';
import { commoditiesFor, holding, level, type KnightsGiven } from './ck-given.ts';

const answer = (s: State, seat: Seat, lvl: Player, seed = 1): Command | null => moveOf(lvl, s, seat, seededRandom(seed));
const kinds = (g: KnightsGiven, seat: Seat, lvl: Player): Set<string> =>
  new Set(Array.from({ length: 20 }, (_, i) => answer(g.state, seat, lvl, i + 1)?.type ?? 'none'));

// Seat 0 has rolled, holds 2 lumber more and 2 cloth; seat 1 holds 4 ore more (spare) and a coin.
const table = (): KnightsGiven => holding({ lumber: 2 }, { cloth: 2 }).and(gives(1, { ore: 4 }), commoditiesFor(1, { coin: 1 }));

describe('a bot answering an offer with commodities', () => {
  it('takes a cloth it needs for its next trade level for a spare ore (good and expert)', () => {
    const g = table().after({ type: 'OfferTrade', seat: 0, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } });
    for (const lvl of ['good', 'expert'] as const) expect(kinds(g, 1, lvl), lvl).toEqual(new Set(['AcceptTrade']));
  });

  it('declines a cloth it cannot use (its trade track at the top) for its ore', () => {
    const g = table().and(level(1, 'trade', 5))
      .after({ type: 'OfferTrade', seat: 0, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } });
    expect(kinds(g, 1, 'good').has('AcceptTrade')).toBe(false);
  });

  it('never accepts giving a commodity it lacks, at any level', () => {
    const g = table().after({ type: 'OfferTrade', seat: 0, give: { lumber: 2 }, want: {}, goods: { give: {}, want: { paper: 1 } } });
    for (const lvl of ['easy', 'good', 'expert', 'random'] as const) expect(kinds(g, 1, lvl).has('AcceptTrade'), lvl).toBe(false);
  });

  it('keeps the coin its next politics level needs, even for two lumber', () => {
    const g = table().after({ type: 'OfferTrade', seat: 0, give: { lumber: 2 }, want: {}, goods: { give: {}, want: { coin: 1 } } });
    expect(kinds(g, 1, 'good').has('AcceptTrade')).toBe(false);
  });
});

describe('a good bot offering a commodity', () => {
  it('offers a cloth it does not need (its trade track at the top) for a resource toward its plan', () => {
    const g = holding({}, { cloth: 3 }).and(level(0, 'trade', 5));
    const offers = Array.from({ length: 10 }, (_, i) => makeOffer(planFor(redactState(g.state, 0) as InPhase<'playing'>, 0), seededRandom(i + 1)));
    const withCloth = offers.filter((c) => c?.type === 'OfferTrade' && c.goods?.give.cloth === 1);
    expect(withCloth.length).toBeGreaterThan(0);
    for (const c of withCloth) expect(g.when(c!).decision.ok).toBe(true);
  });

  it('does not offer a commodity its next improvement needs', () => {
    const g = holding({}, { cloth: 1 });
    const offers = Array.from({ length: 10 }, (_, i) => makeOffer(planFor(redactState(g.state, 0) as InPhase<'playing'>, 0), seededRandom(i + 1)));
    expect(offers.some((c) => c?.type === 'OfferTrade' && c.goods !== undefined)).toBe(false);
  });
});
