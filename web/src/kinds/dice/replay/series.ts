// The dice game's score over the game, for the replay's chart. Standard side: each seat's running
// total after each of its own turns (the score track summed so far; a turn with no build is −2,
// and marked). Plus side: every seat's victory points after each game turn (awards included).
// Pure: computed once per game from the replay model.
import { totalOf } from '../../../../../domain/dice/state.ts';
import type { DiceReplayModel } from './model.ts';

export interface ScorePoint {
  /** Standard side: the seat's own turn (1…15). Plus side: game turns played. 0: the start. */
  readonly x: number;
  readonly total: number;
  /** The replay position where this point is reached. */
  readonly position: number;
  /** A turn with no build (the standard side's X). */
  readonly idle: boolean;
}

export interface ScoreSeries {
  /** The standard side's score track (x: each seat's own turns), or the Plus side's victory points (x: game turns). */
  readonly track: boolean;
  /** One line per seat, from x = 0. */
  readonly seats: readonly (readonly ScorePoint[])[];
  readonly xMax: number;
  /** Plus side: the victory points that win; null on the standard side. */
  readonly goal: number | null;
}

const START: ScorePoint = { x: 0, total: 0, position: 0, idle: false };

export function scoreSeries(m: DiceReplayModel): ScoreSeries {
  const final = m.states[m.end];
  if (final.phase === 'none' || final.phase === 'lobby') return { track: true, seats: [], xMax: 0, goal: null };
  const seats: ScorePoint[][] = final.names.map(() => [START]);
  const track = final.sheet.turns !== null;
  let turns = 0;
  for (let p = 1; p <= m.end; p++) {
    const step = m.events.slice(m.ends[p - 1], m.ends[p]);
    const state = m.states[p];
    if (state.phase !== 'playing' && state.phase !== 'finished') continue;
    if (track) {
      for (const e of step) {
        if (e.type !== 'TurnScored') continue;
        const line = seats[e.seat];
        line.push({ x: line.length, total: line[line.length - 1].total + e.points, position: p, idle: e.points < 0 });
      }
      continue;
    }
    // Plus side: after each turn passed on, and at a win in the middle of a turn.
    const passed = step.some((e) => e.type === 'TurnEnded');
    const won = state.phase === 'finished' && !passed;
    if (!passed && !won) continue;
    turns++;
    seats.forEach((line, seat) => line.push({ x: turns, total: totalOf(state, seat), position: p, idle: false }));
  }
  const xMax = track ? final.sheet.turns ?? 0 : Math.max(1, turns);
  return { track, seats, xMax, goal: final.sheet.goal };
}

/** Each seat's last point at or before `position`. */
export function pointsAt(series: ScoreSeries, position: number): ScorePoint[] {
  return series.seats.map((line) => line.reduce((last, pt) => (pt.position <= position ? pt : last), line[0]));
}
