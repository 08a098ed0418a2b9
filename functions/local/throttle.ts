// The local gateway's limits, in the spirit of API Gateway's throttling: what one connection and
// one address may do before they are refused (`rate/limited`) or closed. docs/architecture.md
// ("Limits") says what happens at each.
import { parseMessage } from '../app/parse.ts';

export interface GatewayLimits {
  /** A connection that sent nothing for this long is closed with 1001 (API Gateway: 10 minutes). */
  readonly idleMs: number;
  /** A connection this old is closed with 1001 (API Gateway: 2 hours). */
  readonly maxAgeMs: number;
  /** A frame that would take a connection's unsent bytes past this closes it (1008) instead. */
  readonly sendBufferBytes: number;
  /** A connection whose unsent bytes stay above this for `sendBacklogMs` is closed (1008). */
  readonly sendBacklogBytes: number;
  readonly sendBacklogMs: number;
  /** Requests of one connection being handled at once; beyond it a request is refused. */
  readonly inFlight: number;
  /** Each connection's token bucket: requests per second, and the burst it may send at once. */
  readonly messagesPerSecond: number;
  readonly messageBurst: number;
  /**
   * Refused requests a connection may send in a burst (the allowance refills at
   * `messagesPerSecond`); past it the connection is closed with 1008.
   */
  readonly refusalsBeforeClose: number;
  /** Open (or opening) connections from one address; past it an upgrade is refused with 429. */
  readonly connectionsPerAddress: number;
  /** `createGame` requests from one address per minute (also the burst). */
  readonly createsPerAddressPerMinute: number;
  /** At close: how long the clients have to answer the 1001 close, then how long handlers in flight may finish. */
  readonly shutdownCloseMs: number;
  readonly shutdownHandlersMs: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  idleMs: 10 * 60_000,
  maxAgeMs: 2 * 60 * 60_000,
  sendBufferBytes: 2 * 1024 * 1024,
  sendBacklogBytes: 512 * 1024,
  sendBacklogMs: 10_000,
  inFlight: 32,
  messagesPerSecond: 25,
  messageBurst: 50,
  refusalsBeforeClose: 100,
  connectionsPerAddress: 64,
  createsPerAddressPerMinute: 20,
  shutdownCloseMs: 1000,
  shutdownHandlersMs: 2500,
};

/** A token bucket: `burst` tokens at most, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;

  constructor(private readonly perSecond: number, private readonly burst: number, private at: number) {
    this.tokens = burst;
  }

  /** Takes a token if there is one. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether every token is back (the bucket remembers nothing). */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    if (now > this.at) this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = Math.max(this.at, now);
  }
}

interface AddressEntry {
  connections: number;
  readonly creates: TokenBucket;
}

/** What each address holds: its connections and its `createGame` allowance. */
export class AddressBook {
  private readonly entries = new Map<string, AddressEntry>();

  constructor(private readonly limits: Pick<GatewayLimits, 'connectionsPerAddress' | 'createsPerAddressPerMinute'>) {}

  private entry(address: string, now: number): AddressEntry {
    let entry = this.entries.get(address);
    if (!entry) {
      const perMinute = this.limits.createsPerAddressPerMinute;
      entry = { connections: 0, creates: new TokenBucket(perMinute / 60, perMinute, now) };
      this.entries.set(address, entry);
    }
    return entry;
  }

  /** Counts a new connection of `address`, unless it has as many as it may. */
  admit(address: string, now: number): boolean {
    const entry = this.entry(address, now);
    if (entry.connections >= this.limits.connectionsPerAddress) return false;
    entry.connections++;
    return true;
  }

  release(address: string): void {
    const entry = this.entries.get(address);
    if (entry) entry.connections = Math.max(0, entry.connections - 1);
  }

  takeCreate(address: string, now: number): boolean {
    return this.entry(address, now).creates.take(now);
  }

  /** Forgets the addresses with no connection and a full allowance: they remember nothing. */
  sweep(now: number): void {
    for (const [address, entry] of this.entries) {
      if (entry.connections === 0 && entry.creates.full(now)) this.entries.delete(address);
    }
  }
}

const REQ_ID = /"reqId"\s*:\s*"((?:[^"\\]|\\.){0,128})"/;
const CREATE_GAME = /"type"\s*:\s*"createGame"/;

/**
 * The `reqId` of a frame that is refused unread, for its error reply: found by a pattern, not a
 * parse (a flood is refused at the cost of a scan). A `reqId` the pattern misreads only changes
 * which request the refusal names.
 */
export function reqIdOf(text: string): string | undefined {
  const match = REQ_ID.exec(text);
  if (!match) return undefined;
  try {
    const value: unknown = JSON.parse(`"${match[1]}"`);
    return typeof value === 'string' && value.length <= 64 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a frame is a `createGame` request that the service would take: the pattern is a cheap
 * filter (most frames never mention it), and only a frame that then parses as a valid
 * `createGame` message counts. A ping carrying the field nested, or a createGame the service
 * refuses as invalid, spends nothing of the address's allowance.
 */
export const isCreateGame = (text: string): boolean => CREATE_GAME.test(text) && parseMessage(text).message?.type === 'createGame';
