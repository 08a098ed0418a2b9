// A whole game over the protocol as the module game tests play it: a person (a seeded random
// player, seat 1) against three good bots, a spectator following live from the start; played to
// its win, the stream checked whole and once, and the person's copy held and redacted for it.
import { expect } from 'vitest';
import { seededRandom, type Event } from '../../../domain/catan/index.ts';
import type { LocalStack } from '../../../functions/local/stack.ts';
import type { StreamRecord } from '../../../functions/store/types.ts';
import { TestClient } from '../../support/ws-client.ts';
import { expectHeldAndRedacted, expectWholeAndOnce, playAs } from './people.ts';
import { joinGame } from './table.ts';

export interface WatchedGame {
  readonly gameId: string;
  readonly client: TestClient;
  readonly spectator: TestClient;
  readonly records: readonly StreamRecord[];
  /** The kinds of event the game had. */
  readonly kinds: ReadonlySet<string>;
}

/** Creates the game (`create`: board and modules), plays it out and checks it; the spectator has caught up. */
export async function watchedGame(stack: LocalStack, create: Record<string, unknown>, createId: string, seed: number): Promise<WatchedGame> {
  const client = await TestClient.connect(stack.wsUrl);
  const { gameId } = await client.ask({ type: 'createGame', players: 4, bots: ['good', null, 'good', 'good'], createId, ...create }, 'created');
  const spectator = await TestClient.connect(stack.wsUrl);
  await spectator.follow({ type: 'spectate', gameId });
  const joined = await joinGame(client, gameId, 'Ana');
  await playAs(client, gameId, 1, joined.seatToken, seededRandom(seed)).done;
  const records = await stack.stores.events.range(gameId, 0);
  // The win ends the game's records; only the seeds' reveal may follow it (it can come after the person's last frame).
  const game = records.filter((r) => !r.events.some((e) => e.type === 'SeedsRevealed'));
  expect(game.at(-1)!.events.some((e) => e.type === 'GameWon')).toBe(true);
  expectWholeAndOnce(records);
  const kinds = new Set(records.flatMap((r) => (r.events as Event[]).map((e) => e.type)));
  await client.follow({ type: 'resume', gameId, seatToken: joined.seatToken, lastVersion: client.head(gameId) });
  expectHeldAndRedacted(client, gameId, 1, records);
  await spectator.until(() => spectator.head(gameId) >= records.length, 10_000, 'the spectator catches up');
  return { gameId, client, spectator, records, kinds };
}
