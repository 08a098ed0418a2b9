// What the application service needs, injected: stores, transport, randomness, clock, logger.
import { randomBytes } from 'node:crypto';
import type { Random } from '../../domain/index.ts';
import { SNAPSHOT_EVERY, StreamCache } from '../store/stream.ts';
import type { Stores } from '../store/types.ts';
import type { Transport } from '../transport/types.ts';
import { cryptoRandom, type RandomBytes } from './crypto.ts';
import { GameDirectory } from './directory.ts';
import { consoleLogger, type Logger } from './log.ts';

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
}

/** The deps plus the caches that live as long as the container. */
export interface Context extends Deps {
  readonly directory: GameDirectory;
  /** Recently served games' streams: a command's load reads only what is newer. */
  readonly streams: StreamCache;
}

export type DepsInput = Pick<Deps, 'stores' | 'transport'> & Partial<Deps>;

export function createContext(input: DepsInput): Context {
  const deps: Deps = {
    random: cryptoRandom,
    randomBytes,
    clock: () => new Date(),
    log: consoleLogger(),
    snapshotEvery: SNAPSHOT_EVERY,
    ...input,
  };
  return { ...deps, directory: new GameDirectory(deps.stores.games, () => deps.clock().getTime()), streams: new StreamCache() };
}
