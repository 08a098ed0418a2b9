// The DynamoDB adapters, built on one document client.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Stores } from '../types.ts';
import type { TableNames } from './client.ts';
import { DynamoConnectionStore } from './connections.ts';
import { DynamoEventStore } from './events.ts';
import { DynamoGameStore } from './games.ts';

export * from './client.ts';
export { DynamoConnectionStore, DynamoEventStore, DynamoGameStore };

export function dynamoStores(db: DynamoDBDocumentClient, tables: TableNames): Stores {
  return {
    events: new DynamoEventStore(db, tables.events),
    connections: new DynamoConnectionStore(db, tables.connections),
    games: new DynamoGameStore(db, tables.games),
  };
}
