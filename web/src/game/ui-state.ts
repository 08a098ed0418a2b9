// What the player is in the middle of choosing: a build mode, a robber hex waiting for a victim,
// or a card dialog. Local to this browser tab; never part of the game state.
import { signal } from '@preact/signals';
import type { HexKey } from '../lib/domain.ts';
import type { BuildMode } from './spots.ts';

export function createGameUi() {
  return {
    mode: signal<BuildMode>(null),
    robberHex: signal<HexKey | null>(null),
    dialog: signal<'yearOfPlenty' | 'monopoly' | null>(null),
  };
}

export type GameUi = ReturnType<typeof createGameUi>;
