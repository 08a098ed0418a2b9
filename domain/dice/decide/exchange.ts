// Changing what the dice show after the last roll: 2 gold for 1 resource, a knight's joker, the
// desert pair's swap. The first of these (or the first build) ends the rolling.
import type { DiceCommandOf } from '../commands.ts';
import { structureOf } from '../sheets.ts';
import { isBuilt, type DiceState, type Playing } from '../state.ts';
import { isResource, type DiceResource, type Seat } from '../types.ts';
import { accept, afterRollProblem, dieShowing, refuse, refuseWith, type DiceDecision } from './common.ts';

export function tradeGold(c: DiceCommandOf<'TradeGold'>, state: DiceState): DiceDecision {
  const bad = afterRollProblem(state, c.seat);
  if (bad) return refuse(bad);
  if (!isResource(c.resource)) return refuseWith('command/invalid', 'Unknown resource.');
  const { turn } = state as Playing;
  const gold = turn.dice.flatMap((f, i) => (f === 'gold' && !turn.used[i] ? [i] : []));
  if (gold.length < 2) return refuseWith('dice/not-enough-gold');
  return accept({ type: 'GoldTraded', seat: c.seat, die: gold[0], aside: gold[1], resource: c.resource });
}

export function useKnight(c: DiceCommandOf<'UseKnight'>, state: DiceState): DiceDecision {
  const bad = afterRollProblem(state, c.seat);
  if (bad) return refuse(bad);
  const s = state as Playing;
  const knight = structureOf(s.sheet, c.knight);
  if (knight?.kind !== 'knight') return refuseWith('dice/unknown-knight');
  if (!knight.joker) return refuseWith('dice/no-joker');
  if (!isBuilt(s, c.seat, knight.id)) return refuseWith('dice/knight-not-built');
  if (s.sheets[c.seat].jokers.includes(knight.id)) return refuseWith('dice/knight-used');
  if (c.resource !== undefined && !isResource(c.resource)) return refuseWith('command/invalid', 'Unknown resource.');
  let resource: DiceResource;
  if (knight.joker === 'any') {
    if (c.resource === undefined) return refuseWith('dice/choose-resource');
    resource = c.resource;
  } else {
    if (c.resource !== undefined && c.resource !== knight.joker) return refuseWith('dice/wrong-resource');
    resource = knight.joker;
  }
  const die = dieShowing(s, c.give);
  if (die < 0) return refuseWith('dice/no-such-die');
  if (c.give === resource) return refuseWith('dice/same-resource');
  return accept({ type: 'KnightUsed', seat: c.seat, knight: knight.id, die, resource });
}

/** The seat's desert pairs with both knights built, and of those the first not yet used. */
export function desertPairOf(s: Playing, seat: Seat): { readonly complete: number; readonly unused: string | null } {
  const complete = s.sheet.desertPairs.filter((p) => p.knights.every((k) => isBuilt(s, seat, k)));
  return { complete: complete.length, unused: complete.find((p) => !s.sheets[seat].jokers.includes(p.id))?.id ?? null };
}

export function useDesertPair(c: DiceCommandOf<'UseDesertPair'>, state: DiceState): DiceDecision {
  const bad = afterRollProblem(state, c.seat);
  if (bad) return refuse(bad);
  const s = state as Playing;
  const { complete, unused } = desertPairOf(s, c.seat);
  if (complete === 0) return refuseWith('dice/no-desert-pair');
  if (unused === null) return refuseWith('dice/desert-pair-used');
  if (!isResource(c.get)) return refuseWith('command/invalid', 'Unknown resource.');
  const die = dieShowing(s, c.give);
  if (die < 0) return refuseWith('dice/no-such-die');
  if (c.give === c.get) return refuseWith('dice/same-resource');
  return accept({ type: 'DesertPairUsed', seat: c.seat, pair: unused, die, resource: c.get });
}
