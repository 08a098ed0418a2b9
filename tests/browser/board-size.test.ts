// The board keeps its size while the player works at it, in real Chromium on a desktop and a
// phone: choosing a build mode and composing a trade (a card to give, one wanted) leave the
// board's measured box as it was; and the roll for the first player folds to its one line once
// the set-up is under way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, DESKTOP, launch, person, PHONE, shot, startStack } from './support/browser.ts';
import { act, bankForRoad, declineOffer, prompt, step, version } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(19), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const boardBox = async (page: Page) => {
  const b = (await page.locator('.board-stage svg.board, .board-stage .board').first().boundingBox())!;
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
};

/** Plays set-up and turns until the page's main phase finds a road it can afford (or gives up). */
async function untilRoadAffordable(page: Page): Promise<void> {
  const until = Date.now() + 150_000;
  const built = new Set<number>();
  for (;;) {
    if (Date.now() > until) throw new Error(`no road affordable; at "${await prompt(page)}"`);
    const text = await prompt(page);
    if (text.startsWith('Trade, build')) {
      if (await page.locator('button[data-build=road]').isEnabled()) return;
      if (await bankForRoad(page)) continue;
      await act(page, () => page.getByRole('button', { name: 'End turn' }).click());
      continue;
    }
    // Never build nor buy in step(): keep the cards for the road.
    for (let i = 0; i < 200; i++) built.add(i).add(-i);
    const did = (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
    if (!did) await page.waitForTimeout(50);
  }
}

/** The roll for the first player, once the set-up is under way: folded to who starts, one line; a tap unfolds it. */
async function folded(page: Page): Promise<void> {
  const roll = page.locator('.first-roll');
  await expect.poll(() => roll.evaluate((d) => (d as HTMLDetailsElement).open), { timeout: 10_000 }).toBe(false);
  expect(await roll.locator('summary').textContent()).toMatch(/starts/);
  expect((await roll.boundingBox())!.height).toBeLessThanOrEqual(48);
  await roll.locator('summary').click();
  expect(await roll.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  await roll.locator('summary').click();
}

/** With the road affordable: the board's box as it is, in the road's build mode, and with a trade composed. */
async function boxes(page: Page, label: string) {
  const before = await boardBox(page);
  // WHEN a build mode is chosen
  await page.locator('button[data-build=road]').click();
  await page.locator('.spot-edge').first().waitFor();
  const building = await boardBox(page);
  await shot(page, `board-size-${label}-road`);
  expect(await axeSettled(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('.spot-edge').first().waitFor({ state: 'detached' });
  // AND a trade is composed: a card to give, one wanted
  if (label === 'phone') await page.locator('.trade-toggle').click();
  await page.locator('.hand .card-button:not([disabled])').first().click();
  await page.locator('[data-want]:not([disabled])').first().click();
  const trading = await boardBox(page);
  await shot(page, `board-size-${label}-trade`);
  console.log(label, JSON.stringify({ before, building, trading }));
  return { before, building, trading };
}

// One game, its seat open on a desktop and on a phone (a second window of the same seat): each
// screen is checked in the same state, without playing a game for each.
describe(`on a desktop (${DESKTOP.width}×${DESKTOP.height}) and a phone (${PHONE.width}×${PHONE.height})`, () => {
  it('folds the first player\'s roll once the set-up is under way, and keeps the board\'s size in a build mode and a trade', { timeout: 240_000 }, async () => {
    const ana = await person(browser, DESKTOP);
    const { page } = ana;
    await page.goto(`${stack.url}/`);
    await page.selectOption('#play-players', '3');
    await page.selectOption('#play-board', 'variable');
    await page.fill('#play-name', 'Ana');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    // The roll for the first player: once the first piece is placed, it is folded to who starts.
    await page.locator('.first-roll').waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelectorAll('.log-lines li').length > 0 && /placed a settlement/.test(document.querySelector('.log-lines')?.textContent ?? ''), null, { timeout: 30_000 })
      .catch(async () => {
        // Ana places first: she places, and the roll folds then.
        await act(page, () => page.locator('.spot').first().click());
      });
    await folded(page);
    // The same seat on a phone (its seat token comes with the storage).
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', deviceScaleFactor: 1, storageState: await ana.context.storageState() });
    const phone = await context.newPage();
    const phoneErrors: string[] = [];
    phone.on('pageerror', (e) => phoneErrors.push(e.message));
    await phone.goto(page.url());
    await phone.locator('.first-roll').waitFor();
    await folded(phone);

    await untilRoadAffordable(page);
    await phone.waitForFunction((v) => Number(document.querySelector('main[data-version]')?.getAttribute('data-version')) >= v, await version(page));
    await phone.locator('button[data-build=road]:not([disabled])').waitFor();
    for (const [label, p] of [['desktop', page], ['phone', phone]] as const) {
      const { before, building, trading } = await boxes(p, label);
      // THEN the board kept its size (and place) throughout
      expect(building).toEqual(before);
      expect(trading).toEqual(before);
    }
    expect(ana.errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await context.close();
    await ana.context.close();
  });
});
