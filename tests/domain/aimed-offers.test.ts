// Offers aimed at one player (issue 10): the active player may make a domestic offer to one other
// seat rather than to everyone. Only that seat may answer it, only with that seat may it be
// confirmed; the offer is public all the same, and bots and the random player keep to it.
import { describe, expect, it } from 'vitest';
import {
  format, handTotal, legalCommands, legalKinds, moveOf, nextActor, parse, playBots, redact, redactState, RESOURCES, simulate, visiblePoints,
  type Command, type CommandOf, type Event, type Player, type Seat, type State,
} from '../../domain/catan/index.ts';
import { dutyOf } from '../../domain/catan/bots/duty.ts';
import { productionOf } from '../../domain/catan/bots/outlook.ts';
import { boardFacts } from '../../domain/catan/bots/board.ts';
import { BLUE, beginnerGame, given, ORANGE, RED, WHITE } from './given.ts';

// After red's roll of 2: red holds 2 lumber, a wool and a grain; blue lumber, ore, brick;
// orange ore and 2 grain; white lumber, ore, wool.
const redTrades = () => given(beginnerGame()).rolled([1, 1]);
const toWhite: Command = { type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 }, to: WHITE };
const offeredToWhite = () => redTrades().after(toWhite);

describe('an offer aimed at one player', () => {
  describe('making it', () => {
    it('names the player it is made to, and the open offer records it', () => {
      // Given red's main phase
      // When red offers a lumber for an ore to white alone
      const after = redTrades().when(toWhite)
        .then([{ type: 'TradeOffered', seat: RED, give: { lumber: 1 }, want: { ore: 1 }, to: WHITE }]);
      // Then the open offer is white's to answer, and nobody else's
      expect(after.phase === 'playing' && after.turn.trade).toMatchObject({ to: WHITE });
      expect(after.phase === 'playing' && after.turn.trade?.responses.map((r) => r.kind)).toEqual(['notAsked', 'notAsked', 'notAsked', 'none']);
    });

    it('is made to everyone without one', () => {
      const after = redTrades().when({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } })
        .then([{ type: 'TradeOffered', seat: RED, give: { lumber: 1 }, want: { ore: 1 } }]);
      expect(after.phase === 'playing' && after.turn.trade?.to).toBeNull();
    });

    it('is refused to oneself', () => {
      redTrades().when({ ...toWhite, to: RED }).thenRejects('rule/cannot-trade-with-self');
    });

    it.each([['a seat past the table', 4], ['a negative seat', -1], ['a fraction', 1.5], ['text', '1'], ['null', null]])(
      'is refused to %s',
      (_, to) => {
        redTrades().when({ ...toWhite, to: to as never }).thenRejects('seat/unknown');
      },
    );

    it('keeps its addressee through the answers', () => {
      const after = offeredToWhite().when({ type: 'DeclineTrade', seat: WHITE }).then([{ type: 'TradeDeclined', seat: WHITE }]);
      expect(after.phase === 'playing' && after.turn.trade?.to).toBe(WHITE);
    });

    it('is replaced by a new offer to everyone, which everyone may answer again', () => {
      offeredToWhite().after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } })
        .when({ type: 'AcceptTrade', seat: BLUE }).then([{ type: 'TradeAccepted', seat: BLUE }]);
    });
  });

  describe('answering it', () => {
    it('is for the player it is made to: accept, decline or counter', () => {
      // Given red's offer to white
      const g = offeredToWhite();
      // Then white alone may answer it, in each of the three ways
      g.when({ type: 'AcceptTrade', seat: WHITE }).then([{ type: 'TradeAccepted', seat: WHITE }]);
      g.when({ type: 'DeclineTrade', seat: WHITE }).then([{ type: 'TradeDeclined', seat: WHITE }]);
      g.when({ type: 'CounterTrade', seat: WHITE, give: { wool: 1 }, want: { lumber: 1 } })
        .then([{ type: 'TradeCountered', seat: WHITE, give: { wool: 1 }, want: { lumber: 1 } }]);
    });

    it.each([BLUE, ORANGE])('is refused to the other players (seat %i), even holding the cards', (seat) => {
      const g = offeredToWhite();
      g.when({ type: 'AcceptTrade', seat }).thenRejects('trade/not-for-you');
      g.when({ type: 'DeclineTrade', seat }).thenRejects('trade/not-for-you');
      g.when({ type: 'CounterTrade', seat, give: { ore: 1 }, want: { lumber: 1 } }).thenRejects('trade/not-for-you');
    });
  });

  describe('confirming it', () => {
    it('exchanges the cards with the player it was made to', () => {
      const after = offeredToWhite().after({ type: 'AcceptTrade', seat: WHITE })
        .when({ type: 'ConfirmTrade', seat: RED, partner: WHITE })
        .then([{ type: 'TradeCompleted', seat: RED, partner: WHITE, give: { lumber: 1 }, want: { ore: 1 } }]);
      expect(after.phase === 'playing' && after.turn.trade).toBeNull();
    });

    it('is refused with anyone else', () => {
      offeredToWhite().when({ type: 'ConfirmTrade', seat: RED, partner: BLUE }).thenRejects('trade/not-for-you');
    });
  });

  describe('its moves', () => {
    it('offer an answer to the player it is made to only, and a confirmation with that player only', () => {
      const g = offeredToWhite();
      expect(legalKinds(g.state, WHITE)).toEqual(['AcceptTrade', 'DeclineTrade', 'CounterTrade']);
      expect(legalKinds(g.state, BLUE)).toEqual([]);
      expect(legalKinds(g.state, ORANGE)).toEqual([]);
      const accepted = g.after({ type: 'AcceptTrade', seat: WHITE }).state;
      expect(legalCommands(accepted, RED).filter((c) => c.type === 'ConfirmTrade'))
        .toEqual([{ type: 'ConfirmTrade', seat: RED, partner: WHITE }]);
    });

    it('wait for that player only, then for the active player', () => {
      const g = offeredToWhite();
      expect(nextActor(g.state)).toBe(WHITE);
      expect(nextActor(g.after({ type: 'DeclineTrade', seat: WHITE }).state)).toBe(RED);
    });

    it('are not the other bots\' to answer', () => {
      const g = offeredToWhite();
      expect(dutyOf(redactState(g.state, WHITE), WHITE).kind).toBe('answer');
      expect(dutyOf(redactState(g.state, BLUE), BLUE).kind).toBe('none');
    });
  });

  it('is public: every viewer sees whom it is made to', () => {
    const offered: Event = { type: 'TradeOffered', seat: RED, give: { lumber: 1 }, want: { ore: 1 }, to: WHITE };
    for (const viewer of [RED, BLUE, WHITE, 'spectator'] as const) expect(redact(offered, viewer)).toEqual(offered);
    expect(redactState(offeredToWhite().state, BLUE)).toMatchObject({ turn: { trade: { to: WHITE } } });
  });

  it('is written in the notation with its addressee, and read back', () => {
    const events = offeredToWhite().after({ type: 'DeclineTrade', seat: WHITE }, { type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } }).events;
    const text = format(events);
    expect(text).toContain(`offer/${RED}/l1/o1/${WHITE}`);
    expect(parse(text)).toEqual(events);
  });
});

/** The open offers of a stream, each with the answers it got, checking who gave them. */
function answersOf(events: readonly Event[]): { to: Seat | undefined; answeredBy: Seat[] }[] {
  const offers: { to: Seat | undefined; answeredBy: Seat[] }[] = [];
  let open: (typeof offers)[number] | null = null;
  for (const e of events) {
    if (e.type === 'TradeOffered') offers.push((open = { to: e.to, answeredBy: [] }));
    else if (e.type === 'TradeAccepted' || e.type === 'TradeDeclined' || e.type === 'TradeCountered') open?.answeredBy.push(e.seat);
    else if (e.type === 'TradeCancelled' || e.type === 'TradeCompleted' || e.type === 'TurnEnded') open = null;
  }
  return offers;
}

describe('players keeping to aimed offers', () => {
  it('the random player aims some of its offers, and only the player aimed at answers them', () => {
    const offers = [1, 2, 3, 4].flatMap((seed) => answersOf(simulate(seed).events));
    const aimed = offers.filter((o) => o.to !== undefined);
    expect(aimed.length).toBeGreaterThan(0);
    expect(offers.length - aimed.length).toBeGreaterThan(0);
    for (const o of aimed) expect(o.answeredBy.every((seat) => seat === o.to)).toBe(true);
  });

  it('a bot aims an offer only at the one player that, from what it may see, could give what it wants', () => {
    // Given whole games between good bots, each decision made on the seat's own view
    const aimed: { view: State; command: CommandOf<'OfferTrade'> }[] = [];
    let offers = 0;
    const players: Player[] = ['good', 'good', 'good', 'good'];
    for (const seed of [1, 2, 3]) {
      playBots(seed, players, {
        choose: (player, state, seat, random) => {
          const view = redactState(state, seat);
          const command = moveOf(player, state, seat, random);
          if (command?.type === 'OfferTrade') {
            offers++;
            if (command.to !== undefined) aimed.push({ view, command });
          }
          return command;
        },
      });
    }
    // Then some offers go to one player: one who collects the resource wanted, the only such one
    expect(offers).toBeGreaterThan(aimed.length);
    expect(aimed.length).toBeGreaterThan(0);
    for (const { view, command } of aimed) {
      if (view.phase !== 'playing') throw new Error(view.phase);
      const collects = (seat: Seat) => {
        const production = productionOf(view, seat, boardFacts(view));
        return RESOURCES.every((r, i) => (command.want[r] ?? 0) === 0 || production[i] > 0) && handTotal(view.hands[seat]) > 0;
      };
      const partners = view.hands.flatMap((_, seat) => (seat !== command.seat && visiblePoints(view, seat) < 8 && collects(seat) ? [seat] : []));
      expect(partners).toEqual([command.to]);
    }
  });
});
