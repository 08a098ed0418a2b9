// The identity table: keyed by (pk, sk). An account's items share its partition, so deleting
// it is one query: `account#<id>` holds `profile`, `passkey#<credentialId>`, `session#<hash>` and
// `seat#<gameId>#<seat>` (and players.ts's and follows.ts's items). Lookups by credential, session and challenge have partitions of their
// own (`passkey#…`, `session#…`, `challenge#…`, sort key `-`). `expiresAt` is the TTL attribute.
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { AccountSeat } from '../../protocol/identity.ts';
import type { AccountRecord, ChallengeRecord, IdentityStore, PasskeyRecord, SessionRecord } from '../identity.ts';
import { item, N, num, optStr, S, str, type Item } from './attributes.ts';
import { guard, isConditionFailure } from './client.ts';
import { live, ONE } from './pk-sk.ts';
import { DynamoFollowsStore } from './follows.ts';
import { accountPk } from './players.ts';

const passkeyPk = (id: string) => `passkey#${id}`;
const sessionPk = (hash: string) => `session#${hash}`;
const challengePk = (id: string) => `challenge#${id}`;

const passkeyItem = (pk: string, sk: string, p: PasskeyRecord): Item => item({
  pk: S(pk), sk: S(sk), credentialId: S(p.credentialId), accountId: S(p.accountId), publicKey: S(p.publicKey),
  counter: N(p.counter), transports: p.transports?.length ? { SS: [...p.transports] } : undefined, createdAt: S(p.createdAt),
});

const passkeyOf = (i: Item): PasskeyRecord => ({
  credentialId: str(i, 'credentialId'), accountId: str(i, 'accountId'), publicKey: str(i, 'publicKey'),
  counter: num(i, 'counter'), createdAt: str(i, 'createdAt'), ...(i.transports?.SS ? { transports: i.transports.SS } : {}),
});

const accountOf = (accountId: string, i: Item): AccountRecord => ({ accountId, name: str(i, 'name'), createdAt: str(i, 'createdAt') });

export class DynamoIdentityStore extends DynamoFollowsStore implements IdentityStore {
  async putChallenge(c: ChallengeRecord): Promise<void> {
    await this.put(item({
      pk: S(challengePk(c.challengeId)), sk: S(ONE), challenge: S(c.challenge), purpose: S(c.purpose),
      accountId: c.accountId === undefined ? undefined : S(c.accountId), name: c.name === undefined ? undefined : S(c.name), expiresAt: N(c.expiresAt),
    }));
  }

  async takeChallenge(challengeId: string): Promise<ChallengeRecord | null> {
    const i = live((await this.delete(challengePk(challengeId))) ?? undefined);
    if (!i) return null;
    const accountId = optStr(i, 'accountId');
    const name = optStr(i, 'name');
    return {
      challengeId, challenge: str(i, 'challenge'), purpose: str(i, 'purpose') as ChallengeRecord['purpose'], expiresAt: num(i, 'expiresAt'),
      ...(accountId === undefined ? {} : { accountId }), ...(name === undefined ? {} : { name }),
    };
  }

  createAccount(a: AccountRecord): Promise<boolean> {
    return this.put(item({ pk: S(accountPk(a.accountId)), sk: S('profile'), name: S(a.name), createdAt: S(a.createdAt) }), true);
  }

  async getAccount(accountId: string): Promise<AccountRecord | null> {
    const i = await this.get(accountPk(accountId), 'profile');
    return i ? accountOf(accountId, i) : null;
  }

  async getAccounts(accountIds: readonly string[]): Promise<Map<string, AccountRecord>> {
    const items = await this.getMany(accountIds.map((id) => ({ pk: accountPk(id), sk: 'profile' })));
    const accounts = items.map((i) => accountOf(str(i, 'pk').slice(accountPk('').length), i));
    return new Map(accounts.map((a) => [a.accountId, a]));
  }

  async addPasskey(p: PasskeyRecord): Promise<boolean> {
    // The lookup item first: its condition is what refuses a credential registered twice.
    if (!(await this.put(passkeyItem(passkeyPk(p.credentialId), ONE, p), true))) return false;
    await this.put(passkeyItem(accountPk(p.accountId), passkeyPk(p.credentialId), p));
    return true;
  }

  async getPasskey(credentialId: string): Promise<PasskeyRecord | null> {
    const i = await this.get(passkeyPk(credentialId));
    return i ? passkeyOf(i) : null;
  }

  async passkeys(accountId: string): Promise<PasskeyRecord[]> {
    return (await this.query(accountPk(accountId), 'passkey#')).map(passkeyOf);
  }

  setCounter(credentialId: string, from: number, to: number): Promise<boolean> {
    return guard(async () => {
      try {
        await this.db.send(new UpdateItemCommand({
          TableName: this.table, Key: { pk: S(passkeyPk(credentialId)), sk: S(ONE) },
          UpdateExpression: 'SET #c = :to', ConditionExpression: '#c = :from',
          ExpressionAttributeNames: { '#c': 'counter' }, ExpressionAttributeValues: { ':to': N(to), ':from': N(from) },
        }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    });
  }

  async putSession(s: SessionRecord): Promise<void> {
    const fields = { accountId: S(s.accountId), tokenHash: S(s.tokenHash), expiresAt: N(s.expiresAt) };
    await this.put({ pk: S(sessionPk(s.tokenHash)), sk: S(ONE), ...fields });
    await this.put({ pk: S(accountPk(s.accountId)), sk: S(sessionPk(s.tokenHash)), ...fields });
  }

  async getSession(tokenHash: string): Promise<SessionRecord | null> {
    const i = await this.get(sessionPk(tokenHash));
    return i ? { tokenHash, accountId: str(i, 'accountId'), expiresAt: num(i, 'expiresAt') } : null;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    const old = await this.delete(sessionPk(tokenHash));
    if (old) await this.delete(accountPk(str(old, 'accountId')), sessionPk(tokenHash));
  }

  linkSeat(accountId: string, seat: AccountSeat, at: string): Promise<void> {
    return this.putSeatLinks(accountId, seat.gameId, seat.seat, seat.seatToken, at);
  }

  async seats(accountId: string): Promise<AccountSeat[]> {
    return (await this.query(accountPk(accountId), 'seat#')).map((i) => ({ gameId: str(i, 'gameId'), seat: num(i, 'seat'), seatToken: str(i, 'seatToken') }));
  }

  async deleteAccount(accountId: string): Promise<AccountSeat[]> {
    const items = await this.query(accountPk(accountId), '');
    const seats: AccountSeat[] = [];
    // The profile goes last: until then a retry finds the account and finishes the deletion.
    for (const i of items.filter((x) => str(x, 'sk') !== 'profile')) {
      const sk = str(i, 'sk');
      if (sk.startsWith('passkey#') || sk.startsWith('session#')) await this.delete(sk);
      if (sk.startsWith('seat#')) {
        seats.push({ gameId: str(i, 'gameId'), seat: num(i, 'seat'), seatToken: str(i, 'seatToken') });
        await this.markFormer(accountId, str(i, 'gameId'), num(i, 'seat'));
      }
      await this.delete(accountPk(accountId), sk);
    }
    await this.delete(accountPk(accountId), 'profile');
    return seats;
  }
}
