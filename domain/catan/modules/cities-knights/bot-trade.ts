// Bots and commodities in trades between players: a commodity is worth what it brings toward the
// seat's next level on its track — the bots buy an improvement as soon as they can pay for it —
// and little beyond that (a card to exchange); one held beyond that need may be offered.
import type { InPhase } from '../../base/state.ts';
import type { Goods, Seat } from '../../base/types.ts';
import { COMMODITIES, type Commodity } from './commodities.ts';
import { citiesOf, improvementCost } from './improvements.ts';
import { ckPart } from './part.ts';
import { TRACK_COMMODITY, TRACKS } from './tracks.ts';

type Playing = InPhase<'playing'>;

/** A commodity toward the next level: about a resource toward the bots' next build. */
const NEEDED = 0.2;
/** The level paid for in full. */
const COMPLETE = 0.15;
/** A commodity beyond the need: a spare card. */
const SPARE = 0.03;

const TRACK_OF = Object.fromEntries(TRACKS.map((t) => [TRACK_COMMODITY[t], t])) as Record<Commodity, (typeof TRACKS)[number]>;

/** How many of the commodity the seat's next level on its track costs (0 without a city, or at the top). */
function needOf(s: Playing, seat: Seat, c: Commodity): number {
  if (citiesOf(s, seat).length === 0) return 0;
  return improvementCost(s, seat, TRACK_OF[c]) ?? 0;
}

function worth(held: number, need: number): number {
  if (held <= 0) return 0;
  return Math.min(held, need) * NEEDED + (need > 0 && held >= need ? COMPLETE : 0) + Math.max(0, held - need) * SPARE;
}

/** The change in the seat's worth from giving `give` and getting `get` (other modules' kinds count nothing here). */
export function commodityGain(s: Playing, seat: Seat, give: Goods, get: Goods): number {
  const hand = ckPart(s).commodities[seat];
  let gain = 0;
  for (const c of COMMODITIES) {
    const out = give[c] ?? 0;
    const back = get[c] ?? 0;
    if (out === 0 && back === 0) continue;
    const need = needOf(s, seat, c);
    gain += worth(hand[c] - out + back, need) - worth(hand[c], need);
  }
  return gain;
}

/** One commodity the seat holds beyond its need (the one it holds most of), or null. */
export function spareCommodity(s: Playing, seat: Seat): Goods | null {
  const hand = ckPart(s).commodities[seat];
  let best: Commodity | null = null;
  let most = 0;
  for (const c of COMMODITIES) {
    const spare = hand[c] - needOf(s, seat, c);
    if (spare > most) {
      best = c;
      most = spare;
    }
  }
  return best === null ? null : { [best]: 1 };
}
