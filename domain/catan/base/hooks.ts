// The places where rule modules may change the base game (docs/architecture.md, "Rule modules"):
// a `Rules` object of hooks, the base game's behaviour as every default. A module extends the
// rules it is given (the base game's, or those of the modules before it) and overrides only the
// hooks it changes; it never edits the base game or another module.
import type { CommandType, RollExtra } from './commands.ts';
import type { Event } from './events.ts';
import { reject, type Rejection } from './rejections.ts';
import { indexOf, type InPhase, type Table } from './state.ts';
import type { Bundle, EdgeKey, Goods, HexKey, Resource, Seat, TradeGoods, VertexKey } from './types.ts';
import { longestRoad } from './rules/longestRoad.ts';
import { handTotal, pickResource } from './cards.ts';

type Playing = InPhase<'playing'>;

export interface Rules {
  /**
   * The events that follow `seat`'s accepted EndTurn (its turn, or its part of the turn, is over).
   * Base: the next seat's turn.
   */
  readonly afterTurnEnds: (s: Playing, seat: Seat) => Event[];
  /**
   * Whether a command of this kind may be sent now as far as the turn's structure goes: null, or
   * why not. Base: always (the base game's own guards judge the rest).
   */
  readonly allows: (s: Playing, seat: Seat, kind: CommandType) => Rejection | null;
  /** May the seat win now, holding enough points? Base: in its own turn. */
  readonly mayWin: (s: Playing, seat: Seat) => boolean;
  /** The points that win. Base: the table's (10). */
  readonly victoryPoints: (s: Table) => number;
  /** Visible points from the modules' own sources (e.g. Catan chips). Base: none. */
  readonly extraPoints: (s: Table, seat: Seat) => number;
  /** Events after the robber moved to `hex` (on a 7 or a knight), robbing `victim` or nobody. Base: none. */
  readonly afterRobber: (s: Playing, seat: Seat, hex: HexKey, victim: Seat | null) => Event[];
  /** Events after a road in play (not in set-up) on `edge`, decided on the state before it. Base: none. */
  readonly afterRoad: (s: Playing, seat: Seat, edge: EdgeKey) => Event[];
  /** Events after a set-up settlement on `vertex` (its `second`, or the first), decided on the state before it. Base: none. */
  readonly afterSetupSettlement: (s: InPhase<'setup'>, seat: Seat, second: boolean, vertex: VertexKey) => Event[];
  /**
   * Events after a roll's own events (`gains`: what it paid each seat, null for a 7 or no payment;
   * `extra`: the modules' own dice rolled with it, see RuleModule.rollInputs). Base: none.
   */
  readonly afterRoll: (s: Playing, dice: readonly [number, number], gains: readonly Bundle[] | null, extra?: RollExtra) => Event[];
  /**
   * A trade between players carrying goods of the modules' kinds (C&K's commodities; TradeGoods):
   * why `seat` may not give `give` for `want` — a kind no module trades, or more than the seat
   * holds — or null. Read only for a trade with goods. Base: no goods are traded ('trade/no-goods').
   */
  readonly tradeGoods: (s: Playing, seat: Seat, give: Goods, want: Goods) => Rejection | null;
  /** Events moving a completed trade's goods: `goods.give` from `seat` to `partner`, `goods.want` back. Base: none. */
  readonly goodsTraded: (s: Playing, seat: Seat, partner: Seat, goods: TradeGoods) => Event[];
  /** The seat's ratio for giving `give` to the bank, given the harbors' `ratio`. Base: that ratio. */
  readonly bankRate: (s: Playing, seat: Seat, give: Resource, ratio: number) => number;
  /**
   * Is the part of the turn under way one in which the seat to act may only build and buy (the
   * special building phase), so that nothing else (no helper, no roll) is offered? Base: never.
   */
  readonly buildOnly: (s: Playing) => boolean;
  // The board's own places (a map with sea): read by placement, the robber and the awards, and
  // only in a game with modules, so that the base game's hot paths stay as they are.
  /** May a settlement stand on vertex v at all (land, a set-up island)? Base: every vertex. */
  readonly settleable: (s: Table, v: number) => boolean;
  /** Besides its roads, does a piece of the seat's (a ship) reach vertex v, connecting a settlement there? Base: nothing. */
  readonly reaches: (s: Table, seat: Seat, v: number) => boolean;
  /** May a road lie on edge e at all (land or a coast, and no other piece on it)? Base: every edge. */
  readonly roadMay: (s: Table, e: number) => boolean;
  /** Does a module's piece (a ship) hold edge e, so that no road may go there? Base: none does. */
  readonly edgeHeld: (s: Table, e: number) => boolean;
  /**
   * May the seat's road line continue through vertex v as far as the modules' pieces go (an
   * opponent's knight stops it, as an opponent's building does; the buildings are judged by the
   * caller)? Base: always.
   */
  readonly passes: (s: Table, seat: Seat, v: number) => boolean;
  /**
   * Must the seat's routes keep reaching vertex v, because a module's piece of its stands there
   * (a knight), so that a ship may not move off and cut it off? Base: nothing stands there.
   */
  readonly tethered: (s: Table, seat: Seat, v: number) => boolean;
  /** May the robber go to hex h (by topology index)? Base: any hex. */
  readonly robberMay: (s: Table, h: number) => boolean;
  /** The seat's longest route, which Longest Road is awarded by. Base: its longest road. */
  readonly routeLength: (s: Table, seat: Seat) => number;
  /** Road Building's free pieces the seat has left (roads, and a module's: ships). Base: its roads. */
  readonly freePieces: (s: Playing, seat: Seat) => number;
  /** Is there a spot for a module's free piece (a ship) that Road Building may place instead of a road? Base: none. */
  readonly otherSpot: (s: Playing, seat: Seat) => boolean;
  /** Does this module event change a route (a ship built or moved), so that Longest Road is judged again? Base: none does. */
  readonly routeEvent: (e: Event) => boolean;
  /** Events after a set-up road, decided on the state before it. Base: none. */
  readonly afterSetupRoad: (s: InPhase<'setup'>, seat: Seat, edge: EdgeKey) => Event[];
  /**
   * Events after a settlement (set-up's included) or a city on `vertex`, decided on the state
   * before it. Base: none.
   */
  readonly afterBuilding: (s: InPhase<'setup' | 'playing'>, seat: Seat, vertex: VertexKey, kind: 'settlement' | 'city') => Event[];
  // Cities & Knights: commodities beside the resources, the event die resolved before production,
  // the robber asleep until the barbarians' first attack. Read only in a game with modules.
  /** The cards in the seat's hand that count for a 7 and the robber (resources and a module's: commodities). Base: its resources. */
  readonly cardCount: (s: Table, seat: Seat) => number;
  /** The most cards the seat may hold when a 7 is rolled. Base: 7. */
  readonly handLimit: (s: Table, seat: Seat) => number;
  /** Is the robber in play, so that a 7 moves it? Base: always. */
  readonly robberAwake: (s: Table) => boolean;
  /** What the robber takes from `victim` with the server's `draw` in [0, 1). Base: one of its resources (ResourceStolen). */
  readonly steal: (s: Playing, thief: Seat, victim: Seat, draw: number) => Event;
  /** The resource cards a city takes from hex h (by topology index). Base: 2. */
  readonly cityYield: (s: Table, h: number) => number;
  /**
   * Events of the roll resolved before its production or its 7 (the event die's), folded before
   * production is counted; `defer`: the module pays the roll itself once choices it awaits are made
   * (production, the 7's discards and `afterRoll` are then left out here). Base: none.
   */
  readonly beforeProduction: (s: Playing, dice: readonly [number, number], extra?: RollExtra) => { readonly events: Event[]; readonly defer: boolean };
  /** Can the seat pay for a module's purchase the special building phase allows (an improvement, a wall)? Base: none. */
  readonly affordsMore: (s: Playing, seat: Seat) => boolean;
}

const NOTHING = (): Event[] => [];
/** Shared; never changed by its readers. */
const NO_EVENTS: { readonly events: Event[]; readonly defer: boolean } = { events: [], defer: false };

export const BASE_RULES: Rules = {
  afterTurnEnds: (s, seat) => [{ type: 'TurnEnded', seat, next: (seat + 1) % s.players }],
  allows: () => null,
  mayWin: (s, seat) => s.turn.seat === seat,
  victoryPoints: (s) => indexOf(s).spec.victoryPoints,
  extraPoints: () => 0,
  afterRobber: NOTHING,
  afterRoad: NOTHING,
  afterSetupSettlement: NOTHING,
  afterRoll: NOTHING,
  tradeGoods: () => reject('trade/no-goods'),
  goodsTraded: NOTHING,
  bankRate: (_s, _seat, _give, ratio) => ratio,
  buildOnly: () => false,
  settleable: () => true,
  reaches: () => false,
  roadMay: () => true,
  edgeHeld: () => false,
  passes: () => true,
  tethered: () => false,
  robberMay: () => true,
  routeLength: longestRoad,
  routeEvent: () => false,
  freePieces: (s, seat) => s.pieces[seat].roads,
  otherSpot: () => false,
  afterSetupRoad: NOTHING,
  afterBuilding: NOTHING,
  cardCount: (s, seat) => handTotal(s.hands[seat]),
  handLimit: () => 7,
  robberAwake: () => true,
  steal: (s, thief, victim, draw) => ({ type: 'ResourceStolen', thief, victim, resource: pickResource(s.hands[victim], draw) }),
  cityYield: () => 2,
  beforeProduction: () => NO_EVENTS,
  affordsMore: () => false,
};

/** A rule module's hooks: the rules with the module in play, given the rules without it. */
export type Extend = (inner: Rules) => Rules;
