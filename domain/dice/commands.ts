// Commands: what a seat asks for, in the imperative. Fields marked "input" are supplied by the
// server (the dice's new faces), never by the client: see `supplyInputs`.
import type { Random } from '../shared/random.ts';
import { FACES, type DiceBotLevel, type DiceResource, type Face, type Seat, type Side } from './types.ts';

export type DiceCommand =
  /**
   * `desertPairs` (Plus side only; default 1): the desert knight pairs printed on the sheet.
   * `timer`: seconds per turn before the server lets a bot play for an absent player (0 or
   * absent: no timer).
   */
  | { readonly type: 'CreateDiceGame'; readonly side: Side; readonly players: number; readonly desertPairs?: number; readonly timer?: number; readonly commitment?: string; readonly rated?: boolean }
  /** `level`: a bot seat's level (default 'good'); a person's seat has none. `seedHash`: the seat's seed's commitment. */
  | { readonly type: 'ClaimSeat'; readonly seat: Seat; readonly name: string; readonly bot?: boolean; readonly level?: DiceBotLevel; readonly seedHash?: string }
  /**
   * Roll the dice not kept. `keep`: one flag per die (all false for the turn's first roll, which
   * rolls every die). `faces`: the new faces of the dice rolled, in order (input).
   */
  | { readonly type: 'Roll'; readonly seat: Seat; readonly keep: readonly boolean[]; /** input */ readonly faces?: readonly Face[] }
  /** 2 gold → 1 resource: one gold die is turned to `resource`, the other set aside. */
  | { readonly type: 'TradeGold'; readonly seat: Seat; readonly resource: DiceResource }
  /**
   * A built knight's joker, once per game: a die showing `give` is turned to the resource under
   * the knight (`resource`: needed for the sixth knight's question mark only).
   */
  | { readonly type: 'UseKnight'; readonly seat: Seat; readonly knight: string; readonly give: Face; readonly resource?: DiceResource }
  /** The desert knight pair (Plus side, both built), once per game: any die to any resource. */
  | { readonly type: 'UseDesertPair'; readonly seat: Seat; readonly give: Face; readonly get: DiceResource }
  /** Build a symbol of the sheet with the dice its cost needs. */
  | { readonly type: 'Build'; readonly seat: Seat; readonly structure: string }
  /** Score the turn and pass the dice on. */
  | { readonly type: 'EndTurn'; readonly seat: Seat }
  /** The server's: a bot plays the seat while its player is away (the turn timer ran out). */
  | { readonly type: 'TakeOverSeat'; readonly seat: Seat }
  /** The server's: the player of a seat a bot was playing is back. */
  | { readonly type: 'ReturnToSeat'; readonly seat: Seat };

export type DiceCommandType = DiceCommand['type'];
export type DiceCommandOf<T extends DiceCommandType> = Extract<DiceCommand, { type: T }>;

export const DICE_COMMAND_TYPES: ReadonlySet<string> = new Set<DiceCommandType>([
  'CreateDiceGame', 'ClaimSeat', 'Roll', 'TradeGold', 'UseKnight', 'UseDesertPair', 'Build', 'EndTurn', 'TakeOverSeat', 'ReturnToSeat',
]);

export const rollFace = (random: Random): Face => FACES[Math.floor(random() * FACES.length)];

/** Fills in the server's inputs (overwriting anything a client sent): a face for each die rolled. */
export function supplyInputs(command: DiceCommand, random: Random): DiceCommand {
  if (command.type !== 'Roll') return command;
  const rolled = Array.isArray(command.keep) ? command.keep.filter((k) => !k).length : 0;
  return { type: 'Roll', seat: command.seat, keep: command.keep, faces: Array.from({ length: rolled }, () => rollFace(random)) };
}

/** The name the issue gives it. */
export const supplyDiceInputs = supplyInputs;
