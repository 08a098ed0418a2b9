// The store worker answers item requests from a cached table description (dynalite-tables.mjs):
// a table deleted, or deleted and created again with another key, is seen at once by the next
// item request, as dynalite alone would see it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand, ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynalite, type LocalDynamo } from '../../functions/local/dynalite.ts';

let dir: string;
let dynamo: LocalDynamo;
let client: DynamoDBClient;

const TABLE = 'cache-check';

async function create(key: string): Promise<void> {
  await client.send(new CreateTableCommand({
    TableName: TABLE, BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }], KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
  }));
  // dynalite marks a new table ACTIVE a moment after answering.
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function deleted(): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: TABLE }));
  for (;;) {
    try {
      await client.send(new DescribeTableCommand({ TableName: TABLE }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hexfold-tables-'));
  dynamo = await startDynalite({ path: dir, port: 0, verify: false });
  client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, requestHandler: dynamo.requestHandler });
});

afterAll(async () => {
  client?.destroy();
  await dynamo?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('table descriptions cached by the store worker', () => {
  it('follow a table deleted and created again with another key', async () => {
    await create('a');
    await client.send(new PutItemCommand({ TableName: TABLE, Item: { a: { S: '1' } } }));
    await client.send(new PutItemCommand({ TableName: TABLE, Item: { a: { S: '2' } } })); // from the cache
    expect((await client.send(new GetItemCommand({ TableName: TABLE, Key: { a: { S: '1' } } }))).Item).toEqual({ a: { S: '1' } });

    await deleted();
    await expect(client.send(new PutItemCommand({ TableName: TABLE, Item: { a: { S: '3' } } }))).rejects.toBeInstanceOf(ResourceNotFoundException);

    await create('b');
    // The old key schema is gone: an item keyed by `a` lacks the key `b`.
    await expect(client.send(new PutItemCommand({ TableName: TABLE, Item: { a: { S: '4' } } }))).rejects.toThrow(/key/i);
    await client.send(new PutItemCommand({ TableName: TABLE, Item: { b: { S: '5' } } }));
    expect((await client.send(new GetItemCommand({ TableName: TABLE, Key: { b: { S: '5' } } }))).Item).toEqual({ b: { S: '5' } });
  });
});
