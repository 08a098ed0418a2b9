// Seafarers' ships and the pirate as the rulebook states them (RULES.md §7.1.2): given events,
// when a command, then events or a typed rejection. Heading for New Shores, 3 players: seat 0
// sits on the main island's east coast (corner NE of the forest 10 at 2,4) with its set-up ship
// on the coast (side E of 2,4), and on the north coast (corner N of the fields 4 at 1,3).
import { describe, expect, it } from 'vitest';
import { seafarers, totalPoints, visiblePoints, type InPhase } from '../../domain/catan/index.ts';
import { gives } from './given.ts';
import { ISLAND, newShores, ON, OUT, seaRich as rich, seaSeven as seven, side } from './seafarers-given.ts';

const { seafarersPart, tradeRoute } = seafarers;
const SHIP = { lumber: 1, wool: 1 };

describe('Seafarers: ships', () => {
  it('a ship costs 1 lumber and 1 wool and goes on a sea path touching your own settlement', () => {
    const s = rich().when({ type: 'BuildShip', seat: 0, edge: OUT }).then([{ type: 'ShipBuilt', seat: 0, edge: OUT }]) as InPhase<'playing'>;
    expect(seafarersPart(s).shipsLeft[0]).toBe(13);
    expect(s.hands[0]).toMatchObject({ lumber: 3, wool: 3 });
  });

  it('a ship never goes between two land hexes, and a road never between two sea hexes', () => {
    rich().when({ type: 'BuildShip', seat: 0, edge: side('1,4', 'E') }).thenRejects('seafarers/not-a-ship-edge');
    rich().when({ type: 'BuildRoad', seat: 0, edge: OUT }).thenRejects('rule/no-road-here');
  });

  it('a ship must touch your ship or building, not a road alone', () => {
    // The north settlement's road ends at corner S of the sea hex 1,2; the sea path beyond it touches only that road.
    rich().when({ type: 'BuildShip', seat: 0, edge: side('1,2', 'SW') }).thenRejects('seafarers/ship-not-connected');
  });

  it('a coastal path holds a road or a ship, never both', () => {
    rich().when({ type: 'BuildRoad', seat: 0, edge: side('2,4', 'E') }).thenRejects('rule/occupied');
    rich().when({ type: 'BuildShip', seat: 0, edge: side('2,4', 'E') }).thenRejects('rule/occupied');
  });

  it('a settlement reached by ship on a foreign island takes its bonus: 2 points, once', () => {
    const g = rich().after({ type: 'BuildShip', seat: 0, edge: OUT }, { type: 'BuildShip', seat: 0, edge: ON });
    const before = visiblePoints(g.playing, 0);
    const s = g.when({ type: 'BuildSettlement', seat: 0, vertex: ISLAND })
      .thenStartsWith([{ type: 'SettlementBuilt', seat: 0, vertex: ISLAND }, { type: 'IslandBonusTaken', seat: 0, island: 2, points: 2 }]) as InPhase<'playing'>;
    expect(visiblePoints(s, 0)).toBe(before + 3);
    expect(totalPoints(s, 0)).toBe(visiblePoints(s, 0));
  });

  it('the Longest Trade Route joins roads and ships only at your own building', () => {
    const g = rich().after({ type: 'BuildRoad', seat: 0, edge: side('2,4', 'NE') }, { type: 'BuildShip', seat: 0, edge: OUT });
    // Road NE of 2,4 and ships E of 2,4 and SE of 3,3 meet at the east settlement: one line of 2
    // (the two ships run apart from the settlement: a line of 2 either way).
    expect(tradeRoute(g.playing, 0)).toBe(2);
    const more = g.after({ type: 'BuildShip', seat: 0, edge: ON });
    expect(tradeRoute(more.playing, 0)).toBe(3);
  });
});

describe('Seafarers: moving a ship', () => {
  it('moves the last ship of an open route, once a turn, after the roll', () => {
    const g = rich();
    const from = side('2,4', 'E');
    g.when({ type: 'MoveShip', seat: 0, from, to: OUT }).then([{ type: 'ShipMoved', seat: 0, from, to: OUT }]);
    const moved = g.after({ type: 'MoveShip', seat: 0, from, to: OUT });
    moved.when({ type: 'MoveShip', seat: 0, from: OUT, to: from }).thenRejects('seafarers/one-move-per-turn');
  });

  it('not a ship built this turn, nor one with no open end', () => {
    const g = rich().after({ type: 'BuildShip', seat: 0, edge: OUT });
    g.when({ type: 'MoveShip', seat: 0, from: OUT, to: side('2,4', 'NE') }).thenRejects('seafarers/ship-not-movable');
    // Next turn: the line settlement → OUT → ON; OUT is between the settlement and ON, not an end.
    const later = g.after({ type: 'BuildShip', seat: 0, edge: ON }).turnOf(0).rolled([1, 1]);
    later.when({ type: 'MoveShip', seat: 0, from: OUT, to: side('2,4', 'NE') }).thenRejects('seafarers/ship-not-movable');
    later.when({ type: 'MoveShip', seat: 0, from: ON, to: side('2,4', 'NE') }).then([{ type: 'ShipMoved', seat: 0, from: ON, to: side('2,4', 'NE') }]);
  });

  it('a ship moves only your own ship, before nothing else is pending', () => {
    newShores().when({ type: 'MoveShip', seat: 0, from: side('2,4', 'E'), to: OUT }).thenRejects('rule/must-roll-first');
    rich().when({ type: 'MoveShip', seat: 0, from: OUT, to: ON }).thenRejects('seafarers/not-your-ship');
  });
});

describe('Seafarers: the pirate', () => {

  it('after a 7 the mover takes the pirate to a sea hex instead of the robber, and may rob a ship beside it', () => {
    const g = seven();
    g.when({ type: 'MovePirate', seat: 1, hex: '3,4', victim: 0, draw: 0 })
      .then([{ type: 'PirateMoved', seat: 1, hex: '3,4' }, { type: 'ResourceStolen', thief: 1, victim: 0, resource: 'brick' }]);
    g.when({ type: 'MovePirate', seat: 1, hex: '3,4', victim: 2, draw: 0 }).thenRejects('seafarers/invalid-victim');
    g.when({ type: 'MovePirate', seat: 1, hex: '1,4', victim: null }).thenRejects('seafarers/pirate-not-here');
    g.when({ type: 'MoveRobber', seat: 1, hex: '3,4', victim: null }).thenRejects('rule/robber-not-here');
  });

  it('no ship may be built on, or moved from or to, a side of the pirate\'s hex', () => {
    const g = seven().after({ type: 'MovePirate', seat: 1, hex: '3,4', victim: null }, { type: 'EndTurn', seat: 1 })
      .turnOf(0).and(gives(0, SHIP, 3)).rolled([1, 1]);
    g.when({ type: 'BuildShip', seat: 0, edge: ON }).thenRejects('seafarers/pirate-edge');
    g.when({ type: 'MoveShip', seat: 0, from: side('2,4', 'E'), to: side('2,4', 'NE') }).thenRejects('seafarers/pirate-edge');
  });

  it('the pirate needs a 7 or a knight', () => {
    rich().when({ type: 'MovePirate', seat: 0, hex: '3,4', victim: null }).thenRejects('rule/wrong-phase');
  });
});

describe('Seafarers: Road Building', () => {
  it('two roads, two ships, or one of each', () => {
    const g = rich().and({ type: 'DevelopmentCardBought', seat: 0, card: 'roadBuilding' }).turnOf(0);
    const played = g.after({ type: 'PlayRoadBuilding', seat: 0 });
    const s = played.when({ type: 'PlaceShip', seat: 0, edge: OUT }).then([{ type: 'ShipPlaced', seat: 0, edge: OUT }]) as InPhase<'playing'>;
    expect(s.turn.pending).toEqual({ kind: 'roadBuilding', remaining: 1 });
    const both = played.after({ type: 'PlaceShip', seat: 0, edge: OUT });
    both.when({ type: 'PlaceRoad', seat: 0, edge: side('2,4', 'NE') }).thenStartsWith([{ type: 'RoadPlaced', seat: 0, edge: side('2,4', 'NE') }]);
    rich().when({ type: 'PlaceShip', seat: 0, edge: OUT }).thenRejects('seafarers/no-free-ship');
  });
});
