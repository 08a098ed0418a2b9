// What the player is in the middle of choosing: a build mode (or the pavers' free road), a robber
// hex waiting for a victim, a card dialog, a Friends dialog, or a helper's use (Helpers). Local to this browser tab; never part of the game state.
import { signal } from '@preact/signals';
import type { Command, EdgeKey, HexKey } from '../lib/domain.ts';
import type { BuildMode } from './spots.ts';

export function createGameUi() {
  return {
    mode: signal<BuildMode>(null),
    robberHex: signal<HexKey | null>(null),
    dialog: signal<'yearOfPlenty' | 'monopoly' | null>(null),
    /** A Friends choice being made: a gift to offer, the merchants' swaps, the traders' card. */
    favor: signal<'gift' | 'merchant' | 'trader' | null>(null),
    /** The helper's use dialog is open (Helpers). */
    helperUse: signal(false),
    /** A board helper's spot picked on the board: its uses there (Helpers). */
    helperAt: signal<readonly Command[] | null>(null),
    /** The Explorer's road picked on the board, whose new spot is picked next (Helpers). */
    helperFrom: signal<EdgeKey | null>(null),
  };
}

export type GameUi = ReturnType<typeof createGameUi>;
