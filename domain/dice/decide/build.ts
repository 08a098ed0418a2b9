// Building: roads connected to a built road, settlements and cities at the end of a built road,
// and on the standard side each kind in ascending order of points. On the Plus side a build may
// bring Largest Army or Longest Road, and the builder wins at 10 victory points.
import type { DiceCommandOf } from '../commands.ts';
import type { DiceEvent } from '../events.ts';
import { evolve } from '../evolve.ts';
import { structureOf, type Sheet, type Structure } from '../sheets.ts';
import { isBuilt, knightsBuilt, lineOf, totalOf, totals, type DiceState, type Playing } from '../state.ts';
import { COSTS, type Seat } from '../types.ts';
import { accept, afterRollProblem, diceShowing, refuse, refuseWith, type DiceDecision } from './common.ts';
import type { DiceRejectionCode } from '../rejections.ts';

/** Why a sheet on which `built` holds may not mark this symbol now (cost aside), or null. */
export function placeCode(sheet: Sheet, built: (id: string) => boolean, id: string): DiceRejectionCode | null {
  const structure = structureOf(sheet, id);
  return structure ? placeCodeOf(structure, built) : 'dice/unknown-structure';
}

/** Why a symbol of the sheet may not be marked now (cost aside), or null. */
export function placeCodeOf(structure: Structure, built: (id: string) => boolean): DiceRejectionCode | null {
  if (built(structure.id)) return 'dice/already-built';
  if (structure.road !== null && !built(structure.road)) return 'dice/not-connected';
  if (structure.after !== null && !built(structure.after)) return 'dice/out-of-order';
  return null;
}

export function build(c: DiceCommandOf<'Build'>, state: DiceState): DiceDecision {
  const bad = afterRollProblem(state, c.seat);
  if (bad) return refuse(bad);
  const s = state as Playing;
  const problem = placeCode(s.sheet, (id) => isBuilt(s, c.seat, id), c.structure);
  if (problem) return refuseWith(problem);
  const structure = structureOf(s.sheet, c.structure)!;
  const dice = diceShowing(s, COSTS[structure.kind]);
  if (dice === null) return refuseWith('dice/cannot-afford');
  const built: DiceEvent = { type: 'StructureBuilt', seat: c.seat, structure: structure.id, dice };
  if (!s.sheet.awards) return accept(built);
  const events: DiceEvent[] = [built];
  let after = evolve(s, built) as Playing;
  for (const e of awards(after, c.seat, structure)) {
    events.push(e);
    after = evolve(after, e) as Playing;
  }
  if (s.sheet.goal !== null && totalOf(after, c.seat) >= s.sheet.goal) events.push({ type: 'GameEnded', winners: [c.seat], totals: totals(after) });
  return accept(...events);
}

/**
 * Largest Army: the first with 3 knights built (jokers used or not, desert knights too), lost
 * only to more. Longest Road: the first whose line reaches 5 roads, lost only to a longer line.
 */
function awards(s: Playing, seat: Seat, structure: Structure): DiceEvent[] {
  const rule = s.sheet.awards!;
  if (structure.kind === 'knight') {
    const knights = knightsBuilt(s, seat);
    const holder = s.largestArmy;
    if (knights < rule.army || holder === seat) return [];
    return holder === null || knights > knightsBuilt(s, holder) ? [{ type: 'LargestArmyChanged', holder: seat }] : [];
  }
  if (structure.kind === 'road') {
    const length = lineOf(s, seat);
    const holder = s.longestRoad;
    if (length < rule.road || length <= s.longestRoadLength && holder !== null) return [];
    // The holder's own longer line is recorded too, so that others must beat its new length.
    return [{ type: 'LongestRoadChanged', holder: seat, length }];
  }
  return [];
}
