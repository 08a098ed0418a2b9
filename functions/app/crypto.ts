// Server-side randomness and seat tokens. Tokens are 32 random bytes; only their SHA-256 is kept.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Random } from '../../domain/index.ts';

/** A uniform number in [0, 1) with 48 random bits, for dice, draws and seeds. */
export const cryptoRandom: Random = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

export type RandomBytes = (size: number) => Buffer;

/** An id for games and server-made commands: URL-safe, 16 characters. */
export const newId = (bytes: RandomBytes): string => bytes(12).toString('base64url');

export const newSeatToken = (bytes: RandomBytes): string => bytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** SHA-256 of a text, URL-safe: public ids derived from a client's secret one. */
export const sha256Url = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
