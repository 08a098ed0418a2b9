// The games table: the lobby's and authorization's projection of each game. Listing goes through
// the `byStatus` index (status, createdAt).
import {
  GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { GameRecord, GameStatus, GameStore } from '../types.ts';
import { GAMES_BY_STATUS, guard } from './client.ts';

export class DynamoGameStore implements GameStore {
  constructor(private readonly db: DynamoDBDocumentClient, private readonly table: string) {}

  create(record: GameRecord): Promise<void> {
    return guard(async () => {
      await this.db.send(new PutCommand({
        TableName: this.table, Item: record, ConditionExpression: 'attribute_not_exists(gameId)',
      }));
    });
  }

  get(gameId: string): Promise<GameRecord | null> {
    return guard(async () => {
      const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { gameId }, ConsistentRead: true }));
      return (out.Item as GameRecord | undefined) ?? null;
    });
  }

  claimSeat(gameId: string, seat: number, name: string, tokenHash: string): Promise<void> {
    if (!Number.isInteger(seat) || seat < 0) return Promise.reject(new Error(`bad seat ${seat}`));
    // List indexes cannot be expression values; `seat` is a checked integer.
    return guard(async () => {
      await this.db.send(new UpdateCommand({
        TableName: this.table,
        Key: { gameId },
        UpdateExpression: `SET seats[${seat}] = :name, seatTokenHashes[${seat}] = :hash`,
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeValues: { ':name': name, ':hash': tokenHash },
      }));
    });
  }

  setStatus(gameId: string, status: GameStatus): Promise<void> {
    return guard(async () => {
      await this.db.send(new UpdateCommand({
        TableName: this.table,
        Key: { gameId },
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      }));
    });
  }

  listByStatus(status: GameStatus, limit: number): Promise<GameRecord[]> {
    return guard(async () => {
      const out = await this.db.send(new QueryCommand({
        TableName: this.table,
        IndexName: GAMES_BY_STATUS,
        KeyConditionExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
        ScanIndexForward: false,
        Limit: limit,
      }));
      return (out.Items ?? []) as GameRecord[];
    });
  }
}
