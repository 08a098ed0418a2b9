// The review room's analysis thread: each asked position's chances of winning, estimated by the
// domain's playouts (domain/catan/analysis/chances.ts), posted one by one as they are ready so the
// graph fills in while the reviewer looks around.
import { winChances, type Chances } from '../../../../../domain/catan/analysis/chances.ts';
import { evolve, initialState, type Event, type State } from '../../../lib/domain.ts';

export interface AnalysisRequest {
  readonly events: readonly Event[];
  /** Positions to estimate (events applied), ascending. */
  readonly positions: readonly number[];
  readonly playouts: number;
  readonly seed: number;
}

export interface AnalysisResult {
  readonly position: number;
  readonly chances: Chances;
  /** Milliseconds this position took. */
  readonly ms: number;
}

interface WorkerScope {
  onmessage: ((e: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResult | { readonly done: true }): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  let state: State = initialState('all');
  let at = 0;
  for (const position of data.positions) {
    while (at < position) state = evolve(state, data.events[at++]);
    const started = performance.now();
    const chances = winChances(state, data.playouts, data.seed + position);
    scope.postMessage({ position, chances, ms: performance.now() - started });
  }
  scope.postMessage({ done: true });
};
