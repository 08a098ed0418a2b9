// The chat table: one item per line, keyed by (gameId, lineKey) where lineKey is
// `<channel>#<ISO time>#<id>`: a channel's lines sort by time, so its newest are one query.
import { PutItemCommand, QueryCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ChatChannel, ChatLine, ChatPhrase } from '../../protocol/messages.ts';
import type { ChatStore } from '../types.ts';
import { item, N, optNum, optStr, S, str, type Item } from './attributes.ts';
import { guard } from './client.ts';

export const chatKey = (line: Pick<ChatLine, 'channel' | 'at' | 'id'>): string => `${line.channel}#${line.at}#${line.id}`;

/** `{gameId, lineKey, id, at, channel, seat?, name, text?, phrase?}` */
export const chatItem = (gameId: string, line: ChatLine): Item => item({
  gameId: S(gameId),
  lineKey: S(chatKey(line)),
  id: S(line.id),
  at: S(line.at),
  channel: S(line.channel),
  seat: line.seat === undefined ? undefined : N(line.seat),
  name: S(line.name),
  text: line.text === undefined ? undefined : S(line.text),
  phrase: line.phrase === undefined ? undefined : S(line.phrase),
});

export function chatLineOf(i: Item): ChatLine {
  const seat = optNum(i, 'seat');
  const text = optStr(i, 'text');
  const phrase = optStr(i, 'phrase') as ChatPhrase | undefined;
  return {
    id: str(i, 'id'),
    at: str(i, 'at'),
    channel: str(i, 'channel') as ChatChannel,
    ...(seat === undefined ? {} : { seat }),
    name: str(i, 'name'),
    ...(text === undefined ? {} : { text }),
    ...(phrase === undefined ? {} : { phrase }),
  };
}

export class DynamoChatStore implements ChatStore {
  constructor(private readonly db: DynamoDBClient, private readonly table: string) {}

  append(gameId: string, line: ChatLine): Promise<void> {
    return guard(async () => {
      await this.db.send(new PutItemCommand({ TableName: this.table, Item: chatItem(gameId, line) }));
    });
  }

  latest(gameId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]> {
    return guard(async () => {
      const out = await this.db.send(new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'gameId = :g AND begins_with(lineKey, :c)',
        ExpressionAttributeValues: { ':g': S(gameId), ':c': S(`${channel}#`) },
        ScanIndexForward: false,
        Limit: limit,
      }));
      return (out.Items ?? []).map(chatLineOf).reverse();
    });
  }

  all(gameId: string, channel: ChatChannel): Promise<ChatLine[]> {
    return guard(async () => {
      const lines: ChatLine[] = [];
      let start: Item | undefined;
      do {
        const out = await this.db.send(new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'gameId = :g AND begins_with(lineKey, :c)',
          ExpressionAttributeValues: { ':g': S(gameId), ':c': S(`${channel}#`) },
          ExclusiveStartKey: start,
        }));
        lines.push(...(out.Items ?? []).map(chatLineOf));
        start = out.LastEvaluatedKey;
      } while (start);
      return lines;
    });
  }
}
