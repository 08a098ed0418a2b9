// Test doubles for the web client: a connection whose sends are recorded and whose server
// messages are pushed by the test, a fake WebSocket, and a Map-backed store.
import { signal } from '@preact/signals';
import type { Connection, ConnectionStatus, SocketLike } from '../../web/src/net/connection.ts';
import type { ClientMessage, ServerMessage } from '../../web/src/lib/protocol.ts';
import type { KeyValueStore } from '../../web/src/state/seats.ts';
import { decide, fold, initialState, type Command, type Event } from '../../web/src/lib/domain.ts';

export function fakeConnection(initial: ConnectionStatus = 'open') {
  const status = signal<ConnectionStatus>(initial);
  const sent: ClientMessage[] = [];
  const messageListeners = new Set<(m: ServerMessage) => void>();
  const openListeners = new Set<() => void>();
  const watching = { gameId: null as string | null };
  const connection: Connection = {
    status,
    retryAt: signal(null),
    send(message) {
      if (status.value !== 'open') return false;
      sent.push(message);
      return true;
    },
    onMessage(l) {
      messageListeners.add(l);
      return () => messageListeners.delete(l);
    },
    onOpen(l) {
      openListeners.add(l);
      if (status.value === 'open') l();
      return () => openListeners.delete(l);
    },
    watch(gameId) {
      watching.gameId = gameId;
    },
    drop() {
      status.value = 'waiting';
    },
    close() {
      status.value = 'closed';
    },
  };
  return {
    connection,
    sent,
    watching,
    /** The server says something. */
    push(message: ServerMessage) {
      for (const l of [...messageListeners]) l(message);
    },
    goOffline() {
      status.value = 'waiting';
    },
    goOnline() {
      status.value = 'open';
      for (const l of [...openListeners]) l();
    },
    last<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }> | undefined {
      return [...sent].reverse().find((m) => m.type === type) as Extract<ClientMessage, { type: T }> | undefined;
    },
    all<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }>[] {
      return sent.filter((m) => m.type === type) as Extract<ClientMessage, { type: T }>[];
    },
  };
}

export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  fail() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

export function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

/** The events of a 3-player beginner game whose seats were just taken (Ana, Bruno, Carla). */
export function started(): Event[] {
  const commands: Command[] = [
    { type: 'CreateGame', players: 3, board: 'beginner', seed: 9 },
    { type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Bruno' }, { type: 'ClaimSeat', seat: 2, name: 'Carla' },
  ];
  let s = initialState();
  const events: Event[] = [];
  for (const c of commands) {
    const d = decide(c, s);
    if (!d.ok) throw new Error(d.rejection.code);
    events.push(...d.events);
    s = fold(d.events, s);
  }
  return events;
}

/** Lets queued tasks (renders, effects) run. */
export const tick = () => new Promise((r) => setTimeout(r, 0));
