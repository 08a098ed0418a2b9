// Ctrl-C (SIGINT) of `npm start` (main.ts) in a long session: several games with bots playing, and
// browser-like tabs that reconnect at once after a 1001 close, as the web client does after a
// connection that lasted. The server stops within a few seconds with status 0, says nothing of an
// unclean shutdown, the store is intact, and the tabs resume once it is back. A Ctrl-C in a
// terminal under npm start (which reaches the server twice) is one stop; a second Ctrl-C stops it
// at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TestClient } from '../support/ws-client.ts';
import { joinGame } from './helpers/table.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<{ code: number | null; at: number }>;
}

/** main.ts on `port` and `dataDir`; resolves once it serves. */
async function start(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'functions/local/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, HEXFOLD_DATA: dataDir, PORT: String(port), HOST: '127.0.0.1', HEXFOLD_DYNAMO_PORT: '0', HEXFOLD_BUILD: '0', HEXFOLD_LOG: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Hexfold is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`main.ts did not start:\n${output}`);
    await sleep(50);
  }
  return { child, output: () => output, exited };
}

/** A browser tab of a game's seat: reconnects at once after 1001, with a short back-off otherwise, and resumes. */
class Tab {
  head = 0;
  opened = 0;
  private ws: WebSocket | null = null;
  private stopped = false;

  constructor(private readonly url: string, private readonly gameId: string, private readonly seatToken: string) {
    this.open();
  }

  private open(): void {
    if (this.stopped) return;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.on('error', () => undefined);
    ws.on('open', () => {
      this.opened++;
      ws.send(JSON.stringify({ type: 'resume', reqId: `t${this.opened}`, gameId: this.gameId, seatToken: this.seatToken, lastVersion: this.head }));
    });
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string; gameId?: string; items?: { version: number }[] };
      if (m.type === 'events' && m.gameId === this.gameId) for (const item of m.items ?? []) this.head = Math.max(this.head, item.version);
    });
    ws.on('close', (code) => {
      if (!this.stopped) setTimeout(() => this.open(), code === 1001 ? 0 : 200);
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}

/** Three games of a person (away: a 1-second timer hands the seat to a bot) against bots, each with two tabs open. */
async function session(url: string): Promise<{ tabs: Tab[]; clients: TestClient[] }> {
  const tabs: Tab[] = [];
  const clients: TestClient[] = [];
  for (let g = 0; g < 3; g++) {
    const client = await TestClient.connect(url);
    clients.push(client);
    const { gameId } = await client.ask({ type: 'createGame', players: 3, board: 'beginner', bots: [null, 'expert', 'good'], timer: 1 }, 'created');
    const joined = await joinGame(client, gameId, `Person ${g}`);
    if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
    tabs.push(new Tab(url, gameId, joined.seatToken), new Tab(url, gameId, joined.seatToken));
  }
  return { tabs, clients };
}

describe('Ctrl-C of npm start in a long session', () => {
  it('exits 0 within 5 s with tabs connected and bots playing; the store is intact and the tabs resume after the restart', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-sigint-'));
    dirs.push(dataDir);
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}/ws`;
    const first = await start(dataDir, port);
    const { tabs, clients } = await session(url);
    try {
      // The bots play for a while (the person's seat is theirs after a second).
      await sleep(4000);
      expect(tabs.every((t) => t.head > 0)).toBe(true);
      const sent = Date.now();
      first.child.kill('SIGINT');
      const { code, at } = await first.exited;
      expect(code, first.output()).toBe(0);
      expect(at - sent, first.output()).toBeLessThan(5000);
      expect(first.output()).not.toMatch(/Unclean|Database is closed/);
      const before = tabs.map((t) => t.head);
      // The same data and port: the start-up check passes, and every tab is back where it was, and on.
      const second = await start(dataDir, port);
      const deadline = Date.now() + 20_000;
      while (tabs.some((t, i) => t.head <= before[i]) && Date.now() < deadline) await sleep(100);
      expect(tabs.map((t, i) => t.head > before[i])).toEqual(tabs.map(() => true));
      second.child.kill('SIGTERM');
      expect((await second.exited).code, second.output()).toBe(0);
      expect(second.output()).not.toMatch(/Unclean|Database is closed/);
    } finally {
      for (const tab of tabs) tab.stop();
      for (const client of clients) client.ws.terminate();
      first.child.kill('SIGKILL');
    }
  });

  it('stops once, with status 0, on a Ctrl-C in a terminal under npm start (npm and the server both get it, and npm passes it on)', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-sigint-npm-'));
    dirs.push(dataDir);
    const port = await freePort();
    // Its own process group, as a terminal's foreground job: a Ctrl-C is a SIGINT to the group.
    const npm = spawn('npm', ['start'], {
      cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HEXFOLD_DATA: dataDir, PORT: String(port), HEXFOLD_DYNAMO_PORT: '0', HEXFOLD_BUILD: '0', HEXFOLD_LOG: 'warn' },
    });
    let output = '';
    npm.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    npm.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('Hexfold is running') && Date.now() < deadline) await sleep(50);
      const { tabs, clients } = await session(`ws://127.0.0.1:${port}/ws`);
      await sleep(1000);
      process.kill(-npm.pid!, 'SIGINT');
      expect(await exited, output).toBe(0);
      expect(output).toContain('Stopped: the store is closed.');
      expect(output).not.toMatch(/Second SIGINT|Unclean|did not close cleanly/);
      for (const tab of tabs) tab.stop();
      for (const client of clients) client.ws.terminate();
    } finally {
      if (npm.exitCode === null) process.kill(-npm.pid!, 'SIGKILL');
    }
  });

  it('stops at once on a second Ctrl-C, saying so, and the store still starts', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-sigint2-'));
    dirs.push(dataDir);
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}/ws`;
    const first = await start(dataDir, port);
    const { tabs, clients } = await session(url);
    // A client that reads nothing answers no close: the stop waits a second for it.
    const deaf = new WebSocket(url);
    deaf.on('error', () => undefined);
    await new Promise((resolve) => deaf.once('open', resolve));
    (deaf as unknown as { _socket: { pause(): void } })._socket.pause();
    try {
      await sleep(1500);
      first.child.kill('SIGINT');
      await sleep(700);
      const sent = Date.now();
      first.child.kill('SIGINT');
      const { code, at } = await first.exited;
      expect(code, first.output()).toBe(130);
      expect(at - sent).toBeLessThan(1000);
      expect(first.output()).toMatch(/Second SIGINT: exiting now/);
      const second = await start(dataDir, port);
      second.child.kill('SIGTERM');
      expect((await second.exited).code, second.output()).toBe(0);
    } finally {
      deaf.terminate();
      for (const tab of tabs) tab.stop();
      for (const client of clients) client.ws.terminate();
      first.child.kill('SIGKILL');
    }
  });
});
