// Cities & Knights' commands in the protocol (the server fills in the seat): the core's, the
// knights' (each named by its intersection), and the progress cards' (one play command, its fields
// by the card; the answers).
import * as v from 'valibot';
import { PROGRESS_CARDS } from '../../domain/catan/modules/cities-knights/progress/deck.ts';
import { Bundle, Count, EdgeKey, HexKey, Resource, SeatNumber, VertexKey } from './primitives.ts';

const Commodity = v.picklist(['paper', 'cloth', 'coin']);
const Commodities = v.strictObject({ paper: v.optional(Count), cloth: v.optional(Count), coin: v.optional(Count) });
const Track = v.picklist(['trade', 'politics', 'science']);
const ProgressCard = v.picklist(PROGRESS_CARDS);
const Die = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));
const Strength = v.picklist([1, 2, 3]);

export const CITIES_KNIGHTS_COMMANDS = [
  // Cities & Knights: improvements (the city to carry a metropolis they take), walls, a discard
  // with commodities, the city lost to the barbarians, the aqueduct's pick, exchanges with commodities.
  v.strictObject({ type: v.literal('BuyImprovement'), track: Track, vertex: v.optional(VertexKey) }),
  v.strictObject({ type: v.literal('BuildWall'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('DiscardCards'), resources: Bundle, commodities: Commodities }),
  v.strictObject({ type: v.literal('LoseCity'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('PickAqueduct'), resource: Resource }),
  v.strictObject({ type: v.literal('ExchangeCards'), give: v.union([Resource, Commodity]), receive: v.union([Resource, Commodity]) }),
  // Cities & Knights' knights, each named by its intersection.
  v.strictObject({ type: v.literal('RecruitKnight'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('PromoteKnight'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('ActivateKnight'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('MoveKnight'), from: VertexKey, to: VertexKey }),
  v.strictObject({ type: v.literal('DisplaceKnight'), from: VertexKey, to: VertexKey }),
  v.strictObject({ type: v.literal('ChaseRobber'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('RetreatKnight'), vertex: VertexKey }),
  // Cities & Knights' progress cards: one command per play, its fields by the card; the answers
  // (a deck after a defenders' tie, a card over the limit, the Spy's and Master Merchant's picks,
  // the cards a Saboteur or a Wedding asks for, a Deserter's knights, a Commercial Harbor's trades).
  v.variant('card', [
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.picklist(['irrigation', 'mining', 'warlord', 'saboteur', 'wedding', 'roadBuilding', 'commercialHarbor']) }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('alchemist'), dice: v.tuple([Die, Die]) }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('merchant'), hex: HexKey }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.picklist(['spy', 'masterMerchant', 'deserter']), victim: SeatNumber }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.picklist(['engineer', 'medicine', 'intrigue']), vertex: VertexKey }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('smith'), vertices: v.pipe(v.array(VertexKey), v.maxLength(2)) }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('crane'), track: Track, vertex: v.optional(VertexKey) }),
    // The Bishop's draws are the server's input.
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('bishop'), hex: HexKey }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('diplomat'), edge: EdgeKey, to: v.optional(EdgeKey) }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('inventor'), hexes: v.tuple([HexKey, HexKey]) }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('merchantFleet'), give: v.union([Resource, Commodity]) }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('resourceMonopoly'), resource: Resource }),
    v.strictObject({ type: v.literal('PlayProgressCard'), card: v.literal('tradeMonopoly'), commodity: Commodity }),
  ]),
  v.strictObject({ type: v.literal('ChooseProgressDeck'), track: Track }),
  v.strictObject({ type: v.literal('DiscardProgressCard'), card: ProgressCard }),
  v.strictObject({ type: v.literal('TakeProgressCard'), card: ProgressCard }),
  v.strictObject({ type: v.literal('TakeCards'), resources: Bundle, commodities: Commodities }),
  v.strictObject({ type: v.literal('HandOverCards'), resources: Bundle, commodities: Commodities }),
  v.strictObject({ type: v.literal('DesertKnight'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('PlaceDeserter'), vertex: v.optional(VertexKey), strength: v.optional(Strength) }),
  v.strictObject({ type: v.literal('OfferHarborTrade'), to: SeatNumber, resource: Resource }),
  v.strictObject({ type: v.literal('GiveCommodity'), commodity: Commodity }),
] as const;
