// Load and faults at once, bounded and on loopback only: two games of a person against good bots
// go on while one client floods the server with requests, another stops reading its socket while
// it asks for a whole stream again and again, and the server is killed (SIGKILL) in the middle and
// started again on its data. Every well-behaved client converges on the stream, and nothing a
// person was told was accepted is lost or doubled.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { botCommand, seededRandom, type Random } from '../../domain/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { startChild, stop, type Child } from './helpers/child-stack.ts';
import { expectWholeAndOnce, mustAct } from './helpers/people.ts';
import { joinGame } from './helpers/table.ts';

interface Person {
  client: TestClient;
  readonly gameId: string;
  readonly token: string;
  readonly random: Random;
  /** Command ids the server answered `accepted`. */
  readonly accepted: string[];
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
      throw new Error('a well-behaved person was rate-limited');
    }
  }
}

describe('load and faults at once', () => {
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
        people.push({ client, gameId, token: joined.seatToken, random: seededRandom(100 + g), accepted: [] });
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
