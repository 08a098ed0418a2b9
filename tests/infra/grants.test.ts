// The grants of each Lambda, checked against what its handler really does: the four handlers run
// on their own contexts against dynalite, every DynamoDB call (operation, table, index), every
// post to a connection and every wake sent to the queue is recorded per handler, and the set must
// equal the role's permissions — nothing missing (the function would fail in AWS) and nothing
// unused (least privilege). SQS has no local counterpart: its client is mocked, and each send recorded.
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, initialState, nextActor, randomCommand, seededRandom, type State } from '../../domain/catan/index.ts';
import { createContext, type Context } from '../../functions/app/context.ts';
import { connectHandler, disconnectHandler, messageHandler, type Handler, type WebSocketEvent } from '../../functions/handlers/lambda.ts';
import { wakeQueueHandler, type WakeHandler } from '../../functions/handlers/wake-queue.ts';
import { ensureTables, startDynalite, type LocalDynamo } from '../../functions/local/dynalite.ts';
import { SqsScheduler } from '../../functions/scheduler/sqs.ts';
import { DynamoChatStore } from '../../functions/store/dynamo/chat.ts';
import { DynamoIdentityStore } from '../../functions/store/dynamo/identity.ts';
import { relyingPartyOf } from '../../functions/app/identity/relying-party.ts';
import { passkeyRound } from './identity-round.ts';
import { createDynamoClient, dynamoStores, type TableNames } from '../../functions/store/dynamo/index.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import type { Delivery } from '../../functions/transport/types.ts';
import { captureLog } from '../integration/helpers/stack.ts';
import { permissionsOf } from './policy.ts';
import { synthesize } from './synth.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const TABLES: TableNames = { events: 'grants-events', connections: 'grants-connections', games: 'grants-games' };
const CHAT_TABLE = 'grants-chat';
const IDENTITY_TABLE = 'grants-identity';
const LABELS: Record<string, string> = {
  [TABLES.events]: 'events', [TABLES.connections]: 'connections', [TABLES.games]: 'games', [CHAT_TABLE]: 'chat', [IDENTITY_TABLE]: 'identity',
};
const SITE = 'https://site.example';
const POST = 'execute-api:ManageConnections api/live/*/@connections/*';
const SEND_WAKE = 'sqs:SendMessage wakes';
const QUEUE_URL = 'https://sqs.local/000000000000/wakes';
/** What the wake function's event source mapping polls with (Lambda's calls, not the handler's). */
const EVENT_SOURCE = ['ChangeMessageVisibility', 'DeleteMessage', 'GetQueueAttributes', 'GetQueueUrl', 'ReceiveMessage'].map((a) => `sqs:${a} wakes`);
/** Time passing for every handler alike: added to the real clock. */
let skewMs = 0;
const clock = () => new Date(Date.now() + skewMs);

/** Records each call of a document client as the permission it needs, e.g. `dynamodb:Query connections/index/byGame`. */
function record(db: DynamoDBClient, used: Set<string>): void {
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { TableName?: string; IndexName?: string; RequestItems?: Record<string, unknown> };
      const operation = String(context.commandName).replace(/Command$/, '');
      // A batch names its tables as the keys of RequestItems (each needs the action on it).
      for (const name of input.RequestItems ? Object.keys(input.RequestItems) : [input.TableName ?? '']) {
        const table = LABELS[name] ?? `? ${name}`;
        used.add(`dynamodb:${operation} ${table}${input.IndexName ? `/index/${input.IndexName}` : ''}`);
      }
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

/** A scheduler on the SQS adapter whose client is mocked: each send is recorded as the permission it needs. */
function recordingScheduler(used: Set<string>): SqsScheduler {
  const sqs = new SQSClient({ region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  mockClient(sqs).on(SendMessageCommand).callsFake(() => {
    used.add(SEND_WAKE);
    return { MessageId: `wake-${used.size}` };
  });
  return new SqsScheduler(sqs, QUEUE_URL, () => clock().getTime());
}

interface Lambda<H> {
  readonly used: Set<string>;
  readonly handler: H;
  readonly transport: RecordingTransport;
  readonly db: DynamoDBClient;
}

type Name = 'connect' | 'disconnect' | 'message' | 'wake';
let dynamo: LocalDynamo;
let lambdas: { connect: Lambda<Handler>; disconnect: Lambda<Handler>; message: Lambda<Handler>; wake: Lambda<WakeHandler> };
let granted: Record<Name, string[]>;

/** A handler on its own context; `scheduled`: with `WAKE_QUEUE_URL`, as `$default` and `wake` have. */
function lambda<H>(endpoint: string, factory: (contextFor: () => Context) => H, scheduled: boolean): Lambda<H> {
  const used = new Set<string>();
  const db = createDynamoClient({ endpoint, region: 'local' });
  record(db, used);
  const transport = new RecordingTransport(used);
  const ctx = createContext({
    stores: { ...dynamoStores(db, TABLES), chat: new DynamoChatStore(db, CHAT_TABLE), identity: new DynamoIdentityStore(db, IDENTITY_TABLE) },
    transport, random: seededRandom(7), log: captureLog().logger, clock, relyingParty: relyingPartyOf(SITE),
    ...(scheduled ? { scheduler: recordingScheduler(used) } : {}),
  });
  return { used, handler: factory(() => ctx), transport, db };
}

const event = (connectionId: string, body?: string): WebSocketEvent => ({
  requestContext: { connectionId, domainName: 'local', stage: 'live' },
  ...(body === undefined ? {} : { body }),
  isBase64Encoded: false,
}) as unknown as WebSocketEvent;

beforeAll(async () => {
  dynamo = await startDynalite({ memory: true, port: 0 });
  await ensureTables(dynamo.endpoint, TABLES, { chat: CHAT_TABLE, identity: IDENTITY_TABLE });
  lambdas = {
    connect: lambda(dynamo.endpoint, connectHandler, false),
    disconnect: lambda(dynamo.endpoint, disconnectHandler, false),
    message: lambda(dynamo.endpoint, messageHandler, true),
    wake: lambda(dynamo.endpoint, (contextFor) => wakeQueueHandler(contextFor), true),
  };
  const { stack, template } = synthesize();
  const { connectHandler: c, disconnectHandler: d, messageHandler: m } = stack.webSocketApi;
  granted = {
    connect: permissionsOf(template, stack, c.role),
    disconnect: permissionsOf(template, stack, d.role),
    message: permissionsOf(template, stack, m.role),
    wake: permissionsOf(template, stack, stack.scheduler.wakeHandler.role),
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
    // AND a player and the spectator chat (a put each; following reads the latest lines)
    expect((await say('seat0', { type: 'say', gameId, seatToken: tokens[0], phrase: 'gl' })).type).toBe('said');
    expect((await say('watcher', { type: 'say', gameId, text: 'go go' })).type).toBe('said');
    // AND a player signs up with a passkey, adopts a seat, signs in again, signs out, deletes the account
    await passkeyRound(say, gameId, tokens[0]!);
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

  it('runs wakes that take over seats past their deadline, let the bot play them, and abandon the game', async () => {
    const { connect, message, wake } = lambdas;
    const say = async (id: string, msg: object) => {
      await message.handler(event(id, JSON.stringify(msg)));
      return message.transport.received(id).at(-1);
    };
    let messageIds = 0;
    const wakeAt = async (gameId: string, at: number) => {
      const body = JSON.stringify({ gameId, at });
      return wake.handler({ Records: [{ messageId: `wake-${++messageIds}`, body } as SQSRecord] });
    };
    const takenOver = () => wake.transport.received('timed0').filter((m) => m.type === 'events')
      .flatMap((m) => m.items).flatMap((item) => item.events).filter((e) => e.type === 'SeatTakenOver').length;
    const reader = createDynamoClient({ endpoint: dynamo.endpoint, region: 'local' });
    const status = async () => (await dynamoStores(reader, TABLES).games.get(gameId))?.status;
    /** Lets time pass by `stepMs` before each wake, as the queue would deliver them, until `done`. */
    const wakeUntil = async (stepMs: number, done: () => boolean | Promise<boolean>) => {
      // A wake's driver stops after a bounded time (a busy machine), leaving the rest to the next one.
      for (let i = 0; i < 20 && !(await done()); i++) {
        skewMs += stepMs;
        expect(await wakeAt(gameId, clock().getTime())).toEqual({ batchItemFailures: [] });
      }
      expect(await done()).toBe(true);
    };
    // GIVEN a game with a one-minute turn timer, two people and a bot, under way, and a spectator
    for (const id of ['timed0', 'timed1', 'timed-watcher']) expect(await connect.handler(event(id))).toEqual({ statusCode: 200 });
    const { gameId } = await say('timed0', { type: 'createGame', players: 3, board: 'beginner', timer: 60, bots: [null, null, 'easy'] });
    expect((await say('timed0', { type: 'joinGame', gameId, name: 'Ada' })).type).not.toBe('error');
    expect((await say('timed1', { type: 'joinGame', gameId, name: 'Bruno' })).type).not.toBe('error');
    await say('timed-watcher', { type: 'spectate', gameId });
    // AND the spectator's connection is gone by the time a wake broadcasts (its record is pruned)
    wake.transport.gone.add('timed-watcher');

    // WHEN a minute passes and the wake comes: the awaited person's seat is taken over and played
    await wakeUntil(61_000, () => takenOver() >= 1);
    // AND then the other person's seat too (nobody is at the table any more)
    await wakeUntil(61_000, () => takenOver() === 2);
    // AND a wake an hour later marks the idle game abandoned
    await wakeUntil(61 * 60_000, async () => (await status()) === 'abandoned');
    reader.destroy();

    // THEN the wake handler used exactly its role's permissions, beside the event source's polling
    expect([...wake.used, ...EVENT_SOURCE].sort()).toEqual(granted.wake);
    expect(granted.wake).toContain(SEND_WAKE);
  });
});
