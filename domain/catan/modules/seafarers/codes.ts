// Seafarers' rejection codes (declared to the base game below; the descriptor installs the messages).
export const SEAFARERS_REJECTIONS = {
  'seafarers/not-a-ship-edge': 'A ship goes on a path beside the sea (not on the frame’s outer side).',
  'seafarers/pirate-edge': 'No ship may be built on, moved from or moved to a side of the pirate’s hex.',
  'seafarers/ship-not-connected': 'A ship must touch one of your ships or your own settlement or city (not a road).',
  'seafarers/no-ships-left': 'You have no ships left.',
  'seafarers/one-move-per-turn': 'Only one ship may be moved per turn.',
  'seafarers/not-your-ship': 'You have no ship there.',
  'seafarers/ship-not-movable': 'Only the last ship of an open route, not built this turn, may move.',
  'seafarers/pirate-not-here': 'The pirate goes to another sea hex.',
  'seafarers/invalid-victim': 'The pirate robs a player with a ship beside its hex and cards in hand.',
  'seafarers/no-gold-owed': 'You are owed no gold.',
  'seafarers/wrong-gold-count': 'Pick exactly as many resources as you are owed (as far as the bank can pay).',
  'seafarers/gold-pending': 'The gold owed must be picked first.',
  'seafarers/no-free-ship': 'A free ship comes in set-up instead of the road, or with the Road Building card.',
} as const;

declare module '../../base/rejections.ts' {
  interface ModuleRejections { 'seafarers': typeof SEAFARERS_REJECTIONS }
}
