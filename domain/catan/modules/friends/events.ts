// Friends' events. A token's guild is hidden from everyone but its owner (RULES.md decisions):
// the fields marked "hidden" are null in another viewer's copy (see redact in index.ts).
import type { DevCard, Resource, Seat } from '../../base/types.ts';
import type { Guild } from './guilds.ts';

/** Why a token was drawn: a robber that harmed nobody, an accepted gift, districts joined, an exchange. */
export type FavorReason = 'robber' | 'gift' | 'join' | 'exchange';

export type FriendsEvent =
  /** The face-down supply, shuffled when the game is created: its order, top last (hidden). */
  | { readonly type: 'FavorTokensShuffled'; readonly order: readonly Guild[] | null }
  /** `seat` draws the top token of the supply (its guild hidden). */
  | { readonly type: 'FavorDrawn'; readonly seat: Seat; readonly guild: Guild | null; readonly reason: FavorReason }
  /** A favor owed when the supply is empty is lost. */
  | { readonly type: 'FavorLost'; readonly seat: Seat; readonly reason: FavorReason }
  /** The active player offers 1 card to `to` (whose visible points are no more than theirs). */
  | { readonly type: 'GiftOffered'; readonly seat: Seat; readonly to: Seat; readonly resource: Resource }
  | { readonly type: 'GiftAccepted'; readonly seat: Seat; readonly from: Seat; readonly resource: Resource }
  | { readonly type: 'GiftRefused'; readonly seat: Seat }
  /**
   * `seat` pays a guild its cost in tokens, which go face up beside the guild, out of play. The
   * favor's own event follows (the pavers': the base game's RoadPlaced, a free road).
   */
  | { readonly type: 'FavorUsed'; readonly seat: Seat; readonly guild: Guild }
  /** The merchants' favor: 1 card swapped 1:1 with the bank. */
  | { readonly type: 'MerchantSwapped'; readonly seat: Seat; readonly give: Resource; readonly receive: Resource }
  /** The traders' favor: 1 card of one's choice from the bank. */
  | { readonly type: 'TraderResourceTaken'; readonly seat: Seat; readonly resource: Resource }
  /** The scholars' favor: a development card without paying (hidden, like one bought). */
  | { readonly type: 'ScholarsCardTaken'; readonly seat: Seat; readonly card: DevCard | null }
  /** The architects' favor: a Catan chip, 1 visible victory point. */
  | { readonly type: 'CatanChipTaken'; readonly seat: Seat }
  /** The second half of an exchange: a token back into the supply at position `at` (both hidden). */
  | { readonly type: 'FavorReturned'; readonly seat: Seat; readonly guild: Guild | null; readonly at: number | null };

declare module '../../base/events.ts' {
  interface ModuleEvents { 'friends': FriendsEvent }
}
