import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextActor, randomCommand, REJECTIONS, seededRandom, type Command } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { memoryStack } from './helpers/stack.ts';
import { FAST } from './helpers/fast.ts';
import { botMove, closeAll, everyone, openTable, sync, type Table } from './helpers/table.ts';

/** Moves that cannot be made twice in a row: the second copy must be refused. */
const ONCE_ONLY = new Set<Command['type']>([
  'RollDice', 'EndTurn', 'MoveRobber', 'BuildRoad', 'BuildSettlement', 'BuildCity', 'DiscardResources',
  'PlayKnight', 'PlayRoadBuilding', 'PlayYearOfPlenty', 'PlayMonopoly', 'PlaceRoad',
]);

let stack: LocalStack;
beforeAll(async () => {
  // (the bots move as fast as the server answers: past a person's request rate, which is not tested here)
  stack = await memoryStack({ random: seededRandom(77), limits: FAST });
});
afterAll(async () => {
  await stack.close();
});

const idFor = (race: number, client: number) => `race${race}x${client}x${Date.now().toString(36)}`;

describe('concurrent commands', () => {
  it('accepts exactly one of 10 clients racing the same move, 100 times, with no gap or duplicate', async () => {
    const racers = await Promise.all(Array.from({ length: 7 }, () => TestClient.connect(stack.wsUrl)));
    const bots = seededRandom(12);
    let table: Table = await openTable(stack.wsUrl);
    const games = [table];
    let races = 0;
    while (races < 100) {
      const state = table.seats[0].view(table.gameId).state;
      if (state.phase === 'finished') {
        games.push((table = await openTable(stack.wsUrl)));
        continue;
      }
      const seat = nextActor(state)!;
      const command = randomCommand(table.seats[seat].view(table.gameId).state, seat, bots)!;
      if (!ONCE_ONLY.has(command.type)) {
        await botMoveWith(table, seat, command);
        continue;
      }
      // WHEN ten connections send the same move for the same seat at once
      const senders = [...table.seats, ...racers];
      const lastVersion = table.seats[0].head(table.gameId);
      const { seat: _, ...body } = command as Command & { seat: number };
      const replies = await Promise.all(senders.map((c, i) => c.request({
        type: 'command', gameId: table.gameId, seatToken: table.tokens[seat], commandId: idFor(races, i), lastVersion, command: body,
      })));
      // THEN one is accepted at the next version, and the others get the rules' refusal
      const accepted = replies.filter((r) => r.type === 'accepted');
      expect(accepted, JSON.stringify(replies)).toHaveLength(1);
      expect(accepted[0].version).toBe(lastVersion + 1);
      for (const r of replies.filter((x) => x.type !== 'accepted')) expect(Object.keys(REJECTIONS)).toContain(r.code);
      await sync(everyone(table), table.gameId, accepted[0].version);
      races++;
    }
    for (const game of games) {
      const records = await stack.stores.events.range(game.gameId, 0);
      expect(records.map((r) => r.version)).toEqual(records.map((_, i) => i + 1));
      expect(new Set(records.map((r) => r.commandId)).size).toBe(records.length);
      for (const c of everyone(game)) expect(c.view(game.gameId).gaps).toBe(0);
      await closeAll(game);
    }
    await Promise.all(racers.map((r) => r.close()));
  }, 90_000);
});

describe('idempotent commands', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable(stack.wsUrl);
  });
  afterAll(() => closeAll(table));

  const nextCommand = (bots: () => number) => {
    const state = table.seats[0].view(table.gameId).state;
    const seat = nextActor(state)!;
    const command = randomCommand(table.seats[seat].view(table.gameId).state, seat, bots)!;
    const { seat: _, ...body } = command as Command & { seat: number };
    return { seat, body };
  };

  it('applies a retried command id once and answers the retry as the original', async () => {
    const { seat, body } = nextCommand(seededRandom(1));
    const client = table.seats[seat];
    const lastVersion = client.head(table.gameId);
    const message = { type: 'command', gameId: table.gameId, seatToken: table.tokens[seat], commandId: 'retry-once-1', lastVersion, command: body };
    const first = await client.request(message);
    const again = await client.request(message);
    const fromElsewhere = await table.seats[(seat + 1) % 3].request(message);
    expect(first).toMatchObject({ type: 'accepted', commandId: 'retry-once-1', version: lastVersion + 1 });
    expect({ ...again, reqId: undefined }).toEqual({ ...first, reqId: undefined });
    expect(fromElsewhere).toMatchObject({ type: 'accepted', version: lastVersion + 1 });
    const records = await stack.stores.events.range(table.gameId, 0);
    expect(records.filter((r) => r.commandId === 'retry-once-1')).toHaveLength(1);
    expect(records.at(-1)!.version).toBe(lastVersion + 1);
  });

  it('applies a command sent twice at once only once', async () => {
    const { seat, body } = nextCommand(seededRandom(2));
    const lastVersion = table.seats[seat].head(table.gameId);
    const message = { type: 'command', gameId: table.gameId, seatToken: table.tokens[seat], commandId: 'retry-twice-2', lastVersion, command: body };
    const replies = await Promise.all([table.seats[seat].request(message), table.spectator!.request(message)]);
    expect(replies.map((r) => [r.type, r.version])).toEqual([['accepted', lastVersion + 1], ['accepted', lastVersion + 1]]);
    const records = await stack.stores.events.range(table.gameId, 0);
    expect(records.filter((r) => r.commandId === 'retry-twice-2')).toHaveLength(1);
    await sync(everyone(table), table.gameId, lastVersion + 1);
  });

  it('finds a retry even when the original is older than the loaded tail', async () => {
    const { seat, body } = nextCommand(seededRandom(3));
    const lastVersion = table.seats[seat].head(table.gameId);
    const message = { type: 'command', gameId: table.gameId, seatToken: table.tokens[seat], commandId: 'retry-late-3', lastVersion, command: body };
    const first = await table.seats[seat].request(message);
    await sync(everyone(table), table.gameId, first.version);
    const bots = seededRandom(4);
    for (let i = 0; i < 45; i++) await botMove(table, bots);
    const late = await table.seats[seat].request(message);
    expect(late).toMatchObject({ type: 'accepted', version: first.version });
    const records = await stack.stores.events.range(table.gameId, 0);
    expect(records.filter((r) => r.commandId === 'retry-late-3')).toHaveLength(1);
  });
});

async function botMoveWith(table: Table, seat: number, command: Command) {
  const reply = await table.seats[seat].command(table.gameId, table.tokens[seat], command);
  if (reply.type !== 'accepted') throw new Error(JSON.stringify(reply));
  await sync(everyone(table), table.gameId, reply.version);
}
