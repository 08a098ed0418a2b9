// The Catan Dice Game on the platform, over the real local stack (the same handlers, the ws
// gateway, real WebSocket clients): two people and a spectator play a Plus game to its end; a
// solo game starts at once; a bot plays its seat on the server and takes over a person who left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { botCommand, type DiceEvent, type DiceState } from '../../domain/dice/index.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack, type LocalStack } from '../../functions/local/stack.ts';
import { eventually, TestClient } from '../support/ws-client.ts';
import { expectWholeAndOnce, FAST } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await stack.close();
});

type Joined = { client: TestClient; seat: number; seatToken: string };

/** Plays `seat` with the good dice bot on the client's view until the game ends (or `limit` moves). */
async function play(p: Joined, gameId: string, limit = Infinity): Promise<number> {
  const random = seededRandom(40 + p.seat);
  let moves = 0;
  const view = () => p.client.view(gameId).dice as DiceState;
  for (;;) {
    const s = await p.client.until(() => {
      const d = view();
      return d && (d.phase === 'finished' || (d.phase === 'playing' && d.turn.seat === p.seat)) ? d : false;
    }, 20_000, `seat ${p.seat}'s turn`);
    if (s.phase === 'finished' || moves >= limit) return moves;
    const command = botCommand(s, p.seat, 'good', random);
    if (!command) throw new Error('the bot has no move');
    const held = p.client.head(gameId);
    const reply = await p.client.command(gameId, p.seatToken, command);
    expect(reply.type, JSON.stringify(reply)).toBe('accepted');
    moves++;
    await p.client.until(() => p.client.head(gameId) > held, 10_000, 'the move');
  }
}

async function join(client: TestClient, gameId: string, name: string): Promise<Joined> {
  const joined = await joinGame(client, gameId, name);
  if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
  return { client, seat: joined.seat as number, seatToken: joined.seatToken as string };
}

const eventsOf = async (gameId: string) => (await stack.stores.events.range(gameId, 0));

describe('the dice game over WebSocket', () => {
  it('two people play a Plus game to the end, watched by a spectator who sees every move', async () => {
    // GIVEN a Plus game for two, created by Ana, joined by Ana and Bruno, and a spectator
    const [ana, bruno, watcher] = await Promise.all([0, 1, 2].map(() => TestClient.connect(stack.wsUrl)));
    const { gameId } = await ana.ask({ type: 'createGame', game: 'dice', side: 'plus', players: 2, createId: 'dice-plus-two' }, 'created');
    const a = await join(ana, gameId, 'Ana');
    await watcher.follow({ type: 'spectate', gameId });
    const b = await join(bruno, gameId, 'Bruno');
    // WHEN both play their turns
    const [movesA, movesB] = await Promise.all([play(a, gameId), play(b, gameId)]);
    // THEN the stream is whole and once, every record marked as a dice game's
    const records = await eventsOf(gameId);
    expectWholeAndOnce(records);
    expect(records.every((r) => r.kind === 'dice')).toBe(true);
    const end = records.at(-1)!.events.at(-1) as DiceEvent;
    expect(end.type).toBe('GameEnded');
    expect(movesA + movesB).toBeGreaterThan(10);
    // AND the spectator holds every event, as stored (nothing in the dice game is hidden)
    await watcher.until(() => watcher.head(gameId) === records.length, 10_000, 'the spectator');
    expect(watcher.view(gameId).items.map((i) => i.events)).toEqual(records.map((r) => r.events));
    expect(watcher.view(gameId).dice?.phase).toBe('finished');
    // AND every frame of the game says its kind
    const frames = watcher.messages.filter((m) => m.type === 'events' && m.gameId === gameId);
    expect(frames.every((m) => m.kind === 'dice')).toBe(true);
    // AND the lobby lists it as a finished dice game with its winner
    const finished = await ana.ask({ type: 'listGames', status: 'finished' }, 'games');
    const listed = finished.games.find((g) => g.gameId === gameId)!;
    expect(listed).toMatchObject({ kind: 'dice', board: 'plus', players: 2, seats: ['Ana', 'Bruno'], status: 'finished' });
    if (end.type === 'GameEnded') expect(listed.winner?.seat).toBe(end.winners[0]);
    await Promise.all([ana, bruno, watcher].map((c) => c.close()));
  });

  it('a solo standard game starts at the one claim and ends after 15 turns', async () => {
    const solo = await TestClient.connect(stack.wsUrl);
    const { gameId } = await solo.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 1 }, 'created');
    const me = await join(solo, gameId, 'Solo');
    expect((solo.view(gameId).dice as DiceState).phase).toBe('playing');
    await play(me, gameId);
    const records = await eventsOf(gameId);
    const scored = records.flatMap((r) => r.events).filter((e) => e.type === 'TurnScored');
    expect(scored).toHaveLength(15);
    // The games item follows the winning record (it is updated after the append is answered).
    let status: string | undefined;
    for (let i = 0; i < 100 && status !== 'finished'; i++) {
      status = (await stack.stores.games.get(gameId))?.status;
      if (status !== 'finished') await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe('finished');
    await solo.close();
  });

  it('a bot plays its seat on the server, between the person\'s turns', async () => {
    const person = await TestClient.connect(stack.wsUrl);
    const { gameId } = await person.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 2, bots: [null, 'good'] }, 'created');
    const me = await join(person, gameId, 'Ana');
    await play(me, gameId);
    const records = await eventsOf(gameId);
    expectWholeAndOnce(records);
    const botMoves = records.filter((r) => r.commandId.startsWith('bot:1:'));
    expect(botMoves.length).toBeGreaterThan(15);
    const botEvents = botMoves.flatMap((r) => r.events) as DiceEvent[];
    expect(botEvents.every((e) => !('seat' in e) || e.seat === 1)).toBe(true);
    await person.close();
  });

  it('its creator fills the free seat with a bot, which starts the game and plays', async () => {
    const person = await TestClient.connect(stack.wsUrl);
    const createId = 'dice-add-bot-1';
    const { gameId } = await person.ask({ type: 'createGame', game: 'dice', side: 'plus', players: 2, createId }, 'created');
    const me = await join(person, gameId, 'Ana');
    expect((person.view(gameId).dice as DiceState).phase).toBe('lobby');
    expect(await person.ask({ type: 'addBot', gameId, createId, level: 'easy' }, 'botAdded')).toMatchObject({ seat: 1 });
    expect((await stack.stores.games.get(gameId))?.bots).toEqual([null, 'easy']);
    await play(me, gameId);
    const records = await eventsOf(gameId);
    expect(records.some((r) => r.commandId.startsWith('bot:1:'))).toBe(true);
    await person.close();
  });

  it('a person who leaves a game with a timer is taken over by a bot, and gets the seat back on resume', async () => {
    const [ana, bruno] = await Promise.all([0, 1].map(() => TestClient.connect(stack.wsUrl)));
    const { gameId } = await ana.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 2, timer: 1 }, 'created');
    const a = await join(ana, gameId, 'Ana');
    const b = await join(bruno, gameId, 'Bruno');
    // WHEN Ana (seat 0, to start) does nothing
    await bruno.until(() => (bruno.view(gameId).dice as DiceState & { away?: boolean[] }).away?.[0] === true, 10_000, 'the take-over');
    // THEN a bot plays her turn, and Bruno's turn comes
    await bruno.until(() => {
      const d = bruno.view(gameId).dice as DiceState;
      return d.phase === 'playing' && d.turn.seat === b.seat;
    }, 10_000, 'Bruno\'s turn');
    const records = await eventsOf(gameId);
    expect(records.some((r) => r.commandId.startsWith('away:0:'))).toBe(true);
    // AND Ana's resume gives her seat back
    await ana.follow({ type: 'resume', gameId, seatToken: a.seatToken, lastVersion: ana.head(gameId) });
    await ana.until(() => (ana.view(gameId).dice as DiceState & { away?: boolean[] }).away?.[0] === false, 10_000, 'the return');
    await Promise.all([ana, bruno].map((c) => c.close()));
  });

  it('survives a restart of the server on its on-disk store: the seat resumes and the bot plays on to the end', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-dice-restart-'));
    const quiet = { info() {}, warn() {}, error() {} };
    const first = await startLocalStack({ port: 0, dataDir, log: quiet, random: seededRandom(8), limits: FAST });
    const ana = await TestClient.connect(first.wsUrl);
    const { gameId } = await ana.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 2, bots: [null, 'good'] }, 'created');
    const me = await join(ana, gameId, 'Ana');
    await play(me, gameId, 12);
    const head = ana.head(gameId);
    // WHEN the server stops and starts again on the same folder (the store is checked at the start)
    await first.close();
    await eventually(() => ana.closeCode !== null, 5000, 'close');
    const second = await startLocalStack({ port: 0, dataDir, log: quiet, random: seededRandom(9), limits: FAST });
    try {
      const again = await TestClient.connect(second.wsUrl);
      again.adopt(gameId, ana.view(gameId));
      await again.follow({ type: 'resume', gameId, seatToken: me.seatToken, lastVersion: head });
      // THEN the game goes on to its end, every record once, the games item following it
      await play({ ...me, client: again }, gameId);
      // The seeds' reveal follows the end once the games item has been told of it.
      await again.until(() => again.frames.some((f) => f.includes('SeedsRevealed')), 10_000, 'the reveal');
      const records = await second.stores.events.range(gameId, 0);
      expectWholeAndOnce(records);
      expect(records.every((r) => r.kind === 'dice')).toBe(true);
      expect((await second.stores.games.get(gameId))?.status).toBe('finished');
      await again.close();
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses bad input with a typed code and changes nothing', async () => {
    const client = await TestClient.connect(stack.wsUrl);
    const { gameId } = await client.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 1 }, 'created');
    const me = await join(client, gameId, 'Solo');
    const head = client.head(gameId);
    const send = (command: Record<string, unknown>) => client.request({
      type: 'command', gameId, seatToken: me.seatToken, commandId: `bad-${Math.random().toString(36).slice(2, 10)}`, command,
    });
    // A board game's command, a build before any roll, a knight not on the sheet, a roll keeping dice before the first roll
    expect(await send({ type: 'RollDice' })).toMatchObject({ type: 'error', code: 'command/invalid' });
    expect(await send({ type: 'Build', structure: 'r1' })).toMatchObject({ type: 'error' });
    expect(await send({ type: 'UseKnight', knight: 'k99', give: 'ore' })).toMatchObject({ type: 'error' });
    expect(await send({ type: 'Roll', keep: [true, true, true, true, true, true] })).toMatchObject({ type: 'error' });
    // A malformed one is the protocol's
    expect(await send({ type: 'Roll', keep: 'all' })).toMatchObject({ type: 'error', code: 'protocol/invalid-message' });
    // A dice game with a side's wrong table size
    expect(await client.request({ type: 'createGame', game: 'dice', side: 'plus', players: 1 })).toMatchObject({ type: 'error', code: 'dice/unsupported-players' });
    expect((await eventsOf(gameId)).length).toBe(head);
    await client.close();
  });
});
