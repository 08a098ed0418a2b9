// The review's figures over time: at every turn start (and the game's end), what each seat had
// received from the dice so far (in all and by resource), the length of its longest road and the
// knights it had played. Computed once per game, in one pass over the stream; pure, so tested on
// hand-made streams.
import { longestRoad, RESOURCES, type Resource } from '../lib/domain.ts';
import type { ReplayModel } from '../state/replay.ts';

/** What the over-time chart can show: cards from rolls (all, or one resource), roads, knights. */
export type Measure = 'received' | Resource | 'road' | 'knights';
export const MEASURES: readonly Measure[] = ['received', ...RESOURCES, 'road', 'knights'];

export interface Sample {
  readonly position: number;
  /** The turn under way at the position (0: set-up). */
  readonly turn: number;
  /** By measure, one value per seat. */
  readonly values: Readonly<Record<Measure, readonly number[]>>;
}

/** The award's threshold drawn on the chart: Longest Road from 5 roads, Largest Army from 3 knights. */
export const AWARD_AT: Partial<Record<Measure, number>> = { road: 5, knights: 3 };

/** Every seat's figures at each of the model's VP samples (turn starts and the end). */
export function seriesOf(model: ReplayModel): Sample[] {
  const final = model.states[model.events.length];
  const seats = final.phase === 'none' ? 0 : final.players;
  const received = Array.from({ length: seats }, () => Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>);
  const samples: Sample[] = [];
  let at = 0;
  for (const { position, turn } of model.points) {
    for (; at < position; at++) {
      const e = model.events[at];
      if (e.type === 'ResourcesProduced') e.gains.forEach((g, seat) => RESOURCES.forEach((r) => (received[seat][r] += g[r] ?? 0)));
    }
    const s = model.states[position];
    if (s.phase === 'none' || s.phase === 'lobby') continue;
    const values = Object.fromEntries(RESOURCES.map((r) => [r, received.map((h) => h[r])])) as Record<Measure, number[]>;
    values.received = received.map((h) => RESOURCES.reduce((n, r) => n + h[r], 0));
    values.road = received.map((_, seat) => longestRoad(s, seat));
    values.knights = received.map((_, seat) => s.knights[seat]);
    samples.push({ position, turn, values });
  }
  return samples;
}

/** The sample shown at `position`: the last one at or before it. */
export function sampleAt(samples: readonly Sample[], position: number): number {
  let current = 0;
  samples.forEach((s, i) => {
    if (s.position <= position) current = i;
  });
  return current;
}
