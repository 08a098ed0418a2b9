// Cities & Knights: the knights area's events folded into the state.
import type { Draft } from '../../../base/draft.ts';
import { KNIGHTS_EVENTS, type KnightsEvent } from './events.ts';

const TYPES: ReadonlySet<string> = new Set(KNIGHTS_EVENTS);
export const isKnightsEvent = (e: { readonly type: string }): e is KnightsEvent => TYPES.has(e.type);

export function evolveKnights(_d: Draft, e: KnightsEvent): void {
  const unknown: never = e;
  void unknown;
}
