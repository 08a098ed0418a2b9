// Counts the DynamoDB calls a client makes, by operation and table (for tests and benchmarks).
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** What a benchmark may watch of the local stack (stack.ts `observe`). */
export interface StackObserver {
  /** The handlers' DynamoDB client, once, before its first call (middleware can still be added). */
  dynamo?(client: DynamoDBClient): void;
  /** Each invocation of a handler or a wake, and how long it ran (ms). */
  invocation?(route: 'connect' | 'disconnect' | 'message' | 'wake', ms: number): void;
  /** Each wake asked of the scheduler: the game, when it is due, and the time it was asked (epoch ms). */
  wakeAt?(gameId: string, at: number, now: number): void;
}

export interface CallCounter {
  /** Counts by `Operation` and by `Operation:table`. */
  readonly counts: Map<string, number>;
  get(operation: string, table?: string): number;
  reset(): void;
}

/** Add it before the client's first call: the client resolves its middleware once (`cacheMiddleware`). */
export function countCalls(client: DynamoDBClient): CallCounter {
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      const input = args.input as { TableName?: string; RequestItems?: Record<string, unknown> };
      bump(operation);
      // A batch names its tables as the keys of RequestItems.
      for (const table of input.TableName ? [input.TableName] : Object.keys(input.RequestItems ?? {})) bump(`${operation}:${table}`);
      return next(args);
    },
    { step: 'initialize', name: 'hexfoldCallCounter' },
  );
  return {
    counts,
    get: (operation, table) => counts.get(table ? `${operation}:${table}` : operation) ?? 0,
    reset: () => counts.clear(),
  };
}
