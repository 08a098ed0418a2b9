// Cities & Knights: trades between players with commodities (RULES.md §7.2.8: "any mix of
// resources and commodities, only with the active player as in the base game"). An offer carries
// the commodities beside the resources (`goods`); the giver must hold them, and they change
// hands when the trade is done, the supply untouched.
import { describe, expect, it } from 'vitest';
import { citiesKnights, fold, format, initialState, legalKinds, parse, redact, type Command, type Event } from '../../domain/catan/index.ts';
import { beginnerGame, given, gives } from './given.ts';
import { commoditiesFor, holding, type KnightsGiven } from './ck-given.ts';

const { ckPart } = citiesKnights;

// Seat 0 has rolled and holds 2 lumber more and a cloth; seat 1 an ore more and 2 coins.
const table = (): KnightsGiven => holding({ lumber: 2 }, { cloth: 1 }).and(gives(1, { ore: 1 }), commoditiesFor(1, { coin: 2 }));
const clothForOre: Command = { type: 'OfferTrade', seat: 0, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } };

/** Every commodity in the game: the seats' and the supply's, by kind. */
function census(g: KnightsGiven): Record<string, number> {
  const part = g.part;
  return Object.fromEntries(citiesKnights.COMMODITIES.map((c) => [c, part.supply[c] + part.commodities.reduce((n, h) => n + h[c], 0)]));
}

describe('a trade of commodities between players', () => {
  it('gives a cloth for an ore: offered, accepted, confirmed, the cloth changes hands', () => {
    const g = table();
    g.when(clothForOre).then([{ type: 'TradeOffered', seat: 0, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } }]);
    const agreed = g.after(clothForOre, { type: 'AcceptTrade', seat: 1 });
    const done = agreed.when({ type: 'ConfirmTrade', seat: 0, partner: 1 }).then([
      { type: 'TradeCompleted', seat: 0, partner: 1, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } },
      { type: 'CommoditiesTraded', seat: 0, partner: 1, give: { cloth: 1 }, want: {} },
    ]);
    const part = ckPart(done as never);
    expect(part.commodities[0]).toEqual({ paper: 0, cloth: 0, coin: 0, unknown: 0 });
    expect(part.commodities[1]).toEqual({ paper: 0, cloth: 1, coin: 2, unknown: 0 });
    expect(done.phase === 'playing' && done.hands[0].ore).toBe(g.playing.hands[0].ore + 1);
    expect(done.phase === 'playing' && done.hands[1].ore).toBe(g.playing.hands[1].ore - 1);
  });

  it('mixes resources and commodities on both sides, and drops empty kinds', () => {
    const g = table();
    const offer: Command = { type: 'OfferTrade', seat: 0, give: { lumber: 1 }, want: {}, goods: { give: { cloth: 1, paper: 0 }, want: { coin: 2 } } };
    g.when(offer).then([{ type: 'TradeOffered', seat: 0, give: { lumber: 1 }, want: {}, goods: { give: { cloth: 1 }, want: { coin: 2 } } }]);
    const done = g.after(offer, { type: 'AcceptTrade', seat: 1 }, { type: 'ConfirmTrade', seat: 0, partner: 1 });
    expect(done.part.commodities[0]).toMatchObject({ cloth: 0, coin: 2 });
    expect(done.part.commodities[1]).toMatchObject({ cloth: 1, coin: 0 });
    expect(done.playing.hands[1].lumber).toBeGreaterThan(0);
  });

  it('is refused when the giver lacks the commodities: the offer, the acceptance, the confirmation', () => {
    const g = table();
    g.when({ ...clothForOre, goods: { give: { cloth: 2 }, want: {} } } as Command).thenRejects('cities-knights/insufficient-commodities');
    // Seat 2 holds no coin: it may not accept an offer asking for one (and is not offered Accept).
    const forCoin: Command = { type: 'OfferTrade', seat: 0, give: { lumber: 1 }, want: {}, goods: { give: {}, want: { coin: 1 } } };
    const asked = g.after(forCoin);
    asked.when({ type: 'AcceptTrade', seat: 2 }).thenRejects('cities-knights/insufficient-commodities');
    expect(legalKinds(asked.state, 2)).not.toContain('AcceptTrade');
    expect(legalKinds(asked.state, 1)).toContain('AcceptTrade');
    // The cloth spent after seat 1 accepted: the trade can no longer be confirmed.
    const agreed = g.after(clothForOre, { type: 'AcceptTrade', seat: 1 })
      .and({ type: 'ImprovementBought', seat: 0, track: 'trade', level: 1, paid: 1 });
    agreed.when({ type: 'ConfirmTrade', seat: 0, partner: 1 }).thenRejects('cities-knights/insufficient-commodities');
  });

  it('takes a counter-offer with commodities: the responder gives a coin for a lumber', () => {
    const g = table().after({ type: 'OfferTrade', seat: 0, give: { lumber: 1 }, want: { ore: 1 } });
    const counter: Command = { type: 'CounterTrade', seat: 1, give: {}, want: { lumber: 1 }, goods: { give: { coin: 1 }, want: {} } };
    g.when(counter).then([{ type: 'TradeCountered', seat: 1, give: {}, want: { lumber: 1 }, goods: { give: { coin: 1 }, want: {} } }]);
    g.when({ ...counter, goods: { give: { coin: 3 }, want: {} } } as Command).thenRejects('cities-knights/insufficient-commodities');
    const countered = g.after(counter);
    expect(countered.playing.turn.trade?.responses[1]).toEqual({ kind: 'countered', give: {}, want: { lumber: 1 }, goods: { give: { coin: 1 }, want: {} } });
    countered.when({ type: 'ConfirmTrade', seat: 0, partner: 1 }).then([
      { type: 'TradeCompleted', seat: 0, partner: 1, give: { lumber: 1 }, want: {}, goods: { give: {}, want: { coin: 1 } } },
      { type: 'CommoditiesTraded', seat: 0, partner: 1, give: {}, want: { coin: 1 } },
    ]);
  });

  it('conserves the commodities, in the server\'s state and in every seat\'s view', () => {
    const before = table();
    const after = before.after(clothForOre, { type: 'AcceptTrade', seat: 1 }, { type: 'ConfirmTrade', seat: 0, partner: 1 });
    expect(census(after)).toEqual(census(before));
    for (const viewer of [0, 1, 2, 3]) {
      const view = fold(after.events.map((e) => redact(e, viewer)), initialState(viewer));
      const counts = ckPart(view as never).commodities.map((h) => citiesKnights.commodityTotal(h));
      expect(counts).toEqual([0, 3, 0, 0]);
    }
  });

  it('is refused with a wrong shape: a kind in both sides, a bad count, a badly named kind', () => {
    const g = table();
    const wrong: unknown[] = [{ give: { cloth: 1 }, want: { cloth: 1 } }, { give: { cloth: -1 }, want: {} }, { give: { Cloth: 1 }, want: {} }, { give: { cloth: 1 } }];
    for (const goods of wrong) {
      g.when({ ...clothForOre, goods } as unknown as Command).thenRejects('rule/invalid-trade');
    }
    // Nothing but an empty side of goods: an offer of nothing.
    g.when({ type: 'OfferTrade', seat: 0, give: {}, want: { ore: 1 }, goods: { give: {}, want: {} } }).thenRejects('rule/invalid-trade');
  });

  it('refuses kinds of no module in play: a base game trades no goods, Cities & Knights no gold', () => {
    given(beginnerGame()).rolled([1, 1]).when({ type: 'OfferTrade', seat: 0, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } })
      .thenRejects('trade/no-goods');
    table().when({ ...clothForOre, goods: { give: { cloth: 1 }, want: { gold: 1 } } } as Command).thenRejects('trade/no-goods');
  });

  it('writes offers, counters and trades with commodities in the notation and reads them back', () => {
    const g = table().after(
      clothForOre, { type: 'CounterTrade', seat: 1, give: { ore: 1 }, want: {}, goods: { give: {}, want: { cloth: 1 } } },
      { type: 'OfferTrade', seat: 0, give: { lumber: 1 }, want: {}, goods: { give: { cloth: 1 }, want: { coin: 2 } }, to: 1 },
      { type: 'AcceptTrade', seat: 1 }, { type: 'ConfirmTrade', seat: 0, partner: 1 },
    );
    const text = format(g.events);
    expect(text).toContain('offer/0/+cloth1/o1');
    expect(text).toContain('trade/0/1/l1+cloth1/+coin2');
    expect(parse(text)).toEqual(g.events);
    const seen: Event[] = g.events.map((e) => redact(e, 2));
    expect(parse(format(seen))).toEqual(seen);
  });
});
