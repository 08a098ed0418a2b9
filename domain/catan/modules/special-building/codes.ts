// The special building phase's rejection codes (declared to the base game below; the descriptor installs the messages).
export const SPECIAL_BUILDING_REJECTIONS = {
  'special-building/no-cards': 'No development card may be played in the special building phase.',
  'special-building/no-trade': 'No trade of any kind, with a player or the bank, in the special building phase.',
  'special-building/build-only': 'In the special building phase you may only build, buy development cards, or pass.',
} as const;

declare module '../../base/rejections.ts' {
  interface ModuleRejections { 'special-building': typeof SPECIAL_BUILDING_REJECTIONS }
}
