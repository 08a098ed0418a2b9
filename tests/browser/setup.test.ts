// Set-up placement on the variable board, through the UI: each person places two settlements
// and two roads on highlighted spots (keyboard for one of them), in the snake order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { BotSeat } from './support/bots.ts';
import { launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { act, prompt } from './support/ui.ts';


let stack: LocalStack;
let browser: Browser;
let bot: BotSeat | undefined;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(8), launch()]);
});

afterAll(async () => {
  bot?.stop();
  await browser?.close();
  await stack?.close();
});

/** The people place on the first spot offered them (the bot plays by itself) until `done`. */
async function setupUntil(done: () => Promise<boolean>, people: readonly Person[]): Promise<void> {
  const until = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`stuck in set-up: ${await prompt(people[0].page)}`);
    let acted = false;
    for (const p of people) {
      const spot = p.page.locator('.spot').first();
      if (await spot.count()) {
        await act(p.page, () => spot.click());
        acted = true;
      }
    }
    if (!acted) await people[0].page.waitForTimeout(50);
  }
}

describe('set-up on the variable board', () => {
  it('places settlements and roads on legal spots only, by mouse and by keyboard', async () => {
    const lea = await person(browser);
    await lea.page.goto(`${stack.url}/`);
    await lea.page.getByLabel('Variable board').check();
    await lea.page.getByLabel('3', { exact: true }).check();
    await lea.page.fill('#create-name', 'Lea');
    await lea.page.getByRole('button', { name: 'Create and take a seat' }).click();
    await lea.page.waitForURL(/\/game\//);
    const gameId = lea.page.url().split('/').pop()!;
    const max: Person = await person(browser, PHONE, 'pt-PT');
    await max.page.goto(`${stack.url}/game/${gameId}`);
    await max.page.fill('#join-name', 'Max');
    await max.page.locator('.join-form button[type=submit]').click();
    await max.page.waitForSelector('.player-me');
    bot = await BotSeat.take(stack.wsUrl, gameId, { name: 'Robo', seed: 3 });
    bot.kick();
    // The people say they are ready (a bot's seat is at once): the game starts.
    await lea.page.getByRole('button', { name: 'I’m ready' }).click();
    await max.page.locator('[data-ready-button]').click();

    // The roll for the first player says who starts: whoever places before Lea does so (Max by
    // clicking, the bot by itself), and each settlement takes its corner and the ones next to it.
    await setupUntil(() => lea.page.locator('.spot-vertex').count().then((n) => n > 0), [max]);
    const earlier = await lea.page.locator('.piece-settlement').count();
    const corners = await lea.page.locator('.spot-vertex').count();
    expect(corners).toBeLessThanOrEqual(54 - 3 * earlier);
    expect(corners).toBeGreaterThanOrEqual(54 - 4 * earlier);
    await shot(lea.page, 'setup-corners');
    expect(await max.page.locator('.spot').count()).toBe(0);
    // Lea places her first settlement with the keyboard.
    await lea.page.locator('.spot-vertex').nth(20).focus();
    await act(lea.page, () => lea.page.keyboard.press('Enter'));
    const roads = await lea.page.locator('.spot-edge').count();
    expect(roads).toBeGreaterThanOrEqual(2);
    expect(roads).toBeLessThanOrEqual(3);
    await lea.page.locator('.spot-edge').first().focus();
    await shot(lea.page, 'setup-sides');
    await act(lea.page, () => lea.page.locator('.spot-edge').first().click());

    // Then everyone in snake order; the Portuguese player's prompt is in Portuguese.
    await setupUntil(() => lea.page.locator('main[data-phase=setup]').count().then((n) => n === 0), [lea, max]);
    expect(await lea.page.locator('.piece-settlement').count()).toBe(6);
    expect(await lea.page.locator('.road').count()).toBe(6);
    expect(await max.page.locator('html').getAttribute('lang')).toBe('pt');
    expect(await max.page.locator('.phase').textContent()).toMatch(/^Turno \d/);
    expect(lea.errors.concat(max.errors)).toEqual([]);
  });
});
