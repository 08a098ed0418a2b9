// The whole backend in one process: dynalite, the tables, the handlers, and the local gateway.
// `npm start` runs it; tests and benchmarks start it with port 0.
import * as path from 'node:path';

import type { Random } from '../../domain/catan/index.ts';
import { createContext, type Context } from '../app/context.ts';
import { consoleLogger, describeError, type Logger } from '../app/log.ts';
import { flushingMetrics } from '../app/game-metrics.ts';
import { emfMetrics, noMetrics, type GameMetrics } from '../app/metrics.ts';
import { wake } from '../app/wake.ts';
import { connectHandler, disconnectHandler, messageHandler, type Handler } from '../handlers/lambda.ts';
import { keepAliveAgents } from '../aws.ts';
import { DynamoChatStore } from '../store/dynamo/chat.ts';
import { createDynamoClient, dynamoStores } from '../store/dynamo/index.ts';
import type { Stores } from '../store/types.ts';
import { CountingTransport } from '../transport/counting.ts';
import { InProcessTransport } from '../transport/in-process.ts';
import { managementClient, ManagementApiTransport } from '../transport/management-api.ts';
import { CachedConnectionStore } from './connection-cache.ts';
import { localRelyingParty } from './site-origin.ts';
import { DynamoIdentityStore } from '../store/dynamo/identity.ts';
import { ensureTables, LOCAL_CHAT_TABLE, LOCAL_IDENTITY_TABLE, LOCAL_TABLES, startDynalite, type LocalDynamo } from './dynalite.ts';
import { headsFileOf } from './heads.ts';
import { startGateway, type Gateway, type GatewayLimits } from './gateway.ts';
import { countCalls, type CallCounter, type StackObserver } from './instrument.ts';
import { LocalScheduler } from './scheduler.ts';
import { WorkerThinker } from './thinker.ts';
import { checkAndRepair } from './store-check.ts';
import { ACCEPT_DAMAGE, checkPresent } from './store-damage.ts';

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
  /** The gateway's limits, instead of its defaults (tests: short timeouts). */
  readonly limits?: Partial<GatewayLimits>;
  /** The header a reverse proxy writes the client's address into. @default env HEXFOLD_TRUST_PROXY, else none */
  readonly trustProxy?: string;
  /** How long an idle game with nobody at the table waits to be marked abandoned (tests: short). */
  readonly abandonAfterMs?: number;
  /** The store's worker died while running (every store call fails from then on). @default a loud message */
  readonly onStoreFailure?: (reason: string) => void;
  /** How the handlers reach the gateway and the store (benchmarks compare them). @default LOCAL_PATHS */
  readonly paths?: Partial<LocalPaths>;
  /** Where searching bots think: a worker thread, or inline as before (benchmarks compare them). @default 'thread' */
  readonly thinking?: 'thread' | 'inline';
  /** How long a person must have stalled before the others may vote their seat to a bot (tests: short); the site learns it from /config.json. */
  readonly stallAfterMs?: number;
  /** The game metrics (metrics.ts). @default written to the console at HEXFOLD_LOG=info, else none */
  readonly metrics?: GameMetrics;
  /** Watches the handlers' invocations, wakes and DynamoDB client (the cost benchmark). */
  readonly observe?: StackObserver;
}

/**
 * The local stack's shortcuts, none of which changes what the handlers call: the transport is
 * still the `Transport` port, the store still the DynamoDB SDK client with the same commands.
 */
export interface LocalPaths {
  /** Frames: `in-process` posts through the gateway's `post()`; `http` through the SDK's Management API client. */
  readonly transport: 'in-process' | 'http';
  /** DynamoDB calls: `port` reaches the dynalite worker over a MessagePort, unsigned; `http` over HTTP with SigV4. */
  readonly dynamo: 'port' | 'http';
  /** Keep each game's `byGame` list until a write of this process changes it (connection-cache.ts). */
  readonly connectionCache: boolean;
}

export const LOCAL_PATHS: LocalPaths = { transport: 'in-process', dynamo: 'port', connectionCache: true };
/** What the local stack did before its shortcuts: every call over HTTP, as in AWS. */
export const HTTP_PATHS: LocalPaths = { transport: 'http', dynamo: 'http', connectionCache: false };

export interface LocalStack {
  readonly url: string;
  /** The site's URL where passkeys work: `localhost` rather than a loopback address. */
  readonly siteUrl: string;
  readonly wsUrl: string;
  readonly dynamoEndpoint: string;
  /** The stores the handlers use, for tests to inspect. */
  readonly stores: Stores;
  /** DynamoDB calls made by the handlers. */
  readonly dynamoCalls: CallCounter;
  /** Frames the handlers posted to connections (`count`, which a benchmark may set back to 0). */
  readonly posts: { count: number };
  /** Runs a game's wake now, as the scheduler would (tests). */
  wake(gameId: string): Promise<void>;
  /** The games with a wake armed, and when (epoch ms). */
  pendingWakes(): ReadonlyMap<string, number>;
  close(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  if (!options.memory && !options.dataDir) throw new Error('startLocalStack needs dataDir or memory: true');
  const location = options.memory || !options.dataDir ? undefined : path.resolve(options.dataDir, 'dynamo');
  // A store folder deleted while its mark (beside it) says games were acknowledged: not started empty.
  const missing = location ? checkPresent(location, headsFileOf(location), process.env[ACCEPT_DAMAGE] === '1') : null;
  if (missing) (options.log ?? consoleLogger(process.env.HEXFOLD_LOG ?? 'warn')).warn(`store check: ${missing}`, { store: location });
  const dynamo = await startDynalite({
    memory: options.memory, path: location, port: options.dynamoPort ?? 0,
    ...(options.onStoreFailure ? { onFailure: options.onStoreFailure } : {}),
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
  const paths: LocalPaths = { ...LOCAL_PATHS, ...options.paths };
  const db = createDynamoClient({
    endpoint: dynamo.endpoint, region: 'local', agents,
    ...(paths.dynamo === 'port' ? { requestHandler: dynamo.requestHandler, unsigned: true } : {}),
  });
  const dynamoCalls = countCalls(db);
  options.observe?.dynamo?.(db);
  const dynamoStoresOf = dynamoStores(db, LOCAL_TABLES);
  const chat = new DynamoChatStore(db, LOCAL_CHAT_TABLE);
  const identity = new DynamoIdentityStore(db, LOCAL_IDENTITY_TABLE);
  const stores: Stores = paths.connectionCache
    ? { ...dynamoStoresOf, connections: new CachedConnectionStore(dynamoStoresOf.connections), chat, identity }
    : { ...dynamoStoresOf, chat, identity };
  const log = options.log ?? consoleLogger(process.env.HEXFOLD_LOG ?? 'warn');
  // On disk, a store that lost acknowledged data refuses to start; games items that lag their
  // streams (the server died between an append and its projection) are repaired.
  await checkAndRepair({ dynamo, db, stores, tables: LOCAL_TABLES, log, snapshotEvery: options.snapshotEvery }).catch((error: unknown) => {
    db.destroy();
    throw error;
  });
  let management: ReturnType<typeof managementClient> | undefined;
  let ctx: Context | undefined;
  // Known once startGateway returns, before any connection can be accepted.
  const started: { gateway?: Gateway } = {};
  const post = (connectionId: string, data: string) => (started.gateway ? started.gateway.post(connectionId, data) : 'gone');
  let posts = new CountingTransport(new InProcessTransport(post));
  const clock = () => new Date();
  // The wakes run on the handlers' context, made once the gateway knows its port.
  const runWake = (gameId: string): Promise<void> => {
    const made = ctx;
    return made ? timed(options.observe, 'wake', () => flushingMetrics(made, () => wake(made, gameId))) : Promise.resolve();
  };
  const scheduler = observed(new LocalScheduler({ wake: runWake, now: () => clock().getTime(), log }), options.observe, clock);
  // Searching bots think off the event loop (started at the first expert move).
  const thinker = options.thinking === 'inline' ? null : new WorkerThinker(log);

  const gateway = await startGateway({
    port: options.port,
    host: options.host,
    webDist: options.webDist,
    log,
    ...(options.limits ? { limits: options.limits } : {}),
    trustProxy: options.trustProxy ?? (process.env.HEXFOLD_TRUST_PROXY || undefined),
    ...(options.stallAfterMs !== undefined ? { siteConfig: { stallMs: options.stallAfterMs } } : {}),
    handlers: (port) => {
      if (paths.transport === 'http') management = managementClient(`http://${options.host ?? '127.0.0.1'}:${port}`, true, agents);
      posts = new CountingTransport(management ? new ManagementApiTransport(management) : new InProcessTransport(post));
      const made: Context = createContext({
        stores,
        transport: posts,
        log,
        clock,
        scheduler,
        relyingParty: localRelyingParty(options.host, port),
        ...(thinker ? { thinker } : {}),
        ...(options.abandonAfterMs !== undefined ? { abandonAfterMs: options.abandonAfterMs } : {}),
        ...(options.stallAfterMs !== undefined ? { stallAfterMs: options.stallAfterMs } : {}),
        ...(options.random ? { random: options.random } : {}),
        ...(options.snapshotEvery ? { snapshotEvery: options.snapshotEvery } : {}),
        metrics: options.metrics ?? (process.env.HEXFOLD_LOG === 'info' ? emfMetrics() : noMetrics),
      });
      ctx = made;
      const contextFor = () => made;
      const watch = (route: Route, handler: Handler): Handler => (options.observe?.invocation ? (event) => timed(options.observe, route, () => handler(event)) : handler);
      return {
        connect: watch('connect', connectHandler(contextFor)),
        disconnect: watch('disconnect', disconnectHandler(contextFor)),
        message: watch('message', messageHandler(contextFor)),
      };
    },
  });

  started.gateway = gateway;
  await armGamesInPlay(stores, scheduler, clock().getTime(), log);

  return {
    url: gateway.url,
    siteUrl: localRelyingParty(options.host, Number(new URL(gateway.url).port)).origins[0]!,
    wsUrl: gateway.wsUrl,
    dynamoEndpoint: dynamo.endpoint,
    stores,
    dynamoCalls,
    get posts() {
      return posts;
    },
    wake: runWake,
    pendingWakes: () => scheduler.pending(),
    async close() {
      // No new wakes; the handlers in flight finish (their bots too), then the wakes running.
      scheduler.stop();
      await gateway.close();
      // The bots stop between moves (the scheduler is stopping); a wake mid-move gets a moment.
      await scheduler.drain(1000);
      await thinker?.close();
      // Either client's destroy() closes the shared pool's sockets.
      management?.destroy();
      db.destroy();
      await dynamo.close();
    },
  };
}

/**
 * Timers live in memory: after a start (or a crash) every open or playing game gets a wake now,
 * which re-arms its deadline, its bot's waiting offer or its abandon check from the stored stream
 * (and lets a bot that owed a move play it).
 */
async function armGamesInPlay(stores: Stores, scheduler: LocalScheduler, now: number, log: Logger): Promise<void> {
  try {
    const lists = await Promise.all((['open', 'playing'] as const).map((status) => stores.games.listByStatus(status, 10_000)));
    for (const game of lists.flat()) await scheduler.wakeAt(game.gameId, now);
  } catch (error) {
    log.error('wakes not armed at start-up', describeError(error));
  }
}

type Route = 'connect' | 'disconnect' | 'message' | 'wake';

/** Runs `run` and tells the observer how long it took. */
async function timed<T>(observe: StackObserver | undefined, route: Route, run: () => Promise<T>): Promise<T> {
  const began = performance.now();
  try {
    return await run();
  } finally {
    observe?.invocation?.(route, performance.now() - began);
  }
}

/** The scheduler, telling the observer of every wake asked (each would be a message of the wake queue in AWS). */
function observed(scheduler: LocalScheduler, observe: StackObserver | undefined, clock: () => Date): LocalScheduler {
  if (!observe?.wakeAt) return scheduler;
  const wakeAt = scheduler.wakeAt.bind(scheduler);
  scheduler.wakeAt = (gameId, at) => {
    observe.wakeAt?.(gameId, at, clock().getTime());
    return wakeAt(gameId, at);
  };
  return scheduler;
}
