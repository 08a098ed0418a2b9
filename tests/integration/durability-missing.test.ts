// A store folder deleted (the whole `dynamo/` of HEXFOLD_DATA): the high-water mark lives beside
// it, so `npm start` knows games were acknowledged and refuses to start empty, unless told to.
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADS_FILE } from '../../functions/local/dynalite.ts';
import { startLocalStack } from '../../functions/local/stack.ts';
import { copyStore, makeStore, quiet, runMain } from './helpers/disk.ts';

let base: string;
let heads: Map<string, number>;
const copies: string[] = [];

beforeAll(async () => {
  ({ dataDir: base, heads } = await makeStore(2, 3));
}, 60_000);

afterAll(async () => {
  await Promise.all([base, ...copies].map((dir) => rm(dir, { recursive: true, force: true })));
});

async function copy(): Promise<string> {
  const dir = await copyStore(base);
  copies.push(dir);
  return dir;
}

describe('the high-water mark and a deleted store folder', () => {
  it('keeps the mark beside the store folder, not inside it', async () => {
    expect(existsSync(path.join(base, HEADS_FILE))).toBe(true);
    expect(existsSync(path.join(base, 'dynamo', HEADS_FILE))).toBe(false);
    const lines = (await readFile(path.join(base, HEADS_FILE), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as [string, number]);
    expect(new Map(lines)).toEqual(heads);
  });

  it('refuses to start on a deleted store folder that had acknowledged games, saying what to do, and leaves the folder absent', { timeout: 90_000 }, async () => {
    const dataDir = await copy();
    const where = path.join(dataDir, 'dynamo');
    await rm(where, { recursive: true });
    const run = await runMain(dataDir);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(`Hexfold did not start: the store in ${where} is missing`);
    expect(run.output).toContain(`says ${heads.size} game(s) had moves acknowledged`);
    expect(run.output).toContain('npm run restore');
    expect(run.output).toContain('HEXFOLD_ACCEPT_DAMAGE=1');
    expect(run.output).not.toContain('Hexfold is running');
    // Nothing was created in its place: a restore can still go there.
    expect(existsSync(where)).toBe(false);
    // Started empty only on purpose; after that the mark is the empty store's, and it starts plainly.
    const accepted = await runMain(dataDir, { HEXFOLD_ACCEPT_DAMAGE: '1' });
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toContain('Hexfold is running');
    expect(accepted.output).toMatch(/was missing with 2 games acknowledged/);
    const again = await runMain(dataDir);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Hexfold is running');
  });

  it('moves the mark of a store made before out of its folder, keeping every game', async () => {
    const dataDir = await copy();
    await rename(path.join(dataDir, HEADS_FILE), path.join(dataDir, 'dynamo', HEADS_FILE));
    const stack = await startLocalStack({ port: 0, dataDir, log: quiet });
    await stack.close();
    expect(existsSync(path.join(dataDir, 'dynamo', HEADS_FILE))).toBe(false);
    const lines = (await readFile(path.join(dataDir, HEADS_FILE), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as [string, number]);
    expect(new Map(lines)).toEqual(heads);
    // And the moved mark guards the store: deleting the folder now is refused too.
    const moved = await copyStore(dataDir);
    copies.push(moved);
    await rm(path.join(moved, 'dynamo'), { recursive: true });
    await expect(startLocalStack({ port: 0, dataDir: moved, log: quiet })).rejects.toThrow(/is missing/);
  });
});
