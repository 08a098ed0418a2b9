// A store Hexfold will not start on, and why: the error that stops a start (what is wrong, where,
// what to do), and the check for a store folder missing while its mark lists acknowledged games.
// See docs/architecture.md, "Durability of the embedded store".
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { readHeads } from './heads.ts';

/** Where LevelDB's reports of damage met while opening are kept until someone accepts them. */
export const RECOVERY_FILE = 'hexfold-recovery.log';

/** The environment variable that starts a damaged store anyway, as it now is. */
export const ACCEPT_DAMAGE = 'HEXFOLD_ACCEPT_DAMAGE';

/** The store cannot be opened or read, or it lost acknowledged data: Hexfold does not start on it. */
export class StoreDamagedError extends Error {
  constructor(readonly location: string, readonly problems: readonly string[], message: string) {
    super(message);
    this.name = 'StoreDamagedError';
  }

  /** LevelDB refused to open the folder, or an entry did not read back. */
  static unreadable(location: string, stage: string, detail: string, recovery: readonly string[]): StoreDamagedError {
    const inUse = /lock/i.test(detail) && /unavailable|held|busy/i.test(detail);
    const what = inUse
      ? 'is in use by another process (another `npm start`, or a backup running)'
      : stage === 'open' ? 'cannot be opened: its files are damaged, missing or unreadable' : 'cannot be read: part of it is damaged';
    const lines = [
      `Hexfold did not start: the store in ${location} ${what}.`,
      `  ${stage === 'open' ? `LevelDB says: ${detail}` : detail}`,
      ...recovery.map((r) => `  LevelDB's log: ${r}`),
      '',
      ...(inUse
        ? ['What to do: stop the other process, or give this one another folder (HEXFOLD_DATA).']
        : [
          'What to do (the folder was left as it is):',
          `  - restore your latest backup: move ${location} away, then \`npm run restore -- <backup file>\`;`,
          `  - or move ${location} away (rename it) to start with an empty store.`,
        ]),
    ];
    return new StoreDamagedError(location, [detail], lines.join('\n'));
  }

  /** The LevelDB folder is gone (or holds no store) while the mark beside it says games were acknowledged. */
  static missing(location: string, headsFile: string, games: number): StoreDamagedError {
    const lines = [
      `Hexfold did not start: the store in ${location} is missing (or holds no LevelDB store: no CURRENT file),`,
      `  but the high-water mark ${headsFile} says ${games} game(s) had moves acknowledged to players.`,
      '  Starting now would start empty: every one of those games would be gone.',
      '',
      'What to do:',
      `  - if the folder was moved or renamed, put it back at ${location};`,
      '  - or restore your latest backup: `npm run restore -- <backup file>`;',
      `  - or start empty on purpose, once, with ${ACCEPT_DAMAGE}=1: the games are forgotten and the mark is rebuilt.`,
    ];
    return new StoreDamagedError(location, [`the store folder is missing (${games} games acknowledged)`], lines.join('\n'));
  }

  /** The store opened and reads, but acknowledged data is missing or damaged. */
  static lost(location: string, problems: readonly string[]): StoreDamagedError {
    const shown = problems.slice(0, 20);
    const lines = [
      `Hexfold did not start: the store in ${location} has lost or damaged data that was acknowledged to players.`,
      ...shown.map((p) => `  - ${p}`),
      ...(problems.length > shown.length ? [`  … and ${problems.length - shown.length} more`] : []),
      '',
      'What to do:',
      `  - restore your latest backup: move ${location} away, then \`npm run restore -- <backup file>\`;`,
      `  - or keep what is left: \`npm run backup -- <file>\` first (it reads a damaged store), then start with ${ACCEPT_DAMAGE}=1`,
      '    once: the store is taken as it now is, and the losses above are forgotten;',
      `  - or move ${location} away (rename it) to start with an empty store.`,
    ];
    return new StoreDamagedError(location, problems, lines.join('\n'));
  }
}

/**
 * Before the store is opened (which would create an empty one): a LevelDB folder that is missing,
 * or holds no store, while its high-water mark lists acknowledged games, refuses the start
 * (StoreDamagedError) unless `accept`; then it returns the warning to log.
 */
export function checkPresent(location: string, headsFile: string, accept: boolean): string | null {
  if (existsSync(path.join(location, 'CURRENT'))) return null;
  const games = readHeads(headsFile).heads.size;
  if (games === 0) return null;
  if (!accept) throw StoreDamagedError.missing(location, headsFile, games);
  return `the store in ${location} was missing with ${games} games acknowledged: starting empty (${ACCEPT_DAMAGE}=1)`;
}
