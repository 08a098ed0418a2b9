// Seafarers' commands. Fields marked "input" are supplied by the server (supplyInputs).
import type { Bundle, EdgeKey, HexKey, Seat } from '../../base/types.ts';

export type SeafarersCommand =
  /** A ship for 1 lumber and 1 wool, on a sea edge touching one's own ship or building. */
  | { readonly type: 'BuildShip'; readonly seat: Seat; readonly edge: EdgeKey }
  /** A free ship: the set-up ship instead of the set-up road, or one of Road Building's two. */
  | { readonly type: 'PlaceShip'; readonly seat: Seat; readonly edge: EdgeKey }
  /** The last ship of an open route, to anywhere a new ship could go; once per turn, after the roll. */
  | { readonly type: 'MoveShip'; readonly seat: Seat; readonly from: EdgeKey; readonly to: EdgeKey }
  /** Instead of the robber, after a 7 or a knight: the pirate to a sea hex, robbing a ship's owner there. */
  | { readonly type: 'MovePirate'; readonly seat: Seat; readonly hex: HexKey; readonly victim: Seat | null; /** input */ readonly draw?: number }
  /** The resources of one's choice a gold field (or a fog hex's gold) owes. */
  | { readonly type: 'PickGold'; readonly seat: Seat; readonly resources: Bundle };

export const SEAFARERS_COMMANDS = ['BuildShip', 'PlaceShip', 'MoveShip', 'MovePirate', 'PickGold'] as const satisfies readonly SeafarersCommand['type'][];

declare module '../../base/commands.ts' {
  interface ModuleCommands { 'seafarers': SeafarersCommand }
}
