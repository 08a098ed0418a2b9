// What the table tells, in real Chromium: a game from "Play now" with a turn timer shows the time
// left beside the moves; all game long the bank's supply of each resource and the development
// cards left, every player's road length and knights played, and the dice rolled so far (a
// button in the board's corner opens their chart), each
// equal to the server's state at the version the page shows; and a game whose every person is
// away says it is paused (to a spectator here), with no bot said to play. axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { devTotal, fold, initialState, longestRoad, RESOURCES, type State } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { catanEvents } from '../support/kinds.ts';
import { axeSettled, DESKTOP, launch, person, shot, startStack, type Person } from './support/browser.ts';
import { declineOffer, prompt, step, turnNumber, version } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
let ana: Person;
let gameId = '';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(27), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The server's state of the game up to `upTo` (the version a page shows). */
async function stateAt(id: string, upTo: number): Promise<State> {
  const records = (await stack.stores.events.range(id, 0)).filter((r) => r.version <= upTo);
  return fold(records.flatMap((r) => catanEvents(r.events)), initialState('all'));
}

describe('the table\'s figures', () => {
  it('starts a game with a turn timer from Play now, and shows the time left beside the moves', async () => {
    ana = await person(browser, DESKTOP);
    await ana.page.goto(`${stack.url}/`);
    await ana.page.waitForSelector('.conn-open');
    await ana.page.selectOption('#play-players', '3');
    await ana.page.selectOption('#play-timer', '300');
    await ana.page.fill('#play-name', 'Ana');
    await ana.page.getByRole('button', { name: 'Play now' }).click();
    await ana.page.waitForURL(/\/game\//);
    gameId = new URL(ana.page.url()).pathname.split('/')[2];
    expect((await stack.stores.games.get(gameId))?.timer).toBe(300);
    expect(JSON.parse((await ana.page.evaluate(() => localStorage.getItem('hexfold.playNow'))) ?? '{}')).toMatchObject({ players: 3, timer: 300 });
    // When the game waits for Ana (the beginner board's set-up is laid out: her first roll), her
    // time shows in the moves' panel, counting down from 5:00.
    const clock = ana.page.locator('.actions [data-turn-clock] .countdown');
    await clock.waitFor({ timeout: 30_000 });
    expect(await prompt(ana.page)).toMatch(/^Your turn/);
    const seconds = Number(await clock.getAttribute('data-countdown'));
    expect(seconds).toBeGreaterThan(280);
    expect(seconds).toBeLessThanOrEqual(300);
    expect(await clock.textContent()).toMatch(/^[45]:\d\d/);
  });

  it('shows the bank, the deck, every road and knight count, and the dice rolled, as the server has them', async () => {
    const { page } = ana;
    const built = new Set<number>();
    const until = Date.now() + 100_000;
    // From the seventh turn on, the first that waits for Ana's roll: nothing moves while the figures
    // are read (in a bot's turn the page would run ahead of the version read; who starts is the dice's).
    while ((await turnNumber(page)) < 7 || !(await prompt(page)).startsWith('Your turn: roll')) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
      const did = (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
      if (!did) await page.waitForTimeout(50);
    }
    // In her turn, the clock is beside Roll / End turn.
    expect(await page.locator('.actions [data-turn-clock]').count()).toBeLessThanOrEqual(1);
    const at = await version(page);
    const s = await stateAt(gameId, at);
    if (s.phase !== 'playing') throw new Error('not playing');
    const supply = await page.locator('[data-supply] li').evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-res'), Number(li.getAttribute('data-n'))]));
    expect(Object.fromEntries(supply)).toEqual({ ...s.bank, dev: devTotal(s.deck) });
    // The bank gave out cards, so its counts are not the 19 it started with.
    expect(RESOURCES.some((r) => s.bank[r] < 19)).toBe(true);
    const roads = await page.locator('.players .player [data-road]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-road'))));
    expect(roads).toEqual(s.names.map((_, seat) => longestRoad(s, seat)));
    expect(roads.every((n) => n >= 1)).toBe(true);
    const knights = await page.locator('.players .player [data-knights]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-knights'))));
    expect(knights).toEqual([...s.knights]);
    expect(await page.locator('.players .player').first().textContent()).toMatch(/Road length: \d+/);
    // The dice: a button beside the dice says how many were rolled and opens their chart.
    const rolled = (await stack.stores.events.range(gameId, 0)).filter((r) => r.version <= at).flatMap((r) => r.events).filter((e) => e.type === 'DiceRolled').length;
    const open = page.getByRole('button', { name: `Dice statistics (${rolled} rolls)` });
    expect(Number(await open.getAttribute('data-rolls'))).toBe(rolled);
    // It sits in the board's top-right corner, taking no room from the board.
    const board = await page.locator('.board-stage').boundingBox();
    const button = await open.boundingBox();
    expect(button!.width).toBeGreaterThanOrEqual(44);
    expect(button!.height).toBeGreaterThanOrEqual(44);
    expect(board!.x + board!.width - (button!.x + button!.width)).toBeLessThan(16);
    expect(button!.y - board!.y).toBeLessThan(16);
    await open.click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('.chart svg').waitFor();
    const bars = await dialog.locator('.chart [data-total]').evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute('data-count') ?? 0), 0));
    expect(bars).toBe(rolled);
    await shot(page, 'table-dice-stats');
    expect(await axeSettled(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await shot(page, 'table-figures');
    expect(await axeSettled(page)).toEqual([]);
    expect(ana.errors).toEqual([]);
  });

  it('says the game is paused when every person at it is away, and names no bot playing', async () => {
    // GIVEN a game of one person and two bots, two seconds a turn, whose person never acts
    const client = await TestClient.connect(stack.wsUrl);
    const { gameId: id } = await client.ask({ type: 'createGame', players: 3, board: 'beginner', bots: [null, 'easy', 'easy'], timer: 2 }, 'created');
    await client.ask({ type: 'joinGame', gameId: id, name: 'Bea', seat: 0 }, 'joined');
    await client.close();
    // WHEN her time runs out and the server takes her seat over
    const until = Date.now() + 30_000;
    while (!(await stack.stores.events.range(id, 0)).some((r) => r.events.some((e) => e.type === 'SeatTakenOver'))) {
      if (Date.now() > until) throw new Error('never taken over');
      await new Promise((r) => setTimeout(r, 200));
    }
    // THEN a spectator reads that the game is paused until a player returns
    const watcher = await person(browser, DESKTOP);
    await watcher.page.goto(`${stack.url}/game/${id}`);
    const banner = watcher.page.locator('[data-paused]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('The game is paused.');
    expect(await banner.textContent()).toContain('nothing moves until one of them returns');
    expect(await banner.locator('button').count()).toBe(0);
    // (The log keeps the line of the take-over: that happened.)
    for (const part of ['.table-top', '.players']) expect(await watcher.page.locator(part).textContent()).not.toMatch(/A bot (is playing|plays) for/);
    expect(await watcher.page.locator('.player[data-seat="0"] .tag-away').count()).toBe(1);
    await shot(watcher.page, 'table-paused');
    expect(await axeSettled(watcher.page)).toEqual([]);
    expect(watcher.errors).toEqual([]);
    await watcher.context.close();
  });
});
