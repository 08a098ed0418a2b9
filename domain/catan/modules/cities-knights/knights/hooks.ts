// Cities & Knights: the knights' hooks over the rules without them (RULES.md §7.2.5, blocking) —
// a knight occupies its intersection (no settlement there), an opponent's knight stops a road
// line (with Seafarers, a ship line too) and splits a route for Longest Road (its events rejudge
// the award); a ship may not move off so as to cut its owner's knight off (RULES.md §7.2.10); the
// table waits for a displaced knight's retreat; after a chase only the piece chased moves.
import type { Event } from '../../../base/events.ts';
import type { Extend } from '../../../base/hooks.ts';
import { reject } from '../../../base/rejections.ts';
import type { Table } from '../../../base/state.ts';
import type { Building, Seat } from '../../../base/types.ts';
import { ckPart, hasCitiesKnights } from '../part.ts';
import type { KnightsEvent } from './events.ts';
import type { ProgressEvent } from '../progress/events.ts';

/** The events that change a route: a knight on, off or across an intersection (the progress cards' too), a road removed. */
const ROUTE_EVENTS: ReadonlySet<string> = new Set<KnightsEvent['type'] | ProgressEvent['type']>([
  'KnightRecruited', 'KnightMoved', 'KnightDisplaced', 'KnightRetreated', 'KnightDeserted', 'DeserterPlaced', 'KnightIntrigued', 'RoadRemoved',
]);
/** The commands of the table itself, never held up by a retreat. */
const TABLE_KINDS: ReadonlySet<string> = new Set(['CreateGame', 'ClaimSeat', 'MarkReady', 'TakeOverSeat', 'ReturnToSeat', 'RetreatKnight']);

/** The command that moves the piece a chase did not chase. */
const OTHER_PIECE = { robber: 'MovePirate', pirate: 'MoveRobber' } as const;

const knightAt = (s: Table, v: number) => (hasCitiesKnights(s) ? ckPart(s).knights.at[v] : null);

/**
 * The table as the seat's route sees it: each opponent's knight stands in its way as an
 * opponent's building does (a route walk stops there), so any route measure splits at it.
 */
export function withKnightsInTheWay(s: Table, seat: Seat): Table {
  if (!hasCitiesKnights(s)) return s;
  const { at } = ckPart(s).knights;
  let buildings: (Building | null)[] | null = null;
  for (let v = 0; v < at.length; v++) {
    const k = at[v];
    if (k === null || k.seat === seat) continue;
    buildings ??= s.buildings.slice();
    buildings[v] = { seat: k.seat, kind: 'settlement' };
  }
  return buildings === null ? s : { ...s, buildings };
}

export const knightsExtend: Extend = (inner) => ({
  ...inner,
  settleable: (s, v) => knightAt(s, v) === null && inner.settleable(s, v),
  passes: (s, seat, v) => {
    const k = knightAt(s, v);
    return (k === null || k.seat === seat) && inner.passes(s, seat, v);
  },
  tethered: (s, seat, v) => knightAt(s, v)?.seat === seat || inner.tethered(s, seat, v),
  routeLength: (s, seat) => inner.routeLength(withKnightsInTheWay(s, seat), seat),
  routeEvent: (e: Event) => ROUTE_EVENTS.has(e.type) || inner.routeEvent(e),
  allows(s, seat, kind) {
    const { retreat, chase } = ckPart(s).knights;
    if (retreat !== null && !TABLE_KINDS.has(kind)) return reject('cities-knights/retreat-pending');
    // A knight's chase moves the piece it chased: the robber, or with Seafarers the pirate.
    if (chase !== null && chase.turn === s.turn.number && s.turn.pending.kind === 'robber' && kind === OTHER_PIECE[chase.piece]) {
      return reject('rule/wrong-phase', chase.piece === 'pirate' ? 'The knight chased the pirate: move it.' : 'The knight chased the robber: move it.');
    }
    return inner.allows(s, seat, kind);
  },
});
