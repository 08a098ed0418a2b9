// One WebSocket to the game service that never gives up: it reconnects with back-off and
// jitter, pings to notice a dead link, follows the browser's online/offline events, and tells
// its listeners when a fresh socket opens (so they can resume where they were).
import { signal, type ReadonlySignal } from '@preact/signals';
import { withFormerNames } from '../account/former-names.ts';
import { checkClientMessage, parseServerMessage, type ClientMessage, type ServerMessage } from '../lib/protocol.ts';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.ts';

export type ConnectionStatus = 'connecting' | 'open' | 'waiting' | 'closed';

/** The part of a WebSocket we use; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface ConnectionOptions {
  readonly url: () => Promise<string>;
  readonly createSocket?: (url: string) => SocketLike;
  readonly random?: () => number;
  readonly backoff?: BackoffOptions;
  /** Ping interval; the link counts as dead after two intervals without a message. */
  readonly pingMs?: number;
  /** The longest the client stays silent: the gateway closes a connection idle for 10 minutes. */
  readonly keepAliveMs?: number;
  /** Window for online/offline events (none in tests). */
  readonly events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface Connection {
  readonly status: ReadonlySignal<ConnectionStatus>;
  /** When the next attempt is due (epoch ms), while waiting. */
  readonly retryAt: ReadonlySignal<number | null>;
  /** Sends now if the socket is open; false otherwise (the caller queues). */
  send(message: ClientMessage): boolean;
  onMessage(listener: (message: ServerMessage) => void): () => void;
  /** Called on every (re)open, and at once if already open. */
  onOpen(listener: () => void): () => void;
  /** The game whose head the pings ask for (`pong.head`), or null. */
  watch(gameId: string | null): void;
  /** Drops the socket and reconnects (after back-off). */
  drop(): void;
  close(): void;
}

const OPEN = 1;
/**
 * The close code of a server that ended a connection on purpose: API Gateway's idle and two-hour
 * limits, a restart. After a connection that lasted (a ping interval at least), the client
 * reconnects and resumes at once, without a back-off.
 */
const GOING_AWAY = 1001;

export function createConnection(options: ConnectionOptions): Connection {
  const status = signal<ConnectionStatus>('connecting');
  const retryAt = signal<number | null>(null);
  const messageListeners = new Set<(m: ServerMessage) => void>();
  const openListeners = new Set<() => void>();
  const random = options.random ?? Math.random;
  const pingMs = options.pingMs ?? 15_000;
  const keepAliveMs = options.keepAliveMs ?? 5 * 60_000;
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeard = Date.now();
  let lastSent = 0;
  let openedAt = 0;
  let closed = false;
  let watched: string | null = null;
  /** When the watched game last pushed events (clock milliseconds). */
  let watchedHeard = 0;

  const stopTimers = () => {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    retryTimer = undefined;
    pingTimer = undefined;
  };

  function scheduleRetry(immediately = false) {
    if (closed) return;
    stopTimers();
    const delay = immediately ? 0 : backoffDelay(attempt, random(), options.backoff ?? DEFAULT_BACKOFF);
    attempt++;
    status.value = immediately ? 'connecting' : 'waiting';
    retryAt.value = immediately ? null : Date.now() + delay;
    retryTimer = setTimeout(() => void open(), delay);
  }

  function detach(s: SocketLike) {
    s.onopen = s.onclose = s.onerror = s.onmessage = null;
    try {
      s.close();
    } catch {
      /* already closed */
    }
  }

  async function open() {
    if (closed) return;
    status.value = 'connecting';
    retryAt.value = null;
    let s: SocketLike;
    try {
      s = create(await options.url());
    } catch {
      scheduleRetry();
      return;
    }
    if (closed) return detach(s);
    socket = s;
    s.onopen = () => {
      attempt = 0;
      openedAt = Date.now();
      lastHeard = Date.now();
      lastSent = lastHeard;
      status.value = 'open';
      pingTimer = setInterval(heartbeat, pingMs);
      for (const listener of [...openListeners]) listener();
    };
    s.onmessage = (ev) => {
      lastHeard = Date.now();
      const parsed = parseServerMessage(ev.data);
      const message = parsed && withFormerNames(parsed);
      if (message?.type === 'events' && message.gameId === watched) watchedHeard = lastHeard;
      if (message) for (const listener of [...messageListeners]) listener(message);
    };
    s.onclose = (ev) => {
      const lasted = status.value === 'open' && Date.now() - openedAt >= pingMs;
      lost(s, lasted && (ev as { code?: unknown } | null)?.code === GOING_AWAY);
    };
    s.onerror = () => lost(s);
  }

  function lost(s: SocketLike, immediately = false) {
    if (socket !== s) return;
    socket = null;
    detach(s);
    scheduleRetry(immediately);
  }

  function heartbeat() {
    if (!socket || socket.readyState !== OPEN) return;
    if (Date.now() - lastHeard > 2 * pingMs) return lost(socket);
    // Naming the game costs the server a query. While the game pushes events, a missed one shows
    // as a gap in the next; only a game quiet for a whole interval is asked for its head.
    const ask = watched !== null && Date.now() - watchedHeard >= pingMs;
    // Every message is billed: a link heard from within the interval needs no ping (a dead one
    // falls silent and is pinged then), only one now and then to keep the gateway's idle timer.
    if (!ask && Date.now() - lastHeard < pingMs && Date.now() - lastSent < keepAliveMs) return;
    lastSent = Date.now();
    socket.send(JSON.stringify(ask ? { type: 'ping', gameId: watched } : { type: 'ping' }));
  }

  const onOffline = () => {
    if (socket) lost(socket);
  };
  const onOnline = () => {
    if (status.value === 'waiting') scheduleRetry(true);
  };
  options.events?.addEventListener('offline', onOffline);
  options.events?.addEventListener('online', onOnline);

  void open();

  return {
    status,
    retryAt,
    send(message) {
      if (!socket || socket.readyState !== OPEN || status.value !== 'open') return false;
      socket.send(JSON.stringify(checkClientMessage(message)));
      lastSent = Date.now();
      return true;
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onOpen(listener) {
      openListeners.add(listener);
      if (status.value === 'open') listener();
      return () => openListeners.delete(listener);
    },
    watch(gameId) {
      watched = gameId;
      watchedHeard = 0;
    },
    drop() {
      if (socket) lost(socket);
    },
    close() {
      closed = true;
      stopTimers();
      if (socket) detach(socket);
      socket = null;
      status.value = 'closed';
      options.events?.removeEventListener('offline', onOffline);
      options.events?.removeEventListener('online', onOnline);
    },
  };
}
