// Cities & Knights: what the knights cost (RULES.md §7.2.3).
import type { Bundle } from '../../../base/types.ts';

export const RECRUIT_COST: Bundle = { wool: 1, ore: 1 };
export const PROMOTE_COST: Bundle = { wool: 1, ore: 1 };
export const ACTIVATE_COST: Bundle = { grain: 1 };

/**
 * Can the seat pay to recruit, promote or activate a knight it could (the special building phase
 * asks; as for the base game's pieces, a free spot is not looked for)?
 */
export function affordsKnight(hand: Readonly<Record<string, number>>, knights: readonly ({ readonly seat: number; readonly strength: number; readonly active: boolean } | null)[], seat: number): boolean {
  const mine = knights.filter((k) => k !== null && k.seat === seat);
  const basic = mine.filter((k) => k!.strength === 1).length;
  if (hand.wool >= 1 && hand.ore >= 1 && (basic < 2 || mine.some((k) => k!.strength < 3))) return true;
  return hand.grain >= 1 && mine.some((k) => !k!.active);
}
