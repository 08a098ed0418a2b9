// A 5-player game in real Chromium, against the server's bots: "Play now" at five seats, the
// 30-hex board fitting a phone (390×844: the board inside the viewport, no horizontal scroll, the
// seats' strip three to a row, set-up spots a finger wide once zoomed, by hand or by itself),
// set-up placed by tapping, then one special building phase, followed on the phone and on a
// desktop (1366×800) tab of the same seat with no page scroll: its banner for everyone, and for
// the player when they build, Pass instead of End turn and no trade bar. Then six seats (the fixed
// map, paired players) fit both screens, and a phone shows Player 2's part whole. On the phone the board keeps the frame's whole width
// whatever is above and under it (the roll for the first player, the phase's banner, the moves):
// its hexes as large as a board one hex wider than the base board can be (1062/1235 of the base
// board's on the same phone) and its tokens no smaller than the base board's. Screenshots go to
// the artifacts folder; axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { act, bankForRoad, declineOffer, placed, prompt, step, turnNumber } from './support/ui.ts';

const LAPTOP = { width: 1366, height: 800 };

let stack: LocalStack;
let browser: Browser;
let pia: Person;
let desk: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(56), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** How the page sits in its viewport: the board's box, and how far the document overflows either way. */
const fit = (page: Page) => page.evaluate(() => {
  const board = document.querySelector('.board')!.getBoundingClientRect();
  const doc = document.scrollingElement!;
  return {
    board: { left: board.left, top: board.top, right: board.right, bottom: board.bottom },
    view: { width: innerWidth, height: innerHeight },
    overflowX: doc.scrollWidth - doc.clientWidth,
    overflowY: doc.scrollHeight - doc.clientHeight,
  };
});

/** The on-screen sizes of the spots shown inside the board: corners' diameters, sides' band widths. */
const spotSizes = (page: Page, kind: 'vertex' | 'edge') => page.locator(`.spot-${kind} .spot-hit`).evaluateAll((els, k) => {
  const frame = els[0]?.closest('svg')?.getBoundingClientRect();
  return els.flatMap((el) => {
    const r = el.getBoundingClientRect();
    if (!frame || r.right < frame.left || r.left > frame.right || r.bottom < frame.top || r.top > frame.bottom) return [];
    const scale = (el as SVGGraphicsElement).getScreenCTM()!.a;
    if (k === 'vertex') return [2 * Number(el.getAttribute('r')) * scale];
    const p = (el.getAttribute('points') ?? '').split(' ').map((xy) => xy.split(',').map(Number));
    return [Math.hypot(p[0][0] - p[3][0], p[0][1] - p[3][1]) * scale];
  });
}, kind);

/**
 * A number token's radius on screen, and the radius the base board's tokens (34 units, the board
 * 1062 × 996 units) have on the same screen: on a phone the base board takes the frame's whole
 * width (tests/browser/layout.test.ts), on a desktop it fits the frame.
 */
const tokens = (page: Page, phone: boolean) => page.evaluate((narrow) => {
  const frame = document.querySelector('.board')!.getBoundingClientRect();
  const radius = document.querySelector('.token circle')!.getBoundingClientRect().width / 2;
  return { radius, base: 34 * (narrow ? frame.width / 1062 : Math.min(frame.width / 1062, frame.height / 996)) };
}, phone);

/**
 * A hex's width on screen (the whole board shown), and a base board's hex (173 units of its 1062)
 * in the frame's width, as the base board shows on a phone: 61 px at 390 px.
 */
const hexes = (page: Page) => page.evaluate(() => {
  const frame = document.querySelector('.board')!.getBoundingClientRect();
  const widths = [...document.querySelectorAll('.tile > polygon')].map((p) => p.getBoundingClientRect().width);
  return { hex: Math.min(...widths), base: (100 * Math.sqrt(3) * frame.width) / 1062 };
});

/** The hexes of a board one hex wider than the base board, in the frame's whole width: 1062/1235 of the base board's. */
const WIDEST = 0.85;

/** With the page at its top, the controls matching the selectors that are shown but not wholly inside the viewport. */
const outOfView = async (page: Page, selectors: readonly string[]) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = await Promise.all(selectors.map((s) => placed(page, s)));
  return found.flatMap((list, i) => (list.length === 0 ? [`${selectors[i]} not shown`] : list.filter((c) => !c.inside).map((c) => c.name)));
};

/** The part banner (empty when none) and the prompt, read together. */
const words = (page: Page) => page.evaluate(() => ({
  line: document.querySelector('[data-part-banner]')?.textContent ?? '',
  text: document.querySelector('[data-prompt]')?.textContent ?? '',
}));

describe('a 5-player game against bots', () => {
  it('starts from Play now at five seats, with the 30-hex board fitting a phone', async () => {
    pia = await person(browser, PHONE);
    const { page } = pia;
    await page.goto(`${stack.url}/`);
    await page.getByRole('button', { name: 'Play now' }).waitFor();
    // The create form at five: the variable board or the fixed map, and the turn rule, each explained.
    await page.locator('.create input[name=players][value="5"]').check();
    expect(await page.locator('.create input[name=board]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['variable', 'fixed']);
    await page.locator('[data-turn-rules]').scrollIntoViewIfNeeded();
    await shot(page, 'five-lobby-create');
    expect(await axeSettled(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.selectOption('#play-players', '5');
    expect(await page.locator('#play-board option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['variable', 'fixed']);
    await page.selectOption('#play-rule', 'special-building');
    await page.selectOption('#play-level', 'easy');
    await page.fill('#play-name', 'Pia');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('.spot-vertex', { timeout: 30_000 });
    expect(await page.locator('.tile').count()).toBe(30);
    expect(await page.locator('.player-list .player').count()).toBe(5);

    // The roll for the first player is one line, who starts (a tap shows the dice), and the board keeps the screen's width.
    expect(await page.locator('details.first-roll:not([open]) summary').textContent()).toMatch(/^Roll for the first player.+ starts$/);
    const setup = await hexes(page);
    expect(setup.hex).toBeGreaterThanOrEqual(WIDEST * setup.base);
    // The board lies inside the screen and nothing scrolls sideways; the strip's five seats fit.
    const at = await fit(page);
    expect(at.overflowX).toBeLessThanOrEqual(0);
    expect(at.board.left).toBeGreaterThanOrEqual(0);
    expect(at.board.right).toBeLessThanOrEqual(at.view.width);
    expect(at.board.top).toBeGreaterThanOrEqual(0);
    expect(at.board.bottom).toBeLessThanOrEqual(at.view.height);
    const strip = await placed(page, '.player-strip .strip-player');
    expect(strip).toHaveLength(5);
    expect(strip.filter((s) => !s.inside)).toEqual([]);
    // three to a row
    expect(new Set(await page.locator('.strip-player').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))).size).toBe(2);
    await shot(page, 'five-phone-setup');

    // Zoomed in as far as it goes (this larger board goes further than the base one), a corner is a finger wide.
    while (await page.locator('[data-zoom-in]').isEnabled()) await page.locator('[data-zoom-in]').click();
    expect(Number(await page.locator('[data-zoom]').getAttribute('data-zoom'))).toBeGreaterThan(3.4);
    expect(Math.min(...(await spotSizes(page, 'vertex')))).toBeGreaterThanOrEqual(44);
    await shot(page, 'five-phone-zoomed');
    await page.getByRole('button', { name: 'Show the whole board' }).click();
    expect(await axeSettled(page)).toEqual([]);
  });

  it('places the set-up pieces by tapping; a desktop tab of the same seat shows the table on one screen', async () => {
    const { page } = pia;
    // The same seat in a desktop window (its seat token comes with the storage).
    const context = await browser.newContext({ viewport: LAPTOP, locale: 'en-US', deviceScaleFactor: 1, storageState: await pia.context.storageState() });
    desk = await context.newPage();
    await desk.goto(page.url());
    await desk.waitForSelector('.player-me');
    const built = new Set<number>();
    const until = Date.now() + 120_000;
    let placedPieces = 0;
    let roadChecked = false;
    while ((await page.locator('main[data-phase=playing]').count()) === 0) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
      if (!roadChecked && (await prompt(page)).startsWith('Place a road')) {
        // The few spots of a set-up road: the board zooms to them by itself, each a finger wide.
        await page.waitForFunction(() => Number(document.querySelector('[data-zoom]')?.getAttribute('data-zoom')) > 1.3);
        expect(Math.min(...(await spotSizes(page, 'edge')))).toBeGreaterThanOrEqual(44);
        await shot(page, 'five-phone-road');
        roadChecked = true;
      }
      const did = await step(page, built);
      if (did === 'place') placedPieces++;
      else await page.waitForTimeout(50);
    }
    expect(placedPieces).toBe(4);
    expect(roadChecked).toBe(true);
    await shot(page, 'five-phone-playing');
    const at = await fit(desk);
    expect(at.overflowY).toBeLessThanOrEqual(0);
    expect(at.overflowX).toBeLessThanOrEqual(0);
    expect(at.board.bottom).toBeLessThanOrEqual(at.view.height);
    expect((await placed(desk, '.player-list .player')).filter((p) => !p.inside)).toEqual([]);
    await shot(desk, 'five-desktop-playing');
  });

  it('goes through a special building phase: a banner for everyone; Pass, and no trade bar, for the builder', async () => {
    const { page } = pia;
    const built = new Set<number>();
    const seen = new Set<string>();
    let passed = false;
    const until = Date.now() + 110_000;
    // Until the player has passed in a phase and seen a bot build in one.
    while (!passed || seen.size === 0) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}" (${[...seen].join(' | ')}) turn ${await turnNumber(page)} hand ${await page.locator('.hand').textContent()}`);
      const { line, text } = await words(page);
      if (line.startsWith('Special building phase: you may build')) {
        expect(text).toBe('Build or buy development cards, then pass. No cards played, no trades.');
        const pass = page.locator('[data-end-turn]');
        expect(await pass.textContent()).toBe('Pass');
        expect(await page.locator('.trade-toggle').count()).toBe(0);
        expect(await page.locator('[data-trade-bar]').count()).toBe(0);
        await desk.waitForFunction((l) => document.querySelector('[data-part-banner]')?.textContent === l, line);
        expect(await desk.locator('[data-end-turn]').textContent()).toBe('Pass');
        expect(await desk.locator('[data-trade-bar]').count()).toBe(0);
        const deskFit = await fit(desk);
        expect(deskFit.overflowY).toBeLessThanOrEqual(0);
        // On the phone the banner, the prompt and Pass are in view over the moves, and the board
        // keeps the screen's width; the tokens read as well as the base board's on each screen.
        await shot(page, 'five-phone-special-building');
        await shot(desk, 'five-desktop-special-building');
        expect(await outOfView(page, ['[data-part-banner]', '[data-prompt]', '[data-end-turn]', '.hand .card', '.board'])).toEqual([]);
        const building = await hexes(page);
        expect(building.hex).toBeGreaterThanOrEqual(WIDEST * building.base);
        for (const [p, phone] of [[page, true], [desk, false]] as const) {
          const { radius, base } = await tokens(p, phone);
          expect(radius).toBeGreaterThanOrEqual(0.95 * base);
        }
        expect(await axeSettled(page)).toEqual([]);
        expect(await axeSettled(desk)).toEqual([]);
        await act(page, () => pass.click());
        passed = true;
      } else if (line.startsWith('Special building phase: ')) {
        expect(line).toMatch(/^Special building phase: Bot \w+ may build/);
        expect(text).toMatch(/^Waiting for Bot \w+\.$/);
        if (!seen.has(line)) {
          if (seen.size === 0) {
            await shot(page, 'five-phone-special-building-other');
            expect(await axeSettled(page)).toEqual([]);
          }
          seen.add(line);
        }
        await page.waitForTimeout(50);
      } else {
        // A seat that can afford nothing is skipped in the phase: until she has passed in one, the
        // player keeps her cards in her own turns, trading with the bank for a road's missing card.
        if (!passed && text.startsWith('Trade, build') && (await bankForRoad(page))) continue;
        const did = (await step(page, built, passed)) ?? ((await declineOffer(page)) ? 'decline' : null);
        if (!did) await page.waitForTimeout(50);
      }
    }
    // The log tells the phase in words.
    expect(await page.locator('.log-lines li', { hasText: /^Special building phase, in this order: / }).count()).toBeGreaterThan(0);
    expect(pia.errors).toEqual([]);
  });

  it('seats six on the fixed map with paired players: the strip and the panels fit, on a phone and a desktop', async () => {
    const sam = await person(browser, PHONE);
    const { page } = sam;
    await page.goto(`${stack.url}/`);
    await page.getByRole('button', { name: 'Play now' }).waitFor();
    await page.selectOption('#play-players', '6');
    await page.selectOption('#play-board', 'fixed');
    await page.selectOption('#play-rule', 'paired');
    await page.fill('#play-name', 'Sam');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('.player-strip');
    const at = await fit(page);
    expect(at.overflowX).toBeLessThanOrEqual(0);
    expect(at.board.right).toBeLessThanOrEqual(at.view.width);
    expect(at.board.bottom).toBeLessThanOrEqual(at.view.height);
    const strip = await placed(page, '.player-strip .strip-player');
    expect(strip).toHaveLength(6);
    expect(strip.filter((s) => !s.inside)).toEqual([]);
    // Nothing spills out of a seat: its points and cards show whole, and every name reads whole (a bot's without its "Bot ").
    const spilled = await page.locator('.strip-player').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(spilled).toBe(0);
    const cut = await page.locator('.strip-name').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
    expect(await page.locator('.strip-name').allTextContents()).toContain('Farah');
    const six = await hexes(page);
    expect(six.hex).toBeGreaterThanOrEqual(WIDEST * six.base);
    await shot(page, 'six-phone');
    expect(await axeSettled(page)).toEqual([]);

    const context = await browser.newContext({ viewport: LAPTOP, locale: 'en-US', deviceScaleFactor: 1, storageState: await sam.context.storageState() });
    const wide = await context.newPage();
    await wide.goto(page.url());
    await wide.waitForSelector('.player-me');
    const desktop = await fit(wide);
    expect(desktop.overflowY).toBeLessThanOrEqual(0);
    expect((await placed(wide, '.player-list .player')).filter((p) => !p.inside)).toEqual([]);
    expect((await placed(wide, '.log')).filter((p) => !p.inside)).toEqual([]);
    await shot(wide, 'six-desktop');
    await context.close();

    // Sam's part as Player 2 (in Bot Dmitri's turn, three seats on), the longest prompt of all: in
    // view with its banner and its end, the hexes still 48 px or more, the tokens as the base board's.
    const built = new Set<number>();
    const until = Date.now() + 120_000;
    while (!(await words(page)).line.startsWith('Your part')) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
      const did = (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
      if (!did) await page.waitForTimeout(50);
    }
    expect(await page.locator('[data-end-turn]').textContent()).toBe('End your part');
    expect(await outOfView(page, ['[data-part-banner]', '[data-prompt]', '[data-end-turn]', '.hand .card', '.board'])).toEqual([]);
    const part = await hexes(page);
    expect(part.hex).toBeGreaterThanOrEqual(Math.min(48, WIDEST * part.base));
    const { radius, base } = await tokens(page, true);
    expect(radius).toBeGreaterThanOrEqual(0.95 * base);
    await shot(page, 'six-phone-paired-part');
    expect(sam.errors).toEqual([]);
  });
});
