// The knights at the table (RULES.md §7.2.5): the four board modes their buttons start (hire a
// knight, promote one, stand one up, and an active knight's action: a move, a displacement, a
// chase), the hex a picked knight's chase lights, and what a displaced knight's owner is asked.
// Pure: testable without a DOM.
import { citiesKnights, indexOf, seafarers, type Command, type State } from '../../../../lib/domain.ts';
import { chasable } from '../../../../../../domain/catan/modules/cities-knights/knights/sea.ts';
import type { Translate } from '../../../../i18n/index.ts';
import type { BuildMode } from '../spots.ts';

export type KnightMode = Extract<BuildMode, 'recruit' | 'promote' | 'activate' | 'knight'>;

export const KNIGHT_MODES: readonly { readonly mode: KnightMode; readonly key: 'ck.recruit' | 'ck.promote' | 'ck.activate' | 'ck.act'; readonly about: 'ck.recruitAbout' | 'ck.promoteAbout' | 'ck.activateAbout' | 'ck.actAbout' }[] = [
  { mode: 'recruit', key: 'ck.recruit', about: 'ck.recruitAbout' },
  { mode: 'promote', key: 'ck.promote', about: 'ck.promoteAbout' },
  { mode: 'activate', key: 'ck.activate', about: 'ck.activateAbout' },
  { mode: 'knight', key: 'ck.act', about: 'ck.actAbout' },
];

/** The hex the knight on `from` chases (the robber's, else the pirate's), if it may chase now. */
export function chasedHex(s: State, legal: readonly Command[], from: string | null): string | null {
  if (from === null || s.phase !== 'playing' || !legal.some((c) => c.type === 'ChaseRobber' && c.vertex === from)) return null;
  const v = indexOf(s).topology.vertexIndex.get(from);
  if (v === undefined) return null;
  const piece = chasable(s, v);
  if (piece === 'robber') return s.robber;
  return piece === 'pirate' && seafarers.hasSeafarers(s) ? seafarers.seafarersPart(s).pirate : null;
}

/** The board mode's instruction for a knight mode, or null for another mode. */
export function knightModePrompt(mode: BuildMode, from: string | null, t: Translate): string | null {
  switch (mode) {
    case 'recruit': return t('ck.pickRecruit');
    case 'promote': return t('ck.pickPromote');
    case 'activate': return t('ck.pickActivate');
    case 'knight': return t(from === null ? 'ck.pickKnight' : 'ck.pickKnightTo');
    default: return null;
  }
}

/** What a displaced knight holds the table up for, from this viewer's seat; null if nothing. */
export function retreatPrompt(s: State, me: number | null, t: Translate, name: (seat: number) => string): string | null {
  if (s.phase !== 'playing' || !citiesKnights.hasCitiesKnights(s)) return null;
  const retreat = citiesKnights.ckPart(s).knights.retreat;
  if (retreat === null) return null;
  return retreat.knight.seat === me ? t('ck.retreat') : t('ck.waitRetreat', { name: name(retreat.knight.seat) });
}
