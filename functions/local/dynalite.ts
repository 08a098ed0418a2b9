// A local DynamoDB (dynalite, in memory or on disk) and the tables of the CDK stack.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { CONNECTIONS_BY_GAME, GAMES_BY_STATUS, type TableNames } from '../store/dynamo/client.ts';

export const LOCAL_TABLES: TableNames = { events: 'hexfold-events', connections: 'hexfold-connections', games: 'hexfold-games' };

export interface DynaliteOptions {
  /** LevelDB folder (persisted); ignored with `memory`. */
  readonly path?: string;
  readonly memory?: boolean;
  /** 0 picks a free port. @default env HEXFOLD_DYNAMO_PORT, else 8000 */
  readonly port?: number;
}

export interface LocalDynamo {
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * dynalite runs in its own worker thread: it is the emulator's share of the work, and on the
 * event loop of the handlers it would add its CPU time to every command's latency.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const server = require(workerData.module)(workerData.options);
server.on('error', (error) => parentPort.postMessage({ error: String(error) }));
server.listen(workerData.port, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => server.close((error) => parentPort.postMessage({ closed: true, error: error && String(error) })));
`;

export async function startDynalite(options: DynaliteOptions): Promise<LocalDynamo> {
  if (!options.memory && options.path) mkdirSync(options.path, { recursive: true });
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      module: createRequire(import.meta.url).resolve('dynalite'),
      options: { createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(options.memory ? {} : { path: options.path }) },
      port: options.port ?? Number(process.env.HEXFOLD_DYNAMO_PORT ?? 8000),
    },
  });
  const reply = () => new Promise<{ port?: number; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const started = await reply();
  if (started.error !== undefined || started.port === undefined) {
    await worker.terminate();
    throw new Error(`dynalite did not start: ${started.error}`);
  }
  return {
    endpoint: `http://127.0.0.1:${started.port}`,
    // dynalite's close also closes (and flushes) its LevelDB.
    async close() {
      const closed = reply();
      worker.postMessage('close');
      const { error } = await closed;
      await worker.terminate();
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
}

/** Creates the three tables (with their indexes) unless they exist. dynalite has no TTL expiry. */
export async function ensureTables(endpoint: string, names: TableNames = LOCAL_TABLES, options: EnsureOptions = {}): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    if (options.forgetConnections && (await exists(client, names.connections))) {
      await client.send(new DeleteTableCommand({ TableName: names.connections }));
    }
    for (const definition of tableDefinitions(names)) {
      if (!(await exists(client, definition.TableName!))) await client.send(new CreateTableCommand(definition));
    }
  } finally {
    client.destroy();
  }
}
