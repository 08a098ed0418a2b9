// Driving a seat through the UI as a person would (English texts): read the prompt, click what
// it asks for, and wait for the game to move on.
import type { Page } from 'playwright-core';

export const version = async (page: Page): Promise<number> => Number(await page.locator('main[data-version]').getAttribute('data-version'));
export const prompt = async (page: Page): Promise<string> => (await page.locator('[data-prompt]').textContent()) ?? '';
export const turnNumber = async (page: Page): Promise<number> => {
  const text = (await page.locator('.phase').textContent()) ?? '';
  return Number(/Turn (\d+)/.exec(text)?.[1] ?? 0);
};

/** Clicks, then waits until the click's command is answered (nothing pending) and the stream moved. */
export async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await version(page);
  await click();
  await moved(page, before);
}

/** Waits until nothing is pending and the stream is past `before`. */
export async function moved(page: Page, before: number): Promise<void> {
  await page.waitForFunction((v) => {
    const main = document.querySelector('main[data-version]');
    return !document.querySelector('.conn-pending') && main && Number(main.getAttribute('data-version')) > v;
  }, before, { timeout: 15_000 });
}

/** The discard dialog a 7 opens (not a progress card's answer, whose dialog also counts cards chosen). */
const discardDialog = (page: Page) => page.locator('dialog[open]').filter({ has: page.getByRole('button', { name: 'Discard these cards' }) });

async function discard(page: Page): Promise<void> {
  const dialog = discardDialog(page);
  const [, n] = /of (\d+)/.exec((await dialog.locator('[data-chosen]').textContent()) ?? '') ?? [];
  for (let chosen = 0; chosen < Number(n); chosen++) {
    const more = dialog.locator('button[aria-label^="More "]:not([disabled])').first();
    await more.click();
  }
  await act(page, () => dialog.getByRole('button', { name: 'Discard these cards' }).click());
}

/**
 * The first of the spots a finger can reach: on a phone the dock rises over the board's lower edge
 * while a build is chosen (sheet-rise.ts), and a spot under it takes no tap.
 */
async function uncovered(page: Page, selector: string) {
  const index = await page.locator(selector).evaluateAll((els) => els.findIndex((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && el.contains(hit);
  }));
  return page.locator(selector).nth(Math.max(0, index));
}

/**
 * Does one thing the game asks of this player, if anything: returns what it did, or null.
 * In the main phase it builds one road when it can (else buys a card when it can), then ends the
 * turn; with `spend` false it keeps its cards and ends the turn. `halt`: a prompt it must leave
 * alone (the moment a caller waits for may arrive between the caller's check and this step's read).
 */
export async function step(page: Page, built: Set<number>, spend = true, halt?: (prompt: string) => boolean): Promise<string | null> {
  if (await discardDialog(page).count()) {
    await discard(page);
    return 'discard';
  }
  const text = await prompt(page);
  if (halt?.(text)) return null;
  const turn = await turnNumber(page);
  if (text.startsWith('Your turn: roll')) {
    await act(page, () => page.getByRole('button', { name: 'Roll dice' }).click());
    return 'roll';
  }
  if (text.startsWith('Move the robber')) {
    const before = await version(page);
    await page.locator('.spot-hex').first().click();
    const victim = page.locator('dialog[open] .choices button.primary').first();
    if (await victim.count()) await victim.click();
    await moved(page, before);
    return 'robber';
  }
  if (text.startsWith('Place a settlement') || text.startsWith('Place a road') || /^Place \d free road/.test(text)) {
    await act(page, () => page.locator('.spot').first().click());
    return 'place';
  }
  if (text.startsWith('Trade, build')) {
    const road = page.locator('button[data-build=road]');
    if (spend && !built.has(turn) && (await road.isEnabled())) {
      built.add(turn);
      await road.click();
      await act(page, async () => (await uncovered(page, '.spot-edge')).click());
      return 'road';
    }
    const buy = page.getByRole('button', { name: 'Buy development card' });
    if (spend && !built.has(-turn) && (await buy.isEnabled())) {
      built.add(-turn);
      await act(page, () => buy.click());
      return 'buy';
    }
    await act(page, () => page.getByRole('button', { name: 'End turn' }).click());
    return 'end';
  }
  return null;
}

/** Trades with the bank, through the trade bar, for the brick or lumber a road lacks, if a pile pays its rate. */
export async function bankForRoad(page: Page): Promise<boolean> {
  const hand = await page.locator('.hand .card[data-resource]').evaluateAll((lis) => lis.map((li) => ({
    r: li.getAttribute('data-resource')!, n: Number(li.getAttribute('data-count')), rate: Number(/(\d):1/.exec(li.querySelector('.ratio')?.textContent ?? '')?.[1] ?? 4),
  })));
  const lacking = (['brick', 'lumber'] as const).find((r) => hand.find((h) => h.r === r)!.n === 0);
  if (!lacking) return false;
  const spare = hand.find((h) => h.r !== 'brick' && h.r !== 'lumber' && h.n >= h.rate)
    ?? hand.find((h) => h.r !== lacking && h.n >= h.rate + 1);
  if (!spare) return false;
  if (!(await page.locator('[data-trade-bar]').isVisible())) await page.locator('.trade-toggle').click();
  for (let i = 0; i < spare.rate; i++) await page.locator(`.hand .card[data-resource="${spare.r}"] .card-button`).click();
  await page.locator(`[data-want="${lacking}"]`).click();
  await act(page, () => page.locator('[data-bank]').click());
  return true;
}

/** Answers what Friends asks of the player now (a gift offered to them, a token to return); true if it did. */
export async function answerFriends(page: Page): Promise<boolean> {
  const accept = page.locator('dialog[open] [data-gift-accept]');
  if (await accept.count()) {
    await act(page, () => accept.click());
    return true;
  }
  const back = page.locator('dialog[open] [data-return]').first();
  if (await back.count()) {
    await act(page, () => back.click());
    return true;
  }
  return false;
}

/** Declines an open trade offer made to this player, if any (a bot's offer waits for answers). */
export async function declineOffer(page: Page): Promise<boolean> {
  const decline = page.locator('.offer-pop button:not([disabled])', { hasText: 'Decline' });
  if (!(await decline.count())) return false;
  // The offer may be settled (withdrawn, or answered by the others) as the click lands: its pop-up
  // goes, and there is nothing left to decline (a click would wait for it to come back).
  return decline.first().click({ timeout: 5_000 }).then(() => true, async (error: unknown) => {
    if (await decline.count()) throw error;
    return false;
  });
}

/** A line of the game log, and when this page first showed it (page clock, ms). */
export interface SeenLine {
  readonly event: number;
  readonly text: string;
  readonly at: number;
}

/**
 * Starts noting, in the page, when each log line first shows (polled every 25 ms), and the most
 * records ever waiting to be shown (`main[data-waiting]`). Read them with `seenLines`.
 */
export async function watchLog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: { event: number; text: string; at: number }[]; __maxWaiting: number };
    w.__seen = [];
    w.__maxWaiting = 0;
    const known = new Set<string>();
    setInterval(() => {
      for (const li of document.querySelectorAll('.log-lines li')) {
        const key = `${li.getAttribute('data-event')}|${li.textContent}`;
        if (known.has(key)) continue;
        known.add(key);
        w.__seen.push({ event: Number(li.getAttribute('data-event')), text: li.textContent ?? '', at: performance.now() });
      }
      w.__maxWaiting = Math.max(w.__maxWaiting, Number(document.querySelector('main[data-waiting]')?.getAttribute('data-waiting') ?? 0));
    }, 25);
  });
}

export const seenLines = (page: Page): Promise<{ lines: SeenLine[]; maxWaiting: number }> => page.evaluate(() => {
  const w = window as unknown as { __seen: SeenLine[]; __maxWaiting: number };
  return { lines: w.__seen, maxWaiting: w.__maxWaiting };
});

/** The controls matching `selector` that are shown, each with whether it lies wholly inside the viewport. */
export const placed = (page: Page, selector: string): Promise<{ name: string; inside: boolean; width: number; height: number }[]> =>
  page.locator(selector).evaluateAll((els) => els.flatMap((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return [];
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
    const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    return [{ name, inside, width: Math.round(r.width), height: Math.round(r.height) }];
  }));

/** How far the page is scrolled (0: at the top). */
export const scrolled = (page: Page): Promise<number> => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
