// What changes a game's data: messages from the server, and the player's commands. Commands are
// queued while offline and retried with the same commandId until an answer or a stream item
// settles them, so none is ever applied twice. The queue is kept in this tab's session storage:
// a tab the phone reloads (or discards and restores) sends what was queued before. Records pushed
// live are shown at a readable pace (pacing.ts); catch-ups are applied at once.
import { batch, computed, effect } from '@preact/signals';
import type { BotLevel } from '../lib/domain.ts';
import type { Connection } from '../net/connection.ts';
import { request, RequestError } from '../net/request.ts';
import { newId, type ClientMessage, type SeatCommand, type ServerMessage, type StreamItem } from '../lib/protocol.ts';
import { syncClock } from './clock-sync.ts';
import type { GameState } from './game-state.ts';
import { handOverActions, keepTally } from './hand-over.ts';
import { joinGame } from './join.ts';
import { applyItems, createPacer, type PacingSource } from './pacing.ts';
import { forgetHostKey, forgetSeat, loadHostKey, saveSeat, sessionStore, type KeyValueStore } from './seats.ts';
import { queueKey, restoreQueue, saveQueue } from './saved-queue.ts';
import { acceptById, continueStream, settleById, settleByVersion, type PendingCommand } from './stream.ts';

export { QUEUE_KEEP_MS } from './saved-queue.ts';

/**
 * Errors after which the same command is sent again (same commandId) rather than dropped. (A
 * command that gets no answer at all is resent by `flush` after `retryMs`.)
 */
const TRANSIENT = new Set(['store/conflict', 'store/unavailable', 'rate/limited']);

export interface GameActionOptions {
  /** Resend a command that got no answer after this long (same commandId). */
  readonly retryMs?: number;
  /** Give up waiting for a catch-up answer after this long, and send the queue anyway. */
  readonly resumeTimeoutMs?: number;
  readonly now?: () => number;
  /** Where a join attempt's joinId and the command queue are kept (default: sessionStorage). */
  readonly session?: KeyValueStore;
  /** How live records of server-played seats are paced; false shows every record at once (the replay room). */
  readonly pacing?: PacingSource | false;
}

export function createGameActions(game: GameState, connection: Connection, store: KeyValueStore, options: GameActionOptions = {}) {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? 8_000;
  const session = options.session ?? sessionStore();
  let resumeReqId: string | null = null;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const pacer = options.pacing === false ? null : createPacer(game, options.pacing, now);
  if (game.seat.value && game.pending.value.length === 0) game.pending.value = restoreQueue(session, game.gameId, game.seat.value, now());
  // Only a seat's page keeps a queue (a spectator's or the replay room's leaves it alone).
  const stopSaving = effect(() => {
    const seat = game.seat.value;
    if (seat) saveQueue(session, game.gameId, seat, game.pending.value);
  });

  function catchUp() {
    const reqId = `resume-${newId()}`;
    const token = game.seat.value?.seatToken;
    const lastVersion = game.version.value;
    const message: ClientMessage = token
      ? { type: 'resume', reqId, gameId: game.gameId, seatToken: token, lastVersion }
      : { type: 'spectate', reqId, gameId: game.gameId, lastVersion };
    if (!connection.send(message)) return;
    resumeReqId = reqId;
    clearTimeout(resumeTimer);
    resumeTimer = setTimeout(() => synced(false), options.resumeTimeoutMs ?? 4_000);
  }

  /** The catch-up arrived (or was given up on): send the queue. */
  function synced(caughtUp: boolean) {
    clearTimeout(resumeTimer);
    resumeReqId = null;
    game.synced.value = true;
    if (caughtUp) dropStale();
    flush();
  }

  /**
   * A command restored after a reload, not in the stream we now hold, and issued before moves we
   * had not seen: its moment has passed (the player may have gone on in another tab). Dropped.
   */
  function dropStale() {
    const held = game.version.value;
    const stale = game.pending.value.filter((p) => p.restored && p.acceptedAt === undefined && p.lastVersion < held);
    if (stale.length === 0) return;
    game.pending.value = game.pending.value.filter((p) => !stale.includes(p));
    game.notice.value = { code: 'client/stale-command', message: 'A move queued before the page reloaded was dropped: the game had moved on.' };
  }

  /** Sends what is queued: never-sent commands, and those unanswered for too long. */
  function flush() {
    const token = game.seat.value?.seatToken;
    if (!token || !game.synced.value) return;
    const t = now();
    let changed = false;
    const next = game.pending.value.map((p): PendingCommand => {
      if (p.acceptedAt !== undefined || (p.sentAt !== null && t - p.sentAt < retryMs)) return p;
      const sent = connection.send({
        type: 'command', gameId: game.gameId, seatToken: token, commandId: p.commandId, lastVersion: p.lastVersion, ack: false, command: p.command,
      });
      if (!sent) return p;
      changed = true;
      return { ...p, sentAt: t, attempts: p.attempts + 1 };
    });
    if (changed) game.pending.value = next;
  }

  /**
   * Whether a frame's projection may be taken: this seat's (else the spectators'), or 'all'; and
   * never a narrower one once everything is open. A frame of another projection is stale (sent
   * before a join, or a redacted catch-up overtaken by the game's end).
   */
  function acceptable(viewer: Extract<ServerMessage, { type: 'events' }>['viewer']): boolean {
    if (viewer === 'all') return true;
    if (game.viewer.value === 'all') return false;
    return viewer === (game.seat.value?.seat ?? 'spectator');
  }

  function onEvents(m: Extract<ServerMessage, { type: 'events' }>) {
    const ours = m.reqId !== undefined && m.reqId === resumeReqId;
    if (!acceptable(m.viewer)) {
      // Ignore it, and ask for what it may have carried in our projection.
      if (ours) synced(true);
      else catchUp();
      return;
    }
    // A frame answering a request (a join's stream, a resume, a spectate) is a catch-up: shown at
    // once, with whatever waited before it. Pushes (no reqId) are paced.
    const catchingUp = m.reqId !== undefined || pacer === null;
    let gap = false;
    batch(() => {
      if (m.viewer !== game.viewer.value) {
        // Another projection (a seat was taken, or the game is over): fold it from the start.
        game.viewer.value = m.viewer;
        pacer?.takeAll();
        game.items.value = [];
      }
      // The frames of a game of another kind say so: its page folds it with that kind's rules.
      if (m.kind !== undefined && game.kind.value !== m.kind) game.kind.value = m.kind;
      const items = m.items as readonly StreamItem[];
      if (catchingUp) {
        const merged = continueStream(game.version.value, [...(pacer?.takeAll() ?? []), ...items]);
        applyItems(game, merged.added);
        gap = merged.gap;
      } else {
        const merged = continueStream(game.received.value, items);
        // A command of ours among them is done: not sent again while it waits to be shown.
        game.pending.value = merged.added.reduce((p, i) => (i.commandId ? acceptById(p, i.commandId, i.version) : p), game.pending.value);
        pacer!.push(merged.added);
        gap = merged.gap;
      }
      game.head.value = Math.max(m.head, game.received.value);
      game.pending.value = settleByVersion(game.pending.value, game.version.value);
    });
    if (gap) catchUp();
    if (ours) synced(true);
  }

  function onError(m: Extract<ServerMessage, { type: 'error' }>) {
    if (m.commandId) {
      if (TRANSIENT.has(m.code)) {
        game.pending.value = game.pending.value.map((p) => (p.commandId === m.commandId ? { ...p, sentAt: null } : p));
        clearTimeout(flushTimer);
        flushTimer = setTimeout(flush, 300 + Math.random() * 700);
        return;
      }
      game.pending.value = settleById(game.pending.value, m.commandId);
      game.notice.value = { code: m.code, message: m.message };
      return;
    }
    if (m.code === 'auth/bad-token') {
      forgetSeat(store, game.gameId);
      session.removeItem(queueKey(game.gameId));
      batch(() => {
        game.seat.value = null;
        game.pending.value = [];
      });
      catchUp();
      return;
    }
    if (m.code === 'game/not-found') game.missing.value = true;
    if (m.reqId && m.reqId === resumeReqId) synced(false);
    game.notice.value = { code: m.code, message: m.message };
  }

  function receive(m: ServerMessage) {
    switch (m.type) {
      case 'events':
        if (m.gameId === game.gameId) onEvents(m);
        return;
      case 'accepted':
        // Pending until the stream has folded it: until then the same command is not sent twice.
        game.pending.value = settleByVersion(acceptById(game.pending.value, m.commandId, m.version), game.version.value);
        return;
      case 'error':
        onError(m);
        return;
      case 'pong':
        // A ping names this game: a head beyond what we received means a push was missed.
        if (m.gameId === game.gameId && m.head !== undefined && m.head > game.received.value && resumeReqId === null) catchUp();
        return;
      case 'presence':
        if (m.gameId === game.gameId) game.presence.value = { seats: m.seats, spectators: m.spectators };
        return;
      case 'vote':
        keepTally(game, m);
        return;
      default:
        return;
    }
  }

  const stopMessages = connection.onMessage(receive);
  connection.watch(game.gameId);
  const stopOpen = connection.onOpen(() => {
    batch(() => {
      game.synced.value = false;
      // Everything unanswered goes again on the new socket (same commandIds).
      game.pending.value = game.pending.value.map((p) => (p.sentAt === null ? p : { ...p, sentAt: null }));
    });
    catchUp();
  });
  const retryTimer = setInterval(flush, Math.max(500, retryMs / 4));

  const stopClock = syncClock(game, connection, now);

  // The creator's secret (to add bots) is kept while the game is open, and dropped once it starts.
  const phase = computed(() => (game.dice.value ?? game.state.value).phase);
  const stopHost = effect(() => {
    if (phase.value !== 'none' && phase.value !== 'lobby' && loadHostKey(store, game.gameId) !== null) forgetHostKey(store, game.gameId);
  });

  /** Folds the game afresh for the viewer the seat now gives: from version 0, as a join does. */
  function refollow() {
    batch(() => {
      game.viewer.value = game.seat.value?.seat ?? 'spectator';
      pacer?.takeAll();
      game.items.value = [];
    });
    catchUp();
  }

  return {
    receive,
    ...handOverActions(game, connection, store, refollow),
    /** Queues a command and sends it as soon as the link allows; identical pending commands are not doubled. */
    command(command: SeatCommand): string | null {
      if (!game.seat.value) return null;
      const json = JSON.stringify(command);
      if (game.pending.value.some((p) => JSON.stringify(p.command) === json)) return null;
      const commandId = newId();
      game.pending.value = [...game.pending.value, { commandId, command, lastVersion: game.version.value, issuedAt: now(), attempts: 0, sentAt: null }];
      game.notice.value = null;
      flush();
      return commandId;
    },
    /** Takes a seat; `ready` false leaves the "I'm ready" to the player (the waiting room). */
    async join(name: string, seat?: number, ready?: boolean) {
      const joined = await joinGame(connection, session, { gameId: game.gameId, name, seat, ready });
      const record = { seat: joined.seat, seatToken: joined.seatToken, name };
      saveSeat(store, game.gameId, record);
      // The join's own frames bring the whole stream for this seat: no resume is needed.
      clearTimeout(resumeTimer);
      resumeReqId = null;
      batch(() => {
        game.seat.value = record;
        game.viewer.value = joined.seat;
        pacer?.takeAll();
        game.items.value = [];
        game.synced.value = true;
      });
      return joined.seat;
    },
    /** The game's creator fills a free seat of the open game with a bot. */
    async addBot(seat: number, level: BotLevel): Promise<void> {
      const createId = loadHostKey(store, game.gameId);
      if (createId === null) throw new RequestError('auth/not-creator', 'Only the game\'s creator can add bots.');
      try {
        await request(connection, { type: 'addBot', gameId: game.gameId, createId, seat, level }, 'botAdded');
      } catch (err) {
        if (err instanceof RequestError && err.code === 'auth/not-creator') forgetHostKey(store, game.gameId);
        throw err;
      }
    },
    dismissNotice() {
      game.notice.value = null;
    },
    dispose() {
      pacer?.dispose();
      stopClock();
      stopHost();
      stopSaving();
      stopMessages();
      stopOpen();
      connection.watch(null);
      clearInterval(retryTimer);
      clearTimeout(resumeTimer);
      clearTimeout(flushTimer);
    },
  };
}

export type GameActions = ReturnType<typeof createGameActions>;
