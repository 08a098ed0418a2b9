// The modules' names alone, for what must not pull in their rules (the protocol's schemas, which
// the browser's first bundle carries).

/** The turn rules of a 5–6 player game, each a module; the first is the default (seed 000). */
export const TURN_RULES = ['special-building', 'paired'] as const;
export type TurnRule = (typeof TURN_RULES)[number];

/**
 * The expansions a game may add: Seafarers (seed 002), played on its scenarios' maps, and the
 * mini-expansions of any table (seed 000: "Entre amigos", "Os ajudantes").
 */
export const EXPANSIONS = ['seafarers', 'friends', 'helpers'] as const;
export type Expansion = (typeof EXPANSIONS)[number];

/** The mini-expansions the lobby offers beside any board (Seafarers comes with its scenarios' boards). */
export const BUILT_EXPANSIONS: readonly Expansion[] = ['friends', 'helpers'];

/** Seafarers' scenarios, each a board kind of its own (RULES.md §7.4), for 3 and 4 players. */
export const SCENARIOS = ['new-shores', 'four-islands', 'fog-islands', 'through-the-desert'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];
