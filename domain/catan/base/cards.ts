// Arithmetic on piles of cards (hands, the bank, the deck). Pure and allocation-light.
import { DEV_CARDS, RESOURCES, type Bundle, type DevCard, type DevHand, type Hand, type Resource } from './types.ts';

// Every pile of one kind is built by one constructor, so all share one hidden class: the
// functions that read them stay monomorphic (spreads and literals elsewhere would fork it).
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const makeHand = (brick: number, lumber: number, wool: number, grain: number, ore: number, unknown: number): Mutable<Hand> =>
  ({ brick, lumber, wool, grain, ore, unknown });
export const makeDevHand = (
  knight: number, roadBuilding: number, yearOfPlenty: number, monopoly: number, victoryPoint: number, unknown: number,
): Mutable<DevHand> => ({ knight, roadBuilding, yearOfPlenty, monopoly, victoryPoint, unknown });

export const makeBank = (brick: number, lumber: number, wool: number, grain: number, ore: number): Record<Resource, number> =>
  ({ brick, lumber, wool, grain, ore });

export const emptyHand = (): Hand => makeHand(0, 0, 0, 0, 0, 0);
export const emptyDevHand = (): DevHand => makeDevHand(0, 0, 0, 0, 0, 0);
/** Shared by every new turn (states are immutable, so one instance serves them all). */
export const NO_DEV_CARDS: DevHand = emptyDevHand();

export function handTotal(hand: Hand): number {
  return hand.brick + hand.lumber + hand.wool + hand.grain + hand.ore + hand.unknown;
}

export function devTotal(d: DevHand): number {
  return d.knight + d.roadBuilding + d.yearOfPlenty + d.monopoly + d.victoryPoint + d.unknown;
}

export function bundleTotal(b: Bundle): number {
  let n = 0;
  for (const r of RESOURCES) n += b[r] ?? 0;
  return n;
}

/** True when `hand` holds at least `b` (named cards only). */
export function covers(hand: Readonly<Record<Resource, number>>, b: Bundle): boolean {
  return (b.brick ?? 0) <= hand.brick && (b.lumber ?? 0) <= hand.lumber && (b.wool ?? 0) <= hand.wool
    && (b.grain ?? 0) <= hand.grain && (b.ore ?? 0) <= hand.ore;
}

/**
 * Adds (sign +1) or removes (sign −1) a bundle. An `open` pile names its cards; a pile the viewer
 * may not see only counts them, in `unknown`.
 */
export function addBundle(hand: Hand, b: Bundle, sign: 1 | -1, open: boolean): Hand {
  // Bundles come in many shapes ({grain: 1}, {brick: 2, ore: 1}, …): walking their keys is much
  // cheaper than reading all five names from objects of ever-changing shape, and for-in walks
  // them without allocating a key list. Bundles here are validated plain objects.
  const out = makeHand(hand.brick, hand.lumber, hand.wool, hand.grain, hand.ore, hand.unknown);
  for (const key in b) {
    const n = sign * (b[key as Resource] ?? 0);
    if (open) out[key as Resource] += n;
    else out.unknown += n;
  }
  return out;
}

/** True when the bundle names no card. */
export function isEmptyBundle(b: Bundle): boolean {
  for (const key in b) if ((b[key as Resource] ?? 0) !== 0) return false;
  return true;
}

/** Adds (sign +1) or removes (sign −1) a bundle to or from a pile that is always open (the bank). */
export function addToBank(bank: Readonly<Record<Resource, number>>, b: Bundle, sign: 1 | -1): Record<Resource, number> {
  const out = makeBank(bank.brick, bank.lumber, bank.wool, bank.grain, bank.ore);
  for (const key in b) out[key as Resource] += sign * (b[key as Resource] ?? 0);
  return out;
}

/** Adds or removes one development card; a hidden card (null) or a closed pile moves `unknown`. */
export function addCard(pile: DevHand, card: DevCard | null, sign: 1 | -1, open: boolean): DevHand {
  const out = makeDevHand(pile.knight, pile.roadBuilding, pile.yearOfPlenty, pile.monopoly, pile.victoryPoint, pile.unknown);
  if (!open || card === null) out.unknown += sign;
  else out[card] += sign;
  return out;
}

/** The same pile as a viewer who may not name the cards sees it. */
export function closeHand(hand: Hand): Hand {
  return makeHand(0, 0, 0, 0, 0, handTotal(hand));
}

export function closeDevHand(d: DevHand): DevHand {
  return makeDevHand(0, 0, 0, 0, 0, devTotal(d));
}

/** The card at position `draw` ∈ [0, 1) of the named cards, in a fixed order. */
export function pickCard<K extends string>(pile: Readonly<Record<K, number>>, order: readonly K[], draw: number): K | null {
  let total = 0;
  for (const k of order) total += pile[k];
  if (total === 0) return null;
  let i = Math.min(Math.floor(draw * total), total - 1);
  for (const k of order) {
    if (i < pile[k]) return k;
    i -= pile[k];
  }
  return null;
}

export const pickResource = (hand: Hand, draw: number) => pickCard<Resource>(hand, RESOURCES, draw);
export const pickDevCard = (deck: DevHand, draw: number) => pickCard<DevCard>(deck, DEV_CARDS, draw);

export const COSTS = {
  road: { brick: 1, lumber: 1 },
  settlement: { brick: 1, lumber: 1, wool: 1, grain: 1 },
  city: { grain: 2, ore: 3 },
  developmentCard: { wool: 1, grain: 1, ore: 1 },
} as const satisfies Record<string, Bundle>;

type Price = Readonly<Record<Resource, number>>;
const price = (b: Bundle): Price => makeBank(b.brick ?? 0, b.lumber ?? 0, b.wool ?? 0, b.grain ?? 0, b.ore ?? 0);
/** COSTS with all five resources, in one shape: for `affords`, asked on every move. */
export const PRICES: Readonly<Record<keyof typeof COSTS, Price>> = {
  road: price(COSTS.road), settlement: price(COSTS.settlement), city: price(COSTS.city), developmentCard: price(COSTS.developmentCard),
};

/** covers(hand, cost) for one of PRICES: one shape of object read, not one per cost. */
export function affords(hand: Readonly<Record<Resource, number>>, p: Price): boolean {
  return p.brick <= hand.brick && p.lumber <= hand.lumber && p.wool <= hand.wool && p.grain <= hand.grain && p.ore <= hand.ore;
}

/** A valid bundle: only resource keys, non-negative integers. */
export function isBundle(b: unknown): b is Bundle {
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return false;
  for (const [k, v] of Object.entries(b)) {
    if (!(RESOURCES as readonly string[]).includes(k)) return false;
    if (!Number.isInteger(v) || (v as number) < 0) return false;
  }
  return true;
}

/** The same bundle without zero entries, so events carry one spelling of each bundle. */
export function normalized(b: Bundle): Bundle {
  const out: Partial<Record<Resource, number>> = {};
  for (const r of RESOURCES) if ((b[r] ?? 0) > 0) out[r] = b[r];
  return out;
}

/** Every way to choose `count` cards from a hand. */
export function discardChoices(hand: Readonly<Record<Resource, number>>, count: number): Bundle[] {
  const out: Bundle[] = [];
  const pick: Record<string, number> = {};
  const go = (i: number, left: number) => {
    if (i === RESOURCES.length) {
      if (left === 0) out.push({ ...pick });
      return;
    }
    const r = RESOURCES[i];
    let rest = 0;
    for (let j = i + 1; j < RESOURCES.length; j++) rest += hand[RESOURCES[j]];
    for (let n = Math.max(0, left - rest); n <= Math.min(hand[r], left); n++) {
      if (n > 0) pick[r] = n;
      else delete pick[r];
      go(i + 1, left - n);
    }
    delete pick[r];
  };
  go(0, count);
  return out;
}
