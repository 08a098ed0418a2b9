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
import { hasFreeSeat, inBatches, liveTables, recentSeats, tableOf } from './tables.ts';

type GetFriends = Extract<ClientMessage, { type: 'getFriends' }>;

/** Followed players' seats read at once (a query each). */
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
  const games = await ctx.stores.games.getMany(records.map((r) => r.gameId));
  return records.flatMap((r) => invitationView(r, tableOf(games.get(r.gameId) ?? null, -1)) ?? []);
}

/**
 * The followed players with their live tables, and my own tables with a free seat: the names in
 * one batch read, each player's seats in a query, then every recent seat's game in one batch read.
 * A follow of a deleted account is dropped.
 */
async function tablesOf(ctx: Context, store: IdentityStore, me: string, follows: readonly string[]): Promise<{ friends: Friend[]; openTables: FriendTable[] }> {
  const now = ctx.clock().getTime();
  const [accounts, theirSeats, mySeats] = await Promise.all([
    store.getAccounts(follows),
    inBatches(follows, WIDTH, async (playerId) => recentSeats(await store.playedSeats(playerId), now)),
    store.playedSeats(me),
  ]);
  // A profile gone: the follow goes too, and its name is never shown.
  await inBatches(follows.filter((id) => !accounts.has(id)), WIDTH, (playerId) => store.unfollow(me, playerId));
  const myRecent = recentSeats(mySeats, now);
  const games = await ctx.stores.games.getMany([...theirSeats.flat(), ...myRecent].map((s) => s.gameId));
  const mine = new Set(mySeats.map((s) => s.gameId));
  const friends = follows.flatMap((playerId, i): Friend[] => {
    const account = accounts.get(playerId);
    return account ? [{ playerId, name: account.name, tables: liveTables(theirSeats[i]!, games, mine) }] : [];
  });
  const openTables = liveTables(myRecent, games, mine).filter(hasFreeSeat);
  return { friends: friends.sort((a, b) => a.name.localeCompare(b.name)), openTables };
}

export async function getFriends(ctx: Context, connectionId: string, msg: GetFriends): Promise<void> {
  const me = await sessionAccount(ctx, msg.sessionToken);
  const store = identityStore(ctx);
  await linkConnection(ctx, store, me, connectionId);
  const following = (await store.following(me)).map((f) => f.playerId);
  const invitations = await invitationsOf(ctx, store, me);
  if (msg.tables === false) return send(ctx, connectionId, { type: 'friends', ...replyTo(msg), following, invitations });
  const { friends, openTables } = await tablesOf(ctx, store, me, following);
  await send(ctx, connectionId, { type: 'friends', ...replyTo(msg), following: friends.map((f) => f.playerId), invitations, friends, openTables });
}
