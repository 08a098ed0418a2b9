// Dice anyone can verify, through the local stack (dynalite, the gateway, real WebSockets): a
// person with a seed of their own against three bots to the end; the seeds come out only after
// the end, and a spectator's copy of the stream verifies (and a changed roll in it does not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/catan/index.ts';
import type { SeedsRevealed } from '../../domain/shared/fairness.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { readStreamFile, report, verifyFile } from '../../functions/local/verify.ts';
import { TestClient } from '../support/ws-client.ts';
import { testSeed } from '../functions/seeded-game.ts';
import { FAST, playAs } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await stack.close();
});

describe('a whole game against bots, verified', () => {
  it('commits every seed at the start, reveals them after the end only, and verifies', async () => {
    // GIVEN a game with three bots, and a person who brings a seed of their own
    const client = await TestClient.connect(stack.wsUrl);
    const { gameId } = await client.ask({ type: 'createGame', players: 4, board: 'variable', bots: ['easy', null, 'easy', 'easy'], createId: 'verifiable-dice-1' }, 'created');
    const seed = testSeed(2026);
    const joined = await joinGame(client, gameId, 'Ana', undefined, { seed });
    if (joined.type !== 'joined') throw new Error(`not joined: ${JSON.stringify(joined)}`);
    // WHEN the game is played to the end
    await playAs(client, gameId, 1, String(joined.seatToken), seededRandom(3)).done;
    await client.until(() => client.frames.some((f) => f.includes('SeedsRevealed')), 10_000, 'the reveal');
    const records = await stack.stores.events.range(gameId, 0);
    // THEN the stream commits to the server's seed and to each seat's, and reveals them after the end
    const reveal = records.at(-1)!.events[0] as SeedsRevealed;
    expect(records[0].events[0]).toMatchObject({ type: 'GameCreated', commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(reveal.seats[1]).toBe(seed);
    expect(records.at(-2)!.events.some((e) => e.type === 'GameWon')).toBe(true);
    // AND no frame the person was sent before the end's holds a seed
    await client.until(() => client.head(gameId) >= records.length, 10_000, 'the reveal pushed');
    const secrets = [reveal.server, ...reveal.seats];
    const frames = client.frames.filter((f) => f.includes('"events"'));
    const revealAt = frames.findIndex((f) => f.includes('SeedsRevealed'));
    expect(revealAt).toBeGreaterThan(0);
    for (const frame of frames.slice(0, revealAt)) for (const secret of secrets) expect(frame).not.toContain(secret);
    // AND a spectator's copy of the whole stream verifies, frames as they came
    const spectator = await TestClient.connect(stack.wsUrl);
    await spectator.follow({ type: 'spectate', gameId, lastVersion: 0 });
    await spectator.until(() => spectator.head(gameId) >= records.length, 10_000, 'the whole stream');
    const file = readStreamFile(spectator.frames.filter((f) => f.includes('"events"')).join('\n'));
    const verified = await verifyFile(file);
    expect(verified).toMatchObject({ status: 'checked', mismatches: [] });
    expect(report(file, verified).lines[0]).toMatch(/^All \d+ dice rolls verified/);
    // AND with one roll changed, it does not
    const roll = file.items.find((i) => (i.events[0] as { type: string }).type === 'DiceRolled')!;
    const changed = {
      ...file, items: file.items.map((i) => (i === roll ? { ...i, events: i.events.map((e) => ({ ...(e as object), dice: [7, 7] })) } : i)),
    };
    // (the first mismatch is that roll's; a later draw, decided on a state the change led astray, may differ too)
    const caught = await verifyFile(changed);
    expect(caught.status).toBe('checked');
    expect(caught.status === 'checked' ? caught.mismatches[0] : null).toMatchObject({ version: roll.version, roll: true });
    await Promise.all([client.close(), spectator.close()]);
  }, 90_000);
});
