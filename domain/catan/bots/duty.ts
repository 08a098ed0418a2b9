// What the game asks of a seat right now, as the bots see it: one name per situation, so that
// each level answers each of them.
import type { CommandType } from '../base/commands.ts';
import { moduleAwaited, rulesOf } from '../base/registry.ts';
import { offeredTo, type InPhase, type State } from '../base/state.ts';
import { anyRoadSpot } from '../base/rules/placement.ts';
import type { Seat } from '../base/types.ts';

export type Duty =
  | { readonly kind: 'none' }
  | { readonly kind: 'placeSettlement' | 'placeRoad'; readonly s: InPhase<'setup'> }
  | {
    readonly kind: 'discard' | 'answer' | 'robber' | 'freeRoad' | 'beforeRoll' | 'settle' | 'main' | 'build' | 'module';
    readonly s: InPhase<'playing'>;
  };

const NONE: Duty = { kind: 'none' };

/**
 * The seat's duty in this state: its set-up placement; a discard; an answer to the active
 * player's offer (made to it or to everyone) that it has not answered; or, as the active player,
 * the robber, a free road, the roll (a card may come first), its own open offer to settle, or the
 * rest of its turn; or its part of the special building phase ('build': build, buy, or pass); or
 * what a rule module awaits of it ('module': see the module's bot hints).
 */
export function dutyOf(s: State, seat: Seat): Duty {
  if (s.phase === 'setup') {
    if (s.setup.order[s.setup.step] !== seat) return NONE;
    return { kind: s.setup.awaiting === 'settlement' ? 'placeSettlement' : 'placeRoad', s };
  }
  if (s.phase !== 'playing') return NONE;
  // A rule module awaits an answer (Friends: a gift offered, a token to return): that one first, and only that.
  if (s.modules.length > 0) {
    const awaited = moduleAwaited(s);
    if (awaited !== null) return awaited === seat ? { kind: 'module', s } : NONE;
  }
  const { turn } = s;
  const { pending } = turn;
  if (pending.kind === 'discard') return (pending.counts[seat] ?? 0) > 0 ? { kind: 'discard', s } : NONE;
  if (turn.seat !== seat) {
    const { trade } = turn;
    const answers = trade !== null && pending.kind === 'none' && offeredTo(trade, seat) && trade.responses[seat]?.kind === 'none';
    return answers ? { kind: 'answer', s } : NONE;
  }
  if (pending.kind === 'robber') return { kind: 'robber', s };
  if (pending.kind === 'roadBuilding') {
    // No road left to place (Road Building's free pieces may be a module's: ships): the module's duty.
    const roads = s.pieces[seat].roads > 0 && anyRoadSpot(s, seat);
    return roads || s.modules.length === 0 ? { kind: 'freeRoad', s } : { kind: 'module', s };
  }
  if (s.modules.length > 0 && rulesOf(s).buildOnly(s)) return { kind: 'build', s };
  if (turn.dice === null) return { kind: 'beforeRoll', s };
  return { kind: turn.trade ? 'settle' : 'main', s };
}

/** May the seat send a command of this kind now, as far as the game's rule modules go (e.g. no offers in Player 2's part)? */
export const allowed = (s: InPhase<'playing'>, seat: Seat, kind: CommandType): boolean => rulesOf(s).allows(s, seat, kind) === null;
