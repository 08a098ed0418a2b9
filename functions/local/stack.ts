// The whole backend in one process: dynalite, the tables, the handlers, and the local gateway.
// `npm start` runs it; tests and benchmarks start it with port 0.
import * as path from 'node:path';

import type { Random } from '../../domain/index.ts';
import { createContext, type Context } from '../app/context.ts';
import { consoleLogger, type Logger } from '../app/log.ts';
import { connectHandler, disconnectHandler, messageHandler } from '../handlers/lambda.ts';
import { keepAliveAgents } from '../aws.ts';
import { createDynamoClient, dynamoStores } from '../store/dynamo/index.ts';
import type { Stores } from '../store/types.ts';
import { managementClient, ManagementApiTransport } from '../transport/management-api.ts';
import { ensureTables, LOCAL_TABLES, startDynalite, type LocalDynamo } from './dynalite.ts';
import { startGateway } from './gateway.ts';
import { countCalls, type CallCounter } from './instrument.ts';

// The SDK warns about Node 20 when a client is built; the local stack knows (see TOOLCHAIN.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalStackOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Folder for the persisted store (dynalite's LevelDB goes in `dynamo/`). */
  readonly dataDir?: string;
  /** Keep the store in memory instead. */
  readonly memory?: boolean;
  /** The built web client to serve. */
  readonly webDist?: string;
  /** @default 0 (a free port) */
  readonly dynamoPort?: number;
  readonly host?: string;
  /** Replaces the server's crypto randomness (tests: seeded games). */
  readonly random?: Random;
  readonly log?: Logger;
  readonly snapshotEvery?: number;
}

export interface LocalStack {
  readonly url: string;
  readonly wsUrl: string;
  readonly dynamoEndpoint: string;
  /** The stores the handlers use, for tests to inspect. */
  readonly stores: Stores;
  /** DynamoDB calls made by the handlers. */
  readonly dynamoCalls: CallCounter;
  close(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  if (!options.memory && !options.dataDir) throw new Error('startLocalStack needs dataDir or memory: true');
  const dynamo = await startDynalite({
    memory: options.memory, path: options.dataDir && path.join(options.dataDir, 'dynamo'), port: options.dynamoPort ?? 0,
  });
  try {
    return await serve(options, dynamo);
  } catch (error) {
    await dynamo.close();
    throw error;
  }
}

async function serve(options: LocalStackOptions, dynamo: LocalDynamo): Promise<LocalStack> {
  await ensureTables(dynamo.endpoint, LOCAL_TABLES, { forgetConnections: true });
  // One keep-alive pool for both clients, as in a Lambda container.
  const agents = keepAliveAgents();
  const db = createDynamoClient({ endpoint: dynamo.endpoint, region: 'local', agents });
  const dynamoCalls = countCalls(db);
  const stores = dynamoStores(db, LOCAL_TABLES);
  const log = options.log ?? consoleLogger(process.env.HEXFOLD_LOG ?? 'warn');
  let management: ReturnType<typeof managementClient> | undefined;

  const gateway = await startGateway({
    port: options.port,
    host: options.host,
    webDist: options.webDist,
    handlers: (port) => {
      management = managementClient(`http://${options.host ?? '127.0.0.1'}:${port}`, true, agents);
      const ctx: Context = createContext({
        stores,
        transport: new ManagementApiTransport(management),
        log,
        ...(options.random ? { random: options.random } : {}),
        ...(options.snapshotEvery ? { snapshotEvery: options.snapshotEvery } : {}),
      });
      const contextFor = () => ctx;
      return { connect: connectHandler(contextFor), disconnect: disconnectHandler(contextFor), message: messageHandler(contextFor) };
    },
  });

  return {
    url: gateway.url,
    wsUrl: gateway.wsUrl,
    dynamoEndpoint: dynamo.endpoint,
    stores,
    dynamoCalls,
    async close() {
      await gateway.close();
      // Either client's destroy() closes the shared pool's sockets.
      management?.destroy();
      db.destroy();
      await dynamo.close();
    },
  };
}
