import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextActor, randomCommand, redact, seededRandom } from '../../domain/catan/index.ts';
import { startLocalStack, type LocalStack } from '../../functions/local/stack.ts';
import { eventually, TestClient } from '../support/ws-client.ts';
import { memoryStack } from './helpers/stack.ts';
import { botMove, closeAll, everyone, openTable, sync, type Table } from './helpers/table.ts';
import { catanEvents } from '../support/kinds.ts';

/** Plays up to `count` bot moves. */
async function play(table: Table, random: () => number, count: number) {
  for (let i = 0; i < count; i++) if (!(await botMove(table, random))) return;
}

/** A bot move for a given seat, from that seat's own view. */
async function botMoveFor(table: Table, seat: number, random: () => number) {
  const command = randomCommand(table.seats[seat].view(table.gameId).state, seat, random)!;
  const reply = await table.seats[seat].command(table.gameId, table.tokens[seat], command);
  if (reply.type !== 'accepted') throw new Error(JSON.stringify(reply));
  return reply;
}

/** The client's items are exactly the stream, redacted for its viewer. */
async function expectWholeStream(stack: LocalStack, client: TestClient, gameId: string, viewer: number | 'spectator') {
  const records = await stack.stores.events.range(gameId, 0);
  const view = client.view(gameId);
  expect(view.items.map((i) => i.version)).toEqual(records.map((r) => r.version));
  expect(view.items.map((i) => i.events)).toEqual(records.map((r) => catanEvents(r.events).map((e) => redact(e, viewer))));
}

/** Reconnects a client: a new socket that resumes from what the old one had. */
async function reconnect(wsUrl: string, old: TestClient, gameId: string, resume: Record<string, unknown>) {
  const client = await TestClient.connect(wsUrl);
  client.adopt(gameId, old.view(gameId));
  const reply = await client.follow({ type: 'resume', gameId, lastVersion: old.head(gameId), ...resume });
  expect(reply.type).toBe('events');
  return client;
}

describe('resuming', () => {
  it('gives a client that dropped every event it missed, once and in order', async () => {
    const stack = await memoryStack({ random: seededRandom(5) });
    const table = await openTable(stack.wsUrl);
    const bots = seededRandom(9);
    await play(table, bots, 15);
    // WHEN seat 1 and the spectator drop, and the others play on until seat 1 is needed
    const [dropped, watcher] = [table.seats[1], table.spectator!];
    await Promise.all([dropped.close(), watcher.close()]);
    const others: Table = { ...table, spectator: null };
    const remaining = [table.seats[0], table.seats[2]];
    await table.seats[0].until(() => table.seats[0].messages.some((m) => m.type === 'presence' && !m.seats[1]), 5000, 'presence');
    const before = dropped.head(table.gameId);
    for (let i = 0; i < 40; i++) {
      if (nextActor(table.seats[0].view(table.gameId).state) === 1) break;
      const seat = nextActor(table.seats[0].view(table.gameId).state)!;
      const reply = await botMoveFor(others, seat, bots);
      await sync(remaining, table.gameId, reply.version);
    }
    const head = table.seats[0].head(table.gameId);
    expect(head).toBeGreaterThan(before);
    // THEN resuming from the last version each had brings them up to date, nothing missing or doubled
    table.seats[1] = await reconnect(stack.wsUrl, dropped, table.gameId, { seatToken: table.tokens[1] });
    const spectator = await reconnect(stack.wsUrl, watcher, table.gameId, {});
    const resumed = { ...table, spectator };
    for (const client of everyone(resumed)) expect(client.view(table.gameId).duplicates + client.view(table.gameId).gaps).toBe(0);
    await expectWholeStream(stack, table.seats[1], table.gameId, 1);
    await expectWholeStream(stack, spectator, table.gameId, 'spectator');
    // AND the game goes on with everyone
    await play(resumed, bots, 10);
    await expectWholeStream(stack, table.seats[1], table.gameId, 1);
    await closeAll(resumed);
    await stack.close();
  });

  it('survives a restart of the server on its on-disk store', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-restart-'));
    const log = { info() {}, warn() {}, error() {} };
    const first = await startLocalStack({ port: 0, dataDir, log, random: seededRandom(3) });
    const table = await openTable(first.wsUrl);
    const bots = seededRandom(4);
    await play(table, bots, 25);
    const head = table.seats[0].head(table.gameId);
    // WHEN the server stops (clients are cut off) and starts again on the same folder
    await first.close();
    await Promise.all(everyone(table).map((c) => eventually(() => c.closeCode !== null, 5000, 'close')));
    const second = await startLocalStack({ port: 0, dataDir, log, random: seededRandom(6) });
    // THEN every client resumes where it was, and the game goes on
    const seats = await Promise.all(table.seats.map((old, seat) =>
      reconnect(second.wsUrl, old, table.gameId, { seatToken: table.tokens[seat] })));
    const spectator = await reconnect(second.wsUrl, table.spectator!, table.gameId, {});
    const resumed: Table = { ...table, seats, spectator };
    expect(seats[0].head(table.gameId)).toBe(head);
    await play(resumed, bots, 25);
    expect(seats[0].head(table.gameId)).toBeGreaterThan(head);
    await expectWholeStream(second, seats[2], table.gameId, 2);
    await expectWholeStream(second, spectator, table.gameId, 'spectator');
    await closeAll(resumed);
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
