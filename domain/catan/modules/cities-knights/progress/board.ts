// The progress cards that work on the board (RULES.md §7.2.7): the Bishop (the robber moved, once
// it is on the board — never the pirate — and a random card taken from each player with a
// building on its new hex, as the robber steals) and the Diplomat (an open road removed: back to
// its owner's supply; the player's own may be placed again at once, free, as Road Building's).
import { placeRoad } from '../../../base/decide/build.ts';
import { accept, refuse, type Decision, type Playing } from '../../../base/decide/common.ts';
import { robbable } from '../../../base/decide/turn.ts';
import type { Event } from '../../../base/events.ts';
import { fold } from '../../../base/evolve.ts';
import { rulesOf } from '../../../base/registry.ts';
import { reject, type Rejection } from '../../../base/rejections.ts';
import { indexOf } from '../../../base/state.ts';
import type { Seat } from '../../../base/types.ts';
import { ownWay } from '../knights/sea.ts';
import { ckPart } from '../part.ts';
import type { PlayProgressCard } from './commands.ts';

type Of<C extends PlayProgressCard['card']> = Extract<PlayProgressCard, { card: C }>;

/** May the Bishop put the robber on hex h: awake, a new hex it may stand on? */
export function bishopMay(s: Playing, h: number | undefined): boolean {
  return h !== undefined && ckPart(s).attacks > 0 && indexOf(s).topology.hexes[h] !== s.robber && rulesOf(s).robberMay(s, h);
}

const isDraw = (d: unknown): boolean => typeof d === 'number' && d >= 0 && d < 1;

export function bishop(c: Of<'bishop'>, s: Playing): Event[] | Rejection {
  if (ckPart(s).attacks === 0) return reject('cities-knights/robber-asleep');
  const h = typeof c.hex === 'string' ? indexOf(s).topology.hexIndex.get(c.hex) : undefined;
  if (h === undefined) return reject('rule/unknown-hex');
  if (c.hex === s.robber) return reject('rule/robber-same-hex');
  if (!bishopMay(s, h)) return reject('rule/robber-not-here');
  const victims = robbable(s, h, c.seat);
  const draws: unknown = c.draws;
  if (victims.length > 0 && (!Array.isArray(draws) || victims.some((v) => !isDraw(draws[v])))) return reject('command/missing-input');
  const rules = rulesOf(s);
  return [{ type: 'RobberMoved', seat: c.seat, hex: c.hex }, ...victims.map((v) => rules.steal(s, c.seat, v, (draws as number[])[v]))];
}

/** Is the road on edge e open: one of its ends touching none of its owner's other roads (ships), buildings or knights? */
export function openRoad(s: Playing, e: number): boolean {
  const owner = s.roads[e];
  if (owner < 0) return false;
  const t = indexOf(s).topology;
  const { at } = ckPart(s).knights;
  return t.edgeVertices[e].some((v) => s.buildings[v]?.seat !== owner && at[v]?.seat !== owner && !t.vertexEdges[v].some((f) => f !== e && ownWay(s, owner, f)));
}

/** The open roads on the board, by edge index. */
export function openRoads(s: Playing): number[] {
  const out: number[] = [];
  s.roads.forEach((_, e) => {
    if (openRoad(s, e)) out.push(e);
  });
  return out;
}

export function playDiplomat(c: Of<'diplomat'>, s: Playing, played: Event): Decision {
  const e = typeof c.edge === 'string' ? indexOf(s).topology.edgeIndex.get(c.edge) : undefined;
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  if (!openRoad(s, e)) return refuse(reject('cities-knights/not-open-road'));
  const owner: Seat = s.roads[e];
  const removed: Event = { type: 'RoadRemoved', seat: c.seat, owner, edge: c.edge };
  if (c.to === undefined) return accept(played, removed);
  if (owner !== c.seat) return refuse(reject('cities-knights/not-own-road'));
  // The free road as Road Building places it: every placement rule applies.
  const granted: Event = { type: 'RoadsGranted', seat: c.seat, roads: 1 };
  const placed = placeRoad({ type: 'PlaceRoad', seat: c.seat, edge: c.to }, fold([played, removed, granted], s));
  return placed.ok ? accept(played, removed, granted, ...placed.events) : placed;
}
