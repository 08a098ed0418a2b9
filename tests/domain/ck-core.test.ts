// Cities & Knights' core rules (RULES.md §7.2.2–7.2.4, §7.2.6, §7.2.8), rulebook style: the set-up
// city, commodities, the event die and the barbarians, the sleeping robber, improvements and
// metropolises, walls, discards, thefts and exchanges with commodities, the aqueduct, the points.
// On the beginner board: seat 0's city touches fields 9 and forests 11 and 8; seat 1's forest 8,
// mountains 3 and hills 5; seat 3's forest 3, mountains 8 and pasture 5.
import { describe, expect, it } from 'vitest';
import { citiesKnights, decide, format, initialState, parse, redact, rulesOf, topologyOf, totalPoints, type Command, type Event } from '../../domain/catan/index.ts';
import { gives, played, vertex } from './given.ts';
import { specialBuildingPhase } from './situations.ts';
import { NEW_SHORES_3 } from './seafarers-given.ts';
import {
  cityOf, commoditiesFor, holding, knights, KnightsGiven, level, losing, settlementOf, SHIP, twoCities, walls,
} from './ck-given.ts';

const { ckPart } = citiesKnights;
const indexOfVertex = (g: KnightsGiven, key: string): number => topologyOf(g.playing.board.tiles.map((t) => t.hex)).vertexIndex.get(key)!;

describe('the set-up', () => {
  it('makes each seat\'s second settlement a city, paid one resource per hex (never commodities)', () => {
    const g = knights();
    for (let seat = 0; seat < 4; seat++) {
      expect(g.playing.buildings.find((b, v) => b !== null && b.seat === seat && b.kind === 'city' && v >= 0)).toBeTruthy();
      expect(g.playing.pieces[seat]).toEqual({ roads: 13, settlements: 4, cities: 3 });
    }
    expect(g.playing.hands[0]).toMatchObject({ grain: 1, lumber: 2 });
    expect(g.part.commodities[0]).toEqual({ paper: 0, cloth: 0, coin: 0, unknown: 0 });
    expect(totalPoints(g.playing, 0)).toBe(3);
  });

  it('plays to 13 points, with no development cards', () => {
    const g = holding({ ore: 1, wool: 1, grain: 1 });
    g.when({ type: 'BuyDevelopmentCard', seat: 0, draw: 0 }).thenRejects('cities-knights/no-development-cards');
    g.when({ type: 'PlayKnight', seat: 0 }).thenRejects('cities-knights/no-development-cards');
  });
});

describe('production', () => {
  it('pays a city on a forest a lumber and a paper, on mountains an ore and a coin', () => {
    const g = knights().roll([4, 4]);
    const produced = g.events.filter((e) => e.type === 'ResourcesProduced' || e.type === 'CommoditiesProduced').slice(-2);
    expect(produced[0]).toMatchObject({ type: 'ResourcesProduced' });
    expect((produced[0] as Extract<Event, { type: 'ResourcesProduced' }>).gains[0]).toEqual({ lumber: 1 });
    expect(produced[1]).toEqual({ type: 'CommoditiesProduced', gains: [{ paper: 1 }, { paper: 1 }, {}, { coin: 1 }] });
    expect(g.part.commodities[0].paper).toBe(1);
    expect(g.part.supply).toEqual({ paper: 10, cloth: 12, coin: 11 });
  });

  it('pays a city on hills or fields two resources, as in the base game', () => {
    const g = knights().roll([2, 3]);
    const gains = (g.events.findLast((e) => e.type === 'ResourcesProduced') as Extract<Event, { type: 'ResourcesProduced' }>).gains;
    expect(gains[1].brick).toBe(2);
  });

  it('pays no commodity the supply cannot pay to several seats', () => {
    const g = knights().and({ type: 'CommoditiesProduced', gains: [{ paper: 11 }, {}, {}, {}] }).roll([4, 4]);
    expect(g.events.at(-1)).toEqual({ type: 'CommoditiesProduced', gains: [{}, {}, {}, { coin: 1 }] });
    expect(g.part.supply.paper).toBe(1);
  });
});

describe('the event die and the barbarians', () => {
  it('moves the barbarians a step on a ship, before production', () => {
    const g = knights().roll([4, 4], SHIP);
    const types = g.events.slice(-3).map((e) => e.type);
    expect(types).toEqual(['BarbariansAdvanced', 'ResourcesProduced', 'CommoditiesProduced']);
    expect(g.part.barbarians).toBe(1);
  });

  it('attack on the seventh step: with no knights every seat with a city loses one, which then produces as a settlement', () => {
    const g = knights().barbariansAt(6).roll([4, 4], SHIP);
    const attack = g.events.find((e) => e.type === 'BarbariansAttacked');
    expect(attack).toEqual({ type: 'BarbariansAttacked', strength: 4, defence: [0, 0, 0, 0], won: false });
    expect(g.events.filter((e) => e.type === 'CityPillaged').map((e) => (e as { seat: number }).seat)).toEqual([0, 1, 2, 3]);
    for (let seat = 0; seat < 4; seat++) expect(g.playing.buildings[indexOfVertex(g, cityOf(seat))]).toEqual({ seat, kind: 'settlement' });
    // Pillaged first, the cities on the forest 8 and the mountains 8 pay as settlements: one resource, no commodity.
    expect(g.events.some((e) => e.type === 'CommoditiesProduced')).toBe(false);
    expect((g.events.findLast((e) => e.type === 'ResourcesProduced') as Extract<Event, { type: 'ResourcesProduced' }>).gains[3]).toEqual({ ore: 1 });
    expect(g.part).toMatchObject({ barbarians: 0, attacks: 1 });
  });

  it('lets a seat with several cities choose the one it loses; the roll pays out after the last choice', () => {
    const before = twoCities({}).after({ type: 'EndTurn', seat: 0 }).barbariansAt(6);
    const g = before.roll([4, 4], SHIP);
    const rolled = g.events.slice(before.events.length);
    expect(rolled.at(-1)).toEqual({ type: 'CitiesToLose', seats: [0], dice: [4, 4], extra: { event: SHIP } });
    expect(rolled.filter((e) => e.type === 'CityPillaged').map((e) => (e as { seat: number }).seat)).toEqual([1, 2, 3]);
    expect(rolled.some((e) => e.type === 'ResourcesProduced')).toBe(false);
    g.when({ type: 'EndTurn', seat: 1 }).thenRejects('cities-knights/choices-pending');
    g.when({ type: 'LoseCity', seat: 0, vertex: cityOf(1) }).thenRejects('cities-knights/not-this-city');
    const after = g.when({ type: 'LoseCity', seat: 0, vertex: settlementOf(0) }).thenStartsWith([
      { type: 'CityPillaged', seat: 0, vertex: settlementOf(0) }, { type: 'RollResumed' },
    ]);
    expect(ckPart(after as never)).toMatchObject({ losing: [], deferred: null });
  });

  it('keeps the robber asleep until the first attack: a 7 before it only makes hands over the limit discard', () => {
    const seven = holding({ brick: 9 }).after({ type: 'EndTurn', seat: 0 }).roll([3, 4]);
    // 12 cards (3 from the set-up): 6 to discard.
    expect(seven.playing.turn.pending).toEqual({ kind: 'discard', counts: [6, 0, 0, 0] });
    const discarded = seven.after({ type: 'DiscardResources', seat: 0, resources: { brick: 6 } });
    expect(discarded.playing.turn.pending).toEqual({ kind: 'none' });
    const awake = knights().barbariansAt(6).roll([1, 1], SHIP).after({ type: 'EndTurn', seat: 0 }).roll([3, 4]);
    expect(awake.playing.turn.pending).toEqual({ kind: 'robber' });
  });

  it('wakes the robber on the very 7 that brings the first attack', () => {
    const g = knights().barbariansAt(6).roll([3, 4], SHIP);
    expect(g.playing.turn.pending).toEqual({ kind: 'robber' });
  });
});

describe('a 7 with commodities', () => {
  it('counts commodities toward the limit, raised by 2 for each wall', () => {
    // 3 cards from the set-up, 2 brick and 3 paper: 8, over 7.
    const g = holding({ brick: 2 }, { paper: 3 }).after({ type: 'EndTurn', seat: 0 }).roll([3, 4]);
    expect(g.playing.turn.pending).toEqual({ kind: 'discard', counts: [4, 0, 0, 0] });
    // The same 8 cards after a wall (2 brick more, paid for it): under 9.
    const walled = holding({ brick: 4 }, { paper: 3 }).after({ type: 'BuildWall', seat: 0, vertex: cityOf(0) }, { type: 'EndTurn', seat: 0 }).roll([3, 4]);
    expect(walled.playing.turn.pending).toEqual({ kind: 'none' });
  });

  it('takes a discard with commodities, exactly the count, and waits for it', () => {
    // 3 cards from the set-up, 3 brick and 4 paper: 10, so 5 to discard.
    const g = holding({ brick: 3 }, { paper: 4 }).after({ type: 'EndTurn', seat: 0 }).roll([3, 4]);
    expect(g.playing.turn.pending).toEqual({ kind: 'discard', counts: [5, 0, 0, 0] });
    g.when({ type: 'DiscardCards', seat: 0, resources: { brick: 1 }, commodities: { paper: 2 } }).thenRejects('rule/wrong-discard-count');
    g.when({ type: 'DiscardCards', seat: 0, resources: { brick: 1 }, commodities: { cloth: 4 } }).thenRejects('cities-knights/insufficient-commodities');
    const after = g.when({ type: 'DiscardCards', seat: 0, resources: { brick: 3 }, commodities: { paper: 2 } })
      .then([{ type: 'CardsDiscarded', seat: 0, resources: { brick: 3 }, commodities: { paper: 2 } }]);
    expect(ckPart(after as never).commodities[0].paper).toBe(2);
  });
});

describe('the robber and commodities', () => {
  it('takes one card at random from resources and commodities together, named to thief and victim only', () => {
    // After the first attack (seat 0's city a settlement again), seat 1 rolls a 7; seat 0 holds its 3 start cards and 1 coin.
    const g = knights().barbariansAt(6).roll([1, 1], SHIP).and(commoditiesFor(0, { coin: 1 })).after({ type: 'EndTurn', seat: 0 }).roll([3, 4]);
    const hex = '-2,1';
    const coin = g.when({ type: 'MoveRobber', seat: 1, hex, victim: 0, draw: 0.99 }).events;
    expect(coin[1]).toEqual({ type: 'CommodityStolen', thief: 1, victim: 0, commodity: 'coin' });
    const card = g.when({ type: 'MoveRobber', seat: 1, hex, victim: 0, draw: 0 }).events;
    expect(card[1]).toMatchObject({ type: 'ResourceStolen', thief: 1, victim: 0 });
    expect(redact(coin[1], 2)).toMatchObject({ commodity: null });
    expect(redact(coin[1], 0)).toMatchObject({ commodity: 'coin' });
  });
});

describe('city improvements', () => {
  it('cost the level in the track\'s commodity, one level at a time', () => {
    const g = holding({}, { paper: 3 });
    const after = g.when({ type: 'BuyImprovement', seat: 0, track: 'science' }).then([{ type: 'ImprovementBought', seat: 0, track: 'science', level: 1, paid: 1 }]);
    expect(ckPart(after as never).levels[0]).toEqual([0, 0, 1]);
    expect(ckPart(after as never).commodities[0].paper).toBe(2);
  });

  it('give the first at level 4 the metropolis (2 points), never pillaged; the first at level 5 takes it', () => {
    const first = holding({}, { paper: 4 }).and(level(0, 'science', 3));
    const taken = first.when({ type: 'BuyImprovement', seat: 0, track: 'science' }).then([
      { type: 'ImprovementBought', seat: 0, track: 'science', level: 4, paid: 4 },
      { type: 'MetropolisTaken', seat: 0, track: 'science', vertex: cityOf(0) },
    ]);
    expect(totalPoints(taken as never, 0)).toBe(5);
    const other = first.after({ type: 'BuyImprovement', seat: 0, track: 'science' }, { type: 'EndTurn', seat: 0 }).roll([1, 1])
      .and(level(1, 'science', 4), commoditiesFor(1, { paper: 5 }));
    other.when({ type: 'BuyImprovement', seat: 1, track: 'science' }).thenStartsWith([
      { type: 'ImprovementBought', seat: 1, track: 'science', level: 5, paid: 5 },
      { type: 'MetropolisTaken', seat: 1, track: 'science', vertex: cityOf(1) },
    ]);
  });

  it('ask which city carries the metropolis when several could', () => {
    const g = twoCities().and(level(0, 'science', 3));
    g.when({ type: 'BuyImprovement', seat: 0, track: 'science' }).thenRejects('cities-knights/metropolis-city');
    g.when({ type: 'BuyImprovement', seat: 0, track: 'science', vertex: settlementOf(0) }).thenStartsWith([
      { type: 'ImprovementBought', seat: 0, track: 'science', level: 4, paid: 4 },
      { type: 'MetropolisTaken', seat: 0, track: 'science', vertex: settlementOf(0) },
    ]);
  });
});

describe('walls', () => {
  it('go under one\'s own city for 2 brick, three at most', () => {
    holding({ brick: 2 }).when({ type: 'BuildWall', seat: 0, vertex: cityOf(0) }).then([{ type: 'WallBuilt', seat: 0, vertex: cityOf(0) }]);
    holding({ brick: 1 }).when({ type: 'BuildWall', seat: 0, vertex: cityOf(0) }).thenRejects('rule/insufficient-resources');
    twoCities().and(gives(0, { brick: 8 }), walls(cityOf(0), vertex('1.1 N'), vertex('1.1 S')))
      .when({ type: 'BuildWall', seat: 0, vertex: settlementOf(0) }).thenRejects('cities-knights/no-walls-left');
  });

  it('fall with their city', () => {
    const g = holding({ brick: 2 }).after({ type: 'BuildWall', seat: 0, vertex: cityOf(0) }).and({ type: 'CityPillaged', seat: 0, vertex: cityOf(0) });
    expect(g.part.walls.filter((w) => w === 0)).toEqual([]);
  });
});

describe('exchanges with the bank', () => {
  it('trade commodities 4:1, and 2:1 with the trading house (trade level 3)', () => {
    holding({}, { cloth: 4 }).when({ type: 'ExchangeCards', seat: 0, give: 'cloth', receive: 'ore' })
      .then([{ type: 'CardsExchanged', seat: 0, give: 'cloth', count: 4, receive: 'ore' }]);
    holding({}, { cloth: 2 }).and(level(0, 'trade', 3)).when({ type: 'ExchangeCards', seat: 0, give: 'cloth', receive: 'coin' })
      .then([{ type: 'CardsExchanged', seat: 0, give: 'cloth', count: 2, receive: 'coin' }]);
    holding({ wool: 4 }).when({ type: 'ExchangeCards', seat: 0, give: 'wool', receive: 'paper' })
      .then([{ type: 'CardsExchanged', seat: 0, give: 'wool', count: 4, receive: 'paper' }]);
  });
});

describe('the aqueduct', () => {
  it('owes a seat with science level 3 a resource of choice on a roll that gave it nothing', () => {
    const g = knights().and(level(2, 'science', 3)).roll([4, 4]);
    expect(g.events.at(-1)).toEqual({ type: 'AqueductOwed', seats: [2] });
    g.when({ type: 'EndTurn', seat: 0 }).thenRejects('cities-knights/aqueduct-pending');
    g.when({ type: 'PickAqueduct', seat: 2, resource: 'wool' }).then([{ type: 'AqueductPicked', seat: 2, resource: 'wool' }]);
    expect(knights().and(level(2, 'science', 3)).roll([3, 4]).events.some((e) => e.type === 'AqueductOwed')).toBe(false);
  });
});

describe('the notation', () => {
  it('writes every core event and reads it back', () => {
    const g = twoCities({ paper: 4, cloth: 3 }).and(level(0, 'science', 3), losing(1), { type: 'AqueductOwed', seats: [2] });
    const events = [...g.events, { type: 'CommodityStolen', thief: 1, victim: 0, commodity: null } as Event];
    expect(parse(format(events))).toEqual(events);
  });
});


describe('with 5–6 players and with Seafarers', () => {
  it('lets a builder buy improvements and walls in the special building phase, not trade with the bank', () => {
    // Five players, seat 0's turn just ended; seat 3 builds (given a city's price and a paper).
    const history = specialBuildingPhase().events.flatMap((e): Event[] => (e.type === 'GameCreated'
      ? [{ ...e, modules: [...(e.modules ?? []), 'cities-knights'] }, { type: 'CitiesKnightsBegun' }] : [e]));
    const g = new KnightsGiven(history).and(gives(3, { ore: 3, grain: 2 }, 5), commoditiesFor(3, { paper: 1 }, 5));
    expect(g.playing.turn.seat).toBe(3);
    const city = g.playing.buildings.findIndex((b) => b?.seat === 3);
    const built = g.after({ type: 'BuildCity', seat: 3, vertex: topologyOf(g.playing.board.tiles.map((t) => t.hex)).vertices[city] });
    built.when({ type: 'BuyImprovement', seat: 3, track: 'science' }).then([{ type: 'ImprovementBought', seat: 3, track: 'science', level: 1, paid: 1 }]);
    built.when({ type: 'ExchangeCards', seat: 3, give: 'ore', receive: 'paper' }).thenRejects('special-building/build-only');
    expect(citiesKnights.commoditySupply(5)).toBe(18);
  });

  it('plays Seafarers\' scenarios to their target and two more', () => {
    const g = new KnightsGiven(played([], { type: 'CreateGame', players: 3, board: 'new-shores', seed: 3, modules: ['seafarers', 'cities-knights'], secret: 1 }));
    const s = g.state as Extract<typeof g.state, { phase: 'lobby' }>;
    expect(rulesOf(s).victoryPoints(s)).toBe(16);
  });

  it('is refused with the mini-expansions and the Harbormaster', () => {
    const create = (modules: string[]): Command => ({ type: 'CreateGame', players: 4, board: 'variable', seed: 3, modules: modules as never, secret: 1 });
    for (const other of ['friends', 'helpers', 'harbormaster']) {
      const d = decide(create(['cities-knights', other]), initialState());
      expect(d.ok ? 'accepted' : d.rejection.code, other).toBe('game/unsupported-options');
    }
  });
});

describe('with Seafarers\' gold', () => {
  it('has gold picked before the aqueduct\'s resource, never waiting on each other', () => {
    const seats = [0, 1, 2].map((seat): Command => ({ type: 'ClaimSeat', seat, name: `P${seat}` }));
    const order = [0, 1, 2, 2, 1, 0];
    const setUp = NEW_SHORES_3.flatMap((p, i): Command[] => [
      { type: 'PlaceSettlement', seat: order[i], vertex: p.settlement },
      p.ship !== undefined ? { type: 'PlaceShip', seat: order[i], edge: p.ship } : { type: 'PlaceRoad', seat: order[i], edge: p.road! },
    ]);
    const g = new KnightsGiven(played([], { type: 'CreateGame', players: 3, board: 'new-shores', seed: 1, modules: ['seafarers', 'cities-knights'], secret: 7 }, ...seats, ...setUp))
      .roll([1, 1]).and(level(2, 'science', 3), { type: 'GoldOwed', counts: [1, 0, 0] }, { type: 'AqueductOwed', seats: [2] });
    g.when({ type: 'PickAqueduct', seat: 2, resource: 'ore' }).thenRejects('seafarers/gold-pending');
    const picked = g.after({ type: 'PickGold', seat: 0, resources: { ore: 1 } });
    picked.when({ type: 'PickAqueduct', seat: 2, resource: 'ore' }).then([{ type: 'AqueductPicked', seat: 2, resource: 'ore' }]);
  });
});
