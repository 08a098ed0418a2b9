// A local identity table kept on disk from before the leaderboards' index (functions/local/
// identity-index.ts): dynalite cannot add an index, so ensureTables makes the table again with
// it, every item kept, and then leaves it be.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, PutItemCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTables, LOCAL_TABLES, startDynalite, type LocalDynamo } from '../../functions/local/dynalite.ts';
import { RATINGS_BY_LADDER } from '../../functions/store/dynamo/client.ts';

let dir: string;
let dynamo: LocalDynamo;
let client: DynamoDBClient;
const TABLE = 'old-identity';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hexfold-identity-index-'));
  dynamo = await startDynalite({ path: dir, port: 0, verify: false });
  client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});

afterAll(async () => {
  client?.destroy();
  await dynamo?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the identity table kept from before the ladder index', () => {
  it('is made again with the index, its items kept', async () => {
    // GIVEN the table as it was created before the index, with 60 items (one a rating with the index's keys)
    await client.send(new CreateTableCommand({
      TableName: TABLE, BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    }));
    while ((await client.send(new DescribeTableCommand({ TableName: TABLE }))).Table?.TableStatus !== 'ACTIVE') await new Promise((r) => setTimeout(r, 10));
    for (let i = 0; i < 59; i++) await client.send(new PutItemCommand({ TableName: TABLE, Item: { pk: { S: `account#a${i}` }, sk: { S: '-' }, name: { S: `N${i}` } } }));
    await client.send(new PutItemCommand({
      TableName: TABLE,
      Item: { pk: { S: 'account#a1' }, sk: { S: 'rating#dice' }, mu: { N: '30' }, sigma: { N: '2' }, games: { N: '7' }, ladder: { S: 'dice' }, shown: { N: '24' } },
    }));
    // WHEN the tables are ensured (twice: the second finds the index)
    await ensureTables(dynamo.endpoint, LOCAL_TABLES, { identity: TABLE });
    await ensureTables(dynamo.endpoint, LOCAL_TABLES, { identity: TABLE });
    // THEN the index is there, every item kept, and the rating found through the index
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual([RATINGS_BY_LADDER]);
    expect((await client.send(new ScanCommand({ TableName: TABLE, Select: 'COUNT' }))).Count).toBe(60);
    const ladder = await client.send(new QueryCommand({
      TableName: TABLE, IndexName: RATINGS_BY_LADDER, KeyConditionExpression: 'ladder = :l', ExpressionAttributeValues: { ':l': { S: 'dice' } },
    }));
    expect(ladder.Items?.map((i) => i.pk?.S)).toEqual(['account#a1']);
  });
});
