// The leaderboards (store/players.ts, LeaderboardStore): every rating item carries `ladder`
// (`<family>`, or `<family>#provisional` before PROVISIONAL_GAMES rated games) and `shown`
// (mu − 3·sigma, unrounded), the keys of the identity table's index RATINGS_BY_LADDER, which
// projects `mu`, `sigma` and `games`: a page is one Query of the index, best first.
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { PROVISIONAL_GAMES, type RatingFamily } from '../../protocol/players.ts';
import type { Ladder, LadderKey, LadderRow, LeaderboardStore } from '../players.ts';
import { N, num, S, str, type Item } from './attributes.ts';
import { guard, RATINGS_BY_LADDER } from './client.ts';
import { PkSkTable } from './pk-sk.ts';

export const accountPk = (id: string) => `account#${id}`;
export const ratingSk = (family: RatingFamily) => `rating#${family}`;

const ladderOf = ({ family, provisional }: Ladder): string => (provisional ? `${family}#provisional` : family);

/** The index attributes of a rating item after `games` rated games (as the values of an update). */
export const ladderValues = (family: RatingFamily, games: number, mu: number, sigma: number): Item => ({
  ':ladder': S(ladderOf({ family, provisional: games < PROVISIONAL_GAMES })), ':shown': N(mu - 3 * sigma),
});

const rowOf = (i: Item): LadderRow => ({
  accountId: str(i, 'pk').slice(accountPk('').length), mu: num(i, 'mu'), sigma: num(i, 'sigma'), games: num(i, 'games'), shown: num(i, 'shown'),
});

export class DynamoLeaderboard extends PkSkTable implements LeaderboardStore {
  ladder(ladder: Ladder, limit: number, after?: LadderKey): Promise<{ rows: LadderRow[]; next?: LadderKey }> {
    const key = ladderOf(ladder);
    const start = after && { pk: S(accountPk(after.accountId)), sk: S(ratingSk(ladder.family)), ladder: S(key), shown: N(after.shown) };
    return guard(async () => {
      const out = await this.db.send(new QueryCommand({
        TableName: this.table, IndexName: RATINGS_BY_LADDER, KeyConditionExpression: '#l = :l',
        ExpressionAttributeNames: { '#l': 'ladder' }, ExpressionAttributeValues: { ':l': S(key) },
        ScanIndexForward: false, Limit: limit, ExclusiveStartKey: start,
      }));
      const rows = (out.Items ?? []).map(rowOf);
      const last = rows.at(-1);
      return { rows, ...(out.LastEvaluatedKey && last ? { next: { accountId: last.accountId, shown: last.shown } } : {}) };
    });
  }

  above(ladder: Ladder, shown: number): Promise<number> {
    return guard(async () => {
      let count = 0;
      let start: Item | undefined;
      do {
        const out = await this.db.send(new QueryCommand({
          TableName: this.table, IndexName: RATINGS_BY_LADDER, KeyConditionExpression: '#l = :l AND #s > :s', Select: 'COUNT',
          ExpressionAttributeNames: { '#l': 'ladder', '#s': 'shown' }, ExpressionAttributeValues: { ':l': S(ladderOf(ladder)), ':s': N(shown) },
          ExclusiveStartKey: start,
        }));
        count += out.Count ?? 0;
        start = out.LastEvaluatedKey;
      } while (start);
      return count;
    });
  }
}
