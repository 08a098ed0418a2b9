// A player who leaves mid-turn in a game with a turn timer: at the deadline a bot takes the seat
// over and plays it, and the player gets the seat back by resuming, through the local stack.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { expectHeldAndRedacted, expectWholeAndOnce, FAST, playAs } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';

describe('a player away from a game with a timer', () => {
  it('is taken over when the timer fires, played for by a bot, and given the seat back on resume, nothing lost or doubled', async () => {
    const stack = await memoryStack({ limits: FAST });
    // GIVEN Ana (seat 0) and Ben (seat 1) with two bots, two seconds per turn; Ana starts
    const ana = await TestClient.connect(stack.wsUrl);
    const ben = await TestClient.connect(stack.wsUrl);
    const { gameId } = await ana.ask({ type: 'createGame', players: 4, board: 'beginner', bots: [null, null, 'easy', 'easy'], timer: 2 }, 'created');
    const anaSeat = await joinGame(ana, gameId, 'Ana');
    const benSeat = await joinGame(ben, gameId, 'Ben');
    expect([anaSeat.seat, benSeat.seat]).toEqual([0, 1]);
    const benPlays = playAs(ben, gameId, 1, benSeat.seatToken, seededRandom(21));
    // WHEN Ana rolls and leaves in the middle of her turn
    const rolled = await ana.command(gameId, anaSeat.seatToken, { type: 'RollDice', seat: 0 });
    expect(rolled.type).toBe('accepted');
    await ana.until(() => ana.head(gameId) >= rolled.version);
    const held = ana.view(gameId);
    await ana.close();
    // THEN two seconds after the newest record, the server takes her seat over
    const records = () => stack.stores.events.range(gameId, 0);
    await ben.until(() => ben.view(gameId).items.some((i) => i.events.some((e) => e.type === 'SeatTakenOver')), 8000, 'the take-over');
    const taken = (await records()).find((r) => r.events.some((e) => e.type === 'SeatTakenOver'))!;
    expect(taken.events).toEqual([{ type: 'SeatTakenOver', seat: 0 }]);
    expect(taken.commandId).toBe(`away:0:${taken.version - 1}`);
    const before = (await records())[taken.version - 2];
    expect(Date.parse(taken.at) - Date.parse(before.at)).toBeGreaterThanOrEqual(2000);
    // AND a bot plays her seat: it finishes her turn, and plays her next one while Ben plays his
    await ben.until(() => ben.view(gameId).items.some((i) => i.commandId?.startsWith('bot:0:')), 10_000, 'a move for Ana');
    const turnOf = () => { const s = ben.view(gameId).state; return s.phase === 'playing' ? s.turn.number : 0; };
    await ben.until(() => turnOf() >= 5, 20_000, 'Ana\'s second turn');
    // WHEN Ana comes back and resumes from what she held
    const back = await TestClient.connect(stack.wsUrl);
    back.adopt(gameId, held);
    await back.follow({ type: 'resume', gameId, seatToken: anaSeat.seatToken, lastVersion: held.items.length });
    // THEN the seat is hers again, in her catch-up
    const returned = back.view(gameId).items.find((i) => i.events.some((e) => e.type === 'SeatReturned'));
    expect(returned).toMatchObject({ commandId: expect.stringMatching(/^back:0:\d+$/), events: [{ type: 'SeatReturned', seat: 0 }] });
    const anaPlays = playAs(back, gameId, 0, anaSeat.seatToken, seededRandom(22));
    await ben.until(() => turnOf() >= 9, 20_000, 'two more rounds');
    await Promise.all([benPlays.stop(), anaPlays.stop()]);
    // AND nothing was lost or doubled: one take-over (Ben kept to his time), one return
    const upTo = ben.head(gameId);
    for (const [client, token] of [[back, anaSeat.seatToken], [ben, benSeat.seatToken]] as const) {
      await client.follow({ type: 'resume', gameId, seatToken: token, lastVersion: client.head(gameId) });
    }
    const stream = await records();
    expectWholeAndOnce(stream);
    const kinds = stream.slice(0, upTo).flatMap((r) => r.events.map((e) => e.type));
    expect(kinds.filter((k) => k === 'SeatTakenOver')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'SeatReturned')).toHaveLength(1);
    expectHeldAndRedacted(back, gameId, 0, stream, upTo);
    expectHeldAndRedacted(ben, gameId, 1, stream, upTo);
    expect(benPlays.refused.length + anaPlays.refused.length).toBeLessThan(5);
    await Promise.all([back.close(), ben.close()]);
    await stack.close();
  }, 40_000);
});
