// The connections table: one item per live WebSocket connection, found by game through the
// sparse `byGame` index (only connections that follow a game carry `gameId`).
import {
  DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ConnectionRecord, ConnectionStore } from '../types.ts';
import { CONNECTIONS_BY_GAME, guard } from './client.ts';

const asRecord = (item: Record<string, unknown> | undefined): ConnectionRecord | null =>
  (item ? (item as unknown as ConnectionRecord) : null);

export class DynamoConnectionStore implements ConnectionStore {
  constructor(private readonly db: DynamoDBDocumentClient, private readonly table: string) {}

  put(record: ConnectionRecord): Promise<ConnectionRecord | null> {
    return guard(async () => {
      const out = await this.db.send(new PutCommand({ TableName: this.table, Item: record, ReturnValues: 'ALL_OLD' }));
      return asRecord(out.Attributes);
    });
  }

  follow(
    connectionId: string, gameId: string, seat: number | undefined, fresh: Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>,
  ): Promise<ConnectionRecord | null> {
    const keep = 'connectedAt = if_not_exists(connectedAt, :at), expiresAt = if_not_exists(expiresAt, :exp)';
    return guard(async () => {
      const out = await this.db.send(new UpdateCommand({
        TableName: this.table,
        Key: { connectionId },
        UpdateExpression: seat === undefined ? `SET gameId = :g, ${keep} REMOVE seat` : `SET gameId = :g, seat = :s, ${keep}`,
        ExpressionAttributeValues: {
          ':g': gameId, ':at': fresh.connectedAt, ':exp': fresh.expiresAt, ...(seat === undefined ? {} : { ':s': seat }),
        },
        ReturnValues: 'ALL_OLD',
      }));
      return asRecord(out.Attributes);
    });
  }

  get(connectionId: string): Promise<ConnectionRecord | null> {
    return guard(async () => {
      const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { connectionId } }));
      return asRecord(out.Item);
    });
  }

  delete(connectionId: string): Promise<ConnectionRecord | null> {
    return guard(async () => {
      const out = await this.db.send(new DeleteCommand({ TableName: this.table, Key: { connectionId }, ReturnValues: 'ALL_OLD' }));
      return asRecord(out.Attributes);
    });
  }

  byGame(gameId: string): Promise<ConnectionRecord[]> {
    return guard(async () => {
      const records: ConnectionRecord[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const out = await this.db.send(new QueryCommand({
          TableName: this.table,
          IndexName: CONNECTIONS_BY_GAME,
          KeyConditionExpression: 'gameId = :g',
          ExpressionAttributeValues: { ':g': gameId },
          ExclusiveStartKey: start,
        }));
        records.push(...(out.Items ?? []).map((i) => i as unknown as ConnectionRecord));
        start = out.LastEvaluatedKey;
      } while (start);
      return records;
    });
  }
}
