// Cities & Knights: the knights area's bot hints.
import type { Command } from '../../../base/commands.ts';
import type { InPhase } from '../../../base/state.ts';
import type { BotLevel, Seat } from '../../../base/types.ts';
import type { Random } from '../../../../shared/random.ts';

/** The answer the area requires of the seat now, or null. */
export function knightsDuty(_s: InPhase<'playing'>, _seat: Seat, _level: BotLevel, _random: Random): Command | null {
  return null;
}

/** A move worth making in the seat's main phase, or null. */
export function knightsMove(_s: InPhase<'playing'>, _seat: Seat, _level: BotLevel | 'random', _random: Random): Command | null {
  return null;
}
