// The player's pace for the moves of seats the server plays (bots, and players who are away),
// kept in localStorage: readable (a pause after each move, to follow the log and the board) or
// fast (a glance at each move: for players who know the game and want their turn back).
import { signal } from '@preact/signals';
import { DEFAULT_PACING, type PacingOptions } from '../state/pacing.ts';

export type BotPace = 'readable' | 'fast';

const STORE_KEY = 'hexfold.pace';

export const PACES: Readonly<Record<BotPace, PacingOptions>> = {
  readable: DEFAULT_PACING,
  fast: { pauseMs: 120, fastPauseMs: 30, backlog: 8 },
};

function load(): BotPace {
  try {
    return localStorage.getItem(STORE_KEY) === 'fast' ? 'fast' : 'readable';
  } catch {
    return 'readable';
  }
}

export const botPace = signal<BotPace>(typeof localStorage === 'undefined' ? 'readable' : load());

export function setBotPace(pace: BotPace): void {
  botPace.value = pace;
  try {
    localStorage.setItem(STORE_KEY, pace);
  } catch {
    /* no storage */
  }
}

/** The pacing a game page reads at each record, so a change applies at once. */
export const currentPacing = (): PacingOptions => PACES[botPace.value];
