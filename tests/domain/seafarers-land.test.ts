// Seafarers' map rules as the rulebook states them (RULES.md §7.1.2, §7.4): the game on a
// scenario, set-up on the home islands, gold fields, the fog, and the scenario's victory target.
import { describe, expect, it } from 'vitest';
import { decide, initialState, redact, rulesOf, seafarers, type Event, type InPhase } from '../../domain/catan/index.ts';
import { Given } from './given.ts';
import { corner, newShores, seafarersGame, seafarersSetUp, seaOnGold as onGold, side } from './seafarers-given.ts';

const { seafarersPart } = seafarers;
const create = (extra: object) => decide({ type: 'CreateGame', players: 3, board: 'new-shores', modules: ['seafarers'], seed: 1, secret: 1, ...extra } as never, initialState());

describe('Seafarers: the game on a scenario', () => {
  it('is created on a scenario\'s map, with the fog\'s stacks drawn as a hidden event', () => {
    const d = create({});
    expect(d).toMatchObject({ ok: true, events: [{ type: 'GameCreated', boardKind: 'new-shores', modules: ['seafarers'] }, { type: 'FogStacked', hexes: [], tokens: [] }] });
  });

  it('refuses a scenario without Seafarers, Seafarers on the base boards, 5–6 players, and Friends or Helpers beside it', () => {
    for (const extra of [{ modules: [] }, { board: 'variable' }, { players: 5 }, { modules: ['seafarers', 'friends'] }]) {
      expect(create(extra)).toMatchObject({ ok: false, rejection: { code: 'game/unsupported-options' } });
    }
  });

  it('plays to the scenario\'s victory target', () => {
    expect(rulesOf(newShores().playing).victoryPoints(newShores().playing)).toBe(14);
  });
});

describe('Seafarers: set-up', () => {
  const setup = () => new Given(seafarersGame('new-shores'));

  it('a settlement stands only where land is, and in set-up only on a home island', () => {
    setup().when({ type: 'PlaceSettlement', seat: 0, vertex: corner('3,3', 'N') }).thenRejects('rule/no-building-here');
    // Corner S of the gold 5 (3,1): the north-west small island, no home island.
    setup().when({ type: 'PlaceSettlement', seat: 0, vertex: corner('3,1', 'S') }).thenRejects('rule/no-building-here');
  });

  it('a coastal set-up settlement may take a ship instead of its road, but a road never goes to sea', () => {
    const placed = setup().after({ type: 'PlaceSettlement', seat: 0, vertex: corner('2,4', 'NE') });
    placed.when({ type: 'PlaceShip', seat: 0, edge: side('2,4', 'E') }).then([{ type: 'ShipPlaced', seat: 0, edge: side('2,4', 'E') }]);
    placed.when({ type: 'PlaceRoad', seat: 0, edge: side('3,3', 'SE') }).thenRejects('rule/no-road-here');
    placed.when({ type: 'PlaceShip', seat: 0, edge: side('1,4', 'E') }).thenRejects('rule/road-must-touch-settlement');
  });

  it('set-up settlements mark home islands', () => {
    expect(seafarersPart(newShores().playing).home).toEqual([[0], [0], [0]]);
  });
});

describe('Seafarers: gold fields', () => {
  it('a roll of its number owes each settlement beside it 1 resource of its owner\'s choice', () => {
    onGold().when({ type: 'RollDice', seat: 0, dice: [1, 3] }).thenStartsWith([
      { type: 'DiceRolled', seat: 0, dice: [1, 3] }, { type: 'ResourcesProduced', gains: [{ grain: 1 }, {}, {}] }, { type: 'GoldOwed', counts: [1, 0, 0] },
    ]);
  });

  it('the table waits for the pick, which is exactly what is owed', () => {
    const g = onGold().rolled([1, 3]);
    g.when({ type: 'EndTurn', seat: 0 }).thenRejects('seafarers/gold-pending');
    g.when({ type: 'PickGold', seat: 0, resources: { ore: 2 } }).thenRejects('seafarers/wrong-gold-count');
    g.when({ type: 'PickGold', seat: 1, resources: { ore: 1 } }).thenRejects('seafarers/no-gold-owed');
    const s = g.when({ type: 'PickGold', seat: 0, resources: { ore: 1 } }).then([{ type: 'GoldPicked', seat: 0, resources: { ore: 1 } }]) as InPhase<'playing'>;
    expect(seafarersPart(s).gold).toEqual([0, 0, 0]);
  });

  it('under the robber, the gold field pays nothing', () => {
    const g = onGold().after({ type: 'RollDice', seat: 0, dice: [3, 4] }, { type: 'MoveRobber', seat: 0, hex: '4,4', victim: null }, { type: 'EndTurn', seat: 0 }).turnOf(0);
    expect(g.when({ type: 'RollDice', seat: 0, dice: [1, 3] }).events.some((e) => e.type === 'GoldOwed')).toBe(false);
  });
});

describe('Seafarers: the fog', () => {
  // The Fog Islands, 3 players: seat 0's set-up ship from corner NE of the pasture 8 (0,5) reaches
  // a corner of the fog space 2,4. With secret 1 the stack's top is a pasture numbered 6.
  const placements = [
    { settlement: corner('0,5', 'NE'), ship: side('1,4', 'SE') },
    { settlement: corner('4,3', 'N'), road: side('4,3', 'NW') },
    { settlement: corner('5,4', 'S'), road: side('5,4', 'SW') },
    { settlement: corner('5,2', 'N'), road: side('5,2', 'NW') },
    { settlement: corner('-1,6', 'N'), road: side('-1,6', 'NW') },
    { settlement: corner('0,7', 'S'), road: side('0,7', 'SW') },
  ];

  it('a piece reaching a fog space turns up the top hex and token, and pays its discoverer, in set-up too', () => {
    const events = seafarersSetUp('fog-islands', placements, 3, 1).events;
    const i = events.findIndex((e) => e.type === 'ShipPlaced');
    expect(events[i + 1]).toEqual({ type: 'FogRevealed', seat: 0, hex: '2,4', terrain: 'pasture', token: 6, resource: 'wool' });
  });

  it('no viewer but the server knows a fog hex before it is revealed', () => {
    const events = seafarersSetUp('fog-islands', placements, 3, 1).events;
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const seen: Event[] = events.map((e) => redact(e, viewer));
      const stacked = seen.find((e) => e.type === 'FogStacked');
      expect(stacked).toEqual({ type: 'FogStacked', hexes: null, tokens: null });
    }
  });

  it('a revealed gold field owes its discoverer 1 of their choice', () => {
    const events = seafarersSetUp('fog-islands', placements, 3, 9).events;
    const i = events.findIndex((e) => e.type === 'ShipPlaced');
    expect(events.slice(i + 1, i + 3)).toEqual([
      { type: 'FogRevealed', seat: 0, hex: '2,4', terrain: 'gold', token: 8, resource: null }, { type: 'GoldOwed', counts: [1, 0, 0] },
    ]);
  });
});

