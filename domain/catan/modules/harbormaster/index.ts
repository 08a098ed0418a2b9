// Module `harbormaster` (RULES.md §7.4.10, "O Capitão do Porto"), on the base game's board for 3–4
// players: harbor points for buildings on harbor intersections, and the title "Harbormaster"
// (2 victory points) for the first with 3 of them, taken over only with more. The game is played
// to one point more than without it: 11, or 12 with Friends.
import { setPart, type Draft } from '../../base/draft.ts';
import type { Extend } from '../../base/hooks.ts';
import type { RuleModule } from '../../base/module.ts';
import { indexOf, type Table } from '../../base/state.ts';
import type { Seat, VertexKey } from '../../base/types.ts';
import { harbormasterToken, readHarbormaster, type HarbormasterEvent } from './events.ts';
import { HARBORMASTER, harbormasterPart, harborPoints, TITLE_POINTS, titleHolder } from './part.ts';

export { HARBORMASTER, harbormasterPart, harborPoints, titleHolder, TITLE_POINTS, TITLE_MINIMUM, type HarbormasterPart } from './part.ts';
export type { HarbormasterEvent } from './events.ts';

/** The title's change once `seat` has built on `vertex` (a settlement or a city: one harbor point more there), or nothing. */
export function titleAfterBuilding(s: Table, seat: Seat, vertex: VertexKey): HarbormasterEvent[] {
  const index = indexOf(s);
  const v = index.topology.vertexIndex.get(vertex);
  if (v === undefined || index.harborsAt[v].length === 0) return [];
  const points = s.hands.map((_, other) => harborPoints(s, other) + (other === seat ? 1 : 0));
  const { holder } = harbormasterPart(s);
  const next = titleHolder(points, holder);
  return next === holder ? [] : [{ type: 'HarbormasterChanged', holder: next, points: next === null ? 0 : points[next] }];
}

export const harbormaster: Extend = (inner) => ({
  ...inner,
  victoryPoints: (s) => inner.victoryPoints(s) + 1,
  extraPoints: (s, seat) => inner.extraPoints(s, seat) + (harbormasterPart(s).holder === seat ? TITLE_POINTS : 0),
  afterBuilding: (s, seat, vertex, kind) => [...inner.afterBuilding(s, seat, vertex, kind), ...titleAfterBuilding(s, seat, vertex)],
});

function evolve(d: Draft, e: HarbormasterEvent): void {
  setPart(d, HARBORMASTER, { holder: e.holder });
}

export const HARBORMASTER_MODULE: RuleModule<never, HarbormasterEvent> = {
  id: HARBORMASTER,
  role: 'expansion',
  // Catan Universe offers it for 3–4 players only.
  players: [3, 4],
  extend: harbormaster,
  commandTypes: [],
  eventTypes: ['HarbormasterChanged'],
  evolve,
  redact: (e) => e,
  token: harbormasterToken,
  read: readHarbormaster,
};
