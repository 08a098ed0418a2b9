// Each decision of a seat judged by the evaluator: the move made against the best of the moves
// the bots would weigh there (bots/expert.ts's candidates), each move's value being the seat's
// chance of winning after it, averaged over what the move leaves to luck (a card drawn, a card
// stolen) and read as if the seat's turn were over. The drop from the best marks the move an
// inaccuracy, a mistake or a blunder (THRESHOLDS, in points of chance).
import type { Command } from '../base/commands.ts';
import type { Event } from '../base/events.ts';
import { supplyInputs } from '../base/inputs.ts';
import { decide } from '../base/decide/index.ts';
import { fold } from '../base/evolve.ts';
import { legalOf } from '../base/legal.ts';
import { redactState } from '../base/redact.ts';
import type { State } from '../base/state.ts';
import type { Seat } from '../base/types.ts';
import { seededRandom } from '../../shared/random.ts';
import { dutyOf } from '../bots/duty.ts';
import { expertCandidates } from '../bots/expert.ts';
import { goodCommand } from '../bots/good.ts';
import { evaluate } from './evaluate.ts';

/** The drops (0–1) from which a move is marked. */
export const THRESHOLDS = { inaccuracy: 0.03, mistake: 0.07, blunder: 0.15 } as const;
export type Mark = keyof typeof THRESHOLDS;

/** Draws a move's luck is averaged over. */
export const DRAWS = 4;

export interface MoveReview {
  /** The index of the move's first event: `states[position]` is the position it was made in. */
  readonly position: number;
  readonly seat: Seat;
  readonly made: Command;
  readonly best: Command;
  /** The seat's chance after the move made and after the best one (0–1). */
  readonly madeValue: number;
  readonly bestValue: number;
  readonly loss: number;
  readonly mark: Mark | null;
}

export const markOf = (loss: number): Mark | null =>
  (loss >= THRESHOLDS.blunder ? 'blunder' : loss >= THRESHOLDS.mistake ? 'mistake' : loss >= THRESHOLDS.inaccuracy ? 'inaccuracy' : null);

/** The command a decision's first event shows was made (null: not a decision this review judges). */
export function madeCommand(events: readonly Event[], p: number): Command | null {
  const e = events[p];
  switch (e.type) {
    case 'SettlementPlaced': return { type: 'PlaceSettlement', seat: e.seat, vertex: e.vertex };
    case 'RoadBuilt': return { type: 'BuildRoad', seat: e.seat, edge: e.edge };
    case 'SettlementBuilt': return { type: 'BuildSettlement', seat: e.seat, vertex: e.vertex };
    case 'CityBuilt': return { type: 'BuildCity', seat: e.seat, vertex: e.vertex };
    case 'DevelopmentCardBought': return { type: 'BuyDevelopmentCard', seat: e.seat };
    case 'MaritimeTraded': return { type: 'TradeWithBank', seat: e.seat, give: e.give, receive: e.receive };
    case 'TurnEnded': return { type: 'EndTurn', seat: e.seat };
    case 'RobberMoved': {
      const next = events[p + 1];
      return { type: 'MoveRobber', seat: e.seat, hex: e.hex, victim: next?.type === 'ResourceStolen' && next.thief === e.seat ? next.victim : null };
    }
    default: return null;
  }
}

/** The seat's chance after `command` in `s`, averaged over DRAWS draws; null if the rules refuse it. */
export function moveValue(s: State, command: Command, seat: Seat, seed: number): number | null {
  let sum = 0;
  for (let k = 0; k < DRAWS; k++) {
    const decision = decide(supplyInputs(command, seededRandom(seed + k * 7919), s), s);
    if (!decision.ok) return null;
    sum += evaluate(fold(decision.events, s), seat).chance[seat];
  }
  return sum / DRAWS;
}

const same = (a: Command, b: Command) => JSON.stringify(a) === JSON.stringify(b);

/** The review of the decision whose first event is events[p], made in `s` (= the state before it); null if not judged. */
export function reviewMove(s: State, events: readonly Event[], p: number, seed: number): MoveReview | null {
  if (s.phase !== 'setup' && s.phase !== 'playing') return null;
  const made = madeCommand(events, p);
  if (made === null || !('seat' in made)) return null;
  const seat = made.seat;
  const view = redactState(s, seat);
  const duty = dutyOf(view, seat).kind;
  if (duty !== 'placeSettlement' && duty !== 'robber' && duty !== 'main') return null;
  const good = goodCommand(view, seat, seededRandom(seed));
  if (good === null || (view.phase !== 'setup' && view.phase !== 'playing')) return null;
  // The bots' candidates, and every city and settlement the rules allow now (the bots weigh only
  // their own plan's; a review must see a city that wins the game).
  const builds = duty === 'main' ? [...legalOf(s, seat, 'BuildCity'), ...legalOf(s, seat, 'BuildSettlement')] : [];
  const candidates = [...expertCandidates(view, seat, good), ...builds];
  const madeValue = moveValue(s, made, seat, seed);
  if (madeValue === null) return null;
  let best: Command = made;
  let bestValue = madeValue;
  for (const c of candidates) {
    if (same(c, made)) continue;
    const v = moveValue(s, c, seat, seed);
    if (v !== null && v > bestValue) {
      best = c;
      bestValue = v;
    }
  }
  const loss = bestValue - madeValue;
  return { position: p, seat, made, best, madeValue, bestValue, loss, mark: markOf(loss) };
}

export interface PlayerSummary {
  readonly moves: number;
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
  /** The average drop over the seat's judged moves (0–1). */
  readonly averageLoss: number;
}

/** Each seat's count of marks and average loss. */
export function summarize(reviews: readonly MoveReview[], seats: number): PlayerSummary[] {
  return Array.from({ length: seats }, (_, seat) => {
    const own = reviews.filter((r) => r.seat === seat);
    const count = (m: Mark) => own.filter((r) => r.mark === m).length;
    const averageLoss = own.length ? own.reduce((a, r) => a + r.loss, 0) / own.length : 0;
    return { moves: own.length, inaccuracy: count('inaccuracy'), mistake: count('mistake'), blunder: count('blunder'), averageLoss };
  });
}
