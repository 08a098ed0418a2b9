// The storage interface of accounts and passkeys (app/identity). One DynamoDB table holds them
// (store/dynamo/identity.ts); an item's `expiresAt` (epoch seconds) is the table's TTL, and every
// read checks it too (dynalite, the local store, expires nothing).
import type { AccountSeat } from '../protocol/identity.ts';
import type { FollowsStore } from './follows.ts';
import type { PlayersStore } from './players.ts';

export type CeremonyPurpose = 'register' | 'signIn' | 'add';

export interface ChallengeRecord {
  readonly challengeId: string;
  /** The challenge the options carried (base64url). */
  readonly challenge: string;
  readonly purpose: CeremonyPurpose;
  /** 'register': the account to create; 'add': the account the passkey joins. */
  readonly accountId?: string;
  /** 'register': the new account's display name. */
  readonly name?: string;
  readonly expiresAt: number;
}

export interface AccountRecord {
  readonly accountId: string;
  readonly name: string;
  /** ISO time. */
  readonly createdAt: string;
}

export interface PasskeyRecord {
  /** The credential id (base64url), as the browser reports it. */
  readonly credentialId: string;
  readonly accountId: string;
  /** The COSE public key (base64url). */
  readonly publicKey: string;
  /** The authenticator's signature counter (0: it keeps none, as synced passkeys). */
  readonly counter: number;
  readonly transports?: readonly string[];
  readonly createdAt: string;
}

export interface SessionRecord {
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  readonly tokenHash: string;
  readonly accountId: string;
  readonly expiresAt: number;
}

export interface IdentityStore extends PlayersStore, FollowsStore {
  putChallenge(challenge: ChallengeRecord): Promise<void>;
  /** Deletes the challenge and returns it: only the first of several takers gets it. */
  takeChallenge(challengeId: string): Promise<ChallengeRecord | null>;
  /** Writes the account unless its id is taken; false when it is. */
  createAccount(account: AccountRecord): Promise<boolean>;
  getAccount(accountId: string): Promise<AccountRecord | null>;
  /** The accounts of these ids that exist, by id (an id given twice read once): a batch read, not a get of each. */
  getAccounts(accountIds: readonly string[]): Promise<Map<string, AccountRecord>>;
  /** Writes the passkey unless its credential id is registered; false when it is. */
  addPasskey(passkey: PasskeyRecord): Promise<boolean>;
  getPasskey(credentialId: string): Promise<PasskeyRecord | null>;
  /** The account's passkeys (their counters as registered: getPasskey has the current one). */
  passkeys(accountId: string): Promise<PasskeyRecord[]>;
  /** Moves the counter from `from` to `to`; false when another sign-in moved it first. */
  setCounter(credentialId: string, from: number, to: number): Promise<boolean>;
  putSession(session: SessionRecord): Promise<void>;
  getSession(tokenHash: string): Promise<SessionRecord | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Records a seat the account holds, and the game's seat as the account's (again: the same items). */
  linkSeat(accountId: string, seat: AccountSeat, at: string): Promise<void>;
  seats(accountId: string): Promise<AccountSeat[]>;
  /**
   * Deletes the account with its passkeys, sessions, seats and ratings, marks its games' seats as
   * a former player's, and returns the seats it held.
   */
  deleteAccount(accountId: string): Promise<AccountSeat[]>;
}
