// Paired players (RULES.md §2.5 b, an option of 5–6 player games, with the project's decisions):
// Player 1 rolls and takes a normal turn; then Player 2, the player 3 seats to Player 1's left,
// has a part of the same turn: no roll, trade with the bank and harbors (never with players),
// build, and one development card (not a knight: there is no roll in their part); Player 2 may
// win in their part. Next turn both markers move one seat left.
import { describe, expect, it } from 'vitest';
import { awaitedSeats, legalKinds, nextActor, totalPoints, turnPart, type Bundle, type Command } from '../../domain/catan/index.ts';
import { drawFor, type Given } from './given.ts';
import { firstLegal, largeGame, pays, roadsToASpot, rollsQuietly } from './large-table.ts';

/** The turn played out: Player 1 rolls (paying nobody) and ends; Player 2 ends their part. */
function turnPlayed(g: Given): Given {
  const part = turnPart(g.state);
  if (part.kind !== 'paired' || part.part !== 1) throw new Error('expected Player 1\'s part');
  return rollsQuietly(g).after({ type: 'EndTurn', seat: part.player1 }, { type: 'EndTurn', seat: part.player2 });
}

/** Five players; seat 0 (Player 1) has rolled and ended: seat 3's part, holding these cards. */
const partOfThree = (cards: Bundle = { ore: 4, grain: 1, brick: 1, lumber: 1 }) =>
  pays(rollsQuietly(largeGame(5, 'paired')), { 3: cards }).after({ type: 'EndTurn', seat: 0 });

describe('paired players (5–6 players, an option)', () => {
  it('is recorded in GameCreated as the game\'s module', () => {
    expect(largeGame(6, 'paired').events[0]).toMatchObject({ type: 'GameCreated', players: 6, modules: ['paired'] });
  });

  describe('the pair', () => {
    it('is Player 1, who rolls, and Player 2, the player 3 seats to the left', () => {
      expect(turnPart(largeGame(5, 'paired').state)).toEqual({ kind: 'paired', player1: 0, player2: 3, part: 1 });
      expect(turnPart(largeGame(6, 'paired').state)).toEqual({ kind: 'paired', player1: 0, player2: 3, part: 1 });
    });

    it('gives Player 2 their part when Player 1 ends the turn, with Player 1\'s dice', () => {
      const g = rollsQuietly(largeGame(5, 'paired'));
      const after = g.when({ type: 'EndTurn', seat: 0 }).then([{ type: 'PairedPartStarted', player1: 0, player2: 3 }]);
      expect(turnPart(after)).toEqual({ kind: 'paired', player1: 0, player2: 3, part: 2 });
      expect(awaitedSeats(after)).toEqual([3]);
      expect(nextActor(after)).toBe(3);
      expect(after).toMatchObject({ turn: { seat: 3, number: 1, dice: g.playing.turn.dice } });
    });

    it('moves both markers one seat left for the next turn', () => {
      const g = partOfThree();
      const after = g.when({ type: 'EndTurn', seat: 3 }).then([{ type: 'PairedPartEnded', seat: 3 }, { type: 'TurnEnded', seat: 0, next: 1 }]);
      expect(turnPart(after)).toEqual({ kind: 'paired', player1: 1, player2: 4, part: 1 });
      let h = g.after({ type: 'EndTurn', seat: 3 });
      const pairs: string[] = [];
      for (let i = 0; i < 5; i++) {
        const p = turnPart(h.state);
        if (p.kind === 'paired') pairs.push(`${p.player1}+${p.player2}`);
        h = turnPlayed(h);
      }
      expect(pairs).toEqual(['1+4', '2+0', '3+1', '4+2', '0+3']);
    });
  });

  describe('Player 2\'s part', () => {
    it('allows building and maritime trade', () => {
      const g = partOfThree();
      g.when({ type: 'TradeWithBank', seat: 3, give: 'ore', receive: 'wool' }).then([{ type: 'MaritimeTraded', seat: 3, give: 'ore', count: 4, receive: 'wool' }]);
      const road = firstLegal(g, 3, 'BuildRoad') as Extract<Command, { type: 'BuildRoad' }>;
      g.when(road).then([{ type: 'RoadBuilt', seat: 3, edge: road.edge }]);
      expect(legalKinds(g.state, 3)).toEqual(['BuildRoad', 'TradeWithBank', 'EndTurn']);
    });

    it('allows one development card, bought before the part', () => {
      // Seat 3 buys a Monopoly and a Year of Plenty in its own turn (turn 4), and plays one in its part of turn 6.
      let g = largeGame(5, 'paired');
      for (let i = 0; i < 3; i++) g = turnPlayed(g);
      g = pays(rollsQuietly(g), { 3: { wool: 2, grain: 2, ore: 2 } });
      g = g.after({ type: 'BuyDevelopmentCard', seat: 3, draw: drawFor(g.playing.deck, 'monopoly') });
      g = g.after({ type: 'BuyDevelopmentCard', seat: 3, draw: drawFor(g.playing.deck, 'yearOfPlenty') }, { type: 'EndTurn', seat: 3 }, { type: 'EndTurn', seat: 1 });
      g = turnPlayed(g);
      g = rollsQuietly(g).after({ type: 'EndTurn', seat: 0 });
      expect(turnPart(g.state)).toEqual({ kind: 'paired', player1: 0, player2: 3, part: 2 });
      expect(legalKinds(g.state, 3)).toEqual(['PlayMonopoly', 'PlayYearOfPlenty', 'EndTurn']);
      const played = g.after({ type: 'PlayYearOfPlenty', seat: 3, resources: { ore: 2 } });
      played.when({ type: 'PlayMonopoly', seat: 3, resource: 'ore' }).thenRejects('rule/one-card-per-turn');
    });

    it('allows no card bought in the part itself', () => {
      const g = partOfThree({ ore: 1, grain: 1, wool: 1 });
      const bought = g.after({ type: 'BuyDevelopmentCard', seat: 3, draw: drawFor(g.playing.deck, 'monopoly') });
      bought.when({ type: 'PlayMonopoly', seat: 3, resource: 'ore' }).thenRejects('rule/card-bought-this-turn');
    });

    it.each([
      ['a roll', { type: 'RollDice', seat: 3, dice: [2, 3] }, 'paired/no-roll'],
      ['a knight', { type: 'PlayKnight', seat: 3 }, 'paired/no-knight'],
      ['an offer to the other players', { type: 'OfferTrade', seat: 3, give: { ore: 1 }, want: { wool: 1 } }, 'paired/no-domestic-trade'],
    ] as const)('refuses %s', (_, command, code) => {
      partOfThree().when(command).thenRejects(code);
    });

    it('waits for Player 2 alone', () => {
      partOfThree().when({ type: 'EndTurn', seat: 0 }).thenRejects('rule/not-your-turn');
    });

    it('is where Player 2 may win', () => {
      // Seat 3's own turn (turn 4): 4 victory point cards, 2 cities and the roads to a free spot (8 points).
      let g = largeGame(5, 'paired');
      for (let i = 0; i < 3; i++) g = turnPlayed(g);
      g = pays(rollsQuietly(g), { 3: { ore: 10, grain: 8, wool: 4 } });
      for (let i = 0; i < 4; i++) g = g.after({ type: 'BuyDevelopmentCard', seat: 3, draw: drawFor(g.playing.deck, 'victoryPoint') });
      g = g.after(firstLegal(g, 3, 'BuildCity'));
      g = g.after(firstLegal(g, 3, 'BuildCity'));
      const roads = roadsToASpot(pays(g, { 3: { brick: 3, lumber: 3 } }), 3);
      g = pays(g, { 3: { brick: roads.length, lumber: roads.length } }).after(...roads);
      expect(totalPoints(g.playing, 3)).toBe(8);
      g = turnPlayed(g.after({ type: 'EndTurn', seat: 3 }, { type: 'EndTurn', seat: 1 }));
      // Turn 6: seat 3 is Player 2 again; a card (9) and a settlement (10) in its part.
      g = pays(rollsQuietly(g), { 3: { wool: 2, grain: 2, ore: 1, brick: 1, lumber: 1 } }).after({ type: 'EndTurn', seat: 0 });
      g = g.after({ type: 'BuyDevelopmentCard', seat: 3, draw: drawFor(g.playing.deck, 'victoryPoint') });
      const settle = firstLegal(g, 3, 'BuildSettlement') as Extract<Command, { type: 'BuildSettlement' }>;
      g.when(settle).then([
        { type: 'SettlementBuilt', seat: 3, vertex: settle.vertex },
        { type: 'GameWon', seat: 3, points: 10, victoryPointCards: 5 },
      ]);
    });
  });
});
