// The player's account on this browser: the session token (localStorage), the account as the
// server tells it (a signal), and the passkey ceremonies through @simplewebauthn/browser, fetched
// only when a ceremony starts. Guests need none of it: seat tokens keep working without an account.
import { signal } from '@preact/signals';
import type { AccountView } from '../../../functions/protocol/identity.ts';
import type { AppServices } from '../app-context.ts';
import { request, RequestError } from '../net/request.ts';
import { loadSeat, saveSeat, type KeyValueStore } from '../state/seats.ts';

const SESSION_KEY = 'hexfold.session';
const SEAT_PREFIX = 'hexfold.seat.';

export const account = signal<AccountView | null>(null);

const sessionOf = (store: KeyValueStore): string | null => store.getItem(SESSION_KEY);

/** This browser's session token, if signed in (a player's page shows more to its own player). */
export const sessionToken = sessionOf;

function signedIn(app: AppServices, sessionToken: string, view: AccountView): void {
  app.store.setItem(SESSION_KEY, sessionToken);
  account.value = view;
  keepSeats(app.store, view);
}

function signedOut(store: KeyValueStore): void {
  store.removeItem(SESSION_KEY);
  account.value = null;
}

/** The account's seats this browser does not know yet (held on another device): kept like a guest's. */
function keepSeats(store: KeyValueStore, view: AccountView): void {
  for (const s of view.seats) if (!loadSeat(store, s.gameId)) saveSeat(store, s.gameId, { seat: s.seat, seatToken: s.seatToken, name: view.name });
}

/** The seats this browser holds as a guest (their tokens in localStorage). */
function guestSeats(store: KeyValueStore): { gameId: string; seatToken: string }[] {
  let keys: string[];
  try {
    keys = Object.keys(localStorage).filter((k) => k.startsWith(SEAT_PREFIX));
  } catch {
    return [];
  }
  return keys.map((k) => k.slice(SEAT_PREFIX.length)).flatMap((gameId) => {
    const seat = loadSeat(store, gameId);
    return seat ? [{ gameId, seatToken: seat.seatToken }] : [];
  }).slice(-50);
}

/** Hands this browser's guest seats to the account. */
async function adoptGuestSeats(app: AppServices, sessionToken: string): Promise<void> {
  const seats = guestSeats(app.store);
  if (seats.length === 0) return;
  const { account: view } = await request(app.connection, { type: 'adoptSeats', sessionToken, seats }, 'adopted');
  account.value = view;
}

/** On load: the account of the saved session, if it still lasts; every seat joined from now on is the account's. */
export function startAccount(app: AppServices): () => void {
  const token = sessionOf(app.store);
  if (token) {
    request(app.connection, { type: 'getAccount', sessionToken: token }, 'account', { resendOnReopen: true })
      .then(({ account: view }) => signedIn(app, token, view))
      .catch((error: unknown) => {
        if (error instanceof RequestError && error.code === 'auth/no-session') signedOut(app.store);
      });
  }
  return app.connection.onMessage((m) => {
    const session = sessionOf(app.store);
    if (m.type !== 'joined' || !session || !account.peek()) return;
    request(app.connection, { type: 'adoptSeats', sessionToken: session, seats: [{ gameId: m.gameId, seatToken: m.seatToken }] }, 'adopted')
      .then(({ account: view }) => void (account.value = view))
      .catch(() => undefined);
  });
}

type Options = Record<string, unknown>;

export async function signUp(app: AppServices, name: string): Promise<void> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { challengeId, options } = await request(app.connection, { type: 'passkeyOptions', purpose: 'register', name }, 'passkeyOptions');
  const response = await startRegistration({ optionsJSON: options as Options as never });
  const reply = await request(app.connection, { type: 'passkeyRegister', challengeId, response: response as never }, 'signedIn');
  signedIn(app, reply.sessionToken, reply.account);
  await adoptGuestSeats(app, reply.sessionToken);
}

export async function signIn(app: AppServices): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { challengeId, options } = await request(app.connection, { type: 'passkeyOptions', purpose: 'signIn' }, 'passkeyOptions');
  const response = await startAuthentication({ optionsJSON: options as never });
  const reply = await request(app.connection, { type: 'passkeySignIn', challengeId, response: response as never }, 'signedIn');
  signedIn(app, reply.sessionToken, reply.account);
  await adoptGuestSeats(app, reply.sessionToken);
}

export async function addPasskey(app: AppServices): Promise<void> {
  const sessionToken = sessionOf(app.store);
  if (!sessionToken) return;
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { challengeId, options } = await request(app.connection, { type: 'passkeyOptions', purpose: 'add', sessionToken }, 'passkeyOptions');
  const response = await startRegistration({ optionsJSON: options as never });
  account.value = (await request(app.connection, { type: 'passkeyRegister', challengeId, response: response as never }, 'account')).account;
}

export async function signOut(app: AppServices): Promise<void> {
  const sessionToken = sessionOf(app.store);
  if (sessionToken) await request(app.connection, { type: 'signOut', sessionToken }, 'signedOut').catch(() => undefined);
  signedOut(app.store);
}

export async function deleteAccount(app: AppServices): Promise<void> {
  const sessionToken = sessionOf(app.store);
  if (sessionToken) await request(app.connection, { type: 'deleteAccount', sessionToken }, 'accountDeleted');
  signedOut(app.store);
}

/** Passkeys need a secure context whose host is a domain (`localhost` works; an IP address does not). */
export function passkeyHost(location: Pick<Location, 'hostname' | 'protocol' | 'port'>): 'ok' | 'ip' | 'unsupported' {
  if (/^[\d.]+$|^\[/.test(location.hostname)) return 'ip';
  return typeof window === 'undefined' || !('PublicKeyCredential' in window) ? 'unsupported' : 'ok';
}
