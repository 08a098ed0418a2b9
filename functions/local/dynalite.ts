// A local DynamoDB (dynalite, in memory or on disk) and the tables of the CDK stack.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import {
  CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { CONNECTIONS_BY_GAME, GAMES_BY_STATUS, RATINGS_BY_LADDER, type TableNames } from '../store/dynamo/client.ts';
import { addIdentityIndex } from './identity-index.ts';
import { PortRequestHandler } from './dynamo-port.ts';
import { headsFileOf, moveOldHeads } from './heads.ts';
import { StoreDamagedError } from './store-damage.ts';

export const LOCAL_TABLES: TableNames = { events: 'hexfold-events', connections: 'hexfold-connections', games: 'hexfold-games' };
/** The chat's table (functions/store/dynamo/chat.ts); its writes are synced like the games'. */
export const LOCAL_CHAT_TABLE = 'hexfold-chat';
/** Accounts and passkeys (functions/store/dynamo/identity.ts). */
export const LOCAL_IDENTITY_TABLE = 'hexfold-identity';

export { HEADS_FILE } from './heads.ts';

export interface DynaliteOptions {
  /** LevelDB folder (persisted); ignored with `memory`. */
  readonly path?: string;
  readonly memory?: boolean;
  /** 0 picks a free port. @default env HEXFOLD_DYNAMO_PORT, else 8000 */
  readonly port?: number;
  /**
   * On disk: sync (fsync the write-ahead log) each write of the durable tables before it is
   * answered, and keep the events table's high-water mark. Only a benchmark turns it off.
   * @default true
   */
  readonly sync?: boolean;
  /** On disk: read every entry once before serving (damage is reported at start). @default true */
  readonly verify?: boolean;
  /** The tables' names: writes of `connections` are not synced, `events` has the high-water mark. */
  readonly tables?: TableNames;
  /**
   * The worker stopped on its own after it started (dynalite failed on a damaged store): every
   * store call fails from then on. @default a loud message on stderr
   */
  readonly onFailure?: (reason: string) => void;
}

export interface LocalDynamo {
  readonly endpoint: string;
  /** The LevelDB folder; undefined in memory. */
  readonly path?: string;
  /** The high-water-mark file (on disk). */
  readonly headsFile?: string;
  /** What LevelDB's info log says it dropped or found damaged while opening the store. */
  readonly recovery: readonly string[];
  /**
   * An SDK `requestHandler` that reaches the worker over a MessagePort instead of HTTP (the same
   * requests, answered by the same dynalite code: dynamo-port.ts); shared by every client of it.
   */
  readonly requestHandler: PortRequestHandler;
  close(): Promise<void>;
}

type Reply = { port?: number; recovery?: string[]; error?: string; stage?: string; closed?: boolean };

/**
 * dynalite runs in its own worker thread (dynalite-worker.mjs): it is the emulator's share of the
 * work, and on the event loop of the handlers it would add its CPU time to every command's latency.
 * The worker answers its start with `{port, recovery}` or `{error, stage}`, and a message asking
 * it to close with `{closed, error?}`.
 */
export async function startDynalite(options: DynaliteOptions): Promise<LocalDynamo> {
  const onDisk = !options.memory && options.path !== undefined;
  const location = onDisk ? path.resolve(options.path!) : undefined;
  if (location) mkdirSync(location, { recursive: true });
  const tables = options.tables ?? LOCAL_TABLES;
  const durable = options.sync ?? true;
  const headsFile = location && durable ? headsFileOf(location) : undefined;
  if (location && headsFile) moveOldHeads(location, headsFile);
  const channel = new MessageChannel();
  const requestHandler = new PortRequestHandler(channel.port1);
  const worker = new Worker(new URL('./dynalite-worker.mjs', import.meta.url), {
    transferList: [channel.port2],
    workerData: {
      rpc: channel.port2,
      module: createRequire(import.meta.url).resolve('dynalite'),
      options: { createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(location ? { path: location } : {}) },
      port: options.port ?? Number(process.env.HEXFOLD_DYNAMO_PORT ?? 8000),
      disk: location
        ? { sync: durable, verify: options.verify ?? true, headsFile, eventsTable: tables.events, volatileTables: [tables.connections] }
        : null,
    },
  });
  // Kept for the whole life of the worker: an 'error' with no listener would throw in this thread.
  let crash: string | undefined;
  let state: 'starting' | 'running' | 'closing' | 'gone' = 'starting';
  worker.on('error', (error) => {
    crash = error instanceof Error ? (error.stack ?? error.message) : String(error);
  });
  worker.on('exit', (code) => {
    const was = state;
    state = 'gone';
    requestHandler.fail(`exit code ${code}`);
    if (was === 'running') {
      const reason = `the store's worker stopped (exit code ${code})${crash ? `: ${crash}` : ''}`;
      (options.onFailure ?? ((r: string) => console.error(`\nHexfold's store stopped working: ${r}\n`)))(reason);
    }
  });
  const reply = () => new Promise<Reply>((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('exit', onExit);
    };
    const onMessage = (message: Reply) => {
      done();
      resolve(message);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`the store's worker stopped (exit code ${code})${crash ? `: ${crash}` : ''}`));
    };
    worker.on('message', onMessage);
    worker.on('exit', onExit);
  });

  let started: Reply;
  try {
    started = await reply();
  } catch (error) {
    started = { error: (error as Error).message, stage: 'start' };
  }
  if (started.error !== undefined || started.port === undefined) {
    state = 'closing';
    await worker.terminate();
    if (location && (started.stage === 'open' || started.stage === 'read')) {
      throw StoreDamagedError.unreadable(location, started.stage, started.error ?? 'unknown error', started.recovery ?? []);
    }
    throw new Error(`dynalite did not start: ${started.error}`);
  }
  state = 'running';
  return {
    endpoint: `http://127.0.0.1:${started.port}`,
    ...(location ? { path: location } : {}),
    ...(headsFile ? { headsFile } : {}),
    recovery: started.recovery ?? [],
    requestHandler,
    // dynalite's close also closes (and flushes) its LevelDB.
    async close() {
      if (state !== 'running') return;
      state = 'closing';
      let error: string | undefined;
      try {
        const closing = reply();
        worker.postMessage('close');
        error = (await closing).error;
      } catch (stopped) {
        error = (stopped as Error).message;
      }
      await worker.terminate();
      requestHandler.close();
      if (error) throw new Error(`dynalite did not close cleanly: ${error}`);
    },
  };
}

const S = 'S' as const;
const N = 'N' as const;
const index = (IndexName: string, hash: string, range: string) => ({
  IndexName,
  KeySchema: [{ AttributeName: hash, KeyType: 'HASH' as const }, { AttributeName: range, KeyType: 'RANGE' as const }],
  Projection: { ProjectionType: 'ALL' as const },
});

/** The key schema of infra/constructs/event-store.ts. */
export function tableDefinitions(names: TableNames): CreateTableCommandInput[] {
  const billing = { BillingMode: 'PAY_PER_REQUEST' as const };
  return [
    {
      TableName: names.events, ...billing,
      AttributeDefinitions: [{ AttributeName: 'gameId', AttributeType: S }, { AttributeName: 'version', AttributeType: N }],
      KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }, { AttributeName: 'version', KeyType: 'RANGE' }],
    },
    {
      TableName: names.connections, ...billing,
      AttributeDefinitions: [{ AttributeName: 'connectionId', AttributeType: S }, { AttributeName: 'gameId', AttributeType: S }],
      KeySchema: [{ AttributeName: 'connectionId', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [index(CONNECTIONS_BY_GAME, 'gameId', 'connectionId')],
    },
    {
      TableName: names.games, ...billing,
      AttributeDefinitions: [
        { AttributeName: 'gameId', AttributeType: S }, { AttributeName: 'status', AttributeType: S }, { AttributeName: 'createdAt', AttributeType: S },
      ],
      KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [index(GAMES_BY_STATUS, 'status', 'createdAt')],
    },
  ];
}

async function exists(client: DynamoDBClient, TableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

export interface EnsureOptions {
  /** Start with an empty connections table: after a restart of the gateway no socket survives. */
  readonly forgetConnections?: boolean;
  /** The chat table's name. @default LOCAL_CHAT_TABLE */
  readonly chat?: string;
  /** The identity table's name. @default LOCAL_IDENTITY_TABLE */
  readonly identity?: string;
}

/** The chat table: a game's lines, sorted by `<channel>#<time>#<id>`. */
export const chatTableDefinition = (TableName: string): CreateTableCommandInput => ({
  TableName, BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [{ AttributeName: 'gameId', AttributeType: S }, { AttributeName: 'lineKey', AttributeType: S }],
  KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }, { AttributeName: 'lineKey', KeyType: 'RANGE' }],
});

/**
 * The identity table: (pk, sk) strings, `expiresAt` its TTL, and the leaderboards' index
 * (infra/constructs/identity-table.ts).
 */
export const identityTableDefinition = (TableName: string): CreateTableCommandInput => ({
  TableName, BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: S }, { AttributeName: 'sk', AttributeType: S },
    { AttributeName: 'ladder', AttributeType: S }, { AttributeName: 'shown', AttributeType: N },
  ],
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
  GlobalSecondaryIndexes: [{
    ...index(RATINGS_BY_LADDER, 'ladder', 'shown'), Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['mu', 'sigma', 'games'] },
  }],
});

/** Creates the tables (with their indexes), the chat's and the identity's unless they exist. dynalite has no TTL expiry. */
export async function ensureTables(endpoint: string, names: TableNames = LOCAL_TABLES, options: EnsureOptions = {}): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    if (options.forgetConnections && (await exists(client, names.connections))) {
      await client.send(new DeleteTableCommand({ TableName: names.connections }));
      // dynalite answers while the table is still DELETING and removes it a moment later: created
      // before then, it would vanish.
      for (let waited = 0; await exists(client, names.connections); waited += 5) {
        if (waited > 10_000) throw new Error(`the table ${names.connections} was not deleted`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    const definitions = [
      ...tableDefinitions(names), chatTableDefinition(options.chat ?? LOCAL_CHAT_TABLE), identityTableDefinition(options.identity ?? LOCAL_IDENTITY_TABLE),
    ];
    for (const definition of definitions) {
      if (!(await exists(client, definition.TableName!))) await client.send(new CreateTableCommand(definition));
    }
    // An identity table kept on disk from before its index: made again with it, items and all.
    await addIdentityIndex(client, identityTableDefinition(options.identity ?? LOCAL_IDENTITY_TABLE), RATINGS_BY_LADDER);
    // dynalite answers CreateTable while the table is CREATING and marks it ACTIVE a moment later
    // (a write of its own); until then every item call on it fails with ResourceNotFoundException.
    for (const { TableName } of definitions) {
      for (let waited = 0; (await client.send(new DescribeTableCommand({ TableName }))).Table?.TableStatus !== 'ACTIVE'; waited += 5) {
        if (waited > 10_000) throw new Error(`the table ${TableName} did not become active`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  } finally {
    client.destroy();
  }
}
