// A Friends game in real Chromium, against the server's bots: Play now with the Friends box ticked,
// the favors panel and the guild card at the table, then the person plays (a gift offered in their
// main phases until a favor is used; any gift offered to them accepted, any exchange answered)
// until a favor was used and its line logged: each accepted gift draws a token, and three of the
// five guilds cost one token of their own, so some turn brings a usable one. The same
// seat on a phone (390×844) keeps the table in view with the favors in the dock. axe finds nothing
// serious on either screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, launch, logLines, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { act, answerFriends, declineOffer, prompt, step, turnNumber } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
let pia: Person;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(61), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});


/** Uses the first usable favor, whatever its guild asks; true if one was used. */
async function useFavor(page: Page): Promise<boolean> {
  const use = page.locator('[data-use]').first();
  if (!(await use.count()) || !(await use.isEnabled())) return false;
  const guild = await use.getAttribute('data-use');
  await use.click();
  if (guild === 'merchant') {
    const dialog = page.locator('dialog[open]');
    const give = dialog.locator('[data-swap="1"] select').first();
    await give.selectOption({ index: 1 });
    await dialog.locator('[data-swap="1"] select').nth(1).selectOption({ index: 1 });
    await act(page, () => dialog.locator('[data-merchant-send]').click());
  } else if (guild === 'trader') {
    await act(page, () => page.locator('dialog[open] [data-trader]').first().click());
  } else if (guild === 'pavers') {
    await act(page, () => page.locator('.spot-edge').first().click());
  } else {
    await page.waitForFunction(() => !document.querySelector('.conn-pending'));
  }
  return true;
}

describe('a Friends game against bots', () => {
  it('starts from Play now with Friends ticked, showing the favors and the guild card', async () => {
    pia = await person(browser);
    const { page } = pia;
    await page.goto(`${stack.url}/`);
    await page.getByRole('button', { name: 'Play now' }).waitFor();
    await page.locator('.play-now [data-expansion=friends]').check();
    await page.locator('.create [data-expansion=friends]').scrollIntoViewIfNeeded();
    expect(await axeSettled(page)).toEqual([]);
    await page.selectOption('#play-players', '3');
    await page.selectOption('#play-level', 'easy');
    await page.fill('#play-name', 'Pia');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('[data-favors]', { timeout: 30_000 });
    expect(await page.locator('[data-favors] h2').textContent()).toBe('Guild favors Played to 11 points');
    expect(await page.locator('.side [data-guild-card] .cost-row').count()).toBe(5);
    expect(await page.locator('.player-list [data-favor-tokens]').count()).toBe(3);
    expect(await logLines(page)).toContain('Friends: the favor tokens are shuffled face down. The game is played to 11 points.');
    await shot(page, 'friends-desktop-start');
  });

  it('plays: a gift offered, favors drawn and used', async () => {
    const { page } = pia;
    const built = new Set<number>();
    let gifted = -1;
    let offered = false;
    let used = false;
    const until = Date.now() + 240_000;
    // Until a gift was offered and a favor used (in either order: the bots' pace may bring a
    // token before any gift). A gift each turn, one being the most a turn allows.
    while (!(offered && used)) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
      if (await answerFriends(page)) continue;
      if (await declineOffer(page)) continue;
      const text = await prompt(page);
      if (text.startsWith('Trade, build')) {
        if (gifted !== (await turnNumber(page)) && (await page.locator('[data-gift]').count()) && (await page.locator('[data-gift]').isEnabled())) {
          await page.locator('[data-gift]').click();
          const dialog = page.locator('dialog[open]');
          await dialog.locator('[data-gift-res]').first().click();
          await shot(page, 'friends-desktop-gift');
          expect(await axeSettled(page)).toEqual([]);
          await act(page, () => dialog.locator('[data-gift-send]').click());
          gifted = await turnNumber(page);
          // The bot answers; the table waits for it meanwhile.
          await page.waitForFunction(() => [...document.querySelectorAll('.log-lines li')].some((li) => /accepts the gift|refuses the gift/.test(li.textContent ?? '')),
            undefined, { timeout: 20_000 });
          // Read now: the log renders only the rows in view, and later turns scroll this one away.
          offered ||= (await logLines(page)).some((l) => /^Pia offers .+ a gift of 1 /.test(l));
          continue;
        }
        if (!used && (await useFavor(page))) {
          used = true;
          // Read when it lands, for the same reason.
          await page.waitForFunction(() => [...document.querySelectorAll('.log-lines li')].some((li) => /^Pia uses a favor of the /.test(li.textContent ?? '')));
          continue;
        }
      }
      const did = await step(page, built);
      if (did === null) await page.waitForTimeout(50);
    }
    expect(offered).toBe(true);
    expect(used).toBe(true);
    // Every favor Pia drew names its guild for her.
    for (const l of (await logLines(page)).filter((x) => x.startsWith('Pia drew a favor token'))) expect(l).toMatch(/ of the \w+’ guild /);
    await shot(page, 'friends-desktop-played');
    expect(await axeSettled(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });

  it('shows the same seat on a phone: the table in view, the favors in the dock', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', deviceScaleFactor: 1, storageState: await pia.context.storageState() });
    const phone = await context.newPage();
    await phone.goto(pia.page.url());
    await phone.waitForSelector('[data-favors]');
    const fit = await phone.evaluate(() => {
      const doc = document.scrollingElement!;
      const board = document.querySelector('.board')!.getBoundingClientRect();
      return { overflowX: doc.scrollWidth - doc.clientWidth, boardRight: board.right, width: innerWidth };
    });
    expect(fit.overflowX).toBeLessThanOrEqual(0);
    expect(fit.boardRight).toBeLessThanOrEqual(fit.width);
    await phone.locator('[data-favors]').scrollIntoViewIfNeeded();
    await shot(phone, 'friends-phone');
    expect(await axeSettled(phone)).toEqual([]);
    await context.close();
  });
});
