// The end of a game in real Chromium: a game against three good bots, the person's seat played to
// the end by a scripted client; the person's page then shows the results over the table with the
// points by source, the Victory Point cards revealed, dice and production stats; axe finds nothing
// serious; and "Rematch" starts a game of the same table that the page takes its old seat in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fold, initialState, seededRandom, type State } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { playAs } from '../integration/helpers/people.ts';
import { TestClient } from '../support/ws-client.ts';
import { ARTIFACTS, axeSerious, DESKTOP, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { catanEvents } from '../support/kinds.ts';

let stack: LocalStack;
let browser: Browser;
let ana: Person;
let gameId = '';
let final: State;
let seatToken = '';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(21), launch()]);
  const client = await TestClient.connect(stack.wsUrl);
  gameId = (await client.ask({ type: 'createGame', players: 4, board: 'variable', bots: [null, 'good', 'good', 'good'] }, 'created')).gameId;
  const joined = await client.ask({ type: 'joinGame', gameId, name: 'Ana', seat: 0 }, 'joined');
  seatToken = joined.seatToken;
  await playAs(client, gameId, 0, joined.seatToken, seededRandom(5)).done;
  await client.close();
  final = fold((await stack.stores.events.range(gameId, 0)).flatMap((r) => catanEvents(r.events)), initialState('all'));
  // The person's page: it holds seat 0's token.
  ana = await person(browser, DESKTOP);
  const record = JSON.stringify({ seat: 0, seatToken: joined.seatToken, name: 'Ana' });
  await ana.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`hexfold.seat.${gameId}`, record] as const);
  await ana.page.goto(`${stack.url}/game/${gameId}`);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('the end of a game', () => {
  it('opens the results over the table, with the hidden Victory Point cards revealed', async () => {
    const { page } = ana;
    if (final.phase !== 'finished') throw new Error('the game did not finish');
    await page.waitForSelector('.end-screen', { timeout: 60_000 });
    await page.waitForSelector('main[data-phase="finished"]');
    expect(await page.locator('.end-won').textContent()).toMatch(/wins with \d+ points!/);
    expect(await page.locator('.end-points tbody tr').count()).toBe(4);
    expect(await page.locator(`.end-points tbody tr[data-seat="${final.winner}"] .end-total`).textContent()).toBe(String(final.points));
    const held = final.devCards.flatMap((d, seat) => (d.victoryPoint > 0 ? [`${seat}:${d.victoryPoint}`] : []));
    const shown = await page.locator('.end-revealed li').evaluateAll((lis) => lis.map((li) => `${li.getAttribute('data-seat')}:${li.getAttribute('data-vp-cards')}`));
    expect(shown).toEqual(held);
    // The VP column agrees, for every seat (0 where none was held).
    const vp = await page.locator('.end-points tbody td[data-vp]').evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-vp'))));
    expect(vp).toEqual(final.devCards.map((d) => d.victoryPoint));
    expect(await page.locator('.end-screen .chart [data-total]').count()).toBe(11);
    expect(await page.locator('.end-resources tbody tr').count()).toBe(4);
    await shot(page, 'end-screen');
    expect(await axeSerious(page)).toEqual([]);
    expect(ana.errors).toEqual([]);
  });

  it('fits a phone: no sideways overflow, the points, the dice and the way back to the lobby all reachable', async () => {
    const phone = await person(browser, PHONE);
    const record = JSON.stringify({ seat: 0, seatToken: seatToken, name: 'Ana' });
    await phone.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`hexfold.seat.${gameId}`, record] as const);
    await phone.page.goto(`${stack.url}/game/${gameId}`);
    const { page } = phone;
    await page.waitForSelector('.end-screen', { timeout: 60_000 });
    const sizes = await page.evaluate(() => {
      const box = (sel: string) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return { left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width) };
      };
      const dialog = document.querySelector('dialog[open]')!;
      return {
        page: document.documentElement.scrollWidth,
        dialog: { scroll: dialog.scrollWidth, client: dialog.clientWidth, ...box('dialog[open]') },
        points: box('.end-points'), resources: box('.end-resources'), dice: box('.end-screen .chart'),
      };
    });
    // It opens at its top: who won, then the points.
    await shot(page, 'end-screen-phone-top');
    expect(await page.locator('dialog[open]').evaluate((d) => d.scrollTop)).toBe(0);
    expect(await page.locator('.end-won').isVisible()).toBe(true);
    expect((await page.locator('.end-won').boundingBox())!.y).toBeLessThan(PHONE.height / 2);
    expect(sizes.page).toBeLessThanOrEqual(PHONE.width);
    expect(sizes.dialog.scroll).toBeLessThanOrEqual(sizes.dialog.client);
    expect(sizes.dialog.right).toBeLessThanOrEqual(PHONE.width);
    for (const part of [sizes.points, sizes.resources, sizes.dice]) {
      expect(part.left).toBeGreaterThanOrEqual(sizes.dialog.left);
      expect(part.right).toBeLessThanOrEqual(sizes.dialog.right);
    }
    // Every column of the points table is on screen, the total last.
    const total = await page.locator('.end-points tbody tr').first().locator('.end-total').boundingBox();
    expect(total!.x + total!.width).toBeLessThanOrEqual(PHONE.width);
    // The way back to the lobby is reached by scrolling the dialog, and takes a tap.
    const back = page.locator('.end-actions a', { hasText: 'Back to the lobby' });
    await back.scrollIntoViewIfNeeded();
    const at = await back.boundingBox();
    expect(at!.y + at!.height).toBeLessThanOrEqual(PHONE.height);
    expect(at!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent, [at!.x + at!.width / 2, at!.y + at!.height / 2])).toBe('Back to the lobby');
    await shot(page, 'end-screen-phone');
    await page.locator('.end-screen .chart').scrollIntoViewIfNeeded();
    await shot(page, 'end-screen-phone-dice');
    expect(await axeSerious(page)).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('keeps the whole game in the log, rendering only the rows in view', async () => {
    const { page } = ana;
    await page.locator('.end-close').click();
    await page.locator('.log-scroll').scrollIntoViewIfNeeded();
    const rows = await page.locator('.log-lines').evaluate((ol) => parseFloat((ol as HTMLElement).style.height) / 24);
    expect(rows).toBeGreaterThan(300);
    const rendered = await page.locator('.log-lines li').count();
    expect(rendered).toBeLessThan(80);
    expect(await page.locator('.log-lines li').last().textContent()).toMatch(/wins with \d+ points!/);
    // Back to the start of the game: its first lines are rendered when scrolled to.
    await page.locator('.log-scroll').evaluate((el) => el.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.log-lines li')?.textContent?.startsWith('New 4-player game'));
    await page.locator('.log').screenshot({ path: `${ARTIFACTS}/end-screen-log.png` });
    expect(await page.locator('.log-latest').isVisible()).toBe(true);
    await page.locator('.end-show').click();
    await page.waitForSelector('.end-screen');
  });

  it('starts a rematch of the same table, where the player takes their old seat', async () => {
    const { page } = ana;
    expect(await page.locator('.end-actions a', { hasText: 'Open the replay' }).getAttribute('href')).toBe(`/replay/${gameId}`);
    await page.locator('.end-rematch').click();
    await page.waitForURL((url) => url.pathname.startsWith('/game/') && !url.pathname.endsWith(gameId));
    await page.waitForSelector('main[data-version]:not([data-phase="none"])');
    const rematch = new URL(page.url()).pathname.split('/')[2];
    expect(rematch).not.toBe(gameId);
    // The page holds seat 0 of the new game.
    const seat = await page.evaluate((id) => JSON.parse(localStorage.getItem(`hexfold.seat.${id}`) ?? 'null')?.seat, rematch);
    expect(seat).toBe(0);
    expect(ana.errors).toEqual([]);
  });
});
