// The modules' names alone, for what must not pull in their rules (the protocol's schemas, which
// the browser's first bundle carries).

/** The turn rules of a 5–6 player game, each a module; the first is the default (seed 000). */
export const TURN_RULES = ['special-building', 'paired'] as const;
export type TurnRule = (typeof TURN_RULES)[number];

/**
 * The mini-expansions a game may add (seed 000: "Entre amigos", "Os ajudantes"), and the
 * Harbormaster scenario (RULES.md §7.4.10), in their installed order.
 */
export const EXPANSIONS = ['friends', 'helpers', 'harbormaster'] as const;
export type Expansion = (typeof EXPANSIONS)[number];

/** The mini-expansions the domain plays so far (CreateGame refuses the others). */
export const BUILT_EXPANSIONS: readonly Expansion[] = ['friends', 'helpers', 'harbormaster'];

/** Those played by 3–4 players only (the module's `players`; Catan Universe offers the Harbormaster for no larger table). */
export const SMALL_TABLE_EXPANSIONS: readonly Expansion[] = ['harbormaster'];

/** The expansions a table of `players` may add. */
export const expansionsFor = (players: number): Expansion[] =>
  BUILT_EXPANSIONS.filter((m) => players <= 4 || !SMALL_TABLE_EXPANSIONS.includes(m));
