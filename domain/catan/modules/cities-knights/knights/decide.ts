// Cities & Knights: the knights' commands judged (RULES.md §7.2.5). Recruiting, promoting and
// activating here; the knights' actions and the retreat in actions.ts.
import { covers } from '../../../base/cards.ts';
import { accept, mainPhaseProblem, refuse, type Decision, type Playing } from '../../../base/decide/common.ts';
import { reject } from '../../../base/rejections.ts';
import type { State } from '../../../base/state.ts';
import { touchesOwnRoad } from '../../../base/rules/placement.ts';
import { ckPart } from '../part.ts';
import { ABILITY_LEVEL, TRACKS } from '../tracks.ts';
import { chaseRobber, displaceKnight, moveKnight, retreatKnight } from './actions.ts';
import { ACTIVATE_COST, PROMOTE_COST, RECRUIT_COST } from './costs.ts';
import { KNIGHTS_COMMANDS, type KnightsCommand } from './commands.ts';
import { ownKnight, vertexOf } from './guards.ts';
import { KNIGHTS_PER_STRENGTH, knightsOf, MIGHTY, type Strength } from './part.ts';
import { emptyAt } from './routes.ts';

type Of<T extends KnightsCommand['type']> = Extract<KnightsCommand, { type: T }>;

const POLITICS = TRACKS.indexOf('politics');

const TYPES: ReadonlySet<string> = new Set(KNIGHTS_COMMANDS);
export const isKnightsCommand = (c: { readonly type: string }): c is KnightsCommand => TYPES.has(c.type);

function recruitKnight(c: Of<'RecruitKnight'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const v = vertexOf(p, c.vertex);
  if (v === undefined) return refuse(reject('rule/unknown-vertex'));
  const knights = ckPart(p).knights;
  if (!emptyAt(p, knights.at, v)) return refuse(reject('rule/occupied'));
  if (!touchesOwnRoad(p, c.seat, v)) return refuse(reject('rule/not-connected', 'A knight is recruited at one of your roads.'));
  if (knightsOf(knights, c.seat, 1) >= KNIGHTS_PER_STRENGTH) return refuse(reject('cities-knights/no-knights-left', 'Both your basic knights are on the board: promote one first.'));
  if (!covers(p.hands[c.seat], RECRUIT_COST)) return refuse(reject('rule/insufficient-resources', 'A knight costs 1 wool and 1 ore.'));
  return accept({ type: 'KnightRecruited', seat: c.seat, vertex: c.vertex });
}

export function promoteKnight(c: Of<'PromoteKnight'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const own = ownKnight(p, c.seat, c.vertex);
  if ('problem' in own) return own.problem;
  const { knight } = own;
  if (knight.strength === MIGHTY) return refuse(reject('cities-knights/top-strength'));
  const strength = (knight.strength + 1) as Strength;
  const part = ckPart(p);
  if (strength === MIGHTY && part.levels[c.seat][POLITICS] < ABILITY_LEVEL) return refuse(reject('cities-knights/needs-fortress'));
  if (knightsOf(part.knights, c.seat, strength) >= KNIGHTS_PER_STRENGTH) {
    return refuse(reject('cities-knights/no-knights-left', `Both your knights of strength ${strength} are on the board.`));
  }
  if (knight.promotedTurn === p.turn.number) return refuse(reject('cities-knights/promoted-this-turn'));
  if (!covers(p.hands[c.seat], PROMOTE_COST)) return refuse(reject('rule/insufficient-resources', 'A promotion costs 1 wool and 1 ore.'));
  return accept({ type: 'KnightPromoted', seat: c.seat, vertex: c.vertex, strength });
}

function activateKnight(c: Of<'ActivateKnight'>, s: State): Decision {
  const bad = mainPhaseProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  const own = ownKnight(p, c.seat, c.vertex);
  if ('problem' in own) return own.problem;
  if (own.knight.active) return refuse(reject('cities-knights/knight-active'));
  if (!covers(p.hands[c.seat], ACTIVATE_COST)) return refuse(reject('rule/insufficient-resources', 'Activating a knight costs 1 grain.'));
  return accept({ type: 'KnightActivated', seat: c.seat, vertex: c.vertex });
}

export function decideKnights(c: KnightsCommand, s: State): Decision {
  switch (c.type) {
    case 'RecruitKnight': return recruitKnight(c, s);
    case 'PromoteKnight': return promoteKnight(c, s);
    case 'ActivateKnight': return activateKnight(c, s);
    case 'MoveKnight': return moveKnight(c, s);
    case 'DisplaceKnight': return displaceKnight(c, s);
    case 'ChaseRobber': return chaseRobber(c, s);
    case 'RetreatKnight': return retreatKnight(c, s);
    default: {
      const unknown: never = c;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown command.'));
    }
  }
}
