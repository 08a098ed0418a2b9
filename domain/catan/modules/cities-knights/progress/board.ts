// The progress cards that work on the board (RULES.md §7.2.7): the Bishop (the robber moved, once
// it is on the board — never the pirate — and a random card taken from each player with a
// building on its new hex, as the robber steals) and the Diplomat (an open road, with Seafarers
// an open ship too, removed: back to its owner's supply; the player's own may be placed again at
// once, free, as Road Building's: a road as a road, a ship as a ship, RULES.md §7.2.10).
import { placeRoad } from '../../../base/decide/build.ts';
import { accept, refuse, type Decision, type Playing } from '../../../base/decide/common.ts';
import { robbable } from '../../../base/decide/turn.ts';
import type { Event } from '../../../base/events.ts';
import { fold } from '../../../base/evolve.ts';
import { decideModule, rulesOf } from '../../../base/registry.ts';
import { reject, type Rejection } from '../../../base/rejections.ts';
import { indexOf, type State } from '../../../base/state.ts';
import type { Seat } from '../../../base/types.ts';
import { ownWay, shipOwner } from '../knights/sea.ts';
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

/** The piece on edge e, a road or (with Seafarers) a ship, and its owner; or null. */
export function wayAt(s: Playing, e: number): { readonly owner: Seat; readonly piece: 'road' | 'ship' } | null {
  if (s.roads[e] >= 0) return { owner: s.roads[e], piece: 'road' };
  const owner = shipOwner(s, e);
  return owner >= 0 ? { owner, piece: 'ship' } : null;
}

/**
 * Is the road or ship on edge e open: one of its ends touching none of its owner's other roads or
 * ships, buildings or knights? (A piece of a line joining two of them has no such end.)
 */
export function openWay(s: Playing, e: number): boolean {
  const owner = wayAt(s, e)?.owner;
  if (owner === undefined) return false;
  const t = indexOf(s).topology;
  const { at } = ckPart(s).knights;
  return t.edgeVertices[e].some((v) => s.buildings[v]?.seat !== owner && at[v]?.seat !== owner && !t.vertexEdges[v].some((f) => f !== e && ownWay(s, owner, f)));
}

/** The open roads and ships on the board, by edge index. */
export function openWays(s: Playing): number[] {
  const out: number[] = [];
  s.roads.forEach((_, e) => {
    if (openWay(s, e)) out.push(e);
  });
  return out;
}

/** The free piece placed again: a road by the base game's rules, a ship by Seafarers' PlaceShip (a free ship's rules). */
function placeAgain(piece: 'road' | 'ship', seat: Seat, to: string, s: State): Decision {
  if (piece === 'road') return placeRoad({ type: 'PlaceRoad', seat, edge: to }, s);
  return decideModule({ type: 'PlaceShip', seat, edge: to }, s);
}

export function playDiplomat(c: Of<'diplomat'>, s: Playing, played: Event): Decision {
  const e = typeof c.edge === 'string' ? indexOf(s).topology.edgeIndex.get(c.edge) : undefined;
  if (e === undefined) return refuse(reject('rule/unknown-edge'));
  const way = wayAt(s, e);
  if (way === null || !openWay(s, e)) return refuse(reject('cities-knights/not-open-road'));
  const removed: Event = { type: 'RoadRemoved', seat: c.seat, owner: way.owner, edge: c.edge, piece: way.piece };
  if (c.to === undefined) return accept(played, removed);
  if (way.owner !== c.seat) return refuse(reject('cities-knights/not-own-road'));
  // The free piece as Road Building places it: every placement rule applies.
  const granted: Event = { type: 'RoadsGranted', seat: c.seat, roads: 1 };
  const placed = placeAgain(way.piece, c.seat, c.to, fold([played, removed, granted], s));
  return placed.ok ? accept(played, removed, granted, ...placed.events) : placed;
}
