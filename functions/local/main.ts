// `npm start`: the whole game on one machine. Builds the web client if needed, keeps the store
// on disk (HEXFOLD_DATA, default ./data) so a restart loses nothing, and serves everything on PORT.
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack, type LocalStack } from './stack.ts';
import { StoreDamagedError } from './store-damage.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'web');
const webDist = path.join(webDir, 'dist');

/** What the site is built from: a change to any of these makes `npm start` build it again. */
const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'domain', 'functions/protocol'].map((p) => path.join(root, p));

function newerThan(time: number, paths: readonly string[]): boolean {
  return paths.some((p) => {
    if (!existsSync(p)) return false;
    const stat = statSync(p);
    if (!stat.isDirectory()) return stat.mtimeMs > time;
    return newerThan(time, readdirSync(p).map((name) => path.join(p, name)));
  });
}

async function buildWeb(): Promise<void> {
  const configFile = path.join(webDir, 'vite.config.ts');
  const built = path.join(webDist, 'index.html');
  if (process.env.HEXFOLD_BUILD === '0') return;
  const wanted = process.env.HEXFOLD_BUILD === '1' || !existsSync(built) || newerThan(statSync(built).mtimeMs, SOURCES);
  if (!wanted) return;
  if (!existsSync(configFile)) {
    console.log('web/vite.config.ts does not exist yet: skipping the web build (the WebSocket API still runs).');
    return;
  }
  console.log('Building the web client…');
  try {
    const { build } = await import('vite');
    await build({ root: webDir, configFile, logLevel: 'warn' });
  } catch (error) {
    console.error(`The web build failed, serving the WebSocket API only: ${(error as Error).message}`);
  }
}

/**
 * A Ctrl-C in a terminal reaches npm and the server at once, and npm passes it on to the server
 * too: a repeat this soon after the first is the same key press.
 */
const SAME_SIGNAL_MS = 500;

function onShutdown(stack: LocalStack, dataDir: string): void {
  let stopping = false;
  let firstAt = 0;
  const stop = async (signal: string) => {
    if (stopping && Date.now() - firstAt < SAME_SIGNAL_MS) return;
    if (stopping) {
      // Every acknowledged move is already synced to disk: stopping now loses nothing acknowledged.
      console.error(`\nSecond ${signal}: exiting now, without waiting for the store to close. Every acknowledged move was`
        + ' already on disk; the next start checks the store.');
      process.exit(130);
    }
    stopping = true;
    firstAt = Date.now();
    console.log(`\n${signal}: closing connections and flushing the store… (${signal === 'SIGINT' ? 'Ctrl-C again' : 'the signal again'} stops at once)`);
    try {
      await stack.close();
      console.log('Stopped: the store is closed.');
      process.exit(0);
    } catch (error) {
      console.error(`\nThe store in ${dataDir} did not close cleanly: ${error instanceof Error ? error.message : String(error)}`
        + '\nEvery move acknowledged to players was synced to disk before it was acknowledged; start again (`npm start`):'
        + ' the start-up check says whether anything is damaged, and what to do.');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // Started by `npm start`: should npm go away without passing its signal on (killed with
  // SIGKILL, or a shell in between), the server stops too instead of holding its port.
  if (process.env.npm_lifecycle_event !== undefined) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void stop('npm exited');
    }, 1_000).unref();
  }
}

let started = false;

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Nothing left to wait for before the stack runs would end the process silently, with status 0.
  process.on('beforeExit', () => {
    if (started) return;
    console.error('Hexfold stopped before it started, with no error to report: this is a bug.');
    process.exit(1);
  });
  await buildWeb();
  const dataDir = path.resolve(process.env.HEXFOLD_DATA ?? 'data');
  const stack = await startLocalStack({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '127.0.0.1',
    dataDir,
    dynamoPort: Number(process.env.HEXFOLD_DYNAMO_PORT ?? 8000),
    webDist,
    onStoreFailure: (reason) => {
      console.error(`\nHexfold stops: its store in ${dataDir} failed (${reason}).\nStart it again: the start-up check says what is damaged.`);
      process.exit(1);
    },
  });
  started = true;
  onShutdown(stack, dataDir);
  console.log(`Hexfold is running at ${stack.siteUrl}  (WebSocket ${stack.wsUrl}, store ${dataDir}, DynamoDB ${stack.dynamoEndpoint})`);
}

main().catch((error) => {
  // A damaged store is the operator's to mend: its message says what, where, and what to do.
  console.error(error instanceof StoreDamagedError ? `\n${error.message}\n` : error);
  process.exit(1);
});
