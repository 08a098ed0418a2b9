// Cities & Knights: the knights' legal commands for a seat — a displaced knight's retreat (the
// table waits for it: `knightsAwaited`), and in the seat's main phase recruiting, promoting,
// activating and the actions of its knights that may act.
import type { Command } from '../../../base/commands.ts';
import { covers } from '../../../base/cards.ts';
import { indexOf, type InPhase } from '../../../base/state.ts';
import type { Seat } from '../../../base/types.ts';
import { ckPart } from '../part.ts';
import { ABILITY_LEVEL, TRACKS } from '../tracks.ts';
import { ACTIVATE_COST, PROMOTE_COST, RECRUIT_COST } from './costs.ts';
import { KNIGHTS_PER_STRENGTH, knightsOf, knightVertices, mayAct, MIGHTY, type Strength } from './part.ts';
import { displaceTargets, moveSpots, recruitSpots, retreatSpots } from './routes.ts';
import { chasable } from './sea.ts';

type Playing = InPhase<'playing'>;
const POLITICS = TRACKS.indexOf('politics');

/** The seat whose displaced knight the table waits for, or null. */
export function knightsAwaited(s: Playing): Seat | null {
  return ckPart(s).knights.retreat?.knight.seat ?? null;
}

/** The seat's promotions it may pay for now. */
function promotions(s: Playing, seat: Seat): Command[] {
  const part = ckPart(s);
  const { vertices } = indexOf(s).topology;
  if (!covers(s.hands[seat], PROMOTE_COST)) return [];
  return knightVertices(part.knights, seat).flatMap((v) => {
    const k = part.knights.at[v]!;
    const strength = (k.strength + 1) as Strength;
    if (k.strength === MIGHTY || k.promotedTurn === s.turn.number || knightsOf(part.knights, seat, strength) >= KNIGHTS_PER_STRENGTH) return [];
    if (strength === MIGHTY && part.levels[seat][POLITICS] < ABILITY_LEVEL) return [];
    return [{ type: 'PromoteKnight', seat, vertex: vertices[v] } as const];
  });
}

/** The actions of the seat's knights that may act now: move, displace, chase the robber (or the pirate). */
function actions(s: Playing, seat: Seat): Command[] {
  const part = ckPart(s);
  const { at } = part.knights;
  const { vertices } = indexOf(s).topology;
  const out: Command[] = [];
  for (const v of knightVertices(part.knights, seat)) {
    if (!mayAct(at[v]!, s.turn.number)) continue;
    const from = vertices[v];
    for (const w of moveSpots(s, at, v)) out.push({ type: 'MoveKnight', seat, from, to: vertices[w] });
    for (const w of displaceTargets(s, at, v)) out.push({ type: 'DisplaceKnight', seat, from, to: vertices[w] });
    if (part.attacks > 0 && chasable(s, v) !== null) out.push({ type: 'ChaseRobber', seat, vertex: from });
  }
  return out;
}

export function knightsLegal(s: Playing, seat: Seat): Command[] {
  const part = ckPart(s);
  const { knights } = part;
  const { vertices } = indexOf(s).topology;
  if (knights.retreat !== null) {
    return knights.retreat.knight.seat === seat ? retreatSpots(s, knights).map((v) => ({ type: 'RetreatKnight', seat, vertex: vertices[v] })) : [];
  }
  const { turn } = s;
  if (turn.seat !== seat || turn.dice === null || turn.pending.kind !== 'none') return [];
  const out: Command[] = [];
  if (covers(s.hands[seat], RECRUIT_COST) && knightsOf(knights, seat, 1) < KNIGHTS_PER_STRENGTH) {
    for (const v of recruitSpots(s, knights.at, seat)) out.push({ type: 'RecruitKnight', seat, vertex: vertices[v] });
  }
  out.push(...promotions(s, seat));
  if (covers(s.hands[seat], ACTIVATE_COST)) {
    for (const v of knightVertices(knights, seat)) if (!knights.at[v]!.active) out.push({ type: 'ActivateKnight', seat, vertex: vertices[v] });
  }
  return [...out, ...actions(s, seat)];
}
