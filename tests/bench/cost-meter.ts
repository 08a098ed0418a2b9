// What one game uses of each billable unit, watched on the local stack's cloud paths: the
// frames each client sends and receives, every handler invocation and its duration, the
// DynamoDB capacity every call consumed (dynalite computes it from the items' sizes and the
// read's consistency, as DynamoDB does), and every wake asked of the scheduler.
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { StackObserver } from '../../functions/local/instrument.ts';
import { LOCAL_TABLES } from '../../functions/local/dynalite.ts';
import type { TestClient } from '../support/ws-client.ts';
import { CPU_SHARE_AT_256MB, MEMORY_GB, PRICES } from './cost-prices.ts';

export type Route = keyof typeof MEMORY_GB;

/** The units of one game (or their mean over several). */
export interface Units {
  /** WebSocket messages from and to clients, in 32 KB units. */
  wsIn: number;
  wsOut: number;
  connectionMinutes: number;
  invocations: number;
  gbSeconds: number;
  readUnits: number;
  writeUnits: number;
  sqsRequests: number;
  /** Bot decisions and their milliseconds on this machine's core. */
  botDecisions: number;
  botMs: number;
}

export interface Measured {
  readonly sent: number[];
  readonly received: number[];
  readonly invocations: Map<Route, number[]>;
  readonly readUnits: number;
  readonly writeUnits: number;
  /** Each wake asked: its delay (ms). */
  readonly wakeDelays: number[];
}

const ITEM_OPERATIONS = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'Scan', 'BatchGetItem', 'BatchWriteItem']);
const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem']);

/**
 * Writes to a table with a global secondary index also write the index (projection ALL: the
 * item's size again), when the item is in it; a changed index key deletes and puts (twice).
 * dynalite counts the table's units only.
 */
function indexFactor(operation: string, table: string | undefined, input: Record<string, unknown>): number {
  if (table === LOCAL_TABLES.connections) {
    if (operation === 'PutItem') return (input.Item as Record<string, unknown> | undefined)?.gameId ? 1 : 0;
    return operation === 'UpdateItem' || operation === 'DeleteItem' ? 1 : 0;
  }
  if (table === LOCAL_TABLES.games) {
    if (operation === 'UpdateItem' && String(input.UpdateExpression ?? '').includes('#status')) return 2;
    return operation === 'PutItem' || operation === 'UpdateItem' ? 1 : 0;
  }
  return 0;
}

export class Meter {
  private clients: { client: TestClient; sent: number[] }[] = [];
  private invocations = new Map<Route, number[]>();
  private readUnits = 0;
  private writeUnits = 0;
  private wakeDelays: number[] = [];

  readonly observer: StackObserver = {
    dynamo: (client) => this.watch(client),
    invocation: (route, ms) => {
      const list = this.invocations.get(route) ?? [];
      list.push(ms);
      this.invocations.set(route, list);
    },
    wakeAt: (_gameId, at, now) => this.wakeDelays.push(Math.max(0, at - now)),
  };

  /** Counts what `client` sends from now on (what it receives is in its frames). */
  attach(client: TestClient): TestClient {
    const entry = { client, sent: [] as number[] };
    const ws = client.ws as unknown as { send: (data: string) => void };
    const send = ws.send.bind(ws);
    ws.send = (data: string) => {
      entry.sent.push(Buffer.byteLength(data));
      send(data);
    };
    this.clients.push(entry);
    return client;
  }

  reset(): void {
    this.clients = [];
    this.invocations = new Map();
    this.readUnits = 0;
    this.writeUnits = 0;
    this.wakeDelays = [];
  }

  count(route: Route): number {
    return this.invocations.get(route)?.length ?? 0;
  }

  measured(): Measured {
    return {
      sent: this.clients.flatMap((c) => c.sent),
      received: this.clients.flatMap((c) => c.client.frames.map((f) => Buffer.byteLength(f))),
      invocations: new Map(this.invocations),
      readUnits: this.readUnits,
      writeUnits: this.writeUnits,
      wakeDelays: [...this.wakeDelays],
    };
  }

  /** Asks every item call for its consumed capacity and adds it up (added before the client's first call). */
  private watch(client: DynamoDBClient): void {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const operation = String(context.commandName ?? '').replace(/Command$/, '');
        if (!ITEM_OPERATIONS.has(operation)) return next(args);
        const input: Record<string, unknown> = { ...(args.input as Record<string, unknown>), ReturnConsumedCapacity: 'INDEXES' };
        const result = await next({ ...args, input });
        const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
        const units = [consumed ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
        if (READS.has(operation)) this.readUnits += units;
        else this.writeUnits += units * (1 + indexFactor(operation, input.TableName as string | undefined, input));
        return result;
      },
      { step: 'initialize', name: 'hexfoldCapacityMeter' },
    );
  }
}

/** How a game is paced and what its clients do besides playing (the model around the measurement). */
export interface Pace {
  /** A person's seconds per command (bots' moves take none). */
  readonly secondsPerMove: number;
  /** The site's heartbeat: a ping per connection this often (web/src/net/connection.ts). */
  readonly pingSeconds: number;
  /** A ping's invocation (ms), measured. */
  readonly pingMs: number;
  /** A wake hop that only sends the message round again, or finds nothing due (ms), at the wake function's memory. */
  readonly wakeHopMs: number;
}

/** A wake found due reads the stream's newest items: a Query's least charge, one strongly consistent read unit. */
const DUE_WAKE_READ_UNITS = 1;

const units32k = (bytes: number) => Math.max(1, Math.ceil(bytes / PRICES.wsMessageUnitBytes));
const billedMs = (ms: number) => Math.max(1, Math.ceil(ms));
/** SQS delays a message by 15 minutes at most: a later wake is received and sent again until due. */
const HOP_MS = 900_000;

/**
 * The game's units: measured ones, plus the model's. `personMoves`: the people's accepted
 * commands (the game lasts them at the pace); `connections`: clients connected through it.
 * In AWS every wake asked is a message (the local scheduler keeps only a game's earliest):
 * each hop costs a send, a receive and a delete, and a wake invocation.
 */
export function unitsOf(m: Measured, pace: Pace, personMoves: number, connections: number, bot: { decisions: number; ms: number }): Units {
  const minutes = (personMoves * pace.secondsPerMove) / 60;
  const pings = connections * Math.floor((minutes * 60) / pace.pingSeconds);
  const hops = m.wakeDelays.reduce((sum, d) => sum + Math.max(1, Math.ceil(d / HOP_MS)), 0);
  // The wakes that ran here are hops too, measured: the others are priced at the hop's time.
  const modelledHops = Math.max(0, hops - (m.invocations.get('wake')?.length ?? 0));
  let invocations = pings + hops;
  let gbSeconds = (pings * billedMs(pace.pingMs) * MEMORY_GB.message + modelledHops * billedMs(pace.wakeHopMs) * MEMORY_GB.wake) / 1000;
  for (const [route, list] of m.invocations) {
    // The local wakes are among the hops already counted.
    if (route !== 'wake') invocations += list.length;
    gbSeconds += (list.reduce((sum, ms) => sum + billedMs(ms), 0) * MEMORY_GB[route]) / 1000;
  }
  return {
    wsIn: m.sent.reduce((sum, b) => sum + units32k(b), 0) + pings,
    wsOut: m.received.reduce((sum, b) => sum + units32k(b), 0) + pings,
    connectionMinutes: connections * minutes,
    invocations,
    gbSeconds,
    readUnits: m.readUnits + DUE_WAKE_READ_UNITS * Math.max(0, m.wakeDelays.length - (m.invocations.get('wake')?.length ?? 0)),
    writeUnits: m.writeUnits,
    sqsRequests: hops * 3,
    botDecisions: bot.decisions,
    botMs: bot.ms,
  };
}

export interface Dollars {
  readonly messages: number;
  readonly minutes: number;
  readonly lambda: number;
  readonly dynamo: number;
  readonly sqs: number;
  readonly total: number;
  /** The bots' thinking alone: their decisions' time at 256 MB, as measured and scaled to that memory's CPU share. */
  readonly bots: number;
  readonly botsAt256: number;
}

/** Dollars per 1,000 games of these units. */
export function dollarsPer1000(u: Units): Dollars {
  const k = 1000 / 1e6;
  const messages = (u.wsIn + u.wsOut) * PRICES.wsMessagesPerMillion * k;
  const minutes = u.connectionMinutes * PRICES.wsConnectionMinutesPerMillion * k;
  const lambda = u.invocations * PRICES.lambdaRequestsPerMillion * k + u.gbSeconds * PRICES.lambdaGbSecondArm * 1000;
  const dynamo = u.writeUnits * PRICES.dynamoWritesPerMillion * k + u.readUnits * PRICES.dynamoReadsPerMillion * k;
  const sqs = u.sqsRequests * PRICES.sqsRequestsPerMillion * k;
  const bots = (u.botMs / 1000) * MEMORY_GB.message * PRICES.lambdaGbSecondArm * 1000;
  return { messages, minutes, lambda, dynamo, sqs, total: messages + minutes + lambda + dynamo + sqs, bots, botsAt256: bots * CPU_SHARE_AT_256MB };
}

/** The mean of several games' units. */
export function meanUnits(list: readonly Units[]): Units {
  const keys = Object.keys(list[0]) as (keyof Units)[];
  return Object.fromEntries(keys.map((k) => [k, list.reduce((sum, u) => sum + u[k], 0) / list.length])) as unknown as Units;
}
