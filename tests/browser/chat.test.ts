// The table chat in real Chromium: on a laptop (1366×800) one player sends a quick phrase and a
// text, the other sees the unread badge and then both lines, the page still fits the screen and
// axe finds nothing serious; on a phone (390×844) the chat opens as a sheet from its button.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { BotSeat, createGame } from './support/bots.ts';
import { axeSerious, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { scrolled } from './support/ui.ts';

const LAPTOP = { width: 1366, height: 800 };

let stack: LocalStack;
let browser: Browser;
const seats: BotSeat[] = [];
const people: Person[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(21), launch()]);
});

afterAll(async () => {
  seats.forEach((b) => b.stop());
  await Promise.all(people.map((p) => p.context.close()));
  await browser?.close();
  await stack?.close();
});

/** Opens the game in a new browser as the seat `bot` took (its token in localStorage). */
async function seated(gameId: string, bot: BotSeat, name: string, viewport = LAPTOP): Promise<Page> {
  const p = await person(browser, viewport);
  people.push(p);
  await p.page.goto(stack.url);
  await p.page.evaluate(([id, seat, token, n]) => localStorage.setItem(`hexfold.seat.${id}`, JSON.stringify({ seat: Number(seat), seatToken: token, name: n })),
    [gameId, String(bot.seat), bot.seatToken, name]);
  await p.page.goto(`${stack.url}/game/${gameId}`);
  await p.page.locator('main[data-version]:not([data-version="0"])').waitFor();
  return p.page;
}

describe('the table chat', () => {
  it('carries a quick phrase and a text from one player to another, on one screen, accessibly', async () => {
    // GIVEN a four-seat game where Ada and Bruno sit, waiting for two more
    const gameId = await createGame(stack.wsUrl, 4, 'beginner');
    for (const name of ['Ada', 'Bruno']) seats.push(await BotSeat.take(stack.wsUrl, gameId, { name }));
    const ada = await seated(gameId, seats[0], 'Ada');
    const bruno = await seated(gameId, seats[1], 'Bruno');

    // WHEN Ada opens the chat, taps "Good luck!" and types a line ending with Enter
    await ada.getByRole('tab', { name: 'Chat' }).click();
    await ada.getByRole('button', { name: 'Good luck!' }).click();
    const box = ada.getByRole('textbox', { name: 'Message' });
    await box.fill('Anyone for <b>wood</b>?');
    await expect.poll(() => ada.locator('.chat-count [aria-hidden]').textContent()).toBe('23/200');
    await box.press('Enter');
    await ada.locator('.chat-lines li', { hasText: 'Anyone for' }).waitFor();

    // THEN Bruno, on the log, sees a badge of 2 on the Chat tab
    await expect.poll(() => bruno.locator('#tab-chat .chat-badge').textContent(), { timeout: 5000 }).toContain('2');
    // AND on opening the chat, both lines with Ada's name, the text as typed
    await bruno.getByRole('tab', { name: /Chat/ }).click();
    const lines = bruno.locator('.chat-lines li[data-chat]');
    await expect.poll(() => lines.allTextContents()).toEqual(['AdaGood luck!', 'AdaAnyone for <b>wood</b>?']);
    expect(await bruno.locator('.chat-lines b').count()).toBe(0);
    await expect.poll(() => bruno.locator('#tab-chat .chat-badge').count()).toBe(0);
    // AND the table still fits the screen, with the chat in the side column
    expect(await scrolled(bruno)).toBe(0);
    expect(await bruno.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1)).toBe(true);
    const panel = await bruno.locator('.chat').boundingBox();
    expect(panel!.y + panel!.height).toBeLessThanOrEqual(LAPTOP.height + 1);
    await shot(bruno, 'chat-desktop');
    // AND axe finds nothing serious with the chat open
    expect(await axeSerious(bruno)).toEqual([]);
    expect(people.flatMap((p) => p.errors)).toEqual([]);

    // WHEN Bruno opens the same game on a phone
    const phone = await seated(gameId, seats[1], 'Bruno', PHONE);
    const open = phone.locator('.game-status .chat-open');
    await open.waitFor();
    const handle = await open.boundingBox();
    expect(handle!.y + handle!.height).toBeLessThanOrEqual(PHONE.height);
    expect(handle!.height).toBeGreaterThanOrEqual(44);
    // AND the status row it sits in stays one line (the table below is sized for that)
    expect((await phone.locator('.game-status').boundingBox())!.height).toBeLessThan(2 * 44);
    await open.click();
    // THEN the chat comes up as a sheet over the board with the lines, and closes again
    const sheet = phone.locator('.log-or-chat.sheet-open');
    await sheet.waitFor();
    await expect.poll(() => sheet.locator('.chat-lines li[data-chat]').count()).toBe(2);
    const rect = await sheet.boundingBox();
    expect(rect!.y).toBeGreaterThan(0);
    expect(rect!.y + rect!.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Message');
    await shot(phone, 'chat-phone');
    await phone.getByRole('button', { name: 'Close the chat' }).click();
    await expect.poll(() => phone.locator('.log-or-chat.sheet-open').count()).toBe(0);
  });
});
