// Nothing in the dice game is hidden: every die, sheet and score is on the table. The
// projection per viewer is the identity, provided for the game-kind interface.
import type { DiceEvent } from './events.ts';
import type { DiceState } from './state.ts';

/** Who looks: a seat, a spectator, or the server ('all'). */
export type DiceViewer = 'all' | 'spectator' | number;

export const redact = (event: DiceEvent, _viewer: DiceViewer): DiceEvent => event;

export const redactState = (state: DiceState, _viewer: DiceViewer): DiceState => state;
