// Commands: what a seat asks for, in the imperative. Fields marked "input" are supplied by the
// application layer (dice, random draws, seeds), never by the client: see `supplyInputs`.
import type { BoardKind, BotLevel, Bundle, EdgeKey, HexKey, Resource, Seat, TradeGoods, VertexKey } from './types.ts';
import type { FirstPlayer } from './rules/first-player.ts';

/** The modules' own dice or draws rolled with the two dice, by name (absent in a game without them). */
export type RollExtra = Readonly<Record<string, number>>;

export type Command =
  /**
   * `timer`: seconds a seat may take per turn before a bot plays for it (0 or absent: no timer).
   * `firstPlayer`: who starts, seat 0 ('seat', the default) or the winner of a roll ('roll').
   * `turnRule` (5–6 players only): the id of a turn-rule module (the first installed is the default).
   * `modules`: the ids of the expansion modules in play, with any table. `secret` (input): a seed
   * for what the modules draw at creation (e.g. a shuffled supply), never shown to the players.
   * `commitment`: SHA-256 of the server's seed, from the server (shared/fairness.ts).
   */
  | {
    readonly type: 'CreateGame'; readonly players: number; readonly board: BoardKind; readonly timer?: number; readonly firstPlayer?: FirstPlayer;
    readonly turnRule?: string; readonly modules?: readonly string[]; /** input */ readonly seed?: number; /** input */ readonly secret?: number;
    readonly commitment?: string;
    /** A rated table (people only; docs/architecture.md, Identity). */
    readonly rated?: boolean;
  }
  /**
   * A bot seat names its `level` (default 'good'). `ready` (default true; a bot is always ready):
   * false seats a person who has yet to say so (MarkReady). `dice`: for the roll for the first
   * player, should this claim start the game. `seedHash`: the commitment to the seat's seed.
   */
  | {
    readonly type: 'ClaimSeat'; readonly seat: Seat; readonly name: string; readonly bot?: boolean; readonly level?: BotLevel; readonly ready?: boolean;
    /** input */ readonly dice?: readonly number[]; readonly seedHash?: string;
  }
  /** A seated person is ready to start; the game starts when every seat is taken and ready. */
  | { readonly type: 'MarkReady'; readonly seat: Seat; /** input */ readonly dice?: readonly number[] }
  // The table's own commands, sent by the server only (never by a client): a seat whose time ran
  // out is played by a bot until its player comes back.
  | { readonly type: 'TakeOverSeat'; readonly seat: Seat }
  | { readonly type: 'ReturnToSeat'; readonly seat: Seat }
  | { readonly type: 'PlaceSettlement'; readonly seat: Seat; readonly vertex: VertexKey }
  | { readonly type: 'PlaceRoad'; readonly seat: Seat; readonly edge: EdgeKey }
  /** `extra` (input): what the game's rule modules roll with the dice (e.g. an event die), by name. */
  | { readonly type: 'RollDice'; readonly seat: Seat; /** input */ readonly dice?: readonly [number, number]; /** input */ readonly extra?: RollExtra }
  | { readonly type: 'DiscardResources'; readonly seat: Seat; readonly resources: Bundle }
  | { readonly type: 'MoveRobber'; readonly seat: Seat; readonly hex: HexKey; readonly victim: Seat | null; /** input */ readonly draw?: number }
  | { readonly type: 'BuildRoad'; readonly seat: Seat; readonly edge: EdgeKey }
  | { readonly type: 'BuildSettlement'; readonly seat: Seat; readonly vertex: VertexKey }
  | { readonly type: 'BuildCity'; readonly seat: Seat; readonly vertex: VertexKey }
  | { readonly type: 'BuyDevelopmentCard'; readonly seat: Seat; /** input */ readonly draw?: number }
  | { readonly type: 'PlayKnight'; readonly seat: Seat }
  | { readonly type: 'PlayRoadBuilding'; readonly seat: Seat }
  | { readonly type: 'PlayYearOfPlenty'; readonly seat: Seat; readonly resources: Bundle }
  | { readonly type: 'PlayMonopoly'; readonly seat: Seat; readonly resource: Resource }
  | { readonly type: 'OfferTrade'; readonly seat: Seat; readonly give: Bundle; readonly want: Bundle; readonly to?: Seat; readonly goods?: TradeGoods }
  | { readonly type: 'AcceptTrade'; readonly seat: Seat }
  | { readonly type: 'DeclineTrade'; readonly seat: Seat }
  | { readonly type: 'CounterTrade'; readonly seat: Seat; readonly give: Bundle; readonly want: Bundle; readonly goods?: TradeGoods }
  | { readonly type: 'CancelTrade'; readonly seat: Seat }
  | { readonly type: 'ConfirmTrade'; readonly seat: Seat; readonly partner: Seat }
  | { readonly type: 'TradeWithBank'; readonly seat: Seat; readonly give: Resource; readonly receive: Resource }
  | { readonly type: 'EndTurn'; readonly seat: Seat }
  // the rule modules' own (each module declares its own into ModuleCommands)
  | ModuleCommand;

/** Each rule module's commands, by module id: `declare module` in the module's commands.ts adds one. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleCommands {}
export type ModuleCommand = ModuleCommands[keyof ModuleCommands];
export type ModuleCommandType = ModuleCommand['type'];

export type CommandType = Command['type'];

/** The base game's command types (an installed module's are the registry's: `isCommandType`). */
export const BASE_COMMAND_TYPES: ReadonlySet<string> = new Set<CommandType>([
  'CreateGame', 'ClaimSeat', 'MarkReady', 'PlaceSettlement', 'PlaceRoad', 'RollDice', 'DiscardResources', 'MoveRobber',
  'BuildRoad', 'BuildSettlement', 'BuildCity', 'BuyDevelopmentCard', 'PlayKnight', 'PlayRoadBuilding',
  'PlayYearOfPlenty', 'PlayMonopoly', 'OfferTrade', 'AcceptTrade', 'DeclineTrade', 'CounterTrade',
  'CancelTrade', 'ConfirmTrade', 'TradeWithBank', 'EndTurn', 'TakeOverSeat', 'ReturnToSeat',
]);
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
