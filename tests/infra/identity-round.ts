// Every identity request once, through a handler, for the grants test: what `$default` does
// with the identity table when players sign up, adopt a seat, sign in, read their page, follow and read their friends, sign out and leave.
import { expect } from 'vitest';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';

type Say = (connectionId: string, message: object) => Promise<Record<string, never>>;

export async function passkeyRound(say: Say, gameId: string, seatToken: string): Promise<void> {
  const auth = new SoftAuthenticator('https://site.example');
  const id = 'seat0';
  const register = await say(id, { type: 'passkeyOptions', purpose: 'register', name: 'P0' });
  const signedUp = await say(id, { type: 'passkeyRegister', challengeId: register.challengeId, response: auth.register(register.options) });
  expect(signedUp).toMatchObject({ type: 'signedIn' });
  const { sessionToken } = signedUp;
  expect(await say(id, { type: 'adoptSeats', sessionToken, seats: [{ gameId, seatToken }] })).toMatchObject({ type: 'adopted', refused: [] });
  const add = await say(id, { type: 'passkeyOptions', purpose: 'add', sessionToken });
  expect(await say(id, { type: 'passkeyRegister', challengeId: add.challengeId, response: new SoftAuthenticator('https://site.example').register(add.options) }))
    .toMatchObject({ type: 'account' });
  const signIn = await say(id, { type: 'passkeyOptions', purpose: 'signIn' });
  const signedIn = await say(id, { type: 'passkeySignIn', challengeId: signIn.challengeId, response: auth.assert(signIn.options) });
  expect(signedIn).toMatchObject({ type: 'signedIn' });
  expect(await say(id, { type: 'getAccount', sessionToken: signedIn.sessionToken })).toMatchObject({ type: 'account' });
  // The player's page: the account's seats, their games' items, the ratings.
  const accountId = (signedIn as unknown as { account: { accountId: string } }).account.accountId;
  expect(await say(id, { type: 'getPlayer', playerId: accountId, sessionToken })).toMatchObject({ type: 'player', player: { own: true, games: [{ gameId }] } });
  // Friends: another player signs up and is followed; the view (its connection link, follows, invitations,
  // the followed players' names in a batch read, their seats, the games in a batch read).
  const other = await say('seat1', { type: 'passkeyOptions', purpose: 'register', name: 'P1' });
  const followed = await say('seat1', { type: 'passkeyRegister', challengeId: other.challengeId, response: new SoftAuthenticator('https://site.example').register(other.options) });
  const playerId = (followed as unknown as { account: { accountId: string } }).account.accountId;
  expect(await say(id, { type: 'follow', sessionToken, playerId })).toMatchObject({ type: 'followed', name: 'P1' });
  expect(await say(id, { type: 'getFriends', sessionToken })).toMatchObject({ type: 'friends', friends: [{ playerId, name: 'P1', tables: [] }], openTables: [] });
  // A leaderboard (a Query of the identity table's index).
  expect(await say(id, { type: 'getLeaderboard', family: 'catan', sessionToken })).toMatchObject({ type: 'leaderboard', board: { family: 'catan', entries: [] } });
  expect(await say(id, { type: 'signOut', sessionToken })).toMatchObject({ type: 'signedOut' });
  expect(await say(id, { type: 'deleteAccount', sessionToken: signedIn.sessionToken })).toMatchObject({ type: 'accountDeleted' });
}
