// The seeds a game's random inputs are derived from (domain/shared/fairness.ts has the scheme):
// the server's, made at creation, and each seat's, committed when the seat is claimed. They are
// stored in the records that commit to them (`sealed`, never served) and revealed after the end
// (reveal.ts). Games created before the scheme have no commitment: their inputs stay the random
// source's, as before.
import { createHash, createHmac } from 'node:crypto';
import { blockLabel, blockNumbers, keyLabel, seatSeedLabel } from '../../domain/shared/fairness.ts';
import type { Random } from '../../domain/catan/index.ts';
import type { LoadedStream } from '../store/stream.ts';
import type { EventStore, StreamRecord } from '../store/types.ts';

/** A seat's seed and the version of the claim that committed it. */
export interface SeatSeed {
  readonly seed: string;
  readonly version: number;
}

export interface GameSeeds {
  readonly server: string;
  /** By seat; null for a seat not claimed yet. */
  readonly seats: readonly (SeatSeed | null)[];
}

const hmac = (key: string, message: string): Buffer => createHmac('sha256', Buffer.from(key, 'hex')).update(message).digest();

/** A new seed of 32 bytes from the random source (the system's generator; a test's seeded one keeps its games the same). */
export const newSeed = (random: Random): string => Array.from({ length: 32 }, () => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('');

/** The commitment to a seed: SHA-256 of its 32 bytes, in hex. */
export const commitmentOf = (seed: string): string => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

/** The seed of a seat that brought none (a bot's, or an older client's): fixed by the server's seed. */
export const serverSeatSeed = (server: string, seat: number): string => hmac(server, seatSeedLabel(seat)).toString('hex');

/** The seeds with `seat`'s committed at `version`. */
export function withSeat(seeds: GameSeeds, seat: number, seed: string, version: number): GameSeeds {
  const seats = seeds.seats.slice();
  while (seats.length <= seat) seats.push(null);
  seats[seat] = { seed, version };
  return { server: seeds.server, seats };
}

/** The random inputs of the command appended at `version`: the numbers of its HMAC blocks in order. */
export function inputsAt(seeds: GameSeeds, version: number): Random {
  const key = hmac(seeds.server, keyLabel(seeds.seats.map((s) => (s !== null && s.version <= version ? s.seed : null)))).toString('hex');
  let block = 0;
  let numbers: number[] = [];
  let next = 0;
  return () => {
    if (next === numbers.length) {
      numbers = blockNumbers(hmac(key, blockLabel(version, block++)));
      next = 0;
    }
    return numbers[next++];
  };
}

/** What the records up to some version commit to; `server` null: a game without a commitment. */
interface Known {
  readonly server: string | null;
  readonly seats: readonly (SeatSeed | null)[];
  /** The table's seats, from the creation event. */
  readonly players: number;
  readonly through: number;
}

/** Nothing more to learn: a game without a commitment, or every seat's seed known (seats are claimed once). */
const complete = (k: Known): boolean =>
  k.through > 0 && (k.server === null || (k.seats.length === k.players && k.seats.every((s) => s !== null)));

/** Reads the commitments of records after `known.through` (in order, no gaps). */
function absorb(known: Known, records: readonly StreamRecord[]): Known {
  let { server, seats, players } = known;
  let through = known.through;
  for (const record of records) {
    if (record.version !== through + 1) break;
    through = record.version;
    for (const event of record.events as readonly { type: string; seat?: number; players?: number; commitment?: string; seedHash?: string }[]) {
      if (record.version === 1 && typeof event.players === 'number') players = event.players;
      if (record.version === 1 && event.commitment !== undefined) server = record.sealed ?? null;
      if (event.type === 'SeatClaimed' && event.seedHash !== undefined && server !== null && typeof event.seat === 'number') {
        seats = withSeat({ server, seats }, event.seat, record.sealed ?? serverSeatSeed(server, event.seat), record.version).seats;
      }
    }
  }
  return { server, seats, players, through };
}

/** What reading seeds needs of the context (the context holds a SeedBook: no import back). */
interface SeedDeps {
  readonly seeds: SeedBook;
  readonly stores: { readonly events: EventStore };
  readonly random: Random;
}

/** A container's memory of games' seeds, newest used last (as the stream cache keeps streams). */
export class SeedBook {
  private readonly games = new Map<string, Known>();

  constructor(readonly maxGames = 300) {}

  get(gameId: string): Known | undefined {
    return this.games.get(gameId);
  }

  put(gameId: string, known: Known): void {
    this.games.delete(gameId);
    this.games.set(gameId, known);
    if (this.games.size > this.maxGames) this.games.delete(this.games.keys().next().value as string);
  }
}

/**
 * The game's seeds at `loaded.head`, or null for a game created before the scheme. Until every
 * seat's seed is known, the records after what is known are read (from the loaded tail when it
 * reaches back, else the store); after that, nothing more is ever read.
 */
export async function seedsOf(ctx: SeedDeps, gameId: string, loaded: LoadedStream): Promise<GameSeeds | null> {
  let known: Known = ctx.seeds.get(gameId) ?? { server: null, seats: [], players: 0, through: 0 };
  while (!complete(known) && known.through < loaded.head) {
    const fromTail = loaded.tail.length > 0 && loaded.tail[0].version <= known.through + 1;
    // Claims are made in the lobby, so a game in play has them in its first few records: a page at a time.
    const records = fromTail ? loaded.tail.filter((r) => r.version > known.through)
      : await ctx.stores.events.range(gameId, known.through, Math.min(loaded.head, known.through + (known.through === 0 ? 1 : SEED_PAGE)));
    const next = absorb(known, records);
    if (next.through === known.through) break;
    known = next;
  }
  ctx.seeds.put(gameId, known);
  return known.server === null ? null : { server: known.server, seats: known.seats };
}

/** Records read at a time while looking for the seats' claims (after version 1, read alone: a game without a commitment needs no more). */
const SEED_PAGE = 20;

/** The random source of the command decided on `loaded` (to land at head + 1). */
export async function randomFor(ctx: SeedDeps, gameId: string, loaded: LoadedStream): Promise<Random> {
  const seeds = await seedsOf(ctx, gameId, loaded);
  return seeds === null ? ctx.random : inputsAt(seeds, loaded.head + 1);
}
