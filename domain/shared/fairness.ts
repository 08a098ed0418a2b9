// Verifiable randomness: the scheme by which every random input of a game is derived from seeds
// committed before it is drawn (docs/architecture.md, "Dice anyone can verify"). The server
// derives with node:crypto, a verifier (the review room, the command-line check) with any
// implementation of the two primitives below; both read the layout from here, so they agree.
//
//   S            the server's seed (32 bytes, hex), committed as SHA-256(S) in the creation event
//   P_i          seat i's seed (32 bytes, hex), committed as SHA-256(P_i) in its SeatClaimed; a
//                seat whose player sent none (a bot's, or an older client's) gets HMAC(S, "hexfold/seat/i")
//   K_v          HMAC(S, "hexfold/seeds/1" + "|i:P_i" for each seat committed at a version ≤ v)
//   block b of v HMAC(K_v, "hexfold/v<v>/<b>"), five numbers of 48 bits each (bytes 0–29)
//
// The inputs of the command appended at version v are the numbers of v's blocks in order,
// each `n / 2^48` in [0, 1), used exactly as the domain uses any Random.
import type { Random } from './random.ts';

/** A seed or a commitment: 32 bytes as 64 lowercase hex digits. */
export const HEX_32 = /^[0-9a-f]{64}$/;
export const isHex32 = (text: unknown): text is string => typeof text === 'string' && HEX_32.test(text);

/** The server's record after a game's end: every seed, so that anyone can derive its inputs again. */
export interface SeedsRevealed {
  readonly type: 'SeedsRevealed';
  /** The server's seed. */
  readonly server: string;
  /** Each seat's seed, by seat. */
  readonly seats: readonly string[];
}

export const NUMBERS_PER_BLOCK = 5;
const NUMBER_BYTES = 6;

/** The label of a seat's server-made seed. */
export const seatSeedLabel = (seat: number): string => `hexfold/seat/${seat}`;

/** The label of K_v: the seats' seeds committed so far (null: not yet), in seat order. */
export const keyLabel = (seeds: readonly (string | null)[]): string =>
  `hexfold/seeds/1${seeds.map((seed, seat) => (seed === null ? '' : `|${seat}:${seed}`)).join('')}`;

export const blockLabel = (version: number, block: number): string => `hexfold/v${version}/${block}`;

/** The numbers of one block of 32 bytes. */
export function blockNumbers(block: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < NUMBERS_PER_BLOCK; i++) {
    let n = 0;
    for (let j = 0; j < NUMBER_BYTES; j++) n = n * 256 + block[i * NUMBER_BYTES + j];
    out.push(n / 2 ** 48);
  }
  return out;
}

export const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function bytesOf(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** The primitives a verifier brings (WebCrypto in the browser and the command line). */
export interface FairnessCrypto {
  hmac(key: Uint8Array, message: string): Promise<Uint8Array>;
  sha256(data: Uint8Array): Promise<Uint8Array>;
}

/** A seat's seed as the server makes it when the seat brought none. */
export const serverSeatSeed = async (crypto: FairnessCrypto, server: string, seat: number): Promise<string> =>
  hexOf(await crypto.hmac(bytesOf(server), seatSeedLabel(seat)));

export const commitmentOf = async (crypto: FairnessCrypto, seed: string): Promise<string> => hexOf(await crypto.sha256(bytesOf(seed)));

/** Thrown by a Random that ran out of the numbers computed for it: compute more and try again. */
export class OutOfNumbers extends Error {}

/** A Random over numbers computed ahead; it throws OutOfNumbers past them. */
export function listRandom(numbers: readonly number[]): Random {
  let i = 0;
  return () => {
    if (i >= numbers.length) throw new OutOfNumbers('more numbers needed');
    return numbers[i++];
  };
}

/** The first `blocks` blocks of version v under key K_v. */
export async function versionNumbers(crypto: FairnessCrypto, key: Uint8Array, version: number, blocks: number): Promise<number[]> {
  const all = await Promise.all(Array.from({ length: blocks }, (_, b) => crypto.hmac(key, blockLabel(version, b))));
  return all.flatMap(blockNumbers);
}
