// A game command: authorize by seat token, load, check idempotency, supply the server's inputs,
// decide, append (retrying lost races), reply, broadcast.
import { decideAny, kindOf, type AnyCommand } from '../../domain/platform/index.ts';
import type { ClientMessage } from '../protocol/messages.ts';
import type { ConnectionRecord, StreamRecord } from '../store/types.ts';
import { findCommandRecord } from '../store/stream.ts';
import { appendWithRetry, duplicateOf, isFinished, outcomeOf } from './append.ts';
import { broadcastRecord } from './broadcast.ts';
import { afterAppend } from './bots.ts';
import type { Context } from './context.ts';
import { errorReply, replyTo, ServiceError } from './errors.ts';
import { countAccepted, countRejected } from './game-metrics.ts';
import { describeError } from './log.ts';
import { isAway, returningFirst, SeatAway, type Returned } from './seats.ts';
import { revealSeeds } from './reveal.ts';
import { randomFor } from './seeds.ts';
import { send } from './send.ts';
import { followRecord, statusAfter } from './status.ts';

type CommandMessage = Extract<ClientMessage, { type: 'command' }>;

/** The seat whose command made a record: its first event names it (every seat command's does). */
function actorOf(record: StreamRecord): number | null {
  const first = record.events[0] as { seat?: unknown } | undefined;
  return typeof first?.seat === 'number' ? first.seat : null;
}

async function authorize(ctx: Context, msg: CommandMessage): Promise<number> {
  const seat = await ctx.directory.seatFor(msg.gameId, msg.seatToken);
  if (seat === undefined) throw new ServiceError('game/not-found');
  if (seat === null) throw new ServiceError('auth/bad-token');
  return seat;
}

export async function handleCommand(ctx: Context, connectionId: string, msg: CommandMessage): Promise<void> {
  const seat = await authorize(ctx, msg);
  const { gameId, commandId, lastVersion } = msg;
  // The broadcast's index query goes out with each put of an accepted command, not after it: one
  // round trip less. The index is eventually consistent either way, so a connection that follows
  // the game just then may be missed in both orders; it catches up by the next version or ping.
  // The list used is the one asked for with the put that succeeded.
  let following: Promise<readonly ConnectionRecord[]> | undefined;
  const lookUp = () => {
    following = ctx.stores.connections.byGame(gameId);
    following.catch(() => {}); // judged where it is awaited, if the put succeeds
  };
  // A command from a seat a bot plays while its player was away returns the seat first (seats.ts).
  const { value: result, returned } = await returningFirst(ctx, gameId, seat, () => appendWithRetry(ctx, gameId, async (loaded) => {
    if (loaded.head === 0) throw new ServiceError('game/not-found');
    if (lastVersion !== undefined && lastVersion > loaded.head) throw new ServiceError('protocol/bad-version');
    const seen = await findCommandRecord(ctx.stores.events, gameId, loaded, commandId, lastVersion);
    if (seen !== null) {
      // An idempotency key belongs to the seat that used it: another seat sending it again is
      // told so, and is neither answered with that move nor makes it broadcast again.
      if (actorOf(seen) !== seat) throw new ServiceError('command/id-taken');
      return duplicateOf(seen, loaded);
    }
    if (msg.command.type !== 'ReturnToSeat' && isAway(loaded.state, seat)) throw new SeatAway();
    // The client never names its seat, dice or draws: the token and the server decide them.
    const random = await randomFor(ctx, gameId, loaded);
    const command = kindOf(loaded.state).supplyInputs({ ...msg.command, seat } as AnyCommand, random, loaded.state);
    return outcomeOf(commandId, decideAny(command, loaded.state));
  }, lookUp));
  const ids = { ...replyTo(msg), commandId };
  if (result.kind === 'rejected') {
    countRejected(ctx, gameId, result.rejection.code);
    await send(ctx, connectionId, errorReply(result.rejection.code, result.rejection.message, ids));
    return afterReturn(ctx, gameId, returned);
  }
  if (result.kind === 'duplicate') {
    // The first try may have stored the record and lost its answer (a lost response, or
    // store/unavailable after a put that landed): then nobody was sent the record. Send it again;
    // clients drop what they hold by version.
    const { record, head, finished } = result;
    await Promise.all([
      broadcastRecord(ctx, record, finished, undefined, head),
      send(ctx, connectionId, { type: 'accepted', ...ids, version: record.version }),
      // The first try may also have died before the games item followed the record (a start, a
      // win), or the win came later in the stream (app/repair.ts repairs the rest).
      statusAfter(record) !== null ? followRecord(ctx, record) : finished ? markFinished(ctx, gameId) : undefined,
    ]);
    // Whoever stored it may have died before the seeds were revealed, or before the bots played on.
    if (finished) await revealSeeds(ctx, gameId);
    return afterAppend(ctx, gameId, null, record);
  }
  // The append is durable: the reply and the broadcast may go out together. The broadcast starts
  // first: its index query is on the way to every connection, the reply only to this one.
  const finished = isFinished(result.state);
  countAccepted(ctx, result.state);
  const followers = following ?? ctx.stores.connections.byGame(gameId);
  const accepted = () => send(ctx, connectionId, { type: 'accepted', ...ids, version: result.record.version });
  await Promise.all([
    broadcastRecord(ctx, result.record, finished, undefined, result.record.version, followers),
    // A client that asked for no acknowledgement learns of its move from the broadcast (every
    // message is billed): answered only when this connection does not follow the game.
    msg.ack === false ? followers.then((list) => (list.some((c) => c.connectionId === connectionId) ? undefined : accepted())) : accepted(),
    // The games item follows a start or a win, and the lobby hears of it (status.ts).
    followRecord(ctx, result.record),
  ]);
  // Only now, with the answer and the record out: the end's seeds (reveal.ts), or the bots play on (bots.ts).
  if (finished) await revealSeeds(ctx, gameId);
  await afterAppend(ctx, gameId, result.state, result.record, true);
}

/** The bots play on after a seat was returned, when the command itself appended nothing. */
const afterReturn = (ctx: Context, gameId: string, returned: Returned | null): Promise<void> | undefined =>
  (returned ? afterAppend(ctx, gameId, returned.state, returned.record) : undefined);

/** The games item follows the stream; a failure here loses nothing and is only logged. */
async function markFinished(ctx: Context, gameId: string): Promise<void> {
  try {
    await ctx.stores.games.setStatus(gameId, 'finished');
  } catch (error) {
    ctx.log.warn('status update failed', { gameId, ...describeError(error) });
  }
}
