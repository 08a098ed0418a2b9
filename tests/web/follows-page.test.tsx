// @vitest-environment happy-dom
// Friends on the site: the /friends page (followed players with their live tables, join or watch
// links, an invitation to my table with a free seat), and the invitation bar (listed when signed
// in, pushed as they come, declined or accepted: accepting opens the table).
import { render } from 'preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, describe, expect, it } from 'vitest';
import type { FriendTable, Invitation } from '../../functions/protocol/follows.ts';
import { FriendsPage } from '../../web/src/account/FriendsPage.tsx';
import { following, invitations } from '../../web/src/account/friends-state.ts';
import { FollowInvite } from '../../web/src/account/FollowInvite.tsx';
import { InvitationBar } from '../../web/src/account/InvitationBar.tsx';
import { account } from '../../web/src/account/session.ts';
import { AppContext } from '../../web/src/app-context.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import type { ClientMessage } from '../../web/src/lib/protocol.ts';
import { fakeConnection, memoryStore, tick, until } from './fakes.ts';

const SESSION = 'S'.repeat(43);
const ME = { accountId: 'me_1234567', name: 'Ada', passkeys: 1, seats: [] };

const table = (gameId: string, status: 'open' | 'playing', seats: (string | null)[], seat = 0): FriendTable =>
  ({ gameId, kind: 'dice', status, players: seats.length, board: 'standard', seats, seat });

const invitation = (gameId: string, fromName: string): Invitation => ({
  gameId, from: `acc_${fromName}00`, fromName, at: '2026-11-27T05:00:00.000Z', expiresAt: '2026-11-27T06:00:00.000Z',
  table: { gameId, status: 'open', players: 3, board: 'beginner', seats: [fromName, null, null] },
});

/** Waits until `get` gives something truthy. */
const waitFor = <T,>(get: () => T | false | null | undefined): Promise<T> => until(() => get() || null);

function mount(node: preact.ComponentChild, signedIn = true) {
  const net = fakeConnection();
  const store = memoryStore();
  if (signedIn) store.setItem('hexfold.session', SESSION);
  account.value = signedIn ? ME : null;
  const root = document.createElement('div');
  document.body.append(root);
  render(<AppContext.Provider value={{ connection: net.connection, store }}><LocationProvider>{node}</LocationProvider></AppContext.Provider>, root);
  return { net, root };
}

async function asked<T extends ClientMessage['type']>(net: ReturnType<typeof fakeConnection>, type: T, n = 1) {
  return waitFor(() => net.all(type).length >= n && net.all(type)[n - 1]);
}

afterEach(async () => {
  render(null, document.body);
  document.body.innerHTML = '';
  account.value = null;
  invitations.value = [];
  following.value = null;
  await setLanguage('en');
});

describe('the friends page', () => {
  it('asks a signed-out visitor to sign in, and sends nothing', async () => {
    const { net, root } = mount(<FriendsPage />, false);
    await tick();
    expect(root.textContent).toContain('Sign in to follow players');
    expect(net.all('getFriends')).toEqual([]);
  });

  it('lists the followed players with their tables, join and watch links, and invites to my table', async () => {
    const { net, root } = mount(<FriendsPage />);
    const request = await asked(net, 'getFriends');
    expect(request).toMatchObject({ sessionToken: SESSION });
    expect(request.tables).toBeUndefined();
    net.push({
      type: 'friends', reqId: request.reqId, invitations: [], following: ['acc_bruno00', 'acc_cleo000'],
      friends: [
        { playerId: 'acc_bruno00', name: 'Bruno', tables: [table('g_waiting', 'open', ['Bruno', null]), table('g_running', 'playing', ['Bruno', 'Cy'])] },
        { playerId: 'acc_cleo000', name: 'Cleo', tables: [] },
      ],
      openTables: [table('g_mine_01', 'open', ['Ada', null, null])],
    });
    const bruno = await waitFor(() => root.querySelector('[data-player="acc_bruno00"]'));
    expect(bruno.querySelector('[data-game="g_waiting"] [data-join]')?.getAttribute('href')).toBe('/game/g_waiting');
    expect(bruno.querySelector('[data-game="g_running"] [data-join]')).toBeNull();
    expect(bruno.querySelector('[data-game="g_running"] a')?.textContent).toBe('Watch');
    expect(root.querySelector('[data-player="acc_cleo000"]')?.textContent).toContain('No table under way.');

    (bruno.querySelector('[data-invite] button') as HTMLButtonElement).click();
    const sent = await asked(net, 'invite');
    expect(sent).toMatchObject({ sessionToken: SESSION, playerId: 'acc_bruno00', gameId: 'g_mine_01' });
    net.push({ type: 'inviteSent', reqId: sent.reqId, playerId: 'acc_bruno00', gameId: 'g_mine_01' });
    await waitFor(() => bruno.querySelector('[data-invite] [role="status"]')?.textContent === 'Invitation sent.');

    // A refusal is said in words.
    (root.querySelector('[data-player="acc_cleo000"] [data-invite] button') as HTMLButtonElement).click();
    const refused = await asked(net, 'invite', 2);
    net.push({ type: 'error', reqId: refused.reqId, code: 'invite/already-seated', message: 'That player already sits at that table.' });
    await waitFor(() => root.querySelector('[data-player="acc_cleo000"] [role="status"]')?.textContent === 'That player already sits at that table.');
  });
});

describe('the invitation bar', () => {
  it('lists my invitations once signed in, adds a pushed one, declines one and joins another', async () => {
    const { net, root } = mount(<InvitationBar />);
    const request = await asked(net, 'getFriends');
    expect(request).toMatchObject({ sessionToken: SESSION, tables: false });
    net.push({ type: 'friends', reqId: request.reqId, following: [], invitations: [invitation('g_listed1', 'Bruno')] });
    await waitFor(() => root.querySelector('[data-game="g_listed1"]'));
    net.push({ type: 'invitation', invitation: invitation('g_pushed1', 'Cleo') });
    const pushed = await waitFor(() => root.querySelector('[data-game="g_pushed1"]'));
    expect(pushed.textContent).toContain('Cleo invites you to a table');
    expect(root.querySelectorAll('.invitation')).toHaveLength(2);

    (pushed.querySelectorAll('button')[1] as HTMLButtonElement).click();
    const declined = await asked(net, 'answerInvite');
    expect(declined).toMatchObject({ gameId: 'g_pushed1', from: 'acc_Cleo00', accept: false });
    await waitFor(() => root.querySelector('[data-game="g_pushed1"]') === null);

    (root.querySelector('[data-game="g_listed1"] button') as HTMLButtonElement).click();
    const accepted = await asked(net, 'answerInvite', 2);
    expect(accepted).toMatchObject({ gameId: 'g_listed1', accept: true });
    net.push({ type: 'inviteAnswered', reqId: accepted.reqId, gameId: 'g_listed1', from: 'acc_Bruno00', accept: true });
    await waitFor(() => location.pathname === '/game/g_listed1');
    expect(root.querySelector('.invitations')).toBeNull();
  });
});

describe('follow and invite on a player’s page', () => {
  it('shows nothing on my own page or signed out', async () => {
    expect(mount(<FollowInvite playerId={ME.accountId} />).root.textContent).toBe('');
    render(null, document.body);
    document.body.innerHTML = '';
    expect(mount(<FollowInvite playerId="acc_bruno00" />, false).root.textContent).toBe('');
  });

  it('follows and unfollows, and invites to one of my tables, read when asked for', async () => {
    const { net, root } = mount(<FollowInvite playerId="acc_bruno00" />);
    following.value = new Set();
    const button = await waitFor(() => root.querySelector<HTMLButtonElement>('button[aria-pressed]'));
    expect(button.textContent).toBe('Follow');
    button.click();
    const followed = await asked(net, 'follow');
    expect(followed).toMatchObject({ sessionToken: SESSION, playerId: 'acc_bruno00' });
    net.push({ type: 'followed', reqId: followed.reqId, playerId: 'acc_bruno00', name: 'Bruno' });
    await waitFor(() => button.textContent === 'Unfollow');
    button.click();
    const dropped = await asked(net, 'unfollow');
    net.push({ type: 'unfollowed', reqId: dropped.reqId, playerId: 'acc_bruno00' });
    await waitFor(() => button.textContent === 'Follow');

    expect(net.all('getFriends')).toEqual([]);
    (root.querySelectorAll('button')[1] as HTMLButtonElement).click();
    const read = await asked(net, 'getFriends');
    expect(read.tables).toBeUndefined();
    net.push({ type: 'friends', reqId: read.reqId, following: [], friends: [], invitations: [], openTables: [table('g_mine_01', 'open', ['Ada', null]), table('g_mine_02', 'open', ['Ada', null, null])] });
    const select = await waitFor(() => root.querySelector('select'));
    expect(select.options).toHaveLength(2);
    select.value = 'g_mine_02';
    select.dispatchEvent(new Event('change'));
    await tick();
    (root.querySelector('[data-invite] button') as HTMLButtonElement).click();
    expect(await asked(net, 'invite')).toMatchObject({ playerId: 'acc_bruno00', gameId: 'g_mine_02' });
  });
});
