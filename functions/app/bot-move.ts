// The one place the server asks a bot for a move. The bot sees only its seat's view (the full
// state redacted for it) and draws from a random source seeded by the game, the head and the
// seat, so that whoever computes the move at that head computes the same one.
import { createHash } from 'node:crypto';
import { botCommand } from '../../domain/bots/index.ts';
import { randomCommand, redactState, seededRandom, type Command, type InPhase, type Random, type Seat } from '../../domain/index.ts';

/** Random legal moves tried, on the same view, should the rules refuse the bot's own choice. */
const FALLBACKS = 5;

/** The bot's random source at a head: seeded by a 32-bit hash of `${gameId}:${head}:${seat}`. */
export function botRandom(gameId: string, head: number, seat: Seat): Random {
  return seededRandom(createHash('sha256').update(`${gameId}:${head}:${seat}`).digest().readInt32BE(0));
}

/**
 * The moves of a seat the server plays (a bot seat at its level, an away seat at 'good'), best
 * first: the bot's choice, then a few random legal moves of its view, for the caller to judge
 * in turn. A bot that sees its seat's cards only may judge a move legal that is not (another
 * seat's hidden hand), so its choice can be refused.
 */
export function* botMoves(state: InPhase<'setup' | 'playing'>, seat: Seat, random: Random): Generator<Command> {
  const view = redactState(state, seat);
  const chosen = botCommand(view, seat, state.levels[seat] ?? 'good', random);
  if (chosen) yield chosen;
  for (let i = 0; i < FALLBACKS; i++) {
    const command = randomCommand(view, seat, random);
    if (!command) return;
    yield command;
  }
}
