// The lobby in real Chromium (desktop): one page watches the lobby while another creates a game,
// which appears there without a refresh; two people sit down, each says “I’m ready”, the roll for
// the first player is shown, and the set-up starts with the seat that won it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSerious, DESKTOP, launch, person, shot, startStack, type Person } from './support/browser.ts';

let stack: LocalStack;
let browser: Browser;
let watcher: Person;
let ana: Person;
let bruno: Person;
let gameId = '';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(31), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('the lobby', () => {
  it('shows a game created elsewhere without a refresh', async () => {
    // GIVEN a page watching the lobby
    watcher = await person(browser, DESKTOP);
    await watcher.page.goto(`${stack.url}/`);
    await watcher.page.waitForSelector('.conn-open');
    await watcher.page.locator('.games').getByText('No games yet. Create one!').waitFor();
    // WHEN Ana creates a 3-player game with a bot in the last seat, in another page
    ana = await person(browser, DESKTOP);
    await ana.page.goto(`${stack.url}/`);
    await ana.page.waitForSelector('.conn-open');
    await ana.page.getByLabel('3', { exact: true }).check();
    await ana.page.getByLabel('Variable board').check();
    await ana.page.selectOption('#seat-2', 'easy');
    await ana.page.fill('#create-name', 'Ana');
    await ana.page.getByRole('button', { name: 'Create and take a seat' }).click();
    await ana.page.waitForURL(/\/game\//);
    gameId = ana.page.url().split('/').pop()!;
    // THEN it appears in the watching page, with its host and age, nobody having refreshed
    const row = watcher.page.locator(`[data-game="${gameId}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('2 of 3 seats taken');
    expect(await row.textContent()).toContain('Host: Ana');
    expect(await row.locator('time').textContent()).toMatch(/now|sec/);
    expect(await axeSerious(watcher.page)).toEqual([]);
    await shot(watcher.page, 'lobby-live');
  });

  it('starts when both people are ready, with the roll for the first player', async () => {
    // GIVEN Bruno joins by the link: the watcher sees the table fill up
    bruno = await person(browser, DESKTOP);
    await bruno.page.goto(`${stack.url}/game/${gameId}`);
    await bruno.page.fill('#join-name', 'Bruno');
    await bruno.page.getByRole('button', { name: 'Join the game' }).click();
    await bruno.page.waitForSelector('.player-me');
    await expect.poll(() => watcher.page.locator(`[data-game="${gameId}"]`).textContent()).toContain('3 of 3 seats taken');
    // AND the waiting room shows who is ready: the bot only
    await ana.page.locator('.waiting-room [data-seat="1"]').waitFor();
    const ready = () => ana.page.locator('.waiting-room [data-seat]').evaluateAll((els) => els.map((e) => e.getAttribute('data-ready')));
    // (Bruno's seat reaches Ana's page a moment after his own)
    await expect.poll(ready).toEqual(['no', 'no', 'yes']);
    expect(await axeSerious(ana.page)).toEqual([]);
    await shot(ana.page, 'waiting-room');
    // The table says once that it waits for players; the prompt says what to do.
    const main = (await ana.page.locator('main').innerText());
    expect(main.split('Waiting for players').length - 1).toBe(1);
    expect(await ana.page.locator('[data-prompt]').textContent()).toBe('Say you are ready when you are.');
    // WHEN Ana, then Bruno, says “I’m ready”
    await ana.page.getByRole('button', { name: 'I’m ready' }).click();
    await expect.poll(ready).toEqual(['yes', 'no', 'yes']);
    expect(await ana.page.locator('main').getAttribute('data-phase')).toBe('lobby');
    await bruno.page.getByRole('button', { name: 'I’m ready' }).click();
    // THEN both see the roll, and the set-up starts with the seat that won it
    for (const p of [ana, bruno]) await p.page.locator('.first-roll').waitFor();
    const first = Number(await ana.page.locator('.first-roll').getAttribute('data-first'));
    expect(await bruno.page.locator('.first-roll').getAttribute('data-first')).toBe(String(first));
    const starter = ['Ana', 'Bruno', 'Bot Chiara'][first];
    expect(await ana.page.locator('.first-roll').textContent()).toContain(`${starter} starts`);
    await shot(ana.page, 'first-roll');
    // The dice tumble in, unless the player asked for reduced motion.
    const tumble = () => ana.page.locator('.first-roll .die').first().evaluate((d) => getComputedStyle(d).animationName);
    expect(await tumble()).toBe('roll-tumble');
    await ana.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await tumble()).toBe('none');
    await ana.page.emulateMedia({ reducedMotion: 'no-preference' });
    // The bot (seat 2) places at once; a person that won is asked first. The order goes on from the starter.
    const asked = first === 2 ? 0 : first;
    const page = [ana, bruno][asked].page;
    await page.waitForSelector('main[data-phase=setup]');
    await page.waitForFunction(() => document.querySelector('[data-prompt]')?.textContent?.startsWith('Place a settlement'));
    expect(await [ana, bruno][1 - asked].page.locator('.spot-vertex').count()).toBe(0);
    // AND the lobby shows the game in play
    await expect.poll(() => watcher.page.locator(`[data-game="${gameId}"]`).getAttribute('data-status')).toBe('playing');
    for (const p of [watcher, ana, bruno]) expect(p.errors).toEqual([]);
  });

  it('answers an unknown address with a page that says so and leads back to the lobby', async () => {
    const lost = await person(browser, DESKTOP);
    const answer = await lost.page.goto(`${stack.url}/no/such/page`);
    expect(answer?.status()).toBe(200);
    await lost.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await lost.page.locator('main').textContent()).toContain('There is no page at /no/such/page.');
    expect(await axeSerious(lost.page)).toEqual([]);
    await shot(lost.page, 'not-found');
    await lost.page.getByRole('link', { name: 'Back to the lobby' }).click();
    await lost.page.waitForURL(`${stack.url}/`);
    await lost.page.locator('.games').waitFor();
    expect(lost.errors).toEqual([]);
    await lost.context.close();
  });
});
