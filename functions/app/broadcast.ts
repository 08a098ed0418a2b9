// Pushing to every connection of a game: newly appended events (redacted per connection) and
// presence. Only called after the append is durable.
import type { ConnectionRecord, StreamRecord } from '../store/types.ts';
import type { Context } from './context.ts';
import { eventFrames, fanOut, sendInOrder, viewerOf, type EventsViewer } from './send.ts';

/**
 * Sends one appended record to the game's connections, each in its viewer's redaction. `head` is
 * the stream's head when it is later than the record (a record sent again). `following` is the
 * game's connections when the caller already asked for them.
 */
export async function broadcastRecord(
  ctx: Context, record: StreamRecord, finished: boolean, except?: string, head = record.version,
  following?: Promise<readonly ConnectionRecord[]>,
): Promise<void> {
  const connections = await (following ?? ctx.stores.connections.byGame(record.gameId));
  const frames = new Map<EventsViewer, string[]>();
  const framesFor = (viewer: EventsViewer) => {
    let f = frames.get(viewer);
    if (!f) frames.set(viewer, (f = eventFrames({ gameId: record.gameId, viewer, head }, [record])));
    return f;
  };
  await Promise.all(connections
    .filter((c) => c.connectionId !== except)
    .map((c) => sendInOrder(ctx, c.connectionId, framesFor(viewerOf(c, finished)))));
}

export interface PresenceChange {
  /** A connection that just started following the game. */
  readonly joined?: ConnectionRecord;
  /** A connection that just left it. */
  readonly left?: string;
  /** The connection that left was a spectator's. */
  readonly leftSpectator?: boolean;
}

const seated = (c: ConnectionRecord): boolean => typeof c.seat === 'number';

/** Tells the game's connections who is connected: seats with a live connection, and spectators. */
export async function pushPresence(ctx: Context, gameId: string, change: PresenceChange): Promise<void> {
  const game = await ctx.directory.get(gameId);
  if (!game) return;
  // The index is eventually consistent: make it reflect the change that triggered this push.
  const connections = (await ctx.stores.connections.byGame(gameId))
    .filter((c) => c.connectionId !== change.left && c.connectionId !== change.joined?.connectionId);
  if (change.joined) connections.push(change.joined);
  const seats = Array.from({ length: game.players }, (_, seat) => connections.some((c) => c.seat === seat));
  const spectators = connections.filter((c) => c.seat === undefined || c.seat === null).length;
  const frame = JSON.stringify({ type: 'presence', gameId, seats, spectators });
  // A spectator coming or going changes only the count: the seats are told, and the newcomer,
  // but not the other spectators. Otherwise filling a game with n spectators costs n² posts
  // (a million for 1,000); a spectator's count is brought up to date by the next seat change.
  const spectatorOnly = change.joined ? !seated(change.joined) : change.leftSpectator === true;
  const targets = spectatorOnly ? connections.filter((c) => seated(c) || c.connectionId === change.joined?.connectionId) : connections;
  await fanOut(ctx, targets.map((c) => [c.connectionId, frame] as const));
}
