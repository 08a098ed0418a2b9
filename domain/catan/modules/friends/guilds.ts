// The guilds of Catan (seed 000, "Entre amigos"; RULES.md §5): their favor tokens, what a favor
// costs, and how many tokens of each are in play for a table of 3 to 6.
import type { Cards } from '../../base/types.ts';

export const GUILDS = ['merchant', 'trader', 'pavers', 'scholars', 'architects'] as const;
export type Guild = (typeof GUILDS)[number];

/** A seat's favor tokens: named for a viewer who may see them, else counted in `unknown`. */
export type Tokens = Cards<Guild>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const makeTokens = (
  merchant: number, trader: number, pavers: number, scholars: number, architects: number, unknown: number,
): Mutable<Tokens> => ({ merchant, trader, pavers, scholars, architects, unknown });

export const NO_TOKENS: Tokens = makeTokens(0, 0, 0, 0, 0, 0);

/** Tokens a favor of each guild costs: 1 cart, ship or shovel; 2 books or compasses. */
export const FAVOR_COST: Readonly<Record<Guild, number>> = { merchant: 1, trader: 1, pavers: 1, scholars: 2, architects: 2 };

/** Catan chips in the box: each is 1 visible victory point. */
export const CATAN_CHIPS = 12;

/** The victory points a game with Friends is played to. */
export const FRIENDS_VICTORY_POINTS = 11;

/** Tokens in play per guild: 2 per player of carts, ships and shovels, 4 of books and compasses (3 pl: 6/6/6/12/12). */
export const tokensInPlay = (players: number): Readonly<Record<Guild, number>> => ({
  merchant: 2 * players, trader: 2 * players, pavers: 2 * players, scholars: 4 * players, architects: 4 * players,
});

export const tokenTotal = (t: Tokens): number => t.merchant + t.trader + t.pavers + t.scholars + t.architects + t.unknown;

/** Adds (+1) or removes (−1) a token; a hidden one (null) or a closed pile moves `unknown`. */
export function addToken(t: Tokens, guild: Guild | null, sign: 1 | -1, open: boolean, n = 1): Tokens {
  const out = makeTokens(t.merchant, t.trader, t.pavers, t.scholars, t.architects, t.unknown);
  if (!open || guild === null) out.unknown += sign * n;
  else out[guild] += sign * n;
  return out;
}

export const closeTokens = (t: Tokens): Tokens => makeTokens(0, 0, 0, 0, 0, tokenTotal(t));

export const isGuild = (g: unknown): g is Guild => typeof g === 'string' && (GUILDS as readonly string[]).includes(g);
