// Passkeys on the real local stack, over real WebSocket clients, signed by a software
// authenticator: sign-up, sign-in, a second passkey, a guest's seats adopted, sign-out, deletion,
// and the refusals (a replayed or forged assertion, a wrong origin, an unknown passkey, a flood).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { AccountView } from '../../functions/protocol/identity.ts';
import { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { TestClient } from '../support/ws-client.ts';
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

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(stack.wsUrl);
  clients.push(client);
  return client;
}

interface Session {
  readonly sessionToken: string;
  readonly account: AccountView;
}

async function signUp(client: TestClient, auth: SoftAuthenticator, name: string): Promise<Session> {
  const { challengeId, options } = await client.ask({ type: 'passkeyOptions', purpose: 'register', name }, 'passkeyOptions');
  const response = auth.register(options as never);
  return client.ask({ type: 'passkeyRegister', challengeId, response }, 'signedIn');
}

async function signInOptions(client: TestClient): Promise<{ challengeId: string; options: { challenge: string; rpId?: string } }> {
  const reply = await client.ask({ type: 'passkeyOptions', purpose: 'signIn' }, 'passkeyOptions');
  return { challengeId: reply.challengeId, options: reply.options as { challenge: string; rpId?: string } };
}

async function errorOf(client: TestClient, message: Record<string, unknown>): Promise<string> {
  const reply = await client.request(message);
  return reply.type === 'error' ? String(reply.code) : `no error: ${String(reply.type)}`;
}

describe('passkeys', () => {
  it('announces the site at localhost, where passkeys work', () => {
    expect(new URL(stack.siteUrl).hostname).toBe('localhost');
  });

  it('signs up with a passkey (a name, no password), then signs in with it on another connection', async () => {
    const auth = new SoftAuthenticator(stack.siteUrl);
    const laptop = await connect();
    const signedUp = await signUp(laptop, auth, '  Ada  ');
    expect(signedUp.account).toMatchObject({ name: 'Ada', passkeys: 1, seats: [] });
    expect(signedUp.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await laptop.ask({ type: 'getAccount', sessionToken: signedUp.sessionToken }, 'account')).account.accountId).toBe(signedUp.account.accountId);

    const other = await connect();
    const { challengeId, options } = await signInOptions(other);
    expect(options.rpId).toBe('localhost');
    const signedIn = await other.ask({ type: 'passkeySignIn', challengeId, response: auth.assert(options) }, 'signedIn');
    expect(signedIn.account.accountId).toBe(signedUp.account.accountId);
    expect(signedIn.sessionToken).not.toBe(signedUp.sessionToken);
  });

  it('adds a second passkey (a phone) to the account, and signs in with either', async () => {
    const laptop = new SoftAuthenticator(stack.siteUrl);
    const phone = new SoftAuthenticator(stack.siteUrl, false);
    const client = await connect();
    const { sessionToken, account } = await signUp(client, laptop, 'Bea');
    const added = await client.ask({ type: 'passkeyOptions', purpose: 'add', sessionToken }, 'passkeyOptions');
    const excluded = (added.options as { excludeCredentials: { id: string }[] }).excludeCredentials.map((c) => c.id);
    expect(excluded).toEqual([laptop.passkeys[0]!.credentialId.toString('base64url')]);
    const after = await client.ask({ type: 'passkeyRegister', challengeId: added.challengeId, response: phone.register(added.options as never) }, 'account');
    expect(after.account.passkeys).toBe(2);
    for (const auth of [phone, laptop, phone]) {
      const { challengeId, options } = await signInOptions(client);
      const signedIn = await client.ask({ type: 'passkeySignIn', challengeId, response: auth.assert(options) }, 'signedIn');
      expect(signedIn.account.accountId).toBe(account.accountId);
    }
  });

  it('refuses a replayed assertion, a forged one, another origin, an unknown passkey and a counter gone back', async () => {
    const auth = new SoftAuthenticator(stack.siteUrl);
    let client = await connect();
    await signUp(client, auth, 'Cy');
    const first = await signInOptions(client);
    const response = auth.assert(first.options);
    await client.ask({ type: 'passkeySignIn', challengeId: first.challengeId, response }, 'signedIn');
    // The same answer again: its challenge was used up.
    expect(await errorOf(client, { type: 'passkeySignIn', challengeId: first.challengeId, response })).toBe('auth/challenge-expired');
    // The old answer to a new challenge: it signed another one.
    const second = await signInOptions(client);
    expect(await errorOf(client, { type: 'passkeySignIn', challengeId: second.challengeId, response })).toBe('auth/passkey-refused');

    // Ten ceremonies per connection at once (the last test): the rest on another one.
    client = await connect();
    // Signed by a key that is not the passkey's, under its id.
    const forger = new SoftAuthenticator(stack.siteUrl);
    forger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'x' } });
    const third = await signInOptions(client);
    const forged = forger.assert(third.options);
    const real = auth.assert(third.options);
    expect(await errorOf(client, { type: 'passkeySignIn', challengeId: third.challengeId, response: { ...forged, id: real.id, rawId: real.rawId } }))
      .toBe('auth/passkey-refused');

    const fourth = await signInOptions(client);
    expect(await errorOf(client, { type: 'passkeySignIn', challengeId: fourth.challengeId, response: auth.assert(fourth.options, undefined, 'http://evil.example') }))
      .toBe('auth/passkey-refused');
    const fifth = await signInOptions(client);
    expect(await errorOf(client, { type: 'passkeySignIn', challengeId: fifth.challengeId, response: forger.assert(fifth.options) })).toBe('auth/unknown-passkey');

    // A cloned authenticator whose counter is behind the stored one.
    const sixth = await signInOptions(client);
    auth.passkeys[0]!.counter -= 3;
    expect(await errorOf(client, { type: 'passkeySignIn', challengeId: sixth.challengeId, response: auth.assert(sixth.options) })).toBe('auth/passkey-refused');
  });

  it('refuses a registration made for another site, and a malformed response', async () => {
    const client = await connect();
    const { challengeId, options } = await client.ask({ type: 'passkeyOptions', purpose: 'register', name: 'Dee' }, 'passkeyOptions');
    const wrongSite = new SoftAuthenticator('https://elsewhere.example').register({ ...(options as { challenge: string; user: { id: string } }), rp: { id: 'elsewhere.example' } });
    expect(await errorOf(client, { type: 'passkeyRegister', challengeId, response: wrongSite })).toBe('auth/passkey-refused');
    expect(await errorOf(client, { type: 'passkeyRegister', challengeId: 'AAAAAAAAAAAAAAAAAAAA', response: { id: 'x' } })).toBe('protocol/invalid-message');
    expect(await errorOf(client, { type: 'getAccount', sessionToken: 'A'.repeat(43) })).toBe('auth/no-session');
  });

  it('adopts a guest’s seats into the account, which then holds them on another device', async () => {
    const guest = await connect();
    const { gameId } = await guest.ask({ type: 'createGame', players: 3, board: 'beginner' }, 'created');
    const joined = await guest.ask({ type: 'joinGame', gameId, name: 'Eve' }, 'joined');
    const { gameId: otherGame } = await guest.ask({ type: 'createGame', players: 3, board: 'beginner' }, 'created');
    const auth = new SoftAuthenticator(stack.siteUrl);
    const { sessionToken } = await signUp(guest, auth, 'Eve');
    const adopted = await guest.ask({
      type: 'adoptSeats', sessionToken,
      seats: [{ gameId, seatToken: joined.seatToken }, { gameId: otherGame, seatToken: joined.seatToken }],
    }, 'adopted');
    // A token that holds no seat of that game is refused: no account acts for a seat it does not hold.
    expect(adopted.refused).toEqual([otherGame]);
    expect(adopted.account.seats).toEqual([{ gameId, seat: joined.seat, seatToken: joined.seatToken }]);

    const phone = await connect();
    const { challengeId, options } = await signInOptions(phone);
    const signedIn = await phone.ask({ type: 'passkeySignIn', challengeId, response: auth.assert(options) }, 'signedIn');
    const [held] = signedIn.account.seats;
    const resumed = await phone.follow({ type: 'resume', gameId: held!.gameId, seatToken: held!.seatToken, lastVersion: 0 });
    expect(resumed).toMatchObject({ type: 'events', viewer: joined.seat });
  });

  it('signs out, and deletes the account with its passkeys; its games stay', async () => {
    const auth = new SoftAuthenticator(stack.siteUrl);
    const client = await connect();
    const { gameId } = await client.ask({ type: 'createGame', players: 3, board: 'beginner' }, 'created');
    const joined = await client.ask({ type: 'joinGame', gameId, name: 'Fay' }, 'joined');
    const { sessionToken } = await signUp(client, auth, 'Fay');
    await client.ask({ type: 'adoptSeats', sessionToken, seats: [{ gameId, seatToken: joined.seatToken }] }, 'adopted');
    await client.ask({ type: 'signOut', sessionToken }, 'signedOut');
    expect(await errorOf(client, { type: 'getAccount', sessionToken })).toBe('auth/no-session');

    const { challengeId, options } = await signInOptions(client);
    const again = await client.ask({ type: 'passkeySignIn', challengeId, response: auth.assert(options) }, 'signedIn');
    await client.ask({ type: 'deleteAccount', sessionToken: again.sessionToken }, 'accountDeleted');
    expect(await errorOf(client, { type: 'getAccount', sessionToken: again.sessionToken })).toBe('auth/no-session');
    const after = await signInOptions(client);
    expect(await errorOf(client, { type: 'passkeySignIn', challengeId: after.challengeId, response: auth.assert(after.options) })).toBe('auth/unknown-passkey');
    expect(await stack.stores.games.get(gameId)).toMatchObject({ gameId, status: 'open' });
  });

  it('limits passkey ceremonies per connection', async () => {
    const client = await connect();
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await client.request({ type: 'passkeyOptions', purpose: 'signIn' });
      codes.push(reply.type === 'error' ? String(reply.code) : String(reply.type));
    }
    expect(codes.slice(0, 10).every((c) => c === 'passkeyOptions')).toBe(true);
    expect(codes.slice(10)).toEqual(['rate/limited', 'rate/limited']);
  });
});
