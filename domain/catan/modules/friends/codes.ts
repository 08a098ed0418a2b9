// Friends' rejection codes (declared to the base game below; the descriptor installs the messages).
export const FRIENDS_REJECTIONS = {
  'friends/gift-pending': 'A gift awaits its answer first.',
  'friends/no-gift': 'No gift is offered to you.',
  'friends/one-gift-per-turn': 'Only one gift may be given per turn.',
  'friends/too-many-points': 'A gift goes to a player with no more visible victory points than you.',
  'friends/already-refused': 'That player has refused your gift this turn.',
  'friends/one-favor-per-turn': 'Only one favor may be used or exchanged per turn.',
  'friends/not-enough-tokens': 'You do not have the tokens that favor costs (tokens gained this turn cannot be used yet).',
  'friends/supply-empty': 'The supply has no favor tokens left.',
  'friends/no-chips': 'No Catan chips are left.',
  'friends/return-pending': 'Return one of your favor tokens to the supply first.',
  'friends/no-such-token': 'You have no favor token of that guild.',
} as const;

declare module '../../base/rejections.ts' {
  interface ModuleRejections { 'friends': typeof FRIENDS_REJECTIONS }
}
