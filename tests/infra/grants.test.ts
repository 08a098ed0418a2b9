// The grants of each Lambda, checked against what its handler really does: the three handlers run
// on their own contexts against dynalite, every DynamoDB call (operation, table, index) and every
// post to a connection is recorded per handler, and the set must equal the role's permissions —
// nothing missing (the function would fail in AWS) and nothing unused (least privilege).
import * as os from 'node:os';
import * as path from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, initialState, nextActor, randomCommand, seededRandom, type State } from '../../domain/index.ts';
import { createContext } from '../../functions/app/context.ts';
import { connectHandler, disconnectHandler, messageHandler, type Handler, type WebSocketEvent } from '../../functions/handlers/lambda.ts';
import { ensureTables, startDynalite, type LocalDynamo } from '../../functions/local/dynalite.ts';
import { createDynamoClient, dynamoStores, type TableNames } from '../../functions/store/dynamo/index.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import type { Delivery } from '../../functions/transport/types.ts';
import { HexfoldStack } from '../../infra/hexfold-stack.ts';
import { captureLog } from '../integration/helpers/stack.ts';
import { permissionsOf } from './policy.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const TABLES: TableNames = { events: 'grants-events', connections: 'grants-connections', games: 'grants-games' };
const LABELS: Record<string, string> = { [TABLES.events]: 'events', [TABLES.connections]: 'connections', [TABLES.games]: 'games' };
const POST = 'execute-api:ManageConnections api/live/*/@connections/*';

/** Records each call of a document client as the permission it needs, e.g. `dynamodb:Query connections/index/byGame`. */
function record(db: DynamoDBClient, used: Set<string>): void {
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TableName?: string; IndexName?: string };
      const operation = String(context.commandName).replace(/Command$/, '');
      const table = LABELS[input.TableName ?? ''] ?? `? ${input.TableName}`;
      used.add(`dynamodb:${operation} ${table}${input.IndexName ? `/index/${input.IndexName}` : ''}`);
      return next(args);
    },
    { step: 'initialize', name: 'grantsRecorder' },
  );
}

/** A transport that records posting, and finds chosen connections gone (HTTP 410). */
class RecordingTransport extends MemoryTransport {
  constructor(private readonly used: Set<string>) {
    super();
  }

  override async send(connectionId: string, data: string): Promise<Delivery> {
    this.used.add(POST);
    return super.send(connectionId, data);
  }
}

interface Lambda {
  readonly used: Set<string>;
  readonly handler: Handler;
  readonly transport: RecordingTransport;
  readonly db: DynamoDBClient;
}

let dynamo: LocalDynamo;
let lambdas: Record<'connect' | 'disconnect' | 'message', Lambda>;
let granted: Record<'connect' | 'disconnect' | 'message', string[]>;

function lambda(endpoint: string, factory: typeof connectHandler): Lambda {
  const used = new Set<string>();
  const db = createDynamoClient({ endpoint, region: 'local' });
  record(db, used);
  const transport = new RecordingTransport(used);
  const ctx = createContext({ stores: dynamoStores(db, TABLES), transport, random: seededRandom(7), log: captureLog().logger });
  return { used, handler: factory(() => ctx), transport, db };
}

const event = (connectionId: string, body?: string): WebSocketEvent => ({
  requestContext: { connectionId, domainName: 'local', stage: 'live' },
  ...(body === undefined ? {} : { body }),
  isBase64Encoded: false,
}) as unknown as WebSocketEvent;

beforeAll(async () => {
  dynamo = await startDynalite({ memory: true, port: 0 });
  await ensureTables(dynamo.endpoint, TABLES);
  lambdas = {
    connect: lambda(dynamo.endpoint, connectHandler),
    disconnect: lambda(dynamo.endpoint, disconnectHandler),
    message: lambda(dynamo.endpoint, messageHandler),
  };
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new HexfoldStack(app, 'HexfoldStack', { siteDir: path.join(os.tmpdir(), 'hexfold-no-web-build') });
  const template = Template.fromStack(stack);
  const { connectHandler: c, disconnectHandler: d, messageHandler: m } = stack.webSocketApi;
  granted = {
    connect: permissionsOf(template, stack, c.role),
    disconnect: permissionsOf(template, stack, d.role),
    message: permissionsOf(template, stack, m.role),
  };
}, 60_000);

afterAll(async () => {
  for (const l of Object.values(lambdas ?? {})) l.db.destroy();
  await dynamo?.close();
});

describe('every handler is granted exactly what it uses', () => {
  it('runs a lobby, a game, a spectator, a lost connection and a disconnect', async () => {
    const { connect, disconnect, message } = lambdas;
    const say = async (id: string, msg: object) => {
      await message.handler(event(id, JSON.stringify(msg)));
      return message.transport.received(id).at(-1);
    };
    // GIVEN five connections
    const ids = ['seat0', 'seat1', 'seat2', 'watcher', 'lobby'];
    for (const id of ids) expect(await connect.handler(event(id))).toEqual({ statusCode: 200 });
    // WHEN a game is created, filled (it starts playing), watched and listed
    const { gameId } = await say('seat0', { type: 'createGame', players: 3, board: 'beginner' });
    const tokens: string[] = [];
    for (let seat = 0; seat < 3; seat++) {
      await say(`seat${seat}`, { type: 'joinGame', gameId, name: `P${seat}` });
      tokens.push(message.transport.received(`seat${seat}`).find((m) => m.type === 'joined').seatToken);
    }
    await say('watcher', { type: 'spectate', gameId });
    expect((await say('lobby', { type: 'listGames' })).type).toBe('games');
    await say('seat1', { type: 'resume', gameId, seatToken: tokens[1], lastVersion: 0 });
    // AND the spectator is gone when the next command is broadcast (its record is pruned)
    message.transport.gone.add('watcher');
    const view = (): State => message.transport.received('seat0')
      .filter((m) => m.type === 'events').flatMap((m) => m.items)
      .reduce((s: State, item: { events: [] }) => fold(item.events, s), initialState(0));
    const random = seededRandom(3);
    const actor = nextActor(view())!;
    const command = randomCommand(view(), actor, random)!;
    const { seat: _, ...body } = command as { seat?: number };
    await say(`seat${actor}`, { type: 'command', gameId, seatToken: tokens[actor], commandId: 'grants-0001', command: body });
    expect(message.transport.received(`seat${actor}`).find((m) => m.type === 'accepted' || m.type === 'error')?.type).toBe('accepted');
    // AND a seat disconnects while another one is gone (presence prunes it)
    disconnect.transport.gone.add('seat2');
    expect(await disconnect.handler(event('seat1'))).toEqual({ statusCode: 200 });
    expect(disconnect.transport.received('seat0').at(-1)).toMatchObject({ type: 'presence', gameId });

    // THEN each handler used exactly the permissions its role has
    const sorted = (s: Set<string>) => [...s].sort();
    expect(sorted(connect.used)).toEqual(granted.connect);
    expect(sorted(disconnect.used)).toEqual(granted.disconnect);
    expect(sorted(message.used)).toEqual(granted.message);
  });
});
