// Verifying a finished game's random inputs from its revealed seeds (fairness.ts has the scheme):
// the commitments are checked against the seeds, then every record that drew inputs is decided
// again with the inputs the seeds give, and must give exactly the events recorded. A game's kind
// says which records drew and how to decide them again (catan/verify.ts, dice/verify.ts).
import {
  bytesOf, commitmentOf, hexOf, keyLabel, listRandom, OutOfNumbers, serverSeatSeed, versionNumbers,
  type FairnessCrypto, type SeedsRevealed,
} from './fairness.ts';
import type { Random } from './random.ts';

/** A record of the stream: its version and its events (as a stream item carries them, unredacted). */
export interface VerifiedItem<E> {
  readonly version: number;
  readonly events: readonly E[];
}

/** A record's inputs drawn again: its events then (null: the rules refused it), and whether it is a roll of the dice. */
export interface Redone<E> {
  readonly roll: boolean;
  readonly events: readonly E[] | null;
}

export interface VerifyKind<S, E> {
  initialState(): S;
  fold(events: readonly E[], state: S): S;
  /** The record decided again on `before` with inputs from `random`; null when it drew no input. */
  redo(events: readonly E[], before: S, random: Random): Redone<E> | null;
  /** The drawn outcome of a record, in short ("3+4", "knight"). */
  outcome(events: readonly E[]): string;
  /** The rolls of a game by category (the sums of two dice, a die's faces), for a fairness test. */
  tally(events: readonly E[]): Tally;
  /** A module's own die by its faces (Cities & Knights' event die), for a test of its own; null: none rolled. */
  dieTally?(events: readonly E[]): Tally | null;
}

export interface Tally {
  readonly categories: readonly string[];
  readonly observed: readonly number[];
  /** Each category's chance on a fair roll. */
  readonly probabilities: readonly number[];
}

export interface Mismatch {
  readonly version: number;
  readonly roll: boolean;
  /** The acting seat, when the record names one. */
  readonly seat: number | null;
  readonly recorded: string;
  /** What the seeds give (null: the rules refuse the command with those inputs). */
  readonly derived: string | null;
}

export type Verification =
  /** A game created before verifiable dice: no commitment. */
  | { readonly status: 'legacy' }
  /** Not over yet (or its seeds are not out yet). */
  | { readonly status: 'unrevealed' }
  /** A revealed seed that is not the one committed to (`seat` null: the server's). */
  | { readonly status: 'bad-seed'; readonly seat: number | null }
  | { readonly status: 'checked'; readonly rolls: number; readonly draws: number; readonly mismatches: readonly Mismatch[] };

interface Loose {
  readonly type: string;
  readonly seat?: unknown;
  readonly bot?: unknown;
  readonly commitment?: unknown;
  readonly seedHash?: unknown;
}

/** The blocks a record is first given; a record that needs more (a claim's 256 dice) is decided again with MORE. */
const FIRST_BLOCKS = 2;
const MORE_BLOCKS = 64;

/** The seats' commitments, in stream order: seat, hash, version, bot. */
function claimsOf<E>(items: readonly VerifiedItem<E>[]) {
  return items.flatMap((item) => (item.events as readonly Loose[]).flatMap((e) =>
    (e.type === 'SeatClaimed' && typeof e.seat === 'number' && typeof e.seedHash === 'string'
      ? [{ seat: e.seat, hash: e.seedHash, version: item.version, bot: e.bot === true }] : [])));
}

const seatOf = (events: readonly unknown[]): number | null => {
  const seat = (events[0] as { seat?: unknown } | undefined)?.seat;
  return typeof seat === 'number' ? seat : null;
};

/** Checks every commitment and every drawn input of a stream. */
export async function verifyStream<S, E>(items: readonly VerifiedItem<E>[], kind: VerifyKind<S, E>, crypto: FairnessCrypto): Promise<Verification> {
  const created = items[0]?.events[0] as Loose | undefined;
  if (typeof created?.commitment !== 'string') return { status: 'legacy' };
  const reveal = items.flatMap((i) => i.events as readonly Loose[]).find((e) => e.type === 'SeedsRevealed') as SeedsRevealed | undefined;
  if (reveal === undefined) return { status: 'unrevealed' };
  if ((await commitmentOf(crypto, reveal.server)) !== created.commitment) return { status: 'bad-seed', seat: null };
  const claims = claimsOf(items);
  for (const claim of claims) {
    const seed = reveal.seats[claim.seat] ?? '';
    const fixed = claim.bot ? await serverSeatSeed(crypto, reveal.server, claim.seat) : seed;
    if (!/^[0-9a-f]{64}$/.test(seed) || seed !== fixed || (await commitmentOf(crypto, seed)) !== claim.hash) return { status: 'bad-seed', seat: claim.seat };
  }
  const keys = new Map<string, Uint8Array>();
  const keyAt = async (version: number): Promise<Uint8Array> => {
    const seeds: (string | null)[] = [];
    for (const c of claims) if (c.version <= version) seeds[c.seat] = reveal.seats[c.seat];
    const label = keyLabel(Array.from(seeds, (s) => s ?? null));
    if (!keys.has(label)) keys.set(label, await crypto.hmac(bytesOf(reveal.server), label));
    return keys.get(label)!;
  };
  let state = kind.initialState();
  let rolls = 0;
  let draws = 0;
  const mismatches: Mismatch[] = [];
  for (const item of items) {
    const redone = await redoItem(kind, item, state, await keyAt(item.version), crypto);
    if (redone !== null) {
      if (redone.roll) rolls++;
      else draws++;
      if (redone.events === null || JSON.stringify(redone.events) !== JSON.stringify(item.events)) {
        mismatches.push({
          version: item.version, roll: redone.roll, seat: seatOf(item.events),
          recorded: kind.outcome(item.events), derived: redone.events === null ? null : kind.outcome(redone.events),
        });
      }
    }
    state = kind.fold(item.events, state);
  }
  return { status: 'checked', rolls, draws, mismatches };
}

async function redoItem<S, E>(kind: VerifyKind<S, E>, item: VerifiedItem<E>, before: S, key: Uint8Array, crypto: FairnessCrypto): Promise<Redone<E> | null> {
  for (const blocks of [FIRST_BLOCKS, MORE_BLOCKS]) {
    const numbers = await versionNumbers(crypto, key, item.version, blocks);
    try {
      return kind.redo(item.events, before, listRandom(numbers));
    } catch (error) {
      if (!(error instanceof OutOfNumbers)) throw error;
    }
  }
  return { roll: false, events: null };
}

/** WebCrypto's HMAC-SHA-256 and SHA-256 (in browsers, and in Node as `globalThis.crypto`). */
export function webFairnessCrypto(subtle: SubtleCrypto): FairnessCrypto {
  const keys = new Map<string, Promise<CryptoKey>>();
  const keyOf = (key: Uint8Array) => {
    const id = hexOf(key);
    let k = keys.get(id);
    if (k === undefined) {
      k = subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(id, k);
    }
    return k;
  };
  const encoder = new TextEncoder();
  return {
    hmac: async (key, message) => new Uint8Array(await subtle.sign('HMAC', await keyOf(key), encoder.encode(message))),
    sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', data as BufferSource)),
  };
}
