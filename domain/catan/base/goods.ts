// A module's cards in a trade between players (TradeGoods, types.ts): their shape checked and
// normalised here; which kinds exist and who holds them is the modules' (the `tradeGoods` hook).
import type { Goods, TradeGoods } from './types.ts';

/** A kind's name: lower-case letters, so that the notation can write it as it is. */
const KIND = /^[a-z]{1,16}$/;

const isGoods = (g: unknown): g is Goods =>
  typeof g === 'object' && g !== null && !Array.isArray(g)
  && Object.entries(g).every(([k, n]) => KIND.test(k) && Number.isInteger(n) && (n as number) >= 0);

/** Is this absent, or goods of well-named kinds and whole non-negative counts on both sides? */
export function isTradeGoods(g: unknown): g is TradeGoods | undefined {
  if (g === undefined) return true;
  if (typeof g !== 'object' || g === null || Array.isArray(g)) return false;
  const { give, want, ...rest } = g as Record<string, unknown>;
  return Object.keys(rest).length === 0 && isGoods(give) && isGoods(want);
}

/** The kinds with a count, in name order (so that the notation writes them back alike). */
export const goodsKinds = (g: Goods): string[] => Object.keys(g).filter((k) => g[k] > 0).sort();

const only = (g: Goods): Goods => Object.fromEntries(goodsKinds(g).map((k) => [k, g[k]]));

/** The goods without empty kinds, or undefined when neither side has any. */
export function normalizedGoods(g: TradeGoods | undefined): TradeGoods | undefined {
  if (g === undefined) return undefined;
  const out = { give: only(g.give), want: only(g.want) };
  return goodsKinds(out.give).length + goodsKinds(out.want).length === 0 ? undefined : out;
}

/** The goods seen from the other side of the trade. */
export const swappedGoods = (g: TradeGoods | undefined): TradeGoods | undefined => (g === undefined ? undefined : { give: g.want, want: g.give });

/** The field to spread into an offer, a counter or a trade: `goods` only when there are some. */
export const goodsField = (g: TradeGoods | undefined): { goods?: TradeGoods } => (g === undefined ? {} : { goods: g });
