// Cities & Knights: the knights area's commands judged.
import type { Decision } from '../../../base/decide/common.ts';
import type { State } from '../../../base/state.ts';
import { KNIGHTS_COMMANDS, type KnightsCommand } from './commands.ts';

const TYPES: ReadonlySet<string> = new Set(KNIGHTS_COMMANDS);
export const isKnightsCommand = (c: { readonly type: string }): c is KnightsCommand => TYPES.has(c.type);

export function decideKnights(c: KnightsCommand, _s: State): Decision {
  const unknown: never = c;
  return unknown;
}
