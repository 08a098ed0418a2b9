// The special building phase's rejection codes (merged into REJECTIONS).
export const SPECIAL_BUILDING_REJECTIONS = {
  'special-building/no-cards': 'No development card may be played in the special building phase.',
  'special-building/no-trade': 'No trade of any kind, with a player or the bank, in the special building phase.',
  'special-building/build-only': 'In the special building phase you may only build, buy development cards, or pass.',
} as const;
