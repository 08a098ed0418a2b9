// Friends on this browser: the invitations I was sent (listed, then pushed as they come), whom I
// follow, and the requests of the friends page, the player page's buttons and the invitation bar.
// Each request carries the session token; signed out, there is nothing to show.
import { effect, signal } from '@preact/signals';
import type { FriendTable, Invitation } from '../../../functions/protocol/follows.ts';
import type { ServerMessage } from '../../../functions/protocol/messages.ts';
import type { AppServices } from '../app-context.ts';
import { request } from '../net/request.ts';
import { account, sessionToken } from './session.ts';

type FriendsReply = Extract<ServerMessage, { type: 'friends' }>;

/** The invitations waiting for an answer, newest first. */
export const invitations = signal<readonly Invitation[]>([]);
/** The players I follow (their ids); null until read. */
export const following = signal<ReadonlySet<string> | null>(null);

const sameInvitation = (a: Pick<Invitation, 'gameId' | 'from'>, b: Pick<Invitation, 'gameId' | 'from'>) => a.gameId === b.gameId && a.from === b.from;

function withInvitation(list: readonly Invitation[], added: Invitation): Invitation[] {
  return [added, ...list.filter((i) => !sameInvitation(i, added))];
}

function session(app: AppServices): string {
  const token = sessionToken(app.store);
  if (!token) throw new Error('signed out');
  return token;
}

/** Reads the friends view (with tables, or the light read) and keeps its invitations and follows. */
export async function loadFriends(app: AppServices, tables: boolean): Promise<FriendsReply> {
  const reply = await request(app.connection, { type: 'getFriends', sessionToken: session(app), ...(tables ? {} : { tables: false }) }, 'friends');
  invitations.value = reply.invitations;
  following.value = new Set(reply.following);
  return reply;
}

export async function follow(app: AppServices, playerId: string): Promise<void> {
  await request(app.connection, { type: 'follow', sessionToken: session(app), playerId }, 'followed');
  following.value = new Set([...(following.peek() ?? []), playerId]);
}

export async function unfollow(app: AppServices, playerId: string): Promise<void> {
  await request(app.connection, { type: 'unfollow', sessionToken: session(app), playerId }, 'unfollowed');
  following.value = new Set([...(following.peek() ?? [])].filter((id) => id !== playerId));
}

export async function invite(app: AppServices, playerId: string, gameId: string): Promise<void> {
  await request(app.connection, { type: 'invite', sessionToken: session(app), playerId, gameId }, 'inviteSent');
}

/** Accepts (the caller then opens the table) or declines; either way the invitation goes. */
export async function answer(app: AppServices, invitation: Invitation, accept: boolean): Promise<void> {
  const { gameId, from } = invitation;
  invitations.value = invitations.peek().filter((i) => !sameInvitation(i, invitation));
  await request(app.connection, { type: 'answerInvite', sessionToken: session(app), gameId, from, accept }, 'inviteAnswered');
}

/** The tables where I may invite: mine with a free seat. */
export async function openTables(app: AppServices): Promise<readonly FriendTable[]> {
  return (await loadFriends(app, true)).openTables ?? [];
}

/**
 * While signed in: the light read on every (re)open, which also signs the socket in for pushes,
 * and each pushed invitation added to the list. Signed out: nothing kept.
 */
export function startFriends(app: AppServices): () => void {
  const refresh = () => {
    if (account.peek() && sessionToken(app.store)) loadFriends(app, false).catch(() => undefined);
  };
  let signedIn: string | null = null;
  // Once per account (the account signal changes with every seat adopted too).
  const stopAccount = effect(() => {
    const id = account.value?.accountId ?? null;
    if (id === signedIn) return;
    signedIn = id;
    if (id) refresh();
    else {
      invitations.value = [];
      following.value = null;
    }
  });
  const stopOpen = app.connection.onOpen(refresh);
  const stopPush = app.connection.onMessage((m) => {
    if (m.type === 'invitation') invitations.value = withInvitation(invitations.peek(), m.invitation);
  });
  return () => {
    stopAccount();
    stopOpen();
    stopPush();
  };
}
