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
  /** A request from a connection over the backlog cap for this long closes it (1008) at once: it sends but does not read. */
  readonly sendBacklogRequestMs: number;
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
  /** Each address's token bucket, over all its connections: requests per second, and the burst. */
  readonly addressMessagesPerSecond: number;
  readonly addressMessageBurst: number;
  /** Requests of one address being handled or waiting their turn; beyond it a request is refused. */
  readonly addressInFlight: number;
  /** Requests being handled at once, of one address and in all; the others wait their turn (fair.ts). */
  readonly handlersPerAddress: number;
  readonly handlers: number;
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
  sendBacklogRequestMs: 2000,
  inFlight: 32,
  messagesPerSecond: 25,
  messageBurst: 50,
  refusalsBeforeClose: 100,
  connectionsPerAddress: 64,
  addressMessagesPerSecond: 100,
  addressMessageBurst: 200,
  addressInFlight: 64,
  handlersPerAddress: 8,
  handlers: 64,
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

export interface AddressEntry {
  connections: number;
  /** Its requests being handled or waiting their turn. */
  inFlight: number;
  readonly requests: TokenBucket;
  readonly creates: TokenBucket;
}

type AddressLimits = Pick<GatewayLimits, 'connectionsPerAddress' | 'createsPerAddressPerMinute' | 'addressMessagesPerSecond' | 'addressMessageBurst'>;

/** What each address holds: its connections, its requests in flight, and its allowances. */
export class AddressBook {
  private readonly entries = new Map<string, AddressEntry>();

  constructor(private readonly limits: AddressLimits) {}

  entry(address: string, now: number): AddressEntry {
    let entry = this.entries.get(address);
    if (!entry) {
      const perMinute = this.limits.createsPerAddressPerMinute;
      entry = {
        connections: 0, inFlight: 0,
        requests: new TokenBucket(this.limits.addressMessagesPerSecond, this.limits.addressMessageBurst, now),
        creates: new TokenBucket(perMinute / 60, perMinute, now),
      };
      this.entries.set(address, entry);
    }
    return entry;
  }

  /** Addresses remembered (tests: they are forgotten once idle). */
  get size(): number {
    return this.entries.size;
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

  /** Forgets the addresses with no connection, nothing in flight and full allowances: they remember nothing. */
  sweep(now: number): void {
    for (const [address, entry] of this.entries) {
      if (entry.connections === 0 && entry.inFlight === 0 && entry.creates.full(now) && entry.requests.full(now)) this.entries.delete(address);
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

/**
 * The client's address: the TCP peer's, or, behind a reverse proxy, the one the proxy puts in
 * the header `trustedHeader` (HEXFOLD_TRUST_PROXY, e.g. `x-forwarded-for`): its last entry, the
 * one the proxy itself added (earlier entries are whatever the client sent). Never a header unless
 * one is configured: a client could write any address into it.
 */
export function clientAddress(peer: string | undefined, headers: Record<string, string | string[] | undefined>, trustedHeader?: string): string {
  if (trustedHeader) {
    const value = headers[trustedHeader.toLowerCase()];
    const last = (Array.isArray(value) ? value.join(',') : value ?? '').split(',').map((part) => part.trim()).filter(Boolean).at(-1);
    if (last && last.length <= 64) return last;
  }
  return peer ?? '';
}
