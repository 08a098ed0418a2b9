// The high-water mark of the events table: `[gameId, version]` lines appended (and synced) by the
// store's worker as each events item is written, rewritten as one line per game after a
// successful start check (store-check.ts). It lives beside the LevelDB folder, in `HEXFOLD_DATA`,
// so that deleting the store folder does not delete the record of what it had acknowledged.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import * as path from 'node:path';

export const HEADS_FILE = 'hexfold-heads.jsonl';

/** Where the high-water mark of the LevelDB folder `location` lives: in its parent folder. */
export const headsFileOf = (location: string): string => path.join(path.dirname(location), HEADS_FILE);

export interface Heads {
  readonly heads: Map<string, number>;
  /** Lines that did not parse: damage. (A last line torn by a crash, whose put was never answered, is skipped.) */
  readonly unreadable: number;
  readonly exists: boolean;
}

export function readHeads(file: string): Heads {
  const heads = new Map<string, number>();
  if (!existsSync(file)) return { heads, unreadable: 0, exists: false };
  let unreadable = 0;
  const lines = readFileSync(file, 'utf8').split('\n');
  // Whatever follows the last newline was being written when the process stopped.
  lines.pop();
  for (const line of lines) {
    if (line === '') continue;
    try {
      const [gameId, version] = JSON.parse(line) as unknown[];
      if (typeof gameId !== 'string' || !Number.isInteger(version)) throw new Error('bad line');
      heads.set(gameId, Math.max(heads.get(gameId) ?? 0, version as number));
    } catch {
      unreadable++;
    }
  }
  return { heads, unreadable, exists: true };
}

/** Replaces the file with one line per game, durably (write, sync, rename, sync the folder). */
export function writeHeads(file: string, heads: ReadonlyMap<string, number>): void {
  const temporary = `${file}.new`;
  const fd = openSync(temporary, 'w');
  try {
    const text = [...heads].map(([gameId, version]) => `${JSON.stringify([gameId, version])}\n`).join('');
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/**
 * Stores made before the mark moved out of the LevelDB folder kept it inside: it is merged into
 * the one beside the folder (the higher version of each game wins) and removed from inside.
 */
export function moveOldHeads(location: string, headsFile: string): void {
  const old = path.join(location, HEADS_FILE);
  if (!existsSync(old)) return;
  const merged = readHeads(headsFile).heads;
  for (const [gameId, version] of readHeads(old).heads) merged.set(gameId, Math.max(merged.get(gameId) ?? 0, version));
  writeHeads(headsFile, merged);
  rmSync(old);
}
