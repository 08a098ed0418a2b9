// The per-container games directory: seat tokens checked against cached hashes, a read only when
// a token does not match, and a replaced token refused once the cached entry is too old to trust.
import { describe, expect, it } from 'vitest';
import { GameDirectory, TOKEN_TRUST_MS } from '../../functions/app/directory.ts';
import { hashToken } from '../../functions/app/crypto.ts';
import { MemoryGameStore } from '../../functions/store/memory/index.ts';

const OLD = 'o'.repeat(43);
const NEW = 'n'.repeat(43);

async function directoryWithSeat() {
  const games = new MemoryGameStore();
  await games.create({
    gameId: 'game-1', status: 'open', createdAt: '2026-01-01T00:00:00.000Z', players: 3, board: 'beginner',
    seats: [null, null, null], seatTokenHashes: [null, null, null],
  });
  await games.claimSeat('game-1', 1, 'Ada', hashToken(OLD));
  let reads = 0;
  const get = games.get.bind(games);
  games.get = (id) => {
    reads++;
    return get(id);
  };
  let now = 0;
  const directory = new GameDirectory(games, () => now);
  return { games, directory, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('the games directory', () => {
  it('opens a seat by its token, reading the games item once while the cache is fresh', async () => {
    const { directory, reads, advance } = await directoryWithSeat();
    expect(await directory.seatFor('game-1', OLD)).toBe(1);
    advance(TOKEN_TRUST_MS / 2);
    expect(await directory.seatFor('game-1', OLD)).toBe(1);
    expect(reads()).toBe(1);
    expect(await directory.seatFor('game-1', 'x'.repeat(43))).toBeNull();
    expect(await directory.seatFor('game-2', OLD)).toBeUndefined();
  });

  it('refuses a token replaced elsewhere once its cached entry is older than the trust window', async () => {
    const { games, directory, advance } = await directoryWithSeat();
    expect(await directory.seatFor('game-1', OLD)).toBe(1);
    // GIVEN another container issues the seat's token again (a retried join)
    await games.claimSeat('game-1', 1, 'Ada', hashToken(NEW));
    // THEN the new token works at once (a miss reads afresh), and the old one not after the window
    expect(await directory.seatFor('game-1', NEW)).toBe(1);
    await games.claimSeat('game-1', 1, 'Ada', hashToken(OLD));
    expect(await directory.seatFor('game-1', NEW)).toBe(1); // still cached, within the window
    advance(TOKEN_TRUST_MS + 1);
    expect(await directory.seatFor('game-1', NEW)).toBeNull();
    expect(await directory.seatFor('game-1', OLD)).toBe(1);
  });
});
