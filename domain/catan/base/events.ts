// Events: what happened, in the past tense. The only truth; state is a fold over them.
// Fields that a viewer may not see are nullable: `redact` sets them to null for that viewer.
// The union is open to the game's rule modules (ModuleEvents below), which this file never names.
import type { Board } from './board/layouts.ts';
import type {
  BoardKind, BotLevel, Bundle, DevCard, EdgeKey, HexKey, Resource, Seat, TradeGoods, VertexKey,
} from './types.ts';
import type { RollRound } from './rules/first-player.ts';
import type { RollExtra } from './commands.ts';
import type { SeedsRevealed } from '../../shared/fairness.ts';

export type Event =
  /**
   * `timer`: seconds per turn, 0 for none (absent in games created before timers existed).
   * `firstPlayer: 'roll'`: the first player is rolled for at the start; absent: seat 0 starts.
   * `modules`: the rule modules in play, in order (registry.ts); absent for the base game.
   * `commitment`: SHA-256 of the server's seed (shared/fairness.ts); absent in games created before verifiable dice.
   */
  | { readonly type: 'GameCreated'; readonly players: number; readonly boardKind: BoardKind; readonly seed: number; readonly board: Board; readonly timer?: number; readonly firstPlayer?: 'roll'; readonly modules?: readonly string[]; readonly commitment?: string; readonly rated?: true }
  /**
   * `level` is present exactly for bot seats. `ready: false`: a person yet to say so (absent: ready).
   * `seedHash`: SHA-256 of the seat's seed, in a game with a commitment.
   */
  | { readonly type: 'SeatClaimed'; readonly seat: Seat; readonly name: string; readonly bot: boolean; readonly level?: BotLevel; readonly ready?: false; readonly seedHash?: string }
  | { readonly type: 'SeatReady'; readonly seat: Seat }
  // a human seat played by a bot (its time ran out) and given back (its player returned)
  | { readonly type: 'SeatTakenOver'; readonly seat: Seat }
  | { readonly type: 'SeatReturned'; readonly seat: Seat }
  /**
   * With a roll for the first player: `first`, the seat that starts, and `rolls`, the rounds of
   * the roll (each seat's dice, null for a seat out of it). Absent: seat 0 starts.
   */
  | { readonly type: 'SetupStarted'; readonly first?: Seat; readonly rolls?: readonly RollRound[] }
  // set-up and free placement (no cost)
  | { readonly type: 'SettlementPlaced'; readonly seat: Seat; readonly vertex: VertexKey }
  | { readonly type: 'RoadPlaced'; readonly seat: Seat; readonly edge: EdgeKey }
  | { readonly type: 'StartingResourcesReceived'; readonly seat: Seat; readonly resources: Bundle }
  | { readonly type: 'SetupCompleted'; readonly firstSeat: Seat }
  // the turn
  /** `extra`: the rule modules' own dice rolled with these (RollDice's input); absent without them. */
  | { readonly type: 'DiceRolled'; readonly seat: Seat; readonly dice: readonly [number, number]; readonly extra?: RollExtra }
  | { readonly type: 'ResourcesProduced'; readonly gains: readonly Bundle[] }
  | { readonly type: 'DiscardsDemanded'; readonly counts: readonly number[] }
  | { readonly type: 'ResourcesDiscarded'; readonly seat: Seat; readonly resources: Bundle }
  | { readonly type: 'RobberMoved'; readonly seat: Seat; readonly hex: HexKey }
  | { readonly type: 'ResourceStolen'; readonly thief: Seat; readonly victim: Seat; readonly resource: Resource | null }
  | { readonly type: 'TurnEnded'; readonly seat: Seat; readonly next: Seat }
  // building (paid from the hand)
  | { readonly type: 'RoadBuilt'; readonly seat: Seat; readonly edge: EdgeKey }
  | { readonly type: 'SettlementBuilt'; readonly seat: Seat; readonly vertex: VertexKey }
  | { readonly type: 'CityBuilt'; readonly seat: Seat; readonly vertex: VertexKey }
  // development cards
  | { readonly type: 'DevelopmentCardBought'; readonly seat: Seat; readonly card: DevCard | null }
  | { readonly type: 'KnightPlayed'; readonly seat: Seat }
  | { readonly type: 'RoadBuildingPlayed'; readonly seat: Seat; readonly roads: number }
  /** Ends Road Building early when no legal spot is left for its second road. */
  | { readonly type: 'RoadBuildingEnded'; readonly seat: Seat }
  | { readonly type: 'YearOfPlentyPlayed'; readonly seat: Seat; readonly resources: Bundle }
  | { readonly type: 'MonopolyPlayed'; readonly seat: Seat; readonly resource: Resource; readonly taken: readonly number[] }
  | { readonly type: 'LargestArmyChanged'; readonly holder: Seat | null }
  | { readonly type: 'LongestRoadChanged'; readonly holder: Seat | null; readonly length: number }
  // trade
  /** `to`: the one seat the offer is made to; absent when it is made to everyone. `goods`: a module's cards beside the resources. */
  | { readonly type: 'TradeOffered'; readonly seat: Seat; readonly give: Bundle; readonly want: Bundle; readonly to?: Seat; readonly goods?: TradeGoods }
  | { readonly type: 'TradeAccepted'; readonly seat: Seat }
  | { readonly type: 'TradeDeclined'; readonly seat: Seat }
  | { readonly type: 'TradeCountered'; readonly seat: Seat; readonly give: Bundle; readonly want: Bundle; readonly goods?: TradeGoods }
  | { readonly type: 'TradeCancelled'; readonly seat: Seat }
  /** `give` goes from `seat` (the active player) to `partner`, `want` the other way; `goods` too, moved by the module's events that follow. */
  | { readonly type: 'TradeCompleted'; readonly seat: Seat; readonly partner: Seat; readonly give: Bundle; readonly want: Bundle; readonly goods?: TradeGoods }
  | { readonly type: 'MaritimeTraded'; readonly seat: Seat; readonly give: Resource; readonly count: number; readonly receive: Resource }
  // the end
  | { readonly type: 'GameWon'; readonly seat: Seat; readonly points: number; readonly victoryPointCards: number }
  // after the end, the server's: every seed, for anyone to derive the inputs again
  | SeedsRevealed
  // the rule modules' own events (each module declares its own into ModuleEvents)
  | ModuleEvent;

/** Each rule module's events, by module id: `declare module` in the module's events.ts adds one. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleEvents {}
export type ModuleEvent = ModuleEvents[keyof ModuleEvents];

export type EventType = Event['type'];
export type EventOf<T extends EventType> = Extract<Event, { type: T }>;
