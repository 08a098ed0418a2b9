import type { Seat } from '../../base/types.ts';

export type PairedEvent =
  /** Player 1 ended their part of the turn: Player 2's part begins (no roll: the turn's dice stay). */
  | { readonly type: 'PairedPartStarted'; readonly player1: Seat; readonly player2: Seat }
  /** Player 2 ended their part (with EndTurn): the next turn follows. */
  | { readonly type: 'PairedPartEnded'; readonly seat: Seat };

declare module '../../base/events.ts' {
  interface ModuleEvents { 'paired': PairedEvent }
}
