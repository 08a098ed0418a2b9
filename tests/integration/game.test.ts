import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redact, seededRandom, type Event } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { eventually, TestClient } from '../support/ws-client.ts';
import { memoryStack } from './helpers/stack.ts';
import { FAST } from './helpers/fast.ts';
import { botMove, closeAll, everyone, openTable, type Table } from './helpers/table.ts';
import { catanEvents } from '../support/kinds.ts';

let stack: LocalStack;
let table: Table;
let stream: { version: number; events: readonly Event[] }[];

beforeAll(async () => {
  // GIVEN the local stack with seeded server dice, so the game is the same on every run
  // (the bots move as fast as the server answers: past a person's request rate, which is not tested here)
  stack = await memoryStack({ random: seededRandom(2024), limits: FAST });
  table = await openTable(stack.wsUrl);
  // WHEN the bots play three seats until someone wins, watched by a spectator
  const bots = seededRandom(7);
  while (await botMove(table, bots));
  stream = (await stack.stores.events.range(table.gameId, 0)).map((r) => ({ ...r, events: catanEvents(r.events) }));
});

afterAll(async () => {
  await closeAll(table);
  await stack.close();
});

/** Every event received in `events` frames, with the frame's viewer. */
function received(client: TestClient) {
  return client.frames
    .map((f) => JSON.parse(f))
    .filter((m) => m.type === 'events')
    .flatMap((m) => m.items.flatMap((item: { version: number; events: Event[] }) =>
      item.events.map((event) => ({ viewer: m.viewer as number | 'spectator' | 'all', version: item.version, event }))));
}

describe('a scripted beginner game through the local gateway', () => {
  it('is played to the end, and every client holds the whole stream once, in order', () => {
    const won = stream.at(-1)!.events.find((e) => e.type === 'GameWon');
    expect(won).toBeDefined();
    expect(stream.map((r) => r.version)).toEqual(stream.map((_, i) => i + 1));
    for (const client of everyone(table)) {
      const view = client.view(table.gameId);
      expect(view.items.map((i) => i.version)).toEqual(stream.map((r) => r.version));
      expect(view.gaps).toBe(0);
      expect(view.state.phase).toBe('finished');
    }
  });

  it('sends each seat and the spectator the stream redacted for them, and the winning move to all', () => {
    const viewers = [...table.seats.map((_, seat) => seat), 'spectator' as const];
    everyone(table).forEach((client, i) => {
      const items = client.view(table.gameId).items;
      items.forEach((item, v) => {
        const last = v === items.length - 1;
        expect(item.events).toEqual(stream[v].events.map((e) => redact(e, last ? 'all' : viewers[i])));
      });
    });
  });

  it('never shows a spectator or an opponent a hidden card (raw frames)', () => {
    const wonAt = stream.length;
    let hidden = 0;
    for (const client of everyone(table)) {
      for (const { viewer, version, event } of received(client)) {
        if (viewer === 'all') {
          expect(version).toBe(wonAt);
          continue;
        }
        if (event.type === 'DevelopmentCardBought' && viewer !== event.seat) {
          expect(event.card).toBeNull();
          hidden++;
        }
        if (event.type === 'ResourceStolen' && viewer !== event.thief && viewer !== event.victim) {
          expect(event.resource).toBeNull();
          hidden++;
        }
      }
    }
    // The game had secrets to keep: cards bought and resources stolen.
    expect(hidden).toBeGreaterThan(10);
    const kinds = new Set(stream.flatMap((r) => r.events.map((e) => e.type)));
    expect(kinds).toContain('DevelopmentCardBought');
    expect(kinds).toContain('ResourceStolen');
  });

  it('shows the complete stream to anyone who spectates or resumes after the end', async () => {
    const late = await TestClient.connect(stack.wsUrl);
    const reply = await late.follow({ type: 'spectate', gameId: table.gameId });
    expect(reply.viewer).toBe('all');
    // The stream, then the seeds' reveal the server appended after the end.
    const whole = [...stream.map((r) => r.events), [expect.objectContaining({ type: 'SeedsRevealed' })]];
    expect(late.view(table.gameId).items.map((i) => i.events)).toEqual(whole);
    const seat = await TestClient.connect(stack.wsUrl);
    const resumed = await seat.follow({ type: 'resume', gameId: table.gameId, seatToken: table.tokens[1], lastVersion: 0 });
    expect(resumed.viewer).toBe('all');
    expect(seat.view(table.gameId).items.map((i) => i.events)).toEqual(whole);
    await Promise.all([late.close(), seat.close()]);
  });

  it('keeps the lobby projection in step with the stream', async () => {
    const game = await stack.stores.games.get(table.gameId);
    expect(game).toMatchObject({ status: 'finished', players: 3, board: 'beginner', seats: ['Player 1', 'Player 2', 'Player 3'] });
    expect(game!.seatTokenHashes.every((h) => /^[0-9a-f]{64}$/.test(h ?? ''))).toBe(true);
    expect(JSON.stringify(game)).not.toContain(table.tokens[0]);
    const lobby = await table.seats[0].request({ type: 'listGames' });
    expect(lobby.games.map((g: { gameId: string }) => g.gameId)).not.toContain(table.gameId);
    // AND the replay room finds it among the finished games (the byStatus index, newest first)
    const finished = await table.seats[0].request({ type: 'listGames', status: 'finished' });
    expect(finished.games).toContainEqual(expect.objectContaining({ gameId: table.gameId, status: 'finished', seats: ['Player 1', 'Player 2', 'Player 3'] }));
  });

  it('tells every connection who is present', async () => {
    // Presence settles once the late visitors of the previous test have left.
    const expected = JSON.stringify({ type: 'presence', gameId: table.gameId, seats: [true, true, true], spectators: 1 });
    const latest = () => JSON.stringify(table.spectator!.messages.filter((m) => m.type === 'presence').at(-1));
    await eventually(() => latest() === expected, 5000, 'presence').catch(() => undefined);
    expect(latest()).toBe(expected);
  });
});
