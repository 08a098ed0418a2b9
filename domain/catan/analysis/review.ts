// A whole game's analysis, step by step (the review room's worker posts each step as it comes,
// for its progress bar): the chances at the asked positions, and each judged decision.
import type { Event } from '../base/events.ts';
import { evolve } from '../base/evolve.ts';
import { initialState, type State } from '../base/state.ts';
import { evaluate, type Evaluation } from './evaluate.ts';
import { madeCommand, reviewMove, type MoveReview } from './moves.ts';

export type Step =
  | { readonly kind: 'point'; readonly position: number; readonly evaluation: Evaluation }
  | { readonly kind: 'move'; readonly review: MoveReview };

/**
 * The steps of the analysis of `events`: a point at each of `positions`, a move at each judged
 * decision, in the order of the game.
 */
export function* analyse(events: readonly Event[], positions: readonly number[], seed: number): Generator<Step> {
  const wanted = new Set(positions);
  let state: State = initialState('all');
  for (let p = 0; p <= events.length; p++) {
    if (wanted.has(p)) yield { kind: 'point', position: p, evaluation: evaluate(state) };
    if (p === events.length) break;
    if (madeCommand(events, p) !== null) {
      const review = reviewMove(state, events, p, seed + p);
      if (review) yield { kind: 'move', review };
    }
    state = evolve(state, events[p]);
  }
}
