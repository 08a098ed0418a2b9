// Commodities (RULES.md §7.2.1–7.2.2): paper, cloth and coin, made by cities on forest, pasture and
// mountains beside their resource. They are held in Cities & Knights' part of the state (the base
// game's hands hold resources only), counted with the resources for a 7 and the robber.
import type { Seat } from '../../base/types.ts';

export const COMMODITIES = ['paper', 'cloth', 'coin'] as const;
export type Commodity = (typeof COMMODITIES)[number];

/** A seat's commodities: named counts, and `unknown` for those a viewer may count but not name. */
export interface CommodityHand {
  readonly paper: number;
  readonly cloth: number;
  readonly coin: number;
  readonly unknown: number;
}
/** Some commodities (a cost, a gain, a discard); missing keys mean 0. */
export type CommodityBundle = Readonly<Partial<Record<Commodity, number>>>;

export const NO_COMMODITIES: CommodityHand = Object.freeze({ paper: 0, cloth: 0, coin: 0, unknown: 0 });

/** The commodity a city makes on a terrain, or null (hills, fields, desert, a module's hexes). */
export const COMMODITY_OF: Readonly<Record<string, Commodity | undefined>> = { forest: 'paper', pasture: 'cloth', mountains: 'coin' };

/** The supply of each commodity: 12 for 3–4 players, 18 with the 5–6 player extension (RULES.md §7.2.9). */
export const commoditySupply = (players: number): number => (players > 4 ? 18 : 12);

export const commodityTotal = (h: CommodityHand): number => h.paper + h.cloth + h.coin + h.unknown;

export const isEmpty = (b: CommodityBundle): boolean => bundleCount(b) === 0;

export function bundleCount(b: CommodityBundle): number {
  let n = 0;
  for (const c of COMMODITIES) n += b[c] ?? 0;
  return n;
}

/** Is this a well-formed commodity bundle (known keys, whole non-negative counts)? */
export function isCommodityBundle(b: unknown): b is CommodityBundle {
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return false;
  return Object.entries(b).every(([k, n]) => (COMMODITIES as readonly string[]).includes(k) && Number.isInteger(n) && (n as number) >= 0);
}

export const coversCommodities = (h: CommodityHand, b: CommodityBundle): boolean =>
  COMMODITIES.every((c) => (b[c] ?? 0) <= h[c]);

/** Adds (sign 1) or removes (sign −1) a bundle; a hand the viewer may not see moves `unknown`. */
export function addCommodities(h: CommodityHand, b: CommodityBundle, sign: 1 | -1, open: boolean): CommodityHand {
  const n = bundleCount(b);
  if (!open) return { ...h, unknown: h.unknown + sign * n };
  return { paper: h.paper + sign * (b.paper ?? 0), cloth: h.cloth + sign * (b.cloth ?? 0), coin: h.coin + sign * (b.coin ?? 0), unknown: h.unknown };
}

/** The hand's commodity at position `index` of its named cards (paper, then cloth, then coin), or null past them. */
export function pickCommodity(h: CommodityHand, index: number): Commodity | null {
  let i = index;
  for (const c of COMMODITIES) {
    if (i < h[c]) return c;
    i -= h[c];
  }
  return null;
}

/** A hand as a viewer who may not see it counts it. */
export const closedHand = (h: CommodityHand): CommodityHand => ({ paper: 0, cloth: 0, coin: 0, unknown: commodityTotal(h) });

export type Seats<T> = readonly T[];
export const perSeat = <T>(players: number, f: (seat: Seat) => T): T[] => Array.from({ length: players }, (_, seat) => f(seat));
