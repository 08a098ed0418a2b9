// The games item of a game (the lobby's projection) made to agree with its stream, the truth:
// status, seat names and bot levels, or the whole item when it is missing. A projection lags its
// stream when the server died between an append and the update that follows it (a win, a seat
// claimed, a game created). Seat token hashes are never touched: only a join issues a token. A
// re-created item takes its host (the first person seated) and winner from the stream; whether
// the game was private is not in the stream, so a re-created item is listed.
import { kindOf } from '../../domain/platform/index.ts';
import { FORMER_NAME } from '../protocol/players.ts';
import { loadStream, SNAPSHOT_EVERY } from '../store/stream.ts';
import type { GameRecord, Stores } from '../store/types.ts';
import { describeError, type Logger } from './log.ts';
import { tableOf } from './projection.ts';
import { scoreOf, statusOf, winnerOf } from './status.ts';

type ProjectionStores = Pick<Stores, 'events' | 'games'>;

/**
 * Makes the game's games item agree with its stream; returns what it changed (nothing when it
 * agreed, or when there is no stream). A finished item is never moved back, and an abandoned one
 * stays abandoned until the stream says finished (abandoning is the projection's own decision).
 */
export async function repairGame(stores: ProjectionStores, gameId: string, every = SNAPSHOT_EVERY): Promise<string[]> {
  const loaded = await loadStream(stores.events, gameId, every);
  const { state } = loaded;
  const wanted = statusOf(state);
  if (wanted === null) return [];
  const { names, levels } = kindOf(state).table(state);
  const winner = winnerOf(state);
  const score = wanted === 'finished' ? scoreOf(state, winner) : undefined;
  const game = await stores.games.get(gameId);
  if (!game) {
    // The lobby's records: the game's creation, then its seats claimed (a few records).
    const opening = await stores.events.range(gameId, 0, 2 * names.length + 2);
    const first = opening[0];
    const table = tableOf(first?.events[0]);
    if (!first || !table) return [];
    const host = opening.flatMap((r) => r.events).find((e) => e.type === 'SeatClaimed' && !e.bot) as { name: string } | undefined;
    const record: GameRecord = {
      gameId, status: wanted, createdAt: first.at, ...table,
      seats: names.slice(), seatTokenHashes: names.map(() => null), bots: levels.slice(),
      ...(host !== undefined ? { host: host.name } : {}),
      ...(winner !== undefined ? { winner } : {}),
      ...(score !== undefined ? { score } : {}),
    };
    await stores.games.create(record);
    return ['created'];
  }
  const changes: string[] = [];
  for (let seat = 0; seat < names.length; seat++) {
    const name = names[seat];
    if (name === null) continue;
    const level = levels[seat];
    if (level !== null) {
      if (game.seats[seat] === name && game.bots?.[seat] === level) continue;
      await stores.games.seatBots(gameId, [{ seat, name, level }]);
    } else {
      // A deleted account's seat keeps its neutral name (app/former.ts).
      if (game.seats[seat] === name || game.seats[seat] === FORMER_NAME) continue;
      await stores.games.setSeatName(gameId, seat, name);
    }
    changes.push(`seat ${seat} named`);
  }
  const keep = game.status === wanted || game.status === 'finished' || (game.status === 'abandoned' && wanted !== 'finished');
  if (!keep) {
    await stores.games.setStatus(gameId, wanted, winner, score);
    changes.push(`status ${game.status} → ${wanted}`);
  }
  return changes;
}

export interface RepairOptions {
  readonly log: Logger;
  /**
   * The games to repair, when already known (the start-up check of a store on disk compares every
   * games item with its stream); otherwise every open or playing game is.
   */
  readonly gameIds?: Iterable<string>;
  readonly snapshotEvery?: number;
  /** Games repaired at once. @default 8 */
  readonly parallel?: number;
}

/** How many open or playing games are read at start-up, per status. */
const LISTED = 10_000;

/**
 * At start-up: every open or playing game (or `gameIds`) made to agree with its stream. A game
 * that fails is logged and left as it was (its next append or wake moves it on). Returns the
 * games changed, with what changed.
 */
export async function repairProjections(stores: ProjectionStores, options: RepairOptions): Promise<Map<string, string[]>> {
  const ids = new Set(options.gameIds ?? []);
  if (options.gameIds === undefined) {
    for (const status of ['open', 'playing'] as const) {
      for (const game of await stores.games.listByStatus(status, LISTED)) ids.add(game.gameId);
    }
  }
  const repaired = new Map<string, string[]>();
  const queue = [...ids];
  const worker = async () => {
    for (let gameId = queue.shift(); gameId !== undefined; gameId = queue.shift()) {
      try {
        const changes = await repairGame(stores, gameId, options.snapshotEvery);
        if (changes.length === 0) continue;
        repaired.set(gameId, changes);
        options.log.warn('games item repaired from its stream', { gameId, changes: changes.join('; ') });
      } catch (error) {
        options.log.error('games item not repaired', { gameId, ...describeError(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 8 }, worker));
  return repaired;
}
