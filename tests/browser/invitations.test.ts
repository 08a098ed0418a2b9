// Friends in real Chromium, accounts made with its virtual authenticator: Bruno, at a table with
// free seats, follows Ana from her page and invites her; the invitation shows at once on Ana's
// lobby, and joining opens the table. Bruno's friends page lists Ana.
// The leaderboard and a player's page render accessibly, also on a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { axeSerious, launch, person, shot, startStack, type Person } from './support/browser.ts';

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

const menu = (page: Page) => page.locator('details.account');
async function openMenu(page: Page): Promise<void> {
  if (!(await menu(page).evaluate((d) => (d as HTMLDetailsElement).open))) await menu(page).locator('summary').click();
}

/** A browser at the site whose player signs up with a passkey; returns the page and the account's id. */
async function signedUp(name: string): Promise<{ page: Page; accountId: string; sessionToken: string }> {
  const p = await person(browser);
  people.push(p);
  const cdp = await p.context.newCDPSession(p.page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const { page } = p;
  await page.goto(stack.siteUrl);
  await openMenu(page);
  await menu(page).getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await expect.poll(() => menu(page).locator('summary').innerText()).toBe(name);
  const href = await menu(page).locator('[data-player-link]').getAttribute('href');
  const sessionToken = await page.evaluate(() => localStorage.getItem('hexfold.session'));
  await menu(page).locator('summary').click();
  return { page, accountId: href!.split('/').pop()!, sessionToken: sessionToken! };
}

describe('inviting a friend in the browser', () => {
  it('follows a player from their page, invites them, and the invitation opens the table', async () => {
    // GIVEN Ana on the lobby and Bruno seated at a dice table with two free seats (his account holds the seat)
    const [ana, bruno] = [await signedUp('Ana'), await signedUp('Bruno')];
    const ws = await TestClient.connect(stack.wsUrl);
    const { gameId } = await ws.ask({ type: 'createGame', game: 'dice', side: 'standard', players: 3 }, 'created');
    const joined = await ws.ask({ type: 'joinGame', gameId, name: 'Bruno' }, 'joined');
    await ws.ask({ type: 'adoptSeats', sessionToken: bruno.sessionToken, seats: [{ gameId, seatToken: joined.seatToken }] }, 'adopted');
    await ws.close();

    // WHEN Bruno opens Ana's page, follows her and invites her to his table
    await bruno.page.goto(`${stack.siteUrl}/player/${ana.accountId}`);
    await bruno.page.getByRole('button', { name: 'Follow' }).click();
    await expect.poll(() => bruno.page.locator('.follow-invite').getAttribute('data-following')).toBe('true');
    await bruno.page.getByRole('button', { name: 'Invite to a table' }).click();
    await bruno.page.locator('[data-invite]').getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => bruno.page.locator('[data-invite] [role="status"]').textContent()).toBe('Invitation sent.');

    // THEN Ana's lobby shows the invitation at once
    const bar = ana.page.locator('.invitations');
    await expect.poll(() => bar.locator(`.invitation[data-game="${gameId}"]`).textContent()).toContain('Bruno invites you to a table');
    await shot(ana.page, 'invitation-bar');
    expect(await axeSerious(ana.page)).toEqual([]);

    // WHEN she joins: the table opens, the invitation is gone
    await bar.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => new URL(ana.page.url()).pathname).toBe(`/game/${gameId}`);
    await expect.poll(() => ana.page.locator('.invitations').count()).toBe(0);

    // AND Bruno's friends page, from the account menu, lists Ana
    await openMenu(bruno.page);
    await menu(bruno.page).getByRole('link', { name: 'Friends' }).click();
    await expect.poll(() => bruno.page.locator(`.friend[data-player="${ana.accountId}"] h3`).textContent()).toBe('Ana');
    expect(await axeSerious(bruno.page)).toEqual([]);
  });
});

describe('the leaderboard and a player page in the browser', () => {
  it('opens the leaderboard from the lobby, each family and list with its heading, and one’s own page with its results, accessibly', async () => {
    const { page, accountId } = await signedUp('Carla');
    await page.getByRole('link', { name: 'Leaderboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/leaderboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator('section.leaderboard h2').count()).toBe(2);
    await expect.poll(() => page.locator('section.leaderboard [role=status]').count()).toBe(0);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'leaderboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.siteUrl}/player/${accountId}`);
    await page.locator(`main.player-page[data-player="${accountId}"]`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'player-page-phone');
  });
});
