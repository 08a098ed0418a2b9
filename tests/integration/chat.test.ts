// The table chat on the real local stack: who reads which channel, what a follow brings, what is
// refused (and changes nothing), and that chat never touches a game's stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { ChatLine } from '../../functions/protocol/messages.ts';
import { TestClient } from '../support/ws-client.ts';
import { FAST } from './helpers/fast.ts';
import { storeFinishedGame } from './helpers/finished.ts';
import { memoryStack, type Captured } from './helpers/stack.ts';
import { closeAll, openTable, type Table } from './helpers/table.ts';

let stack: LocalStack & { log: Captured };

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await stack?.close();
});

/** Every chat line a client received for a game, once each (a catch-up may repeat a pushed one). */
function linesOf(client: TestClient, gameId: string): ChatLine[] {
  const byId = new Map<string, ChatLine>();
  for (const m of client.messages) if (m.type === 'chat' && m.gameId === gameId) for (const line of m.lines as ChatLine[]) byId.set(line.id, line);
  return [...byId.values()];
}

const hasLine = (client: TestClient, gameId: string, id: string) =>
  client.until(() => linesOf(client, gameId).find((l) => l.id === id), 5000, `chat line ${id}`);

async function said(client: TestClient, message: Record<string, unknown>): Promise<string> {
  const reply = await client.request({ type: 'say', ...message });
  if (reply.type !== 'said') throw new Error(`say got ${JSON.stringify(reply)}`);
  return reply.id as string;
}

describe('table chat', () => {
  let table: Table;
  let watcher2: TestClient;

  beforeAll(async () => {
    table = await openTable(stack.wsUrl);
    watcher2 = await TestClient.connect(stack.wsUrl);
    await watcher2.follow({ type: 'spectate', gameId: table.gameId });
  });

  afterAll(async () => {
    await closeAll(table);
    await watcher2.close();
  });

  it('sends players’ lines to everyone, and spectators’ lines to spectators only, as plain text', async () => {
    const { gameId, seats, tokens, spectator } = table;
    const before = await stack.stores.events.range(gameId, 0);
    // WHEN a player says a line with markup and control characters, and another a quick phrase
    const hello = await said(seats[0], { gameId, seatToken: tokens[0], text: '  <script>alert(1)</script>\u0000 hi\nall\u202E ' });
    const gg = await said(seats[1], { gameId, seatToken: tokens[1], phrase: 'gg' });
    // THEN every player and spectator gets both, the text as it was typed (cleaned, not escaped)
    for (const client of [...seats, spectator!, watcher2]) {
      expect(await hasLine(client, gameId, hello)).toMatchObject({ channel: 'table', seat: 0, name: 'Player 1', text: '<script>alert(1)</script> hi all' });
      expect(await hasLine(client, gameId, gg)).toMatchObject({ channel: 'table', seat: 1, name: 'Player 2', phrase: 'gg' });
    }
    // WHEN a spectator speaks (on the spectators' channel), then a player again
    const aside = await said(spectator!, { gameId, text: 'seat 2 holds ore' });
    const after = await said(seats[2], { gameId, seatToken: tokens[2], phrase: 'thanks' });
    // THEN both spectators read the aside, under a short tag and no seat
    for (const client of [spectator!, watcher2]) {
      const line = await hasLine(client, gameId, aside);
      expect(line).toMatchObject({ channel: 'spectators', text: 'seat 2 holds ore' });
      expect(line.seat).toBeUndefined();
      expect(line.name).toMatch(/^[A-Za-z0-9_-]{4}$/);
    }
    // AND no player ever gets it (the later table line has arrived, the aside was sent before it)
    for (const client of seats) {
      await hasLine(client, gameId, after);
      expect(linesOf(client, gameId).some((l) => l.channel === 'spectators')).toBe(false);
    }
    // AND the game's stream did not change: chat takes no version
    expect(await stack.stores.events.range(gameId, 0)).toEqual(before);
    expect(seats[0].head(gameId)).toBe(before.length);
  });

  it('brings the latest lines to a player who resumes and to a spectator who comes in, each its channels', async () => {
    const { gameId, tokens } = table;
    const stored = await stack.stores.chat!.all(gameId, 'table');
    // WHEN seat 0 comes back on a new connection, and a new spectator arrives
    const back = await TestClient.connect(stack.wsUrl);
    await back.follow({ type: 'resume', gameId, seatToken: tokens[0], lastVersion: 0 });
    const late = await TestClient.connect(stack.wsUrl);
    await late.follow({ type: 'spectate', gameId });
    // THEN the player gets the table's lines in one chat message, oldest first, without the spectators'
    const catchUp = await back.until(() => back.messages.find((m) => m.type === 'chat'), 5000, 'chat catch-up');
    expect((catchUp.lines as ChatLine[]).map((l) => l.id)).toEqual(stored.map((l) => l.id));
    // AND the spectator gets both channels, in time order
    await late.until(() => linesOf(late, gameId).some((l) => l.channel === 'spectators'), 5000, 'spectator lines');
    const seen = linesOf(late, gameId);
    expect(seen.filter((l) => l.channel === 'table').map((l) => l.id)).toEqual(stored.map((l) => l.id));
    expect(seen.map((l) => l.at)).toEqual([...seen.map((l) => l.at)].sort());
    await Promise.all([back.close(), late.close()]);
  });

  it('refuses bad lines with typed errors, and stores none of them', async () => {
    const { gameId, seats, tokens, spectator } = table;
    const count = async () => (await stack.stores.chat!.all(gameId, 'table')).length + (await stack.stores.chat!.all(gameId, 'spectators')).length;
    const before = await count();
    const stranger = await TestClient.connect(stack.wsUrl);
    const refusals: [TestClient, Record<string, unknown>, string][] = [
      [seats[0], { gameId, seatToken: tokens[0], text: 'x'.repeat(201) }, 'chat/too-long'],
      [seats[0], { gameId, seatToken: tokens[0], text: ' \u0000\u0007 \n ' }, 'chat/empty'],
      [seats[0], { gameId, seatToken: tokens[0] }, 'chat/empty'],
      [seats[0], { gameId, seatToken: tokens[0], text: 'hi', phrase: 'gg' }, 'protocol/invalid-message'],
      [seats[0], { gameId, seatToken: tokens[0], phrase: 'rude' }, 'protocol/invalid-message'],
      [seats[0], { gameId, seatToken: tokens[0], text: 'hi', extra: 1 }, 'protocol/invalid-message'],
      [seats[0], { gameId, seatToken: 'A'.repeat(43), text: 'hi' }, 'auth/bad-token'],
      [seats[0], { gameId: 'nosuchgame01', seatToken: tokens[0], text: 'hi' }, 'game/not-found'],
      [seats[0], { gameId, seatToken: tokens[0], text: 'hi', channel: 'spectators' }, 'chat/wrong-channel'],
      [spectator!, { gameId, text: 'hi', channel: 'table' }, 'chat/wrong-channel'],
      [stranger, { gameId, text: 'hi' }, 'chat/not-watching'],
    ];
    for (const [client, message, code] of refusals) {
      const reply = await client.request({ type: 'say', ...message });
      expect({ sent: message, code: reply.code }).toEqual({ sent: message, code });
    }
    // THEN nothing was stored; 200 characters (emoji count one each) are fine
    expect(await count()).toBe(before);
    await said(seats[1], { gameId, seatToken: tokens[1], text: '🎲'.repeat(200) });
    await stranger.close();
  });

  it('limits a connection to five lines at once, then one every two seconds', async () => {
    const { gameId, tokens } = table;
    const chatty = await TestClient.connect(stack.wsUrl);
    await chatty.follow({ type: 'resume', gameId, seatToken: tokens[2], lastVersion: 0 });
    // WHEN one connection sends seven lines in a row
    const replies = [];
    for (let i = 0; i < 7; i++) replies.push(await chatty.request({ type: 'say', gameId, seatToken: tokens[2], text: `line ${i}` }));
    // THEN five are said and the rest refused with rate/limited
    expect(replies.map((r) => r.type === 'said' ? 'said' : r.code)).toEqual(['said', 'said', 'said', 'said', 'said', 'rate/limited', 'rate/limited']);
    await chatty.close();
  });
});

describe('chat of a finished game', () => {
  it('comes whole with a re-read from the start (the replay), and the latest 50 lines otherwise', async () => {
    // GIVEN a finished game with 70 table lines and a spectator's line
    const gameId = 'chatReplayGame1';
    await storeFinishedGame(stack.stores, gameId, 4);
    const start = Date.parse('2026-11-20T10:00:00.000Z');
    for (let i = 0; i < 70; i++) {
      await stack.stores.chat!.append(gameId, { id: `line${String(i).padStart(3, '0')}`, at: new Date(start + i * 1000).toISOString(), channel: 'table', seat: i % 3, name: `P${i % 3}`, text: `line ${i}` });
    }
    await stack.stores.chat!.append(gameId, { id: 'aside', at: new Date(start + 500).toISOString(), channel: 'spectators', name: 'abcd', text: 'aside' });
    // WHEN the replay spectates from version 0, and another spectator holding the stream from its head
    const replay = await TestClient.connect(stack.wsUrl);
    const reply = await replay.follow({ type: 'spectate', gameId, lastVersion: 0 });
    expect(reply.viewer).toBe('all');
    const live = await TestClient.connect(stack.wsUrl);
    live.adopt(gameId, replay.view(gameId));
    await live.follow({ type: 'spectate', gameId, lastVersion: reply.head });
    // THEN the replay has every table line (and the spectators' latest), in time order
    await replay.until(() => linesOf(replay, gameId).length === 71, 5000, 'every line');
    expect(linesOf(replay, gameId).filter((l) => l.channel === 'table').map((l) => l.text)).toEqual(Array.from({ length: 70 }, (_, i) => `line ${i}`));
    // AND the other spectator the latest 50 of both channels together
    await live.until(() => linesOf(live, gameId).length > 0, 5000, 'latest lines');
    expect(linesOf(live, gameId).map((l) => l.text)).toEqual(Array.from({ length: 50 }, (_, i) => `line ${i + 20}`));
    await Promise.all([replay.close(), live.close()]);
  });
});
