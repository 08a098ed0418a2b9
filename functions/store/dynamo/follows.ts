// The friends' items of the identity table (store/follows.ts), in the account's partition
// `account#<id>`: `follow#<playerId>` `{playerId, at}`, `invite#<gameId>#<from>` `{gameId, from,
// fromName, at, expiresAt}` (one per inviter and table) and `conn#<connectionId>` `{connectionId,
// expiresAt}`. Expired items are skipped on read (`live`) and cleaned up by the TTL.
import type { FollowRecord, FollowsStore, InvitationRecord } from '../follows.ts';
import { N, num, S, str, type Item } from './attributes.ts';
import { live } from './pk-sk.ts';
import { accountPk, DynamoPlayersStore } from './players.ts';

const followSk = (playerId: string) => `follow#${playerId}`;
const inviteSk = (gameId: string, from: string) => `invite#${gameId}#${from}`;
const connSk = (connectionId: string) => `conn#${connectionId}`;

const invitationOf = (to: string, i: Item): InvitationRecord => ({
  to, gameId: str(i, 'gameId'), from: str(i, 'from'), fromName: str(i, 'fromName'), at: str(i, 'at'), expiresAt: num(i, 'expiresAt'),
});

const lives = (items: readonly Item[]): Item[] => items.filter((i) => live(i) !== null);

export class DynamoFollowsStore extends DynamoPlayersStore implements FollowsStore {
  async follow(accountId: string, playerId: string, at: string): Promise<void> {
    // Only new: following again keeps the first time.
    await this.put({ pk: S(accountPk(accountId)), sk: S(followSk(playerId)), playerId: S(playerId), at: S(at) }, true);
  }

  async unfollow(accountId: string, playerId: string): Promise<void> {
    await this.delete(accountPk(accountId), followSk(playerId));
  }

  async following(accountId: string): Promise<FollowRecord[]> {
    return (await this.query(accountPk(accountId), 'follow#')).map((i) => ({ playerId: str(i, 'playerId'), at: str(i, 'at') }));
  }

  async putInvitation(v: InvitationRecord): Promise<void> {
    await this.put({
      pk: S(accountPk(v.to)), sk: S(inviteSk(v.gameId, v.from)), gameId: S(v.gameId), from: S(v.from), fromName: S(v.fromName),
      at: S(v.at), expiresAt: N(v.expiresAt),
    });
  }

  async invitations(accountId: string): Promise<InvitationRecord[]> {
    return lives(await this.query(accountPk(accountId), 'invite#')).map((i) => invitationOf(accountId, i));
  }

  async takeInvitation(accountId: string, gameId: string, from: string): Promise<InvitationRecord | null> {
    const i = live((await this.delete(accountPk(accountId), inviteSk(gameId, from))) ?? undefined);
    return i ? invitationOf(accountId, i) : null;
  }

  async linkConnection(accountId: string, connectionId: string, expiresAt: number): Promise<void> {
    await this.put({ pk: S(accountPk(accountId)), sk: S(connSk(connectionId)), connectionId: S(connectionId), expiresAt: N(expiresAt) });
  }

  async unlinkConnection(accountId: string, connectionId: string): Promise<void> {
    await this.delete(accountPk(accountId), connSk(connectionId));
  }

  async connections(accountId: string): Promise<string[]> {
    return lives(await this.query(accountPk(accountId), 'conn#')).map((i) => str(i, 'connectionId'));
  }
}
