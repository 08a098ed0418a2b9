// Nothing acknowledged vanishes without a loud report: LevelDB's write-ahead log cut in half or
// with a flipped bit, then a start. And the way out: a backup of what is left, a restore, or
// taking the store as it is (HEXFOLD_ACCEPT_DAMAGE=1).
import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backupStore, readBackup, restoreFrom } from '../../functions/local/backup.ts';
import { startLocalStack } from '../../functions/local/stack.ts';
import { ACCEPT_DAMAGE, StoreDamagedError } from '../../functions/local/store-damage.ts';
import { captureLog } from './helpers/stack.ts';
import { copyStore, makeStore, quiet, runMain, storeFiles } from './helpers/disk.ts';

let base: string;
let heads: Map<string, number>;
const folders: string[] = [];

beforeAll(async () => {
  // Six games whose records are all still in LevelDB's log (the store was never opened again).
  ({ dataDir: base, heads } = await makeStore(6, 4));
  folders.push(base);
});

afterEach(() => {
  delete process.env[ACCEPT_DAMAGE];
});

afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function copy(): Promise<string> {
  const dir = await copyStore(base);
  folders.push(dir);
  return dir;
}

async function cutLogInHalf(dataDir: string): Promise<void> {
  const [log] = await storeFiles(dataDir, /^\d+\.log$/);
  const { length } = await readFile(log);
  expect(length).toBeGreaterThan(10_000);
  await truncate(log, Math.floor(length / 2));
}

/** The error a start on `dataDir` refuses with. */
async function refusal(dataDir: string): Promise<StoreDamagedError> {
  const error = await startLocalStack({ port: 0, dataDir, log: quiet }).then(
    async (stack) => {
      await stack.close();
      throw new Error('the damaged store started');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreDamagedError);
  return error as StoreDamagedError;
}

/** Each game's head as stored, through a started stack. */
async function storedHeads(dataDir: string): Promise<Map<string, number>> {
  const stack = await startLocalStack({ port: 0, dataDir, log: quiet });
  try {
    const out = new Map<string, number>();
    for (const gameId of heads.keys()) out.set(gameId, (await stack.stores.events.latest(gameId, 1))[0]?.version ?? 0);
    return out;
  } finally {
    await stack.close();
  }
}

const lostGames = (error: StoreDamagedError) => new Set(error.problems.map((p) => /^game (\S+):/.exec(p)?.[1]));

describe('a write-ahead log cut in half', () => {
  it('stops the start with a report of every game and version lost, at every start, in-process and by npm start', { timeout: 60_000 }, async () => {
    const dataDir = await copy();
    await cutLogInHalf(dataDir);
    const error = await refusal(dataDir);
    const where = path.join(dataDir, 'dynamo');
    expect(error.message).toContain(`the store in ${where} has lost or damaged data that was acknowledged`);
    expect(error.problems.length).toBeGreaterThan(0);
    for (const problem of error.problems) expect(problem).toMatch(/^game \S+: (versions \d+–\d+ are missing|its whole stream is missing)/);
    for (const gameId of lostGames(error)) expect(heads.has(gameId!)).toBe(true);
    // The refusal is not a one-off: LevelDB has already rewritten its log, the high-water mark still knows.
    const run = await runMain(dataDir);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`the store in ${where} has lost or damaged data that was acknowledged`);
    expect(run.output).toContain(`${ACCEPT_DAMAGE}=1`);
    expect(run.output).not.toContain('Hexfold is running');

    // WHEN the operator takes the store as it is
    process.env[ACCEPT_DAMAGE] = '1';
    const log = captureLog();
    const accepted = await startLocalStack({ port: 0, dataDir, log: log.logger });
    await accepted.close();
    delete process.env[ACCEPT_DAMAGE];
    // THEN the losses were logged as accepted, exactly the games reported lost are behind, and the next start is clean
    const warned = log.lines.filter((l) => l.level === 'warn' && l.message.includes('accepted as lost'));
    expect(warned).toHaveLength(error.problems.length);
    const now = await storedHeads(dataDir);
    const behind = [...heads].filter(([gameId, head]) => now.get(gameId)! < head).map(([gameId]) => gameId);
    expect(new Set(behind)).toEqual(lostGames(error));
  });
});

describe('a flipped bit in the write-ahead log', () => {
  it('is reported from LevelDB\'s own recovery, at every start until accepted', async () => {
    const dataDir = await copy();
    const [log] = await storeFiles(dataDir, /^\d+\.log$/);
    const bytes = await readFile(log);
    bytes[Math.floor(bytes.length / 3)] ^= 0x10;
    await writeFile(log, bytes);
    for (let start = 0; start < 2; start++) {
      const error = await refusal(dataDir);
      expect(error.problems.some((p) => /LevelDB dropped damaged data while opening: .*\.log: dropping \d+ bytes; Corruption/.test(p))).toBe(true);
    }
  });
});

describe('backup and restore', () => {
  it('keep what a damaged store still holds: backup, move away, restore, start', async () => {
    const dataDir = await copy();
    await cutLogInHalf(dataDir);
    const file = path.join(dataDir, 'backup.jsonl');
    await backupStore(file, path.join(dataDir, 'dynamo'));
    const target = await copy().then(async (dir) => {
      await rm(path.join(dir, 'dynamo'), { recursive: true });
      return dir;
    });
    await restoreFrom(file, path.join(target, 'dynamo'));
    // The restored store starts (its high-water mark is what it holds), with every record backed up.
    const backedUp = readBackup(file).items.events.length;
    const restored = await storedHeads(target);
    expect([...restored.values()].reduce((a, b) => a + b, 0)).toBe(backedUp);
    expect(backedUp).toBeLessThan([...heads.values()].reduce((a, b) => a + b, 0));
  });

  it('round-trip every record of a sound store (chat lines too), and a file cut short is refused', async () => {
    const dataDir = await copy();
    // a table chat line in the first game, stored as `say` stores it
    const [chatted] = [...heads.keys()];
    const speaker = await startLocalStack({ port: 0, dataDir, log: quiet });
    await speaker.stores.chat!.append(chatted, { id: 'line-1', at: new Date().toISOString(), channel: 'table', seat: 0, name: 'Ana', text: 'gl hf' });
    await speaker.close();
    const file = path.join(dataDir, 'backup.jsonl');
    await backupStore(file, path.join(dataDir, 'dynamo'));
    const target = path.join(dataDir, 'restored');
    await restoreFrom(file, path.join(target, 'dynamo'));
    const [before, after] = await Promise.all([dataDir, target].map(async (dir) => {
      const stack = await startLocalStack({ port: 0, dataDir: dir, log: quiet });
      try {
        return await Promise.all([...heads.keys()].map(async (gameId) => [
          await stack.stores.events.range(gameId, 0), await stack.stores.games.get(gameId), await stack.stores.chat!.all(gameId, 'table'),
        ]));
      } finally {
        await stack.close();
      }
    }));
    expect(after).toEqual(before);
    expect(after[0][2]).toMatchObject([{ id: 'line-1', text: 'gl hf' }]);
    expect(before.flatMap(([records]) => records as unknown[])).toHaveLength([...heads.values()].reduce((a, b) => a + b, 0));
    // A restore never writes over a store, and never takes a file cut short.
    await expect(restoreFrom(file, path.join(target, 'dynamo'))).rejects.toThrow(/already holds a store/);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, Math.floor(text.length / 2)));
    await expect(restoreFrom(file, path.join(dataDir, 'elsewhere', 'dynamo'))).rejects.toThrow(/not a complete Hexfold backup/);
  });
});
