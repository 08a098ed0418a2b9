// Games with the mini-expansions in real Chromium, against the server's bots: "Play now" with the
// boxes ticked, set-up placed by tapping on a phone (390×844), then the player's first main phase,
// followed on the phone and on a desktop (1366×800) tab of the same seat. A rule module's panel in
// the dock (the favors, the helper) never squeezes the board: at five seats with Friends and
// Helpers, and with Friends alone, the 30-hex board keeps its size on the phone (as in
// tests/browser/five-six.test.ts) with the prompt and the hand in view over it and the panels in
// the dock below, each whole on the screen once scrolled to, nothing scrolling sideways; on the
// desktop (1366×800) the whole table fits one screen, the board in the frame's height, the panels
// beside it, wholly in view without scrolling anything (the helper's Use too). At four seats with Friends the base board keeps the
// phone's whole width. axe finds nothing serious on either screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { act, declineOffer, placed, prompt, step } from './support/ui.ts';

const LAPTOP = { width: 1366, height: 800 };
/** The hexes of a board one hex wider than the base board, in the frame's whole width: 1062/1235 of the base board's. */
const WIDEST = 0.85;
/** The base board's hexes in the frame's whole width, as on a phone without module panels. */
const WHOLE = 0.99;
/** (in the dock on a phone, beside the board on a desktop) */
const FAVORS = ':is(.dock, .module-side) [data-favors]';
const HELPER = ':is(.dock, .module-side) .helpers';

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(64), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A hex's width on screen, and a base board's hex (173 units of its 1062) in the frame's width. */
const hexes = (page: Page) => page.evaluate(() => {
  const frame = document.querySelector('.board')!.getBoundingClientRect();
  const widths = [...document.querySelectorAll('.tile > polygon')].map((p) => p.getBoundingClientRect().width);
  return { hex: Math.min(...widths), base: (100 * Math.sqrt(3) * frame.width) / 1062 };
});

/** How far the document overflows either way, and the board's box. */
const fit = (page: Page) => page.evaluate(() => {
  const doc = document.scrollingElement!;
  const board = document.querySelector('.board')!.getBoundingClientRect();
  return { overflowX: doc.scrollWidth - doc.clientWidth, overflowY: doc.scrollHeight - doc.clientHeight, right: board.right, width: innerWidth };
});

/** With the page at its top, the controls matching the selectors that are shown but not wholly inside the viewport. */
const outOfView = async (page: Page, selectors: readonly string[]) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = await Promise.all(selectors.map((s) => placed(page, s)));
  return found.flatMap((list, i) => (list.length === 0 ? [`${selectors[i]} not shown`] : list.filter((c) => !c.inside).map((c) => c.name)));
};

/** Each panel scrolled to: the ones not wholly on the screen then. */
async function cutWhenScrolledTo(page: Page, selectors: readonly string[]): Promise<string[]> {
  const cut: string[] = [];
  for (const s of selectors) {
    await page.locator(s).scrollIntoViewIfNeeded();
    const [box] = await placed(page, s);
    if (!box?.inside) cut.push(s);
  }
  await page.evaluate(() => {
    document.querySelector('.dock')?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  });
  return cut;
}

/** "Play now" on a phone with these mini-expansions at this many seats (easy bots): the board's set-up. */
async function playNow(players: number, expansions: readonly string[], rule?: string): Promise<Person> {
  const pia = await person(browser, PHONE);
  const { page } = pia;
  await page.goto(`${stack.url}/`);
  await page.getByRole('button', { name: 'Play now' }).waitFor();
  for (const e of expansions) await page.locator(`.play-now [data-expansion=${e}]`).check();
  await page.selectOption('#play-players', String(players));
  // The variable board at every size: a set-up to place (the beginner board's is placed for you).
  await page.selectOption('#play-board', 'variable');
  if (rule) await page.selectOption('#play-rule', rule);
  await page.selectOption('#play-level', 'easy');
  await page.fill('#play-name', 'Pia');
  await page.getByRole('button', { name: 'Play now' }).click();
  await page.waitForURL(/\/game\//);
  await page.waitForSelector('.spot-vertex', { timeout: 30_000 });
  expect(await page.locator('.player-list .player').count()).toBe(players);
  return pia;
}

/** Through set-up (tapping the spots) to the player's first main phase, building nothing. */
async function toMainPhase(page: Page, name: string): Promise<void> {
  const built = new Set<number>([1, -1]);
  const until = Date.now() + 100_000;
  while (!(await prompt(page)).startsWith('Trade, build')) {
    if (Date.now() > until) {
      await shot(page, `${name}-stuck`);
      throw new Error(`stuck at "${await prompt(page)}"`);
    }
    // A special building phase (another player's turn): the player passes.
    if ((await prompt(page)).startsWith('Build or buy')) {
      await act(page, () => page.locator('[data-end-turn]').click());
      continue;
    }
    const did = (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
    if (!did) await page.waitForTimeout(50);
  }
}

/** On the phone: the board keeps its size (`least`: of the base board's hex) and the screen's width; prompt, hand and board in view; each panel whole once scrolled to. */
async function onPhone(page: Page, panels: readonly string[], least: number, name: string): Promise<number> {
  for (const p of panels) await page.waitForSelector(p);
  const phone = await fit(page);
  expect(phone.overflowX).toBeLessThanOrEqual(0);
  expect(phone.right).toBeLessThanOrEqual(phone.width);
  const size = await hexes(page);
  expect(size.hex).toBeGreaterThanOrEqual(least * size.base);
  expect(await outOfView(page, ['[data-prompt]', '.hand .card', '.board'])).toEqual([]);
  await shot(page, `${name}-phone`);
  expect(await axeSettled(page)).toEqual([]);
  expect(await cutWhenScrolledTo(page, panels)).toEqual([]);
  await page.locator(panels[panels.length - 1]).scrollIntoViewIfNeeded();
  await shot(page, `${name}-phone-panels`);
  return size.hex;
}

/** The same seat on a desktop: the whole table on one screen, the board in the frame's height, the panels and the prompt in it. */
async function onDesktop(pia: Person, panels: readonly string[], name: string): Promise<number> {
  const context = await browser.newContext({ viewport: LAPTOP, locale: 'en-US', deviceScaleFactor: 1, storageState: await pia.context.storageState() });
  const desk = await context.newPage();
  await desk.goto(pia.page.url());
  for (const p of panels) await desk.waitForSelector(p);
  const wide = await fit(desk);
  expect(wide.overflowX).toBeLessThanOrEqual(0);
  expect(wide.overflowY).toBeLessThanOrEqual(0);
  // The board in the frame's height: hexes of about 66 px here (squeezed by the panels, 31 px).
  const deskSize = await hexes(desk);
  expect(deskSize.hex).toBeGreaterThanOrEqual(60);
  expect(await outOfView(desk, ['[data-prompt]', '.hand .card', '.board'])).toEqual([]);
  await shot(desk, `${name}-desktop`);
  // The panels beside the board, each wholly in view as the page opens: no inner area to scroll.
  expect(await desk.locator('.dock .module-panel').count()).toBe(0);
  expect(await outOfView(desk, [...panels, '.module-side :is(.module-panel > :not(details), .helpers > .helper-card > *, .helper-display > summary, [data-use], [data-use-helper])'])).toEqual([]);
  const scrollers = await desk.evaluate(() => [...document.querySelectorAll('.module-side, .dock')].map((el) => ({ cls: el.className, over: el.scrollHeight - el.clientHeight })));
  console.log(name, 'desktop', JSON.stringify({ hex: deskSize, scrollers }));
  expect(scrollers.filter((s) => s.over > 0)).toEqual([]);
  // A board helper's Use (the Mendicant's, in the seeded five-seat game): its instruction is the top prompt, until Escape.
  const use = desk.locator('.module-side [data-use-helper]');
  if ((await use.count()) && (await use.isEnabled())) {
    const before = await prompt(desk);
    await use.click();
    if ((await use.getAttribute('aria-pressed')) === 'true') {
      await desk.locator('[data-prompt][data-mode-prompt]').waitFor();
      expect(await prompt(desk)).toMatch(/^Pick /);
      expect(await outOfView(desk, ['[data-prompt]', '.spot', '[data-helper-hint] button'])).toEqual([]);
      // (the helper's hint and its Cancel are not under the dock, which rises over the board's edge in a mode)
      const cancel = desk.locator('[data-helper-hint] button', { hasText: 'Cancel' });
      expect(await cancel.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b;
      })).toBe(true);
      await shot(desk, `${name}-desktop-helper-mode`);
      await desk.keyboard.press('Escape');
      await expect.poll(() => prompt(desk)).toBe(before);
    } else {
      await desk.locator('dialog[open]').getByRole('button', { name: 'Cancel' }).click();
    }
  }
  expect(await axeSettled(desk)).toEqual([]);
  await context.close();
  return deskSize.hex;
}

describe('a 5-player game with Friends and Helpers', () => {
  let pia: Person;
  it('starts from Play now at five seats with both mini-expansions', async () => {
    pia = await playNow(5, ['friends', 'helpers'], 'special-building');
    expect(await pia.page.locator('.tile').count()).toBe(30);
    const setup = await hexes(pia.page);
    expect(setup.hex).toBeGreaterThanOrEqual(WIDEST * setup.base);
  });

  it('in the player\'s first main phase: the board, prompt and hand in view, the panels in the dock on a phone, beside the board on a desktop', async () => {
    await toMainPhase(pia.page, 'modules-five');
    await pia.page.waitForSelector(`${HELPER} > .helper-card`);
    await onPhone(pia.page, [FAVORS, HELPER], WIDEST, 'modules-five');
    await onDesktop(pia, [FAVORS, HELPER], 'modules-five');
    expect(pia.errors).toEqual([]);
  });
});

describe('Friends alone: the favors never squeeze the board', () => {
  it('at five seats, on a phone and a desktop', async () => {
    const pia = await playNow(5, ['friends'], 'special-building');
    expect(await pia.page.locator('.tile').count()).toBe(30);
    await toMainPhase(pia.page, 'friends-five');
    expect(await pia.page.locator('.helpers').count()).toBe(0);
    await onPhone(pia.page, [FAVORS], WIDEST, 'friends-five');
    await onDesktop(pia, [FAVORS], 'friends-five');
    expect(pia.errors).toEqual([]);
    await pia.context.close();
  });

  it('at four seats on a phone, the base board in the screen\'s whole width', async () => {
    const pia = await playNow(4, ['friends']);
    expect(await pia.page.locator('.tile').count()).toBe(19);
    await toMainPhase(pia.page, 'friends-four');
    await onPhone(pia.page, [FAVORS], WHOLE, 'friends-four');
    expect(pia.errors).toEqual([]);
    await pia.context.close();
  });
});
