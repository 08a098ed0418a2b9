// A whole Cities & Knights game over the real WebSocket protocol: a person (a seeded random
// player) against three good bots, and a spectator following it live from the start. The stream is
// whole and once, each frame redacted for its receiver: no stolen commodity is named to anyone but
// the thief and the victim, and the spectator folds every seat's commodities as counts only. After
// the end, every random input verifies from a late spectator's copy of the stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citiesKnights, fold, initialState } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { readStreamFile, verifyFile } from '../../functions/local/verify.ts';
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

describe('a Cities & Knights game over WebSocket', () => {
  it('is played to the end by a person and three good bots, watched live, commodities kept to their holders', async () => {
    const { gameId, client, spectator, records, kinds } = await watchedGame(stack, { board: 'variable', modules: ['cities-knights'] }, 'ck-game-1', 22);
    for (const kind of ['SetupCityFounded', 'CommoditiesProduced', 'BarbariansAdvanced', 'ImprovementBought'] as const) expect(kinds).toContain(kind);
    const seen = received(spectator, gameId).filter((x) => x.viewer !== 'all');
    for (const { event } of seen) if (event.type === 'CommodityStolen') expect(event.commodity).toBeNull();
    const watched = fold(seen.map((x) => x.event), initialState('spectator'));
    if (watched.phase !== 'none') for (const h of citiesKnights.ckPart(watched).commodities) expect(h).toMatchObject({ paper: 0, cloth: 0, coin: 0 });
    expect(await stack.stores.games.get(gameId)).toMatchObject({ status: 'finished' });
    // Every input (the progress decks, every roll with its event die, every steal) verifies from a
    // copy of the whole stream taken after the end.
    await spectator.until(() => spectator.frames.some((f) => f.includes('SeedsRevealed')), 10_000, 'the seeds revealed');
    const late = await TestClient.connect(stack.wsUrl);
    await late.follow({ type: 'spectate', gameId, lastVersion: 0 });
    await late.until(() => late.frames.some((f) => f.includes('SeedsRevealed')), 10_000, 'the whole stream');
    const verified = await verifyFile(readStreamFile(late.frames.filter((f) => f.includes('"events"')).join('\n')));
    expect(verified).toMatchObject({ status: 'checked', mismatches: [] });
    const rolls = records.filter((r) => r.events[0].type === 'DiceRolled').length;
    expect(verified).toMatchObject({ rolls });
    await Promise.all([client.close(), spectator.close(), late.close()]);
  }, 120_000);
});
