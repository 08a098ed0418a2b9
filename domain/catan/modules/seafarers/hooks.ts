// Seafarers' hooks over the rules without it: where settlements, roads and the robber may go on
// a map with sea; ships joining a route; gold owed on a roll and in set-up; the fog lifting under
// a road; island bonuses; the scenario's victory target; the table waiting for gold picks.
import type { Extend } from '../../base/hooks.ts';
import type { Event } from '../../base/events.ts';
import { indexOf } from '../../base/state.ts';
import { reject } from '../../base/rejections.ts';
import { revealsAt } from './fog.ts';
import { goldOfRoll, goldOfSetup } from './gold.ts';
import { placesOf } from './places.ts';
import { hasSeafarers, scenarioIn, seafarersPart } from './part.ts';
import { tradeRoute } from './route.ts';
import { shipAt, shipSpots } from './ships.ts';
import type { Table } from '../../base/state.ts';
import type { Seat, VertexKey } from '../../base/types.ts';

const TABLE_KINDS: ReadonlySet<string> = new Set(['CreateGame', 'ClaimSeat', 'MarkReady', 'TakeOverSeat', 'ReturnToSeat', 'PickGold']);
const ROUTE_EVENTS: ReadonlySet<string> = new Set(['ShipBuilt', 'ShipPlaced', 'ShipMoved']);

/** The points of the seat's island bonuses. */
export const islandPoints = (s: Table, seat: Seat): number => {
  // A game folded up to GameCreated alone (a replay's position) has no part yet: FogStacked makes it.
  if (!hasSeafarers(s)) return 0;
  const { islands } = scenarioIn(s);
  return seafarersPart(s).bonus[seat].reduce((n, i) => n + islands[i].bonus, 0);
};

/** A settlement on `vertex`: the island bonus it takes, if it is the seat's first on a foreign island with one. */
function bonusAt(s: Table, seat: Seat, vertex: VertexKey): Event[] {
  const island = placesOf(s).islandOf[indexOf(s).topology.vertexIndex.get(vertex)!];
  if (island < 0) return [];
  const part = seafarersPart(s);
  const points = scenarioIn(s).islands[island].bonus;
  if (points === 0 || part.home[seat].includes(island) || part.bonus[seat].includes(island)) return [];
  return [{ type: 'IslandBonusTaken', seat, island, points }];
}

/** A set-up settlement on `vertex`: its island is one of the seat's home islands. */
function homeAt(s: Table, seat: Seat, vertex: VertexKey): Event[] {
  const island = placesOf(s).islandOf[indexOf(s).topology.vertexIndex.get(vertex)!];
  return island < 0 || seafarersPart(s).home[seat].includes(island) ? [] : [{ type: 'HomeIslandSettled', seat, island }];
}

export const seafarers: Extend = (inner) => ({
  ...inner,
  victoryPoints: (s) => scenarioIn(s).victoryPoints,
  extraPoints: (s, seat) => inner.extraPoints(s, seat) + islandPoints(s, seat),
  settleable: (s, v) => {
    const places = placesOf(s);
    return places.landVertex[v] === 1 && ((s as { phase?: string }).phase !== 'setup' || places.setupVertex[v] === 1) && inner.settleable(s, v);
  },
  reaches: (s, seat, v) => shipAt(s, seat, v) || inner.reaches(s, seat, v),
  roadMay: (s, e) => placesOf(s).roadEdge[e] === 1 && inner.roadMay(s, e),
  edgeHeld: (s, e) => seafarersPart(s).ships[e] !== -1 || inner.edgeHeld(s, e),
  robberMay: (s, h) => placesOf(s).land[h] === 1 && inner.robberMay(s, h),
  routeLength: tradeRoute,
  routeEvent: (e) => ROUTE_EVENTS.has(e.type) || inner.routeEvent(e),
  freePieces: (s, seat) => inner.freePieces(s, seat) + seafarersPart(s).shipsLeft[seat],
  otherSpot: (s, seat) => (seafarersPart(s).shipsLeft[seat] > 0 && shipSpots(s, seat).length > 0) || inner.otherSpot(s, seat),
  // A settlement in play (a set-up settlement marks a home island instead: afterSetupSettlement).
  afterBuilding: (s, seat, vertex, kind) => [
    ...inner.afterBuilding(s, seat, vertex, kind), ...(kind === 'settlement' && s.phase === 'playing' ? bonusAt(s, seat, vertex) : []),
  ],
  afterSetupSettlement: (s, seat, second, vertex) => [
    ...inner.afterSetupSettlement(s, seat, second, vertex), ...homeAt(s, seat, vertex), ...(second ? goldOfSetup(s, seat, vertex) : []),
  ],
  afterRoll: (s, dice, gains, extra) => [...inner.afterRoll(s, dice, gains, extra), ...(dice[0] + dice[1] === 7 ? [] : goldOfRoll(s, dice[0] + dice[1]))],
  afterRoad: (s, seat, edge) => [...inner.afterRoad(s, seat, edge), ...revealsAt(s, seat, edge)],
  afterSetupRoad: (s, seat, edge) => [...inner.afterSetupRoad(s, seat, edge), ...revealsAt(s, seat, edge)],
  allows(s, seat, kind) {
    // Gold owed is picked before the game goes on (the bank may run short for those after).
    if (!TABLE_KINDS.has(kind) && seafarersPart(s).gold.some((n) => n > 0)) return reject('seafarers/gold-pending');
    return inner.allows(s, seat, kind);
  },
});

