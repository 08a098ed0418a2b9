// Friends (seed 000, "Entre amigos"): the three ways to earn a guild's favor, each a token drawn
// face down from the supply, and a favor owed when the supply is empty, lost.
import { describe, expect, it } from 'vitest';
import { totalPoints, visiblePoints } from '../../domain/catan/index.ts';
import { buys, edgeJoining, gives, hex, vertex, WHITE } from './given.ts';
import { BLUE, friendsGame, ORANGE, part, RED, redMovesRobber, redToGive, supplyWith } from './friends-situations.ts';

describe('earning a favor', () => {
  describe('by moving the robber without harming anybody', () => {
    it('gives one to a robber put on a hex no settlement or city touches (the desert here)', () => {
      redMovesRobber().when({ type: 'MoveRobber', seat: RED, hex: hex('3.3'), victim: null, draw: 0 }).then([
        { type: 'RobberMoved', seat: RED, hex: hex('3.3') },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'robber' },
      ]);
    });

    it('gives one on the desert with a building next to it when the mover steals nothing', () => {
      redMovesRobber().and({ type: 'SettlementPlaced', seat: BLUE, vertex: vertex('2.2/2.3/3.3') }).and(gives(BLUE, { ore: 1 }))
        .when({ type: 'MoveRobber', seat: RED, hex: hex('3.3'), victim: null, draw: 0 }).then([
          { type: 'RobberMoved', seat: RED, hex: hex('3.3') },
          { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'robber' },
        ]);
    });

    it('gives nothing on the desert when the mover steals', () => {
      const events = redMovesRobber().and({ type: 'SettlementPlaced', seat: BLUE, vertex: vertex('2.2/2.3/3.3') }).and(gives(BLUE, { ore: 1 }))
        .when({ type: 'MoveRobber', seat: RED, hex: hex('3.3'), victim: BLUE, draw: 0 }).events;
      expect(events.map((e) => e.type)).toEqual(['RobberMoved', 'ResourceStolen']);
    });

    it('gives nothing on an occupied hex, even without a steal', () => {
      redMovesRobber().when({ type: 'MoveRobber', seat: RED, hex: hex('2.4'), victim: null, draw: 0 })
        .then([{ type: 'RobberMoved', seat: RED, hex: hex('2.4') }]);
    });

    it('comes with a knight too', () => {
      const g = buys(friendsGame().rolled([1, 1]), ['knight']).after({ type: 'EndTurn', seat: RED }).turnOf(RED)
        .and({ type: 'RobberMoved', seat: BLUE, hex: hex('5.1') }).after({ type: 'PlayKnight', seat: RED });
      g.when({ type: 'MoveRobber', seat: RED, hex: hex('3.3'), victim: null, draw: 0 }).thenStartsWith([
        { type: 'RobberMoved', seat: RED, hex: hex('3.3') },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'robber' },
      ]);
    });
  });

  describe('by a gift of 1 resource card', () => {
    it('gives the giver a favor when the other player accepts the card', () => {
      const g = redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' });
      expect(part(g).gift).toEqual({ from: RED, to: BLUE, resource: 'ore' });
      const after = g.when({ type: 'AcceptGift', seat: BLUE }).then([
        { type: 'GiftAccepted', seat: BLUE, from: RED, resource: 'ore' },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'gift' },
      ]);
      if (after.phase !== 'playing') throw new Error(after.phase);
      expect(after.hands[BLUE].ore).toBe(g.playing.hands[BLUE].ore + 1);
      expect(after.hands[RED].ore).toBe(1);
    });

    it('may be refused; the card may then be offered to another player, not to the same one again', () => {
      const g = redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }, { type: 'RefuseGift', seat: BLUE });
      g.when({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }).thenRejects('friends/already-refused');
      g.after({ type: 'OfferGift', seat: RED, to: ORANGE, resource: 'ore' })
        .when({ type: 'AcceptGift', seat: ORANGE }).thenStartsWith([{ type: 'GiftAccepted', seat: ORANGE, from: RED, resource: 'ore' }]);
    });

    it('is one a turn', () => {
      redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }, { type: 'AcceptGift', seat: BLUE })
        .when({ type: 'OfferGift', seat: RED, to: ORANGE, resource: 'ore' }).thenRejects('friends/one-gift-per-turn');
    });

    it('goes only to a player with no more visible points: Catan chips count, hidden victory point cards do not', () => {
      const g = redToGive().and({ type: 'CatanChipTaken', seat: BLUE });
      expect(visiblePoints(g.playing, BLUE)).toBe(3);
      g.when({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }).thenRejects('friends/too-many-points');
      const cards = buys(redToGive(), ['victoryPoint']).and(gives(RED, { ore: 1 }));
      expect(totalPoints(cards.playing, RED)).toBe(3);
      cards.and({ type: 'CatanChipTaken', seat: WHITE })
        .when({ type: 'OfferGift', seat: RED, to: WHITE, resource: 'ore' }).thenRejects('friends/too-many-points');
    });

    it('holds up the table until it is answered', () => {
      const g = redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' });
      g.when({ type: 'EndTurn', seat: RED }).thenRejects('friends/gift-pending');
      g.when({ type: 'AcceptGift', seat: ORANGE }).thenRejects('friends/no-gift');
    });
  });

  describe('by a road that joins districts of two colours for the first time', () => {
    // Red's road 1.2∣2.2 ends at 1.2/2.2/2.3; orange's 1.3∣2.3 at 1.2/1.3/2.3, one path away.
    const join = edgeJoining('1.2/2.2/2.3', '1.2/1.3/2.3');
    const redBuilds = () => friendsGame().rolled([1, 1]).and(gives(RED, { brick: 3, lumber: 3 }));

    it('gives the builder 3 and the other player 1', () => {
      redBuilds().when({ type: 'BuildRoad', seat: RED, edge: join }).then([
        { type: 'RoadBuilt', seat: RED, edge: join },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
        { type: 'FavorDrawn', seat: ORANGE, guild: 'pavers', reason: 'join' },
      ]);
    });

    it('gives nothing for a later link between the same two districts, elsewhere', () => {
      // Orange's district reaches on to 1.2 NE; red goes round 1.2's top to meet it there too.
      const around = [edgeJoining('1.1/1.2/2.2', '1.2 NW'), edgeJoining('1.2 NW', '1.2 N')];
      const meet = edgeJoining('1.2 N', '1.2 NE');
      const g = redBuilds().and(gives(RED, { brick: 3, lumber: 3 }), { type: 'RoadPlaced', seat: ORANGE, edge: edgeJoining('1.2/1.3/2.3', '1.2 NE') });
      const linked = g.after(...[join, ...around].map((edge) => ({ type: 'BuildRoad', seat: RED, edge }) as const));
      // (Red's fifth road takes Longest Road; no favor.)
      expect(linked.when({ type: 'BuildRoad', seat: RED, edge: meet }).events.map((e) => e.type)).toEqual(['RoadBuilt', 'LongestRoadChanged']);
      // The first link there, without the earlier one, earns.
      const first = g.after(...around.map((edge) => ({ type: 'BuildRoad', seat: RED, edge }) as const));
      expect(first.when({ type: 'BuildRoad', seat: RED, edge: meet }).events.filter((e) => e.type === 'FavorDrawn')).toHaveLength(4);
    });

    it('gives 3 to the builder and 1 to each of two players joined at once', () => {
      const meet = '2.2/2.3/3.3';
      redBuilds()
        .and({ type: 'RoadPlaced', seat: BLUE, edge: edgeJoining('2.2/3.2/3.3', meet) }, { type: 'RoadPlaced', seat: ORANGE, edge: edgeJoining('2.3/3.3/3.4', meet) })
        .when({ type: 'BuildRoad', seat: RED, edge: edgeJoining('1.2/2.2/2.3', meet) }).thenStartsWith([
          { type: 'RoadBuilt', seat: RED, edge: edgeJoining('1.2/2.2/2.3', meet) },
          { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
          { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
          { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
          { type: 'FavorDrawn', seat: BLUE, guild: 'pavers', reason: 'join' },
          { type: 'FavorDrawn', seat: ORANGE, guild: 'pavers', reason: 'join' },
        ]);
    });

    it('comes with a free road of Road Building too', () => {
      const g = buys(friendsGame().rolled([1, 1]), ['roadBuilding']).after({ type: 'EndTurn', seat: RED }).turnOf(RED)
        .after({ type: 'PlayRoadBuilding', seat: RED });
      g.when({ type: 'PlaceRoad', seat: RED, edge: join }).then([
        { type: 'RoadPlaced', seat: RED, edge: join },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
        { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
        { type: 'FavorDrawn', seat: ORANGE, guild: 'pavers', reason: 'join' },
      ]);
    });

    it('gives nothing for a road that touches no other colour', () => {
      redBuilds().when({ type: 'BuildRoad', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.2 NW') })
        .then([{ type: 'RoadBuilt', seat: RED, edge: edgeJoining('1.1/1.2/2.2', '1.2 NW') }]);
    });

    it('gives nothing in set-up', () => {
      const events = friendsGame().events;
      expect(events.filter((e) => e.type === 'FavorDrawn')).toEqual([]);
    });

    it('loses what the empty supply cannot pay', () => {
      const g = friendsGame(['scholars', 'architects']).rolled([1, 1]).and(gives(RED, { brick: 1, lumber: 1 }));
      g.when({ type: 'BuildRoad', seat: RED, edge: join }).then([
        { type: 'RoadBuilt', seat: RED, edge: join },
        { type: 'FavorDrawn', seat: RED, guild: 'architects', reason: 'join' },
        { type: 'FavorDrawn', seat: RED, guild: 'scholars', reason: 'join' },
        { type: 'FavorLost', seat: RED, reason: 'join' },
        { type: 'FavorLost', seat: ORANGE, reason: 'join' },
      ]);
    });
  });

  it('draws from the top of the supply, which shrinks', () => {
    const g = redMovesRobber().after({ type: 'MoveRobber', seat: RED, hex: hex('3.3'), victim: null, draw: 0 });
    expect(part(g).supply).toBe(55);
    expect(part(g).tokens[RED]).toMatchObject({ trader: 1, unknown: 0 });
    expect(supplyWith(['pavers']).at(-1)).toBe('pavers');
  });
});

