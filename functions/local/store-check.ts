// The start-up check of the store on disk: every acknowledged record is still there and reads,
// and the games table agrees with the streams. See docs/architecture.md, "Durability of the
// embedded store".
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import * as path from 'node:path';
import { ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { kindById, type AnyEvent, type AnyKind } from '../../domain/platform/index.ts';
import { repairProjections } from '../app/repair.ts';
import type { Logger } from '../app/log.ts';
import { list, num, str, type Item } from '../store/dynamo/attributes.ts';
import type { TableNames } from '../store/dynamo/client.ts';
import { recordOf } from '../store/dynamo/events.ts';
import type { GameStatus, Stores } from '../store/types.ts';
import type { LocalDynamo } from './dynalite.ts';
import { readHeads, writeHeads } from './heads.ts';
import { ACCEPT_DAMAGE, RECOVERY_FILE, StoreDamagedError } from './store-damage.ts';

/** What the streams say a game's lobby projection should be. */
export interface StreamSummary {
  readonly versions: number[];
  status: GameStatus;
  names: (string | null)[];
  /** Bot seats' levels. */
  levels: (string | null)[];
}

export interface StoreCheck {
  readonly games: number;
  readonly records: number;
  /** Games whose games item disagrees with the stream, or is missing: the start-up repairs them. */
  readonly stale: readonly string[];
  /** Reported, but not a reason to refuse (say, unreadable lines of the high-water mark). */
  readonly warnings: readonly string[];
}

export interface CheckOptions {
  readonly db: DynamoDBClient;
  readonly tables: TableNames;
  /** The LevelDB folder. */
  readonly location: string;
  /** The high-water mark; without it (writes not synced: a benchmark) that part is skipped. */
  readonly headsFile?: string;
  /** What LevelDB's info log reported while opening. */
  readonly recovery: readonly string[];
  /** Take the store as it is: the problems become warnings and the high-water mark is rebuilt. */
  readonly accept?: boolean;
}

/** Every item of a table, a page at a time (consistent reads). */
export async function* scan(db: DynamoDBClient, table: string): AsyncGenerator<Item[]> {
  let start: Item | undefined;
  do {
    const out = await db.send(new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: start }));
    yield out.Items ?? [];
    start = out.LastEvaluatedKey;
  } while (start);
}

const ranges = (missing: readonly number[]): string => {
  const parts: string[] = [];
  for (let i = 0; i < missing.length;) {
    let j = i;
    while (j + 1 < missing.length && missing[j + 1] === missing[j] + 1) j++;
    parts.push(i === j ? `${missing[i]}` : `${missing[i]}–${missing[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
};

/** Why an item does not read; never the item's text (a JSON error quotes it, and it may hold hidden cards). */
const unreadable = (error: unknown): string =>
  (error instanceof SyntaxError ? 'not valid JSON' : error instanceof Error ? error.message : String(error));

/** The status after an event of a game of `kind` (its end, or its start). */
function statusAfter(kind: AnyKind, event: AnyEvent, status: GameStatus): GameStatus {
  return event.type === kind.endEvent ? 'finished' : event.type === kind.startEvent && status === 'open' ? 'playing' : status;
}

/**
 * Reads the events and games tables once and checks: every item parses; every game's versions
 * run from 1 to its head with no gap; no game is behind its high-water mark (a tail lost from
 * LevelDB's log); every games item has its stream. Throws StoreDamagedError listing every problem
 * (unless `accept`); then the high-water mark is rewritten, one line per game.
 */
export async function checkStore(options: CheckOptions): Promise<StoreCheck> {
  const { db, tables, location, headsFile } = options;
  const problems: string[] = [];
  const warnings: string[] = [];
  const streams = new Map<string, StreamSummary>();
  let records = 0;

  const recoveryFile = path.join(location, RECOVERY_FILE);
  const earlier = existsSync(recoveryFile) ? readFileSync(recoveryFile, 'utf8').split('\n').filter(Boolean) : [];
  if (options.recovery.length > 0) {
    // Kept until accepted: the next start would not see them in LevelDB's fresh info log.
    const fd = openSync(recoveryFile, 'a');
    try {
      writeSync(fd, options.recovery.map((r) => `${r}\n`).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  for (const line of [...earlier, ...options.recovery]) {
    // LevelDB's lines start with a time and a thread id.
    problems.push(`LevelDB dropped damaged data while opening: ${line.replace(/^\S+ \S+ /, '')}`);
  }

  try {
    for await (const page of scan(db, tables.events)) {
      for (const item of page) {
        records++;
        const where = `game ${item.gameId?.S ?? '?'} version ${item.version?.N ?? '?'}`;
        let record;
        try {
          record = recordOf(item);
          if (!Array.isArray(record.events) || !Number.isInteger(record.version) || record.version < 1) throw new Error('malformed');
        } catch (error) {
          problems.push(`${where}: the stored record does not read (${unreadable(error)})`);
          continue;
        }
        let stream = streams.get(record.gameId);
        if (!stream) streams.set(record.gameId, (stream = { versions: [], status: 'open', names: [], levels: [] }));
        stream.versions.push(record.version);
        const kind = kindById(record.kind);
        for (const event of record.events) {
          stream.status = statusAfter(kind, event, stream.status);
          if (event.type === 'SeatClaimed') {
            stream.names[event.seat] = event.name;
            if (event.bot) stream.levels[event.seat] = event.level ?? 'good';
          }
        }
      }
    }
  } catch (error) {
    throw StoreDamagedError.unreadable(location, 'read', `reading the events table failed: ${(error as Error).message}`, []);
  }

  const stored = new Map<string, number>();
  for (const [gameId, stream] of streams) {
    stream.versions.sort((a, b) => a - b);
    const head = stream.versions[stream.versions.length - 1];
    stored.set(gameId, head);
    if (stream.versions.length !== head) {
      const held = new Set(stream.versions);
      const missing = Array.from({ length: head }, (_, i) => i + 1).filter((v) => !held.has(v));
      problems.push(`game ${gameId}: versions ${ranges(missing)} are missing (the stream holds ${stream.versions.length} of ${head})`);
    }
  }

  const marks = headsFile ? readHeads(headsFile) : { heads: new Map<string, number>(), unreadable: 0, exists: true };
  if (marks.unreadable > 0) {
    warnings.push(`${marks.unreadable} line(s) of the high-water mark ${headsFile} do not read: a loss in those games could go unnoticed`);
  }
  if (!marks.exists && records > 0) {
    warnings.push(`the high-water mark ${headsFile} is missing: it is rebuilt from the store, and a loss before now cannot be detected`);
  }
  for (const [gameId, acknowledged] of marks.heads) {
    const head = stored.get(gameId) ?? 0;
    if (head >= acknowledged) continue;
    problems.push(head === 0
      ? `game ${gameId}: its whole stream is missing (${acknowledged} versions were acknowledged)`
      : `game ${gameId}: versions ${head + 1}–${acknowledged} are missing (acknowledged up to ${acknowledged}, stored up to ${head})`);
  }

  const stale = new Set<string>();
  const listed = new Set<string>();
  try {
    for await (const page of scan(db, tables.games)) {
      for (const item of page) {
        const gameId = item.gameId?.S ?? '?';
        let game;
        try {
          game = { status: str(item, 'status'), players: num(item, 'players'), seats: list(item, 'seats'), bots: item.bots ? list(item, 'bots') : [] };
          str(item, 'createdAt');
          list(item, 'seatTokenHashes');
        } catch (error) {
          problems.push(`game ${gameId}: its games item does not read (${unreadable(error)})`);
          continue;
        }
        listed.add(gameId);
        const stream = streams.get(gameId);
        if (!stream) {
          problems.push(`game ${gameId}: the games table lists it, but its stream is missing`);
          continue;
        }
        // As app/repair.ts judges it: a finished item stays, an abandoned one until the stream is finished.
        const status = game.status === stream.status || game.status === 'finished' || (game.status === 'abandoned' && stream.status !== 'finished');
        const seats = Array.from({ length: game.players }, (_, seat) => seat).every((seat) => {
          const name = stream.names[seat] ?? null;
          const level = stream.levels[seat] ?? null;
          return name === null || (game.seats[seat] === name && (level === null || game.bots[seat] === level));
        });
        if (!status || !seats) stale.add(gameId);
      }
    }
  } catch (error) {
    throw StoreDamagedError.unreadable(location, 'read', `reading the games table failed: ${(error as Error).message}`, []);
  }
  for (const gameId of streams.keys()) if (!listed.has(gameId)) stale.add(gameId);

  if (problems.length > 0 && !options.accept) throw StoreDamagedError.lost(location, problems);
  if (problems.length > 0) {
    warnings.push(...problems.map((p) => `accepted as lost (${ACCEPT_DAMAGE}=1): ${p}`));
    rmSync(recoveryFile, { force: true });
  }
  // Every mark is met (or, with `accept`, the loss is accepted): what is stored is the new mark.
  if (headsFile) writeHeads(headsFile, stored);
  return { games: streams.size, records, stale: [...stale], warnings };
}

export interface PrepareOptions {
  readonly dynamo: LocalDynamo;
  readonly db: DynamoDBClient;
  readonly stores: Stores;
  readonly tables: TableNames;
  readonly log: Logger;
  readonly snapshotEvery?: number;
}

/**
 * The local stack's start: on disk, the store is checked (StoreDamagedError when acknowledged
 * data is missing, unless HEXFOLD_ACCEPT_DAMAGE=1), and the games items the check found out of
 * step with their streams are repaired; in memory, every open or playing game is.
 */
export async function checkAndRepair(options: PrepareOptions): Promise<void> {
  const { dynamo, log } = options;
  let stale: readonly string[] | undefined;
  if (dynamo.path) {
    const check = await checkStore({
      db: options.db, tables: options.tables, location: dynamo.path, headsFile: dynamo.headsFile, recovery: dynamo.recovery,
      accept: process.env[ACCEPT_DAMAGE] === '1',
    });
    for (const warning of check.warnings) log.warn(`store check: ${warning}`, { store: dynamo.path });
    log.info('store checked', { store: dynamo.path, games: check.games, records: check.records, stale: check.stale.length });
    stale = check.stale;
  }
  await repairProjections(options.stores, { log, gameIds: stale, snapshotEvery: options.snapshotEvery });
}
