// One person against three bots of a level, through the local stack: the bots play their seats on
// the server, the person plays with a simple client-side player over WebSocket, to the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type BotLevel } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { expectHeldAndRedacted, expectWholeAndOnce, FAST, playAs } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await stack.close();
});

type Expansions = readonly ('friends' | 'helpers')[];

const TABLES: readonly (readonly [string, readonly (BotLevel | null)[], Expansions])[] = [
  ['three easy bots', ['easy', null, 'easy', 'easy'], []],
  ['three good bots', ['good', null, 'good', 'good'], []],
  ['three expert bots', ['expert', null, 'expert', 'expert'], []],
  ['an easy, a good and an expert bot', ['easy', null, 'good', 'expert'], []],
  ['three good bots, with Friends and Helpers', ['good', null, 'good', 'good'], ['friends', 'helpers']],
];

describe('one person against three bots, over WebSocket', () => {
  it.each(TABLES)('a game against %s is played to the end, whole, once, and redacted for the person', async (name, bots, modules) => {
    // GIVEN a game created with the bots, the person joining the seat left to a person
    // (seat 1: the bot in seat 0 starts, as soon as the table is full)
    const client = await TestClient.connect(stack.wsUrl);
    const seat = 1;
    const created = await client.ask({
      type: 'createGame', players: 4, board: 'beginner', bots, ...(modules.length > 0 ? { modules } : {}), createId: `bots-game-${name.replace(/\W+/g, '-')}`,
    }, 'created');
    const { gameId } = created;
    const joined = await joinGame(client, gameId, 'Ana');
    expect(joined).toMatchObject({ type: 'joined', seat });
    // WHEN the person plays whenever the game asks something of it
    const person = playAs(client, gameId, seat, joined.seatToken, seededRandom(12));
    await person.done;
    // THEN the game is over, every record once and in order
    const records = await stack.stores.events.range(gameId, 0);
    expect(records.at(-1)!.events.some((e) => e.type === 'GameWon')).toBe(true);
    expectWholeAndOnce(records);
    // AND every move of a bot seat was the server's, under the bot's own id
    const acting = (r: (typeof records)[number]) => (r.events[0] as { seat?: number }).seat;
    const moves = records.filter((r) => r.version > 5);
    for (const r of moves) if (acting(r) !== undefined && acting(r) !== seat) expect(r.commandId).toMatch(/^bot:\d:\d+$/);
    for (const bot of [0, 2, 3]) expect(moves.filter((r) => r.commandId.startsWith(`bot:${bot}:`)).length).toBeGreaterThan(20);
    expect(person.moves()).toBeGreaterThan(10);
    // AND the person, once caught up, holds the whole stream, each item redacted for it
    await client.follow({ type: 'resume', gameId, seatToken: joined.seatToken, lastVersion: client.head(gameId) });
    expectHeldAndRedacted(client, gameId, seat, records);
    expect(person.refused.length).toBeLessThan(person.moves() / 10 + 3);
    // AND the lobby's item followed the stream
    expect(await stack.stores.games.get(gameId)).toMatchObject({ status: 'finished', bots, timer: 0 });
    await client.close();
  }, 90_000);
});
