// Two tests that kill the server for real (SIGKILL of a stack in a child process) and start it
// again on its data. They run one after the other in this file: each drives a stack at full speed
// and both are sensitive to the machine's load.
//
// 1. The stack is killed right after a person's move, while the bots owe their moves and a turn
//    timer is pending, then started again on the same data: the game goes on from where it was.
// 2. Load and faults at once, bounded and on loopback only: two games of a person against good bots
//    go on while one client floods the server, another stops reading its socket while it asks for a
//    whole stream again and again, and the server is killed in the middle and started again on its
//    data. Every well-behaved client converges on the stream, and nothing a person was told was
//    accepted is lost or doubled.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { botCommand, randomCommand, seededRandom, type Random, type State } from '../../domain/catan/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { startChild, stop, type Child } from './helpers/child-stack.ts';
import { expectWholeAndOnce, mustAct } from './helpers/people.ts';
import { joinGame } from './helpers/table.ts';

const turnOf = (s: State) => (s.phase === 'playing' ? s.turn : null);

describe.sequential('a stack killed while bots owe moves', () => {
  it('goes on from where it was after a restart on the same data: the bots play, the timer fires, the player returns', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-bots-restart-'));
    const children: Child[] = [];
    try {
      // GIVEN Ana against two bots, two seconds per turn; Ana starts (beginner board)
      children.push(await startChild(dataDir));
      const ana = await TestClient.connect(children[0].wsUrl);
      const { gameId } = await ana.ask({ type: 'createGame', players: 3, board: 'beginner', bots: [null, 'easy', 'easy'], timer: 2 }, 'created');
      const { seatToken } = await joinGame(ana, gameId, 'Ana');
      // WHEN Ana plays her turn, and the stack is killed the moment her EndTurn is accepted
      const random = seededRandom(31);
      let ended = { version: 0, commandId: '' };
      for (;;) {
        await ana.until(() => mustAct(ana.view(gameId).state, 0), 10_000, 'Ana\'s move');
        const state = ana.view(gameId).state;
        const turn = turnOf(state);
        const command = turn?.dice && turn.pending.kind === 'none' && !turn.trade ? { type: 'EndTurn' as const, seat: 0 } : randomCommand(state, 0, random)!;
        const end = command.type === 'EndTurn';
        const reply = await ana.command(gameId, seatToken, command);
        if (end) {
          expect(reply.type).toBe('accepted');
          await stop(children[0], 'SIGKILL');
          ended = { version: reply.version, commandId: reply.commandId };
          break;
        }
        if (reply.type === 'accepted') await ana.until(() => ana.head(gameId) >= reply.version);
      }
      const held = ana.view(gameId);
      await ana.close();
      // AND the stack is started again on its data
      const restartedAt = Date.now();
      children.push(await startChild(dataDir));
      const back = await TestClient.connect(children[1].wsUrl);
      back.adopt(gameId, held);
      await back.follow({ type: 'resume', gameId, seatToken, lastVersion: held.items.length });
      // THEN the bots play their turns and Ana's timer fires: her seat is taken over
      const items = () => back.view(gameId).items;
      await back.until(() => items().slice(held.items.length).some((i) => i.events.some((e) => e.type === 'SeatTakenOver')), 45_000, 'the take-over');
      // AND what Ana held is the start of the stream, then her EndTurn, then only the server's own moves
      expect(items().slice(0, held.items.length)).toEqual(held.items);
      expect(items()[ended.version - 1].commandId).toBe(ended.commandId);
      const after = items().slice(ended.version);
      for (const item of after) expect(item.commandId).toMatch(/^(bot|away|back):\d+:\d+$/);
      expect(after.some((i) => Date.parse(i.at!) >= restartedAt - 50)).toBe(true);
      // the bots played their turns: it is Ana's turn again (turn 4), after the server's own moves
      expect(turnOf(back.view(gameId).state)).toMatchObject({ seat: 0, number: 4 });
      const taken = after.findLast((i) => i.events.some((e) => e.type === 'SeatTakenOver'))!;
      const previous = items()[taken.version - 2];
      expect(Date.parse(taken.at!) - Date.parse(previous.at!)).toBeGreaterThanOrEqual(2000);
      // WHEN Ana moves, her seat is returned first, then her move is judged
      const reply = await back.command(gameId, seatToken, { type: 'RollDice', seat: 0 });
      expect(reply.type).toBe('accepted');
      await back.until(() => back.head(gameId) >= reply.version);
      expect(items().at(-2)).toMatchObject({ commandId: `back:0:${reply.version - 2}`, events: [{ type: 'SeatReturned', seat: 0 }] });
      // AND the whole stream, read afresh, is every record once
      const reader = await TestClient.connect(children[1].wsUrl);
      await reader.follow({ type: 'resume', gameId, seatToken, lastVersion: 0 });
      const stream = reader.view(gameId).items.map((i) => ({ ...i, commandId: i.commandId!, at: i.at!, gameId }));
      expectWholeAndOnce(stream);
      expect(stream.slice(0, back.head(gameId)).map((i) => i.events)).toEqual(items().map((i) => i.events));
      await Promise.all([back.close(), reader.close()]);
    } finally {
      for (const child of children) await stop(child, 'SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

interface Person {
  client: TestClient;
  readonly gameId: string;
  readonly token: string;
  readonly random: Random;
  /** Command ids the server answered `accepted`. */
  readonly accepted: string[];
  /** Times it was told to slow down. */
  limited: number;
}

/** Plays the person's seat (0) with the good bot on its own view, at most `moves` moves or until the game ends. */
async function play(p: Person, moves: number): Promise<void> {
  for (let made = 0; made < moves;) {
    const view = p.client.view(p.gameId);
    if (view.state.phase === 'finished') return;
    if (!mustAct(view.state, 0)) {
      const seen = p.client.frames.length;
      await p.client.until(() => p.client.frames.length > seen, 250).catch(() => undefined);
      continue;
    }
    const command = botCommand(view.state, 0, 'good', p.random);
    if (!command) return;
    const reply = await p.client.command(p.gameId, p.token, command);
    if (reply.type === 'accepted') {
      p.accepted.push(reply.commandId);
      made++;
      await p.client.until(() => p.client.head(p.gameId) >= reply.version, 10_000, 'own move');
    } else if (reply.code === 'rate/limited') {
      // A scripted person can outpace the 25 requests/s a connection may send (no human does):
      // it waits, as the web client does, and sends again.
      p.limited++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe.sequential('load and faults at once', () => {
  it('lets every well-behaved client converge, with nothing lost or doubled, through a flood, a slow reader and a kill -9', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hexfold-load-fault-'));
    const children: Child[] = [];
    try {
      // The gateway's real limits: the flooder must meet them, the people must not.
      let server = await startChild(dataDir, 'real');
      children.push(server);
      // GIVEN two games, each a person against three good bots
      const people: Person[] = [];
      for (let g = 0; g < 2; g++) {
        const client = await TestClient.connect(server.wsUrl);
        const { gameId } = await client.ask({ type: 'createGame', players: 4, board: 'beginner', bots: [null, 'good', 'good', 'good'] }, 'created');
        const joined = await joinGame(client, gameId, `Person ${g + 1}`);
        if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
        people.push({ client, gameId, token: joined.seatToken, random: seededRandom(100 + g), accepted: [], limited: 0 });
      }
      // AND a flooder and a reader that stops reading, both hammering the server meanwhile
      const flooder = await TestClient.connect(server.wsUrl);
      for (let i = 0; i < 3000; i++) flooder.send({ type: 'ping', reqId: `f${i}` });
      const slow = await TestClient.connect(server.wsUrl);
      (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      for (let i = 0; i < 200; i++) slow.send({ type: 'spectate', gameId: people[0].gameId, lastVersion: 0 });
      // WHEN the people play a few moves each
      await Promise.all(people.map((p) => play(p, 12)));
      await flooder.until(() => flooder.messages.some((m) => m.type === 'error' && m.code === 'rate/limited'), 10_000, 'rate/limited');
      // AND the server is killed outright, right after a person's move, and started again on its data
      await stop(server, 'SIGKILL');
      server = await startChild(dataDir, 'real');
      children.push(server);
      for (const p of people) {
        const held = p.client.view(p.gameId);
        await p.client.close();
        p.client = await TestClient.connect(server.wsUrl);
        p.client.adopt(p.gameId, held);
        await p.client.follow({ type: 'resume', gameId: p.gameId, seatToken: p.token, lastVersion: held.items.length });
      }
      // AND they play on to the end of their games
      await Promise.all(people.map((p) => play(p, 10_000)));
      // THEN each game is whole, once, and holds every move its person was told was accepted
      const reader = await TestClient.connect(server.wsUrl);
      for (const p of people) {
        expect(p.client.view(p.gameId).state.phase).toBe('finished');
        await reader.follow({ type: 'spectate', gameId: p.gameId, lastVersion: 0 });
        const stream = reader.view(p.gameId).items.map((i) => ({ ...i, commandId: i.commandId!, at: i.at!, gameId: p.gameId }));
        expectWholeAndOnce(stream);
        const ids = stream.map((r) => r.commandId);
        for (const id of p.accepted) expect(ids.filter((x) => x === id)).toHaveLength(1);
        // AND the person's own view converged on it
        expect(p.client.view(p.gameId).items.map((i) => i.version)).toEqual(stream.map((r) => r.version));
      }
      await Promise.all([reader.close(), ...people.map((p) => p.client.close())]);
    } finally {
      for (const child of children) await stop(child, 'SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
