// The Catan Dice Game's vocabulary, in the rulebook's words. Plain data only.
import { BOT_LEVELS, type BotLevel } from '../shared/table.ts';

/** The resources on the dice (the board game's five). */
export const DICE_RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export type DiceResource = (typeof DICE_RESOURCES)[number];

/** A die's six faces: the five resources and gold. */
export const FACES = [...DICE_RESOURCES, 'gold'] as const;
export type Face = (typeof FACES)[number];

export const isResource = (x: unknown): x is DiceResource => (DICE_RESOURCES as readonly unknown[]).includes(x);
export const isFace = (x: unknown): x is Face => (FACES as readonly unknown[]).includes(x);

/** The sheet's two sides: 'standard' (Island One, 1–4 players) and 'plus' (Island Two, 2–4). */
export const SIDES = ['standard', 'plus'] as const;
export type Side = (typeof SIDES)[number];

/** A seat at the table, 0-based in turn order; seat 0 is the starting player. */
export type Seat = number;

export type StructureKind = 'road' | 'settlement' | 'city' | 'knight';

/** The building costs table (the same on both sides): the dice each structure uses. */
export const COSTS: Readonly<Record<StructureKind, readonly DiceResource[]>> = {
  road: ['brick', 'lumber'],
  settlement: ['brick', 'lumber', 'wool', 'grain'],
  city: ['ore', 'ore', 'ore', 'grain', 'grain'],
  knight: ['ore', 'wool', 'grain'],
};

/** Rolls per turn. */
export const MAX_ROLLS = 3;
/** Gold dice per resource. */
export const GOLD_PER_RESOURCE = 2;

/**
 * How a bot seat plays: the board game's levels, so that the platform seats bots the same way in
 * both games. 'easy' is the random player; 'good' and 'expert' the expected-value player.
 */
export type DiceBotLevel = BotLevel;
export const DICE_BOT_LEVELS: readonly DiceBotLevel[] = BOT_LEVELS;
export const isDiceBotLevel = (x: unknown): x is DiceBotLevel => (DICE_BOT_LEVELS as readonly unknown[]).includes(x);

/** The players each side takes (fewest, most): the standard side is also played solo. */
export const PLAYERS_BY_SIDE: Readonly<Record<Side, readonly [number, number]>> = { standard: [1, 4], plus: [2, 4] };
export const MAX_DICE_PLAYERS = 4;
