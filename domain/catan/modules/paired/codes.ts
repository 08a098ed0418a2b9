// Paired players' rejection codes (declared to the base game below; the descriptor installs the messages).
export const PAIRED_REJECTIONS = {
  'paired/no-roll': 'Player 2 does not roll: Player 1\'s roll serves the whole turn.',
  'paired/no-knight': 'Player 2 may not play a knight: there is no roll in their part.',
  'paired/no-domestic-trade': 'Player 2 may not trade with other players, only with the bank and harbors.',
} as const;

declare module '../../base/rejections.ts' {
  interface ModuleRejections { 'paired': typeof PAIRED_REJECTIONS }
}
