// Each decision of a seat judged by the evaluator: the move made against the best of the moves
// the bots would weigh there (bots/expert.ts's candidates), the other moves of the made move's
// kind and the expansions' buys (made.ts says which decisions), each move's value being the seat's
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
import type { Live } from './features.ts';
import { madeCommand } from './made.ts';

export { madeCommand };

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

/** Other moves of a kind weighed beside the one made (the first the rules list): the evaluator sees no place, only what a move brings. */
const OF_A_KIND = 8;
/** Kinds of move whose alternatives are the bots' candidates alone (the base game's builds and set-up are weighed below in full). */
const BOTS_KINDS = new Set(['PlaceSettlement', 'MoveRobber', 'BuildRoad', 'BuildSettlement', 'BuildCity', 'BuyDevelopmentCard', 'TradeWithBank', 'EndTurn']);

const PLAYS = new Set(['PlayKnight', 'PlayRoadBuilding', 'PlayYearOfPlenty', 'PlayMonopoly']);

/** The moves weighed against `made`: the bots' candidates, every city and settlement, the made kind's others, the expansions' buys. */
function candidatesOf(s: Live, view: State, seat: Seat, duty: string, made: Command, good: Command): Command[] {
  if (view.phase !== 'setup' && view.phase !== 'playing') return [];
  if (duty === 'beforeRoll') return [{ type: 'RollDice', seat }, ...plays(s, seat, true)];
  const out = expertCandidates(view, seat, good);
  if (duty !== 'main') return out;
  // Every city and settlement the rules allow now (the bots weigh only their own plan's; a review
  // must see a city that wins the game); beside a move of another kind, its others and the turn's end.
  out.push(...legalOf(s, seat, 'BuildCity'), ...legalOf(s, seat, 'BuildSettlement'));
  if (!BOTS_KINDS.has(made.type)) out.push(...legalOf(s, seat, made.type).slice(0, OF_A_KIND), { type: 'EndTurn', seat });
  if (s.modules.includes('cities-knights')) out.push(...legalOf(s, seat, 'BuyImprovement'));
  out.push(...plays(s, seat, false));
  return out;
}

/** The development cards the seat holds, played (a knight only, before the roll). */
function plays(s: Live, seat: Seat, beforeRoll: boolean): Command[] {
  const held = s.devCards[seat];
  const out: Command[] = [];
  if (held.knight > 0) out.push({ type: 'PlayKnight', seat });
  if (beforeRoll) return out;
  if (held.roadBuilding > 0) out.push({ type: 'PlayRoadBuilding', seat });
  if (held.monopoly > 0) out.push(...legalOf(s, seat, 'PlayMonopoly'));
  if (held.yearOfPlenty > 0) out.push(...legalOf(s, seat, 'PlayYearOfPlenty'));
  return out;
}

/** The review of the decision whose first event is events[p], made in `s` (= the state before it); null if not judged. */
export function reviewMove(s: State, events: readonly Event[], p: number, seed: number): MoveReview | null {
  if (s.phase !== 'setup' && s.phase !== 'playing') return null;
  const made = madeCommand(events, p);
  if (made === null || !('seat' in made)) return null;
  const seat = made.seat;
  // A roll is a decision only beside a knight that could be played first.
  if (made.type === 'RollDice' && (s.phase !== 'playing' || s.devCards[seat].knight === 0)) return null;
  const view = redactState(s, seat);
  const duty = dutyOf(view, seat).kind;
  if (duty !== 'placeSettlement' && duty !== 'robber' && duty !== 'main' && duty !== 'beforeRoll') return null;
  const good = goodCommand(view, seat, seededRandom(seed));
  if (good === null) return null;
  const madeValue = moveValue(s, made, seat, seed);
  if (madeValue === null) return null;
  let best: Command = made;
  let bestValue = madeValue;
  const seen = new Set([JSON.stringify(made)]);
  for (const c of candidatesOf(s, view, seat, duty, made, good)) {
    const key = JSON.stringify(c);
    if (seen.has(key)) continue;
    seen.add(key);
    const v = moveValue(s, c, seat, seed);
    // A development card played and one kept are compared only where one wins the game now: the
    // evaluator credits a card in hand at its average worth, and would read most plays as losses.
    if (v !== null && PLAYS.has(c.type) !== PLAYS.has(made.type) && v < 1 && madeValue < 1) continue;
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
