// The server's randomness and token hashes: numbers drawn from a pooled buffer stay uniform in
// [0, 1) across refills, and a token's hash is SHA-256 in hex.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, hashToken } from '../../functions/app/crypto.ts';

describe('cryptoRandom', () => {
  it('draws numbers in [0, 1) through many refills of its pool, with fair dice', () => {
    const faces = [0, 0, 0, 0, 0, 0];
    const draws = 60_000; // about 88 refills of the pool
    const seen = new Set<number>();
    for (let i = 0; i < draws; i++) {
      const x = cryptoRandom();
      expect(x >= 0 && x < 1).toBe(true);
      seen.add(x);
      faces[Math.floor(x * 6)]++;
    }
    expect(seen.size).toBeGreaterThan(draws - 5);
    // Each face within 5 % of 10,000 (about 12 standard deviations: never fails by chance).
    for (const count of faces) expect(Math.abs(count - draws / 6)).toBeLessThan(500);
  });
});

describe('hashToken', () => {
  it('is the hex SHA-256 of the token', () => {
    const token = 'a-seat-token_0123456789';
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });
});
