// The helpers' rejection codes, merged into REJECTIONS (rejections.ts).
export const HELPERS_REJECTIONS = {
  'helpers/no-helper': 'You hold no helper yet.',
  'helpers/not-held': 'You do not hold that helper.',
  'helpers/received-this-turn': 'A helper cannot be used in the turn it was received.',
  'helpers/once-per-turn': 'A helper may be used only once per turn.',
  'helpers/special-building': 'No helper may be used in the special building phase.',
  'helpers/must-return': 'After a use on side B the helper must be returned for a different one.',
  'helpers/not-in-display': 'Take a different helper from the display.',
  'helpers/not-called': 'That helper reacts only to a roll that calls for it: a 7 for the General, a roll that gave you nothing for the Mayor.',
  'helpers/invalid-substitute': 'Pay with a resource other than the one it replaces.',
  'helpers/not-an-end-road': 'Only one of your roads with an end touching none of your pieces may be moved.',
  'helpers/robber-in-desert': 'The robber is already in the desert.',
  'helpers/not-a-desert': 'The robber goes back to a desert.',
  'helpers/no-knight': 'You have no knight to discard there.',
  'helpers/not-ahead': 'Choose a player who shows more victory points than you.',
  'helpers/empty-hand': 'That player holds no cards.',
  'helpers/bad-demand': 'Name one or two other players.',
  'helpers/no-choice': 'There is no card to choose.',
  'helpers/not-offered': 'Choose one of the cards you looked at.',
  'helpers/choose-first': 'The helper\'s card must be chosen first.',
} as const;

export type HelpersRejectionCode = keyof typeof HELPERS_REJECTIONS;

declare module '../../base/rejections.ts' {
  interface ModuleRejections { 'helpers': typeof HELPERS_REJECTIONS }
}
