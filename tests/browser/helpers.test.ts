// A Helpers game in real Chromium, against the server's bots: Play now with the Helpers box ticked,
// the player's helper card and everyone's helper in their panels, then the person plays until
// their helper's use is offered (a Mayor called by a roll that gave them nothing, or any other
// helper in their turn) and uses it through its dialog (a board helper's spot picked first: the
// Explorer's road and its new spot), answering a look's choice if one follows.
// The same seat on a phone (390×844) shows the helper in the dock. axe finds nothing serious on
// either screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, launch, logLines, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { act, declineOffer, prompt, step } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
let pia: Person;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(62), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});


/** Takes the first card a look offers (Noblewoman, Architect); true if there was one. */
async function chooseCard(page: Page): Promise<boolean> {
  const card = page.locator('dialog[open] [data-choose-card]').first();
  if (!(await card.count())) return false;
  await act(page, () => card.click());
  return true;
}

/** Uses the player's helper through its dialog, if the domain offers a use now; true if used. */
async function useHelper(page: Page, checked: { axe: boolean }): Promise<boolean> {
  // The use's dialog: it waits while a command of the player's is on its way, so it may come up
  // after this function gave up on it — then the next call goes on from it.
  const dialog = page.locator('dialog[open]').filter({ has: page.locator('[data-helper-send]') });
  if (!(await dialog.count())) {
    const use = page.locator('[data-use-helper]');
    if (!(await use.count()) || !(await use.isEnabled())) return false;
    // (a use offered in another's turn, the Mayor's after a roll, may be gone by the click: the bots play on)
    if (!(await use.click({ timeout: 3_000 }).then(() => true, () => false))) return false;
    // A board helper: its spot first (the Explorer's road, then the road's new spot), then the dialog.
    // (the use may go as the bots play on: its button with it)
    for (let i = 0; i < 2; i++) {
      if ((await use.getAttribute('aria-pressed', { timeout: 3_000 }).catch(() => null)) !== 'true') break;
      if (!(await page.locator('.spot').first().click({ timeout: 3_000 }).then(() => true, () => false))) return false;
    }
  }
  // The dialog closes itself when the use stops being legal (another's turn moved on while it was
  // open): then the player goes on playing, and a later use is tried.
  const send = dialog.locator('[data-helper-send]');
  try {
    await send.waitFor({ timeout: 5_000 });
    if (await dialog.locator('[data-merchant-form]').count()) {
      await dialog.locator('[data-merchant-resource]').selectOption({ index: 1 }, { timeout: 5_000 });
      await dialog.locator('[data-partner]').first().check({ timeout: 5_000 });
      await dialog.locator('[data-merchant-give]').selectOption({ index: 1 }, { timeout: 5_000 });
    } else if (await dialog.locator('[data-use]').count()) {
      await dialog.locator('[data-use]').first().click({ timeout: 5_000 });
    }
    if (!checked.axe) {
      await shot(page, 'helpers-desktop-use');
      const found = await axeSettled(page);
      if (await send.count()) {
        checked.axe = true;
        expect(found).toEqual([]);
      }
    }
    if (!(await send.isEnabled({ timeout: 5_000 }))) {
      await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 5_000 });
      return false;
    }
    await send.click({ timeout: 5_000 });
  } catch (error) {
    if (await send.count()) throw error;
    return false;
  }
  await page.waitForFunction(() => !document.querySelector('.conn-pending'), undefined, { timeout: 15_000 });
  return true;
}

describe('a Helpers game against bots', () => {
  it('starts from Play now with Helpers ticked, showing the helpers', async () => {
    pia = await person(browser);
    const { page } = pia;
    await page.goto(`${stack.url}/`);
    await page.getByRole('button', { name: 'Play now' }).waitFor();
    await page.locator('.play-now [data-expansion=helpers]').check();
    await page.selectOption('#play-players', '3');
    await page.selectOption('#play-level', 'easy');
    await page.fill('#play-name', 'Pia');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    // (beside the board on a desktop, in the dock on a phone)
    await page.waitForSelector('.module-side .helpers', { timeout: 30_000 });
    // Helpers are dealt at the second set-up settlements.
    const built = new Set<number>();
    const until = Date.now() + 120_000;
    while ((await page.locator('.player-list .player-helper').count()) < 3) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
      if ((await step(page, built)) === null) await page.waitForTimeout(50);
    }
    const card = page.locator('.module-side .helpers > .helper-card');
    expect(await card.getAttribute('data-side')).toBe('A');
    expect(await card.locator('.helper-ability').textContent()).toMatch(/./);
    expect(await page.locator('.module-side .helper-display li').count()).toBe(7);
    await shot(page, 'helpers-desktop-start');
    expect(await axeSettled(page)).toEqual([]);
  });

  it('plays until the helper is used', async () => {
    const { page } = pia;
    const built = new Set<number>();
    const checked = { axe: false };
    const until = Date.now() + 240_000;
    for (;;) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
      if (await chooseCard(page)) continue;
      if (await declineOffer(page)) continue;
      if (await useHelper(page, checked)) break;
      const did = await step(page, built);
      if (did === null) await page.waitForTimeout(50);
    }
    await page.waitForFunction(() => [...document.querySelectorAll('.log-lines li')].some((li) => /^Pia used the /.test(li.textContent ?? '')));
    await chooseCard(page);
    expect((await logLines(page)).some((l) => /^Pia (turned .+ to side B|returned .+ and took )/.test(l))).toBe(true);
    await shot(page, 'helpers-desktop-played');
    expect(await axeSettled(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });

  it('shows the same seat on a phone: the helper in the dock', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', deviceScaleFactor: 1, storageState: await pia.context.storageState() });
    const phone = await context.newPage();
    await phone.goto(pia.page.url());
    await phone.waitForSelector('.dock .helpers > .helper-card');
    const overflow = await phone.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.locator('.dock .helpers').scrollIntoViewIfNeeded();
    await shot(phone, 'helpers-phone');
    expect(await axeSettled(phone)).toEqual([]);
    await context.close();
  });
});
