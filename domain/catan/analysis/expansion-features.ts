// The evaluator's features of the expansions (features.ts appends them; 0 in a game without the
// expansion, whose models weigh them 0): Cities & Knights' city improvements, knights on the
// board (their strength, and the active ones'), commodities and progress cards in hand, and
// Seafarers' ships on the board.
import type { Table } from '../base/state.ts';
import type { Seat } from '../base/types.ts';
import { ckPart, commodityTotal, hasCitiesKnights } from '../modules/cities-knights/index.ts';
import { hasSeafarers, seafarersPart, SHIPS_PER_SEAT } from '../modules/seafarers/index.ts';

/** improvements, knightStrength, activeKnights, commodities, progressCards, ships (FEATURES' last six). */
export function expansionFeatures(s: Table, seat: Seat): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  if (hasCitiesKnights(s)) {
    const ck = ckPart(s);
    out[0] = ck.levels[seat].reduce((a, b) => a + b, 0) / 15;
    let strength = 0;
    let active = 0;
    for (const k of ck.knights.at) {
      if (k?.seat !== seat) continue;
      strength += k.strength;
      if (k.active) active += k.strength;
    }
    out[1] = strength / 6;
    out[2] = active / 6;
    out[3] = Math.min(commodityTotal(ck.commodities[seat]), 10) / 10;
    const hand = ck.progress.hands[seat];
    out[4] = (hand.cards.length + hand.unknown) / 4;
  }
  if (hasSeafarers(s)) out[5] = (SHIPS_PER_SEAT - seafarersPart(s).shipsLeft[seat]) / SHIPS_PER_SEAT;
  return out;
}
