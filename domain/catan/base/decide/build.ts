// Building roads, settlements and cities, and the free roads of Road Building.
import type { CommandOf } from '../commands.ts';
import { COSTS, covers } from '../cards.ts';
import { reject } from '../rejections.ts';
import { indexOf, type State } from '../state.ts';
import { anyRoadSpot, roadProblem, settlementProblem } from '../rules/placement.ts';
import { accept, activeProblem, mainPhaseProblem, refuse, type Decision, type Playing } from './common.ts';
import { placeSetupRoad } from './setup.ts';
import { rulesOf } from '../registry.ts';

export function buildRoad(c: CommandOf<'BuildRoad'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const e = indexOf(p).topology.edgeIndex.get(c.edge);
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  const where = roadProblem(p, c.seat, e);
  if (where) return refuse(reject(where));
  if (p.pieces[c.seat].roads === 0) return refuse(reject('rule/no-pieces-left'));
  if (!covers(p.hands[c.seat], COSTS.road)) return refuse(reject('rule/insufficient-resources', 'A road costs 1 brick and 1 lumber.'));
  const built = { type: 'RoadBuilt', seat: c.seat, edge: c.edge } as const;
  return p.modules.length === 0 ? accept(built) : accept(built, ...rulesOf(p).afterRoad(p, c.seat, c.edge));
}

export function buildSettlement(c: CommandOf<'BuildSettlement'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const v = indexOf(p).topology.vertexIndex.get(c.vertex);
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  const where = settlementProblem(p, c.seat, v);
  if (where) return refuse(reject(where));
  if (p.pieces[c.seat].settlements === 0) return refuse(reject('rule/no-pieces-left'));
  if (!covers(p.hands[c.seat], COSTS.settlement)) {
    return refuse(reject('rule/insufficient-resources', 'A settlement costs 1 brick, 1 lumber, 1 wool and 1 grain.'));
  }
  const built = { type: 'SettlementBuilt', seat: c.seat, vertex: c.vertex } as const;
  return p.modules.length === 0 ? accept(built) : accept(built, ...rulesOf(p).afterBuilding(p, c.seat, c.vertex, 'settlement'));
}

export function buildCity(c: CommandOf<'BuildCity'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const v = indexOf(p).topology.vertexIndex.get(c.vertex);
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  const b = p.buildings[v];
  if (!b || b.seat !== c.seat || b.kind !== 'settlement') return refuse(reject('rule/not-your-settlement'));
  if (p.pieces[c.seat].cities === 0) return refuse(reject('rule/no-pieces-left'));
  if (!covers(p.hands[c.seat], COSTS.city)) return refuse(reject('rule/insufficient-resources', 'A city costs 3 ore and 2 grain.'));
  const built = { type: 'CityBuilt', seat: c.seat, vertex: c.vertex } as const;
  return p.modules.length === 0 ? accept(built) : accept(built, ...rulesOf(p).afterBuilding(p, c.seat, c.vertex, 'city'));
}

/** PlaceRoad: the set-up road, or a free road of the Road Building card. */
export function placeRoad(c: CommandOf<'PlaceRoad'>, s: State): Decision {
  if (s.phase === 'setup') return placeSetupRoad(c, s);
  const bad = activeProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (p.turn.pending.kind !== 'roadBuilding') return refuse(reject('rule/wrong-phase', 'Free roads come with the Road Building card.'));
  const e = indexOf(p).topology.edgeIndex.get(c.edge);
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  const where = roadProblem(p, c.seat, e);
  if (where) return refuse(reject(where));
  if (p.pieces[c.seat].roads === 0) return refuse(reject('rule/no-pieces-left'));
  const placed = { type: 'RoadPlaced', seat: c.seat, edge: c.edge } as const;
  // What the game's rule modules add after a road in play (the base game: nothing).
  const after = p.modules.length === 0 ? [] : rulesOf(p).afterRoad(p, c.seat, c.edge);
  if (p.turn.pending.remaining > 1) {
    // The rare case where the first road leaves no legal spot for the second.
    const roads = p.roads.slice();
    roads[e] = c.seat;
    const next = { ...p, roads, pieces: p.pieces };
    const more = (p.pieces[c.seat].roads > 1 && anyRoadSpot(next, c.seat)) || (p.modules.length > 0 && rulesOf(p).otherSpot(next, c.seat));
    if (!more) return accept(placed, { type: 'RoadBuildingEnded', seat: c.seat }, ...after);
  }
  return accept(placed, ...after);
}
