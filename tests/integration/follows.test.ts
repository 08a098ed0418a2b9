// Friends on the real local stack (dynalite behind the ws gateway, real WebSocket clients,
// accounts signed up with a software authenticator): following a player, their live tables (a
// private one only to a player seated there too), an invitation pushed at once to the invited
// account's connection and listed, accepted then joined, declined, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { Friend, Invitation } from '../../functions/protocol/follows.ts';
import { TestClient } from '../support/ws-client.ts';
import { signUp as signUpAccount, sit as seat, type Account } from './helpers/accounts.ts';
import { FAST } from './helpers/fast.ts';
import { memoryStack, type Captured } from './helpers/stack.ts';

let stack: LocalStack & { log: Captured };
const clients: TestClient[] = [];

beforeAll(async () => {
  stack = await memoryStack({ limits: FAST });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await stack?.close();
});

type Player = Account;

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(stack.wsUrl);
  clients.push(client);
  return client;
}

const signUp = (name: string) => signUpAccount(stack.wsUrl, stack.siteUrl, name, clients);

/** Creates a dice game and sits the player at it, handing the seat to the account (as the site does). */
async function table(p: Player, players: number, extra: Record<string, unknown> = {}): Promise<string> {
  const { gameId } = await p.client.ask({ type: 'createGame', game: 'dice', side: 'standard', players, ...extra }, 'created');
  await sit(p, gameId);
  return gameId;
}

const sit = (p: Player, gameId: string) => seat(p, gameId, 'P');

const friends = (p: Player, client = p.client) => client.ask({ type: 'getFriends', sessionToken: p.sessionToken }, 'friends');
const invite = (p: Player, to: Player | string, gameId: string, client = p.client) =>
  client.request({ type: 'invite', sessionToken: p.sessionToken, playerId: typeof to === 'string' ? to : to.accountId, gameId });
const identityInvitations = (p: Player) => stack.stores.identity!.invitations(p.accountId);
const tablesOf = (list: readonly Friend[] | undefined, p: Player) => list?.find((f) => f.playerId === p.accountId)?.tables.map((t) => t.gameId);

describe('friends', () => {
  let ana: Player;
  let bruno: Player;
  let cleo: Player;
  let open: string;
  let secret: string;

  it('follows a player and lists their live tables, a private one only to a player seated there', async () => {
    [ana, bruno, cleo] = await Promise.all([signUp('Ana'), signUp('Bruno'), signUp('Cleo')]);
    expect(await ana.client.ask({ type: 'follow', sessionToken: ana.sessionToken, playerId: bruno.accountId }, 'followed'))
      .toMatchObject({ playerId: bruno.accountId, name: 'Bruno' });
    // Following again changes nothing.
    await ana.client.ask({ type: 'follow', sessionToken: ana.sessionToken, playerId: bruno.accountId }, 'followed');
    await cleo.client.ask({ type: 'follow', sessionToken: cleo.sessionToken, playerId: bruno.accountId }, 'followed');
    open = await table(bruno, 3);
    secret = await table(bruno, 3, { private: true });
    await sit(cleo, secret);

    const forAna = await friends(ana);
    expect(forAna.friends).toEqual([{ playerId: bruno.accountId, name: 'Bruno', tables: [expect.objectContaining({ gameId: open, status: 'open', seat: 0, kind: 'dice', players: 3 })] }]);
    expect(forAna.invitations).toEqual([]);
    expect(forAna.following).toEqual([bruno.accountId]);
    // The light read: whom I follow and my invitations, no tables.
    expect(await ana.client.ask({ type: 'getFriends', sessionToken: ana.sessionToken, tables: false }, 'friends'))
      .toEqual({ type: 'friends', reqId: expect.any(String), following: [bruno.accountId], invitations: [] });
    expect(forAna.openTables).toEqual([]);
    expect(tablesOf((await friends(cleo)).friends, bruno)?.sort()).toEqual([open, secret].sort());
    // Bruno's own tables with a free seat, to invite to.
    expect((await friends(bruno)).openTables?.map((t) => t.gameId).sort()).toEqual([open, secret].sort());
  });

  it('pushes an invitation at once to the invited account’s connection, lists it, and accepting leads to the join', async () => {
    const pushed = ana.client.until(() => ana.client.messages.find((m) => m.type === 'invitation'), 5_000, 'the invitation');
    expect(await invite(bruno, ana, open)).toMatchObject({ type: 'inviteSent', playerId: ana.accountId, gameId: open });
    const { invitation } = (await pushed) as unknown as { invitation: Invitation };
    expect(invitation).toMatchObject({ gameId: open, from: bruno.accountId, fromName: 'Bruno', table: { gameId: open, status: 'open', seats: ['P', null, null] } });
    // An hour (kept in whole seconds).
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.at)).toBeGreaterThan(60 * 60_000 - 1_000);
    // Only Ana's connections get it.
    expect(cleo.client.messages.some((m) => m.type === 'invitation')).toBe(false);
    expect((await friends(ana)).invitations).toEqual([invitation]);

    expect(await ana.client.ask({ type: 'answerInvite', sessionToken: ana.sessionToken, gameId: open, from: bruno.accountId, accept: true }, 'inviteAnswered'))
      .toMatchObject({ gameId: open, accept: true });
    await sit(ana, open);
    expect((await friends(ana)).invitations).toEqual([]);
    expect(tablesOf((await friends(ana)).friends, bruno)).toEqual([open]);
  });

  it('declining removes the invitation; a private table shows to the invited player', async () => {
    await invite(bruno, ana, secret);
    const listed = (await friends(ana)).invitations;
    expect(listed).toMatchObject([{ gameId: secret, table: { private: true } }]);
    await ana.client.ask({ type: 'answerInvite', sessionToken: ana.sessionToken, gameId: secret, from: bruno.accountId, accept: false }, 'inviteAnswered');
    expect((await friends(ana)).invitations).toEqual([]);
    const again = await ana.client.request({ type: 'answerInvite', sessionToken: ana.sessionToken, gameId: secret, from: bruno.accountId, accept: false });
    expect(again).toMatchObject({ type: 'error', code: 'invite/not-found' });
  });

  it('refuses with a typed error, and changes nothing', async () => {
    const other = await connect();
    const noSession = 'x'.repeat(43);
    expect(await other.request({ type: 'follow', sessionToken: noSession, playerId: bruno.accountId })).toMatchObject({ code: 'auth/no-session' });
    expect(await other.request({ type: 'getFriends', sessionToken: noSession })).toMatchObject({ code: 'auth/no-session' });
    expect(await other.request({ type: 'follow', playerId: bruno.accountId })).toMatchObject({ code: 'protocol/invalid-message' });
    const follow = (playerId: string) => ana.client.request({ type: 'follow', sessionToken: ana.sessionToken, playerId });
    expect(await follow(ana.accountId)).toMatchObject({ code: 'follow/self' });
    expect(await follow('nobody-here')).toMatchObject({ code: 'player/not-found' });

    const bruno2 = await connect();
    expect(await invite(bruno, bruno, open, bruno2)).toMatchObject({ code: 'invite/self' });
    expect(await invite(bruno, 'nobody-here', open, bruno2)).toMatchObject({ code: 'player/not-found' });
    expect(await invite(bruno, cleo, 'no-such-game', bruno2)).toMatchObject({ code: 'game/not-found' });
    expect(await invite(bruno, ana, open, bruno2)).toMatchObject({ code: 'invite/already-seated' });
    const cleo2 = await connect();
    expect(await invite(cleo, ana, open, cleo2)).toMatchObject({ code: 'invite/not-seated' });
    const full = await table(cleo, 2);
    await sit(bruno, full);
    expect(await invite(cleo, ana, full, cleo2)).toMatchObject({ code: 'invite/no-free-seat' });
    expect(await other.request({ type: 'invite', sessionToken: noSession, playerId: ana.accountId, gameId: open })).toMatchObject({ code: 'auth/no-session' });
    expect((await friends(ana)).invitations).toEqual([]);
  });

  it('limits invitations per connection: five at once, then rate/limited', async () => {
    const client = await connect();
    for (let i = 0; i < 5; i++) expect(await invite(bruno, cleo, open, client)).toMatchObject({ type: 'inviteSent' });
    expect(await invite(bruno, cleo, open, client)).toMatchObject({ type: 'error', code: 'rate/limited' });
    // Inviting again replaced the invitation: one is listed.
    expect((await friends(cleo)).invitations.map((v) => v.gameId)).toEqual([open]);
  });

  it('drops a deleted account’s follow, lists no expired invitation, and follows 500 players at most', async () => {
    const dan = await signUp('Dan');
    await cleo.client.ask({ type: 'follow', sessionToken: cleo.sessionToken, playerId: dan.accountId }, 'followed');
    expect((await friends(cleo)).following).toContain(dan.accountId);
    await dan.client.ask({ type: 'deleteAccount', sessionToken: dan.sessionToken }, 'accountDeleted');
    const after = await friends(cleo);
    expect(after.friends?.map((f) => f.name)).toEqual(['Bruno']);
    expect(after.following).toEqual([bruno.accountId]);

    // An invitation past its hour is neither listed nor answered.
    const identity = stack.stores.identity!;
    await identity.putInvitation({ to: cleo.accountId, gameId: secret, from: ana.accountId, fromName: 'Ana', at: new Date(Date.now() - 3_600_000).toISOString(), expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await friends(cleo)).invitations.map((v) => v.gameId)).toEqual([open]);
    expect(await cleo.client.request({ type: 'answerInvite', sessionToken: cleo.sessionToken, gameId: secret, from: ana.accountId, accept: true }))
      .toMatchObject({ code: 'invite/not-found' });

    // 500 follows (Bruno, and 499 written to the store directly): one more is refused, following again is not.
    const at = new Date().toISOString();
    const others = Array.from({ length: 499 }, (_, i) => `someone-${i}`);
    for (let i = 0; i < others.length; i += 50) await Promise.all(others.slice(i, i + 50).map((id) => identity.follow(cleo.accountId, id, at)));
    expect(await cleo.client.request({ type: 'follow', sessionToken: cleo.sessionToken, playerId: ana.accountId })).toMatchObject({ code: 'follow/too-many' });
    expect(await cleo.client.request({ type: 'follow', sessionToken: cleo.sessionToken, playerId: bruno.accountId })).toMatchObject({ type: 'followed' });
  });

  it('unfollows, and a signed-out connection gets no more pushes', async () => {
    await ana.client.ask({ type: 'unfollow', sessionToken: ana.sessionToken, playerId: bruno.accountId }, 'unfollowed');
    expect((await friends(ana)).friends).toEqual([]);
    const before = ana.client.messages.filter((m) => m.type === 'invitation').length;
    await ana.client.ask({ type: 'signOut', sessionToken: ana.sessionToken }, 'signedOut');
    const fresh = await table(cleo, 3);
    await cleo.client.ask({ type: 'invite', sessionToken: cleo.sessionToken, playerId: ana.accountId, gameId: fresh }, 'inviteSent');
    // A ping's answer comes after anything pushed to the socket before it.
    await ana.client.ask({ type: 'ping' }, 'pong');
    expect(ana.client.messages.filter((m) => m.type === 'invitation')).toHaveLength(before);
    // The invitation is still kept for her next sign-in.
    expect((await identityInvitations(ana)).map((v) => v.gameId)).toEqual([fresh]);
  });
});
