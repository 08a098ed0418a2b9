// Cities & Knights: the knights' commands (RULES.md §7.2.5). A knight is named by the
// intersection it stands on.
import type { Seat, VertexKey } from '../../../base/types.ts';

export type KnightsCommand =
  /** A basic knight, inactive, on an empty intersection at one of one's roads (or ships), for 1 wool + 1 ore. */
  | { readonly type: 'RecruitKnight'; readonly seat: Seat; readonly vertex: VertexKey }
  /** One's knight one strength up (once per knight per turn; mighty with politics level 3), for 1 wool + 1 ore. */
  | { readonly type: 'PromoteKnight'; readonly seat: Seat; readonly vertex: VertexKey }
  /** One's inactive knight stands up, for 1 grain. */
  | { readonly type: 'ActivateKnight'; readonly seat: Seat; readonly vertex: VertexKey }
  /** An active knight's action: along one's roads (and ships) to an empty intersection. */
  | { readonly type: 'MoveKnight'; readonly seat: Seat; readonly from: VertexKey; readonly to: VertexKey }
  /** An active knight's action: along one's roads onto an opponent's weaker knight, which must retreat. */
  | { readonly type: 'DisplaceKnight'; readonly seat: Seat; readonly from: VertexKey; readonly to: VertexKey }
  /**
   * An active knight's action: from a corner of the robber's hex, the robber moves as on a 7; with
   * Seafarers, from a corner of the pirate's hex (not the robber's), the pirate (MovePirate).
   */
  | { readonly type: 'ChaseRobber'; readonly seat: Seat; readonly vertex: VertexKey }
  /** The owner of a displaced knight puts it on an empty intersection reachable along his roads. */
  | { readonly type: 'RetreatKnight'; readonly seat: Seat; readonly vertex: VertexKey };

export const KNIGHTS_COMMANDS = [
  'RecruitKnight', 'PromoteKnight', 'ActivateKnight', 'MoveKnight', 'DisplaceKnight', 'ChaseRobber', 'RetreatKnight',
] as const satisfies readonly KnightsCommand['type'][];
