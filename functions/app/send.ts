// Sending to connections: one frame to one connection, events split into frames API Gateway
// accepts, and a fan-out that prunes connections that are gone.
import { kindById, type KindViewer } from '../../domain/platform/index.ts';
import type { ServerMessage, StreamItem } from '../protocol/messages.ts';
import type { ConnectionRecord, StreamRecord } from '../store/types.ts';
import type { Context } from './context.ts';
import { describeError } from './log.ts';

/** Room for the envelope below API Gateway's 32 KB frame. */
const PAGE_BYTES = 28 * 1024;

export type EventsViewer = Extract<ServerMessage, { type: 'events' }>['viewer'];

/** Whose view a connection gets: everything once the game is over. */
export const viewerOf = (connection: Pick<ConnectionRecord, 'seat'>, finished: boolean): EventsViewer =>
  (finished ? 'all' : connection.seat ?? 'spectator');

export function streamItem(record: StreamRecord, viewer: KindViewer): StreamItem {
  const { redact } = kindById(record.kind);
  return { version: record.version, commandId: record.commandId, events: record.events.map((e) => redact(e, viewer)), at: record.at };
}

export interface EventsHeader {
  readonly gameId: string;
  readonly viewer: EventsViewer;
  readonly head: number;
  readonly reqId?: string;
}

/** The records as `events` frames for one viewer, in order; at least one frame. */
export function eventFrames(header: EventsHeader, records: readonly StreamRecord[]): string[] {
  const frames: string[] = [];
  let page: string[] = [];
  let size = 0;
  const flush = () => {
    const { reqId, gameId, viewer, head } = header;
    // A game of another kind than the board game says so, for the client to fold it with its rules.
    const kind = records[0]?.kind;
    const prefix = JSON.stringify({ type: 'events', ...(reqId !== undefined ? { reqId } : {}), gameId, viewer, head, ...(kind !== undefined ? { kind } : {}) });
    frames.push(`${prefix.slice(0, -1)},"items":[${page.join(',')}]}`);
    page = [];
    size = 0;
  };
  for (const record of records) {
    const item = JSON.stringify(streamItem(record, header.viewer));
    const bytes = Buffer.byteLength(item);
    if (page.length > 0 && size + bytes > PAGE_BYTES) flush();
    page.push(item);
    size += bytes + 1;
  }
  if (page.length > 0 || frames.length === 0) flush();
  return frames;
}

/** Sends frames to connections in parallel; prunes the ones that are gone; logs other failures. */
export async function fanOut(ctx: Context, deliveries: readonly (readonly [connectionId: string, frame: string])[]): Promise<void> {
  const results = await Promise.allSettled(deliveries.map(([id, frame]) => ctx.transport.send(id, frame)));
  const gone = new Set<string>();
  let sent = 0;
  results.forEach((result, i) => {
    const connectionId = deliveries[i][0];
    if (result.status === 'fulfilled') {
      if (result.value === 'gone') gone.add(connectionId);
      else sent++;
    } else {
      ctx.log.warn('delivery failed', { connectionId, ...describeError(result.reason) });
    }
  });
  ctx.metrics.count('FramesSent', undefined, sent);
  ctx.metrics.count('ConnectionsGone', undefined, gone.size);
  const pruned = await Promise.allSettled([...gone].map((id) => ctx.stores.connections.delete(id)));
  pruned.forEach((p) => {
    if (p.status === 'rejected') ctx.log.warn('prune failed', describeError(p.reason));
  });
}

export const send = (ctx: Context, connectionId: string, message: ServerMessage): Promise<void> =>
  fanOut(ctx, [[connectionId, JSON.stringify(message)]]);

/** Sends frames to one connection in order (a catch-up must not arrive shuffled). */
export async function sendInOrder(ctx: Context, connectionId: string, frames: readonly string[]): Promise<void> {
  for (const frame of frames) await fanOut(ctx, [[connectionId, frame]]);
}
