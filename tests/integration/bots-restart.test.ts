// The stack killed (SIGKILL, no shutdown) right after a person's move, while the bots owe their
// moves and a turn timer is pending, then started again on the same data: the game goes on from
// where it was. The stack runs in a child process so that it can die for real.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomCommand, seededRandom, type State } from '../../domain/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { startChild, stop, type Child } from './helpers/child-stack.ts';
import { expectWholeAndOnce, mustAct } from './helpers/people.ts';
import { joinGame } from './helpers/table.ts';

const turnOf = (s: State) => (s.phase === 'playing' ? s.turn : null);

describe('a stack killed while bots owe moves', () => {
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
      await back.until(() => items().slice(held.items.length).some((i) => i.events.some((e) => e.type === 'SeatTakenOver')), 20_000, 'the take-over');
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
  }, 40_000);
});
