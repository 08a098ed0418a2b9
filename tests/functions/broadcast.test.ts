// Fan-out through the Management API: a connection found gone (410) is pruned, and only that one.
import {
  ApiGatewayManagementApiClient, ApiGatewayManagementApiServiceException, GoneException, PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { createContext, handleMessage } from '../../functions/app/service.ts';
import { eventFrames } from '../../functions/app/send.ts';
import { memoryStores } from '../../functions/store/memory/index.ts';
import { managementClient, ManagementApiTransport } from '../../functions/transport/management-api.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { captureLog } from '../integration/helpers/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const api = mockClient(ApiGatewayManagementApiClient);
afterAll(() => api.restore());

const decode = (data: unknown) => JSON.parse(new TextDecoder().decode(data as Uint8Array));

describe('broadcasting through the Management API', () => {
  it('prunes a connection that is gone, logs one that fails, and still delivers to the others', async () => {
    const stores = memoryStores();
    const log = captureLog();
    const ctx = createContext({
      stores, log: log.logger, random: seededRandom(2), transport: new ManagementApiTransport(managementClient('http://127.0.0.1:9', true)),
    });
    api.on(PostToConnectionCommand).resolves({});
    const say = (id: string, m: object) => handleMessage(ctx, id, JSON.stringify(m));
    await say('creator', { type: 'createGame', players: 3, board: 'beginner' });
    const gameId = decode(api.commandCalls(PostToConnectionCommand)[0].args[0].input.Data).gameId;
    for (let seat = 0; seat < 3; seat++) await say(`seat${seat}`, { type: 'joinGame', gameId, name: `P${seat}` });
    await say('watcher', { type: 'spectate', gameId });
    const token = decode(api.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input)
      .find((i) => i.ConnectionId === 'seat0' && decode(i.Data).type === 'joined')!.Data).seatToken;
    // WHEN seat 1 has gone away and posting to the spectator fails for another reason
    api.reset();
    api.on(PostToConnectionCommand).resolves({});
    api.on(PostToConnectionCommand, { ConnectionId: 'seat1' }).rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));
    api.on(PostToConnectionCommand, { ConnectionId: 'watcher' }).rejects(
      new ApiGatewayManagementApiServiceException({ name: 'InternalServerError', $fault: 'server', message: 'oops', $metadata: { httpStatusCode: 500 } }));
    await say('seat0', { type: 'command', gameId, seatToken: token, commandId: 'roll-0001', command: { type: 'RollDice' } });
    // THEN every connection was posted to, in parallel with the reply
    const posted = api.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input.ConnectionId).sort();
    expect(posted).toEqual(['seat0', 'seat0', 'seat1', 'seat2', 'watcher']);
    // AND only the gone connection was pruned
    expect(await stores.connections.get('seat1')).toBeNull();
    for (const id of ['seat0', 'seat2', 'watcher']) expect(await stores.connections.get(id)).not.toBeNull();
    // AND the failure was logged with no game data in it
    const failure = log.lines.find((l) => l.message === 'delivery failed');
    expect(failure?.fields).toMatchObject({ connectionId: 'watcher', error: 'InternalServerError' });
    expect(JSON.stringify(log.lines)).not.toMatch(/DiceRolled|seatToken/);
    expect(JSON.stringify(log.lines)).not.toContain(token);
  });
});

describe('event frames', () => {
  const record = (version: number, size: number): StreamRecord => ({
    gameId: 'g', version, commandId: `c${version}`, at: 'now',
    events: [{ type: 'SeatClaimed', seat: 0, name: 'x'.repeat(size), bot: false }, { type: 'DevelopmentCardBought', seat: 1, card: 'knight' }],
  });

  it('split a long catch-up into frames under 32 KB, in order, each with the head', () => {
    const records = Array.from({ length: 40 }, (_, i) => record(i + 1, 2000));
    const frames = eventFrames({ gameId: 'g', viewer: 1, head: 40, reqId: 'r' }, records);
    expect(frames.length).toBeGreaterThan(2);
    for (const f of frames) expect(Buffer.byteLength(f)).toBeLessThanOrEqual(32 * 1024);
    const messages = frames.map((f) => JSON.parse(f));
    expect(messages.flatMap((m) => m.items.map((i: { version: number }) => i.version))).toEqual(records.map((r) => r.version));
    for (const m of messages) expect(m).toMatchObject({ type: 'events', reqId: 'r', gameId: 'g', viewer: 1, head: 40 });
  });

  it('are redacted for their viewer', () => {
    const card = (viewer: 1 | 2 | 'spectator' | 'all') =>
      JSON.parse(eventFrames({ gameId: 'g', viewer, head: 1 }, [record(1, 1)])[0]).items[0].events[1].card;
    expect([card(1), card(2), card('spectator'), card('all')]).toEqual(['knight', null, null, 'knight']);
  });

  it('still send one (empty) frame when there is nothing new', () => {
    expect(eventFrames({ gameId: 'g', viewer: 'spectator', head: 7 }, []).map((f) => JSON.parse(f)))
      .toEqual([{ type: 'events', gameId: 'g', viewer: 'spectator', head: 7, items: [] }]);
  });
});
