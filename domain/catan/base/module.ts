// What a rule module is made of (docs/architecture.md, "Rule modules"): one descriptor per module,
// exported by its folder and installed by the game's composition root (catan/index.ts). Only
// `id`, `role`, `extend` and the event functions are required; a module without commands or
// hidden state leaves the rest out.
import type { Command, CommandOf, RollExtra } from './commands.ts';
import type { Board } from './board/layouts.ts';
import type { Decision } from './decide/common.ts';
import type { Draft, Live } from './draft.ts';
import type { Event, EventOf } from './events.ts';
import type { Random } from '../../shared/random.ts';
import type { InPhase, State, Viewer } from './state.ts';
import type { BotLevel, Goods, Seat } from './types.ts';
import type { Extend } from './hooks.ts';

type Playing = InPhase<'playing'>;

/** How a game takes the module: as the turn rule of a 5–6 player table, or as an expansion asked for. */
export type ModuleRole = 'turn-rule' | 'expansion';

/**
 * A module with its commands C and events E. Methods (not function properties), so that a
 * module's narrow descriptor is accepted where the registry's wide one is asked for.
 */
export interface RuleModule<C extends { readonly type: string } = { readonly type: string }, E extends { readonly type: string } = { readonly type: string }> {
  readonly id: string;
  readonly role: ModuleRole;
  /** The table sizes it is played at (absent: every size the game takes); CreateGame refuses others. */
  readonly players?: readonly number[];
  /** The other expansions it is played with (absent: any); CreateGame refuses the rest. */
  readonly combines?: readonly string[];
  /** Its commands that may be sent in the special building phase (a purchase: an improvement, a wall). */
  readonly buildingCommands?: readonly string[];
  /**
   * Its answers: commands a seat may send out of turn because something awaits it (a gold pick, a
   * card owed). Another module's hold on the table lets every installed module's answer through.
   */
  readonly answerCommands?: readonly C['type'][];
  /** Its rejection codes and their messages (its codes.ts also declares them to the type system). */
  readonly rejections?: Readonly<Record<string, string>>;
  /** Its hooks over the rules without it. */
  readonly extend: Extend;
  readonly commandTypes: readonly C['type'][];
  readonly eventTypes: readonly E['type'][];
  /** Its commands (only ever called with a game that has the module). */
  decide?(c: C, s: State): Decision;
  /** The server's inputs for its commands (draws), as supplyInputs does for the base game's. */
  inputs?(c: C, random: Random): C;
  /**
   * Its own dice or draws rolled with the two dice of every RollDice (e.g. the event die), by
   * name: drawn by the server after the two dice, recorded in the command and in DiceRolled, and
   * handed to the rules' `afterRoll`. A game without such a module draws nothing more.
   */
  rollInputs?(random: Random): RollExtra;
  /** The board kinds it makes from its own data (a scenario's map); see `board`. */
  readonly boardKinds?: readonly string[];
  /** A game with the module is played on one of its boards only (a map with sea), never on the base game's. */
  readonly ownBoardsOnly?: boolean;
  /** The board of a game created on one of its board kinds, or why it cannot be made. */
  board?(kind: string, c: CommandOf<'CreateGame'>, seed: number): Board | string;
  /** Events right after GameCreated (e.g. a shuffled supply), from the secret input of CreateGame. */
  created?(e: EventOf<'GameCreated'>, random: Random): Event[];
  evolve(d: Draft, e: E): void;
  redact(e: E, viewer: Viewer): E;
  /** Its part of the state as a viewer may know it (absent: public). */
  redactPart?(part: unknown, viewer: Viewer): unknown;
  /** Its part with what `seat` cannot see dealt at random (for the expert's possible worlds). */
  samplePart?(part: unknown, view: Live, seat: Seat, random: Random): unknown;
  /** Notation: one event as a space-free token, and back (null: not one of its words). */
  token(e: E): string;
  read(word: string, a: readonly string[]): E | null;
  /** Its legal commands for the seat in set-up (a piece placed instead of the set-up road). */
  setupLegal?(s: InPhase<'setup'>, seat: Seat): Command[];
  /** Its legal commands for the seat now (before `allows`, which the registry applies). */
  legal?(s: Playing, seat: Seat): Command[];
  /** A seat whose answer it awaits before the game goes on (a gift to answer), or null. */
  awaited?(s: Playing): Seat | null;
  /** Bots: the command it requires of the seat now (an answer), or null. */
  botDuty?(s: Playing, seat: Seat, level: BotLevel, random: Random): Command | null;
  /** Bots: a move worth making in the seat's main phase, or null (easy bots may ignore the module). */
  botMove?(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null;
  /**
   * Bots, in trades between players: what giving `give` and getting `get` of its goods (TradeGoods)
   * changes the seat's hand worth, in the units of the bots' hand value (a resource toward the
   * next build ≈ 0.2).
   */
  botGoodsGain?(s: Playing, seat: Seat, give: Goods, get: Goods): number;
  /** Bots: goods of its kinds the seat holds and could spare in an offer (one card), or null. */
  botSpareGoods?(s: Playing, seat: Seat): Goods | null;
}
