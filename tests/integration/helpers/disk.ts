// Stores on disk for the durability tests: made through the real stack, copied, damaged, and
// `npm start` (functions/local/main.ts) run on them as a child process.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../../domain/catan/index.ts';
import { startLocalStack } from '../../../functions/local/stack.ts';
import { botMove, closeAll, openTable } from './table.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const quiet = { info() {}, warn() {}, error() {} };

/**
 * A data folder with `games` games of a few moves each, made through the gateway; returns each
 * game's head. With `reopen`, the store is opened once more, which turns LevelDB's log into a
 * table file (`*.ldb`).
 */
export async function makeStore(games: number, moves: number, reopen = false): Promise<{ dataDir: string; heads: Map<string, number> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-durable-'));
  const stack = await startLocalStack({ port: 0, dataDir, log: quiet, random: seededRandom(3) });
  const heads = new Map<string, number>();
  try {
    const bots = seededRandom(4);
    for (let g = 0; g < games; g++) {
      const table = await openTable(stack.wsUrl, { spectator: false });
      for (let i = 0; i < moves; i++) await botMove(table, bots);
      heads.set(table.gameId, table.seats[0].head(table.gameId));
      await closeAll(table);
    }
  } finally {
    await stack.close();
  }
  if (reopen) await (await startLocalStack({ port: 0, dataDir, log: quiet })).close();
  return { dataDir, heads };
}

/** A copy of a data folder, to damage. */
export async function copyStore(dataDir: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'hexfold-damaged-'));
  await cp(dataDir, copy, { recursive: true });
  return copy;
}

/** The LevelDB files of a data folder whose names match. */
export async function storeFiles(dataDir: string, pattern: RegExp): Promise<string[]> {
  const dir = path.join(dataDir, 'dynamo');
  return (await readdir(dir)).filter((name) => pattern.test(name)).sort().map((name) => path.join(dir, name));
}

export interface Run {
  readonly code: number | null;
  readonly output: string;
}

/**
 * Runs `npm start` (main.ts) on a data folder: loopback, free ports, no web build. Resolves when it
 * exits; one that starts is stopped with SIGTERM once it says it runs (or after `timeoutMs`).
 */
export function runMain(dataDir: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'functions/local/main.ts')], {
      cwd: root,
      env: {
        ...process.env, HEXFOLD_DATA: dataDir, PORT: '0', HOST: '127.0.0.1', HEXFOLD_DYNAMO_PORT: '0', HEXFOLD_BUILD: '0', HEXFOLD_LOG: 'warn', ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Hexfold is running')) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
