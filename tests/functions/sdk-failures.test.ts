// DynamoDB failures as the SDK reports them: mapped by the stores and the service to typed errors.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ConditionalCheckFailedException, DynamoDBClient, GetItemCommand, InternalServerError, ProvisionedThroughputExceededException,
  PutItemCommand as PutCommand, QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { createContext, handleMessage } from '../../functions/app/service.ts';
import { connectionItem, createDynamoClient, dynamoStores, eventItem, gameItem } from '../../functions/store/dynamo/index.ts';
import { StoreUnavailableError } from '../../functions/store/types.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import { captureLog } from '../integration/helpers/stack.ts';
import { setup } from './service-setup.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const TABLES = { events: 'events', connections: 'connections', games: 'games' };
const ddb = mockClient(DynamoDBClient);

const throttled = () => new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: { httpStatusCode: 400 } });
const serverError = () => new InternalServerError({ message: 'Internal server error', $metadata: { httpStatusCode: 500 } });
const conflict = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: { httpStatusCode: 400 } });

/** A game built in memory, served to the DynamoDB adapters through the mock. */
async function mockedGame() {
  const { stores, table } = setup();
  const { gameId, tokens } = await table();
  const records = await stores.events.range(gameId, 0);
  ddb.on(GetItemCommand).resolves({ Item: gameItem((await stores.games.get(gameId))!) });
  ddb.on(QueryCommand, { TableName: 'events' }).resolves({ Items: records.reverse().map(eventItem) });
  ddb.on(QueryCommand, { TableName: 'connections' }).resolves({ Items: [] });
  const transport = new MemoryTransport();
  const log = captureLog();
  const ctx = createContext({ stores: dynamoStores(createDynamoClient({ endpoint: 'http://127.0.0.1:9' }), TABLES), transport, log: log.logger, random: seededRandom(1) });
  const roll = JSON.stringify({ type: 'command', gameId, seatToken: tokens[0], commandId: 'roll-0001', command: { type: 'RollDice' } });
  const send = async () => {
    await handleMessage(ctx, 'seat0', roll);
    return transport.received('seat0');
  };
  return { send, log, tokens, transport, gameId };
}

describe('an append that DynamoDB refuses', () => {
  afterEach(() => ddb.reset());
  // The next suite needs the real client.
  afterAll(() => ddb.restore());

  it.each([['throttling', throttled], ['a 5xx', serverError]])('fails cleanly on %s: store/unavailable, nothing broadcast', async (_, error) => {
    const { send, log, tokens } = await mockedGame();
    ddb.on(PutCommand).rejects(error());
    expect(await send()).toMatchObject([{ type: 'error', code: 'store/unavailable', commandId: 'roll-0001' }]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    // The broadcast's index query goes out with the put; nothing is sent to anyone.
    expect(ddb.commandCalls(QueryCommand, { TableName: 'connections' }).length).toBeLessThanOrEqual(1);
    expect(JSON.stringify(log.lines)).not.toContain(tokens[0]);
  });

  it('fails cleanly when the index query alongside a refused put fails too', async () => {
    const { send } = await mockedGame();
    ddb.on(PutCommand).rejects(throttled());
    ddb.on(QueryCommand, { TableName: 'connections' }).rejects(serverError());
    expect(await send()).toMatchObject([{ type: 'error', code: 'store/unavailable', commandId: 'roll-0001' }]);
  });

  it('retries a lost race with a fresh load, then accepts, broadcasting to the connections asked for with that put', async () => {
    const { send, transport, gameId } = await mockedGame();
    ddb.on(PutCommand).rejectsOnce(conflict()).resolves({});
    // A spectator starts following between the two puts: only the second index query lists it.
    const watcher = connectionItem({ connectionId: 'watcher', gameId, connectedAt: '2026-01-01T00:00:00.000Z', expiresAt: 1 });
    ddb.on(QueryCommand, { TableName: 'connections' }).resolvesOnce({ Items: [] }).resolves({ Items: [watcher] });
    expect(await send()).toMatchObject([{ type: 'accepted', version: 5 }]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(2);
    expect(ddb.commandCalls(QueryCommand, { TableName: 'events' })).toHaveLength(2);
    expect(ddb.commandCalls(QueryCommand, { TableName: 'connections' })).toHaveLength(2);
    expect(transport.received('watcher')).toMatchObject([{ type: 'events', gameId, head: 5, items: [{ version: 5 }] }]);
  });

  it('gives up after a bounded number of lost races', async () => {
    const { send } = await mockedGame();
    ddb.on(PutCommand).rejects(conflict());
    expect(await send()).toMatchObject([{ type: 'error', code: 'store/conflict' }]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(5);
  });
});

describe('the SDK\'s own retries (a real client against a failing endpoint)', () => {
  let server: Server;
  let requests = 0;
  let failures = 0;
  let status = 400;
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      requests++;
      if (failures-- > 0) {
        const type = status === 400 ? 'ProvisionedThroughputExceededException' : 'InternalServerError';
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type });
        res.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'try later' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const appendOnce = () => {
    const db = createDynamoClient({ endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, maxAttempts: 3 });
    return dynamoStores(db, TABLES).events.append({ gameId: 'g', version: 1, commandId: 'c', events: [], at: 'now' });
  };

  it.each([[400, 'throttling'], [500, 'a 5xx']])('retries %s (%s) and succeeds when it passes', async (code) => {
    [requests, failures, status] = [0, 2, code];
    expect(await appendOnce()).toBe(true);
    expect(requests).toBe(3);
  });

  it.each([[400], [500]])('gives up after the attempts on %s, as StoreUnavailableError', async (code) => {
    [requests, failures, status] = [0, 99, code];
    await expect(appendOnce()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(requests).toBe(3);
  });
});
