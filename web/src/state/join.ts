// Joining a game so that no answer can be lost for good: the join carries a joinId (see
// repeatable.ts), and a repeated joinId is answered with the seat it claimed and a fresh token.
// It also brings the seat's seed for the verifiable dice.
import { isHex32 } from '../../../domain/shared/fairness.ts';
import type { Connection } from '../net/connection.ts';
import type { ServerMessage } from '../lib/protocol.ts';
import { repeatable, type RepeatOptions } from './repeatable.ts';
import type { KeyValueStore } from './seats.ts';

export interface JoinRequest {
  readonly gameId: string;
  readonly name: string;
  readonly seat?: number;
  /** Ready to start at once (the protocol's default); false: the player says so later (MarkReady). */
  readonly ready?: boolean;
}

/**
 * The seat's seed for the game's random inputs (docs/protocol.md, "Dice anyone can verify"): 32
 * random bytes from the browser's generator, sent with the join; the stream keeps only its hash
 * until the game ends.
 */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where a player may keep a seed of their own for every seat they join (64 hex digits). */
export const OWN_SEED_KEY = 'hexfold.seatSeed';

/**
 * The seed a join brings: the player's own when set (any seed is as fair as a random one, the
 * server's being committed before it is sent; the browser tests set one so that their games
 * repeat), else a new random one.
 */
export function seatSeed(store: Pick<KeyValueStore, 'getItem'> | null = ownSeedStore()): string {
  const own = store?.getItem(OWN_SEED_KEY) ?? null;
  return isHex32(own) ? own : newSeed();
}

function ownSeedStore(): Pick<KeyValueStore, 'getItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function joinGame(
  connection: Connection, session: KeyValueStore, join: JoinRequest, options: RepeatOptions = {},
): Promise<Extract<ServerMessage, { type: 'joined' }>> {
  const seat = join.seat === undefined ? {} : { seat: join.seat };
  const ready = join.ready === undefined ? {} : { ready: join.ready };
  // One seed per join: a retry that finds its claim stored gets that claim, whatever it sends.
  const seed = seatSeed();
  return repeatable(connection, session, `hexfold.join.${join.gameId}`,
    (joinId) => ({ type: 'joinGame', gameId: join.gameId, name: join.name, joinId, seed, ...seat, ...ready }), 'joined', options);
}
