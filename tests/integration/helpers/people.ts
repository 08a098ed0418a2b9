// People at a table with bots, played by a simple client-side player over WebSocket: it acts on
// its own (redacted) view whenever the game asks something of its seat, resumes on a version
// gap, and keeps what it was refused. Plus the checks every bots test makes on a stream.
import { expect } from 'vitest';
import { awaitedSeats, randomCommand, redact, type Event, type Random, type State } from '../../../domain/catan/index.ts';
import type { StreamRecord } from '../../../functions/store/types.ts';
import type { TestClient } from '../../support/ws-client.ts';
import { catanEvents } from '../../support/kinds.ts';

export { FAST } from './fast.ts';

/** Does the game ask something of the seat: its set-up move, its turn, a discard, or an answer to an offer? */
export function mustAct(state: State, seat: number): boolean {
  if (state.phase === 'playing') {
    const { trade, pending, seat: active } = state.turn;
    if (trade && pending.kind === 'none' && active !== seat && trade.responses[seat]?.kind === 'none') return true;
  }
  if ((state.phase === 'setup' || state.phase === 'playing') && state.away[seat]) return false;
  return awaitedSeats(state).includes(seat);
}

export interface Person {
  readonly client: TestClient;
  readonly seat: number;
  /** Codes of the commands refused (a view a bot's move overtook). */
  readonly refused: string[];
  /** Commands accepted. */
  readonly moves: () => number;
  /** Stops acting (after the command in flight) and resolves when the loop has ended. */
  stop(): Promise<void>;
  /** Resolves when the game is over (or the person stopped). */
  readonly done: Promise<void>;
}

/** Plays the seat with the domain's random player on the client's own view, until the game ends or `stop`. */
export function playAs(client: TestClient, gameId: string, seat: number, seatToken: string, random: Random): Person {
  let stopped = false;
  let moves = 0;
  let gaps = client.view(gameId).gaps;
  const refused: string[] = [];
  /** Waits for the next frame (or a moment). */
  const nextFrame = async () => {
    const seen = client.frames.length;
    await client.until(() => client.frames.length > seen || stopped, 250, 'a frame').catch(() => undefined);
  };
  const resume = async () => {
    gaps = client.view(gameId).gaps;
    await client.follow({ type: 'resume', gameId, seatToken, lastVersion: client.head(gameId) });
  };
  const loop = async () => {
    while (!stopped) {
      const view = client.view(gameId);
      if (view.state.phase === 'finished') return;
      if (view.gaps > gaps) {
        await resume();
        continue;
      }
      const command = mustAct(view.state, seat) ? randomCommand(view.state, seat, random) : null;
      if (!command) {
        await nextFrame();
        continue;
      }
      const reply = await client.command(gameId, seatToken, command);
      if (reply.type === 'accepted') {
        moves++;
        await client.until(() => client.head(gameId) >= reply.version || client.view(gameId).gaps > gaps, 10_000, 'own move');
      } else {
        refused.push(String(reply.code));
        await nextFrame();
      }
    }
  };
  const done = loop();
  return {
    client, seat, refused, done, moves: () => moves,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** The stream has every version once, in order, and every command id once. */
export function expectWholeAndOnce(records: readonly StreamRecord[]): void {
  expect(records.map((r) => r.version)).toEqual(records.map((_, i) => i + 1));
  expect(new Set(records.map((r) => r.commandId)).size).toBe(records.length);
  // A server-made move names the head it was decided at: it can only be the next version.
  for (const r of records) if (/^(bot|away|back):\d+:\d+$/.test(r.commandId)) expect(r.commandId.endsWith(`:${r.version - 1}`)).toBe(true);
}

/**
 * The client holds exactly the stream (`upTo` a version, for a game still going on), and every
 * item it was sent (raw frames) was redacted for the frame's viewer: its seat, or everyone once
 * the game was won.
 */
export function expectHeldAndRedacted(client: TestClient, gameId: string, seat: number, records: readonly StreamRecord[], upTo = records.length): void {
  expect(client.view(gameId).items.map((i) => i.version).slice(0, upTo)).toEqual(records.slice(0, upTo).map((r) => r.version));
  const wonAt = records.find((r) => r.events.some((e) => e.type === 'GameWon'))?.version ?? Infinity;
  for (const frame of client.frames.map((f) => JSON.parse(f)).filter((m) => m.type === 'events' && m.gameId === gameId)) {
    expect([seat, 'all']).toContain(frame.viewer);
    for (const item of frame.items.filter((i: { version: number }) => i.version <= records.length)) {
      if (frame.viewer === 'all') expect(Math.max(item.version, frame.head)).toBeGreaterThanOrEqual(wonAt);
      expect(item.at).toBe(records[item.version - 1].at);
      expect(item.events).toEqual(catanEvents(records[item.version - 1].events).map((e) => redact(e, frame.viewer)));
    }
  }
}

/** Every event a client received live, in the order of its frames, with the frame's viewer. */
export function received(client: TestClient, gameId: string): { viewer: unknown; event: Event }[] {
  return client.frames.map((f) => JSON.parse(f)).filter((m) => m.type === 'events' && m.gameId === gameId)
    .flatMap((m) => m.items.flatMap((i: { events: Event[] }) => i.events.map((event) => ({ viewer: m.viewer, event }))));
}
