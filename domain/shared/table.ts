// What every game kind's table shares: seats, bot levels, the turn timer's bound. Plain data only.

/** A seat at the table, 0-based in turn order (clockwise). */
export type Seat = number;

/** How a bot seat plays: `easy` is a weighted random player, `good` a heuristic one, `expert` searches. */
export const BOT_LEVELS = ['easy', 'good', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The longest turn timer a game may set, in seconds (0 turns the timer off). */
export const MAX_TURN_SECONDS = 3600;
