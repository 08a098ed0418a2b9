// Maritime trade (S0 §2b): 4 cards of one resource for 1 of the player's choice, always; 3:1 with a
// settlement or city at a 3:1 harbor; 2:1 for the resource of a special harbor the player owns. A
// harbor belongs to the 2 intersections at the ends of the side it faces (RULES.md §1.4).
import { describe, expect, it } from 'vitest';
import { maritimeRatio, RESOURCES, type Command } from '../../domain/catan/index.ts';
import { BLUE, beginnerGame, edgeJoining, given, gives, RED, vertex, WHITE } from './given.ts';

const trade = (give: string, receive: string): Command => ({ type: 'TradeWithBank', seat: RED, give: give as never, receive: receive as never });
// After red's roll of 2: red holds 2 lumber, a wool and a grain.
const redTrades = (cards = {}) => given(beginnerGame(), gives(RED, cards)).rolled([1, 1]);

/** Red builds a settlement at 1.1 N, on the 3:1 harbor of side 1.1 NW. */
const atGenericHarbor = () => redTrades({ brick: 3, lumber: 1 }).after(
  { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') },
  { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1 NE', '1.1 N') },
  { type: 'BuildSettlement', seat: RED, vertex: vertex('1.1 N') },
);
/** Red builds a settlement at 1.2 N, on the grain 2:1 harbor of side 1.2 NE. */
const atGrainHarbor = () => redTrades({ brick: 3, lumber: 1 }).after(
  { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') },
  { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1 NE', '1.2 N') },
  { type: 'BuildSettlement', seat: RED, vertex: vertex('1.2 N') },
);

describe('maritime trade', () => {
  describe('without a harbor', () => {
    it('gives 4 cards of one resource for 1 of another, from the bank', () => {
      const g = redTrades({ lumber: 2 });
      const after = g.when(trade('lumber', 'ore')).then([{ type: 'MaritimeTraded', seat: RED, give: 'lumber', count: 4, receive: 'ore' }]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(after.hands[RED]).toMatchObject({ lumber: 0, ore: 1 });
      expect(after.bank).toMatchObject({ lumber: g.playing.bank.lumber + 4, ore: g.playing.bank.ore - 1 });
    });

    it('is refused with fewer than 4', () => {
      redTrades({ lumber: 1 }).when(trade('lumber', 'ore')).thenRejects('rule/insufficient-resources');
    });

    it('is 4:1 for every resource', () => {
      const s = redTrades().playing;
      expect(RESOURCES.map((r) => maritimeRatio(s, RED, r))).toEqual([4, 4, 4, 4, 4]);
    });
  });

  describe('at a 3:1 harbor', () => {
    it('gives 3 cards of any one resource', () => {
      atGenericHarbor().and(gives(RED, { ore: 3 })).when(trade('ore', 'brick'))
        .then([{ type: 'MaritimeTraded', seat: RED, give: 'ore', count: 3, receive: 'brick' }]);
    });

    it('belongs to both ends of the harbor\'s side', () => {
      const other = redTrades({ brick: 4, lumber: 2 }).after(
        { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1/2.1/2.2') },
        { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/2.1/2.2', '1.1 SW') },
        { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1 SW', '1.1 NW') },
        { type: 'BuildSettlement', seat: RED, vertex: vertex('1.1 NW') },
      );
      expect(RESOURCES.map((r) => maritimeRatio(other.playing, RED, r))).toEqual([3, 3, 3, 3, 3]);
    });

    it('helps only its owner', () => {
      expect(maritimeRatio(atGenericHarbor().playing, BLUE, 'ore')).toBe(4);
    });

    it('still serves a city built on it', () => {
      const g = atGenericHarbor().and(gives(RED, { ore: 3, grain: 2 })).after({ type: 'BuildCity', seat: RED, vertex: vertex('1.1 N') });
      expect(maritimeRatio(g.playing, RED, 'wool')).toBe(3);
    });
  });

  describe('at a 2:1 harbor', () => {
    it('gives 2 cards of the harbor\'s resource', () => {
      atGrainHarbor().and(gives(RED, { grain: 2 })).when(trade('grain', 'ore'))
        .then([{ type: 'MaritimeTraded', seat: RED, give: 'grain', count: 2, receive: 'ore' }]);
    });

    it('leaves the other resources at 4:1', () => {
      const s = atGrainHarbor().playing;
      expect(RESOURCES.map((r) => [r, maritimeRatio(s, RED, r)])).toEqual([['brick', 4], ['lumber', 4], ['wool', 4], ['grain', 2], ['ore', 4]]);
    });

    it('combines with a 3:1 harbor: 2 for the harbor\'s resource, 3 for the rest', () => {
      // Red settles on both: at 1.2 N (grain 2:1) and at 1.1 NW (3:1).
      const s = redTrades({ brick: 6, lumber: 4, wool: 1, grain: 1 }).after(
        { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.1 NE') },
        { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1 NE', '1.2 N') },
        { type: 'BuildSettlement', seat: RED, vertex: vertex('1.2 N') },
        { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1 NE', '1.1 N') },
        { type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1 N', '1.1 NW') },
        { type: 'BuildSettlement', seat: RED, vertex: vertex('1.1 NW') },
      ).playing;
      expect(RESOURCES.map((r) => maritimeRatio(s, RED, r))).toEqual([3, 3, 3, 2, 3]);
    });
  });

  describe('refused', () => {
    it('when the bank has none of the resource asked for', () => {
      const g = redTrades({ lumber: 2 });
      g.and(gives(WHITE, { ore: g.playing.bank.ore })).when(trade('lumber', 'ore')).thenRejects('rule/bank-empty');
    });

    it.each([
      ['the same resource on both sides', 'lumber', 'lumber'],
      ['something that is not a resource', 'gold', 'ore'],
      ['nothing in return', 'lumber', undefined],
    ])('for %s', (_, give, receive) => {
      redTrades({ lumber: 2 }).when(trade(give, receive as never)).thenRejects('rule/invalid-ratio');
    });

    it('before the roll, or out of turn', () => {
      given(beginnerGame(), gives(RED, { lumber: 2 })).when(trade('lumber', 'ore')).thenRejects('rule/must-roll-first');
      redTrades().and(gives(BLUE, { ore: 4 })).when({ type: 'TradeWithBank', seat: BLUE, give: 'ore', receive: 'wool' }).thenRejects('rule/not-your-turn');
    });
  });
});
