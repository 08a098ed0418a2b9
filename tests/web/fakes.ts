// Test doubles for the web client: a connection whose sends are recorded and whose server
// messages are pushed by the test, a fake WebSocket, and a Map-backed store.
import { signal } from '@preact/signals';
import type { Connection, ConnectionStatus, SocketLike } from '../../web/src/net/connection.ts';
import type { ClientMessage, ServerMessage, StreamItem } from '../../web/src/lib/protocol.ts';
import type { KeyValueStore } from '../../web/src/state/seats.ts';
import {
  decide, fold, initialState, legalCommands, nextActor, redact, seededRandom, supplyInputs,
  type BotLevel, type Command, type Event, type Seat, type State, type Viewer,
} from '../../web/src/lib/domain.ts';

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

export function memoryStore(entries: readonly (readonly [string, string])[] = []): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>(entries);
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

/** Waits (up to `ms`) until `get` gives a value (not null, undefined or false): for what a loaded machine renders a few ticks later. */
export async function until<T>(get: () => T | null | undefined | false, ms = 3000): Promise<T> {
  for (const end = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 10))) {
    const value = get();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('not there in time');
  }
}

/**
 * A game scripted with the domain, one stream item per command (as the server stores them), each
 * with its `at`: for feeding a client records of people's and bots' seats.
 */
export class ScriptedGame {
  state: State = initialState('all');
  readonly items: StreamItem[] = [];
  /** The clock of the records (epoch ms); each record is stamped a second after the last. */
  clock = Date.parse('2026-11-23T10:00:00.000Z');
  private readonly random = seededRandom(5);

  /** Applies a command and returns its item. */
  run(command: Command, commandId?: string): StreamItem {
    const d = decide(supplyInputs(command, this.random), this.state);
    if (!d.ok) throw new Error(`${command.type}: ${d.rejection.code}`);
    this.state = fold(d.events, this.state);
    this.clock += 1000;
    const item: StreamItem = { version: this.items.length + 1, events: d.events, at: new Date(this.clock).toISOString(), ...(commandId ? { commandId } : {}) };
    this.items.push(item);
    return item;
  }

  /** A game created with these seats (null: a person, named Ana, Bruno…), seated in order; the variable board has a set-up. */
  static seated(seats: readonly (BotLevel | null)[], options: { timer?: number; board?: 'beginner' | 'variable' } = {}): ScriptedGame {
    const game = new ScriptedGame();
    game.run({ type: 'CreateGame', players: seats.length, board: options.board ?? 'variable', ...(options.timer ? { timer: options.timer } : {}) });
    const people = ['Ana', 'Bruno', 'Carla', 'Dan'];
    const bots = ['Bot Ada', 'Bot Bea', 'Bot Cid', 'Bot Dora'];
    seats.forEach((level, seat) => game.run(level === null
      ? { type: 'ClaimSeat', seat, name: people[seat] }
      : { type: 'ClaimSeat', seat, name: bots[seat], bot: true, level }));
    return game;
  }

  /** The first legal move of whoever the game waits for (or of `seat`). */
  step(seat?: Seat, commandId?: string): StreamItem {
    const who = seat ?? nextActor(this.state);
    if (who === null) throw new Error('nobody to act');
    const [command] = legalCommands(this.state, who);
    if (!command) throw new Error(`seat ${who} has no move`);
    return this.run(command, commandId);
  }

  /** Steps until `done` holds (at most `max` steps); the items made. */
  until(done: (s: State) => boolean, max = 100): StreamItem[] {
    const made: StreamItem[] = [];
    while (!done(this.state)) {
      if (made.length >= max) throw new Error(`not done after ${max} steps`);
      made.push(this.step());
    }
    return made;
  }

  /** Items as a viewer receives them. */
  static redacted(items: readonly StreamItem[], viewer: Viewer): StreamItem[] {
    return items.map((i) => ({ ...i, events: i.events.map((e) => redact(e, viewer)) }));
  }
}

/** Clicks an element (a bubbling click event) and lets the page update. */
export const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await tick();
};

/** Picks a value of a select and lets the page update. */
export const choose = async (el: HTMLSelectElement | null, value: string) => {
  if (!el) throw new Error('no select');
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
  await tick();
};
