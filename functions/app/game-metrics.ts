// What the application counts (metrics.ts publishes it): the few calls the handlers make, each
// reading what is already at hand — a record just appended, the state a command produced, the
// container's stream cache for a game's kind. None reads the store.
import { kindById, kindOf, type AnyState } from '../../domain/platform/index.ts';
import type { StreamRecord } from '../store/types.ts';
import type { Context } from './context.ts';
import { familyOf } from './metrics.ts';

/** The game's kind as this container knows it (its cached stream); `unknown` when it does not. */
function cachedKind(ctx: Context, gameId: string): string {
  const cached = ctx.streams.get(gameId);
  return cached && cached.head > 0 ? kindOf(cached.state).id : 'unknown';
}

/** A player's command the rules accepted. */
export function countAccepted(ctx: Context, state: AnyState): void {
  ctx.metrics.count('CommandsAccepted', { kind: kindOf(state).id });
}

/** A player's command refused: by the rules, or before them (a bad token, an unknown game, the store). */
export function countRejected(ctx: Context, gameId: string, code: string): void {
  ctx.metrics.count('CommandsRejected', { kind: cachedKind(ctx, gameId), family: familyOf(code) });
}

/** What a record just appended did to its game: created it, started it, ended it, gave a seat to a bot. */
export function countRecord(ctx: Context, record: StreamRecord): void {
  const kind = kindById(record.kind);
  const dimensions = { kind: kind.id };
  if (record.version === 1) ctx.metrics.count('GamesCreated', dimensions);
  for (const event of record.events) {
    if (event.type === kind.startEvent) ctx.metrics.count('GamesStarted', dimensions);
    else if (event.type === kind.endEvent) ctx.metrics.count('GamesFinished', dimensions);
  }
  // A take-over is the server's command under this id (bots.ts), whatever the kind calls its event.
  if (record.commandId.startsWith('away:')) ctx.metrics.count('SeatsTakenByBots', dimensions);
}

export function countAbandoned(ctx: Context, gameId: string): void {
  ctx.metrics.count('GamesAbandoned', { kind: cachedKind(ctx, gameId) });
}

/** One bot decision: its seat's view and its choice, timed where it was asked for. */
export function countBotDecision(ctx: Context, state: AnyState, ms: number): void {
  ctx.metrics.botDecision(kindOf(state).id, ms);
}

/** Flushes the metrics once the invocation's work is done, whatever its outcome. */
export async function flushingMetrics<T>(ctx: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    ctx.metrics.flush();
  }
}
