// Bots at the table: the move of a bot seat, from that seat's own view of the game. Three
// levels: `easy` (a sensible weighted random player), `good` (a heuristic player) and `expert`
// (the good player's moves searched by rollouts over the worlds the seat cannot tell apart).
import type { Command } from '../base/commands.ts';
import { randomCommand } from './random.ts';
import type { Random } from '../../shared/random.ts';
import type { State } from '../base/state.ts';
import type { BotLevel, Seat } from '../base/types.ts';
import { dutyOf } from './duty.ts';
import { easyCommand } from './easy.ts';
import { goodCommand } from './good.ts';
import { expertCommand } from './expert.ts';

export { BOT_LEVELS, type BotLevel } from '../base/types.ts';

/** The level's own choice, which may throw on a bug: tests call this one. */
export function levelCommand(view: State, seat: Seat, level: BotLevel, random: Random): Command | null {
  switch (level) {
    case 'easy': return easyCommand(view, seat, random);
    case 'good': return goodCommand(view, seat, random);
    case 'expert': return expertCommand(view, seat, random);
    default: {
      const unknown: never = level;
      return goodCommand(view, seat, random) ?? unknown;
    }
  }
}

/**
 * The bot's move for `seat` on the state redacted for that seat (`view.viewer === seat`), or
 * null if it has nothing to do (or is handed another viewer's state). Pure and deterministic
 * given (view, seat, level, random); the command carries no dice or draws (see supplyInputs).
 * It never throws: should a level fail, the seat falls back to a random legal move.
 */
export function botCommand(view: State, seat: Seat, level: BotLevel, random: Random): Command | null {
  if (view.viewer !== seat) return null;
  try {
    const command = levelCommand(view, seat, level, random);
    if (command !== null || dutyOf(view, seat).kind === 'none') return command;
  } catch {
    // Fall through to the random player below.
  }
  try {
    return randomCommand(view, seat, random);
  } catch {
    return null;
  }
}
