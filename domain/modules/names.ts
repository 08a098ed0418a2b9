// The modules' names alone, for what must not pull in their rules (the protocol's schemas, which
// the browser's first bundle carries).

/** The turn rules of a 5–6 player game, each a module; the first is the default (seed 000). */
export const TURN_RULES = ['special-building', 'paired'] as const;
export type TurnRule = (typeof TURN_RULES)[number];
