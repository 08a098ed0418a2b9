// The evaluation graph's data: each seat's chance of winning at the start of every turn, computed
// in a worker (analysis.worker.ts) when the reviewer asks for it, and the turning points: the
// turns over which a seat's chance fell the most.
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Chances } from '../../../../../domain/catan/analysis/chances.ts';
import type { ReplayModel } from '../../../state/replay.ts';
import type { AnalysisRequest, AnalysisResult } from './analysis.worker.ts';

/** Playouts per position: ±10–15 points of confidence at worst, a few seconds per turn at most. */
export const PLAYOUTS = 24;

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

/** The `count` biggest falls of any seat's chance between consecutive estimates, biggest first. */
export function turningPoints(points: readonly Point[], count = 3): TurningPoint[] {
  const falls: TurningPoint[] = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1].chances.chance;
    const after = points[i].chances.chance;
    before.forEach((c, seat) => {
      const drop = c - (after[seat] ?? 0);
      if (drop > 0.15) falls.push({ seat, from: points[i - 1].position, to: points[i].position, drop });
    });
  }
  return falls.sort((a, b) => b.drop - a.drop).slice(0, count);
}

export interface Evaluation {
  readonly points: ReadonlySignal<readonly Point[]>;
  readonly total: number;
  /** Average time per position so far (ms). */
  readonly msPerPosition: ReadonlySignal<number>;
  dispose(): void;
}

/** Starts the analysis of a finished game in a worker; results arrive in `points`. */
export function startEvaluation(model: ReplayModel, seed = 1): Evaluation {
  const positions = positionsOf(model);
  const points = signal<readonly Point[]>([]);
  const msPerPosition = signal(0);
  const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
  let spent = 0;
  worker.onmessage = ({ data }: MessageEvent<AnalysisResult | { done: true }>) => {
    if ('done' in data) return worker.terminate();
    spent += data.ms;
    points.value = [...points.peek(), { position: data.position, chances: data.chances }];
    msPerPosition.value = spent / points.peek().length;
  };
  const request: AnalysisRequest = { events: model.events, positions, playouts: PLAYOUTS, seed };
  worker.postMessage(request);
  return { points, total: positions.length, msPerPosition, dispose: () => worker.terminate() };
}
