// The lobby's choices for a Catan Dice Game (RULES.md §3): the sheet's side, how many play (the
// standard side also solo, the Plus side 2–4), and who sits in each other seat. The last choice
// is remembered, as Play now's is; the timer and privacy are chosen afresh each time.
import { BOT_LEVELS, type BotLevel } from '../../../domain/catan/base/types.ts';
// The vocabulary alone: the lobby's first bundle does not carry the dice game's rules.
import { MAX_DICE_PLAYERS, PLAYERS_BY_SIDE, SIDES, type Side } from '../../../domain/dice/types.ts';
import type { KeyValueStore } from './seats.ts';

export { SIDES as DICE_SIDES, type Side as DiceSide };

export interface DiceChoice {
  readonly side: Side;
  readonly players: number;
  /** One per seat of the largest table, the player's first (null: a person, else a bot's level); the first `players` are used. */
  readonly seats: readonly (BotLevel | null)[];
}

/** The table sizes a side takes, fewest first. */
export function dicePlayersFor(side: Side): number[] {
  const [fewest, most] = PLAYERS_BY_SIDE[side];
  return Array.from({ length: most - fewest + 1 }, (_, i) => fewest + i);
}

/** The table size kept when the side changes, if that side takes it; else the nearest it does. */
export function fitDicePlayers(side: Side, players: number): number {
  const [fewest, most] = PLAYERS_BY_SIDE[side];
  return Math.min(most, Math.max(fewest, players));
}

/** Solo on the standard side: the quickest game; another seat is a good bot until chosen otherwise. */
export const DEFAULT_DICE: DiceChoice = {
  side: 'standard', players: 1, seats: Array.from({ length: MAX_DICE_PLAYERS }, (_, i) => (i === 0 ? null : 'good')),
};

const DICE_KEY = 'hexfold.diceGame';

/** The last dice game's choice, or the default. */
export function loadDiceChoice(store: KeyValueStore): DiceChoice {
  try {
    const saved = JSON.parse(store.getItem(DICE_KEY) ?? 'null') as Partial<DiceChoice> | null;
    const side = SIDES.includes(saved?.side as Side) ? saved!.side! : DEFAULT_DICE.side;
    const players = Number.isInteger(saved?.players) ? fitDicePlayers(side, saved!.players!) : fitDicePlayers(side, DEFAULT_DICE.players);
    const seats = DEFAULT_DICE.seats.map((fallback, i) => {
      const s = Array.isArray(saved?.seats) ? (saved.seats[i] as unknown) : undefined;
      return i === 0 ? null : s === null || BOT_LEVELS.includes(s as BotLevel) ? (s as BotLevel | null) : fallback;
    });
    return { side, players, seats };
  } catch {
    return DEFAULT_DICE;
  }
}

export function saveDiceChoice(store: KeyValueStore, choice: DiceChoice): void {
  store.setItem(DICE_KEY, JSON.stringify({ side: choice.side, players: choice.players, seats: choice.seats }));
}
