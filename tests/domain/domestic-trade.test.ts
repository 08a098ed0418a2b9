// Domestic trade (S0 §2a): the active player may trade resource cards with every player, making
// offers and hearing counter-offers. "Importante: os outros jogadores apenas podem realizar trocas
// comerciais com o jogador cujo turno decorre. Os restantes jogadores não podem realizar trocas
// comerciais entre si."
import { describe, expect, it } from 'vitest';
import { decide, legalCommands, legalKinds, RESOURCES, type Command, type InPhase } from '../../domain/catan/index.ts';
import { BLUE, beginnerGame, buys, edgeJoining, given, gives, ORANGE, RED, WHITE } from './given.ts';

// After red's roll of 2: red holds 2 lumber, a wool and a grain; blue lumber, ore, brick;
// orange ore and 2 grain; white lumber, ore, wool.
const redTrades = () => given(beginnerGame()).rolled([1, 1]);
const offer: Command = { type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } };

describe('domestic trade', () => {
  describe('making an offer', () => {
    it('is done by the active player, after the roll', () => {
      redTrades().when(offer).then([{ type: 'TradeOffered', seat: RED, give: { lumber: 1 }, want: { ore: 1 } }]);
    });

    it('waits for the roll', () => {
      given(beginnerGame()).when(offer).thenRejects('rule/must-roll-first');
    });

    it('is refused to the other players: they trade only with the active player', () => {
      redTrades().when({ type: 'OfferTrade', seat: BLUE, give: { ore: 1 }, want: { wool: 1 } }).thenRejects('rule/not-your-turn');
    });

    it('offers only cards the player holds', () => {
      redTrades().when({ type: 'OfferTrade', seat: RED, give: { ore: 1 }, want: { brick: 1 } }).thenRejects('rule/insufficient-resources');
    });

    it.each([
      ['gives nothing', {}, { ore: 1 }],
      ['wants nothing', { lumber: 1 }, {}],
      ['gives and wants the same resource', { lumber: 1 }, { lumber: 1, ore: 1 }],
      ['gives what is not a resource', { gold: 1 }, { ore: 1 }],
      ['gives a negative count', { lumber: -1 }, { ore: 1 }],
      ['is not a bundle of cards', 'lumber', { ore: 1 }],
    ])('is refused when it %s', (_, give, want) => {
      redTrades().when({ type: 'OfferTrade', seat: RED, give: give as never, want: want as never }).thenRejects('rule/invalid-trade');
    });

    it('replaces an earlier offer, and its answers', () => {
      const g = redTrades().after(offer, { type: 'AcceptTrade', seat: BLUE })
        .after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { grain: 1 } });
      g.when({ type: 'ConfirmTrade', seat: RED, partner: BLUE }).thenRejects('rule/partner-not-agreed');
    });
  });

  describe('answering an offer', () => {
    it('may accept it, holding the cards asked for', () => {
      redTrades().after(offer).when({ type: 'AcceptTrade', seat: BLUE }).then([{ type: 'TradeAccepted', seat: BLUE }]);
    });

    it('may not accept it without the cards asked for', () => {
      redTrades().after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { brick: 1 } })
        .when({ type: 'AcceptTrade', seat: ORANGE }).thenRejects('rule/insufficient-resources');
    });

    it('may decline it', () => {
      redTrades().after(offer).when({ type: 'DeclineTrade', seat: WHITE }).then([{ type: 'TradeDeclined', seat: WHITE }]);
    });

    it('may make a counter-offer, in its own terms', () => {
      redTrades().after(offer).when({ type: 'CounterTrade', seat: ORANGE, give: { grain: 1 }, want: { lumber: 2 } })
        .then([{ type: 'TradeCountered', seat: ORANGE, give: { grain: 1 }, want: { lumber: 2 } }]);
    });

    it('may not counter with cards it does not hold, nor with an invalid trade', () => {
      redTrades().after(offer).when({ type: 'CounterTrade', seat: ORANGE, give: { brick: 1 }, want: { lumber: 1 } })
        .thenRejects('rule/insufficient-resources');
      redTrades().after(offer).when({ type: 'CounterTrade', seat: ORANGE, give: { grain: 1 }, want: {} })
        .thenRejects('rule/invalid-trade');
    });

    it('is not for the active player, who cannot trade with itself', () => {
      redTrades().after(offer).when({ type: 'AcceptTrade', seat: RED }).thenRejects('rule/cannot-trade-with-self');
      redTrades().after(offer).when({ type: 'CounterTrade', seat: RED, give: { ore: 1 }, want: { lumber: 1 } }).thenRejects('rule/cannot-trade-with-self');
    });

    it('needs an open offer', () => {
      redTrades().when({ type: 'AcceptTrade', seat: BLUE }).thenRejects('rule/no-open-trade');
      redTrades().when({ type: 'DeclineTrade', seat: BLUE }).thenRejects('rule/no-open-trade');
      redTrades().when({ type: 'CounterTrade', seat: BLUE, give: { ore: 1 }, want: { lumber: 1 } }).thenRejects('rule/no-open-trade');
    });

    it('is refused to a seat not at the table', () => {
      redTrades().after(offer).when({ type: 'AcceptTrade', seat: 4 }).thenRejects('seat/unknown');
    });

    it('lists one-for-one counters among the legal commands of a seat offered the trade, each of them accepted', () => {
      const offered = redTrades().after(offer);
      for (const seat of [BLUE, ORANGE, WHITE]) {
        const counters = legalCommands(offered.state, seat).filter((c) => c.type === 'CounterTrade');
        const hand = (offered.state as InPhase<'playing'>).hands[seat];
        const held = RESOURCES.filter((r) => hand[r] > 0);
        // Each card it holds, for each of the four other resources.
        expect(counters).toHaveLength(held.length * 4);
        expect(legalKinds(offered.state, seat)).toContain('CounterTrade');
        for (const c of counters) expect(decide(c, offered.state).ok).toBe(true);
      }
      // Not the active player's, and nobody's once the offer is gone.
      expect(legalKinds(offered.state, RED)).not.toContain('CounterTrade');
      expect(legalKinds(redTrades().state, BLUE)).not.toContain('CounterTrade');
    });
  });

  describe('confirming with one partner', () => {
    it('exchanges the cards with a player who accepted, and closes the offer', () => {
      const before = redTrades().after(offer, { type: 'AcceptTrade', seat: BLUE }, { type: 'AcceptTrade', seat: WHITE });
      const after = before.when({ type: 'ConfirmTrade', seat: RED, partner: WHITE })
        .then([{ type: 'TradeCompleted', seat: RED, partner: WHITE, give: { lumber: 1 }, want: { ore: 1 } }]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(after.hands[RED]).toMatchObject({ lumber: 1, ore: 1 });
      expect(after.hands[WHITE]).toMatchObject({ lumber: 2, ore: 0 });
      expect(after.hands[BLUE]).toEqual(before.playing.hands[BLUE]);
      expect(after.turn.trade).toBeNull();
    });

    it('exchanges the cards of a counter-offer', () => {
      redTrades().after(offer, { type: 'CounterTrade', seat: ORANGE, give: { grain: 1 }, want: { lumber: 2 } })
        .when({ type: 'ConfirmTrade', seat: RED, partner: ORANGE })
        .then([{ type: 'TradeCompleted', seat: RED, partner: ORANGE, give: { lumber: 2 }, want: { grain: 1 } }]);
    });

    it('is refused with a player who declined or did not answer', () => {
      const g = redTrades().after(offer, { type: 'DeclineTrade', seat: BLUE });
      g.when({ type: 'ConfirmTrade', seat: RED, partner: BLUE }).thenRejects('rule/partner-not-agreed');
      g.when({ type: 'ConfirmTrade', seat: RED, partner: WHITE }).thenRejects('rule/partner-not-agreed');
    });

    it('is refused with oneself', () => {
      redTrades().after(offer).when({ type: 'ConfirmTrade', seat: RED, partner: RED }).thenRejects('rule/cannot-trade-with-self');
    });

    it('is refused with a seat not at the table', () => {
      redTrades().after(offer).when({ type: 'ConfirmTrade', seat: RED, partner: 9 }).thenRejects('seat/unknown');
    });

    it('is done by the active player only: two other players cannot trade with each other', () => {
      const g = redTrades().after(offer, { type: 'AcceptTrade', seat: BLUE }, { type: 'AcceptTrade', seat: WHITE });
      g.when({ type: 'ConfirmTrade', seat: BLUE, partner: WHITE }).thenRejects('rule/not-your-turn');
      g.when({ type: 'ConfirmTrade', seat: WHITE, partner: BLUE }).thenRejects('rule/not-your-turn');
    });

    it('needs an open offer', () => {
      redTrades().when({ type: 'ConfirmTrade', seat: RED, partner: BLUE }).thenRejects('rule/no-open-trade');
    });

    describe('when the cards are no longer there', () => {
      it('is refused if the active player has spent the cards offered', () => {
        // Red offers both its lumber, then builds a road with one of them.
        redTrades().and(gives(RED, { brick: 1 }))
          .after({ type: 'OfferTrade', seat: RED, give: { lumber: 2 }, want: { ore: 1 } }, { type: 'AcceptTrade', seat: BLUE })
          .after({ type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') })
          .when({ type: 'ConfirmTrade', seat: RED, partner: BLUE }).thenRejects('rule/insufficient-resources');
      });

      it('is refused if the partner has lost the cards asked for', () => {
        // Blue accepts to give its ore; red then plays a Monopoly on ore.
        buys(redTrades(), ['monopoly']).after({ type: 'EndTurn', seat: RED }).turnOf(RED).rolled([1, 1])
          .after(offer, { type: 'AcceptTrade', seat: BLUE }, { type: 'PlayMonopoly', seat: RED, resource: 'ore' })
          .when({ type: 'ConfirmTrade', seat: RED, partner: BLUE }).thenRejects('rule/insufficient-resources');
      });
    });
  });

  describe('cancelling', () => {
    it('withdraws the offer', () => {
      const after = redTrades().after(offer).when({ type: 'CancelTrade', seat: RED }).then([{ type: 'TradeCancelled', seat: RED }]);
      expect(after.phase === 'playing' && after.turn.trade).toBeNull();
    });

    it('is for the active player, with an open offer', () => {
      redTrades().after(offer).when({ type: 'CancelTrade', seat: BLUE }).thenRejects('rule/not-your-turn');
      redTrades().when({ type: 'CancelTrade', seat: RED }).thenRejects('rule/no-open-trade');
    });

    it('happens by itself at the end of the turn', () => {
      redTrades().after(offer, { type: 'EndTurn', seat: RED })
        .when({ type: 'AcceptTrade', seat: ORANGE }).thenRejects('rule/no-open-trade');
    });
  });
});
