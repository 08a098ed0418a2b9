// A whole Seafarers game over the real WebSocket protocol: a person (a seeded random player)
// against three good bots on The Fog Islands, and a spectator following it live from the start.
// The stream is whole and once, each frame redacted for its receiver, and no fog hex (nor the
// stacks' order) reaches the person or the spectator before its reveal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type Event } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { expectHeldAndRedacted, expectWholeAndOnce, FAST, playAs, received } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { joinGame } from './helpers/table.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await stack.close();
});

describe('a Seafarers game over WebSocket', () => {
  it('is played to the end by a person and three good bots, watched live, with the fog kept hidden until revealed', async () => {
    const client = await TestClient.connect(stack.wsUrl);
    const created = await client.ask({
      type: 'createGame', players: 4, board: 'fog-islands', modules: ['seafarers'], bots: ['good', null, 'good', 'good'], createId: 'seafarers-game-1',
    }, 'created');
    const { gameId } = created;
    const spectator = await TestClient.connect(stack.wsUrl);
    await spectator.follow({ type: 'spectate', gameId });
    const joined = await joinGame(client, gameId, 'Ana');
    const person = playAs(client, gameId, 1, joined.seatToken, seededRandom(21));
    await person.done;
    const records = await stack.stores.events.range(gameId, 0);
    expect(records.at(-1)!.events.some((e) => e.type === 'GameWon')).toBe(true);
    expectWholeAndOnce(records);
    const all = records.flatMap((r) => r.events as Event[]);
    // The game sailed and lifted the fog.
    const kinds = new Set(all.map((e) => e.type));
    for (const kind of ['ShipBuilt', 'FogRevealed'] as const) expect(kinds).toContain(kind);
    await client.follow({ type: 'resume', gameId, seatToken: joined.seatToken, lastVersion: client.head(gameId) });
    expectHeldAndRedacted(client, gameId, 1, records);
    // The spectator saw the stacks' order only once the game was over ('all'), and each fog
    // hex's terrain first in its FogRevealed.
    await spectator.until(() => spectator.head(gameId) >= records.length, 10_000, 'the spectator catches up');
    for (const who of [spectator, client]) {
      const seen = received(who, gameId).filter((x) => x.viewer !== 'all');
      expect(seen.length).toBeGreaterThan(100);
      for (const { event } of seen) if (event.type === 'FogStacked') expect(event).toMatchObject({ hexes: null, tokens: null });
      expect(JSON.stringify(seen.filter((x) => x.event.type !== 'FogRevealed' && x.event.type !== 'GameCreated'))).not.toMatch(/"(terrain|hexes)":"?\[?"?(pasture|gold|hills|forest|fields|mountains)/);
    }
    expect(await stack.stores.games.get(gameId)).toMatchObject({ status: 'finished', board: 'fog-islands' });
    await Promise.all([client.close(), spectator.close()]);
  }, 120_000);
});
