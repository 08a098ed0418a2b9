// `npm run backup -- <file>` and `npm run restore -- <file>`: the local store (HEXFOLD_DATA,
// default ./data) to and from a JSON-lines file.
//
// The file: a header line `{"hexfold": "backup", "format": 1, "at", "tables"}`, one line per item
// `{"table": "games" | "events" | "connections" | "chat", "item": <DynamoDB JSON>}`, and a last line
// `{"end": true, "counts": {...}}`, so that a file cut short is refused. The games table is read
// before the events table: events are immutable and every games item is written after its game's
// first record, so each game in the file has its stream; a stream that moved on meanwhile is
// simply longer (and the start-up repair brings its games item up to date). The chat table comes
// last (a file written before it existed has none, and reads as a store without chat lines), then
// the identity table (accounts and passkeys) likewise.
//
// Backup opens the folder itself; while `npm start` holds it, it reads through the running
// server's DynamoDB endpoint instead (HEXFOLD_DYNAMO_PORT, default 8000). Restore writes into a
// folder that holds no store yet, then checks the result as a start would.
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BatchWriteItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Item } from '../store/dynamo/attributes.ts';
import { createDynamoClient, type TableNames } from '../store/dynamo/client.ts';
import { ensureTables, LOCAL_CHAT_TABLE, LOCAL_IDENTITY_TABLE, LOCAL_TABLES, startDynalite, type LocalDynamo } from './dynalite.ts';
import { writeHeads } from './heads.ts';
import { checkStore, scan } from './store-check.ts';
import { StoreDamagedError } from './store-damage.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const BACKUP_FORMAT = 1;

/** The order tables are written in (see above). */
const ORDER = ['connections', 'games', 'events', 'chat', 'identity'] as const;
type Table = (typeof ORDER)[number];

/** A table's name: the stack's three, the chat's and the identity's. */
const nameOf = (tables: TableNames, table: Table): string =>
  (table === 'chat' ? LOCAL_CHAT_TABLE : table === 'identity' ? LOCAL_IDENTITY_TABLE : tables[table]);

interface Header {
  readonly hexfold: 'backup';
  readonly format: number;
  readonly at: string;
  readonly tables: TableNames;
}

const isMissingTable = (error: unknown): boolean => (error as { name?: string } | null)?.name === 'ResourceNotFoundException';

/** Writes every table reachable at `endpoint` to `file` (through a temporary file, synced, renamed). */
export async function backupTo(endpoint: string, file: string, tables: TableNames = LOCAL_TABLES): Promise<Record<Table, number>> {
  const db = createDynamoClient({ endpoint, region: 'local' });
  const temporary = `${file}.partial`;
  const fd = openSync(temporary, 'w');
  const counts: Record<Table, number> = { connections: 0, games: 0, events: 0, chat: 0, identity: 0 };
  try {
    const header: Header = { hexfold: 'backup', format: BACKUP_FORMAT, at: new Date().toISOString(), tables };
    writeSync(fd, `${JSON.stringify(header)}\n`);
    for (const table of ORDER) {
      try {
        for await (const page of scan(db, nameOf(tables, table))) {
          if (page.length === 0) continue;
          writeSync(fd, page.map((item) => `${JSON.stringify({ table, item })}\n`).join(''));
          counts[table] += page.length;
        }
      } catch (error) {
        if (!isMissingTable(error)) throw error;
      }
    }
    writeSync(fd, `${JSON.stringify({ end: true, counts })}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
    db.destroy();
  }
  renameSync(temporary, file);
  return counts;
}

export interface Backup {
  readonly header: Header;
  readonly items: Record<Table, Item[]>;
}

/** Reads and checks a backup file: its header, every line, and the counts of its last line. */
export function readBackup(file: string): Backup {
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
  const fail = (why: string): never => {
    throw new Error(`${file} is not a complete Hexfold backup: ${why}`);
  };
  const parse = (line: string, n: number): Record<string, unknown> => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return fail(`line ${n + 1} does not read`);
    }
  };
  if (lines.length < 2) fail('it is empty or cut short');
  const header = parse(lines[0], 0) as unknown as Header;
  if (header.hexfold !== 'backup') fail('it has no backup header');
  if (header.format !== BACKUP_FORMAT) fail(`format ${String(header.format)} is not known here (${BACKUP_FORMAT} is)`);
  const end = parse(lines[lines.length - 1], lines.length - 1) as { end?: boolean; counts?: Record<Table, number> };
  if (end.end !== true || !end.counts) fail('its last line is missing (the file was cut short)');
  const items: Record<Table, Item[]> = { connections: [], games: [], events: [], chat: [], identity: [] };
  for (let n = 1; n < lines.length - 1; n++) {
    const line = parse(lines[n], n) as { table?: Table; item?: Item };
    if (!line.table || !ORDER.includes(line.table) || typeof line.item !== 'object' || line.item === null) fail(`line ${n + 1} is not an item`);
    items[line.table!].push(line.item!);
  }
  for (const table of ORDER) {
    if (items[table].length !== (end.counts![table] ?? 0)) fail(`it holds ${items[table].length} ${table} items, its last line says ${end.counts![table]}`);
  }
  return { header, items };
}

async function writeAll(db: DynamoDBClient, table: string, items: readonly Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests: Record<string, { PutRequest: { Item: Item } }[]> | undefined = {
      [table]: items.slice(i, i + 25).map((item) => ({ PutRequest: { Item: item } })),
    };
    for (let attempt = 0; requests && Object.keys(requests).length > 0; attempt++) {
      if (attempt === 5) throw new Error(`could not write ${table} items`);
      const out = await db.send(new BatchWriteItemCommand({ RequestItems: requests }));
      requests = out.UnprocessedItems as typeof requests;
    }
  }
}

const holdsStore = (location: string): boolean => existsSync(location) && readdirSync(location).length > 0;

/**
 * Restores a backup into `location` (a LevelDB folder that does not exist or is empty). The items
 * are written unsynced, then the store is opened again, which makes LevelDB write them to a synced
 * table; the high-water mark is written from the restored streams, and the result is checked.
 */
export async function restoreFrom(file: string, location: string): Promise<Record<Table, number>> {
  if (holdsStore(location)) {
    throw new Error(`${location} already holds a store: move it away first (restore never writes over a store).`);
  }
  const { items } = readBackup(file);
  const tables = LOCAL_TABLES;
  const load = await startDynalite({ path: location, port: 0, sync: false });
  try {
    await ensureTables(load.endpoint, tables);
    const db = createDynamoClient({ endpoint: load.endpoint, region: 'local' });
    try {
      for (const table of ORDER) await writeAll(db, nameOf(tables, table), items[table]);
    } finally {
      db.destroy();
    }
  } finally {
    await load.close();
  }
  const heads = new Map<string, number>();
  for (const item of items.events) {
    const gameId = item.gameId?.S;
    const version = Number(item.version?.N);
    if (gameId !== undefined && Number.isInteger(version)) heads.set(gameId, Math.max(heads.get(gameId) ?? 0, version));
  }
  const check = await startDynalite({ path: location, port: 0 });
  try {
    writeHeads(check.headsFile!, heads);
    await checkRestored(check);
  } finally {
    await check.close();
  }
  return { connections: items.connections.length, games: items.games.length, events: items.events.length, chat: items.chat.length, identity: items.identity.length };
}

async function checkRestored(dynamo: LocalDynamo): Promise<void> {
  const db = createDynamoClient({ endpoint: dynamo.endpoint, region: 'local' });
  try {
    const result = await checkStore({ db, tables: LOCAL_TABLES, location: dynamo.path!, headsFile: dynamo.headsFile, recovery: dynamo.recovery });
    for (const warning of result.warnings) console.warn(`restore: ${warning}`);
  } finally {
    db.destroy();
  }
}

const inUse = (error: unknown): boolean => error instanceof StoreDamagedError && /in use by another process/.test(error.message);

/** `npm run backup`: opens the store folder itself, or reads through the server that holds it. */
export async function backupStore(file: string, location: string, say: (line: string) => void = () => {}): Promise<Record<Table, number>> {
  // Opening a folder that is not there would create an empty store, which a restore then refuses.
  if (!existsSync(location)) throw new Error(`There is no store in ${location} to back up (HEXFOLD_DATA).`);
  let dynamo: LocalDynamo | undefined;
  let endpoint: string;
  try {
    // Not `verify`: a store that does not pass the start-up check is exactly one to save what reads of.
    dynamo = await startDynalite({ path: location, port: 0, verify: false });
    endpoint = dynamo.endpoint;
  } catch (error) {
    if (!inUse(error)) throw error;
    const port = Number(process.env.HEXFOLD_DYNAMO_PORT ?? 8000);
    if (port === 0) {
      throw new Error(`${location} is in use by a running server whose DynamoDB port is not known (HEXFOLD_DYNAMO_PORT=0): stop it, or back up with its port set.`, { cause: error });
    }
    endpoint = `http://127.0.0.1:${port}`;
    say(`${location} is in use by a running server: reading through its DynamoDB endpoint ${endpoint}.`);
  }
  try {
    return await backupTo(endpoint, file);
  } finally {
    await dynamo?.close();
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const location = path.join(path.resolve(process.env.HEXFOLD_DATA ?? 'data'), 'dynamo');
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('usage: npm run backup -- <file>   |   npm run restore -- <file>   (the store: HEXFOLD_DATA, default ./data)');
    process.exit(2);
  }
  if (command === 'backup') {
    const counts = await backupStore(path.resolve(file), location, console.log);
    console.log(`Backed up ${location} to ${file}: ${counts.events} events items, ${counts.games} games, ${counts.connections} connections.`);
    return;
  }
  const counts = await restoreFrom(path.resolve(file), location);
  console.log(`Restored ${file} into ${location}: ${counts.events} events items, ${counts.games} games. Start with \`npm start\`.`);
}

// Run as a command, not when imported (tests).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
