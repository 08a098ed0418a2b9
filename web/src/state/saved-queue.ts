// The command queue of a tab, kept in its session storage so that a reload (or a phone that
// discards and restores the tab) sends what was queued before — for the same seat only, and
// only while young.
import type { KeyValueStore, SeatRecord } from './seats.ts';
import type { PendingCommand } from './stream.ts';

/** Queued commands older than this are not sent again after a reload: the moment has passed. */
export const QUEUE_KEEP_MS = 15 * 60_000;

export const queueKey = (gameId: string) => `hexfold.queue.${gameId}`;

interface SavedQueue {
  /** The seat and token that queued the commands: another seat's page never sends them. */
  readonly seat: number;
  readonly seatToken: string;
  readonly commands: readonly Pick<PendingCommand, 'commandId' | 'command' | 'lastVersion' | 'issuedAt'>[];
}

/** The commands a reload left queued by this seat: still young, in the shape they were stored in. */
export function restoreQueue(session: KeyValueStore, gameId: string, seat: SeatRecord, t: number): PendingCommand[] {
  try {
    const saved = JSON.parse(session.getItem(queueKey(gameId)) ?? 'null') as Partial<SavedQueue> | null;
    if (!saved || saved.seat !== seat.seat || saved.seatToken !== seat.seatToken || !Array.isArray(saved.commands)) return [];
    return saved.commands.flatMap((p: Partial<PendingCommand>) => (
      typeof p?.commandId === 'string' && typeof p.command === 'object' && p.command !== null && Number.isInteger(p.lastVersion)
      && typeof p.issuedAt === 'number' && t - p.issuedAt <= QUEUE_KEEP_MS
        ? [{ commandId: p.commandId, command: p.command, lastVersion: p.lastVersion!, issuedAt: p.issuedAt, attempts: 0, sentAt: null, restored: true }]
        : []));
  } catch {
    return [];
  }
}

export function saveQueue(session: KeyValueStore, gameId: string, seat: SeatRecord, pending: readonly PendingCommand[]): void {
  const queued = pending.filter((p) => p.acceptedAt === undefined);
  if (queued.length === 0) {
    session.removeItem(queueKey(gameId));
    return;
  }
  const saved: SavedQueue = {
    seat: seat.seat, seatToken: seat.seatToken,
    commands: queued.map(({ commandId, command, lastVersion, issuedAt }) => ({ commandId, command, lastVersion, issuedAt })),
  };
  session.setItem(queueKey(gameId), JSON.stringify(saved));
}
