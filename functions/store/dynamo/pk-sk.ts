// The identity table's item calls, shared by its two adapters (identity.ts, players.ts): items
// keyed by (pk, sk), `expiresAt` (epoch seconds) checked on every read as well as by the TTL.
import { DeleteItemCommand, GetItemCommand, PutItemCommand, QueryCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { optNum, S, type Item } from './attributes.ts';
import { batchGet } from './batch-get.ts';
import { guard, isConditionFailure } from './client.ts';

/** The sort key of a partition's only item (the lookups by credential, session, challenge). */
export const ONE = '-';

const now = () => Math.floor(Date.now() / 1000);

/** The item unless it has expired. */
export const live = (i: Item | undefined): Item | null => {
  if (!i) return null;
  const expiresAt = optNum(i, 'expiresAt');
  return expiresAt !== undefined && expiresAt <= now() ? null : i;
};

export class PkSkTable {
  constructor(protected readonly db: DynamoDBClient, protected readonly table: string) {}

  protected put(Item: Item, onlyNew = false): Promise<boolean> {
    return guard(async () => {
      try {
        await this.db.send(new PutItemCommand({ TableName: this.table, Item, ...(onlyNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}) }));
        return true;
      } catch (error) {
        if (onlyNew && isConditionFailure(error)) return false;
        throw error;
      }
    });
  }

  protected get(pk: string, sk = ONE): Promise<Item | null> {
    return guard(async () => live((await this.db.send(new GetItemCommand({ TableName: this.table, Key: { pk: S(pk), sk: S(sk) }, ConsistentRead: true }))).Item));
  }

  /** The live items of these keys (repeats read once), in no particular order. */
  protected async getMany(keys: readonly { pk: string; sk: string }[]): Promise<Item[]> {
    const items = await batchGet(this.db, this.table, keys.map(({ pk, sk }) => ({ pk: S(pk), sk: S(sk) })));
    return items.filter((i) => live(i) !== null);
  }

  protected delete(pk: string, sk = ONE): Promise<Item | null> {
    return guard(async () => (await this.db.send(new DeleteItemCommand({ TableName: this.table, Key: { pk: S(pk), sk: S(sk) }, ReturnValues: 'ALL_OLD' }))).Attributes ?? null);
  }

  protected query(pk: string, prefix: string): Promise<Item[]> {
    return guard(async () => {
      const items: Item[] = [];
      let start: Item | undefined;
      do {
        const out = await this.db.send(new QueryCommand({
          TableName: this.table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': S(pk), ':prefix': S(prefix) }, ConsistentRead: true, ExclusiveStartKey: start,
        }));
        items.push(...(out.Items ?? []));
        start = out.LastEvaluatedKey;
      } while (start);
      return items;
    });
  }
}
