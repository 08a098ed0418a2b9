// Exactly once: wakes that run at the same time for the same game (in one container, or in two
// with their own stream caches) make each move the bots owe once, on the real store.
import { describe, expect, it } from 'vitest';
import { decide, fold, initialState, randomCommand, seededRandom, type State } from '../../domain/catan/index.ts';
import { createContext } from '../../functions/app/context.ts';
import { clockedOf, due, hasWork } from '../../functions/app/due.ts';
import { wake } from '../../functions/app/wake.ts';
import { loadStream, newRecord } from '../../functions/store/stream.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import { TestClient } from '../support/ws-client.ts';
import { expectHeldAndRedacted, expectWholeAndOnce, FAST, mustAct } from './helpers/people.ts';
import { captureLog, memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';
import { catan, catanEvents } from '../support/kinds.ts';

const HOUR = 60 * 60_000;

describe('wakes at the same time', () => {
  it('make each move the bots owe once: three wakes at once, two in the stack and one in another container', async () => {
    const stack = await memoryStack({ limits: FAST });
    // GIVEN Ana against three bots, her turn played up to its end
    const ana = await TestClient.connect(stack.wsUrl);
    const { gameId } = await ana.ask({ type: 'createGame', players: 4, board: 'beginner', bots: [null, 'easy', 'easy', 'easy'] }, 'created');
    const { seatToken } = await joinGame(ana, gameId, 'Ana');
    const random = seededRandom(41);
    for (;;) {
      await ana.until(() => mustAct(ana.view(gameId).state, 0), 10_000, 'Ana\'s move');
      const turn = (ana.view(gameId).state as Extract<State, { phase: 'playing' }>).turn;
      if (turn.dice && turn.pending.kind === 'none' && !turn.trade) break;
      const command = randomCommand(ana.view(gameId).state, 0, random)!;
      if (command.type === 'EndTurn') continue;
      const reply = await ana.command(gameId, seatToken, command);
      if (reply.type === 'accepted') await ana.until(() => ana.head(gameId) >= reply.version);
    }
    // AND her EndTurn stored as if the stack had died at once after: nothing has driven the bots
    const loaded = await loadStream(stack.stores.events, gameId);
    const decision = decide({ type: 'EndTurn', seat: 0 }, catan(loaded.state));
    if (!decision.ok) throw new Error(decision.rejection.code);
    const ended = newRecord(gameId, loaded.head + 1, 'ended-outside', decision.events, new Date().toISOString(), fold(decision.events, catan(loaded.state)));
    expect(await stack.stores.events.append(ended)).toBe(true);
    // WHEN three wakes run at once
    const other = createContext({ stores: stack.stores, transport: new MemoryTransport(), log: captureLog().logger });
    await Promise.all([stack.wake(gameId), stack.wake(gameId), wake(other, gameId)]);
    // THEN the bots played their turns once: every record once, each move the one due at its head
    const records = await stack.stores.events.range(gameId, 0);
    expectWholeAndOnce(records);
    const moves = records.slice(ended.version);
    expect(moves.length).toBeGreaterThan(5);
    let state = records.slice(0, ended.version).reduce<State>((s, r) => fold(catanEvents(r.events), s), initialState());
    for (const move of moves) {
      const before = records.slice(Math.max(0, move.version - 21), move.version - 1);
      const owed = due(clockedOf({ state, head: move.version - 1, tail: before }), Date.parse(move.at), HOUR);
      expect(move.commandId).toBe(`bot:${owed.play[0]}:${move.version - 1}`);
      state = fold(catanEvents(move.events), state);
    }
    // AND now nothing is owed: Ana is awaited
    const now = await loadStream(stack.stores.events, gameId);
    expect(now.head).toBe(records.length);
    expect(hasWork(due(clockedOf(now), Date.now(), HOUR))).toBe(false);
    expect(mustAct(catan(now.state), 0)).toBe(true);
    // AND Ana, once caught up (the EndTurn stored outside was never sent), holds each record once
    await ana.follow({ type: 'resume', gameId, seatToken, lastVersion: ana.head(gameId) });
    expectHeldAndRedacted(ana, gameId, 0, records);
    await ana.close();
    await stack.close();
  });
});
