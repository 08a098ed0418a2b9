// The progress cards that build (RULES.md §7.2.7): the Engineer's free wall, Medicine's city for
// 2 ore and 1 grain, Road Building's two free roads, the Crane's improvement for one commodity
// less (played with the improvement it lowers, judged by the core's BuyImprovement). A card's share of a price is paid by the
// bank to the player (ProgressPaid) just before the base game's or the core's own build, which
// judges the build and takes the full price, so every build rule and hook applies as it is.
import { buildCity } from '../../../base/decide/build.ts';
import { accept, type Decision, type Playing } from '../../../base/decide/common.ts';
import { anyRoadSpot } from '../../../base/rules/placement.ts';
import type { Event } from '../../../base/events.ts';
import { fold } from '../../../base/evolve.ts';
import { rulesOf } from '../../../base/registry.ts';
import { indexOf, type State } from '../../../base/state.ts';
import type { Bundle, Seat, VertexKey } from '../../../base/types.ts';
import { buildWall, buyImprovement, citiesOf, WALL_COST } from '../improvements.ts';
import { ckPart, WALLS_PER_SEAT, wallsOf } from '../part.ts';
import type { PlayProgressCard } from './commands.ts';

type Of<C extends PlayProgressCard['card']> = Extract<PlayProgressCard, { card: C }>;

/** Medicine's share of a city's price: the city costs 2 ore and 1 grain. */
export const MEDICINE_SHARE: Bundle = { ore: 1, grain: 1 };

/** The card played, its share paid, then the build as decided on the state they leave. */
function withShare(played: Event, seat: Seat, share: Bundle, s: Playing, build: (after: State) => Decision): Decision {
  const paid: Event = { type: 'ProgressPaid', seat, resources: share };
  const decision = build(fold([played, paid], s));
  return decision.ok ? accept(played, paid, ...decision.events) : decision;
}

export function playEngineer(c: Of<'engineer'>, s: Playing, played: Event): Decision {
  return withShare(played, c.seat, WALL_COST, s, (after) => buildWall({ type: 'BuildWall', seat: c.seat, vertex: c.vertex }, after));
}

export function playMedicine(c: Of<'medicine'>, s: Playing, played: Event): Decision {
  return withShare(played, c.seat, MEDICINE_SHARE, s, (after) => buildCity({ type: 'BuildCity', seat: c.seat, vertex: c.vertex }, after));
}

/** The free pieces Road Building gives now: 2, fewer with fewer left, none with nowhere to build. */
export function freeRoads(s: Playing, seat: Seat): number {
  const rules = rulesOf(s);
  const spot = (s.pieces[seat].roads > 0 && anyRoadSpot(s, seat)) || rules.otherSpot(s, seat);
  return spot ? Math.min(2, rules.freePieces(s, seat)) : 0;
}

export function playRoadBuilding(c: Of<'roadBuilding'>, s: Playing, played: Event): Decision {
  const roads = freeRoads(s, c.seat);
  return accept(played, ...(roads > 0 ? [{ type: 'RoadsGranted', seat: c.seat, roads } as const] : []));
}

/** The cities that may take the Engineer's wall. */
export function engineerSpots(s: Playing, seat: Seat): VertexKey[] {
  const part = ckPart(s);
  if (wallsOf(part, seat) >= WALLS_PER_SEAT) return [];
  const { vertices } = indexOf(s).topology;
  return citiesOf(s, seat).filter((v) => part.walls[v] === -1).map((v) => vertices[v]);
}

/** The settlements Medicine may make cities, when the seat holds its price. */
export function medicineSpots(s: Playing, seat: Seat): VertexKey[] {
  const hand = s.hands[seat];
  if (hand.ore < 2 || hand.grain < 1 || s.pieces[seat].cities === 0) return [];
  const { vertices } = indexOf(s).topology;
  return vertices.filter((_, v) => s.buildings[v]?.seat === seat && s.buildings[v]?.kind === 'settlement');
}

/** The Crane: the improvement bought with it costs one commodity less (a level 1 nothing). */
export function playCrane(c: Of<'crane'>, s: Playing, played: Event): Decision {
  const bought = buyImprovement({ type: 'BuyImprovement', seat: c.seat, track: c.track, ...(c.vertex !== undefined ? { vertex: c.vertex } : {}) }, fold([played], s), 1);
  return bought.ok ? accept(played, ...bought.events) : bought;
}
