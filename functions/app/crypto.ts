// Server-side randomness and seat tokens. Tokens are 32 random bytes; only their SHA-256 is kept.
import { createHash, hash, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { Random } from '../../domain/catan/index.ts';

// Random bytes fetched 4 KB at a time: one call into the system's generator per 682 numbers,
// instead of one per die (a seat claim supplies 256 dice for a possible roll for the first player).
const pool = Buffer.alloc(4092);
let used = pool.length;

/** A uniform number in [0, 1) with 48 random bits, for dice, draws and seeds. */
export const cryptoRandom: Random = () => {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const n = pool.readUIntBE(used, 6);
  used += 6;
  return n / 2 ** 48;
};

export type RandomBytes = (size: number) => Buffer;

/** An id for games and server-made commands: URL-safe, 16 characters. */
export const newId = (bytes: RandomBytes): string => bytes(12).toString('base64url');

export const newSeatToken = (bytes: RandomBytes): string => bytes(32).toString('base64url');

// The one-shot `hash` (twice as fast as a Hash object): every command's token is hashed.
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** SHA-256 of a text, URL-safe: public ids derived from a client's secret one. */
export const sha256Url = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
