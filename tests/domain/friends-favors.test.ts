// Friends (seed 000, "Entre amigos"): using a guild's favor — pay its tokens (face up by the
// guild, out of play) and take the favor at once; one use or exchange a turn, never with a token
// gained this turn, never in the special building phase; and the game played to 11.
import { describe, expect, it } from 'vitest';
import { legalCommands, type Event } from '../../domain/catan/index.ts';
import { friendsPart } from '../../domain/catan/modules/friends/index.ts';
import { edgeJoining, gives } from './given.ts';
import { BLUE, friendsGame, holds, part, RED, redWithTokens } from './friends-situations.ts';
import { largeGame, pays, rollsQuietly } from './large-table.ts';

describe('using a favor', () => {
  it('merchants (1 cart): up to two 1:1 swaps with the bank', () => {
    const g = redWithTokens('merchant').and(gives(RED, { ore: 2 }));
    const after = g.when({ type: 'UseFavor', seat: RED, guild: 'merchant', swaps: [{ give: 'ore', receive: 'brick' }, { give: 'ore', receive: 'wool' }] }).then([
      { type: 'FavorUsed', seat: RED, guild: 'merchant' },
      { type: 'MerchantSwapped', seat: RED, give: 'ore', receive: 'brick' },
      { type: 'MerchantSwapped', seat: RED, give: 'ore', receive: 'wool' },
    ]);
    if (after.phase !== 'playing') throw new Error(after.phase);
    expect(after.hands[RED]).toMatchObject({ ore: g.playing.hands[RED].ore - 2, brick: g.playing.hands[RED].brick + 1 });
    const paid = friendsPart(after);
    expect(paid.tokens[RED].merchant).toBe(0);
    expect(paid.paid.merchant).toBe(1);
    g.when({ type: 'UseFavor', seat: RED, guild: 'merchant', swaps: [] }).thenRejects('command/invalid');
  });

  it('traders (1 ship): any 1 resource from the bank', () => {
    redWithTokens('trader').when({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }).then([
      { type: 'FavorUsed', seat: RED, guild: 'trader' },
      { type: 'TraderResourceTaken', seat: RED, resource: 'ore' },
    ]);
  });

  it('pavers (1 shovel): a road without paying, which may itself join districts', () => {
    const join = edgeJoining('1.2/2.2/2.3', '1.2/1.3/2.3');
    const g = redWithTokens('pavers');
    const cards = g.playing.hands[RED];
    const after = g.when({ type: 'UseFavor', seat: RED, guild: 'pavers', edge: join }).thenStartsWith([
      { type: 'FavorUsed', seat: RED, guild: 'pavers' },
      { type: 'RoadPlaced', seat: RED, edge: join },
      { type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'join' },
    ]);
    if (after.phase !== 'playing') throw new Error(after.phase);
    expect(after.hands[RED]).toEqual(cards);
    g.when({ type: 'UseFavor', seat: RED, guild: 'pavers', edge: edgeJoining('4.3 S', '4.3 SE') }).thenRejects('rule/not-connected');
  });

  it('scholars (2 books): a development card without paying, not playable this turn', () => {
    const g = redWithTokens('scholars', 'scholars');
    const after = g.when({ type: 'UseFavor', seat: RED, guild: 'scholars', draw: 0 }).then([
      { type: 'FavorUsed', seat: RED, guild: 'scholars' },
      { type: 'ScholarsCardTaken', seat: RED, card: 'knight' },
    ]);
    if (after.phase !== 'playing') throw new Error(after.phase);
    expect(after.devCards[RED].knight).toBe(1);
    expect(after.turn.bought.knight).toBe(1);
    redWithTokens('scholars').when({ type: 'UseFavor', seat: RED, guild: 'scholars', draw: 0 }).thenRejects('friends/not-enough-tokens');
  });

  it('architects (2 compasses): a Catan chip, 1 visible point', () => {
    const after = redWithTokens('architects', 'architects').when({ type: 'UseFavor', seat: RED, guild: 'architects' }).then([
      { type: 'FavorUsed', seat: RED, guild: 'architects' },
      { type: 'CatanChipTaken', seat: RED },
    ]);
    expect(friendsPart(after as never).chips[RED]).toBe(1);
  });

  it('no chip is left after 12', () => {
    const chips: Event[] = Array.from({ length: 12 }, () => ({ type: 'CatanChipTaken', seat: BLUE }));
    redWithTokens('architects', 'architects').and(chips).when({ type: 'UseFavor', seat: RED, guild: 'architects' }).thenRejects('friends/no-chips');
  });

  it('is one use or exchange a turn', () => {
    const g = redWithTokens('trader', 'trader').after({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' });
    g.when({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }).thenRejects('friends/one-favor-per-turn');
    g.when({ type: 'ExchangeFavor', seat: RED }).thenRejects('friends/one-favor-per-turn');
  });

  it('never with a token gained this turn; from the next turn on, yes', () => {
    const g = friendsGame().rolled([1, 1]).and(holds(RED, 'trader'));
    g.when({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }).thenRejects('friends/not-enough-tokens');
    g.turnOf(RED).rolled([1, 1]).when({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' })
      .thenStartsWith([{ type: 'FavorUsed', seat: RED, guild: 'trader' }]);
  });

  it('comes after the roll', () => {
    friendsGame().and(holds(RED, 'trader')).turnOf(RED).rolled([1, 1]).turnOf(RED, [2, 2])
      .when({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }).thenRejects('rule/must-roll-first');
  });
});

describe('exchanging a token', () => {
  it('draws one from the supply, then returns any one (the drawn one too) to the supply', () => {
    const g = redWithTokens('architects');
    const supply = part(g).supply;
    const drawn = g.after({ type: 'ExchangeFavor', seat: RED });
    expect(drawn.events.at(-1)).toEqual({ type: 'FavorDrawn', seat: RED, guild: 'trader', reason: 'exchange' });
    drawn.when({ type: 'EndTurn', seat: RED }).thenRejects('friends/return-pending');
    drawn.when({ type: 'ReturnFavor', seat: RED, guild: 'merchant', draw: 0 }).thenRejects('friends/no-such-token');
    const back = drawn.after({ type: 'ReturnFavor', seat: RED, guild: 'trader', draw: 0 });
    expect(back.events.at(-1)).toEqual({ type: 'FavorReturned', seat: RED, guild: 'trader', at: 0 });
    expect(part(back).tokens[RED]).toMatchObject({ architects: 1, trader: 0 });
    expect(part(back).supply).toBe(supply);
    expect(part(back).stack?.[0]).toBe('trader');
    back.when({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }).thenRejects('friends/one-favor-per-turn');
  });

  it('needs a token to exchange and one in the supply', () => {
    friendsGame().rolled([1, 1]).when({ type: 'ExchangeFavor', seat: RED }).thenRejects('friends/no-such-token');
    friendsGame(['scholars']).and(holds(RED, 'scholars')).rolled([1, 1]).when({ type: 'ExchangeFavor', seat: RED }).thenRejects('friends/supply-empty');
  });
});

describe('with the turn rules of 5–6 players', () => {
  it('records the turn rule first, then friends', () => {
    expect(largeGame(5, 'paired', ['friends']).events[0]).toMatchObject({ modules: ['paired', 'friends'] });
    expect(largeGame(6, undefined, ['friends']).events[0]).toMatchObject({ modules: ['special-building', 'friends'] });
  });

  it('refuses every Friends command in the special building phase', () => {
    // (seat 1 holds a development card's price: it is a builder)
    const phase = pays(rollsQuietly(largeGame(5, undefined, ['friends']).and(holds(1, 'trader'))), { 1: { ore: 4, wool: 2, grain: 1 } })
      .after({ type: 'EndTurn', seat: 0 });
    expect(phase.playing.turn.seat).toBe(1);
    phase.when({ type: 'UseFavor', seat: 1, guild: 'trader', resource: 'ore' }).thenRejects('special-building/build-only');
    phase.when({ type: 'OfferGift', seat: 1, to: 2, resource: 'ore' }).thenRejects('special-building/build-only');
    expect(legalCommands(phase.state, 1).some((c) => c.type === 'UseFavor' || c.type === 'OfferGift')).toBe(false);
  });

  it('lets Player 2 of paired players use a favor in their part', () => {
    // Seat 4 draws in turn 1; in turn 2 it is Player 2 to seat 1.
    const g = rollsQuietly(largeGame(5, 'paired', ['friends']).and(holds(4, 'trader')))
      .after({ type: 'EndTurn', seat: 0 }, { type: 'EndTurn', seat: 3 });
    const part2 = rollsQuietly(g).after({ type: 'EndTurn', seat: 1 });
    expect(part2.playing.turn.seat).toBe(4);
    part2.when({ type: 'UseFavor', seat: 4, guild: 'trader', resource: 'ore' }).thenStartsWith([{ type: 'FavorUsed', seat: 4, guild: 'trader' }]);
  });
});

describe('the end', () => {
  it('comes at 11 points, Catan chips included, in one\'s own turn', () => {
    const nine = redWithTokens('architects', 'architects').and(Array.from({ length: 8 }, () => ({ type: 'CatanChipTaken', seat: RED }) as const));
    expect(friendsPart(nine.playing).chips[RED]).toBe(8);
    nine.when({ type: 'UseFavor', seat: RED, guild: 'architects' }).then([
      { type: 'FavorUsed', seat: RED, guild: 'architects' },
      { type: 'CatanChipTaken', seat: RED },
      { type: 'GameWon', seat: RED, points: 11, victoryPointCards: 0 },
    ]);
  });

  it('does not come at 10', () => {
    const ten = redWithTokens('architects', 'architects').and(Array.from({ length: 7 }, () => ({ type: 'CatanChipTaken', seat: RED }) as const));
    ten.when({ type: 'UseFavor', seat: RED, guild: 'architects' }).then([
      { type: 'FavorUsed', seat: RED, guild: 'architects' },
      { type: 'CatanChipTaken', seat: RED },
    ]);
  });
});
