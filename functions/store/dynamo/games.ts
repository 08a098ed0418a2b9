// The games table: the lobby's and authorization's projection of each game. Listing goes through
// the `byStatus` index (status, createdAt).
import {
  GetItemCommand, PutItemCommand, QueryCommand, UpdateItemCommand, type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { sameGame, type GameRecord, type GameStatus, type GameStore } from '../types.ts';
import { L, list, N, num, S, str, type Item } from './attributes.ts';
import { GAMES_BY_STATUS, guard, isConditionFailure } from './client.ts';

/** `{gameId, status, createdAt, players, board, seats, seatTokenHashes}` */
export const gameItem = (g: GameRecord): Item => ({
  gameId: S(g.gameId),
  status: S(g.status),
  createdAt: S(g.createdAt),
  players: N(g.players),
  board: S(g.board),
  seats: L(g.seats),
  seatTokenHashes: L(g.seatTokenHashes),
});

const gameOf = (i: Item): GameRecord => ({
  gameId: str(i, 'gameId'),
  status: str(i, 'status') as GameStatus,
  createdAt: str(i, 'createdAt'),
  players: num(i, 'players'),
  board: str(i, 'board') as GameRecord['board'],
  seats: list(i, 'seats'),
  seatTokenHashes: list(i, 'seatTokenHashes'),
});

export class DynamoGameStore implements GameStore {
  constructor(private readonly db: DynamoDBClient, private readonly table: string) {}

  create(record: GameRecord): Promise<void> {
    return guard(async () => {
      try {
        await this.db.send(new PutItemCommand({
          TableName: this.table, Item: gameItem(record), ConditionExpression: 'attribute_not_exists(gameId)',
        }));
      } catch (error) {
        // The SDK's retry of a put that landed with its answer lost fails its condition, as does
        // a client's repeated create: the item there is then this very game, and that is success.
        if (!isConditionFailure(error) || !sameGame(await this.get(record.gameId), record)) throw error;
      }
    });
  }

  get(gameId: string): Promise<GameRecord | null> {
    return guard(async () => {
      const out = await this.db.send(new GetItemCommand({ TableName: this.table, Key: { gameId: S(gameId) }, ConsistentRead: true }));
      return out.Item ? gameOf(out.Item) : null;
    });
  }

  claimSeat(gameId: string, seat: number, name: string, tokenHash: string): Promise<void> {
    if (!Number.isInteger(seat) || seat < 0) return Promise.reject(new Error(`bad seat ${seat}`));
    // List indexes cannot be expression values; `seat` is a checked integer.
    return guard(async () => {
      await this.db.send(new UpdateItemCommand({
        TableName: this.table,
        Key: { gameId: S(gameId) },
        UpdateExpression: `SET seats[${seat}] = :name, seatTokenHashes[${seat}] = :hash`,
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeValues: { ':name': S(name), ':hash': S(tokenHash) },
      }));
    });
  }

  setStatus(gameId: string, status: GameStatus): Promise<void> {
    return guard(async () => {
      await this.db.send(new UpdateItemCommand({
        TableName: this.table,
        Key: { gameId: S(gameId) },
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': S(status) },
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
        ExpressionAttributeValues: { ':status': S(status) },
        ScanIndexForward: false,
        Limit: limit,
      }));
      return (out.Items ?? []).map(gameOf);
    });
  }
}
