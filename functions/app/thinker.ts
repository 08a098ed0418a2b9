// The thinker port: where a bot's choice is computed. The choice is a pure function of the seat's
// view, its level and a seed, so it may run anywhere. Inline by default (a Lambda invocation
// serves one request at a time); `npm start` hands the searching level to a worker thread, so
// that an expert's few hundred milliseconds of search never pause the other games.
import { seededRandom, type BotLevel, type Seat } from '../../domain/catan/index.ts';
import { kindOf, type AnyCommand, type AnyState } from '../../domain/platform/index.ts';

export interface Thinker {
  /** The bot's move for `seat` on `view` (its redacted state), drawing from `seededRandom(seed)`. */
  think(view: AnyState, seat: Seat, level: BotLevel, seed: number): Promise<AnyCommand | null>;
}

/** The choice computed where it is asked for. */
export const thinkInline = (view: AnyState, seat: Seat, level: BotLevel, seed: number): AnyCommand | null =>
  kindOf(view).botCommand(view, seat, level, seededRandom(seed));

export const inlineThinker: Thinker = {
  think: async (view, seat, level, seed) => thinkInline(view, seat, level, seed),
};
