// The helpers' commands. One `UseHelper` for every ability (its `use` names the helper and what
// the ability needs), and `ChooseHelperCard` for the two that look before they choose. Every use
// says what happens to the card afterwards (`then`), so a use is one command.
import type { Random } from '../../../shared/random.ts';
import type { DevCard, EdgeKey, HexKey, Resource, Seat, VertexKey } from '../../base/types.ts';
import type { HelperId } from './data.ts';

/** A partner of the Merchant's demand, and the card the Merchant gives back if the partner has one. */
export interface Demand {
  readonly seat: Seat;
  readonly give: Resource;
}

export type HelperUse =
  /** A1: name a resource; 1 or 2 opponents each give 1 if they have it, and get `give` back. */
  | { readonly helper: 'merchant'; readonly resource: Resource; readonly from: readonly Demand[] }
  /** A2: build a road at `edge`, paying its `instead` (brick or lumber) with 1 `pay`. */
  | { readonly helper: 'mendicant'; readonly edge: EdgeKey; readonly instead: 'brick' | 'lumber'; readonly pay: Resource }
  /** A3: the roll gave you nothing: take 1 resource from the bank. */
  | { readonly helper: 'mayor'; readonly resource: Resource }
  /** A4: move your end road `from` to `to`. */
  | { readonly helper: 'explorer'; readonly from: EdgeKey; readonly to: EdgeKey }
  /** A5: a 7: be excused from discarding (no `resource`), or with 7 cards or fewer take `resource`. */
  | { readonly helper: 'general'; readonly resource?: Resource }
  /**
   * A6: look at the deck's top 3 cards and keep 1 (ChooseHelperCard), optionally paying the card's
   * `instead` (wool, grain or ore) with 1 `pay`. `draws`: input, one per card looked at.
   */
  | { readonly helper: 'architect'; readonly instead?: 'wool' | 'grain' | 'ore'; readonly pay?: Resource; /** input */ readonly draws?: readonly number[] }
  /** Move the robber back to the desert `hex` and take 1 resource of the hex it left from the bank. */
  | { readonly helper: 'robberBride'; readonly hex: HexKey }
  /** Trade `resource` 2:1 with the bank for the rest of the turn. */
  | { readonly helper: 'captain'; readonly resource: Resource }
  /** Discard a knight (from the `hand` or the `table`) to build a settlement for 1 brick + 1 lumber or a city for 1 grain + 2 ore. */
  | { readonly helper: 'priest'; readonly build: 'settlement' | 'city'; readonly vertex: VertexKey; readonly knight: 'hand' | 'table' }
  /** Look at the hand of `target`, who shows more victory points, and take 1 card of it (ChooseHelperCard). */
  | { readonly helper: 'noblewoman'; readonly target: Seat };

/** After the use: 'flip' the card to side B and keep it (side A only), or return it and take this one from the display. */
export type AfterUse = 'flip' | HelperId;

export type HelpersCommand =
  | { readonly type: 'UseHelper'; readonly seat: Seat; readonly use: HelperUse; readonly then: AfterUse }
  /** The card the Noblewoman takes (a resource) or the Architect keeps (a development card). */
  | { readonly type: 'ChooseHelperCard'; readonly seat: Seat; readonly card: Resource | DevCard };

export const HELPERS_COMMAND_TYPES: ReadonlySet<string> = new Set<HelpersCommand['type']>(['UseHelper', 'ChooseHelperCard']);

/** How many cards the Architect looks at. */
export const ARCHITECT_LOOK = 3;

/** Fills in the Architect's draws (overwriting anything a client sent); every other command is returned as it is. */
export function supplyHelperInputs(command: HelpersCommand, random: Random): HelpersCommand {
  if (command.type !== 'UseHelper' || command.use.helper !== 'architect') return command;
  const draws = Array.from({ length: ARCHITECT_LOOK }, () => random());
  return { ...command, use: { ...command.use, draws } };
}

declare module '../../base/commands.ts' {
  interface ModuleCommands { 'helpers': HelpersCommand }
}
