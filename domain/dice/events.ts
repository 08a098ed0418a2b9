// Events: what happened, in the past tense. The only truth; state is a fold over them. Nothing
// in the dice game is hidden, so no field is ever redacted.
import type { SeedsRevealed } from '../shared/fairness.ts';
import type { DiceBotLevel, DiceResource, Face, Seat, Side } from './types.ts';

export type DiceEvent =
  /**
   * `desertPairs`: 0 on the standard side. `timer`: seconds per turn, omitted when there is none.
   * `commitment`: SHA-256 of the server's seed (shared/fairness.ts); absent in older games.
   */
  | { readonly type: 'DiceGameCreated'; readonly side: Side; readonly players: number; readonly desertPairs: number; readonly timer?: number; readonly commitment?: string; readonly rated?: true }
  /** `level`: a bot seat's (absent in older games: 'good'); never on a person's seat. `seedHash`: the seat's seed's commitment. */
  | { readonly type: 'SeatClaimed'; readonly seat: Seat; readonly name: string; readonly bot: boolean; readonly level?: DiceBotLevel; readonly seedHash?: string }
  /** Every seat is taken: `first` starts, rolling `dice` dice. */
  | { readonly type: 'GameStarted'; readonly first: Seat; readonly dice: number }
  /** A bot plays this person's seat while its player is away; the turn stays where it is. */
  | { readonly type: 'SeatTakenOver'; readonly seat: Seat }
  | { readonly type: 'SeatReturned'; readonly seat: Seat }
  /** The faces showing after the roll, every die included, and which dice were kept. */
  | { readonly type: 'Rolled'; readonly seat: Seat; readonly dice: readonly Face[]; readonly kept: readonly boolean[] }
  /** Die `die` (gold) turned to `resource`; gold die `aside` set aside for the turn. */
  | { readonly type: 'GoldTraded'; readonly seat: Seat; readonly die: number; readonly aside: number; readonly resource: DiceResource }
  /** The knight's joker crossed out: die `die` turned to `resource`. */
  | { readonly type: 'KnightUsed'; readonly seat: Seat; readonly knight: string; readonly die: number; readonly resource: DiceResource }
  | { readonly type: 'DesertPairUsed'; readonly seat: Seat; readonly pair: string; readonly die: number; readonly resource: DiceResource }
  /** The symbol marked; `dice`: the dice it used, set aside for the turn. */
  | { readonly type: 'StructureBuilt'; readonly seat: Seat; readonly structure: string; readonly dice: readonly number[] }
  // the Plus side's awards
  | { readonly type: 'LargestArmyChanged'; readonly holder: Seat }
  | { readonly type: 'LongestRoadChanged'; readonly holder: Seat; readonly length: number }
  /** Standard side: the turn's box on the score track (−2 for a turn with no build). */
  | { readonly type: 'TurnScored'; readonly seat: Seat; readonly points: number }
  /** `dice`: how many dice the next player rolls. */
  | { readonly type: 'TurnEnded'; readonly seat: Seat; readonly next: Seat; readonly dice: number }
  /** `totals`: each seat's points (standard) or victory points (Plus); `winners` share the win. */
  | { readonly type: 'GameEnded'; readonly winners: readonly Seat[]; readonly totals: readonly number[] }
  /** After the end, the server's: every seed, for anyone to derive the rolls again. */
  | SeedsRevealed;

export type DiceEventType = DiceEvent['type'];
export type DiceEventOf<T extends DiceEventType> = Extract<DiceEvent, { type: T }>;
