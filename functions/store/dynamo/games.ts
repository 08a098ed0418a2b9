// The games table: the lobby's and authorization's projection of each game. Listing goes through
// the `byStatus` index (status, createdAt).
import {
  GetItemCommand, PutItemCommand, QueryCommand, UpdateItemCommand, type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { BotLevel } from '../../../domain/catan/index.ts';
import { sameGame, withVote, type BotSeat, type GameEnd, type GameRecord, type GameStatus, type GameStore, type ListOptions, type SeatVote } from '../types.ts';
import { item, L, list, N, num, optNum, S, str, type Item } from './attributes.ts';
import { batchGet } from './batch-get.ts';
import { GAMES_BY_STATUS, guard, isConditionFailure } from './client.ts';

/**
 * `{gameId, status, createdAt, players, board, seats, seatTokenHashes, bots?, timer?, host?, private?, winner?, score?, modules?, kind?, rated?, end?}`
 * (`end`: the GameEnd as JSON, as the events are),
 * and `votes?` (castVote's, apart from the record).
 */
export const gameItem = (g: GameRecord): Item => item({
  gameId: S(g.gameId),
  status: S(g.status),
  createdAt: S(g.createdAt),
  players: N(g.players),
  board: S(g.board),
  seats: L(g.seats),
  seatTokenHashes: L(g.seatTokenHashes),
  bots: g.bots && L(g.bots),
  timer: g.timer === undefined ? undefined : N(g.timer),
  host: g.host === undefined ? undefined : S(g.host),
  private: g.private ? { BOOL: true } : undefined,
  rated: g.rated ? { BOOL: true } : undefined,
  winner: g.winner === undefined ? undefined : N(g.winner),
  score: g.score === undefined ? undefined : N(g.score),
  modules: g.modules && g.modules.length > 0 ? L(g.modules) : undefined,
  kind: g.kind === undefined ? undefined : S(g.kind),
  end: g.end === undefined ? undefined : S(JSON.stringify(g.end)),
});

/** A stored end, or nothing when it does not read as one (it is recomputed from the stream then). */
function endOf(text: string | undefined): { end?: GameEnd } {
  if (text === undefined) return {};
  try {
    const end = JSON.parse(text) as GameEnd;
    return Array.isArray(end.seated) && Array.isArray(end.winners) && Array.isArray(end.rolls) ? { end } : {};
  } catch {
    return {};
  }
}

const gameOf = (i: Item): GameRecord => ({
  gameId: str(i, 'gameId'),
  status: str(i, 'status') as GameStatus,
  createdAt: str(i, 'createdAt'),
  players: num(i, 'players'),
  board: str(i, 'board') as GameRecord['board'],
  seats: list(i, 'seats'),
  seatTokenHashes: list(i, 'seatTokenHashes'),
  ...(i.bots ? { bots: list(i, 'bots') as (BotLevel | null)[] } : {}),
  ...(i.timer ? { timer: optNum(i, 'timer') } : {}),
  ...(i.host?.S !== undefined ? { host: i.host.S } : {}),
  ...(i.private?.BOOL ? { private: true } : {}),
  ...(i.rated?.BOOL ? { rated: true as const } : {}),
  ...(i.winner ? { winner: optNum(i, 'winner') } : {}),
  ...(i.score ? { score: optNum(i, 'score') } : {}),
  ...(i.modules ? { modules: list(i, 'modules') as string[] } : {}),
  ...(i.kind?.S === 'dice' ? { kind: 'dice' as const } : {}),
  ...endOf(i.end?.S),
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

  async getMany(gameIds: readonly string[]): Promise<Map<string, GameRecord>> {
    const items = await batchGet(this.db, this.table, gameIds.map((gameId) => ({ gameId: S(gameId) })));
    return new Map(items.map((i) => [str(i, 'gameId'), gameOf(i)]));
  }

  claimSeat(gameId: string, seat: number, name: string, tokenHash: string): Promise<void> {
    if (!Number.isInteger(seat) || seat < 0) return Promise.reject(new Error(`bad seat ${seat}`));
    // List indexes cannot be expression values; `seat` is a checked integer.
    return guard(async () => {
      await this.db.send(new UpdateItemCommand({
        TableName: this.table,
        Key: { gameId: S(gameId) },
        UpdateExpression: `SET seats[${seat}] = :name, seatTokenHashes[${seat}] = :hash, host = if_not_exists(host, :name)`,
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeValues: { ':name': S(name), ':hash': S(tokenHash) },
      }));
    });
  }

  setSeatName(gameId: string, seat: number, name: string): Promise<void> {
    if (!Number.isInteger(seat) || seat < 0) return Promise.reject(new Error(`bad seat ${seat}`));
    return guard(async () => {
      await this.db.send(new UpdateItemCommand({
        TableName: this.table,
        Key: { gameId: S(gameId) },
        UpdateExpression: `SET seats[${seat}] = :name`,
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeValues: { ':name': S(name) },
      }));
    });
  }

  setStatus(gameId: string, status: GameStatus, winner?: number, score?: number): Promise<void> {
    const won = winner !== undefined && Number.isInteger(winner);
    const scored = won && score !== undefined && Number.isInteger(score);
    const set = ['#status = :status', ...(won ? ['winner = :winner'] : []), ...(scored ? ['score = :score'] : [])];
    return guard(async () => {
      await this.db.send(new UpdateItemCommand({
        TableName: this.table,
        Key: { gameId: S(gameId) },
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': S(status), ...(won ? { ':winner': N(winner) } : {}), ...(scored ? { ':score': N(score) } : {}) },
      }));
    });
  }

  setEnd(gameId: string, end: GameEnd): Promise<void> {
    return guard(async () => {
      await this.db.send(new UpdateItemCommand({
        TableName: this.table,
        Key: { gameId: S(gameId) },
        UpdateExpression: 'SET #end = :end',
        ConditionExpression: 'attribute_exists(gameId)',
        ExpressionAttributeNames: { '#end': 'end' },
        ExpressionAttributeValues: { ':end': S(JSON.stringify(end)) },
      }));
    });
  }

  changeStatus(gameId: string, from: readonly GameStatus[], to: GameStatus): Promise<boolean> {
    const values = Object.fromEntries(from.map((f, i) => [`:from${i}`, S(f)]));
    return guard(async () => {
      try {
        await this.db.send(new UpdateItemCommand({
          TableName: this.table,
          Key: { gameId: S(gameId) },
          UpdateExpression: 'SET #status = :to',
          ConditionExpression: `#status IN (${Object.keys(values).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':to': S(to), ...values },
        }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    });
  }

  seatBots(gameId: string, bots: readonly BotSeat[]): Promise<void> {
    if (bots.some((b) => !Number.isInteger(b.seat) || b.seat < 0)) return Promise.reject(new Error('bad bot seat'));
    if (bots.length === 0) return Promise.resolve();
    const names = Object.fromEntries(bots.map((b) => [`:name${b.seat}`, S(b.name)]));
    const seats = bots.map((b) => `seats[${b.seat}] = :name${b.seat}`);
    return guard(async () => {
      try {
        // List indexes cannot be expression values; each seat is a checked integer.
        await this.db.send(new UpdateItemCommand({
          TableName: this.table,
          Key: { gameId: S(gameId) },
          UpdateExpression: `SET ${[...seats, ...bots.map((b) => `bots[${b.seat}] = :level${b.seat}`)].join(', ')}`,
          ConditionExpression: 'attribute_exists(bots)',
          ExpressionAttributeValues: { ...names, ...Object.fromEntries(bots.map((b) => [`:level${b.seat}`, S(b.level)])) },
        }));
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // A game stored before bots existed has no list of levels yet: write the whole list.
        const game = await this.get(gameId);
        if (!game) throw error;
        const levels = game.bots?.slice() ?? game.seats.map(() => null);
        for (const b of bots) levels[b.seat] = b.level;
        await this.db.send(new UpdateItemCommand({
          TableName: this.table,
          Key: { gameId: S(gameId) },
          UpdateExpression: `SET ${[...seats, 'bots = :bots'].join(', ')}`,
          ExpressionAttributeValues: { ...names, ':bots': L(levels) },
        }));
      }
    });
  }

  /**
   * The votes are one string attribute (JSON), replaced by a write conditioned on its old value:
   * two votes at once cannot both build on the same tally (the loser reads again).
   */
  castVote(gameId: string, seat: number, head: number, voter: number): Promise<readonly number[]> {
    return guard(async () => {
      for (let attempt = 0; ; attempt++) {
        const out = await this.db.send(new GetItemCommand({
          TableName: this.table, Key: { gameId: S(gameId) }, ConsistentRead: true, ProjectionExpression: 'gameId, votes',
        }));
        if (!out.Item) throw new Error(`no game ${gameId}`);
        const old = out.Item.votes?.S;
        const votes = withVote(old === undefined ? [] : (JSON.parse(old) as SeatVote[]), seat, head, voter);
        try {
          await this.db.send(new UpdateItemCommand({
            TableName: this.table,
            Key: { gameId: S(gameId) },
            UpdateExpression: 'SET votes = :votes',
            ConditionExpression: old === undefined ? 'attribute_not_exists(votes)' : 'votes = :old',
            ExpressionAttributeValues: { ':votes': S(JSON.stringify(votes)), ...(old === undefined ? {} : { ':old': S(old) }) },
          }));
          return votes.find((v) => v.seat === seat)!.voters;
        } catch (error) {
          if (!isConditionFailure(error) || attempt >= 4) throw error;
        }
      }
    });
  }

  listByStatus(status: GameStatus, limit: number, options: ListOptions = {}): Promise<GameRecord[]> {
    const scan = Math.max(limit, options.scan ?? 0);
    const where = options.where ?? (() => true);
    return guard(async () => {
      const kept: GameRecord[] = [];
      let read = 0;
      let start: Item | undefined;
      do {
        const out = await this.db.send(new QueryCommand({
          TableName: this.table,
          IndexName: GAMES_BY_STATUS,
          KeyConditionExpression: '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': S(status) },
          ScanIndexForward: false,
          Limit: scan - read,
          ExclusiveStartKey: start,
        }));
        const page = out.Items ?? [];
        read += page.length;
        kept.push(...page.map(gameOf).filter(where));
        start = out.LastEvaluatedKey;
      } while (start && read < scan && kept.length < limit);
      return kept.slice(0, limit);
    });
  }
}
