// Cities & Knights: the progress area's commands (RULES.md §7.2.7): a card played (one command,
// its fields by the card), a deck chosen after a defenders' tie, a card discarded over the limit.
import type { RollExtra } from '../../../base/commands.ts';
import type { Bundle, EdgeKey, HexKey, Resource, Seat, VertexKey } from '../../../base/types.ts';
import type { Card } from '../cards.ts';
import type { Commodity, CommodityBundle } from '../commodities.ts';
import type { Strength } from '../knights/part.ts';
import type { Track } from '../tracks.ts';
import type { ProgressCard } from './deck.ts';

type Play<C extends ProgressCard, F = unknown> = { readonly type: 'PlayProgressCard'; readonly seat: Seat; readonly card: C } & F;

/** The cards played with nothing to name. */
export type PlainCard = 'irrigation' | 'mining' | 'warlord' | 'saboteur' | 'wedding' | 'commercialHarbor';

export type PlayProgressCard =
  | Play<PlainCard>
  /** Road Building: two free roads, placed with PlaceRoad. */
  | Play<'roadBuilding'>
  /** Before the roll: the production dice (red first) as chosen; the event die is the server's input. */
  | Play<'alchemist', { readonly dice: readonly [number, number]; readonly extra?: RollExtra }>
  | Play<'merchant', { readonly hex: HexKey }>
  /** The Spy: a look at this seat's progress cards, and one of them taken (TakeProgressCard). */
  | Play<'spy', { readonly victim: Seat }>
  /** The Master Merchant: a look at the resources and commodities of a seat with more points, and 2 of them taken (TakeCards). */
  | Play<'masterMerchant', { readonly victim: Seat }>
  /** The Engineer's free wall, under this city. */
  | Play<'engineer', { readonly vertex: VertexKey }>
  /** The Inventor: the number tokens of these two hexes swapped (neither a 2, 6, 8 or 12). */
  | Play<'inventor', { readonly hexes: readonly [HexKey, HexKey] }>
  /** Medicine: this settlement a city, for 2 ore and 1 grain. */
  | Play<'medicine', { readonly vertex: VertexKey }>
  | Play<'merchantFleet', { readonly give: Card }>
  | Play<'resourceMonopoly', { readonly resource: Resource }>
  | Play<'tradeMonopoly', { readonly commodity: Commodity }>
  /** The Smith: up to two of one's knights promoted free (each once a turn; mighty with the fortress). */
  | Play<'smith', { readonly vertices: readonly VertexKey[] }>
  /** The Deserter: the victim removes one of his knights (DesertKnight), and the player may place one (PlaceDeserter). */
  | Play<'deserter', { readonly victim: Seat }>
  /** Intrigue: the opponent's knight here, at one of the player's roads, displaced without a knight. */
  | Play<'intrigue', { readonly vertex: VertexKey }>
  /** The Crane: this track's next level bought for one commodity less (`vertex`: as BuyImprovement's). */
  | Play<'crane', { readonly track: Track; readonly vertex?: VertexKey }>
  /** The Bishop: the robber to this hex, and a random card from each player with a building there; `draws` is the server's input. */
  | Play<'bishop', { readonly hex: HexKey; readonly draws?: readonly number[] }>
  /** The Diplomat: an open road (with Seafarers, or ship) removed; one's own may be placed again at once, free, on `to` (a ship as a ship). */
  | Play<'diplomat', { readonly edge: EdgeKey; readonly to?: EdgeKey }>;

export type ProgressCommand =
  | PlayProgressCard
  /** After a defenders' tie: the deck whose top card the seat draws. */
  | { readonly type: 'ChooseProgressDeck'; readonly seat: Seat; readonly track: Track }
  /** A card given up over the hand limit, face down under its deck. */
  | { readonly type: 'DiscardProgressCard'; readonly seat: Seat; readonly card: ProgressCard }
  /** The Spy's pick from the hand it looks at (never a victory point card: those are never held). */
  | { readonly type: 'TakeProgressCard'; readonly seat: Seat; readonly card: ProgressCard }
  /** The Master Merchant's pick from the hand it looks at. */
  | { readonly type: 'TakeCards'; readonly seat: Seat; readonly resources: Bundle; readonly commodities: CommodityBundle }
  /** The cards a Saboteur or a Wedding asks of the seat, of its choice. */
  | { readonly type: 'HandOverCards'; readonly seat: Seat; readonly resources: Bundle; readonly commodities: CommodityBundle }
  /** The Deserter's victim: the knight of his he removes. */
  | { readonly type: 'DesertKnight'; readonly seat: Seat; readonly vertex: VertexKey }
  /** The Deserter's player: a knight of his placed free (no vertex: none), as strong as the one removed or weaker (default: the strongest he may). */
  | { readonly type: 'PlaceDeserter'; readonly seat: Seat; readonly vertex?: VertexKey; readonly strength?: Strength }
  /** Under a Commercial Harbor: one resource offered to another player, who must give a commodity for it. */
  | { readonly type: 'OfferHarborTrade'; readonly seat: Seat; readonly to: Seat; readonly resource: Resource }
  /** The answer to a Commercial Harbor's offer: the commodity given, of the seat's choice. */
  | { readonly type: 'GiveCommodity'; readonly seat: Seat; readonly commodity: Commodity };

export const PROGRESS_COMMANDS = [
  'PlayProgressCard', 'ChooseProgressDeck', 'DiscardProgressCard', 'HandOverCards', 'TakeProgressCard', 'TakeCards',
  'DesertKnight', 'PlaceDeserter', 'OfferHarborTrade', 'GiveCommodity',
] as const satisfies readonly ProgressCommand['type'][];

/** Its answers: what a seat sends when a card, a choice or an offer awaits it. */
export const PROGRESS_ANSWERS = [
  'ChooseProgressDeck', 'DiscardProgressCard', 'HandOverCards', 'TakeProgressCard', 'TakeCards', 'DesertKnight', 'PlaceDeserter', 'GiveCommodity',
] as const satisfies readonly ProgressCommand['type'][];
