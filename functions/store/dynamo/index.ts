// The DynamoDB adapters, built on one client.
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Stores } from '../types.ts';
import type { TableNames } from './client.ts';
import { DynamoConnectionStore } from './connections.ts';
import { DynamoEventStore } from './events.ts';
import { DynamoGameStore } from './games.ts';

export * from './client.ts';
export { DynamoConnectionStore, DynamoEventStore, DynamoGameStore };
export { connectionItem } from './connections.ts';
export { eventItem, recordOf } from './events.ts';
export { gameItem } from './games.ts';

export function dynamoStores(db: DynamoDBClient, tables: TableNames): Stores {
  return {
    events: new DynamoEventStore(db, tables.events),
    connections: new DynamoConnectionStore(db, tables.connections),
    games: new DynamoGameStore(db, tables.games),
  };
}
