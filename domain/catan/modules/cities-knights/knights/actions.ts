// Cities & Knights: a knight's actions (RULES.md §7.2.5) — move, displace, chase the robber (with
// Seafarers, from a corner of the pirate's hex, the pirate: RULES.md §7.2.10) —
// each by an active knight not activated this turn, which lies down after it; and a displaced
// knight's retreat, its owner's choice, which the table awaits.
import { accept, refuse, seatProblem, type Decision, type Playing } from '../../../base/decide/common.ts';
import { reject } from '../../../base/rejections.ts';
import type { State } from '../../../base/state.ts';
import { ckPart } from '../part.ts';
import type { KnightsCommand } from './commands.ts';
import { actingKnight, vertexOf } from './guards.ts';
import { afterDisplacing, emptyAt, reached, retreatSpots, retreatSpotsFrom } from './routes.ts';
import { chasable } from './sea.ts';

type Of<T extends KnightsCommand['type']> = Extract<KnightsCommand, { type: T }>;

/** A knight's action toward `c.to`: the acting knight and the intersection it goes to, or why not. */
function toward(c: Of<'MoveKnight' | 'DisplaceKnight'>, s: State) {
  const own = actingKnight(s, c.seat, c.from);
  if ('problem' in own) return own;
  const p = s as Playing;
  const to = vertexOf(p, c.to);
  if (to === undefined) return { problem: refuse(reject('rule/unknown-vertex')) };
  return { ...own, p, to, at: ckPart(p).knights.at };
}

export function moveKnight(c: Of<'MoveKnight'>, s: State): Decision {
  const own = toward(c, s);
  if ('problem' in own) return own.problem;
  const { p, to, at } = own;
  if (!emptyAt(p, at, to)) return refuse(reject('rule/occupied'));
  if (!reached(p, at, c.seat, own.v).includes(to)) return refuse(reject('cities-knights/no-route'));
  return accept({ type: 'KnightMoved', seat: c.seat, from: c.from, to: c.to });
}

export function displaceKnight(c: Of<'DisplaceKnight'>, s: State): Decision {
  const own = toward(c, s);
  if ('problem' in own) return own.problem;
  const { p, to, at } = own;
  const target = at[to];
  if (target === null || target.seat === c.seat) return refuse(reject('cities-knights/no-knight-to-displace'));
  if (target.strength >= own.knight.strength) return refuse(reject('cities-knights/not-weaker'));
  if (!reached(p, at, c.seat, own.v).includes(to)) return refuse(reject('cities-knights/no-route'));
  const retreat = retreatSpotsFrom(p, afterDisplacing(at, own.v, to), target.seat, to).length > 0;
  return accept({ type: 'KnightDisplaced', seat: c.seat, from: c.from, to: c.to, owner: target.seat, retreat });
}

export function chaseRobber(c: Of<'ChaseRobber'>, s: State): Decision {
  const own = actingKnight(s, c.seat, c.vertex);
  if ('problem' in own) return own.problem;
  const p = s as Playing;
  // The robber waits beside the board until the barbarians' first attack (RULES.md §7.2.6).
  if (ckPart(p).attacks === 0) return refuse(reject('cities-knights/robber-asleep'));
  if (chasable(p, own.v) === null) return refuse(reject('cities-knights/not-by-robber'));
  return accept({ type: 'RobberChased', seat: c.seat, vertex: c.vertex });
}

export function retreatKnight(c: Of<'RetreatKnight'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const { knights } = ckPart(s);
  if (knights.retreat === null || knights.retreat.knight.seat !== c.seat) return refuse(reject('cities-knights/no-retreat'));
  const v = vertexOf(s, c.vertex);
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  if (!retreatSpots(s, knights).includes(v)) return refuse(reject('cities-knights/retreat-spot'));
  return accept({ type: 'KnightRetreated', seat: c.seat, vertex: c.vertex });
}
