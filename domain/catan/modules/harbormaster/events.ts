// The Harbormaster's one event: the title changed hands (`holder` null: nobody holds it now), with
// its new holder's harbor points. Its notation: `harbormaster/holder/points` (`none` for nobody).
import type { Seat } from '../../base/types.ts';

export type HarbormasterEvent = { readonly type: 'HarbormasterChanged'; readonly holder: Seat | null; readonly points: number };

declare module '../../base/events.ts' {
  interface ModuleEvents { 'harbormaster': HarbormasterEvent }
}

export const harbormasterToken = (e: HarbormasterEvent): string => `harbormaster/${e.holder === null ? 'none' : e.holder}/${e.points}`;

export function readHarbormaster(word: string, a: readonly string[]): HarbormasterEvent | null {
  if (word !== 'harbormaster') return null;
  return { type: 'HarbormasterChanged', holder: a[0] === 'none' ? null : Number(a[0]), points: Number(a[1]) };
}
