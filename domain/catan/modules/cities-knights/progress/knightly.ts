// The progress cards that work on knights (RULES.md §7.2.7): the Smith (up to two knights promoted
// free, each once a turn, mighty only with the fortress: the knights' own PromoteKnight judges each
// after the card's share of its price is paid), the Deserter (the victim removes a knight of his
// choice; the player may place one of his own as strong or weaker, with its status, where he could
// recruit one — a mighty one without the fortress), Intrigue (an opponent's knight at one of the
// player's roads displaced as a knight would, without one).
import { accept, refuse, seatProblem, type Decision, type Playing } from '../../../base/decide/common.ts';
import type { Event } from '../../../base/events.ts';
import { fold } from '../../../base/evolve.ts';
import { reject, type Rejection } from '../../../base/rejections.ts';
import { indexOf, type State } from '../../../base/state.ts';
import type { Seat, VertexKey } from '../../../base/types.ts';
import { PROMOTE_COST } from '../knights/costs.ts';
import { promoteKnight } from '../knights/decide.ts';
import { vertexOf } from '../knights/guards.ts';
import { KNIGHTS_PER_STRENGTH, knightsOf, knightVertices, type Strength } from '../knights/part.ts';
import { recruitSpots, retreatSpotsFrom } from '../knights/routes.ts';
import { ownWay } from '../knights/sea.ts';
import { ckPart } from '../part.ts';
import type { PlayProgressCard, ProgressCommand } from './commands.ts';

type Of<C extends PlayProgressCard['card']> = Extract<PlayProgressCard, { card: C }>;
type Answer<T extends ProgressCommand['type']> = Extract<ProgressCommand, { type: T }>;

/** The most knights one Smith promotes. */
export const SMITH_PROMOTIONS = 2;

/** The Smith: each knight named promoted in turn, its price paid by the card (ProgressPaid) just before. */
export function playSmith(c: Of<'smith'>, s: Playing, played: Event): Decision {
  const named: unknown = c.vertices;
  if (!Array.isArray(named) || named.length > SMITH_PROMOTIONS || new Set(named).size !== named.length) return refuse(reject('cities-knights/smith-knights'));
  const events: Event[] = [played];
  for (const vertex of named as VertexKey[]) {
    const paid: Event = { type: 'ProgressPaid', seat: c.seat, resources: PROMOTE_COST };
    const promoted = promoteKnight({ type: 'PromoteKnight', seat: c.seat, vertex }, fold([...events, paid], s));
    if (!promoted.ok) return promoted;
    events.push(paid, ...promoted.events);
  }
  return accept(...events);
}

/** The strengths the seat may place a deserter of: as strong as `strength` or weaker, with one in its supply. */
export const deserterStrengths = (s: Playing, seat: Seat, strength: Strength): Strength[] =>
  ([1, 2, 3] as const).filter((n) => n <= strength && knightsOf(ckPart(s).knights, seat, n) < KNIGHTS_PER_STRENGTH);

/** The victim's knight at v leaves; the player places one next if it may. */
function deserted(s: Playing, by: Seat, victim: Seat, v: number): Event {
  const { knights } = ckPart(s);
  const gone = knights.at[v]!;
  const at = knights.at.slice();
  at[v] = null;
  const place = deserterStrengths(s, by, gone.strength).length > 0 && recruitSpots(s, at, by).length > 0;
  return { type: 'KnightDeserted', seat: victim, vertex: indexOf(s).topology.vertices[v], by, place };
}

export function deserter(s: Playing, seat: Seat, victim: unknown): Event[] | Rejection {
  if (!Number.isInteger(victim) || (victim as number) < 0 || (victim as number) >= s.players || victim === seat) return reject('cities-knights/deserter-victim');
  const mine = knightVertices(ckPart(s).knights, victim as Seat);
  if (mine.length === 0) return [];
  return mine.length === 1 ? [deserted(s, seat, victim as Seat, mine[0])] : [{ type: 'DesertionAsked', seat, victim: victim as Seat }];
}

export function desertKnight(c: Answer<'DesertKnight'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const d = ckPart(s).progress.deserting;
  if (d === null || d.knight !== null || d.victim !== c.seat) return refuse(reject('cities-knights/not-deserting'));
  const v = vertexOf(s, c.vertex);
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  if (ckPart(s).knights.at[v]?.seat !== c.seat) return refuse(reject('cities-knights/no-knight-here'));
  return accept(deserted(s, d.seat, c.seat, v));
}

export function placeDeserter(c: Answer<'PlaceDeserter'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const d = ckPart(s).progress.deserting;
  if (d === null || d.knight === null || d.seat !== c.seat) return refuse(reject('cities-knights/no-deserter'));
  const may = deserterStrengths(s, c.seat, d.knight.strength);
  const strength = c.strength ?? may.at(-1) ?? d.knight.strength;
  if (c.vertex === undefined) return accept({ type: 'DeserterPlaced', seat: c.seat, vertex: null, strength });
  if (![1, 2, 3].includes(strength) || strength > d.knight.strength) return refuse(reject('cities-knights/deserter-strength'));
  if (!may.includes(strength)) return refuse(reject('cities-knights/no-knights-left', `Both your knights of strength ${strength} are on the board.`));
  const v = vertexOf(s, c.vertex);
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  if (!recruitSpots(s, ckPart(s).knights.at, c.seat).includes(v)) {
    return refuse(reject(s.buildings[v] !== null || ckPart(s).knights.at[v] !== null ? 'rule/occupied' : 'rule/not-connected', 'A knight goes on an empty intersection at one of your roads.'));
  }
  return accept({ type: 'DeserterPlaced', seat: c.seat, vertex: c.vertex, strength });
}

/** The opponents' knights Intrigue may displace: on an intersection at one of the seat's roads (or ships). */
export function intrigueTargets(s: Playing, seat: Seat): number[] {
  const { at } = ckPart(s).knights;
  const { vertexEdges } = indexOf(s).topology;
  const out: number[] = [];
  at.forEach((k, v) => {
    if (k !== null && k.seat !== seat && vertexEdges[v].some((e) => ownWay(s, seat, e))) out.push(v);
  });
  return out;
}

export function intrigue(s: Playing, seat: Seat, vertex: unknown): Event[] | Rejection {
  const v = vertexOf(s, vertex);
  if (v === undefined) return reject('rule/unknown-vertex');
  if (!intrigueTargets(s, seat).includes(v)) return reject('cities-knights/no-intrigue-here');
  const { at } = ckPart(s).knights;
  const owner = at[v]!.seat;
  const without = at.slice();
  without[v] = null;
  return [{ type: 'KnightIntrigued', seat, vertex: vertex as VertexKey, owner, retreat: retreatSpotsFrom(s, without, owner, v).length > 0 }];
}
