// The places where rule modules may change the base game (docs/architecture.md, "Rule modules"):
// a `Rules` object of hooks, the base game's behaviour as every default. A module extends the
// rules it is given (the base game's, or those of the modules before it) and overrides only the
// hooks it changes; it never edits the base game or another module.
import type { CommandType, RollExtra } from './commands.ts';
import type { Event } from './events.ts';
import type { Rejection } from './rejections.ts';
import { indexOf, type InPhase, type Table } from './state.ts';
import type { Bundle, EdgeKey, HexKey, Resource, Seat, VertexKey } from './types.ts';

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
  /** Events after a set-up settlement (its `second`, or the first), decided on the state before it. Base: none. */
  readonly afterSetupSettlement: (s: InPhase<'setup'>, seat: Seat, second: boolean) => Event[];
  /**
   * Events after a roll's own events (`gains`: what it paid each seat, null for a 7 or no payment;
   * `extra`: the modules' own dice rolled with it, see RuleModule.rollInputs). Base: none.
   */
  readonly afterRoll: (s: Playing, dice: readonly [number, number], gains: readonly Bundle[] | null, extra?: RollExtra) => Event[];
  /** The seat's ratio for giving `give` to the bank, given the harbors' `ratio`. Base: that ratio. */
  readonly bankRate: (s: Playing, seat: Seat, give: Resource, ratio: number) => number;
  /**
   * Is the part of the turn under way one in which the seat to act may only build and buy (the
   * special building phase), so that nothing else (no helper, no roll) is offered? Base: never.
   */
  readonly buildOnly: (s: Playing) => boolean;
  /**
   * Events after a settlement (set-up's included) or a city on `vertex`, decided on the state
   * before it. Base: none.
   */
  readonly afterBuilding: (s: InPhase<'setup' | 'playing'>, seat: Seat, vertex: VertexKey, kind: 'settlement' | 'city') => Event[];
}

const NOTHING = (): Event[] => [];

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
  bankRate: (_s, _seat, _give, ratio) => ratio,
  buildOnly: () => false,
  afterBuilding: NOTHING,
};

/** A rule module's hooks: the rules with the module in play, given the rules without it. */
export type Extend = (inner: Rules) => Rules;
