// A WebSocket test client of the Hexfold protocol, for the integration and browser tests and
// the benchmarks: keeps every raw frame, folds each game's stream for its viewer by the
// protocol's rules, awaits replies by reqId, and tells listeners of every message.
import { WebSocket, type ClientOptions } from 'ws';
import { evolve, initialState, type Command, type State, type Viewer } from '../../domain/catan/index.ts';
import { fold as foldDice, initialState as diceInitial, type DiceCommand, type DiceEvent, type DiceState } from '../../domain/dice/index.ts';
import type { ServerMessage, StreamItem } from '../../functions/protocol/messages.ts';
import { catanEvents } from './kinds.ts';

// Loosely typed: tests look into replies without narrowing each one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = ServerMessage & Record<string, any>;

export interface GameView {
  /** Items applied, in order (version = index + 1). */
  readonly items: StreamItem[];
  state: State;
  /** A dice game's state (the frames say `kind: 'dice'`); its board game `state` is then left alone. */
  dice?: DiceState;
  viewer: Viewer | null;
  /** Items received again (allowed: dropped by version). */
  duplicates: number;
  /** Items received ahead of a gap (a real client would resume). */
  gaps: number;
}

let reqCounter = 0;

export class TestClient {
  readonly frames: string[] = [];
  readonly messages: Message[] = [];
  readonly games = new Map<string, GameView>();
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];
  private readonly listeners = new Set<(m: Message) => void>();
  /** The request each followed game was last followed with, to catch up on a gap as the protocol asks. */
  private readonly following = new Map<string, Record<string, unknown>>();
  /** Games with a catch-up in flight (its reqId). */
  private readonly catchingUp = new Map<string, string>();
  /** The newest version seen past a gap, per game. */
  private readonly missed = new Map<string, number>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.receive(data.toString()));
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** `options`: `ws`'s, e.g. `localAddress: '127.0.0.2'` to come from another loopback address. */
  static async connect(wsUrl: string, options?: ClientOptions): Promise<TestClient> {
    const ws = new WebSocket(wsUrl, options);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestClient(ws);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private receive(frame: string): void {
    this.frames.push(frame);
    const message = JSON.parse(frame) as Message;
    this.messages.push(message);
    if (message.type === 'error') for (const [gameId, reqId] of this.catchingUp) if (message.reqId === reqId) this.catchingUp.delete(gameId);
    if (message.type === 'events') this.apply(message);
    for (const listener of [...this.listeners]) listener(message);
    this.wake();
  }

  /** Calls `listener` with every message from now on; returns how to stop. */
  onMessage(listener: (m: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private apply(message: Extract<ServerMessage, { type: 'events' }>): void {
    const view = this.view(message.gameId);
    if (view.viewer === null || view.items.length === 0) {
      view.viewer = message.viewer;
      view.state = initialState(message.viewer);
      if (message.kind === 'dice') view.dice = diceInitial();
    }
    for (const item of message.items) {
      if (item.version <= view.items.length) view.duplicates++;
      else if (item.version > view.items.length + 1) {
        view.gaps++;
        this.missed.set(message.gameId, Math.max(item.version, this.missed.get(message.gameId) ?? 0));
      }
      else {
        view.items.push(item);
        if (view.dice) view.dice = foldDice(item.events as DiceEvent[], view.dice);
        else for (const e of catanEvents(item.events)) view.state = evolve(view.state, e);
      }
    }
    const pending = this.catchingUp.get(message.gameId);
    if (pending !== undefined && message.reqId === pending && view.items.length >= message.head) this.catchingUp.delete(message.gameId);
    if ((this.missed.get(message.gameId) ?? 0) > view.items.length) this.catchUp(message.gameId);
  }

  /**
   * A broadcast can overtake a catch-up (docs/protocol.md): an item past a gap is dropped, and a
   * game this client follows is followed again from what it holds, once at a time.
   */
  private catchUp(gameId: string): void {
    const follow = this.following.get(gameId);
    if (!follow || this.catchingUp.has(gameId) || this.ws.readyState !== WebSocket.OPEN) return;
    const reqId = `r${++reqCounter}`;
    this.catchingUp.set(gameId, reqId);
    this.send({ ...follow, lastVersion: this.head(gameId), reqId });
  }

  view(gameId: string): GameView {
    let view = this.games.get(gameId);
    if (!view) this.games.set(gameId, (view = { items: [], state: initialState(), viewer: null, duplicates: 0, gaps: 0 }));
    return view;
  }

  /** Continues from another client's view of a game (a reconnect keeps what it had). */
  adopt(gameId: string, view: GameView): void {
    this.games.set(gameId, { ...view, items: [...view.items], duplicates: 0, gaps: 0 });
  }

  head(gameId: string): number {
    return this.games.get(gameId)?.items.length ?? 0;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves when `test` holds, checking after every frame. */
  async until<T>(test: () => T | undefined | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = test();
      if (value) return value;
      if (this.closeCode !== null) throw new Error(`connection closed (${this.closeCode}) while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a request with a fresh reqId and resolves with its first non-`events` reply (or `events` if asked). */
  async request(message: Record<string, unknown>, replyType?: string, reqId = `r${++reqCounter}`): Promise<Message> {
    this.send({ ...message, reqId });
    return this.until(
      () => this.messages.find((m) => m.reqId === reqId && (replyType ? m.type === replyType || m.type === 'error' : m.type !== 'events')),
      10_000, `reply to ${String(message.type)}`,
    );
  }

  /** Follows a game from `lastVersion` and waits until caught up to the reply's head. */
  async follow(message: Record<string, unknown>): Promise<Message> {
    const reqId = `r${++reqCounter}`;
    if (typeof message.gameId === 'string') {
      this.following.set(message.gameId, message);
      // Its own catch-up is under way: a gap meanwhile is what it will fill.
      this.catchingUp.set(message.gameId, reqId);
    }
    const reply = await this.request(message, 'events', reqId);
    if (reply.type === 'events') await this.until(() => this.head(reply.gameId) >= reply.head, 10_000, 'catch-up');
    return reply;
  }

  async command(gameId: string, seatToken: string, command: Command | DiceCommand, extra: Record<string, unknown> = {}): Promise<Message> {
    const { seat: _, ...body } = command as (Command | DiceCommand) & { seat?: number; faces?: unknown };
    if (body.type === 'Roll') delete (body as { faces?: unknown }).faces;
    const commandId = `c${Date.now().toString(36)}${(++reqCounter).toString(36)}x`;
    return this.request({ type: 'command', gameId, seatToken, commandId, lastVersion: this.head(gameId), command: body, ...extra });
  }

  /** Like `request`, for the answer of type `expect`: an `error` answer is thrown. */
  async ask<T extends ServerMessage['type']>(message: Record<string, unknown>, expect: T): Promise<Extract<ServerMessage, { type: T }>> {
    const reply = await this.request(message, expect);
    if (reply.type === 'error') throw new Error(`${String(reply.code)}: ${String(reply.message)}`);
    return reply as Extract<ServerMessage, { type: T }>;
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** Polls `test` until it holds (for conditions no frame announces). */
export async function eventually<T>(test: () => T | undefined | false, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = test();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
