// The lobby projection (the games item) converges on the stream after the server died between an
// append and the update that follows it: on the winner's retry, and at the next start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, fold, initialState, nextActor, randomCommand, seededRandom, supplyInputs, type Command, type Event } from '../../domain/catan/index.ts';
import { repairGame } from '../../functions/app/repair.ts';
import { startLocalStack, type LocalStack } from '../../functions/local/stack.ts';
import { memoryStores } from '../../functions/store/memory/index.ts';
import type { GameRecord, GameStatus, StreamRecord } from '../../functions/store/types.ts';
import { captureLog, type Captured } from './helpers/stack.ts';
import { FAST } from './helpers/fast.ts';
import { closeAll, everyone, openTable, sync, type Table } from './helpers/table.ts';
import { catanEvents } from '../support/kinds.ts';

let dataDir: string;
let stack: LocalStack;
let log: Captured;
let table: Table;
/** The winning command as it was sent, to send it again. */
let winning: Record<string, unknown>;
let wonAt: number;

/** Plays the bots to the win; keeps the message of the winning command. */
async function playToTheWin(t: Table): Promise<void> {
  const bots = seededRandom(3); // with the server's seed 3: a short game (about 230 moves)
  for (let n = 0; n < 2000; n++) {
    const state = t.seats[0].view(t.gameId).state;
    const seat = nextActor(state);
    if (seat === null) throw new Error(`nobody to act in phase ${state.phase}`);
    const command = randomCommand(t.seats[seat].view(t.gameId).state, seat, bots) as Command & { seat?: number };
    const { seat: _, ...body } = command;
    const message = { type: 'command', gameId: t.gameId, seatToken: t.tokens[seat], commandId: `win-test-${n}`, lastVersion: t.seats[seat].head(t.gameId), command: body };
    const reply = await t.seats[seat].request(message);
    if (reply.type !== 'accepted') throw new Error(`bot move got ${JSON.stringify(reply)}`);
    await sync(everyone(t), t.gameId, reply.version);
    if (t.seats[0].view(t.gameId).state.phase === 'finished') {
      winning = message;
      wonAt = reply.version;
      return;
    }
  }
  throw new Error('no winner');
}

// The bots move as fast as the server answers: past a person's request rate, which is not tested here.
const start = () => startLocalStack({
  port: 0, dataDir, log: log.logger, random: seededRandom(3), limits: FAST,
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-projection-'));
  log = captureLog();
  stack = await start();
  table = await openTable(stack.wsUrl, { spectator: false });
  await playToTheWin(table);
});

afterAll(async () => {
  await closeAll(table);
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Waits until the games item has `status` (5 s at most): `eventually` takes no async test. */
async function statusBecomes(gameId: string, status: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await stack.stores.games.get(gameId))?.status !== status) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for status ${status}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Appends a record as a server that died right after its put would have left it. */
async function appendOnly(gameId: string, version: number, events: readonly Event[]): Promise<void> {
  const record: StreamRecord = { gameId, version, commandId: `direct-${gameId}-${version}`, events, at: new Date().toISOString() };
  expect(await stack.stores.events.append(record)).toBe(true);
}

describe('a games item that lags its stream', () => {
  it('is finished again by the winner retrying the winning command', async () => {
    // (The status update goes out with the answer, not before it.)
    await statusBecomes(table.gameId, 'finished');
    // GIVEN the server died after the GameWon append, before the status update
    await stack.stores.games.setStatus(table.gameId, 'playing');
    // WHEN the winner's client retries the command it had no answer for
    const seat = table.tokens.indexOf(winning.seatToken as string);
    const reply = await table.seats[seat].request(winning);
    // THEN it is accepted as the same version, and the lobby projection follows the stream
    expect(reply).toMatchObject({ type: 'accepted', version: wonAt });
    await statusBecomes(table.gameId, 'finished');
    const lobby = await table.seats[0].request({ type: 'listGames' });
    expect(lobby.games.map((g: { gameId: string }) => g.gameId)).not.toContain(table.gameId);
  });

  it('is repaired at the next start: status, seat names and a missing item, never a token hash', async () => {
    // GIVEN the win's status update lost again,
    await stack.stores.games.setStatus(table.gameId, 'playing');
    const hashes = (await stack.stores.games.get(table.gameId))!.seatTokenHashes;
    // a game created whose games item was never written,
    const random = seededRandom(11);
    const create = decide(supplyInputs({ type: 'CreateGame', players: 3, board: 'beginner' }, random), initialState());
    if (!create.ok) throw new Error('CreateGame refused');
    await appendOnly('lost-item-game', 1, create.events);
    // and a seat claimed in the stream of a lobby game whose games item never heard of it
    const lobbyGame = await table.seats[0].request({ type: 'createGame', players: 3, board: 'beginner' });
    const created = (await stack.stores.events.range(lobbyGame.gameId, 0))[0];
    const claim = decide({ type: 'ClaimSeat', seat: 1, name: 'Ada' }, fold(catanEvents(created.events), initialState()));
    if (!claim.ok) throw new Error('ClaimSeat refused');
    await appendOnly(lobbyGame.gameId, 2, claim.events);
    // WHEN the server stops and starts again on its folder
    await closeAll(table);
    await stack.close();
    log.lines.length = 0;
    stack = await start();
    // THEN every games item agrees with its stream
    expect(await stack.stores.games.get(table.gameId)).toMatchObject({
      status: 'finished', seats: ['Player 1', 'Player 2', 'Player 3'], seatTokenHashes: hashes,
    });
    expect(await stack.stores.games.get('lost-item-game')).toMatchObject({
      status: 'open', players: 3, board: 'beginner', seats: [null, null, null], seatTokenHashes: [null, null, null],
    });
    expect(await stack.stores.games.get(lobbyGame.gameId)).toMatchObject({
      status: 'open', seats: [null, 'Ada', null], seatTokenHashes: [null, null, null],
    });
    const repaired = log.lines.filter((l) => l.message === 'games item repaired from its stream').map((l) => l.fields?.gameId).sort();
    expect(repaired).toEqual([table.gameId, 'lost-item-game', lobbyGame.gameId].sort());
  });
});

describe('repairGame', () => {
  /** A lobby game with a person in seat 0 and a bot in seat 2, its games item as `item` says. */
  async function lobby(item: Partial<GameRecord>) {
    const stores = memoryStores();
    let state = initialState();
    const events: Event[][] = [];
    for (const command of [
      supplyInputs({ type: 'CreateGame', players: 3, board: 'beginner' }, seededRandom(1)),
      { type: 'ClaimSeat', seat: 0, name: 'Ana' },
      { type: 'ClaimSeat', seat: 2, name: 'Bot Chiara', bot: true, level: 'easy' },
    ] as Command[]) {
      const decision = decide(command, state);
      if (!decision.ok) throw new Error(decision.rejection.code);
      events.push([...decision.events]);
      state = fold(decision.events, state);
    }
    for (const [i, e] of events.entries()) await stores.events.append({ gameId: 'g', version: i + 1, commandId: `c${i}`, events: e, at: '2030-01-01T00:00:00.000Z' });
    await stores.games.create({
      gameId: 'g', status: 'open', createdAt: '2030-01-01T00:00:00.000Z', players: 3, board: 'beginner',
      seats: [null, null, null], seatTokenHashes: ['h0', null, null], bots: [null, null, null], timer: 0, ...item,
    });
    return stores;
  }

  it('names the seats from the stream (a bot with its level) and leaves the token hashes alone', async () => {
    const stores = await lobby({});
    expect(await repairGame(stores, 'g')).toEqual(['seat 0 named', 'seat 2 named']);
    expect(await stores.games.get('g')).toMatchObject({ seats: ['Ana', null, 'Bot Chiara'], bots: [null, null, 'easy'], seatTokenHashes: ['h0', null, null] });
    expect(await repairGame(stores, 'g')).toEqual([]);
  });

  it('never moves a finished item back, and keeps an abandoned one while the stream is not finished', async () => {
    for (const status of ['finished', 'abandoned'] as GameStatus[]) {
      const stores = await lobby({ status, seats: ['Ana', null, 'Bot Chiara'], bots: [null, null, 'easy'] });
      expect(await repairGame(stores, 'g')).toEqual([]);
      expect((await stores.games.get('g'))?.status).toBe(status);
    }
    const stores = await lobby({ status: 'playing', seats: ['Ana', null, 'Bot Chiara'], bots: [null, null, 'easy'] });
    expect(await repairGame(stores, 'g')).toEqual(['status playing → open']);
  });

  it('re-creates a lost item from the stream, with its host', async () => {
    const stores = await lobby({});
    const fresh = memoryStores();
    for (const r of await stores.events.range('g', 0)) await fresh.events.append(r);
    expect(await repairGame(fresh, 'g')).toEqual(['created']);
    expect(await fresh.games.get('g')).toMatchObject({ status: 'open', seats: ['Ana', null, 'Bot Chiara'], host: 'Ana', bots: [null, null, 'easy'] });
  });
});
