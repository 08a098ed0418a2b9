// The events table: one item per accepted command, keyed by (gameId, version). An append is one
// conditional put; the events are stored as a JSON string.
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Event } from '../../../domain/index.ts';
import type { EventStore, StreamRecord } from '../types.ts';
import { guard, isConditionFailure } from './client.ts';

interface Item {
  gameId: string;
  version: number;
  commandId: string;
  events: string;
  at: string;
  snapshot?: string;
  snapshotFormat?: number;
}

const toItem = (r: StreamRecord): Item => ({ ...r, events: JSON.stringify(r.events) });
const fromItem = (item: Record<string, unknown>): StreamRecord => {
  const i = item as unknown as Item;
  return { ...i, events: JSON.parse(i.events) as Event[] };
};

export class DynamoEventStore implements EventStore {
  constructor(private readonly db: DynamoDBDocumentClient, private readonly table: string) {}

  append(record: StreamRecord): Promise<boolean> {
    return guard(async () => {
      try {
        await this.db.send(new PutCommand({
          TableName: this.table,
          Item: toItem(record),
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
        ExpressionAttributeValues: { ':g': gameId },
        ScanIndexForward: false,
        Limit: limit,
        ConsistentRead: true,
      }));
      return (out.Items ?? []).map(fromItem);
    });
  }

  range(gameId: string, after: number, until?: number): Promise<StreamRecord[]> {
    if (until !== undefined && until <= after) return Promise.resolve([]);
    return guard(async () => {
      const records: StreamRecord[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const out = await this.db.send(new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: until === undefined ? 'gameId = :g AND version > :a' : 'gameId = :g AND version BETWEEN :a AND :u',
          ExpressionAttributeValues: until === undefined ? { ':g': gameId, ':a': after } : { ':g': gameId, ':a': after + 1, ':u': until },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }));
        records.push(...(out.Items ?? []).map(fromItem));
        start = out.LastEvaluatedKey;
      } while (start);
      return records;
    });
  }
}
