// A development card held and played on a phone (390×844), in real Chromium against the server's
// bots: once the player holds a card, the prompt, the board (the screen's width) and the hand stay
// in view without scrolling, the board no smaller than before; playing it (a Knight: the robber
// to move) keeps the prompt and the board in view. axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { declineOffer, placed, prompt, step } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
let pia: Person;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(27), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The board's box and its smallest hex on screen. */
const boardSize = (page: Page) => page.evaluate(() => {
  const b = document.querySelector('.board')!.getBoundingClientRect();
  const hex = Math.min(...[...document.querySelectorAll('.tile > polygon')].map((p) => p.getBoundingClientRect().width));
  return { top: Math.round(b.top), bottom: Math.round(b.bottom), width: Math.round(b.width), height: Math.round(b.height), hex };
});

/** With the page at its top: the shown controls of these selectors not wholly inside the viewport (or none shown). */
async function outOfView(page: Page, selectors: readonly string[]): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = await Promise.all(selectors.map((s) => placed(page, s)));
  return found.flatMap((list, i) => (list.length === 0 ? [`${selectors[i]} not shown`] : list.filter((c) => !c.inside).map((c) => `${selectors[i]}: ${c.name}`)));
}

describe('a development card on a phone', () => {
  it('held: the prompt, the board and the hand stay in view, the board its size', { timeout: 240_000 }, async () => {
    pia = await person(browser, PHONE);
    const { page } = pia;
    await page.goto(`${stack.url}/`);
    await page.selectOption('#play-players', '3');
    await page.selectOption('#play-level', 'easy');
    await page.fill('#play-name', 'Pia');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.locator('[data-prompt]').waitFor();
    // Roads never: the cards go to development cards (step() buys one a turn when it can).
    const built = new Set<number>();
    for (let i = 0; i < 400; i++) built.add(i);
    let before: Awaited<ReturnType<typeof boardSize>> | null = null;
    const until = Date.now() + 200_000;
    while (!(await page.locator('.devcards .dev').count())) {
      if (Date.now() > until) throw new Error(`no card bought; at "${await prompt(page)}"`);
      if (!before && (await prompt(page)).startsWith('Trade, build')) before = await boardSize(page);
      const did = (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
      if (!did) await page.waitForTimeout(50);
    }
    await page.waitForTimeout(300);
    // (the automation's clicks scroll the page to reach the dock's buttons; a tap does not)
    await page.evaluate(() => window.scrollTo(0, 0));
    const held = await boardSize(page);
    await shot(page, 'dev-card-phone-held');
    console.log('phone dev card', JSON.stringify({ before, held }));
    expect(await outOfView(page, ['[data-prompt]', '.board', '.hand .card', '.devcards .dev'])).toEqual([]);
    expect(held.width).toBeGreaterThanOrEqual(370);
    expect(held.top).toBeGreaterThanOrEqual(0);
    expect(held.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(held.hex).toBeGreaterThanOrEqual(0.99 * before!.hex);
    expect(await axeSettled(page)).toEqual([]);

    // WHEN the card may be played (from the next turn), the player taps Play
    const play = page.locator('.devcards button:not([disabled])', { hasText: 'Play' });
    const later = Date.now() + 120_000;
    while (!(await play.count())) {
      if (Date.now() > later) throw new Error(`card never playable; at "${await prompt(page)}"`);
      const did = (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
      if (!did) await page.waitForTimeout(50);
    }
    const card = await page.locator('.devcards .dev').first().getAttribute('data-card');
    const ready = await boardSize(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await play.first().tap().catch(() => play.first().click());
    await page.waitForTimeout(600);
    // THEN where the page is (not scrolled back by the test), the prompt and the board are in view
    const scrolledBy = await page.evaluate(() => document.scrollingElement!.scrollTop);
    const inView = await page.evaluate(() => ['[data-prompt]', '.board'].map((sel) => {
      const r = document.querySelector(sel)!.getBoundingClientRect();
      return { sel, top: Math.round(r.top), bottom: Math.round(r.bottom), inside: r.top >= -0.5 && r.bottom <= innerHeight + 0.5 };
    }));
    const played = await boardSize(page);
    await shot(page, 'dev-card-phone-played');
    console.log('phone dev card played', card, await prompt(page), JSON.stringify({ ready, played, scrolledBy, inView }));
    expect(scrolledBy).toBe(0);
    expect(inView.filter((v) => !v.inside)).toEqual([]);
    expect(played.hex).toBeGreaterThanOrEqual(0.99 * before!.hex);
    expect(await axeSettled(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });
});
