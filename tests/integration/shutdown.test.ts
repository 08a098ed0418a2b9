// `npm start` stops on SIGTERM, whichever process gets it: npm itself (which runs the server as its
// child) or the server's node process. Both end, and the port is free again at once, even with a
// browser's socket open.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

interface Started {
  readonly npm: ChildProcess;
  readonly node: number;
  readonly port: number;
  readonly dataDir: string;
}

/** `npm start` on a free port, a fresh store and no web build; resolves once it serves. */
async function npmStart(): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-shutdown-'));
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HEXFOLD_DATA: dataDir, HEXFOLD_BUILD: '0', HEXFOLD_DYNAMO_PORT: '0', HEXFOLD_LOG: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    npm.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at http:\/\/[\w.]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    npm.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving: ${out}`)));
  });
  const { stdout } = await run('pgrep', ['-P', String(npm.pid)]);
  const node = Number(stdout.trim().split('\n')[0]);
  return { npm, node, port, dataDir };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Can a new server listen on this port (nothing holds it)? */
async function portFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function openSocket(port: number): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  await once(ws, 'open');
  ws.on('error', () => undefined);
  return ws;
}

async function stopsOn(target: 'npm' | 'node'): Promise<void> {
  const started = await npmStart();
  const { npm, node, port } = started;
  try {
    expect(alive(node)).toBe(true);
    const ws = await openSocket(port);
    const npmExited = once(npm, 'exit');
    process.kill(target === 'npm' ? npm.pid! : node, 'SIGTERM');
    await until(() => !alive(node), 15_000, 'the server process ends');
    await npmExited;
    expect(await portFree(port)).toBe(true);
    ws.terminate();
  } finally {
    if (alive(node)) process.kill(node, 'SIGKILL');
    if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    await rm(started.dataDir, { recursive: true, force: true });
  }
}

describe('npm start and SIGTERM', () => {
  it('stops the server and frees its port when npm gets the signal', async () => {
    await stopsOn('npm');
  }, 60_000);

  it('stops npm and frees the port when the server process gets it', async () => {
    await stopsOn('node');
  }, 60_000);
});
