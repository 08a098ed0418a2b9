// Cities & Knights: the progress area's commands (RULES.md §7.2.7): a card played (one command,
// its fields by the card), a deck chosen after a defenders' tie, a card discarded over the limit.
import type { RollExtra } from '../../../base/commands.ts';
import type { Bundle, HexKey, Resource, Seat, VertexKey } from '../../../base/types.ts';
import type { Card } from '../cards.ts';
import type { Commodity, CommodityBundle } from '../commodities.ts';
import type { Track } from '../tracks.ts';
import type { ProgressCard } from './deck.ts';

type Play<C extends ProgressCard, F = unknown> = { readonly type: 'PlayProgressCard'; readonly seat: Seat; readonly card: C } & F;

/** The cards played with nothing to name. */
export type PlainCard = 'irrigation' | 'mining' | 'warlord' | 'saboteur' | 'wedding';

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
  | Play<'tradeMonopoly', { readonly commodity: Commodity }>;

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
  | { readonly type: 'HandOverCards'; readonly seat: Seat; readonly resources: Bundle; readonly commodities: CommodityBundle };

export const PROGRESS_COMMANDS = ['PlayProgressCard', 'ChooseProgressDeck', 'DiscardProgressCard', 'HandOverCards', 'TakeProgressCard', 'TakeCards'] as const satisfies readonly ProgressCommand['type'][];
