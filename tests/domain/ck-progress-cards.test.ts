// Cities & Knights' progress cards played (RULES.md §7.2.7): the Alchemist before the roll, the
// others in the main phase, each card under its deck once played, with its effect.
import { describe, expect, it } from 'vitest';
import { citiesKnights, fold, initialState, legalCommands, redact, redactState, supplyInputs, type State } from '../../domain/catan/index.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { cityOf, commoditiesFor, holding, knights, level, SCIENCE_GATE, settlementOf } from './ck-given.ts';
import { draws, playing } from './ck-progress-given.ts';
import { BLUE, gives, ORANGE, RED, WHITE } from './given.ts';

type Table = Extract<State, { parts: unknown }>;
const progressOf = (s: State) => citiesKnights.ckPart(s as Table).progress;
const points = (s: State, seat: number) => citiesKnights.knightsPoints(s as Table, seat);

describe('Irrigation and Mining', () => {
  it('Irrigation: 2 grain per fields hex touched by one’s buildings (a city counts no more than a settlement)', () => {
    // Orange's city touches the fields 4 and the fields 6.
    const g = knights().turnOfSeat(ORANGE).roll([1, 1]).and(draws(ORANGE, 'irrigation'));
    g.when({ type: 'PlayProgressCard', seat: ORANGE, card: 'irrigation' }).then([
      { type: 'ProgressCardPlayed', seat: ORANGE, card: 'irrigation' },
      { type: 'HarvestTaken', seat: ORANGE, resource: 'grain', count: 4 },
    ]);
  });

  it('Mining: 2 ore per mountains hex touched', () => {
    playing(['mining']).when({ type: 'PlayProgressCard', seat: RED, card: 'mining' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'mining' },
      { type: 'HarvestTaken', seat: RED, resource: 'ore', count: 2 },
    ]);
  });

  it('takes only what the bank has, and is used up even when it brings nothing', () => {
    const g = playing(['irrigation', 'irrigation']).and(gives(BLUE, { grain: 15 }));
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'irrigation' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'irrigation' },
      { type: 'HarvestTaken', seat: RED, resource: 'grain', count: 1 },
    ]);
    expect(progressOf(s).hands[RED].cards).toEqual(['irrigation']);
    g.and(gives(BLUE, { grain: 1 })).when({ type: 'PlayProgressCard', seat: RED, card: 'irrigation' })
      .then([{ type: 'ProgressCardPlayed', seat: RED, card: 'irrigation' }]);
  });
});

describe('a card played', () => {
  it('goes face up under its deck', () => {
    const g = playing(['mining']);
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'mining' }).events;
    const after = progressOf(g.and(s).state);
    expect(after.decks![2].at(-1)).toBe('mining');
    expect(after.left[2]).toBe(g.part.progress.left[2] + 1);
    expect(after.hands[RED]).toEqual({ cards: [], unknown: 0 });
  });

  it('is one the player holds, played in the main phase (only the Alchemist before the roll)', () => {
    holding({}).when({ type: 'PlayProgressCard', seat: RED, card: 'mining' }).thenRejects('cities-knights/no-such-progress-card');
    knights().and(draws(RED, 'mining')).when({ type: 'PlayProgressCard', seat: RED, card: 'mining' }).thenRejects('rule/must-roll-first');
    playing(['mining']).when({ type: 'PlayProgressCard', seat: BLUE, card: 'mining' }).thenRejects('rule/not-your-turn');
  });
});

describe('the Alchemist', () => {
  it('sets the production dice before the roll; the event die is rolled and resolved first', () => {
    const g = knights().and(level(RED, 'science', 1), draws(RED, 'alchemist'));
    const top = g.part.progress.decks![2][0];
    const events = g.when({ type: 'PlayProgressCard', seat: RED, card: 'alchemist', dice: [2, 3], extra: { event: SCIENCE_GATE } }).events;
    expect(events.slice(0, 3)).toEqual([
      { type: 'ProgressCardPlayed', seat: RED, card: 'alchemist' },
      { type: 'DiceRolled', seat: RED, dice: [2, 3], extra: { event: SCIENCE_GATE } },
      { type: 'ProgressCardDrawn', seat: RED, track: 'science', card: top, reason: 'gate' },
    ]);
    g.and(events).when({ type: 'RollDice', seat: RED, dice: [1, 1], extra: { event: 1 } }).thenRejects('rule/already-rolled');
  });

  it('is not played after the roll, and its event die is the server’s input', () => {
    playing(['alchemist']).when({ type: 'PlayProgressCard', seat: RED, card: 'alchemist', dice: [6, 6], extra: { event: 1 } })
      .thenRejects('cities-knights/alchemist-before-roll');
    const g = knights().and(draws(RED, 'alchemist'));
    const sent = { type: 'PlayProgressCard', seat: RED, card: 'alchemist', dice: [4, 4], extra: { event: 6 } } as const;
    const supplied = supplyInputs(sent, seededRandom(3), g.state);
    expect(supplied).toMatchObject({ dice: [4, 4], extra: { event: expect.any(Number) } });
    expect(legalCommands(g.state, RED).filter((c) => c.type === 'PlayProgressCard')).toHaveLength(36);
  });
});

describe('the Merchant', () => {
  it('goes on a hex beside one of the player’s buildings: 1 point, and its resource 2:1 with the bank', () => {
    const g = playing(['merchant'], { ore: 2 });
    const before = points(g.state, RED);
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'merchant', hex: '0,-2' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'merchant' },
      { type: 'MerchantPlaced', seat: RED, hex: '0,-2' },
    ]);
    expect(points(s, RED)).toBe(before + 1);
    const after = g.after({ type: 'PlayProgressCard', seat: RED, card: 'merchant', hex: '0,-2' });
    after.when({ type: 'TradeWithBank', seat: RED, give: 'ore', receive: 'wool' }).then([{ type: 'MaritimeTraded', seat: RED, give: 'ore', count: 2, receive: 'wool' }]);
    after.when({ type: 'ExchangeCards', seat: RED, give: 'ore', receive: 'paper' }).then([{ type: 'CardsExchanged', seat: RED, give: 'ore', count: 2, receive: 'paper' }]);
  });

  it('is taken over by the next Merchant played', () => {
    const g = playing(['merchant']).after({ type: 'PlayProgressCard', seat: RED, card: 'merchant', hex: '0,-2' }, { type: 'EndTurn', seat: RED })
      .roll([1, 1]).and(draws(BLUE, 'merchant'));
    const s = g.after({ type: 'PlayProgressCard', seat: BLUE, card: 'merchant', hex: '0,1' }).state;
    expect(progressOf(s).merchant).toEqual({ hex: '0,1', seat: BLUE });
    expect(points(s, RED)).toBe(0);
  });
});

describe('the Merchant Fleet', () => {
  it('trades the named card 2:1 with the bank for the rest of the turn', () => {
    const g = playing(['merchantFleet']).and(commoditiesFor(RED, { paper: 4 })).after({ type: 'PlayProgressCard', seat: RED, card: 'merchantFleet', give: 'paper' });
    const traded = g.after({ type: 'ExchangeCards', seat: RED, give: 'paper', receive: 'ore' }, { type: 'ExchangeCards', seat: RED, give: 'paper', receive: 'ore' });
    expect(traded.playing.hands[RED].ore).toBe(2);
    const later = g.after({ type: 'EndTurn', seat: RED }).turnOfSeat(RED).roll([1, 1]);
    later.when({ type: 'ExchangeCards', seat: RED, give: 'paper', receive: 'ore' }).then([{ type: 'CardsExchanged', seat: RED, give: 'paper', count: 4, receive: 'ore' }]);
  });
});

describe('the monopolies', () => {
  it('Resource Monopoly: each other player gives 2 of the resource (1 if he has only 1)', () => {
    // Blue, Orange and White each start with an ore (their cities on the mountains); Blue gets 3 more.
    const g = playing(['resourceMonopoly']).and(gives(BLUE, { ore: 3 }));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'resourceMonopoly', resource: 'ore' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'resourceMonopoly' },
      { type: 'CardsTaken', seat: RED, from: BLUE, resources: { ore: 2 }, commodities: {} },
      { type: 'CardsTaken', seat: RED, from: ORANGE, resources: { ore: 1 }, commodities: {} },
      { type: 'CardsTaken', seat: RED, from: WHITE, resources: { ore: 1 }, commodities: {} },
    ]);
  });

  it('Trade Monopoly: each other player gives 1 of the commodity if he has one', () => {
    const g = playing(['tradeMonopoly']).and(commoditiesFor(BLUE, { cloth: 2 }), commoditiesFor(WHITE, { cloth: 1, coin: 3 }));
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'tradeMonopoly', commodity: 'cloth' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'tradeMonopoly' },
      { type: 'CardsTaken', seat: RED, from: BLUE, resources: {}, commodities: { cloth: 1 } },
      { type: 'CardsTaken', seat: RED, from: WHITE, resources: {}, commodities: { cloth: 1 } },
    ]);
    expect(citiesKnights.ckPart(s as Table).commodities[RED].cloth).toBe(2);
  });
});

describe('the Warlord', () => {
  it('activates all of the player’s knights', () => {
    playing(['warlord']).when({ type: 'PlayProgressCard', seat: RED, card: 'warlord' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'warlord' },
      { type: 'KnightsEncouraged', seat: RED },
    ]);
  });
});

describe('the cards that build', () => {
  it('Engineer: a free wall under one of the player’s cities', () => {
    const g = playing(['engineer']);
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'engineer', vertex: cityOf(RED) }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'engineer' },
      { type: 'ProgressPaid', seat: RED, resources: { brick: 2 } },
      { type: 'WallBuilt', seat: RED, vertex: cityOf(RED) },
    ]);
    expect(citiesKnights.handLimit(s as Table, RED)).toBe(9);
    expect((s as Table).hands[RED]).toEqual(g.playing.hands[RED]);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'engineer', vertex: settlementOf(RED) }).thenRejects('cities-knights/no-wall-here');
  });

  it('Medicine: a settlement made a city for 2 ore and 1 grain', () => {
    const g = playing(['medicine'], { ore: 2, grain: 1 });
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'medicine', vertex: settlementOf(RED) }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'medicine' },
      { type: 'ProgressPaid', seat: RED, resources: { ore: 1, grain: 1 } },
      { type: 'CityBuilt', seat: RED, vertex: settlementOf(RED) },
    ]);
    playing(['medicine'], { ore: 1, grain: 1 }).when({ type: 'PlayProgressCard', seat: RED, card: 'medicine', vertex: settlementOf(RED) })
      .thenRejects('rule/insufficient-resources');
  });

  it('Road Building: two free roads, placed as the base game places them', () => {
    const g = playing(['roadBuilding']);
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'roadBuilding' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'roadBuilding' },
      { type: 'RoadsGranted', seat: RED, roads: 2 },
    ]);
    expect(s.phase === 'playing' && s.turn.pending).toEqual({ kind: 'roadBuilding', remaining: 2 });
    const road = legalCommands(s, RED).find((c) => c.type === 'PlaceRoad')!;
    expect(road).toBeDefined();
    const after = g.after({ type: 'PlayProgressCard', seat: RED, card: 'roadBuilding' }, road);
    expect(after.playing.turn.pending).toEqual({ kind: 'roadBuilding', remaining: 1 });
  });
});

describe('the cards that make others give cards up', () => {
  // Every seat starts with 3 cards (its city's hexes) and 3 points.
  it('Saboteur: each player with as many points or more discards half, of his choice, from the player’s left', () => {
    const g = playing(['saboteur']).and(gives(BLUE, { ore: 3 }));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'saboteur' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'saboteur' },
      { type: 'CardsOwed', owing: [{ seat: BLUE, count: 3, to: null }, { seat: ORANGE, count: 1, to: null }, { seat: WHITE, count: 1, to: null }] },
    ]);
    const played = g.after({ type: 'PlayProgressCard', seat: RED, card: 'saboteur' });
    played.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/cards-owed-pending');
    played.when({ type: 'HandOverCards', seat: ORANGE, resources: { grain: 1 }, commodities: {} }).thenRejects('cities-knights/nothing-owed');
    played.when({ type: 'HandOverCards', seat: BLUE, resources: { ore: 2 }, commodities: {} }).thenRejects('rule/wrong-discard-count');
    const s = played.when({ type: 'HandOverCards', seat: BLUE, resources: { ore: 3 }, commodities: {} })
      .then([{ type: 'CardsHandedOver', seat: BLUE, to: null, resources: { ore: 3 }, commodities: {}, counts: [3, 0] }]);
    expect((s as Table).hands[BLUE].ore).toBe(1);
    expect(progressOf(s).owing).toEqual([{ seat: ORANGE, count: 1, to: null }, { seat: WHITE, count: 1, to: null }]);
  });

  it('Wedding: each player with more points gives the player 2 cards of his choice', () => {
    const g = playing(['wedding']).and({ type: 'DefenderAwarded', seat: BLUE });
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'wedding' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'wedding' },
      { type: 'CardsOwed', owing: [{ seat: BLUE, count: 2, to: RED }] },
    ]);
    const played = g.after({ type: 'PlayProgressCard', seat: RED, card: 'wedding' });
    const gift = played.when({ type: 'HandOverCards', seat: BLUE, resources: { ore: 1, brick: 1 }, commodities: {} }).events[0];
    expect(gift).toEqual({ type: 'CardsHandedOver', seat: BLUE, to: RED, resources: { ore: 1, brick: 1 }, commodities: {}, counts: [2, 0] });
    expect(redact(gift, ORANGE)).toEqual({ ...gift, resources: null, commodities: null });
    expect(redact(gift, RED)).toEqual(gift);
    const after = played.and(gift);
    expect(after.playing.hands[RED].ore - g.playing.hands[RED].ore).toBe(1);
  });

  it('Wedding: nobody gives when nobody has more points (the card is still used up)', () => {
    playing(['wedding']).when({ type: 'PlayProgressCard', seat: RED, card: 'wedding' }).then([{ type: 'ProgressCardPlayed', seat: RED, card: 'wedding' }]);
  });
});

describe('the Inventor', () => {
  it('swaps two number tokens, neither a 2, 6, 8 or 12, wherever they lie', () => {
    // The mountains 10 beside Red's settlement, the fields 9 beside its city.
    const g = playing(['inventor']);
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'inventor', hexes: ['0,-2', '-2,0'] }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'inventor' },
      { type: 'TokensSwapped', seat: RED, hexes: ['0,-2', '-2,0'] },
    ]);
    const token = (hex: string) => (s as Table).board.tiles.find((t) => t.hex === hex)!.token;
    expect([token('0,-2'), token('-2,0')]).toEqual([9, 10]);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'inventor', hexes: ['0,-2', '1,-2'] }).thenRejects('cities-knights/inventor-tokens');
  });
});

describe('the Spy', () => {
  it('looks at another player’s progress cards and takes one of them; only the two of them see which', () => {
    const g = playing(['spy']).and(draws(BLUE, 'alchemist', 'warlord'));
    const look = g.when({ type: 'PlayProgressCard', seat: RED, card: 'spy', victim: BLUE }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'spy' },
      { type: 'ProgressHandShown', seat: RED, victim: BLUE, cards: ['alchemist', 'warlord'] },
    ]);
    expect(legalCommands(look, RED)).toEqual([
      { type: 'TakeProgressCard', seat: RED, card: 'alchemist' }, { type: 'TakeProgressCard', seat: RED, card: 'warlord' },
    ]);
    const looking = g.after({ type: 'PlayProgressCard', seat: RED, card: 'spy', victim: BLUE });
    looking.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/spy-pending');
    looking.when({ type: 'TakeProgressCard', seat: RED, card: 'spy' }).thenRejects('cities-knights/no-such-progress-card');
    const taken = looking.after({ type: 'TakeProgressCard', seat: RED, card: 'warlord' });
    expect(taken.part.progress.hands[RED].cards).toEqual(['warlord']);
    expect(taken.part.progress.hands[BLUE].cards).toEqual(['alchemist']);
    for (const viewer of [RED, BLUE, ORANGE, 'spectator'] as const) {
      const seen = taken.events.map((e) => redact(e, viewer));
      expect(fold(seen, initialState(viewer))).toEqual(redactState(taken.state, viewer));
    }
    const pick = taken.events.at(-1)!;
    expect(redact(pick, ORANGE)).toEqual({ ...pick, card: null });
  });

  it('finds nothing in an empty hand (the card is still used up)', () => {
    playing(['spy']).when({ type: 'PlayProgressCard', seat: RED, card: 'spy', victim: WHITE }).then([{ type: 'ProgressCardPlayed', seat: RED, card: 'spy' }]);
  });
});

describe('the Master Merchant', () => {
  it('looks at the hand of a player with more points and takes 2 cards of his choice; only the two see which', () => {
    // Blue, a Defender of Catan, is a point ahead; it holds its start cards (a brick, a lumber and an ore) and 2 cloth.
    const g = playing(['masterMerchant']).and({ type: 'DefenderAwarded', seat: BLUE }, commoditiesFor(BLUE, { cloth: 2 }));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'masterMerchant', victim: ORANGE }).thenRejects('cities-knights/not-richer');
    const look = g.when({ type: 'PlayProgressCard', seat: RED, card: 'masterMerchant', victim: BLUE }).events;
    expect(look).toEqual([
      { type: 'ProgressCardPlayed', seat: RED, card: 'masterMerchant' },
      { type: 'HandLookedAt', seat: RED, victim: BLUE, count: 2, resources: { brick: 1, lumber: 1, ore: 1 }, commodities: { cloth: 2 } },
    ]);
    expect(redact(look[1], ORANGE)).toEqual({ ...look[1], resources: null, commodities: null });
    const looking = g.and(look);
    looking.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/spy-pending');
    const taken = looking.after({ type: 'TakeCards', seat: RED, resources: { ore: 1 }, commodities: { cloth: 1 } });
    expect(taken.part.commodities[RED].cloth).toBe(1);
    expect(taken.playing.hands[BLUE].ore).toBe(0);
    for (const viewer of [RED, BLUE, ORANGE, 'spectator'] as const) {
      expect(fold(taken.events.map((e) => redact(e, viewer)), initialState(viewer))).toEqual(redactState(taken.state, viewer));
    }
  });
});
