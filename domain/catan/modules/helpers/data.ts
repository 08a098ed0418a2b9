// The ten helper cards (RULES.md §4.2, the 2014 edition) as data. The stack order is data too:
// A4 and A6 are inferred, so a later correction changes this list only.

export const HELPERS_LIST = [
  'merchant', 'mendicant', 'mayor', 'explorer', 'general', 'architect',
  'robberBride', 'captain', 'priest', 'noblewoman',
] as const;
export type HelperId = (typeof HELPERS_LIST)[number];

/**
 * The stack at set-up, top first: A1…A6 in order, then the unnumbered cards. At most six players
 * take a card, so the order of the unnumbered ones never matters (they all go to the display).
 */
export const HELPER_STACK: readonly HelperId[] = HELPERS_LIST;

/** The number printed on side A (1–6), or null for the unnumbered cards. */
export const helperNumber = (h: HelperId): number | null => {
  const i = HELPER_STACK.indexOf(h);
  return i < 6 ? i + 1 : null;
};

export const isHelper = (h: unknown): h is HelperId => typeof h === 'string' && (HELPERS_LIST as readonly string[]).includes(h);

export type Side = 'A' | 'B';

