// Cities & Knights: the progress area's commands judged.
import type { Decision } from '../../../base/decide/common.ts';
import type { State } from '../../../base/state.ts';
import { PROGRESS_COMMANDS, type ProgressCommand } from './commands.ts';

const TYPES: ReadonlySet<string> = new Set(PROGRESS_COMMANDS);
export const isProgressCommand = (c: { readonly type: string }): c is ProgressCommand => TYPES.has(c.type);

export function decideProgress(c: ProgressCommand, _s: State): Decision {
  const unknown: never = c;
  return unknown;
}
