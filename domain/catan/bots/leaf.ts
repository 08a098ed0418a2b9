// How the expert scores the position at the end of a rollout: the hand-tuned strength share it
// used first (`judge`), or the analysis board's fitted evaluator (the seat's chance of winning,
// analysis/evaluate.ts, without its bands: a leaf needs only the figure).
import { devTotal, handTotal } from '../base/cards.ts';
import { totalPoints } from '../base/rules/points.ts';
import type { State } from '../base/state.ts';
import type { Seat } from '../base/types.ts';
import { MODELS } from '../analysis/coefficients.ts';
import { chances, modelOf } from '../analysis/model.ts';
import { positionFeatures } from '../analysis/features.ts';
import { boardFacts } from './board.ts';
import { productionOf } from './outlook.ts';

export type Leaf = 'judge' | 'evaluator';

/** How well the seat stands: 1 if it won, 0 if another did, else its share of everyone's strength. */
export function judge(s: State, seat: Seat): number {
  if (s.phase === 'finished') return s.winner === seat ? 1 : 0;
  if (s.phase !== 'playing') return 0;
  const facts = boardFacts(s);
  let mine = 0;
  let all = 0;
  for (let other = 0; other < s.players; other++) {
    const pips = productionOf(s, other, facts).reduce((a, b) => a + b, 0);
    const cards = Math.min(7, handTotal(s.hands[other]));
    const strength = Math.exp(0.9 * (totalPoints(s, other) + pips * 0.06 + devTotal(s.devCards[other]) * 0.2 + cards * 0.08));
    all += strength;
    if (other === seat) mine = strength;
  }
  return mine / all;
}

/**
 * The seat's chance of winning by the fitted evaluator. `ownTurn`: the leaf is still in the
 * seat's own turn (a short rollout), read as if that turn were over, so that the candidates are
 * not told apart by who moves next.
 */
export function evaluatorChance(s: State, seat: Seat, ownTurn: boolean): number {
  if (s.phase === 'finished') return s.winner === seat ? 1 : 0;
  if (s.phase !== 'setup' && s.phase !== 'playing') return 0;
  const model = MODELS[modelOf(s)] ?? MODELS.base;
  const after = ownTurn && s.phase === 'playing' && s.turn.seat === seat ? seat : null;
  return chances(positionFeatures(s, after), model.weights, model.calibration)[seat];
}

/** The leaf's score of `s` for the seat. */
export function scoreLeaf(leaf: Leaf, s: State, seat: Seat, ownTurn: boolean): number {
  return leaf === 'judge' ? judge(s, seat) : evaluatorChance(s, seat, ownTurn);
}
