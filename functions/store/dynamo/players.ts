// The players' items of the identity table (store/players.ts): in an account's partition
// `seat#<gameId>#<seat>` (identity.ts writes it) and `rating#<family>` `{mu, sigma, games, rated
// (the rated games' ids, a string set), history (JSON), ladder, shown (the leaderboards' index:
// leaderboard.ts)}`; in a game's own partition `game#<id>`,
// `seat#<n>` `{accountId}` or `{former: true}` once the account is deleted.
import { PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { RatingFamily, RatingPoint } from '../../protocol/players.ts';
import type { GameAccount, PlayedSeat, PlayersStore, RatingRecord, RatingWrite } from '../players.ts';
import { N, num, optStr, S, str, type Item } from './attributes.ts';
import { guard, isConditionFailure } from './client.ts';
import { accountPk, DynamoLeaderboard, ladderValues, ratingSk } from './leaderboard.ts';

export { accountPk };
export const gamePk = (id: string) => `game#${id}`;

const ratingOf = (i: Item): RatingRecord => ({
  family: str(i, 'family') as RatingFamily, mu: num(i, 'mu'), sigma: num(i, 'sigma'), games: num(i, 'games'),
  history: JSON.parse(optStr(i, 'history') ?? '[]') as RatingPoint[], rated: i.rated?.SS ?? [],
});

export class DynamoPlayersStore extends DynamoLeaderboard implements PlayersStore {
  /** Both ways: the account's seat (with its token, which lets the account's devices play it) and the game's. */
  protected async putSeatLinks(accountId: string, gameId: string, seat: number, seatToken: string, at: string): Promise<void> {
    // An update, not a put: linking again (each sign-in adopts the browser's seats) keeps `at` and `rated`.
    await guard(() => this.db.send(new UpdateItemCommand({
      TableName: this.table, Key: { pk: S(accountPk(accountId)), sk: S(`seat#${gameId}#${seat}`) },
      UpdateExpression: 'SET #g = :g, #s = :s, #t = :t, #at = if_not_exists(#at, :at)',
      ExpressionAttributeNames: { '#g': 'gameId', '#s': 'seat', '#t': 'seatToken', '#at': 'at' },
      ExpressionAttributeValues: { ':g': S(gameId), ':s': N(seat), ':t': S(seatToken), ':at': S(at) },
    })));
    await this.put({ pk: S(gamePk(gameId)), sk: S(`seat#${seat}`), seat: N(seat), accountId: S(accountId) });
  }

  /** Marks the game's seat as a deleted account's, unless another account holds it since. */
  protected markFormer(accountId: string, gameId: string, seat: number): Promise<void> {
    return guard(async () => {
      try {
        await this.db.send(new PutItemCommand({
          TableName: this.table, Item: { pk: S(gamePk(gameId)), sk: S(`seat#${seat}`), seat: N(seat), former: { BOOL: true } },
          ConditionExpression: 'attribute_not_exists(pk) OR accountId = :me', ExpressionAttributeValues: { ':me': S(accountId) },
        }));
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    });
  }

  async playedSeats(accountId: string): Promise<PlayedSeat[]> {
    return (await this.query(accountPk(accountId), 'seat#')).map((i) => {
      const at = optStr(i, 'at');
      return { gameId: str(i, 'gameId'), seat: num(i, 'seat'), ...(at === undefined ? {} : { at }), ...(i.rated?.BOOL ? { rated: true } : {}) };
    });
  }

  async gameAccounts(gameId: string): Promise<GameAccount[]> {
    return (await this.query(gamePk(gameId), 'seat#')).map((i) => {
      const accountId = optStr(i, 'accountId');
      return { seat: num(i, 'seat'), ...(accountId === undefined ? {} : { accountId }), ...(i.former?.BOOL ? { former: true } : {}) };
    });
  }

  async ratings(accountId: string): Promise<RatingRecord[]> {
    return (await this.query(accountPk(accountId), 'rating#')).map(ratingOf);
  }

  markRated(accountId: string, gameId: string, seat: number): Promise<void> {
    return guard(async () => {
      try {
        await this.db.send(new UpdateItemCommand({
          TableName: this.table, Key: { pk: S(accountPk(accountId)), sk: S(`seat#${gameId}#${seat}`) },
          UpdateExpression: 'SET #r = :yes', ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#r': 'rated' }, ExpressionAttributeValues: { ':yes': { BOOL: true } },
        }));
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    });
  }

  applyRating(accountId: string, before: RatingRecord | null, next: RatingRecord, gameId: string): Promise<RatingWrite> {
    const key = { pk: S(accountPk(accountId)), sk: S(ratingSk(next.family)) };
    return guard(async () => {
      try {
        await this.db.send(new UpdateItemCommand({
          TableName: this.table, Key: key,
          // Names for every attribute: several are DynamoDB reserved words.
          UpdateExpression: 'SET #f = :family, #m = :mu, #s = :sigma, #g = :games, #h = :history, #l = :ladder, #v = :shown ADD #r :game',
          ConditionExpression: before === null ? 'attribute_not_exists(pk)' : '#g = :before AND NOT contains(#r, :id)',
          ExpressionAttributeNames: { '#f': 'family', '#m': 'mu', '#s': 'sigma', '#g': 'games', '#h': 'history', '#r': 'rated', '#l': 'ladder', '#v': 'shown' },
          ExpressionAttributeValues: {
            ':family': S(next.family), ':mu': N(next.mu), ':sigma': N(next.sigma), ':games': N(next.games),
            ':history': S(JSON.stringify(next.history)), ':game': { SS: [gameId] },
            ...ladderValues(next.family, next.games, next.mu, next.sigma),
            ...(before === null ? {} : { ':before': N(before.games), ':id': S(gameId) }),
          },
        }));
        return 'applied';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const now = await this.get(accountPk(accountId), ratingSk(next.family));
      return now?.rated?.SS?.includes(gameId) ? 'done' : 'moved';
    });
  }
}
