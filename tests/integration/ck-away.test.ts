// A Cities & Knights answer owed by an absent player, through the local stack: Ana plays a
// Saboteur in a game with a turn timer; Ben, who must choose his discard, has left. At the
// deadline the server takes his seat over and the timer's bot chooses for him; Ana's turn goes on
// and the bot plays Ben's turns; the stream is whole and once, Ana's copy held and redacted.
import { describe, expect, it } from 'vitest';
import { awaitedSeats, fold, legalCommands, randomCommand, seededRandom, type Event, type State } from '../../domain/catan/index.ts';
import { loadStream, newRecord } from '../../functions/store/stream.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { catan } from '../support/kinds.ts';
import { expectHeldAndRedacted, expectWholeAndOnce, FAST, mustAct } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';

/** Events written to the game's stream as the server would write them (a gate's draw, a roll's gains). */
async function append(stack: LocalStack, gameId: string, events: readonly Event[]): Promise<void> {
  const loaded = await loadStream(stack.stores.events, gameId);
  const record = newRecord(gameId, loaded.head + 1, `given-${loaded.head + 1}`, events, new Date().toISOString(), fold(events, catan(loaded.state)));
  if (!(await stack.stores.events.append(record))) throw new Error('the stream moved on while appending');
}

/** Is it Ana's (seat 0) main phase, nothing else awaited? */
const anaBuilds = (s: State): boolean =>
  s.phase === 'playing' && s.turn.seat === 0 && awaitedSeats(s).join() === '0' && legalCommands(s, 0).some((c) => c.type === 'EndTurn');

describe('an absent player owing an answer to a progress card', () => {
  it('is taken over at the deadline and answered for by the timer\'s bot; the game goes on, the stream whole', async () => {
    const stack = await memoryStack({ limits: FAST });
    const ana = await TestClient.connect(stack.wsUrl);
    const ben = await TestClient.connect(stack.wsUrl);
    // GIVEN Ana (seat 0), Ben (seat 1) and an easy bot, three seconds a turn, Cities & Knights
    const { gameId } = await ana.ask({
      type: 'createGame', players: 3, board: 'beginner', modules: ['cities-knights'], bots: [null, null, 'easy'], timer: 3,
    }, 'created');
    const seated = async (client: TestClient, name: string) => {
      const joined = await joinGame(client, gameId, name);
      if (joined.type !== 'joined') throw new Error(`${name} not seated: ${JSON.stringify(joined)}`);
      return { client, seat: joined.seat, seatToken: joined.seatToken };
    };
    const people = [await seated(ana, 'Ana'), await seated(ben, 'Ben')];
    expect(people.map((p) => p.seat)).toEqual([0, 1]);
    // AND the two play the set-up and Ana's roll (and what a 7 asks) at random, to Ana's main phase
    const random = seededRandom(41);
    const until = Date.now() + 20_000;
    while (!anaBuilds(ana.view(gameId).state)) {
      if (Date.now() > until) throw new Error('never reached Ana\'s main phase');
      const acting = people.find((p) => mustAct(p.client.view(gameId).state, p.seat));
      const command = acting && randomCommand(acting.client.view(gameId).state, acting.seat, random);
      if (!acting || !command) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const reply = await acting.client.command(gameId, acting.seatToken, command);
      if (reply.type === 'accepted') await Promise.all(people.map((p) => p.client.until(() => p.client.head(gameId) >= reply.version, 5000, 'the move')));
    }
    // AND Ben leaves, holding cards; Ana holds a Saboteur (a politics gate's draw)
    await ben.close();
    await append(stack, gameId, [
      { type: 'ResourcesProduced', gains: [{}, { brick: 2, lumber: 2 }, {}] },
      { type: 'ProgressCardDrawn', seat: 0, track: 'politics', card: 'saboteur', reason: 'gate' },
    ] as Event[]);
    await ana.follow({ type: 'resume', gameId, seatToken: people[0].seatToken, lastVersion: ana.head(gameId) });
    // WHEN Ana plays it: Ben, with as many points, owes half his cards, first from her left
    const played = await ana.command(gameId, people[0].seatToken, { type: 'PlayProgressCard', seat: 0, card: 'saboteur' });
    expect(played).toMatchObject({ type: 'accepted' });
    const records = () => stack.stores.events.range(gameId, 0);
    const owed = (await records()).flatMap((r) => r.events as Event[]).find((e) => e.type === 'CardsOwed');
    expect(owed).toMatchObject({ owing: expect.arrayContaining([expect.objectContaining({ seat: 1 })]) });
    // THEN at the deadline the server takes Ben's seat over, and its bot hands his cards over
    const handed = () => ana.view(gameId).items.find((i) => i.events.some((e) => e.type === 'CardsHandedOver' && e.seat === 1));
    await ana.until(handed, 10_000, 'Ben\'s discard');
    const stream = await records();
    const taken = stream.find((r) => r.events.some((e) => e.type === 'SeatTakenOver'))!;
    expect(taken.events).toEqual([{ type: 'SeatTakenOver', seat: 1 }]);
    expect(taken.commandId).toBe(`away:1:${taken.version - 1}`);
    expect(Date.parse(taken.at) - Date.parse(stream[taken.version - 2].at)).toBeGreaterThanOrEqual(3000);
    expect(handed()!.commandId).toMatch(/^bot:1:\d+$/);
    expect(handed()!.events).toContainEqual(expect.objectContaining({ type: 'CardsHandedOver', seat: 1, to: null, counts: [expect.any(Number), expect.any(Number)] }));
    // AND the game goes on: Ana ends her turn, the bot plays Ben's and the easy bot its own, to Ana's next
    await ana.until(() => anaBuilds(ana.view(gameId).state), 5000, 'Ana\'s turn again after the answers');
    expect(await ana.command(gameId, people[0].seatToken, { type: 'EndTurn', seat: 0 })).toMatchObject({ type: 'accepted' });
    await ana.until(() => { const s = ana.view(gameId).state; return s.phase === 'playing' && s.turn.seat === 0 && s.turn.number > 1; }, 20_000, 'Ana\'s second turn');
    // AND the stream is whole and once, Ben's turn the bot's, Ana's copy held and redacted for her
    await ana.follow({ type: 'resume', gameId, seatToken: people[0].seatToken, lastVersion: ana.head(gameId) });
    const whole = await records();
    expectWholeAndOnce(whole);
    expect(whole.filter((r) => r.events.some((e) => e.type === 'SeatTakenOver'))).toHaveLength(1);
    const bensTurn = whole.find((r) => r.events.some((e) => e.type === 'TurnEnded' && e.seat === 1));
    expect(bensTurn?.commandId).toMatch(/^bot:1:\d+$/);
    expectHeldAndRedacted(ana, gameId, 0, whole, ana.head(gameId));
    await ana.close();
    await stack.close();
  }, 60_000);
});
