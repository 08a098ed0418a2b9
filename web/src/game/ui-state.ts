// What the player is in the middle of choosing: a board mode (a build mode, the pavers' free road,
// a board helper's spots), a robber hex waiting for a victim, a card dialog, a Friends dialog, or a
// helper's use (Helpers). Local to this browser tab; never part of the game state. A board mode is
// started from a button (`toggleMode`) and left with Cancel or Escape (`leaveMode`,
// `useLeaveOnEscape`: one listener, whatever the mode), the keyboard back on that button.
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Command, EdgeKey, HexKey } from '../lib/domain.ts';
import type { BuildMode } from '../kinds/catan/table/spots.ts';

export function createGameUi() {
  return {
    mode: signal<BuildMode>(null),
    /** The button that started the board mode under way: the keyboard goes back to it when the mode is left. */
    modeFrom: { current: null as HTMLElement | null },
    robberHex: signal<HexKey | null>(null),
    dialog: signal<'yearOfPlenty' | 'monopoly' | null>(null),
    /** A Friends choice being made: a gift to offer, the merchants' swaps, the traders' card. */
    favor: signal<'gift' | 'merchant' | 'trader' | null>(null),
    /** The helper's use dialog is open (Helpers). */
    helperUse: signal(false),
    /** A board helper's spot picked on the board: its uses there (Helpers). */
    helperAt: signal<readonly Command[] | null>(null),
    /** The Explorer's road (Helpers) or the ship to move (Seafarers) picked on the board, whose new spot is picked next. */
    helperFrom: signal<EdgeKey | null>(null),
  };
}

export type GameUi = ReturnType<typeof createGameUi>;

/** Starts a board mode from the button pressed, or leaves it when it is the mode under way (a helper's mode starts at its first step). */
export function toggleMode(ui: GameUi, mode: Exclude<BuildMode, null>, from: EventTarget | null): void {
  ui.helperFrom.value = null;
  if (ui.mode.value === mode) {
    ui.mode.value = null;
    return;
  }
  ui.modeFrom.current = from instanceof HTMLElement ? from : null;
  ui.mode.value = mode;
}

/** Leaves the board mode under way, the keyboard back on the button that started it (if it is still there). */
export function leaveMode(ui: GameUi): void {
  ui.mode.value = null;
  ui.helperFrom.value = null;
  const from = ui.modeFrom.current;
  ui.modeFrom.current = null;
  if (from?.isConnected) from.focus();
}

/** While a board mode is on, Escape leaves it (a dialog open over the table takes its own Escape). */
export function useLeaveOnEscape(ui: GameUi): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && ui.mode.peek() !== null && !e.defaultPrevented && !document.querySelector('dialog[open]')) leaveMode(ui);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ui]);
}
