// The special building phase (seed 000, "Expansão para 5 – 6 jogadores", Regra especial): "Quando
// o jogador ativo termina o seu turno, inicia-se uma fase de construção adicional […] o resto dos
// jogadores pode, seguindo a ordem em que estão sentados à volta da mesa, construir e comprar
// cartas de desenvolvimento." Only roads, settlements, cities and development cards: "Não se
// podem jogar nem trocar cartas e estão proibidas todas as formas de comércio (interno e
// marítimo)." Nobody wins in the phase: a player who reaches 10 points there wins when their own
// turn begins (RULES.md §2.5 a, FAQ).
import { describe, expect, it } from 'vitest';
import {
  awaitedSeats, legalKinds, nextActor, redact, redactState, totalPoints, turnPart, fold, initialState,
  type Event, type InPhase,
} from '../../domain/catan/index.ts';
import { buys, drawFor } from './given.ts';
import { everyonePasses, firstLegal, largeGame, pays, roadsToASpot, rollsQuietly } from './large-table.ts';

const ROAD = { brick: 1, lumber: 1 };
const CARD = { wool: 1, grain: 1, ore: 1 };

/** Five players; seat 0 has rolled (nobody paid); seats 1, 3 and 4 hold the price of a road, seat 2 one card. */
const fiveRolled = () => pays(rollsQuietly(largeGame(5)), { 1: ROAD, 2: { ore: 1 }, 3: ROAD, 4: { ...ROAD, ...CARD } });
const phase = () => fiveRolled().after({ type: 'EndTurn', seat: 0 });

describe('the special building phase (5–6 players, the default turn rule)', () => {
  it('is the default rule of a 5 or 6 player game, recorded in GameCreated as its module', () => {
    for (const players of [5, 6] as const) {
      const created = largeGame(players).events[0];
      expect(created).toMatchObject({ type: 'GameCreated', players, boardKind: 'fixed', modules: ['special-building'] });
    }
  });

  describe('who may build, and in which order', () => {
    it('begins when the active player ends the turn: the others, clockwise from the active player, who can afford something', () => {
      const after = fiveRolled().when({ type: 'EndTurn', seat: 0 }).then([{ type: 'SpecialBuildingStarted', after: 0, order: [1, 3, 4] }]);
      expect(turnPart(after)).toEqual({ kind: 'special-building', builder: 1, after: 0, remaining: [3, 4] });
      expect(awaitedSeats(after)).toEqual([1]);
      expect(nextActor(after)).toBe(1);
    });

    it('goes round clockwise from the active player, whoever that is', () => {
      const g = everyonePasses(phase());
      const second = pays(rollsQuietly(g), { 0: ROAD, 2: ROAD, 4: ROAD });
      // Seat 3 still holds the road it did not build.
      second.when({ type: 'EndTurn', seat: 1 }).then([{ type: 'SpecialBuildingStarted', after: 1, order: [2, 3, 4, 0] }]);
    });

    it('passes the turn on at once when nobody could pay for anything', () => {
      rollsQuietly(largeGame(6)).when({ type: 'EndTurn', seat: 0 }).then([{ type: 'TurnEnded', seat: 0, next: 1 }]);
    });

    it('leaves out a seat whose cards pay for nothing, however many it holds (no Pass asked of it)', () => {
      // Seat 2 holds 5 cards, but no price: neither road, settlement, city nor card.
      const g = pays(rollsQuietly(largeGame(5)), { 1: ROAD, 2: { ore: 2, wool: 2, brick: 1 } });
      g.when({ type: 'EndTurn', seat: 0 }).then([{ type: 'SpecialBuildingStarted', after: 0, order: [1] }]);
      // A city's price is something: the set-up's settlements are there to replace.
      pays(rollsQuietly(largeGame(5)), { 2: { ore: 3, grain: 2 } }).when({ type: 'EndTurn', seat: 0 })
        .then([{ type: 'SpecialBuildingStarted', after: 0, order: [2] }]);
    });

    it('passes for a builder who can no longer afford anything when their part comes (the deck ran out)', () => {
      // Seat 0 buys every development card but one; seats 1 and 2 hold a card's price only.
      const start = rollsQuietly(largeGame(5));
      const deck = start.playing.deck;
      const all = (['knight', 'victoryPoint', 'roadBuilding', 'yearOfPlenty', 'monopoly'] as const).flatMap((c) => Array<typeof c>(deck[c]).fill(c));
      const g = pays(buys(start, all.slice(1)), { 1: CARD, 2: CARD }).after({ type: 'EndTurn', seat: 0 });
      expect(turnPart(g.state)).toEqual({ kind: 'special-building', builder: 1, after: 0, remaining: [2] });
      // Seat 1 buys the last one: seat 2 is passed for, not asked, and the next turn begins.
      const last = g.after({ type: 'BuyDevelopmentCard', seat: 1, draw: drawFor(g.playing.deck, all[0]) });
      last.when({ type: 'EndTurn', seat: 1 }).then([
        { type: 'SpecialBuildingPassed', seat: 1 }, { type: 'SpecialBuildingPassed', seat: 2 }, { type: 'TurnEnded', seat: 0, next: 1 },
      ]);
    });

    it('lets each builder end their part with EndTurn; after the last, the next player\'s turn begins', () => {
      const g = phase();
      const second = g.when({ type: 'EndTurn', seat: 1 }).then([{ type: 'SpecialBuildingPassed', seat: 1 }]);
      expect(turnPart(second)).toEqual({ kind: 'special-building', builder: 3, after: 0, remaining: [4] });
      const last = g.after({ type: 'EndTurn', seat: 1 }, { type: 'EndTurn', seat: 3 });
      const next = last.when({ type: 'EndTurn', seat: 4 }).then([{ type: 'SpecialBuildingPassed', seat: 4 }, { type: 'TurnEnded', seat: 0, next: 1 }]);
      expect(turnPart(next)).toEqual({ kind: 'normal' });
      expect(next).toMatchObject({ phase: 'playing', turn: { seat: 1, number: 2, dice: null } });
    });

    it('waits for the builder alone: the others, the active player too, are refused', () => {
      const g = phase();
      const road = firstLegal(g, 1, 'BuildRoad');
      g.when({ ...road, seat: 3 } as typeof road).thenRejects('rule/not-your-turn');
      g.when({ type: 'EndTurn', seat: 0 }).thenRejects('rule/not-your-turn');
      g.when({ type: 'EndTurn', seat: 3 }).thenRejects('rule/not-your-turn');
    });
  });

  describe('what a builder may do', () => {
    it('build a road, a settlement or a city, paid from the hand', () => {
      const g = phase();
      const road = firstLegal(g, 1, 'BuildRoad');
      const after = g.when(road).then([{ type: 'RoadBuilt', seat: 1, edge: (road as { edge: string }).edge }]) as InPhase<'playing'>;
      expect(after.hands[1]).toMatchObject({ brick: 0, lumber: 0 });
      expect(legalKinds(after, 1)).toEqual(['EndTurn']);
    });

    it('buy a development card, hidden from the others like any purchase', () => {
      const g = phase().after({ type: 'EndTurn', seat: 1 }, { type: 'EndTurn', seat: 3 });
      const bought = g.when({ type: 'BuyDevelopmentCard', seat: 4, draw: drawFor(g.playing.deck, 'monopoly') })
        .then([{ type: 'DevelopmentCardBought', seat: 4, card: 'monopoly' }]);
      const e: Event = { type: 'DevelopmentCardBought', seat: 4, card: 'monopoly' };
      expect(redact(e, 4)).toEqual(e);
      expect(redact(e, 0)).toEqual({ ...e, card: null });
      expect(redact(e, 'spectator')).toEqual({ ...e, card: null });
      for (const viewer of [0, 4, 'spectator'] as const) {
        expect(fold([...g.events, redact(e, viewer)].map((x) => redact(x, viewer)), initialState(viewer))).toEqual(redactState(bought, viewer));
      }
    });

    it('is offered by legalKinds only building, buying and passing', () => {
      const g = phase().after({ type: 'EndTurn', seat: 1 }, { type: 'EndTurn', seat: 3 });
      // Seat 4 holds a road and a development card: a settlement's price as well.
      expect(legalKinds(g.state, 4)).toEqual(['BuildRoad', 'BuildSettlement', 'BuyDevelopmentCard', 'EndTurn']);
      for (const seat of [0, 1, 2, 3]) expect(legalKinds(g.state, seat)).toEqual([]);
    });

    it('may play a card bought in the phase in their own next turn', () => {
      const g = phase().after({ type: 'EndTurn', seat: 1 }, { type: 'EndTurn', seat: 3 });
      const bought = g.after({ type: 'BuyDevelopmentCard', seat: 4, draw: drawFor(g.playing.deck, 'monopoly') }, { type: 'EndTurn', seat: 4 });
      let h = bought;
      for (const seat of [1, 2, 3]) h = everyonePasses(rollsQuietly(h).after({ type: 'EndTurn', seat }));
      expect(h.playing.turn.seat).toBe(4);
      // Seat 2 holds the one ore at the table.
      h.when({ type: 'PlayMonopoly', seat: 4, resource: 'ore' }).thenStartsWith([{ type: 'MonopolyPlayed', seat: 4, resource: 'ore', taken: [0, 0, 1, 0, 0] }]);
    });
  });

  describe('what the phase refuses', () => {
    const builder = () => pays(phase(), { 1: { ore: 4, wool: 2 } });
    it.each([
      ['a development card', { type: 'PlayMonopoly', seat: 1, resource: 'ore' }, 'special-building/no-cards'],
      ['a knight', { type: 'PlayKnight', seat: 1 }, 'special-building/no-cards'],
      ['a domestic offer', { type: 'OfferTrade', seat: 1, give: { ore: 1 }, want: { grain: 1 } }, 'special-building/no-trade'],
      ['a maritime trade', { type: 'TradeWithBank', seat: 1, give: 'ore', receive: 'grain' }, 'special-building/no-trade'],
      ['a roll', { type: 'RollDice', seat: 1, dice: [2, 3] }, 'special-building/build-only'],
    ] as const)('%s', (_, command, code) => {
      builder().when(command).thenRejects(code);
    });
  });

  describe('victory', () => {
    /**
     * Five players, nobody holding a card. In its first turn seat 2 buys 4 victory point cards
     * and builds a city and the roads to a free spot (7 points), and keeps the cards for a
     * settlement, a city and one more card.
     */
    const seatTwoAtSeven = () => {
      let g = largeGame(5);
      for (const seat of [0, 1]) g = rollsQuietly(g).after({ type: 'EndTurn', seat });
      // Its turn: 4 cards and a city; the phase: a settlement, a city and a card.
      g = pays(rollsQuietly(g), { 2: { ore: 11, grain: 10, wool: 6 } });
      for (let i = 0; i < 4; i++) g = g.after({ type: 'BuyDevelopmentCard', seat: 2, draw: drawFor(g.playing.deck, 'victoryPoint') });
      g = g.after(firstLegal(g, 2, 'BuildCity'));
      const roads = roadsToASpot(pays(g, { 2: { brick: 3, lumber: 3 } }), 2);
      g = pays(g, { 2: { brick: roads.length + 1, lumber: roads.length + 1 } }).after(...roads);
      expect(totalPoints(g.playing, 2)).toBe(7);
      return g.after({ type: 'EndTurn', seat: 2 });
    };

    it('never comes in the phase: a builder at 10 points wins when their own turn begins, before the roll', () => {
      // Seat 3's turn; in the phase after it, seat 2 (the only one with cards) builds to 10 points.
      let g = rollsQuietly(seatTwoAtSeven()).after({ type: 'EndTurn', seat: 3 });
      expect(turnPart(g.state)).toEqual({ kind: 'special-building', builder: 2, after: 3, remaining: [] });
      g = g.after(firstLegal(g, 2, 'BuildSettlement'), firstLegal(g, 2, 'BuildCity'));
      expect(totalPoints(g.playing, 2)).toBe(9);
      const draw = drawFor(g.playing.deck, 'victoryPoint');
      const at10 = g.when({ type: 'BuyDevelopmentCard', seat: 2, draw }).then([{ type: 'DevelopmentCardBought', seat: 2, card: 'victoryPoint' }]);
      expect(at10.phase === 'playing' && totalPoints(at10, 2)).toBe(10);
      g = g.after({ type: 'BuyDevelopmentCard', seat: 2, draw });
      // Its pass ends the phase: seat 4's turn begins, not seat 2's.
      g.when({ type: 'EndTurn', seat: 2 }).then([{ type: 'SpecialBuildingPassed', seat: 2 }, { type: 'TurnEnded', seat: 3, next: 4 }]);
      g = g.after({ type: 'EndTurn', seat: 2 });
      for (const seat of [4, 0]) g = rollsQuietly(g).after({ type: 'EndTurn', seat });
      rollsQuietly(g).when({ type: 'EndTurn', seat: 1 }).then([
        { type: 'TurnEnded', seat: 1, next: 2 },
        { type: 'GameWon', seat: 2, points: 10, victoryPointCards: 5 },
      ]);
    });
  });
});
