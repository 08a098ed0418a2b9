// The connections table: one item per live WebSocket connection, found by game through the
// sparse `byGame` index (only connections that follow a game carry `gameId`).
import {
  DeleteItemCommand, PutItemCommand, QueryCommand, UpdateItemCommand, type DynamoDBClient, type UpdateItemCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { ConnectionRecord, ConnectionStore, TokenRule } from '../types.ts';
import { item, N, num, optNum, optStr, S, str, type Item } from './attributes.ts';
import { CONNECTIONS_BY_GAME, guard, isConditionFailure } from './client.ts';

/** A token bucket's attribute on the record: `{bucket}FullAt` (epoch ms). */
const BUCKET_NAME = /^[a-z][A-Za-z]{0,31}$/;

/** `{connectionId, gameId?, seat?, connectedAt, expiresAt, <bucket>FullAt…}` */
export const connectionItem = (r: ConnectionRecord): Item => item({
  connectionId: S(r.connectionId),
  gameId: r.gameId === undefined ? undefined : S(r.gameId),
  seat: r.seat === undefined ? undefined : N(r.seat),
  connectedAt: S(r.connectedAt),
  expiresAt: N(r.expiresAt),
});

function connectionOf(i: Item): ConnectionRecord {
  const gameId = optStr(i, 'gameId');
  const seat = optNum(i, 'seat');
  return {
    connectionId: str(i, 'connectionId'),
    ...(gameId === undefined ? {} : { gameId }),
    ...(seat === undefined ? {} : { seat }),
    connectedAt: str(i, 'connectedAt'),
    expiresAt: num(i, 'expiresAt'),
  };
}

const asRecord = (i: Item | undefined): ConnectionRecord | null => (i ? connectionOf(i) : null);

export class DynamoConnectionStore implements ConnectionStore {
  constructor(private readonly db: DynamoDBClient, private readonly table: string) {}

  put(record: ConnectionRecord): Promise<ConnectionRecord | null> {
    return guard(async () => {
      const out = await this.db.send(new PutItemCommand({ TableName: this.table, Item: connectionItem(record), ReturnValues: 'ALL_OLD' }));
      return asRecord(out.Attributes);
    });
  }

  follow(
    connectionId: string, gameId: string, seat: number | undefined, fresh: Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>,
  ): Promise<ConnectionRecord | null> {
    const keep = 'connectedAt = if_not_exists(connectedAt, :at), expiresAt = if_not_exists(expiresAt, :exp)';
    return guard(async () => {
      const out = await this.db.send(new UpdateItemCommand({
        TableName: this.table,
        Key: { connectionId: S(connectionId) },
        UpdateExpression: seat === undefined ? `SET gameId = :g, ${keep} REMOVE seat` : `SET gameId = :g, seat = :s, ${keep}`,
        ExpressionAttributeValues: {
          ':g': S(gameId), ':at': S(fresh.connectedAt), ':exp': N(fresh.expiresAt), ...(seat === undefined ? {} : { ':s': N(seat) }),
        },
        ReturnValues: 'ALL_OLD',
      }));
      return asRecord(out.Attributes);
    });
  }

  delete(connectionId: string): Promise<ConnectionRecord | null> {
    return guard(async () => {
      const out = await this.db.send(new DeleteItemCommand({ TableName: this.table, Key: { connectionId: S(connectionId) }, ReturnValues: 'ALL_OLD' }));
      return asRecord(out.Attributes);
    });
  }

  takeToken(
    connectionId: string, bucket: string, rule: TokenRule, now: number, fresh: Pick<ConnectionRecord, 'connectedAt' | 'expiresAt'>,
  ): Promise<boolean> {
    if (!BUCKET_NAME.test(bucket)) return Promise.reject(new Error(`bad bucket name ${bucket}`));
    const key = { TableName: this.table, Key: { connectionId: S(connectionId) }, ExpressionAttributeNames: { '#f': `${bucket}FullAt` } };
    return guard(async () => {
      // A full (or never used) bucket starts again from now; a record that is missing is written
      // with a TTL, as `follow` does.
      const restarted = await this.conditionalUpdate({
        ...key,
        UpdateExpression: 'SET #f = :next, connectedAt = if_not_exists(connectedAt, :at), expiresAt = if_not_exists(expiresAt, :exp)',
        ConditionExpression: 'attribute_not_exists(#f) OR #f <= :now',
        ExpressionAttributeValues: { ':next': N(now + rule.everyMs), ':now': N(now), ':at': S(fresh.connectedAt), ':exp': N(fresh.expiresAt) },
      });
      if (restarted) return true;
      // A bucket in use gives one more token's time while a token is left.
      return this.conditionalUpdate({
        ...key,
        UpdateExpression: 'SET #f = #f + :every',
        ConditionExpression: '#f <= :last',
        ExpressionAttributeValues: { ':every': N(rule.everyMs), ':last': N(now + (rule.burst - 1) * rule.everyMs) },
      });
    });
  }

  /** Whether the update was made (false: its condition failed). */
  private async conditionalUpdate(input: UpdateItemCommandInput): Promise<boolean> {
    try {
      await this.db.send(new UpdateItemCommand(input));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  byGame(gameId: string): Promise<ConnectionRecord[]> {
    return guard(async () => {
      const records: ConnectionRecord[] = [];
      let start: Item | undefined;
      do {
        const out = await this.db.send(new QueryCommand({
          TableName: this.table,
          IndexName: CONNECTIONS_BY_GAME,
          KeyConditionExpression: 'gameId = :g',
          ExpressionAttributeValues: { ':g': S(gameId) },
          ExclusiveStartKey: start,
        }));
        records.push(...(out.Items ?? []).map(connectionOf));
        start = out.LastEvaluatedKey;
      } while (start);
      return records;
    });
  }
}
