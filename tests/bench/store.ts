// Benchmark of the embedded store's durability: what syncing each write costs. The same appends
// (one conditional PutItem each, through the events adapter) on dynalite on disk, with each write
// of the events table synced and recorded in the high-water mark (as `npm start` runs), and
// without (as it ran before). Also LevelDB alone, to show the floor: a put, and a put with fsync.
// Run: node --import tsx tests/bench/store.ts
//   env BENCH_APPENDS (600 sequential appends), BENCH_GAMES (50 games appending at once, 20 each)
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ensureTables, LOCAL_TABLES, startDynalite } from '../../functions/local/dynalite.ts';
import { createDynamoClient, DynamoEventStore } from '../../functions/store/dynamo/index.ts';
import type { StreamRecord } from '../../functions/store/types.ts';

const APPENDS = Number(process.env.BENCH_APPENDS ?? 600);
const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const PER_GAME = 20;

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(10);

/** An ordinary stream item (≈ 0.2 KB, like a turn's record). */
const record = (gameId: string, version: number): StreamRecord => ({
  gameId, version, commandId: `c-${gameId}-${version}`, at: new Date().toISOString(),
  events: [{ type: 'DiceRolled', seat: version % 3, dice: [(version % 6) + 1, ((version * 7) % 6) + 1] }, { type: 'ResourcesProduced', gains: [{}, {}, {}] }],
} as StreamRecord);

interface Figures {
  readonly p50: number;
  readonly p99: number;
  readonly mean: number;
  /** Appends per second with GAMES games appending at once. */
  readonly concurrent: number;
}

interface Store {
  append(record: StreamRecord): Promise<boolean>;
  close(): Promise<void>;
}

async function openStore(sync: boolean): Promise<Store> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hexfold-bench-store-'));
  const dynamo = await startDynalite({ path: path.join(dir, 'dynamo'), port: 0, sync });
  const db = createDynamoClient({ endpoint: dynamo.endpoint, region: 'local' });
  await ensureTables(dynamo.endpoint, LOCAL_TABLES);
  const events = new DynamoEventStore(db, LOCAL_TABLES.events);
  return {
    append: (record) => events.append(record),
    async close() {
      db.destroy();
      await dynamo.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Both stores open at once, measured in alternating rounds: the machine's load drifts, and each
 * round gives both the same conditions.
 */
async function measure(): Promise<{ plain: Figures; synced: Figures }> {
  const stores = { plain: await openStore(false), synced: await openStore(true) };
  const times = { plain: [] as number[], synced: [] as number[] };
  const rates = { plain: [] as number[], synced: [] as number[] };
  const rounds = 5;
  try {
    for (const store of Object.values(stores)) for (let v = 1; v <= 50; v++) await store.append(record('warm-up', v));
    for (let round = 0; round < rounds; round++) {
      for (const mode of ['plain', 'synced'] as const) {
        for (let i = 0; i < APPENDS / rounds; i++) {
          const start = performance.now();
          if (!(await stores[mode].append(record(`seq-${round}-${Math.floor(i / 100)}`, (i % 100) + 1)))) throw new Error('append refused');
          times[mode].push(performance.now() - start);
        }
        const started = performance.now();
        await Promise.all(Array.from({ length: GAMES }, async (_, g) => {
          for (let v = 1; v <= PER_GAME; v++) await stores[mode].append(record(`par-${round}-${g}`, v));
        }));
        rates[mode].push((GAMES * PER_GAME) / ((performance.now() - started) / 1000));
      }
    }
  } finally {
    await Promise.all(Object.values(stores).map((s) => s.close()));
  }
  const figures = (mode: 'plain' | 'synced'): Figures => {
    const sorted = [...times[mode]].sort((a, b) => a - b);
    const r = [...rates[mode]].sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length, concurrent: r[Math.floor(r.length / 2)] };
  };
  return { plain: figures('plain'), synced: figures('synced') };
}

/** LevelDB alone (classic-level, as dynalite opens it): the mean of sequential puts. */
async function levelPuts(sync: boolean): Promise<number> {
  const { ClassicLevel } = createRequire(createRequire(import.meta.url).resolve('dynalite'))('classic-level') as {
    ClassicLevel: new (location: string, options: object) => {
      open(): Promise<void>; close(): Promise<void>; put(k: string, v: unknown, o: object): Promise<void>;
    };
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'hexfold-bench-level-'));
  const db = new ClassicLevel(dir, { valueEncoding: 'json' });
  await db.open();
  try {
    const value = { item: 'x'.repeat(200) };
    for (let i = 0; i < 50; i++) await db.put(`warm-${i}`, value, { sync });
    const start = performance.now();
    for (let i = 0; i < APPENDS; i++) await db.put(`k-${i}`, value, { sync });
    return (performance.now() - start) / APPENDS;
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const level = { plain: await levelPuts(false), synced: await levelPuts(true) };
  const { plain, synced } = await measure();
  const lines = [
    'store: the cost of durable writes (dynalite on disk, one conditional PutItem per append)',
    `  LevelDB put alone        ${ms(level.plain)} mean; with fsync ${ms(level.synced)} (the disk's sync: ${ms(level.synced - level.plain)})`,
    '  append (events adapter)       p50         p99        mean    concurrent',
    `    not synced             ${ms(plain.p50)}  ${ms(plain.p99)}  ${ms(plain.mean)}   ${plain.concurrent.toFixed(0).padStart(6)}/s`,
    `    synced + high-water    ${ms(synced.p50)}  ${ms(synced.p99)}  ${ms(synced.mean)}   ${synced.concurrent.toFixed(0).padStart(6)}/s`,
    `  cost of durability: ${ms(synced.p50 - plain.p50).trim()} per append at the median (${APPENDS} sequential appends each; ${GAMES} games × ${PER_GAME} at once for the rate, median of 5 rounds; the two alternate)`,
  ];
  console.log(lines.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
