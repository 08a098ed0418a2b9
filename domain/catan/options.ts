// The modules' names alone, for what must not pull in their rules (the protocol's schemas, which
// the browser's first bundle carries).

/** The turn rules of a 5–6 player game, each a module; the first is the default (seed 000). */
export const TURN_RULES = ['special-building', 'paired'] as const;
export type TurnRule = (typeof TURN_RULES)[number];

/** The mini-expansions a game may add to any table (seed 000: "Entre amigos", "Os ajudantes"). */
export const EXPANSIONS = ['friends', 'helpers'] as const;
export type Expansion = (typeof EXPANSIONS)[number];

/** The mini-expansions the domain plays so far (CreateGame refuses the others). */
export const BUILT_EXPANSIONS: readonly Expansion[] = ['friends', 'helpers'];
