import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { eventually, TestClient } from '../support/ws-client.ts';
import { memoryStack } from './helpers/stack.ts';
import { botMove, closeAll, openTable, type Table } from './helpers/table.ts';

let stack: LocalStack;
let table: Table;
let other: Table;
let intruder: TestClient;

beforeAll(async () => {
  stack = await memoryStack({ random: seededRandom(31) });
  [table, other] = await Promise.all([openTable(stack.wsUrl), openTable(stack.wsUrl, { spectator: false })]);
  const bots = seededRandom(32);
  for (let i = 0; i < 5; i++) await botMove(table, bots);
  intruder = await TestClient.connect(stack.wsUrl);
});

afterAll(async () => {
  await Promise.all([closeAll(table), closeAll(other), intruder.close()]);
  await stack.close();
});

const streams = async (): Promise<StreamRecord[][]> =>
  Promise.all([table.gameId, other.gameId].map((id) => stack.stores.events.range(id, 0)));

/** Sends a raw frame and expects one error reply with `code`; nothing may change. */
async function expectRefused(client: TestClient, frame: unknown, code: string, detail?: RegExp) {
  const before = await streams();
  const seen = client.messages.length;
  client.send(frame);
  const reply = await client.until(() => client.messages.slice(seen).find((m) => m.type === 'error'), 5000, code);
  expect(reply.code).toBe(code);
  if (detail) expect(reply.message).toMatch(detail);
  expect(await streams()).toEqual(before);
  return reply;
}

const command = (overrides: Record<string, unknown> = {}) => ({
  type: 'command', reqId: 'h1', gameId: table.gameId, seatToken: table.tokens[0], commandId: 'hostile-0001',
  command: { type: 'BuildCity', vertex: '0,0,N' }, ...overrides,
});

describe('hostile and malformed messages', () => {
  it('refuses malformed JSON', () => expectRefused(intruder, '{"type": "ping"', 'protocol/malformed-json'));

  it('refuses an unknown message type', () => expectRefused(intruder, { type: 'launchMissiles' }, 'protocol/unknown-type'));

  it('refuses a schema violation, naming the first issue, and echoes reqId and commandId', async () => {
    const reply = await expectRefused(intruder, command({ command: { type: 'RollDice', dice: [6, 6] } }), 'protocol/invalid-message', /command/);
    expect(reply).toMatchObject({ reqId: 'h1', commandId: 'hostile-0001' });
  });

  it('refuses a command without a seat token (a spectator cannot send one)', async () => {
    const { seatToken: _, ...noToken } = command();
    await expectRefused(table.spectator!, noToken, 'protocol/invalid-message', /seatToken/);
  });

  it('refuses a wrong seat token', () =>
    expectRefused(intruder, command({ seatToken: 'A'.repeat(43) }), 'auth/bad-token'));

  it('refuses the seat token of another game', () =>
    expectRefused(intruder, command({ seatToken: other.tokens[0] }), 'auth/bad-token'));

  it('refuses a resume with a wrong token', () =>
    expectRefused(intruder, { type: 'resume', gameId: table.gameId, seatToken: other.tokens[1], lastVersion: 0 }, 'auth/bad-token'));

  it('refuses a version ahead of the game, on resume and on command', async () => {
    const head = table.seats[0].head(table.gameId);
    await expectRefused(intruder, { type: 'resume', gameId: table.gameId, lastVersion: head + 5 }, 'protocol/bad-version');
    await expectRefused(intruder, command({ lastVersion: head + 1 }), 'protocol/bad-version');
  });

  it('answers a stale version on resume with the events after it (not an error)', async () => {
    const late = await TestClient.connect(stack.wsUrl);
    const head = table.seats[0].head(table.gameId);
    const reply = await late.request({ type: 'resume', gameId: table.gameId, lastVersion: head - 3 }, 'events');
    expect(reply).toMatchObject({ type: 'events', viewer: 'spectator', head });
    expect(reply.items.map((i: { version: number }) => i.version)).toEqual([head - 2, head - 1, head]);
    await late.close();
  });

  it('refuses an illegal move with the rules\' code', async () => {
    const state = table.seats[0].view(table.gameId).state;
    if (state.phase !== 'playing') throw new Error('the game should be under way');
    const active = state.turn.seat;
    const idle = (active + 1) % 3;
    await expectRefused(intruder, command({ seatToken: table.tokens[active], command: { type: 'PlaceSettlement', vertex: '0,0,N' } }), 'rule/wrong-phase');
    await expectRefused(intruder, command({ seatToken: table.tokens[idle], command: { type: 'EndTurn' } }), 'rule/not-your-turn');
  });

  it('refuses games that do not exist, and seats that are taken', async () => {
    await expectRefused(intruder, { type: 'spectate', gameId: 'no-such-game' }, 'game/not-found');
    await expectRefused(intruder, command({ gameId: 'no-such-game' }), 'game/not-found');
    await expectRefused(intruder, { type: 'joinGame', gameId: table.gameId, name: 'Late' }, 'game/full');
  });

  it('keeps a command id to the seat that used it: another seat replaying it is refused, and nothing is broadcast again', async () => {
    const records = (await streams())[0];
    const last = records.at(-1)!;
    const actor = (last.events[0] as { seat: number }).seat;
    const other = (actor + 1) % 3;
    const framesBefore = table.seats.map((c) => c.frames.length);
    await expectRefused(intruder, command({ seatToken: table.tokens[other], commandId: last.commandId, command: { type: 'EndTurn' } }), 'command/id-taken');
    // The seat that used it still gets its own move's version back, once more.
    const own = await intruder.request(command({ seatToken: table.tokens[actor], commandId: last.commandId, lastVersion: last.version - 1, command: { type: 'EndTurn' } }));
    expect(own).toMatchObject({ type: 'accepted', version: last.version });
    // Only the owner's retry was broadcast again (one events frame per seat), never the other's.
    await eventually(() => table.seats.every((c, i) => c.frames.length > framesBefore[i]), 5000, 'the owner\'s re-broadcast');
    expect(table.seats.map((c, i) => c.frames.slice(framesBefore[i]).filter((f) => JSON.parse(f).type === 'events').length)).toEqual([1, 1, 1]);
  });

  it('never lets a client use an id of the server\'s own moves', async () => {
    await expectRefused(intruder, command({ seatToken: table.tokens[0], commandId: 'bot:1:20' }), 'protocol/invalid-message');
  });

  it('closes the connection on a frame over 32 KB, as API Gateway does', async () => {
    const before = await streams();
    const victim = await TestClient.connect(stack.wsUrl);
    victim.send(JSON.stringify({ type: 'ping', reqId: 'x'.repeat(40 * 1024) }));
    await eventually(() => victim.closeCode !== null, 5000, 'close');
    expect(victim.closeCode).toBe(1009);
    expect(await streams()).toEqual(before);
  });

  it('still serves the connections that sent all of the above', async () => {
    expect((await intruder.request({ type: 'ping' })).type).toBe('pong');
  });
});
