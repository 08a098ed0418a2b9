// `npm start` on a damaged store says what is wrong, where, and what to do, and exits non-zero:
// never the silent status 0 it used to give. Each damage is done to a copy of one store whose
// LevelDB log was already turned into a table file.
import { readFile, rm, truncate, unlink, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStore, makeStore, runMain, storeFiles, type Run } from './helpers/disk.ts';

let base: string;
const copies: string[] = [];

beforeAll(async () => {
  ({ dataDir: base } = await makeStore(2, 4, true));
});

afterAll(async () => {
  await Promise.all([base, ...copies].map((dir) => rm(dir, { recursive: true, force: true })));
});

async function damaged(damage: (dataDir: string) => Promise<void>): Promise<{ dataDir: string; run: Run }> {
  const dataDir = await copyStore(base);
  copies.push(dataDir);
  await damage(dataDir);
  return { dataDir, run: await runMain(dataDir) };
}

const table = async (dataDir: string) => {
  const [file] = await storeFiles(dataDir, /^\d+\.ldb$/);
  expect(file).toBeDefined();
  return file;
};

const cases: Record<string, [(dataDir: string) => Promise<void>, RegExp]> = {
  'a table file with one flipped bit': [async (dir) => {
    const file = await table(dir);
    const bytes = await readFile(file);
    bytes[100] ^= 0x01; // inside the first data block
    await writeFile(file, bytes);
  }, /cannot be read[\s\S]*\.ldb: the data block at byte 0 fails its checksum/],
  'a table file emptied': [async (dir) => truncate(await table(dir), 0), /cannot be read[\s\S]*\.ldb/],
  'a table file deleted': [async (dir) => unlink(await table(dir)), /cannot be opened[\s\S]*missing files[\s\S]*\.ldb/],
  'a garbled CURRENT': [async (dir) => writeFile(path.join(dir, 'dynamo', 'CURRENT'), 'MANIFEST-9x9\n'), /cannot be opened[\s\S]*LevelDB says/],
  'a deleted MANIFEST': [async (dir) => {
    for (const file of await storeFiles(dir, /^MANIFEST-/)) await unlink(file);
  }, /cannot be opened[\s\S]*MANIFEST/],
};

describe('npm start on a damaged store', () => {
  // The runs go together: each is a process that starts, finds the damage (or none) and exits.
  // (Six processes starting at once on a busy machine: a longer bound than the default.)
  it('exits non-zero naming the problem, the folder and what to do, for each damage (and starts on the undamaged copy)', { timeout: 90_000 }, async () => {
    const [healthy, runs] = await Promise.all([
      damaged(async () => {}),
      Promise.all(Object.entries(cases).map(async ([name, [damage, problem]]) => ({ name, problem, ...(await damaged(damage)) }))),
    ]);
    expect(healthy.run.output).toContain('Hexfold is running');
    expect(healthy.run.code).toBe(0);
    for (const { name, problem, dataDir, run } of runs) {
      const where = path.join(dataDir, 'dynamo');
      expect(run.code, `${name}:\n${run.output}`).toBe(1);
      expect(run.output, name).toMatch(problem);
      expect(run.output, name).toContain(`Hexfold did not start: the store in ${where}`);
      expect(run.output, name).toContain(`move ${where} away`);
      expect(run.output, name).toContain('npm run restore');
      expect(run.output, name).not.toContain('Hexfold is running');
    }
  });
});
