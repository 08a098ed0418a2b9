// Cities & Knights: the knights' shared guards — a knight named by its intersection, and one
// that may act now (RULES.md §7.2.5: active, and not activated this turn).
import { mainPhaseProblem, refuse, type Decision, type Playing } from '../../../base/decide/common.ts';
import { reject } from '../../../base/rejections.ts';
import { indexOf, type State } from '../../../base/state.ts';
import type { Seat } from '../../../base/types.ts';
import { ckPart } from '../part.ts';
import { mayAct, type Knight } from './part.ts';

/** The vertex index of a key, or undefined for a key that names no intersection. */
export const vertexOf = (s: Playing, key: unknown): number | undefined =>
  (typeof key === 'string' ? indexOf(s).topology.vertexIndex.get(key) : undefined);

export type Found = { readonly v: number; readonly knight: Knight } | { readonly problem: Decision };

/** The seat's own knight at the intersection named, or why not. */
export function ownKnight(s: Playing, seat: Seat, key: unknown): Found {
  const v = vertexOf(s, key);
  if (v === undefined) return { problem: refuse(reject('rule/unknown-vertex')) };
  const knight = ckPart(s).knights.at[v];
  if (knight === null || knight.seat !== seat) return { problem: refuse(reject('cities-knights/no-knight-here')) };
  return { v, knight };
}

/** The seat's knight at the intersection named, in its main phase, able to act; or why not. */
export function actingKnight(s: State, seat: Seat, key: unknown): Found {
  const bad = mainPhaseProblem(s, seat);
  if (bad) return { problem: refuse(bad) };
  const p = s as Playing;
  const own = ownKnight(p, seat, key);
  if ('problem' in own) return own;
  if (!own.knight.active) return { problem: refuse(reject('cities-knights/knight-inactive')) };
  if (!mayAct(own.knight, p.turn.number)) return { problem: refuse(reject('cities-knights/activated-this-turn')) };
  return own;
}
