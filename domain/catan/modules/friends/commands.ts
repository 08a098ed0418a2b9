// Friends' commands. Fields marked "input" are supplied by the server (supplyInputs).
import type { EdgeKey, Resource, Seat } from '../../base/types.ts';
import type { Guild } from './guilds.ts';

export interface Swap {
  readonly give: Resource;
  readonly receive: Resource;
}

/** The favor of a guild, with what it needs: the merchants' 1 or 2 swaps, the traders' card, the pavers' road. */
export type Favor =
  | { readonly guild: 'merchant'; readonly swaps: readonly Swap[] }
  | { readonly guild: 'trader'; readonly resource: Resource }
  | { readonly guild: 'pavers'; readonly edge: EdgeKey }
  | { readonly guild: 'scholars'; /** input */ readonly draw?: number }
  | { readonly guild: 'architects' };

export type FriendsCommand =
  /** In one's own turn, 1 card offered to a player with no more visible points. */
  | { readonly type: 'OfferGift'; readonly seat: Seat; readonly to: Seat; readonly resource: Resource }
  | { readonly type: 'AcceptGift'; readonly seat: Seat }
  | { readonly type: 'RefuseGift'; readonly seat: Seat }
  /** Pay a guild and take its favor at once (one use or exchange per turn). */
  | ({ readonly type: 'UseFavor'; readonly seat: Seat } & Favor)
  /** Draw a token from the supply; ReturnFavor then puts one of one's tokens back. */
  | { readonly type: 'ExchangeFavor'; readonly seat: Seat }
  | { readonly type: 'ReturnFavor'; readonly seat: Seat; readonly guild: Guild; /** input: where in the supply it goes */ readonly draw?: number };

export const FRIENDS_COMMANDS = ['OfferGift', 'AcceptGift', 'RefuseGift', 'UseFavor', 'ExchangeFavor', 'ReturnFavor'] as const satisfies readonly FriendsCommand['type'][];

declare module '../../base/commands.ts' {
  interface ModuleCommands { 'friends': FriendsCommand }
}
