// The replay of a dice game, move by move: every position's table folded once, so stepping is an
// array lookup. A position is what a player sees as one move — a roll, a gold trade, a joker, a
// build, a turn's end — with what follows from it on its own (an award changing hands, the score
// written, the game's end) folded into the same step. Position 0 is the game's start: the table
// set, the first player about to roll.
import { evolve } from '../../../../../domain/dice/evolve.ts';
import type { DiceEvent } from '../../../../../domain/dice/events.ts';
import { initialState, type DiceState } from '../../../../../domain/dice/state.ts';
import type { Walk } from '../../../replay/cursor.ts';

export interface DiceReplayModel {
  readonly events: readonly DiceEvent[];
  /** ends[p]: how many events are folded at position p; p = 0 … end. */
  readonly ends: readonly number[];
  /** states[p]: the table at position p. */
  readonly states: readonly DiceState[];
  /** Positions where a turn begins, ascending, starting at 0. */
  readonly turnStarts: readonly number[];
  /** The last position: the game's end. */
  readonly end: number;
}

/** Events that follow from the move before them, and so belong to its step (the seeds' reveal: the end's). */
const FOLLOWS: ReadonlySet<DiceEvent['type']> = new Set(['GameStarted', 'LargestArmyChanged', 'LongestRoadChanged', 'GameEnded', 'SeedsRevealed']);

/** Does `e` begin a new step? A turn's end is one step: its score, then the turn passing on. */
const startsStep = (e: DiceEvent, before: DiceEvent): boolean =>
  !FOLLOWS.has(e.type) && !(e.type === 'TurnEnded' && before.type === 'TurnScored');

export function buildDiceReplay(events: readonly DiceEvent[]): DiceReplayModel {
  const started = events.findIndex((e) => e.type === 'GameStarted');
  const start = started < 0 ? events.length : started + 1;
  const ends = [start];
  for (let i = start + 1; i < events.length; i++) if (startsStep(events[i], events[i - 1])) ends.push(i);
  if (events.length > start) ends.push(events.length);
  const states: DiceState[] = [];
  let state = initialState();
  let folded = 0;
  for (const upTo of ends) {
    for (; folded < upTo; folded++) state = evolve(state, events[folded]);
    states.push(state);
  }
  const turnStarts = [0, ...ends.flatMap((upTo, p) => (p > 0 && events[upTo - 1].type === 'TurnEnded' ? [p] : []))];
  return { events, ends, states, turnStarts, end: ends.length - 1 };
}

/** The events of the step that leads to position `p` (at the start: the game's starting line). */
export function stepEvents(m: DiceReplayModel, p: number): { readonly from: number; readonly to: number } {
  const to = m.ends[p];
  return { from: p === 0 ? Math.max(0, to - 1) : m.ends[p - 1], to };
}

/** A position inside the game; anything that is not a number (NaN) is the end. */
export const clampStep = (m: DiceReplayModel, p: number): number => (Number.isNaN(p) ? m.end : Math.max(0, Math.min(m.end, Math.round(p))));

/** The position a URL's `?at=` asks for: a whole number, clamped; anything else is the end. */
export function stepFromQuery(m: DiceReplayModel, at: string | readonly string[] | undefined): number {
  const text = typeof at === 'string' ? at.trim() : '';
  return /^[+-]?\d+$/.test(text) ? clampStep(m, Number(text)) : m.end;
}

/** How the cursor walks a dice game: move by move, Shift by turn. */
export function diceWalk(m: DiceReplayModel): Walk {
  return {
    end: m.end,
    clamp: (p) => clampStep(m, p),
    turnStep(p, direction) {
      if (direction > 0) return m.turnStarts.find((s) => s > p) ?? m.end;
      for (let i = m.turnStarts.length - 1; i >= 0; i--) if (m.turnStarts[i] < p) return m.turnStarts[i];
      return 0;
    },
  };
}
