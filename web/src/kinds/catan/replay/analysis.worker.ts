// The review room's analysis thread: the domain's evaluator (domain/catan/analysis/) over the
// whole game: each asked position's chances of winning, and each decision judged against the
// best alternative, posted as they are ready (with how far it got, for the progress bar).
import { analyse } from '../../../../../domain/catan/analysis/review.ts';
import type { Evaluation } from '../../../../../domain/catan/analysis/evaluate.ts';
import type { MoveReview } from '../../../../../domain/catan/analysis/moves.ts';
// The domain's root, for its side effect: it installs the rule modules (5–6 players, the expansions).
import '../../../lib/domain.ts';
import type { Event } from '../../../lib/domain.ts';

export interface AnalysisRequest {
  readonly events: readonly Event[];
  /** Positions to estimate (events applied), ascending. */
  readonly positions: readonly number[];
  readonly seed: number;
}

export type AnalysisResult =
  | { readonly position: number; readonly chances: Evaluation; readonly ms: number }
  | { readonly review: MoveReview }
  /** Events gone through so far, of `of`. */
  | { readonly progress: number; readonly of: number };

interface WorkerScope {
  onmessage: ((e: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResult | { readonly done: true }): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  let last = performance.now();
  let reported = 0;
  for (const step of analyse(data.events, data.positions, data.seed)) {
    const now = performance.now();
    if (step.kind === 'point') {
      scope.postMessage({ position: step.position, chances: step.evaluation, ms: now - last });
      last = now;
    } else {
      scope.postMessage({ review: step.review });
      if (step.review.position - reported >= 20) {
        reported = step.review.position;
        scope.postMessage({ progress: reported, of: data.events.length });
      }
    }
  }
  scope.postMessage({ done: true });
};
