// Passkeys in real Chromium, signed by its virtual authenticator (DevTools Protocol `WebAuthn`
// domain): a guest with a seat creates an account at http://localhost (the seat is adopted),
// adds a second passkey from another authenticator, signs out and in with either, signs in on
// another browser (which gets the seat), and deletes the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { axeSerious, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';

let stack: LocalStack;
let browser: Browser;
const people: Person[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(5), launch()]);
});

afterAll(async () => {
  await Promise.all(people.map((p) => p.context.close()));
  await browser?.close();
  await stack?.close();
});

interface Credential {
  readonly credentialId: string;
  readonly isResidentCredential: boolean;
  readonly rpId?: string;
  readonly privateKey: string;
  readonly userHandle?: string;
  readonly signCount: number;
}

/** A virtual platform authenticator (resident keys, user verification) on the page. */
async function authenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return authenticatorId;
}

async function credentials(cdp: CDPSession, authenticatorId: string): Promise<Credential[]> {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as Credential[];
}

async function open(viewport?: { width: number; height: number }): Promise<{ page: Page; cdp: CDPSession }> {
  const p = await person(browser, viewport);
  people.push(p);
  const cdp = await p.context.newCDPSession(p.page);
  await cdp.send('WebAuthn.enable');
  return { page: p.page, cdp };
}

const menu = (page: Page) => page.locator('details.account');
async function openMenu(page: Page): Promise<void> {
  if (!(await menu(page).evaluate((d) => (d as HTMLDetailsElement).open))) await menu(page).locator('summary').click();
}

describe('passkeys in the browser', () => {
  it('signs up, adopts the guest seat, adds a passkey, signs out and in, on two browsers, and deletes the account', async () => {
    // GIVEN a guest who holds a seat in a game (its token in this browser's storage), at localhost
    const ws = await TestClient.connect(stack.wsUrl);
    const { gameId } = await ws.ask({ type: 'createGame', players: 3, board: 'beginner' }, 'created');
    const joined = await ws.ask({ type: 'joinGame', gameId, name: 'Ada' }, 'joined');
    await ws.close();
    const { page, cdp } = await open();
    expect(new URL(stack.siteUrl).hostname).toBe('localhost');
    await page.goto(stack.siteUrl);
    const laptop = await authenticator(cdp);
    await page.evaluate(([id, token, seat]) => localStorage.setItem(`hexfold.seat.${id}`, JSON.stringify({ seat: Number(seat), seatToken: token, name: 'Ada' })),
      [gameId, joined.seatToken, String(joined.seat)]);

    // WHEN Ada creates an account with a passkey
    await openMenu(page);
    await menu(page).getByLabel('Your name').fill('Ada');
    await page.getByRole('button', { name: 'Create an account with a passkey' }).click();

    // THEN she is signed in, the authenticator holds one passkey for localhost, and her guest seat is the account's
    await expect.poll(() => menu(page).locator('summary').innerText()).toBe('Ada');
    await expect.poll(() => menu(page).locator('.account-note').last().textContent()).toBe('1 passkey · 1 game');
    const [made] = await credentials(cdp, laptop);
    expect(await axeSerious(page)).toEqual([]);
    expect(made).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    // WHEN she adds a second passkey from another authenticator (a phone)
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop });
    const phone = await authenticator(cdp);
    await page.getByRole('button', { name: 'Add a passkey (another device)' }).click();
    await expect.poll(() => menu(page).locator('.account-note').last().textContent()).toBe('2 passkeys · 1 game');
    expect(await credentials(cdp, phone)).toHaveLength(1);

    // AND signs out, then in with the phone's passkey
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => menu(page).locator('summary').innerText()).toBe('Sign in');
    expect(await page.evaluate(() => localStorage.getItem('hexfold.session'))).toBeNull();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => menu(page).locator('summary').innerText()).toBe('Ada');

    // AND on another browser, with the laptop's passkey, she signs in and finds her seat there
    const other = await open();
    const again = await authenticator(other.cdp);
    await other.cdp.send('WebAuthn.addCredential', { authenticatorId: again, credential: made });
    await other.page.goto(stack.siteUrl);
    await openMenu(other.page);
    await other.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => menu(other.page).locator('summary').innerText()).toBe('Ada');
    const kept = await other.page.evaluate((id) => localStorage.getItem(`hexfold.seat.${id}`), gameId);
    expect(JSON.parse(kept ?? 'null')).toMatchObject({ seat: joined.seat, seatToken: joined.seatToken });

    // AND her page lists that game, waiting for players, with its link to the table
    await other.page.getByRole('link', { name: 'My games and ratings' }).click();
    await expect.poll(() => other.page.locator('h1').textContent()).toBe('Ada (you)');
    const row = other.page.locator(`.game-row[data-game="${gameId}"]`);
    await expect.poll(() => row.getAttribute('data-outcome')).toBe('open');
    expect(await row.locator('a').getAttribute('href')).toBe(`/game/${gameId}`);
    expect(await axeSerious(other.page)).toEqual([]);
    await openMenu(other.page);

    // WHEN she deletes the account
    await other.page.getByRole('button', { name: 'Delete my account' }).click();
    await other.page.getByRole('button', { name: 'Delete the account' }).click();

    // THEN she is signed out, her passkeys sign nobody in, and the game is still there
    await expect.poll(() => menu(other.page).locator('summary').innerText()).toBe('Sign in');
    await other.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => other.page.locator('.account-error').textContent()).toBe('That passkey belongs to no account here.');
    // under a neutral name
    expect((await stack.stores.games.get(gameId))?.seats[joined.seat]).toBe('');
  });

  it('fits a phone’s header and screen, accessibly', async () => {
    const { page } = await open(PHONE);
    await page.goto(stack.siteUrl);
    await openMenu(page);
    const fits = await page.evaluate(() => {
      const header = document.querySelector('header.top')!;
      const panel = document.querySelector('.account-panel')!.getBoundingClientRect();
      return { header: header.scrollWidth <= header.clientWidth, panel: panel.left >= 0 && panel.right <= window.innerWidth };
    });
    await shot(page, 'account-phone');
    expect(fits).toEqual({ header: true, panel: true });
    expect(await axeSerious(page)).toEqual([]);
  });

  it('at 127.0.0.1 (not a valid relying-party id) points to localhost instead of failing', async () => {
    const { page } = await open();
    await page.goto(stack.url);
    await openMenu(page);
    await expect.poll(() => page.locator('.account-note a').getAttribute('href')).toBe(`${stack.siteUrl}/`);
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).isDisabled()).toBe(true);
  });
});
