// The events table: one item per accepted command, keyed by (gameId, version). An append is one
// conditional put; the events are stored as a JSON string.
import { PutItemCommand, QueryCommand, type DynamoDBClient, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import type { AnyEvent } from '../../../domain/platform/index.ts';
import type { EventStore, StreamRecord } from '../types.ts';
import { item, N, num, optNum, optStr, S, str, type Item } from './attributes.ts';
import { guard, isConditionFailure } from './client.ts';

/** `{gameId, version, commandId, events (JSON string), at, kind?, snapshot?, snapshotFormat?, sealed?}` */
export const eventItem = (r: StreamRecord): Item => item({
  gameId: S(r.gameId),
  version: N(r.version),
  commandId: S(r.commandId),
  events: S(JSON.stringify(r.events)),
  at: S(r.at),
  kind: r.kind === undefined ? undefined : S(r.kind),
  snapshot: r.snapshot === undefined ? undefined : S(r.snapshot),
  snapshotFormat: r.snapshotFormat === undefined ? undefined : N(r.snapshotFormat),
  sealed: r.sealed === undefined ? undefined : S(r.sealed),
});

export function recordOf(i: Item): StreamRecord {
  const snapshot = optStr(i, 'snapshot');
  const snapshotFormat = optNum(i, 'snapshotFormat');
  const kind = optStr(i, 'kind');
  const sealed = optStr(i, 'sealed');
  return {
    gameId: str(i, 'gameId'),
    version: num(i, 'version'),
    commandId: str(i, 'commandId'),
    events: JSON.parse(str(i, 'events')) as AnyEvent[],
    at: str(i, 'at'),
    ...(kind === 'dice' ? { kind } : {}),
    ...(snapshot === undefined ? {} : { snapshot }),
    ...(snapshotFormat === undefined ? {} : { snapshotFormat }),
    ...(sealed === undefined ? {} : { sealed }),
  };
}

export class DynamoEventStore implements EventStore {
  constructor(private readonly db: DynamoDBClient, private readonly table: string) {}

  append(record: StreamRecord): Promise<boolean> {
    return guard(async () => {
      try {
        await this.db.send(new PutItemCommand({
          TableName: this.table,
          Item: eventItem(record),
          ConditionExpression: 'attribute_not_exists(version)',
        }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    });
  }

  latest(gameId: string, limit: number): Promise<StreamRecord[]> {
    return guard(async () => {
      const out = await this.db.send(new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'gameId = :g',
        ExpressionAttributeValues: { ':g': S(gameId) },
        ScanIndexForward: false,
        Limit: limit,
        ConsistentRead: true,
      }));
      return (out.Items ?? []).map(recordOf);
    });
  }

  range(gameId: string, after: number, until?: number): Promise<StreamRecord[]> {
    if (until !== undefined && until <= after) return Promise.resolve([]);
    const query: Omit<QueryCommandInput, 'TableName'> = until === undefined
      ? { KeyConditionExpression: 'gameId = :g AND version > :a', ExpressionAttributeValues: { ':g': S(gameId), ':a': N(after) } }
      : { KeyConditionExpression: 'gameId = :g AND version BETWEEN :a AND :u', ExpressionAttributeValues: { ':g': S(gameId), ':a': N(after + 1), ':u': N(until) } };
    return guard(async () => {
      const records: StreamRecord[] = [];
      let start: Item | undefined;
      do {
        const out = await this.db.send(new QueryCommand({ ...query, TableName: this.table, ConsistentRead: true, ExclusiveStartKey: start }));
        records.push(...(out.Items ?? []).map(recordOf));
        start = out.LastEvaluatedKey;
      } while (start);
      return records;
    });
  }
}
