// The table chat in real Chromium: on a laptop (1366×800) the log and the chat side by side beside
// the board, one player sends a quick phrase and a text, the other sees both lines, the page
// still fits the screen with the board as large as before, and axe finds nothing serious; on a
// phone (390×844) the chat opens as a sheet from its button without raising the keyboard (the
// focus on its close button until the text box is tapped), and the sheet's Log tab shows the log.
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

    // WHEN Ada, with the chat in view beside the log (no tabs), taps "Good luck!" and types a line ending with Enter
    expect(await ada.getByRole('tab').count()).toBe(0);
    await ada.getByRole('button', { name: 'Good luck!' }).click();
    const box = ada.getByRole('textbox', { name: 'Message' });
    await box.fill('Anyone for <b>wood</b>?');
    await expect.poll(() => ada.locator('.chat-count [aria-hidden]').textContent()).toBe('23/200');
    await box.press('Enter');
    await ada.locator('.chat-lines li', { hasText: 'Anyone for' }).waitFor();

    // THEN Bruno sees both lines with Ada's name, the text as typed, with the log beside them
    const lines = bruno.locator('.chat-lines li[data-chat]');
    await expect.poll(() => lines.allTextContents(), { timeout: 5000 }).toEqual(['AdaGood luck!', 'AdaAnyone for <b>wood</b>?']);
    expect(await bruno.locator('.chat-lines b').count()).toBe(0);
    expect(await bruno.locator('.chat-badge').count()).toBe(0);
    // AND the table still fits the screen: the log and the chat side by side in the side column,
    // each a readable width and wholly in view, the players and the building costs above them
    expect(await scrolled(bruno)).toBe(0);
    expect(await bruno.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1)).toBe(true);
    const rectOf = async (selector: string) => (await bruno.locator(selector).boundingBox())!;
    const [log, chat, costs, players, board] = [await rectOf('.log'), await rectOf('.chat'), await rectOf('.side .costs'), await rectOf('.player-list'), await rectOf('.board')];
    console.log('laptop', JSON.stringify({ log, chat, costs, players, board }));
    expect(Math.abs(log.y - chat.y)).toBeLessThanOrEqual(1);
    expect(log.x + log.width).toBeLessThanOrEqual(chat.x);
    for (const b of [log, chat]) {
      expect(b.width).toBeGreaterThanOrEqual(240);
      expect(b.height).toBeGreaterThanOrEqual(160);
      expect(b.y + b.height).toBeLessThanOrEqual(LAPTOP.height + 1);
      expect(b.x + b.width).toBeLessThanOrEqual(LAPTOP.width + 1);
    }
    expect(costs.y + costs.height).toBeLessThanOrEqual(log.y);
    expect(players.y + players.height).toBeLessThanOrEqual(costs.y);
    // (the board is as tall as the screen allows: the wider side column takes only room across it left unused)
    expect(board.x + board.width).toBeLessThanOrEqual(log.x);
    // (so the island, limited by the board's height, still has room across: it is no smaller for the chat)
    const island = await bruno.evaluate(() => {
      const rs = [...document.querySelectorAll('.tile > polygon')].map((p) => p.getBoundingClientRect());
      return { left: Math.min(...rs.map((r) => r.left)), right: Math.max(...rs.map((r) => r.right)), hex: Math.min(...rs.map((r) => r.width)) };
    });
    console.log('laptop island', JSON.stringify(island));
    expect(island.right - island.left).toBeLessThan(0.9 * board.width);
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
    // THEN the chat comes up as a sheet over the board with the lines
    const sheet = phone.locator('.log-or-chat.sheet-open');
    await sheet.waitFor();
    await expect.poll(() => sheet.locator('.chat-lines li[data-chat]').count()).toBe(2);
    const rect = await sheet.boundingBox();
    expect(rect!.y).toBeGreaterThan(0);
    expect(rect!.y + rect!.height).toBeLessThanOrEqual(PHONE.height + 1);
    // AND the keyboard stays down: the focus is on the sheet's close button, not in the text box
    const focused = () => phone.evaluate(() => ({ tag: document.activeElement?.tagName, label: document.activeElement?.getAttribute('aria-label') }));
    expect(await focused()).toEqual({ tag: 'BUTTON', label: 'Close the chat' });
    await shot(phone, 'chat-phone');
    // WHEN Bruno taps the sheet's Log tab
    await sheet.getByRole('tab', { name: 'Log' }).click();
    // THEN the sheet stays open and shows the game log, filling the sheet, in view
    const sheetLog = phone.locator('.log-or-chat.sheet-open .log');
    await sheetLog.waitFor();
    const logRect = (await phone.locator('.log-or-chat.sheet-open .log-scroll').boundingBox())!;
    expect(logRect.height).toBeGreaterThan(0.5 * rect!.height);
    expect(logRect.y + logRect.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(await sheetLog.locator('.log-lines li').count()).toBeGreaterThan(0);
    await shot(phone, 'chat-phone-log');
    expect(await axeSerious(phone)).toEqual([]);
    // AND back on the Chat tab, the text box takes the focus only when tapped
    await sheet.getByRole('tab', { name: /Chat/ }).click();
    const message = sheet.getByRole('textbox', { name: 'Message' });
    await message.waitFor();
    expect((await focused()).label).not.toBe('Message');
    await message.click();
    expect((await focused()).label).toBe('Message');
    await phone.getByRole('button', { name: 'Close the chat' }).click();
    await expect.poll(() => phone.locator('.log-or-chat.sheet-open').count()).toBe(0);
  });
});
