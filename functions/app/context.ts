// What the application service needs, injected: stores, transport, randomness, clock, logger.
import { randomBytes } from 'node:crypto';
import type { Random } from '../../domain/catan/index.ts';
import { STALL_MS } from '../protocol/messages.ts';
import { SNAPSHOT_EVERY, StreamCache } from '../store/stream.ts';
import type { Stores } from '../store/types.ts';
import type { Transport } from '../transport/types.ts';
import { cryptoRandom, type RandomBytes } from './crypto.ts';
import { GameDirectory } from './directory.ts';
import { consoleLogger, type Logger } from './log.ts';
import { noMetrics, type GameMetrics } from './metrics.ts';
import { noScheduler, type Scheduler } from './scheduler.ts';
import { SeedBook } from './seeds.ts';
import type { RelyingParty } from './identity/relying-party.ts';
import { inlineThinker, type Thinker } from './thinker.ts';

/** A game where nothing happened for this long, with nobody at the table, is abandoned. */
export const ABANDON_AFTER_MS = 60 * 60_000;

export interface Deps {
  readonly stores: Stores;
  readonly transport: Transport;
  /** Dice, draws, seeds and retry jitter. */
  readonly random: Random;
  /** Ids and seat tokens. */
  readonly randomBytes: RandomBytes;
  readonly clock: () => Date;
  readonly log: Logger;
  readonly snapshotEvery: number;
  /** Wakes a game later: a deadline, a bot's waiting offer, the abandon check. */
  readonly scheduler: Scheduler;
  /** How long a game with nobody at the table may stay idle before it is marked abandoned. */
  readonly abandonAfterMs: number;
  /** Where the bots' choices are computed. */
  readonly thinker: Thinker;
  /** How long a game without a timer waits for a person before the others may vote their seat to a bot (hand-over.ts). */
  readonly stallAfterMs: number;
  /** Counted per invocation and flushed at its end (metrics.ts); none by default. */
  readonly metrics: GameMetrics;
  /** The site passkeys are made for (app/identity); absent: passkeys are refused with `auth/no-passkeys`. */
  readonly relyingParty?: RelyingParty;
}

/** The deps plus the caches that live as long as the container. */
export interface Context extends Deps {
  readonly directory: GameDirectory;
  /** Recently served games' streams: a command's load reads only what is newer. */
  readonly streams: StreamCache;
  /** The seeds of games served lately (seeds.ts). */
  readonly seeds: SeedBook;
}

export type DepsInput = Pick<Deps, 'stores' | 'transport'> & Partial<Deps>;

export function createContext(input: DepsInput): Context {
  const deps: Deps = {
    random: cryptoRandom,
    randomBytes,
    clock: () => new Date(),
    log: consoleLogger(),
    snapshotEvery: SNAPSHOT_EVERY,
    scheduler: noScheduler,
    abandonAfterMs: ABANDON_AFTER_MS,
    thinker: inlineThinker,
    stallAfterMs: STALL_MS,
    metrics: noMetrics,
    ...input,
  };
  return { ...deps, directory: new GameDirectory(deps.stores.games, () => deps.clock().getTime()), streams: new StreamCache(), seeds: new SeedBook() };
}
