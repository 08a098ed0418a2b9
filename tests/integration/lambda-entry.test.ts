import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as connect } from '../../functions/handlers/connect.ts';
import { handler as disconnect } from '../../functions/handlers/disconnect.ts';
import { handler as message } from '../../functions/handlers/message.ts';
import { ensureTables, LOCAL_TABLES, startDynalite, type LocalDynamo } from '../../functions/local/dynalite.ts';
import { startGateway, type Gateway } from '../../functions/local/gateway.ts';
import { eventually, TestClient } from '../support/ws-client.ts';
import { joinGame } from './helpers/table.ts';

let dynamo: LocalDynamo;
let gateway: Gateway;

beforeAll(async () => {
  dynamo = await startDynalite({ memory: true, port: 0 });
  await ensureTables(dynamo.endpoint);
  // GIVEN the environment a Lambda gets, pointed at local endpoints
  Object.assign(process.env, {
    EVENTS_TABLE: LOCAL_TABLES.events, CONNECTIONS_TABLE: LOCAL_TABLES.connections, GAMES_TABLE: LOCAL_TABLES.games,
    DYNAMODB_ENDPOINT: dynamo.endpoint, HEXFOLD_LOG: 'error', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  gateway = await startGateway({
    port: 0,
    handlers: (port) => {
      process.env.WS_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${port}`;
      return { connect, disconnect, message };
    },
  });
});

afterAll(async () => {
  await gateway.close();
  await dynamo.close();
});

describe('the Lambda entry files', () => {
  it('serve a game behind the gateway, configured by the environment only', async () => {
    const [a, b, c, watcher] = await Promise.all([1, 2, 3, 4].map(() => TestClient.connect(gateway.wsUrl)));
    const created = await a.request({ type: 'createGame', players: 3, board: 'beginner' });
    expect(created.type).toBe('created');
    const joined = [];
    for (const [i, client] of [a, b, c].entries()) joined.push(await joinGame(client, created.gameId, `P${i}`));
    expect(joined.map((j) => j.seat)).toEqual([0, 1, 2]);
    await watcher.follow({ type: 'spectate', gameId: created.gameId });
    const roll = await a.request({ type: 'command', gameId: created.gameId, seatToken: joined[0].seatToken, commandId: 'roll-0001', command: { type: 'RollDice' } });
    expect(roll).toMatchObject({ type: 'accepted', version: 5 });
    await eventually(() => [a, b, c, watcher].every((x) => x.head(created.gameId) === 5), 5000, 'broadcast');
    await b.close();
    await watcher.until(() => watcher.messages.find((m) => m.type === 'presence' && m.seats[1] === false), 5000, 'presence');
    await Promise.all([a.close(), c.close(), watcher.close()]);
  });
});
