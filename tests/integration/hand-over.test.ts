// Handing a seat to a bot on purpose, through the local stack (the gateway, dynalite, real
// WebSocket clients): a player leaves a game under way and a bot plays the seat while the others
// play on, until the player resumes; in a game without a timer the two others vote a stalled
// player's seat to a bot (the votes kept with the game in dynalite, the tally pushed to all).
import { describe, expect, it } from 'vitest';
import { awaitedSeats, seededRandom } from '../../domain/catan/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { expectWholeAndOnce, FAST, playAs } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';

const STALL = 600;

describe('handing a seat to a bot on purpose', () => {
  it('plays a leaver\'s seat until they resume; hands a stalled seat over on the others\' votes', async () => {
    const stack = await memoryStack({ limits: FAST, stallAfterMs: STALL });
    const [ana, ben, cy] = await Promise.all([0, 1, 2].map(() => TestClient.connect(stack.wsUrl)));
    // GIVEN three people and a bot, no timer; Ana (seat 0) starts
    const { gameId } = await ana.ask({ type: 'createGame', players: 4, board: 'beginner', bots: [null, null, null, 'easy'] }, 'created');
    const tokens: string[] = [];
    for (const [i, client] of [ana, ben, cy].entries()) tokens.push((await joinGame(client, gameId, ['Ana', 'Ben', 'Cy'][i])).seatToken);
    const records = () => stack.stores.events.range(gameId, 0);

    // WHEN Ana leaves
    expect(await ana.ask({ type: 'leaveGame', gameId, seatToken: tokens[0] }, 'left')).toMatchObject({ gameId, seat: 0 });
    // THEN everyone sees her seat taken over, and a bot plays it while Ben and Cy play theirs
    await ben.until(() => ben.view(gameId).items.some((i) => i.commandId?.startsWith('leave:0:')), 5000, 'the leave');
    const benPlays = playAs(ben, gameId, 1, tokens[1], seededRandom(31));
    const cyPlays = playAs(cy, gameId, 2, tokens[2], seededRandom(32));
    const turnOf = () => { const s = ben.view(gameId).state; return s.phase === 'playing' ? s.turn.number : 0; };
    await ben.until(() => turnOf() >= 5, 20_000, 'Ana\'s second turn');
    expect((await records()).filter((r) => r.commandId.startsWith('bot:0:')).length).toBeGreaterThan(1);
    await Promise.all([benPlays.stop(), cyPlays.stop()]);

    // WHEN Ana comes back: her resume returns the seat
    await ana.follow({ type: 'resume', gameId, seatToken: tokens[0], lastVersion: ana.head(gameId) });
    await ben.until(() => ben.view(gameId).items.some((i) => i.commandId?.startsWith('back:0:')), 5000, 'the return');
    // AND the game waits for someone: each person plays until it waits for Ana, who then stalls
    const waitsForAna = () => {
      const s = ben.view(gameId).state;
      return s.phase === 'playing' && !s.away[0] && awaitedSeats(s).includes(0);
    };
    if (!waitsForAna()) {
      const people = [playAs(ben, gameId, 1, tokens[1], seededRandom(33)), playAs(cy, gameId, 2, tokens[2], seededRandom(34))];
      await ben.until(waitsForAna, 20_000, 'Ana\'s turn');
      await Promise.all(people.map((p) => p.stop()));
    }
    await new Promise((resolve) => setTimeout(resolve, STALL + 50));
    // THEN Ben's vote is one of two, and Cy is told so
    const first = await ben.ask({ type: 'voteBot', gameId, seatToken: tokens[1], seat: 0 }, 'voted');
    expect(first).toMatchObject({ seat: 0, voters: [1], needed: 2, passed: false });
    await cy.until(() => cy.messages.find((m) => m.type === 'vote' && m.voters.length === 1), 5000, 'the tally');
    // AND Cy's hands the seat over: a take-over under the vote's id
    const head = ben.head(gameId);
    const second = await cy.ask({ type: 'voteBot', gameId, seatToken: tokens[2], seat: 0 }, 'voted');
    expect(second).toMatchObject({ voters: [1, 2], needed: 2, passed: true });
    await ben.until(() => ben.view(gameId).items.some((i) => i.commandId === `vote:0:${head}`), 5000, 'the vote\'s take-over');
    expect((await records())[head].events).toEqual([{ type: 'SeatTakenOver', seat: 0 }]);
    // A refusal is typed and changes nothing.
    const refused = await ben.request({ type: 'voteBot', gameId, seatToken: tokens[1], seat: 1 });
    expect(refused).toMatchObject({ type: 'error', code: 'vote/own-seat' });
    expectWholeAndOnce(await records());
    await Promise.all([ana.close(), ben.close(), cy.close()]);
    await stack.close();
  }, 60_000);
});
