// The account on this browser: a saved session is checked on load (and forgotten once ended), the
// account's seats are kept like a guest's, and a seat joined while signed in becomes the account's.
import { afterEach, describe, expect, it } from 'vitest';
import { account, passkeyHost, startAccount } from '../../web/src/account/session.ts';
import { loadSeat } from '../../web/src/state/seats.ts';
import { fakeConnection, memoryStore, TOKEN } from './fakes.ts';

const SESSION = 'S'.repeat(43);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const view = (seats: { gameId: string; seat: number; seatToken: string }[]) => ({ accountId: 'acc_12345678', name: 'Ada', passkeys: 2, seats });

afterEach(() => {
  account.value = null;
});

describe('the account on this browser', () => {
  it('restores a saved session, keeps the account’s seats, and adopts each seat joined while signed in', async () => {
    const net = fakeConnection();
    const store = memoryStore();
    store.setItem('hexfold.session', SESSION);
    const stop = startAccount({ connection: net.connection, store });
    const asked = net.last('getAccount')!;
    expect(asked.sessionToken).toBe(SESSION);
    net.push({ type: 'account', reqId: asked.reqId, account: view([{ gameId: 'game_on_phone', seat: 2, seatToken: TOKEN }]) });
    await flush();
    expect(account.value?.name).toBe('Ada');
    expect(loadSeat(store, 'game_on_phone')).toMatchObject({ seat: 2, seatToken: TOKEN, name: 'Ada' });

    net.push({ type: 'joined', gameId: 'game_joined', seat: 1, seatToken: TOKEN });
    expect(net.last('adoptSeats')).toMatchObject({ sessionToken: SESSION, seats: [{ gameId: 'game_joined', seatToken: TOKEN }] });
    stop();
  });

  it('forgets a session the server no longer knows', async () => {
    const net = fakeConnection();
    const store = memoryStore();
    store.setItem('hexfold.session', SESSION);
    startAccount({ connection: net.connection, store })();
    net.push({ type: 'error', reqId: net.last('getAccount')!.reqId, code: 'auth/no-session', message: 'gone' });
    await flush();
    expect(store.getItem('hexfold.session')).toBeNull();
    expect(account.value).toBeNull();
  });

  it('sends nothing for a guest', () => {
    const net = fakeConnection();
    const stop = startAccount({ connection: net.connection, store: memoryStore() });
    net.push({ type: 'joined', gameId: 'game_joined', seat: 1, seatToken: TOKEN });
    expect(net.sent).toEqual([]);
    stop();
  });

  it('knows where passkeys cannot work: an IP address as host', () => {
    expect(passkeyHost({ hostname: '127.0.0.1', protocol: 'http:', port: '8080' })).toBe('ip');
    expect(passkeyHost({ hostname: '[::1]', protocol: 'http:', port: '8080' })).toBe('ip');
    // No browser here: no PublicKeyCredential.
    expect(passkeyHost({ hostname: 'localhost', protocol: 'http:', port: '8080' })).toBe('unsupported');
  });
});
