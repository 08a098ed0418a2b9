// A local identity table kept on disk from before the leaderboards' index: dynalite cannot add
// an index to a table (UpdateTable's index creation is not implemented), so the table is read
// whole, made again with its index, and written back. Its rating items gain their index keys
// (`ladder`, `shown`) on their next rated game, as in AWS, where CloudFormation adds the index.
import {
  BatchWriteItemCommand, CreateTableCommand, DeleteTableCommand, DescribeTableCommand, ResourceNotFoundException, ScanCommand,
  type CreateTableCommandInput, type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { Item } from '../store/dynamo/attributes.ts';

const WRITE_BATCH = 25;

async function waitFor(done: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; !(await done()); waited += 5) {
    if (waited > 10_000) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Makes the table again with `definition`'s indexes when it lacks the one named `indexName`. */
export async function addIdentityIndex(client: DynamoDBClient, definition: CreateTableCommandInput, indexName: string): Promise<void> {
  const TableName = definition.TableName!;
  const status = async () => {
    try {
      return (await client.send(new DescribeTableCommand({ TableName }))).Table ?? null;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return null;
      throw error;
    }
  };
  await waitFor(async () => (await status())?.TableStatus === 'ACTIVE', `the table ${TableName} did not become active`);
  if ((await status())?.GlobalSecondaryIndexes?.some((i) => i.IndexName === indexName)) return;
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await client.send(new ScanCommand({ TableName, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName }));
  await waitFor(async () => (await status()) === null, `the table ${TableName} was not deleted`);
  await client.send(new CreateTableCommand(definition));
  await waitFor(async () => (await status())?.TableStatus === 'ACTIVE', `the table ${TableName} did not become active`);
  for (let i = 0; i < items.length; i += WRITE_BATCH) {
    let requests: Record<string, { PutRequest: { Item: Item } }[]> | undefined = { [TableName]: items.slice(i, i + WRITE_BATCH).map((Item) => ({ PutRequest: { Item } })) };
    while (requests && Object.keys(requests).length > 0) {
      requests = (await client.send(new BatchWriteItemCommand({ RequestItems: requests }))).UnprocessedItems as typeof requests;
    }
  }
}
