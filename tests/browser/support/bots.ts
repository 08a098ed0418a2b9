// Bots for the browser tests over the shared WebSocket test client: create games, take seats, and
// play seats with the domain's random bot (each bot folds its own redacted view, as a browser does).
import {
  awaitedSeats, evolve, initialState, nextActor, randomCommand, seededRandom, type Random, type State, type Viewer,
} from '../../../domain/catan/index.ts';
import type { ServerMessage, StreamItem } from '../../../functions/protocol/messages.ts';
import { toClientCommand } from '../../../web/src/lib/protocol.ts';
import { TestClient } from '../../support/ws-client.ts';
import { catanEvents } from '../../support/kinds.ts';

let ids = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(ids++).toString(36)}`.padEnd(12, '0');

export async function createGame(url: string, players: 3 | 4, board: 'beginner' | 'variable'): Promise<string> {
  const c = await TestClient.connect(url);
  try {
    return (await c.ask({ type: 'createGame', players, board }, 'created')).gameId;
  } finally {
    await c.close();
  }
}

/**
 * A seat played by the domain's random bot. It follows the game with its seat token (its own
 * view), and sends one command at a time whenever the game waits for its seat.
 */
export class BotSeat {
  state: State;
  items: StreamItem[] = [];
  private inFlight: string | null = null;
  private stopped = false;
  private readonly random: Random;
  readonly finished: Promise<State>;
  private resolveFinished!: (s: State) => void;
  /** Resolves with the state in which `pauseWhen` held: the bot stops there (see stop()). */
  readonly paused: Promise<State>;
  private resolvePaused!: (s: State) => void;

  private constructor(
    readonly client: TestClient, readonly gameId: string, readonly seat: number, readonly seatToken: string, seed: number,
    private readonly pauseWhen?: (s: State, seat: number) => boolean,
  ) {
    this.state = initialState(seat as Viewer);
    this.random = seededRandom(seed);
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
    this.paused = new Promise((resolve) => (this.resolvePaused = resolve));
    client.onMessage((m) => this.receive(m));
  }

  /**
   * Joins a free seat (or resumes one with a token) and starts playing. With `pauseWhen`, it stops
   * before acting in the first state where that holds, and leaves the seat to someone else.
   */
  static async take(url: string, gameId: string, options: {
    name?: string; seat?: number; seatToken?: string; seed?: number; pauseWhen?: (s: State, seat: number) => boolean;
  } = {}): Promise<BotSeat> {
    const client = await TestClient.connect(url);
    let seat = options.seat ?? -1;
    let token = options.seatToken ?? '';
    if (!options.seatToken) {
      const joined = await client.ask({ type: 'joinGame', gameId, name: options.name ?? 'Bot', ...(options.seat !== undefined ? { seat: options.seat } : {}) }, 'joined');
      seat = joined.seat;
      token = joined.seatToken;
    }
    const bot = new BotSeat(client, gameId, seat, token, options.seed ?? 1000 + seat, options.pauseWhen);
    if (options.seatToken) client.send({ type: 'resume', gameId, seatToken: token, lastVersion: 0 });
    return bot;
  }

  private receive(m: ServerMessage): void {
    if (m.type === 'events' && m.gameId === this.gameId) {
      if (m.viewer !== this.state.viewer) {
        // Another projection (the game is over: everything is visible): fold it from the start.
        this.state = initialState(m.viewer);
        this.items = [];
        if (m.items[0]?.version !== 1) this.client.send({ type: 'resume', gameId: this.gameId, seatToken: this.seatToken, lastVersion: 0 });
      }
      let gap = false;
      for (const item of m.items) {
        const held = this.items.length ? this.items[this.items.length - 1].version : 0;
        if (item.version <= held) continue;
        if (item.version > held + 1) {
          gap = true;
          break;
        }
        this.items.push(item);
        for (const e of catanEvents(item.events)) this.state = evolve(this.state, e);
        if (item.commandId === this.inFlight) this.inFlight = null;
      }
      // A live item overtook the catch-up: ask for what is missing (as the browser client does).
      if (gap) this.client.send({ type: 'resume', gameId: this.gameId, seatToken: this.seatToken, lastVersion: this.items.length ? this.items[this.items.length - 1].version : 0 });
      if (this.state.phase === 'finished') this.resolveFinished(this.state);
    } else if ((m.type === 'accepted' || m.type === 'error') && this.inFlight !== null && (m.commandId === this.inFlight || m.reqId === this.inFlight)) {
      // (the gateway's own refusals, like rate/limited, carry the reqId only)
      this.inFlight = null;
      // Over the gateway's rate (a person never is): wait a moment, as a client should.
      if (m.type === 'error' && m.code === 'rate/limited') return void setTimeout(() => this.act(), 250);
    }
    setTimeout(() => this.act(), 0);
  }

  private act(): void {
    if (this.stopped || this.inFlight || this.state.phase === 'finished') return;
    // Act when the game waits for this seat, or when it is asked to answer a trade offer. An
    // active bot never waits for people to answer its own offer: they may never do.
    if (nextActor(this.state) !== this.seat && !awaitedSeats(this.state).includes(this.seat)) return;
    if (this.pauseWhen?.(this.state, this.seat)) {
      this.stop();
      this.resolvePaused(this.state);
      return;
    }
    const command = randomCommand(this.state, this.seat, this.random);
    if (!command) return;
    const commandId = newId('c');
    this.inFlight = commandId;
    const lastVersion = this.items.length ? this.items[this.items.length - 1].version : 0;
    this.client.send({ type: 'command', reqId: commandId, gameId: this.gameId, seatToken: this.seatToken, commandId, lastVersion, command: toClientCommand(command) });
  }

  /** Starts acting (bots joined before the game starts act once events arrive anyway). */
  kick(): void {
    setTimeout(() => this.act(), 0);
  }

  stop(): void {
    this.stopped = true;
    void this.client.close();
  }
}

/** Plays a whole game between bots over the stack; resolves with its id once it is won. */
export async function botGame(url: string, players: 3 | 4, board: 'beginner' | 'variable', seed = 1): Promise<{ gameId: string; state: State }> {
  const gameId = await createGame(url, players, board);
  const bots: BotSeat[] = [];
  for (let i = 0; i < players; i++) bots.push(await BotSeat.take(url, gameId, { name: `Bot ${i + 1}`, seed: seed * 10 + i }));
  bots.forEach((b) => b.kick());
  const state = await Promise.race(bots.map((b) => b.finished));
  bots.forEach((b) => b.stop());
  return { gameId, state };
}
