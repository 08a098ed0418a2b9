// The one place the server asks a bot for a move. The bot sees only its seat's view (the full
// state redacted for it) and draws from a random source seeded by the game, the head and the
// seat, so that whoever computes the move at that head computes the same one.
import { createHash } from 'node:crypto';
import { seededRandom, type Seat } from '../../domain/catan/index.ts';
import { kindOf, type AnyCommand, type AnyState } from '../../domain/platform/index.ts';
import type { Thinker } from './thinker.ts';

/** Random legal moves tried, on the same view, should the rules refuse the bot's own choice. */
const FALLBACKS = 5;

/** The bot's seed at a head: a 32-bit hash of `${gameId}:${head}:${seat}`. */
export function botSeed(gameId: string, head: number, seat: Seat): number {
  return createHash('sha256').update(`${gameId}:${head}:${seat}`).digest().readInt32BE(0);
}

/**
 * The moves of a seat the server plays (a bot seat at its level, an away seat at 'good'), best
 * first: the bot's choice (from the thinker), then a few random legal moves of its view, for the
 * caller to judge in turn. A bot that sees its seat's cards only may judge a move legal that is
 * not (another seat's hidden hand), so its choice can be refused.
 */
export async function botMoves(thinker: Thinker, state: AnyState, seat: Seat, seed: number): Promise<Iterable<AnyCommand>> {
  const kind = kindOf(state);
  const view = kind.redactState(state, seat);
  const chosen = await thinker.think(view, seat, kind.table(state).levels[seat] ?? 'good', seed);
  return (function* fallbacks() {
    if (chosen) yield chosen;
    const random = seededRandom(seed ^ 0x5bd1e995);
    for (let i = 0; i < FALLBACKS; i++) {
      const command = kind.randomCommand(view, seat, random);
      if (!command) return;
      yield command;
    }
  })();
}
