// Players' cards keep their height whatever their tags, in real Chromium: with a long name, a
// bot's level and "playing now", every card's head stays one line (the name and the tags shorten,
// the points whole) at 1366×800 (two cards to a row beside the board) and 1280×900 (one to a row);
// nothing spills across, and axe finds nothing serious.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, DESKTOP, launch, person, shot, startStack } from './support/browser.ts';

const LAPTOP = { width: 1366, height: 800 };

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(33), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

for (const [label, viewport] of [['laptop', LAPTOP], ['desktop', DESKTOP]] as const) {
  it(`keeps each player's card head one line on a ${label} (${viewport.width}×${viewport.height})`, async () => {
    const ana = await person(browser, viewport);
    const { page } = ana;
    await page.goto(`${stack.url}/`);
    await page.selectOption('#play-players', '4');
    await page.selectOption('#play-level', 'good');
    await page.fill('#play-name', 'Anastasia Wolkonskaja-Brandenburg');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.locator('.player .tag-turn').waitFor({ timeout: 30_000 });
    const cards = await page.locator('.side .player').evaluateAll((lis) => lis.map((li) => {
      const head = li.querySelector('.player-head')!;
      const vp = li.querySelector('.vp')!.getBoundingClientRect();
      const tags = [...head.querySelectorAll('.tag')].map((t) => t.getBoundingClientRect());
      return {
        head: Math.round(head.getBoundingClientRect().height), vp: Math.round(vp.height),
        spill: head.scrollWidth - head.clientWidth, tagsOneLine: tags.every((t) => Math.abs(t.top - tags[0].top) < 2),
        vpInside: vp.right <= li.getBoundingClientRect().right + 0.5,
      };
    }));
    await shot(page, `player-cards-${label}`);
    console.log(label, JSON.stringify(cards));
    expect(cards.length).toBe(4);
    for (const c of cards) {
      expect(c.head).toBeLessThanOrEqual(c.vp + 4);
      expect(c.spill).toBeLessThanOrEqual(0);
      expect(c.tagsOneLine).toBe(true);
      expect(c.vpInside).toBe(true);
    }
    expect(await axeSettled(page)).toEqual([]);
    expect(ana.errors).toEqual([]);
    await ana.context.close();
  });
}
