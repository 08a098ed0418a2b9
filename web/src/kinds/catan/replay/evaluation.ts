// The review room's analysis: each seat's chance of winning at the start of every turn and each
// decision judged, computed in a worker (analysis.worker.ts) when the reviewer asks for it; the
// turning points: the falls of a seat's chance that its band says are real.
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Evaluation as Chances } from '../../../../../domain/catan/analysis/evaluate.ts';
import type { MoveReview } from '../../../../../domain/catan/analysis/moves.ts';
import type { ReplayModel } from '../../../state/replay.ts';
import type { AnalysisRequest, AnalysisResult } from './analysis.worker.ts';

export interface Point {
  readonly position: number;
  readonly chances: Chances;
}

export interface TurningPoint {
  readonly seat: number;
  /** The turn began at `from` and the next at `to`: the fall happened between them. */
  readonly from: number;
  readonly to: number;
  /** The fall of the seat's chance (0–1). */
  readonly drop: number;
}

/** Where the chances are estimated: every turn start once set-up is under way, and the end. */
export function positionsOf(model: ReplayModel): number[] {
  const live = (p: number) => model.states[p].phase === 'setup' || model.states[p].phase === 'playing';
  return [...new Set([...model.turnStarts.filter(live), model.events.length])].sort((a, b) => a - b);
}

/** A fall is only taken for real when the bands do not overlap: the new top under the old bottom. */
const MIN_DROP = 0.05;

/** The `count` biggest real falls of any seat's chance between consecutive estimates, biggest first. */
export function turningPoints(points: readonly Point[], count = 3): TurningPoint[] {
  const falls: TurningPoint[] = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1].chances;
    const after = points[i].chances;
    before.chance.forEach((c, seat) => {
      const drop = c - (after.chance[seat] ?? 0);
      const real = (after.high[seat] ?? 0) < before.low[seat];
      if (drop >= MIN_DROP && real) falls.push({ seat, from: points[i - 1].position, to: points[i].position, drop });
    });
  }
  return falls.sort((a, b) => b.drop - a.drop).slice(0, count);
}

export interface Evaluation {
  readonly points: ReadonlySignal<readonly Point[]>;
  readonly reviews: ReadonlySignal<readonly MoveReview[]>;
  /** Share of the game gone through (0–1). */
  readonly progress: ReadonlySignal<number>;
  readonly done: ReadonlySignal<boolean>;
  readonly total: number;
  dispose(): void;
}

/** Starts the analysis of a game in a worker; results arrive in the signals. */
export function startEvaluation(model: ReplayModel, seed = 1): Evaluation {
  const positions = positionsOf(model);
  const points = signal<readonly Point[]>([]);
  const reviews = signal<readonly MoveReview[]>([]);
  const progress = signal(0);
  const done = signal(false);
  const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<AnalysisResult | { done: true }>) => {
    if ('done' in data) {
      progress.value = 1;
      done.value = true;
      return worker.terminate();
    }
    if ('review' in data) reviews.value = [...reviews.peek(), data.review];
    else if ('progress' in data) progress.value = data.progress / Math.max(1, data.of);
    else {
      points.value = [...points.peek(), { position: data.position, chances: data.chances }];
      progress.value = Math.max(progress.peek(), data.position / Math.max(1, model.events.length));
    }
  };
  const request: AnalysisRequest = { events: model.events, positions, seed };
  worker.postMessage(request);
  return { points, reviews, progress, done, total: positions.length, dispose: () => worker.terminate() };
}
