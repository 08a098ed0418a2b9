// Seafarers' events. The fog's stacks are drawn at creation (FogStacked, whose order only the
// server sees); each reveal then says what the space turned out to be, for everyone.
import type { Bundle, EdgeKey, HexKey, Resource, Seat, Terrain } from '../../base/types.ts';

export type SeafarersEvent =
  /** The shuffled face-down stacks, top last (null for every viewer but the server). */
  | { readonly type: 'FogStacked'; readonly hexes: readonly Terrain[] | null; readonly tokens: readonly number[] | null }
  | { readonly type: 'ShipBuilt'; readonly seat: Seat; readonly edge: EdgeKey }
  | { readonly type: 'ShipPlaced'; readonly seat: Seat; readonly edge: EdgeKey }
  | { readonly type: 'ShipMoved'; readonly seat: Seat; readonly from: EdgeKey; readonly to: EdgeKey }
  | { readonly type: 'PirateMoved'; readonly seat: Seat; readonly hex: HexKey }
  /** A fog space reached by `seat`: the top hex (and token, for a producing one), and its discoverer's card. */
  | { readonly type: 'FogRevealed'; readonly seat: Seat; readonly hex: HexKey; readonly terrain: Terrain; readonly token: number | null; readonly resource: Resource | null }
  /** Gold owed: each seat's count of resources of its choice (a roll's gold fields, a gold set-up or fog hex). */
  | { readonly type: 'GoldOwed'; readonly counts: readonly number[] }
  | { readonly type: 'GoldPicked'; readonly seat: Seat; readonly resources: Bundle }
  /** A set-up settlement's island: one of the seat's home islands. */
  | { readonly type: 'HomeIslandSettled'; readonly seat: Seat; readonly island: number }
  /** The seat's first settlement on a foreign island: its bonus points. */
  | { readonly type: 'IslandBonusTaken'; readonly seat: Seat; readonly island: number; readonly points: number };

export const SEAFARERS_EVENTS = [
  'FogStacked', 'ShipBuilt', 'ShipPlaced', 'ShipMoved', 'PirateMoved', 'FogRevealed', 'GoldOwed', 'GoldPicked', 'HomeIslandSettled', 'IslandBonusTaken',
] as const satisfies readonly SeafarersEvent['type'][];

declare module '../../base/events.ts' {
  interface ModuleEvents { 'seafarers': SeafarersEvent }
}
