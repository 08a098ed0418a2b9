// The storage interface of friends (app/follows): whom an account follows, the invitations it was
// sent, and the connections signed in to it (where invitations are pushed). In the identity table,
// in the account's partition (store/dynamo/follows.ts), so deleting the account deletes them too.

export interface FollowRecord {
  readonly playerId: string;
  /** ISO time it was followed. */
  readonly at: string;
}

export interface InvitationRecord {
  /** The invited account. */
  readonly to: string;
  readonly gameId: string;
  /** The inviting account and its name when it invited. */
  readonly from: string;
  readonly fromName: string;
  /** ISO time. */
  readonly at: string;
  /** Epoch seconds. */
  readonly expiresAt: number;
}

export interface FollowsStore {
  /** Records the follow (again: the same item, its first time kept). */
  follow(accountId: string, playerId: string, at: string): Promise<void>;
  unfollow(accountId: string, playerId: string): Promise<void>;
  /** The players the account follows. */
  following(accountId: string): Promise<FollowRecord[]>;
  /** Writes the invitation; one per inviter and table, so inviting again replaces it. */
  putInvitation(invitation: InvitationRecord): Promise<void>;
  /** The account's live invitations. */
  invitations(accountId: string): Promise<InvitationRecord[]>;
  /** Deletes the invitation and returns it, if it was there and live. */
  takeInvitation(accountId: string, gameId: string, from: string): Promise<InvitationRecord | null>;
  /** The connection is signed in to the account until `expiresAt` (epoch seconds). */
  linkConnection(accountId: string, connectionId: string, expiresAt: number): Promise<void>;
  unlinkConnection(accountId: string, connectionId: string): Promise<void>;
  /** The live connections signed in to the account. */
  connections(accountId: string): Promise<string[]>;
}
