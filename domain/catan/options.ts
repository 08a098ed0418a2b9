// The modules' names alone, for what must not pull in their rules (the protocol's schemas, which
// the browser's first bundle carries).

/** The turn rules of a 5–6 player game, each a module; the first is the default (seed 000). */
export const TURN_RULES = ['special-building', 'paired'] as const;
export type TurnRule = (typeof TURN_RULES)[number];

/**
 * The expansions a game may add, in their installed order: Seafarers (seed 002), played on its
 * scenarios' maps; Cities & Knights (seed 002); the mini-expansions of any table (seed 000: "Entre amigos", "Os ajudantes");
 * and the Harbormaster scenario (RULES.md §7.4.10) on the base game's boards.
 */
export const EXPANSIONS = ['seafarers', 'cities-knights', 'friends', 'helpers', 'harbormaster'] as const;
export type Expansion = (typeof EXPANSIONS)[number];

/** The expansions the lobby offers beside a base board (Seafarers comes with its scenarios' boards). */
export const BUILT_EXPANSIONS: readonly Expansion[] = ['cities-knights', 'friends', 'helpers', 'harbormaster'];

/**
 * Those played by 3–4 players only (the module's `players`): Seafarers' 5–6 player maps have no
 * second source yet (RULES.md §7.4.9); Catan Universe offers the Harbormaster for no larger table.
 */
export const SMALL_TABLE_EXPANSIONS: readonly Expansion[] = ['seafarers', 'harbormaster'];

/** The expansions a table of `players` may add. */
export const expansionsFor = (players: number): Expansion[] =>
  BUILT_EXPANSIONS.filter((m) => players <= 4 || !SMALL_TABLE_EXPANSIONS.includes(m));

/** Seafarers' scenarios, each a board kind of its own (RULES.md §7.4), for 3 and 4 players. */
export const SCENARIOS = ['new-shores', 'four-islands', 'fog-islands', 'through-the-desert'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];
