// Cities & Knights: the progress area's events (RULES.md §7.2.7).
import type { Bundle, EdgeKey, HexKey, Resource, Seat, VertexKey } from '../../../base/types.ts';
import type { Card } from '../cards.ts';
import type { Commodity, CommodityBundle } from '../commodities.ts';
import type { Strength } from '../knights/part.ts';
import type { Track } from '../tracks.ts';
import type { ProgressCard } from './deck.ts';
import type { Owed } from './part.ts';

/** Why a card was drawn: the event die's gate, or a defenders' tie (a deck of the seat's choice). */
export type DrawReason = 'gate' | 'defenders';

export type ProgressEvent =
  /** The three decks shuffled at creation, by track (TRACKS order), top first; null for every viewer but the server. */
  | { readonly type: 'ProgressDecksShuffled'; readonly decks: readonly (readonly ProgressCard[])[] | null }
  /** The top card of a deck to a seat; named to its owner alone, unless a victory point card (laid out at once). */
  | { readonly type: 'ProgressCardDrawn'; readonly seat: Seat; readonly track: Track; readonly card: ProgressCard | null; readonly reason: DrawReason }
  /** A card played face up; it goes under its deck. Its effect follows as events of its own. */
  | { readonly type: 'ProgressCardPlayed'; readonly seat: Seat; readonly card: ProgressCard }
  /** A card discarded face down (over the hand limit) under its deck; named to its owner alone. */
  | { readonly type: 'ProgressCardDiscarded'; readonly seat: Seat; readonly track: Track; readonly card: ProgressCard | null }
  /** The merchant put on a hex (a Merchant): its seat trades the hex's resource 2:1 and holds 1 point. */
  | { readonly type: 'MerchantPlaced'; readonly seat: Seat; readonly hex: HexKey }
  /** A Merchant Fleet: the seat trades this card 2:1 with the bank for the rest of its turn. */
  | { readonly type: 'FleetNamed'; readonly seat: Seat; readonly card: Card }
  /** Cards handed to a seat by another (a monopoly's): resources and commodities, in the open. */
  | { readonly type: 'CardsTaken'; readonly seat: Seat; readonly from: Seat; readonly resources: Bundle; readonly commodities: CommodityBundle }
  /** A Warlord: every knight of the seat stands (activated this turn). */
  | { readonly type: 'KnightsEncouraged'; readonly seat: Seat }
  /** Irrigation or Mining: so many of the resource from the bank. */
  | { readonly type: 'HarvestTaken'; readonly seat: Seat; readonly resource: Resource; readonly count: number }
  /** A card's share of a build's price (the Engineer's wall, Medicine's city), from the bank, spent at once by the build that follows. */
  | { readonly type: 'ProgressPaid'; readonly seat: Seat; readonly resources: Bundle }
  /** Road Building: so many free roads (or a module's pieces) to place now. */
  | { readonly type: 'RoadsGranted'; readonly seat: Seat; readonly roads: number }
  /** The Spy's look at a seat's progress cards: named to the spy and that seat alone. */
  | { readonly type: 'ProgressHandShown'; readonly seat: Seat; readonly victim: Seat; readonly cards: readonly ProgressCard[] | null }
  /** The Spy's pick: named to the spy and the victim alone. */
  | { readonly type: 'ProgressCardTaken'; readonly seat: Seat; readonly victim: Seat; readonly card: ProgressCard | null }
  /** The Master Merchant's look at a seat's resources and commodities (count: what it may take); named to the two seats alone. */
  | { readonly type: 'HandLookedAt'; readonly seat: Seat; readonly victim: Seat; readonly count: number; readonly resources: Bundle | null; readonly commodities: CommodityBundle | null }
  /** The Inventor: the number tokens of two hexes swapped. */
  | { readonly type: 'TokensSwapped'; readonly seat: Seat; readonly hexes: readonly [HexKey, HexKey] }
  /** A Saboteur's discards (to: null) or a Wedding's gifts (to: the player), owed by these seats in this order. */
  | { readonly type: 'CardsOwed'; readonly owing: readonly Owed[] }
  /**
   * The cards a seat gave up as owed (or a Master Merchant took: `taken`); a gift's cards are named to the giver and the receiver alone
   * (null for the others, who count them: `counts` = [resources, commodities]).
   */
  | {
    readonly type: 'CardsHandedOver'; readonly seat: Seat; readonly to: Seat | null; readonly resources: Bundle | null;
    readonly commodities: CommodityBundle | null; readonly counts: readonly [number, number]; readonly taken?: true;
  }
  /** A Deserter: the victim, holding several knights, removes one of his choice (DesertKnight). */
  | { readonly type: 'DesertionAsked'; readonly seat: Seat; readonly victim: Seat }
  /** A Deserter: the seat's knight leaves the board for its supply; `by` places one in its stead next (`place`), or not. */
  | { readonly type: 'KnightDeserted'; readonly seat: Seat; readonly vertex: VertexKey; readonly by: Seat; readonly place: boolean }
  /** The Deserter's replacement: the seat's knight of this strength placed with the deserted one's status (vertex null: none placed). */
  | { readonly type: 'DeserterPlaced'; readonly seat: Seat; readonly vertex: VertexKey | null; readonly strength: Strength }
  /** Intrigue: the owner's knight at `vertex` displaced; it waits for its owner to move it (`retreat`), or goes back to his supply. */
  | { readonly type: 'KnightIntrigued'; readonly seat: Seat; readonly vertex: VertexKey; readonly owner: Seat; readonly retreat: boolean }
  /** The Diplomat: the owner's road (with Seafarers, or ship) on `edge` back to his supply. */
  | { readonly type: 'RoadRemoved'; readonly seat: Seat; readonly owner: Seat; readonly edge: EdgeKey; readonly piece: 'road' | 'ship' }
  /** A Commercial Harbor: the seat may offer each other player one resource for a commodity, for the rest of its turn. */
  | { readonly type: 'HarborOpened'; readonly seat: Seat }
  /** A Commercial Harbor's offer: `to` must answer with a commodity of his choice. */
  | { readonly type: 'HarborOffered'; readonly seat: Seat; readonly to: Seat; readonly resource: Resource }
  /** The offer answered: the resource to the seat, its commodity to `to` (named to the two of them alone). */
  | { readonly type: 'HarborTraded'; readonly seat: Seat; readonly to: Seat; readonly resource: Resource; readonly commodity: Commodity | null };

export const PROGRESS_EVENTS = [
  'ProgressDecksShuffled', 'ProgressCardDrawn', 'ProgressCardPlayed', 'ProgressCardDiscarded', 'MerchantPlaced', 'FleetNamed',
  'CardsTaken', 'KnightsEncouraged', 'HarvestTaken', 'ProgressPaid', 'RoadsGranted', 'CardsOwed', 'CardsHandedOver', 'TokensSwapped', 'ProgressHandShown', 'ProgressCardTaken', 'HandLookedAt',
  'DesertionAsked', 'KnightDeserted', 'DeserterPlaced', 'KnightIntrigued', 'RoadRemoved', 'HarborOpened', 'HarborOffered', 'HarborTraded',
] as const satisfies readonly ProgressEvent['type'][];
