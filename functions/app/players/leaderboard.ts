// A family's leaderboard (docs/protocol.md, "Players"): the established players best first by
// the shown rating (mu − 3·sigma), the provisional ones in a list of their own, a page at a time
// (one Query of the identity table's ladder index, and one BatchGetItem of the rows' accounts for
// the names, which accounts keep). With a session, the player's own row: its place is one more than the rows
// above it (a counting Query). Nothing here is on a game's path.
import { LEADERBOARD_PAGE, PROVISIONAL_GAMES, type LeaderboardEntry, type LeaderboardView } from '../../protocol/players.ts';
import type { ClientMessage } from '../../protocol/messages.ts';
import type { IdentityStore } from '../../store/identity.ts';
import type { Ladder, LadderKey } from '../../store/players.ts';
import type { Context } from '../context.ts';
import { replyTo, ServiceError } from '../errors.ts';
import { identityStore, sessionAccount } from '../identity/session.ts';
import { send } from '../send.ts';
import { shownRating } from './standings.ts';

type GetLeaderboard = Extract<ClientMessage, { type: 'getLeaderboard' }>;

/** A page's cursor: how many rows came before it, and the last of them. */
const cursorOf = (offset: number, key: LadderKey): string => `${offset}:${key.shown}:${key.accountId}`;

function readCursor(cursor: string): { offset: number; after: LadderKey } {
  // The protocol's pattern has checked the shape: `<offset>:<shown>:<accountId>`.
  const [offset, shown, accountId] = cursor.split(':') as [string, string, string];
  const key = { offset: Number(offset), after: { shown: Number(shown), accountId } };
  if (!Number.isFinite(key.after.shown)) throw new ServiceError('protocol/invalid-message', 'That leaderboard cursor is not one this server made.');
  return key;
}

/** The signed-in player's row in the family (in its own list), or nothing for a guest, an unrated player or a lapsed session. */
async function ownRow(ctx: Context, store: IdentityStore, msg: GetLeaderboard): Promise<LeaderboardView['own']> {
  if (msg.sessionToken === undefined) return undefined;
  const accountId = await sessionAccount(ctx, msg.sessionToken).catch((error: unknown) => {
    if (error instanceof ServiceError && error.code === 'auth/no-session') return null;
    throw error;
  });
  if (accountId === null) return undefined;
  const [rating, account] = await Promise.all([
    store.ratings(accountId).then((all) => all.find((r) => r.family === msg.family)), store.getAccount(accountId),
  ]);
  if (!rating || !account) return undefined;
  const provisional = rating.games < PROVISIONAL_GAMES;
  const above = await store.above({ family: msg.family, provisional }, rating.mu - 3 * rating.sigma);
  return { place: above + 1, playerId: accountId, name: account.name, rating: shownRating(rating), games: rating.games, provisional };
}

export async function getLeaderboard(ctx: Context, connectionId: string, msg: GetLeaderboard): Promise<void> {
  const store = identityStore(ctx);
  const ladder: Ladder = { family: msg.family, provisional: msg.provisional ?? false };
  const { offset, after } = msg.cursor !== undefined ? readCursor(msg.cursor) : { offset: 0, after: undefined };
  const [page, own] = await Promise.all([store.ladder(ladder, LEADERBOARD_PAGE, after), ownRow(ctx, store, msg)]);
  const accounts = await store.getAccounts(page.rows.map((row) => row.accountId));
  // An account deleted since the query leaves its row out (its rating item goes with it).
  const entries = page.rows.flatMap((row, i): LeaderboardEntry[] => {
    const account = accounts.get(row.accountId);
    return account ? [{ place: offset + i + 1, playerId: row.accountId, name: account.name, rating: shownRating(row), games: row.games }] : [];
  });
  const next = page.next && cursorOf(offset + page.rows.length, page.next);
  const board: LeaderboardView = { ...ladder, entries, ...(next ? { next } : {}), ...(own ? { own } : {}) };
  await send(ctx, connectionId, { type: 'leaderboard', ...replyTo(msg), board });
}
