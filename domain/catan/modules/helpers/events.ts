// The helpers' events. Effects that are exactly a base game's event are that event (a road, a
// settlement or a city built, a development card bought, the robber moved, a card taken from a
// hand): Longest Road, Largest Army, victory and redaction then work as for the base game. A
// helper that changes a price precedes the base event with `HelperPaid`.
import type { Bundle, DevCard, EdgeKey, Resource, Seat } from '../../base/types.ts';
import type { HelperId, Side } from './data.ts';

export type HelpersEvent =
  /** At the seat's second set-up settlement: the top card of the stack, side A up. */
  | { readonly type: 'HelperDealt'; readonly seat: Seat; readonly helper: HelperId }
  /** A roll calls the seat's Mayor (it gave the seat nothing) or General (a 7): see Call. */
  | { readonly type: 'HelperCalled'; readonly seat: Seat; readonly helper: 'mayor' | 'general'; readonly effect: 'take' | 'exempt' }
  /** The seat uses its helper (on this side); the ability's effects follow, then HelperFlipped or HelperExchanged. */
  | { readonly type: 'HelperUsed'; readonly seat: Seat; readonly helper: HelperId; readonly side: Side }
  | { readonly type: 'HelperFlipped'; readonly seat: Seat; readonly helper: HelperId }
  /** `returned` goes back to the display side A up; `taken` comes from it, side A up. */
  | { readonly type: 'HelperExchanged'; readonly seat: Seat; readonly returned: HelperId; readonly taken: HelperId }
  /**
   * The seat pays `paid` to the bank and takes `instead` from it, so that the base event which
   * follows (paying the usual price) comes to the price the helper asks.
   */
  | { readonly type: 'HelperPaid'; readonly seat: Seat; readonly paid: Bundle; readonly instead: Bundle }
  /** The seat takes 1 resource from the bank (Mayor, General, Robber Bride). */
  | { readonly type: 'HelperResourceTaken'; readonly seat: Seat; readonly resource: Resource }
  /** The Merchant's demand: each partner who had `resource` gave 1 and got `give`; `give: null`: the partner had none. */
  | { readonly type: 'MerchantTraded'; readonly seat: Seat; readonly resource: Resource; readonly partners: readonly { readonly seat: Seat; readonly give: Resource | null }[] }
  /** The General excuses the seat from discarding on this 7. */
  | { readonly type: 'DiscardExcused'; readonly seat: Seat }
  /** The Explorer moves the seat's road. */
  | { readonly type: 'RoadMoved'; readonly seat: Seat; readonly from: EdgeKey; readonly to: EdgeKey }
  /** The Captain: the seat trades `resource` 2:1 with the bank for the rest of the turn. */
  | { readonly type: 'PortOpened'; readonly seat: Seat; readonly resource: Resource }
  /** The Priest: a knight leaves the game, from the hand or from the table (where it stops counting for Largest Army). */
  | { readonly type: 'KnightDiscarded'; readonly seat: Seat; readonly from: 'hand' | 'table' }
  /** The Noblewoman looks at `target`'s hand: `hand` is seen by `seat` only (null for others). */
  | { readonly type: 'HandShown'; readonly seat: Seat; readonly target: Seat; readonly hand: Bundle | null }
  /**
   * The Architect looks at the deck's top cards: `cards` are seen by `seat` only (nulls for
   * others); the card kept will cost `paid` in place of `instead`.
   */
  | { readonly type: 'DeckShown'; readonly seat: Seat; readonly cards: readonly (DevCard | null)[]; readonly paid: Bundle; readonly instead: Bundle }
  /** The look's choice is made; the card taken or kept follows as a base event. */
  | { readonly type: 'HelperChoiceMade'; readonly seat: Seat };

export type HelpersEventType = HelpersEvent['type'];

export const HELPERS_EVENT_TYPES: ReadonlySet<string> = new Set<HelpersEventType>([
  'HelperDealt', 'HelperCalled', 'HelperUsed', 'HelperFlipped', 'HelperExchanged', 'HelperPaid', 'HelperResourceTaken',
  'MerchantTraded', 'DiscardExcused', 'RoadMoved', 'PortOpened', 'KnightDiscarded', 'HandShown', 'DeckShown', 'HelperChoiceMade',
]);

declare module '../../base/events.ts' {
  interface ModuleEvents { 'helpers': HelpersEvent }
}
