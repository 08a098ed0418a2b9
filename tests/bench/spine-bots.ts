// The benchmark's players, in a worker thread so that the server's thread only serves: each game
// has three (or four) seats and its spectators over WebSocket; the awaited seat moves after a think time.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { nextActor, randomCommand, seededRandom, type Random } from '../../domain/catan/index.ts';
import type { TestClient } from '../support/ws-client.ts';
import { quietCommand } from './quiet-command.ts';
import { Watcher } from './watcher.ts';
import { everyone, openTable, sync, type Table } from '../integration/helpers/table.ts';

export interface BotsConfig {
  readonly wsUrl: string;
  readonly games: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly thinkMs: readonly [number, number];
  /** Seats per game. @default 3 */
  readonly players?: 3 | 4;
  /** Spectators per game besides the one full client: light ones, that only follow versions. @default 0 */
  readonly watchers?: number;
  /** Ask for `accepted` on every command; false sends as the site does (`ack: false`). @default false */
  readonly ack?: boolean;
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

interface Game {
  table: Table;
  watchers: Watcher[];
}

async function openGame(): Promise<Game> {
  // The spectators are light clients (watcher.ts): they receive every frame as a full client does,
  // without folding states nobody reads, so that the players' thread takes less of the machine.
  const table = await openTable(config.wsUrl, { players: config.players ?? 3, spectator: false });
  const watchers: Watcher[] = [];
  for (let i = 0; i < (config.watchers ?? 0); i += 10) {
    watchers.push(...await Promise.all(Array.from({ length: Math.min(10, (config.watchers ?? 0) - i) }, () => Watcher.spectate(config.wsUrl, table.gameId))));
  }
  const head = table.seats[0].head(table.gameId);
  await Promise.all(watchers.map((w) => w.until(head)));
  return { table, watchers };
}

const closeGame = (game: Game) => Promise.all([...everyone(game.table).map((c: TestClient) => c.close()), ...game.watchers.map((w) => w.close())]);

interface Tally {
  latencies: number[];
  accepted: number;
  rejected: number;
  finishedGames: number;
}

/** Plays `game` until time is up; a finished game is replaced by a new one (the load stays the same). */
async function play(games: Game[], index: number, random: Random, until: number, measureFrom: () => number | null, tally: Tally) {
  while (Date.now() < until) {
    await sleep(config.thinkMs[0] + random() * (config.thinkMs[1] - config.thinkMs[0]));
    const { table, watchers } = games[index];
    const { gameId } = table;
    const state = table.seats[0].view(gameId).state;
    if (state.phase === 'finished') {
      tally.finishedGames++;
      const old = games[index];
      games[index] = await openGame();
      void closeGame(old);
      continue;
    }
    const seat = nextActor(state)!;
    const command = randomCommand(table.seats[seat].view(gameId).state, seat, random)!;
    const start = performance.now();
    const version = await send(table, seat, command);
    if (version === null) {
      tally.rejected++;
      continue;
    }
    await Promise.all([sync(everyone(table), gameId, version), ...watchers.map((w) => w.until(version))]);
    const from = measureFrom();
    if (from !== null && start >= from) tally.latencies.push(performance.now() - start);
    tally.accepted++;
  }
}

/** The version the seat's command made, or null when it was refused. */
async function send(table: Table, seat: number, command: object): Promise<number | null> {
  const client = table.seats[seat];
  if (config.ack) {
    const reply = await client.command(table.gameId, table.tokens[seat], command as never);
    return reply.type === 'accepted' ? reply.version as number : null;
  }
  const gaps = client.view(table.gameId).gaps;
  const outcome = await quietCommand(client, table.gameId, table.tokens[seat], command, gaps);
  if (outcome.kind === 'gap') throw new Error('a gap in the stream of a seat that sent a command');
  return outcome.kind === 'accepted' ? outcome.version : null;
}

async function run(): Promise<void> {
  const games: Game[] = [];
  for (let i = 0; i < config.games; i += 10) {
    const batch = Math.min(10, config.games - i);
    games.push(...await Promise.all(Array.from({ length: batch }, () => openGame())));
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
  await Promise.all(games.map((_, i) => play(games, i, seededRandom(1000 + i), until, () => measureFrom, result)
    .catch((error: Error) => void errors.push(error.message))));
  const botsBusy = performance.eventLoopUtilization(busy).utilization;
  const measured: BotsResult = { ...result, measuredSeconds: config.seconds - config.warmupSeconds, botsBusy, errors };
  // Report before hanging up: closing 200 sockets is not part of the measurement.
  parentPort!.postMessage({ type: 'measured', result: measured });
  await Promise.all(games.map(closeGame));
  parentPort!.postMessage({ type: 'done' });
}

void run().catch((error) => parentPort!.postMessage({ type: 'failed', error: String(error?.stack ?? error) }));
