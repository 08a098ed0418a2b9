// Cities & Knights: the knights' events (RULES.md §7.2.5). Costs are paid by the events that
// name them (recruit and promote 1 wool + 1 ore, activate 1 grain); after an action the knight
// lies down (inactive).
import type { Seat, VertexKey } from '../../../base/types.ts';
import type { Strength } from './part.ts';

export type KnightsEvent =
  | { readonly type: 'KnightRecruited'; readonly seat: Seat; readonly vertex: VertexKey }
  /** The knight's new strength. */
  | { readonly type: 'KnightPromoted'; readonly seat: Seat; readonly vertex: VertexKey; readonly strength: Strength }
  | { readonly type: 'KnightActivated'; readonly seat: Seat; readonly vertex: VertexKey }
  | { readonly type: 'KnightMoved'; readonly seat: Seat; readonly from: VertexKey; readonly to: VertexKey }
  /**
   * The seat's knight moves onto `owner`'s weaker knight at `to`; that one waits for its owner to
   * move it (`retreat`), or, with nowhere to go, goes back to his supply.
   */
  | { readonly type: 'KnightDisplaced'; readonly seat: Seat; readonly from: VertexKey; readonly to: VertexKey; readonly owner: Seat; readonly retreat: boolean }
  /** A displaced knight put back on the board by its owner (its status unchanged). */
  | { readonly type: 'KnightRetreated'; readonly seat: Seat; readonly vertex: VertexKey }
  /** The knight at `vertex` chases the robber: the seat moves it next, as on a 7. */
  | { readonly type: 'RobberChased'; readonly seat: Seat; readonly vertex: VertexKey };

export const KNIGHTS_EVENTS = [
  'KnightRecruited', 'KnightPromoted', 'KnightActivated', 'KnightMoved', 'KnightDisplaced', 'KnightRetreated', 'RobberChased',
] as const satisfies readonly KnightsEvent['type'][];
