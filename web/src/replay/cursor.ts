// Where the replay stands (the position signal) and how it moves: by event, by turn, to a spot,
// playing on its own at a speed, or running while an arrow key is held.
import { effect, signal } from '@preact/signals';
import { clampPosition, turnStep, type ReplayModel } from '../state/replay.ts';

export const SPEEDS = [2, 5, 10, 30] as const;

export function createReplayCursor(model: ReplayModel, initial: number) {
  const position = signal(clampPosition(model, initial));
  const playing = signal(false);
  const speed = signal<number>(5);
  let hold: { direction: 1 | -1; frame: number; started: number } | null = null;

  const goto = (p: number) => {
    position.value = clampPosition(model, p);
  };
  const step = (d: number) => goto(position.value + d);
  const stepTurn = (direction: 1 | -1) => goto(turnStep(model, position.value, direction));

  // Playing: one event per 1/speed seconds, until the end.
  const stopPlaying = effect(() => {
    if (!playing.value) return;
    const timer = setInterval(() => {
      if (position.peek() >= model.events.length) playing.value = false;
      else step(1);
    }, 1000 / speed.value);
    return () => clearInterval(timer);
  });

  /** Holding an arrow: one event at once, then one per frame, faster after a second. */
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
    model, position, playing, speed,
    goto, step, stepTurn, startHold, stopHold,
    togglePlay() {
      if (!playing.value && position.value >= model.events.length) goto(0);
      playing.value = !playing.value;
    },
    dispose() {
      stopHold();
      stopPlaying();
    },
  };
}

export type ReplayCursor = ReturnType<typeof createReplayCursor>;
