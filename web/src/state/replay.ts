// The replay of a finished game: every state precomputed once (folding incrementally), turn
// boundaries for Shift+arrows, and the series for the charts. Stepping is then an array lookup.
import { evolve, initialState, totalPoints, type Event, type State, type Viewer } from '../lib/domain.ts';

export interface ReplayModel {
  readonly events: readonly Event[];
  /** states[p]: the game after its first p events; p = 0 … events.length. */
  readonly states: readonly State[];
  /** Positions where set-up or a turn begins, ascending, starting at 0. */
  readonly turnStarts: readonly number[];
  /** Victory points of every seat at each turn start, and at the end. */
  readonly points: readonly { readonly position: number; readonly turn: number; readonly points: readonly number[] }[];
  /** Positions (after the event) and totals of every dice roll. */
  readonly rolls: readonly { readonly position: number; readonly total: number }[];
}

const turnLabel = (s: State): number => (s.phase === 'playing' ? s.turn.number : s.phase === 'finished' ? Infinity : 0);

/**
 * The replay of `events` for `viewer` (the review room: everyone; or one seat, on the stream
 * redacted for it). The seeds' reveal after the end is no step of the game: it is left out (the
 * dice panel reads it from the stream's items).
 */
export function buildReplay(stream: readonly Event[], viewer: Viewer = 'all'): ReplayModel {
  const events = stream.filter((e) => e.type !== 'SeedsRevealed');
  const states: State[] = [initialState(viewer)];
  const turnStarts: number[] = [0];
  const rolls: { position: number; total: number }[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const next = evolve(states[i], e);
    states.push(next);
    if (e.type === 'DiceRolled') rolls.push({ position: i + 1, total: e.dice[0] + e.dice[1] });
    const before = turnLabel(states[i]);
    const after = turnLabel(next);
    if (after !== before && after !== Infinity && (e.type === 'SetupCompleted' || e.type === 'TurnEnded')) turnStarts.push(i + 1);
  }
  const sample = (position: number) => {
    const s = states[position];
    if (s.phase === 'none' || s.phase === 'lobby') return null;
    return { position, turn: s.phase === 'playing' ? s.turn.number : s.phase === 'finished' ? (s.turn?.number ?? 0) : 0, points: s.names.map((_, seat) => totalPoints(s, seat)) };
  };
  const points = [...turnStarts, events.length].flatMap((p) => sample(p) ?? []);
  return { events, states, turnStarts, points, rolls };
}

/** A position inside the game; anything that is not a number (NaN) is the end. */
export const clampPosition = (m: ReplayModel, p: number): number =>
  (Number.isNaN(p) ? m.events.length : Math.max(0, Math.min(m.events.length, Math.round(p))));

/**
 * The position a URL's `?at=` asks for: a whole number of events, clamped to the game; anything
 * else (absent, empty, `abc`, `1.5e`, repeated) shows the end, where a finished game's replay opens.
 */
export function positionFromQuery(m: ReplayModel, at: string | readonly string[] | undefined): number {
  const text = typeof at === 'string' ? at.trim() : '';
  return /^[+-]?\d+$/.test(text) ? clampPosition(m, Number(text)) : m.events.length;
}

/** The start of the next turn after `position` (or the end), or of the current/previous one. */
export function turnStep(m: ReplayModel, position: number, direction: 1 | -1): number {
  const starts = m.turnStarts;
  if (direction > 0) return starts.find((p) => p > position) ?? m.events.length;
  for (let i = starts.length - 1; i >= 0; i--) if (starts[i] < position) return starts[i];
  return 0;
}

/** The turn number shown at a position: 0 during set-up. */
export function turnAt(m: ReplayModel, position: number): number {
  const s = m.states[position];
  return s.phase === 'playing' ? s.turn.number : s.phase === 'finished' ? (s.turn?.number ?? 0) : 0;
}
