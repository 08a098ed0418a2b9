// Cities & Knights: the progress area's events folded into the state.
import type { Draft } from '../../../base/draft.ts';
import { PROGRESS_EVENTS, type ProgressEvent } from './events.ts';

const TYPES: ReadonlySet<string> = new Set(PROGRESS_EVENTS);
export const isProgressEvent = (e: { readonly type: string }): e is ProgressEvent => TYPES.has(e.type);

export function evolveProgress(_d: Draft, e: ProgressEvent): void {
  const unknown: never = e;
  void unknown;
}
