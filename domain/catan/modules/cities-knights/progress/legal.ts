// Cities & Knights: the progress area's legal commands for a seat.
import type { Command } from '../../../base/commands.ts';
import type { InPhase } from '../../../base/state.ts';
import type { Seat } from '../../../base/types.ts';

export function progressLegal(_s: InPhase<'playing'>, _seat: Seat): Command[] {
  return [];
}
