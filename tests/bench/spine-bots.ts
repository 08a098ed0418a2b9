// The benchmark's players, in a worker thread so that the server's thread only serves: each game
// has three seats and a spectator over WebSocket; the awaited seat moves after a think time.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { nextActor, randomCommand, seededRandom, type Random } from '../../domain/index.ts';
import type { TestClient } from '../support/ws-client.ts';
import { everyone, openTable, sync, type Table } from '../integration/helpers/table.ts';

export interface BotsConfig {
  readonly wsUrl: string;
  readonly games: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly thinkMs: readonly [number, number];
}

export interface BotsResult {
  /** Send → every connection of the game has the event, per accepted command after warm-up. */
  readonly latencies: number[];
  readonly accepted: number;
  readonly rejected: number;
  readonly finishedGames: number;
  readonly measuredSeconds: number;
  /** How busy the players' own thread was: if it saturates, latencies include its queueing. */
  readonly botsBusy: number;
  /** Why games stopped early, if any did. */
  readonly errors: readonly string[];
}

const config = workerData as BotsConfig;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Tally {
  latencies: number[];
  accepted: number;
  rejected: number;
  finishedGames: number;
}

async function play(table: Table, random: Random, until: number, measureFrom: () => number | null, tally: Tally) {
  const { gameId } = table;
  while (Date.now() < until) {
    await sleep(config.thinkMs[0] + random() * (config.thinkMs[1] - config.thinkMs[0]));
    const state = table.seats[0].view(gameId).state;
    if (state.phase === 'finished') {
      tally.finishedGames++;
      return;
    }
    const seat = nextActor(state)!;
    const command = randomCommand(table.seats[seat].view(gameId).state, seat, random)!;
    const start = performance.now();
    const reply = await table.seats[seat].command(gameId, table.tokens[seat], command);
    if (reply.type !== 'accepted') {
      tally.rejected++;
      continue;
    }
    await sync(everyone(table), gameId, reply.version);
    const from = measureFrom();
    if (from !== null && start >= from) tally.latencies.push(performance.now() - start);
    tally.accepted++;
  }
}

async function run(): Promise<void> {
  const tables: Table[] = [];
  for (let i = 0; i < config.games; i += 10) {
    const batch = Math.min(10, config.games - i);
    tables.push(...await Promise.all(Array.from({ length: batch }, () => openTable(config.wsUrl))));
  }
  parentPort!.postMessage({ type: 'ready' });
  await new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  const start = Date.now();
  const until = start + config.seconds * 1000;
  let measureFrom: number | null = null;
  let busy = performance.eventLoopUtilization();
  setTimeout(() => {
    measureFrom = performance.now();
    busy = performance.eventLoopUtilization();
    parentPort!.postMessage({ type: 'measuring' });
  }, config.warmupSeconds * 1000);
  const result: Tally = { latencies: [], accepted: 0, rejected: 0, finishedGames: 0 };
  const errors: string[] = [];
  // A game that breaks (a bot error, a refused move) stops on its own; the others play on.
  await Promise.all(tables.map((t, i) => play(t, seededRandom(1000 + i), until, () => measureFrom, result)
    .catch((error: Error) => void errors.push(error.message))));
  const botsBusy = performance.eventLoopUtilization(busy).utilization;
  const measured: BotsResult = { ...result, measuredSeconds: config.seconds - config.warmupSeconds, botsBusy, errors };
  // Report before hanging up: closing 200 sockets is not part of the measurement.
  parentPort!.postMessage({ type: 'measured', result: measured });
  await Promise.all(tables.flatMap((t) => everyone(t).map((c: TestClient) => c.close())));
  parentPort!.postMessage({ type: 'done' });
}

void run().catch((error) => parentPort!.postMessage({ type: 'failed', error: String(error?.stack ?? error) }));
