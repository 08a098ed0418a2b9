// The friends view: the players I follow with their live tables, my own tables with a free seat
// (to invite to), and the invitations I was sent. Reading it signs the connection in for
// invitation pushes.
import { MAX_INVITATIONS, type Friend, type FriendTable, type Invitation } from '../../protocol/follows.ts';
import type { ClientMessage } from '../../protocol/messages.ts';
import type { IdentityStore } from '../../store/identity.ts';
import type { InvitationRecord } from '../../store/follows.ts';
import type { Context } from '../context.ts';
import { replyTo } from '../errors.ts';
import { epochSeconds, identityStore, sessionAccount } from '../identity/session.ts';
import { send } from '../send.ts';
import { linkConnection } from './push.ts';
import { hasFreeSeat, inBatches, liveTables, tableOf } from './tables.ts';

type GetFriends = Extract<ClientMessage, { type: 'getFriends' }>;

/** Followed players read at once. */
const WIDTH = 10;

/** The invitation as sent and listed: with its table, while the table has a free seat. */
export function invitationView(record: InvitationRecord, table: FriendTable | null): Invitation | null {
  if (!table || !hasFreeSeat(table)) return null;
  const { seat: _, ...shown } = table;
  return {
    gameId: record.gameId, from: record.from, fromName: record.fromName, at: record.at,
    expiresAt: new Date(record.expiresAt * 1000).toISOString(), table: shown,
  };
}

async function invitationsOf(ctx: Context, store: IdentityStore, accountId: string): Promise<Invitation[]> {
  const now = epochSeconds(ctx);
  const records = (await store.invitations(accountId)).filter((r) => r.expiresAt > now)
    .sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_INVITATIONS);
  const shown = await Promise.all(records.map(async (r) => invitationView(r, tableOf(await ctx.stores.games.get(r.gameId), -1))));
  return shown.filter((v): v is Invitation => v !== null);
}

/** The followed players with their live tables; a follow of a deleted account is dropped. */
async function friendsOf(ctx: Context, store: IdentityStore, me: string, follows: readonly string[], mine: ReadonlySet<string>): Promise<Friend[]> {
  const friends = await inBatches(follows, WIDTH, async (playerId): Promise<Friend | null> => {
    const account = await store.getAccount(playerId);
    if (!account) {
      // Its profile is gone: the follow goes too, and its name is never shown.
      await store.unfollow(me, playerId);
      return null;
    }
    return { playerId, name: account.name, tables: await liveTables(ctx, await store.playedSeats(playerId), mine) };
  });
  return friends.filter((f): f is Friend => f !== null).sort((a, b) => a.name.localeCompare(b.name));
}

export async function getFriends(ctx: Context, connectionId: string, msg: GetFriends): Promise<void> {
  const me = await sessionAccount(ctx, msg.sessionToken);
  const store = identityStore(ctx);
  await linkConnection(ctx, store, me, connectionId);
  const following = (await store.following(me)).map((f) => f.playerId);
  const invitations = await invitationsOf(ctx, store, me);
  if (msg.tables === false) return send(ctx, connectionId, { type: 'friends', ...replyTo(msg), following, invitations });
  const mySeats = await store.playedSeats(me);
  const mine = new Set(mySeats.map((s) => s.gameId));
  const friends = await friendsOf(ctx, store, me, following, mine);
  const openTables = (await liveTables(ctx, mySeats, mine)).filter(hasFreeSeat);
  await send(ctx, connectionId, { type: 'friends', ...replyTo(msg), following: friends.map((f) => f.playerId), invitations, friends, openTables });
}
