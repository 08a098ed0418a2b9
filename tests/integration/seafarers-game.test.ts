// A whole Seafarers game over the real WebSocket protocol: a person (a seeded random player)
// against three good bots on The Fog Islands, and a spectator following it live from the start.
// The stream is whole and once, each frame redacted for its receiver, and no fog hex (nor the
// stacks' order) reaches the person or the spectator before its reveal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../functions/local/stack.ts';
import { FAST, received } from './helpers/people.ts';
import { memoryStack } from './helpers/stack.ts';
import { watchedGame } from './helpers/watched-game.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await stack.close();
});

describe('a Seafarers game over WebSocket', () => {
  it('is played to the end by a person and three good bots, watched live, with the fog kept hidden until revealed', async () => {
    const { gameId, client, spectator, kinds } = await watchedGame(stack, { board: 'fog-islands', modules: ['seafarers'] }, 'seafarers-game-1', 21);
    // The game sailed and lifted the fog.
    for (const kind of ['ShipBuilt', 'FogRevealed'] as const) expect(kinds).toContain(kind);
    // The spectator saw the stacks' order only once the game was over ('all'), and each fog
    // hex's terrain first in its FogRevealed.
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
