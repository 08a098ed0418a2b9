// The local DynamoDB (dynalite) in a worker thread of its own; started by dynalite.ts, which
// documents the messages. Plain JavaScript: the worker runs without the TypeScript loader.
//
// On disk it adds to dynalite what the local stack's durability needs (docs/architecture.md,
// "Durability of the embedded store"):
// - LevelDB is opened before the server listens, and the failure to open it is reported with
//   LevelDB's own message; damage LevelDB met while recovering (its info log, `LOG`) is reported.
// - The table files' block checksums are verified (leveldb-tables.mjs: LevelDB's paranoid checks
//   are not available through classic-level), and every entry is read once (`verify`): a block
//   that does not read back or a value that does not parse is reported before a request is answered.
// - Writes are synced (fsync of the write-ahead log) before they are answered, except those of the
//   volatile tables (the connections table: forgotten at every start).
// - The high-water mark: each put of an events item appends `[gameId, version]` to a file of its
//   own, synced before the put is answered, so a tail lost from the write-ahead log is noticed.
import { Buffer } from 'node:buffer';
import { EventEmitter } from 'node:events';
import { open, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { setImmediate } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import { cacheTableDescriptions } from './dynalite-tables.mjs';
import { verifyTables } from './leveldb-tables.mjs';

const { module: dynaliteMain, options, port, disk, rpc } = workerData;
const load = createRequire(dynaliteMain);

/** Appends lines to the high-water-mark file; concurrent puts share one write and one sync. */
class Heads {
  constructor(file) {
    this.file = file;
    this.handle = null;
    this.queue = [];
    this.flushing = null;
  }

  mark(line) {
    return new Promise((resolve, reject) => {
      this.queue.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  async flush() {
    // The puts of one group commit are answered in one turn: their marks join one write and one sync.
    await new Promise(setImmediate);
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        // Opened at the first put, after the start-up check has rewritten the file.
        this.handle ??= await this.openForAppend();
        await this.handle.appendFile(batch.map((b) => b.line).join(''));
        await this.handle.datasync();
        for (const b of batch) b.resolve();
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    this.flushing = null;
  }

  /** A line torn by a crash (its put was never answered) is ended, so the next one stands alone. */
  async openForAppend() {
    const handle = await open(this.file, 'a+');
    const { size } = await handle.stat();
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) await handle.appendFile('\n');
    }
    return handle;
  }

  async close() {
    await this.flushing;
    await this.handle?.close();
    this.handle = null;
  }
}

/** Whether a LevelDB key (dynalite's prefixed string) belongs to one of `tables`. */
const ofTables = (tables) => {
  const prefixes = tables.flatMap((t) => [`item-${t}~`, `index-global~${t}~`, `index-local~${t}~`]);
  return (key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p));
};

/**
 * Makes every write of a durable table synced, and records the heads of the events table. The
 * private `_put`/`_del`/`_batch` of the instance are wrapped: dynalite calls the public methods,
 * which encode and then call these with the LevelDB options.
 */
function makeDurable(db, heads) {
  const volatile = ofTables(disk.volatileTables);
  const eventsPrefix = `item-${disk.eventsTable}~`;
  const put = db._put.bind(db);
  const del = db._del.bind(db);
  const batch = db._batch.bind(db);
  const synced = (options, keys) => (disk.sync && !keys.every(volatile) ? { ...options, sync: true } : options);
  // Group commit: the synced puts that arrive while one synced write is under way are written
  // next, together, as one synced LevelDB batch (one fsync of the log for all of them); each is
  // answered once its batch is synced. A batch is atomic in the log, so a crash keeps all of it
  // or none, and none of its puts was answered before it was synced.
  let waiting = [];
  let writing = null;
  const writeWaiting = async () => {
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        if (group.length === 1) await put(group[0].key, group[0].value, { ...group[0].opts, sync: true });
        else await batch(group.map(({ key, value }) => ({ type: 'put', key, value })), { ...group[0].opts, sync: true });
        for (const p of group) p.resolve();
      } catch (error) {
        for (const p of group) p.reject(error);
      }
    }
    writing = null;
  };
  const syncedPut = (key, value, opts) => new Promise((resolve, reject) => {
    waiting.push({ key, value, opts, resolve, reject });
    writing ??= writeWaiting();
  });
  db._put = async (key, value, opts) => {
    if (disk.sync && !volatile(key)) await syncedPut(key, value, opts);
    else await put(key, value, opts);
    if (heads && typeof key === 'string' && key.startsWith(eventsPrefix)) {
      const item = JSON.parse(value);
      await heads.mark(`${JSON.stringify([item.gameId.S, Number(item.version.N)])}\n`);
    }
  };
  db._del = (key, opts) => del(key, synced(opts, [key]));
  db._batch = (operations, opts) => batch(operations, synced(opts, operations.map((o) => o.key)));
}

/**
 * The same requests as over HTTP, through a MessagePort (dynamo-port.ts sends them, in batches):
 * each `{id, headers, body}` is given to dynalite's own request handler as a request of its HTTP
 * server would be, and its answer goes back as `{id, status, headers, body}` (in batches too). It spares both
 * threads the HTTP parsing and the sockets; dynalite checks and does exactly the same.
 */
function serveOverPort(rpc, handle) {
  // Answers of one turn of the event loop go back together, as the requests came.
  let outbox = [];
  const flush = () => {
    const batch = outbox;
    outbox = [];
    rpc.postMessage(batch);
  };
  const reply = (answer) => {
    if (outbox.length === 0) setImmediate(flush);
    outbox.push(answer);
  };
  rpc.on('message', (requests) => requests.forEach(({ id, headers, body }) => {
    const req = new EventEmitter();
    req.method = 'POST';
    req.url = '/';
    req.headers = headers;
    const answer = { id, status: 200, headers: {}, body: '' };
    const res = {
      statusCode: 200,
      setHeader(name, value) {
        answer.headers[name.toLowerCase()] = String(value);
      },
      end(data) {
        answer.status = res.statusCode;
        answer.body = data === undefined ? '' : String(data);
        reply(answer);
      },
    };
    handle(req, res);
    if (body) req.emit('data', Buffer.from(body));
    req.emit('end');
  }));
}

/** What LevelDB's info log says it dropped or found damaged while opening. */
async function recoveryReports(location) {
  let log;
  try {
    log = await readFile(path.join(location, 'LOG'), 'utf8');
  } catch {
    return [];
  }
  return log.split('\n').filter((line) => /dropping|corrupt|ignoring error|missing/i.test(line)).map((line) => line.trim());
}

/** Reads every entry once: a block that does not read back, or a value that is not JSON, throws. */
async function verify(db) {
  let entries = 0;
  for await (const [key, value] of db.iterator({ keyEncoding: 'utf8', valueEncoding: 'utf8' })) {
    try {
      JSON.parse(value);
    } catch {
      throw new Error(`the value of entry ${JSON.stringify(key.slice(0, 120))} is not readable (not JSON)`);
    }
    entries++;
  }
  return entries;
}

/** LevelDB's own message: a failed open carries it as the cause of abstract-level's error. */
const describe = (error) => {
  if (error?.code === 'LEVEL_DATABASE_NOT_OPEN' && error.cause) return error.cause.message;
  return error?.message ?? String(error);
};

async function start() {
  const dbModule = load('./db');
  const create = dbModule.create;
  let store;
  dbModule.create = (o) => (store = create(o));
  let server;
  try {
    server = load(dynaliteMain)(options);
  } finally {
    dbModule.create = create;
  }

  let recovery = [];
  let entries = 0;
  const heads = disk && disk.headsFile ? new Heads(disk.headsFile) : null;
  if (disk) {
    // The table files as the last run left them (complete: LevelDB syncs a table before using it);
    // those compacted away while they are checked are skipped.
    const tables = (await readdir(options.path)).filter((name) => /^\d+\.(ldb|sst)$/.test(name)).map((name) => path.join(options.path, name));
    try {
      await store.db.open();
    } catch (error) {
      return { error: describe(error), stage: 'open' };
    }
    recovery = await recoveryReports(options.path);
    if (disk.verify) {
      try {
        await verifyTables(tables);
        entries = await verify(store.db);
      } catch (error) {
        return { error: describe(error), stage: 'read', recovery };
      }
    }
    makeDurable(store.db, heads);
  }

  cacheTableDescriptions(store);
  if (rpc) serveOverPort(rpc, server.listeners('request')[0]);
  const close = server.close.bind(server);
  parentPort.on('message', () => close((error) => {
    const done = (headsError) => parentPort.postMessage({ closed: true, error: (error || headsError) && String(error || headsError) });
    void (heads ? heads.close() : Promise.resolve()).then(() => done(), done);
  }));
  return new Promise((resolve) => {
    server.on('error', (error) => resolve({ error: String(error), stage: 'listen' }));
    server.listen(port, '127.0.0.1', () => resolve({ port: server.address().port, recovery, entries }));
  });
}

start().then(
  (reply) => parentPort.postMessage(reply),
  (error) => parentPort.postMessage({ error: describe(error), stage: 'start' }),
);
