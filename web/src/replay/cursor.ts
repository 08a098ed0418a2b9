// Where the replay stands (the position signal) and how it moves: by step, by turn, to a spot,
// playing on its own at a speed, or running while an arrow key is held. The walk says what a
// position is: the board game's room steps through events, the dice game's through moves.
import { effect, signal } from '@preact/signals';
import { clampPosition, turnStep, type ReplayModel } from '../state/replay.ts';

export const SPEEDS = [2, 5, 10, 30] as const;

/** The positions a replay walks through: 0 … end, and where the turns begin. */
export interface Walk {
  /** The last position (the end of the game). */
  readonly end: number;
  /** A position inside the walk; anything that is not a number (NaN) is the end. */
  clamp(position: number): number;
  /** The start of the next turn after `position` (or the end), or of the current/previous one. */
  turnStep(position: number, direction: 1 | -1): number;
}

export function createCursor(walk: Walk, initial: number) {
  const { end } = walk;
  const position = signal(walk.clamp(initial));
  const playing = signal(false);
  const speed = signal<number>(5);
  let hold: { direction: 1 | -1; frame: number; started: number } | null = null;

  const goto = (p: number) => {
    position.value = walk.clamp(p);
  };
  const step = (d: number) => goto(position.value + d);
  const stepTurn = (direction: 1 | -1) => goto(walk.turnStep(position.value, direction));

  // Playing: one step per 1/speed seconds, until the end.
  const stopPlaying = effect(() => {
    if (!playing.value) return;
    const timer = setInterval(() => {
      if (position.peek() >= end) playing.value = false;
      else step(1);
    }, 1000 / speed.value);
    return () => clearInterval(timer);
  });

  /** Holding an arrow: one step at once, then one per frame, faster after a second. */
  function startHold(direction: 1 | -1) {
    if (hold) return;
    step(direction);
    const started = performance.now();
    const tick = (now: number) => {
      if (!hold) return;
      const held = now - started;
      if (held > 250) step(direction * (held > 1500 ? 3 : held > 800 ? 2 : 1));
      hold.frame = requestAnimationFrame(tick);
    };
    hold = { direction, started, frame: requestAnimationFrame(tick) };
  }

  function stopHold() {
    if (hold) cancelAnimationFrame(hold.frame);
    hold = null;
  }

  return {
    end, position, playing, speed,
    goto, step, stepTurn, startHold, stopHold,
    togglePlay() {
      if (!playing.value && position.value >= end) goto(0);
      playing.value = !playing.value;
    },
    dispose() {
      stopHold();
      stopPlaying();
    },
  };
}

export type Cursor = ReturnType<typeof createCursor>;

/** The board game's cursor: one position per event of its replay model. */
export function createReplayCursor(model: ReplayModel, initial: number) {
  const walk: Walk = { end: model.events.length, clamp: (p) => clampPosition(model, p), turnStep: (p, d) => turnStep(model, p, d) };
  return { ...createCursor(walk, initial), model };
}

export type ReplayCursor = ReturnType<typeof createReplayCursor>;
