// A game command as a client sends it, for every game kind and module: valibot schemas shared by
// the handlers and the browser (messages.ts carries them in `command`). Documented in docs/protocol.md.
import * as v from 'valibot';
import { FACES } from '../../domain/dice/types.ts';
import { HELPERS_LIST } from '../../domain/catan/modules/helpers/data.ts';
import { Bundle, EdgeKey, HexKey, Resource, SeatNumber, TradeGoods, VertexKey } from './primitives.ts';
import { CITIES_KNIGHTS_COMMANDS } from './ck-commands.ts';

const Guild = v.picklist(['merchant', 'trader', 'pavers', 'scholars', 'architects']);
const Helper = v.picklist(HELPERS_LIST);
const DevCard = v.picklist(['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint']);
/** A symbol of the dice game's sheet: 'r0', 's3', 'sa', 'k6', 'd1a'… */
const StructureId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{1,3}$/));
const Face = v.picklist(FACES);

/** A helper's use (Helpers, a mini-expansion): the helper, and what its ability needs (no draws: the server's). */
const HelperUse = v.variant('helper', [
  /** Name a resource; 1 or 2 opponents each give 1 if they have it and get `give` back. */
  v.strictObject({
    helper: v.literal('merchant'), resource: Resource,
    from: v.pipe(v.array(v.strictObject({ seat: SeatNumber, give: Resource })), v.minLength(1), v.maxLength(2)),
  }),
  v.strictObject({ helper: v.literal('mendicant'), edge: EdgeKey, instead: v.picklist(['brick', 'lumber']), pay: Resource }),
  v.strictObject({ helper: v.literal('mayor'), resource: Resource }),
  v.strictObject({ helper: v.literal('explorer'), from: EdgeKey, to: EdgeKey }),
  /** Without `resource`: excused from discarding on this 7. */
  v.strictObject({ helper: v.literal('general'), resource: v.optional(Resource) }),
  /** `instead` and `pay` together, or neither. */
  v.strictObject({ helper: v.literal('architect'), instead: v.optional(v.picklist(['wool', 'grain', 'ore'])), pay: v.optional(Resource) }),
  v.strictObject({ helper: v.literal('robberBride'), hex: HexKey }),
  v.strictObject({ helper: v.literal('captain'), resource: Resource }),
  v.strictObject({ helper: v.literal('priest'), build: v.picklist(['settlement', 'city']), vertex: VertexKey, knight: v.picklist(['hand', 'table']) }),
  v.strictObject({ helper: v.literal('noblewoman'), target: SeatNumber }),
]);

/**
 * A game command as a client sends it: no seat (the seat token decides it) and no dice or
 * draws (the server supplies them).
 */
export const ClientCommand = v.variant('type', [
  v.strictObject({ type: v.literal('PlaceSettlement'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('PlaceRoad'), edge: EdgeKey }),
  v.strictObject({ type: v.literal('RollDice') }),
  v.strictObject({ type: v.literal('DiscardResources'), resources: Bundle }),
  v.strictObject({ type: v.literal('MoveRobber'), hex: HexKey, victim: v.nullable(SeatNumber) }),
  v.strictObject({ type: v.literal('BuildRoad'), edge: EdgeKey }),
  v.strictObject({ type: v.literal('BuildSettlement'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('BuildCity'), vertex: VertexKey }),
  v.strictObject({ type: v.literal('BuyDevelopmentCard') }),
  v.strictObject({ type: v.literal('PlayKnight') }),
  v.strictObject({ type: v.literal('PlayRoadBuilding') }),
  v.strictObject({ type: v.literal('PlayYearOfPlenty'), resources: Bundle }),
  v.strictObject({ type: v.literal('PlayMonopoly'), resource: Resource }),
  v.strictObject({ type: v.literal('OfferTrade'), give: Bundle, want: Bundle, to: v.optional(SeatNumber), goods: v.optional(TradeGoods) }),
  v.strictObject({ type: v.literal('AcceptTrade') }),
  v.strictObject({ type: v.literal('DeclineTrade') }),
  v.strictObject({ type: v.literal('CounterTrade'), give: Bundle, want: Bundle, goods: v.optional(TradeGoods) }),
  v.strictObject({ type: v.literal('CancelTrade') }),
  v.strictObject({ type: v.literal('ConfirmTrade'), partner: SeatNumber }),
  v.strictObject({ type: v.literal('TradeWithBank'), give: Resource, receive: Resource }),
  v.strictObject({ type: v.literal('EndTurn') }),
  /** Back at the table: a bot stops playing this seat (a seat that is not away is refused). */
  v.strictObject({ type: v.literal('ReturnToSeat') }),
  /** In the lobby phase: this seat's player is ready; the game starts when every seat is taken and ready. */
  v.strictObject({ type: v.literal('MarkReady') }),
  // Friends (a mini-expansion): a gift of 1 card and its answer, a guild's favor, an exchange.
  v.strictObject({ type: v.literal('OfferGift'), to: SeatNumber, resource: Resource }),
  v.strictObject({ type: v.literal('AcceptGift') }),
  v.strictObject({ type: v.literal('RefuseGift') }),
  v.variant('guild', [
    /** The merchants' favor: 1 or 2 swaps of 1 card for 1 of the bank's. */
    v.strictObject({
      type: v.literal('UseFavor'), guild: v.literal('merchant'),
      swaps: v.pipe(v.array(v.strictObject({ give: Resource, receive: Resource })), v.minLength(1), v.maxLength(2)),
    }),
    v.strictObject({ type: v.literal('UseFavor'), guild: v.literal('trader'), resource: Resource }),
    v.strictObject({ type: v.literal('UseFavor'), guild: v.literal('pavers'), edge: EdgeKey }),
    v.strictObject({ type: v.literal('UseFavor'), guild: v.literal('scholars') }),
    v.strictObject({ type: v.literal('UseFavor'), guild: v.literal('architects') }),
  ]),
  v.strictObject({ type: v.literal('ExchangeFavor') }),
  v.strictObject({ type: v.literal('ReturnFavor'), guild: Guild }),
  // Helpers (a mini-expansion): a use, then 'flip' (side A) or the helper taken from the display;
  // the card taken (Noblewoman) or kept (Architect) after a look.
  v.strictObject({ type: v.literal('UseHelper'), use: HelperUse, then: v.union([v.literal('flip'), Helper]) }),
  v.strictObject({ type: v.literal('ChooseHelperCard'), card: v.union([Resource, DevCard]) }),
  // Seafarers: ships (built, the free ones of set-up and Road Building, moved), the pirate after
  // a 7 or a knight instead of the robber, and the resources picked for gold.
  v.strictObject({ type: v.literal('BuildShip'), edge: EdgeKey }),
  v.strictObject({ type: v.literal('PlaceShip'), edge: EdgeKey }),
  v.strictObject({ type: v.literal('MoveShip'), from: EdgeKey, to: EdgeKey }),
  v.strictObject({ type: v.literal('MovePirate'), hex: HexKey, victim: v.nullable(SeatNumber) }),
  v.strictObject({ type: v.literal('PickGold'), resources: Bundle }),
  ...CITIES_KNIGHTS_COMMANDS,
  // The Catan Dice Game ('EndTurn' above ends its turns too): which dice are kept is part of the
  // roll; the new faces are the server's.
  v.strictObject({ type: v.literal('Roll'), keep: v.pipe(v.array(v.boolean()), v.maxLength(6)) }),
  v.strictObject({ type: v.literal('TradeGold'), resource: Resource }),
  v.strictObject({ type: v.literal('UseKnight'), knight: StructureId, give: Face, resource: v.optional(Resource) }),
  v.strictObject({ type: v.literal('UseDesertPair'), give: Face, get: Resource }),
  v.strictObject({ type: v.literal('Build'), structure: StructureId }),
]);
export type ClientCommand = v.InferOutput<typeof ClientCommand>;
