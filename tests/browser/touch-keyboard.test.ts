// Placing pieces on a touch screen, with the keyboard, and while offline, in real Chromium at a
// table of bots. A tap marks a spot (a translucent piece and a Place it / Cancel bar) and a second
// tap, or Place it, sends it; a tap elsewhere, another spot or Escape drops the mark. The arrow
// keys move between spots by screen position and Enter places (no confirming step). A placement
// made offline shows as a translucent piece "waiting to be sent" until the server takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, launch, PERSON_SEED, PHONE, shot, startStack } from './support/browser.ts';
import { act, moved, placed, version } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(23), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The centre of the focused element, on screen, and its classes. */
const focused = (p: Page) => p.evaluate(() => {
  const el = document.activeElement!;
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, cls: el.getAttribute('class') ?? '', spot: el.getAttribute('data-spot') };
});

describe('placing by touch, by keyboard and offline', () => {
  it('on a touch screen, a placement takes a second tap (or Place it); elsewhere, Cancel or Escape drops it', async () => {
    context = await browser.newContext({ viewport: { width: 1024, height: 800 }, hasTouch: true, locale: 'en-US', deviceScaleFactor: 1 });
    await context.addInitScript((seed) => localStorage.setItem('hexfold.seatSeed', seed), PERSON_SEED);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.url}/`);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.selectOption('#play-players', '3');
    // The variable board (the beginners' board comes with its set-up placed).
    await page.selectOption('#play-board', 'variable');
    await page.fill('#play-name', 'Tia');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('.spot-vertex', { timeout: 30_000 });

    const before = await version(page);
    const a = page.locator('.spot-vertex').nth(20);
    const aKey = await a.getAttribute('data-spot');
    await a.tap();
    await page.locator('[data-place-confirm]').waitFor();
    expect(await page.locator(`.ghost-picked[data-ghost="${aKey}"]`).count()).toBe(1);
    expect(await page.locator('.place-confirm').textContent()).toMatch(/^Settlement here\?/);
    await page.waitForTimeout(300);
    expect(await version(page)).toBe(before);
    expect(await page.locator('.conn-pending').count()).toBe(0);
    expect(await axeSettled(page)).toEqual([]);
    await shot(page, 'touch-confirm');

    // A tap elsewhere drops the mark; the spots stay.
    await page.locator('[data-prompt]').tap();
    expect(await page.locator('.ghost-picked').count()).toBe(0);
    expect(await page.locator('[data-place-confirm]').count()).toBe(0);
    // A tap on another spot moves the mark there; Escape drops it; Cancel too.
    await a.tap();
    // Another spot, one the confirm bar does not cover (where the bar falls depends on the layout).
    const free = await page.evaluate(() => {
      const bar = document.querySelector('.place-confirm')!.getBoundingClientRect();
      const spots = [...document.querySelectorAll('.spot-vertex')];
      return spots.findIndex((el, i) => {
        const r = el.getBoundingClientRect();
        const clear = r.right < bar.left || r.left > bar.right || r.bottom < bar.top || r.top > bar.bottom;
        return i >= 10 && clear && r.top > 0 && r.bottom < innerHeight;
      });
    });
    const b = page.locator('.spot-vertex').nth(free);
    await b.tap();
    expect(await page.locator('.ghost-picked').getAttribute('data-ghost')).toBe(await b.getAttribute('data-spot'));
    await page.keyboard.press('Escape');
    expect(await page.locator('.ghost-picked').count()).toBe(0);
    await a.tap();
    await page.locator('[data-place-cancel]').tap();
    expect(await page.locator('.ghost-picked').count()).toBe(0);
    expect(await version(page)).toBe(before);

    // The second tap on the same spot sends it.
    const houses = await page.locator('.piece-settlement').count();
    await a.tap();
    await act(page, () => a.tap());
    expect(await page.locator('.piece-settlement').count()).toBe(houses + 1);
    expect(await page.locator(`.piece-settlement`).evaluateAll((els) => els.length)).toBeGreaterThan(0);

    // The road: a tap, then Place it.
    await page.waitForSelector('.spot-edge');
    const edge = page.locator('.spot-edge').first();
    const edgeKey = await edge.getAttribute('data-spot');
    await edge.tap();
    expect(await page.locator('.place-confirm').textContent()).toMatch(/^Road here\?/);
    expect(await page.locator(`.road[data-edge="${edgeKey}"]`).count()).toBe(0);
    await act(page, () => page.locator('[data-place-confirm]').tap());
    // Its road, on the edge tapped (the next seat's bot may have placed its own by now).
    expect(await page.locator(`.road[data-edge="${edgeKey}"]`).count()).toBe(1);
    expect(await page.locator('.ghost').count()).toBe(0);
  });

  it('on a phone, the bar beside a marked spot stays on the screen', async () => {
    await page.waitForSelector('.spot-vertex', { timeout: 30_000 });
    await page.setViewportSize(PHONE);
    for (const i of [0, 10, 25]) {
      await page.locator('.spot-vertex').nth(i).tap();
      const bars = await placed(page, '.place-confirm');
      expect(bars).toHaveLength(1);
      expect(bars[0].inside).toBe(true);
      await page.locator('[data-place-cancel]').tap();
    }
    expect(await page.locator('.ghost').count()).toBe(0);
    await shot(page, 'touch-phone');
    await page.setViewportSize({ width: 1024, height: 800 });
  });

  it('the arrow keys move between spots in their direction, and Enter places at once', async () => {
    // From the spot nearest the middle of the board.
    const middle = await page.locator('.board').evaluate((svg) => {
      const r = svg.getBoundingClientRect();
      const spots = [...svg.querySelectorAll('.spot-vertex')];
      const d = (el: Element) => {
        const s = el.getBoundingClientRect();
        return Math.hypot(s.left + s.width / 2 - r.left - r.width / 2, s.top + s.height / 2 - r.top - r.height / 2);
      };
      return spots.reduce((best, el, i) => (d(el) < d(spots[best]) ? i : best), 0);
    });
    await page.locator('.spot-vertex').nth(middle).focus();
    // Each key moves the focus to another spot, more along its direction than across it (which
    // spots are left depends on the others' set-up, so only the direction of each step is fixed).
    let from = await focused(page);
    for (const [key, dx, dy] of [['ArrowRight', 1, 0], ['ArrowDown', 0, 1], ['ArrowLeft', -1, 0], ['ArrowUp', 0, -1]] as const) {
      await page.keyboard.press(key);
      const to = await focused(page);
      expect(to.cls).toContain('spot-vertex');
      const along = (to.x - from.x) * dx + (to.y - from.y) * dy;
      const across = Math.abs((to.x - from.x) * dy + (to.y - from.y) * dx);
      expect(along, `${key} from ${from.spot} to ${to.spot}`).toBeGreaterThan(across / 2);
      from = to;
    }

    // Zoomed in, a spot given the keyboard outside the part shown brings the view to it.
    await page.locator('[data-zoom-in]').click();
    await page.locator('[data-zoom-in]').click();
    const outside = await page.locator('.board-frame').evaluate((frame) => {
      const f = frame.getBoundingClientRect();
      return [...frame.querySelectorAll('.spot-vertex')].findIndex((el) => {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        return x < f.left || x > f.right || y < f.top || y > f.bottom;
      });
    });
    expect(outside).toBeGreaterThanOrEqual(0);
    await page.locator('.spot-vertex').nth(outside).focus();
    const shown = await focused(page);
    const frame = (await page.locator('.board-frame').boundingBox())!;
    expect(shown.x).toBeGreaterThanOrEqual(frame.x);
    expect(shown.x).toBeLessThanOrEqual(frame.x + frame.width);
    expect(shown.y).toBeGreaterThanOrEqual(frame.y);
    expect(shown.y).toBeLessThanOrEqual(frame.y + frame.height);
  });

  it('a placement made offline shows as a piece waiting to be sent, until the server takes it', async () => {
    await context.setOffline(true);
    await page.waitForSelector('.conn-waiting');
    const at = (await focused(page)).spot;
    const before = await version(page);
    const houses = await page.locator('.piece-settlement').count();
    await page.keyboard.press('Enter');
    const ghost = page.getByRole('img', { name: 'Settlement: waiting to be sent' });
    await ghost.waitFor();
    expect(await page.locator('.ghost-queued').getAttribute('data-ghost')).toBe(at);
    expect(await page.locator('.ghost-picked').count()).toBe(0);
    expect(await page.locator('.piece-settlement').count()).toBe(houses);
    expect(await axeSettled(page)).toEqual([]);
    await shot(page, 'offline-ghost');

    await context.setOffline(false);
    await moved(page, before);
    expect(await page.locator('.ghost').count()).toBe(0);
    expect(await page.locator('.piece-settlement').count()).toBe(houses + 1);
    // Placed with the keyboard: once answered, the keyboard is on the next spots (the road's).
    await page.waitForFunction(() => document.activeElement?.classList.contains('spot-edge'));
    const edgeKey = await page.evaluate(() => document.activeElement?.getAttribute('data-spot'));
    await act(page, () => page.keyboard.press('Enter'));
    expect(await page.locator(`.road[data-edge="${edgeKey}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
