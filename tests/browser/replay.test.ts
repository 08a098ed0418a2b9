// The replay room in real Chromium: a finished game (played to its end by the domain bot over
// raw sockets) is stepped with the keyboard, a deep link opens the same position, holding →
// steps on until released, and axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { botGame } from './support/bots.ts';
import { axeSerious, DESKTOP, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';

let stack: LocalStack;
let browser: Browser;
let gameId = '';
let viewer: Person;
let total = 0;

const position = async (page: Page) => Number(await page.locator('[data-position]').getAttribute('data-position'));
const atPosition = (page: Page, p: number) =>
  page.waitForFunction((want) => Number(document.querySelector('[data-position]')?.getAttribute('data-position')) === want, p);
const urlAt = (page: Page, p: number) => page.waitForFunction((want) => new URL(location.href).searchParams.get('at') === String(want), p);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(7), launch()]);
  ({ gameId } = await botGame(stack.wsUrl, 4, 'variable', 3));
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('the replay room', () => {
  it('opens a finished game with its full stream, at the end', async () => {
    viewer = await person(browser, DESKTOP);
    await viewer.page.goto(`${stack.url}/replay/${gameId}`);
    await viewer.page.waitForSelector('[data-position]');
    total = Number(/of (\d+)/.exec((await viewer.page.locator('.replay-where').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(300);
    expect(await position(viewer.page)).toBe(total);
    expect(await viewer.page.locator('.log-lines').textContent()).toMatch(/wins with \d+ points/);
    // Unredacted: every bought card is named in the log.
    expect(await viewer.page.locator('.log-lines').textContent()).not.toMatch(/bought a development card\./);
  });

  it('steps by event and by turn with the keyboard, and the URL follows', async () => {
    const { page } = viewer;
    await page.keyboard.press('Home');
    await atPosition(page, 0);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await atPosition(page, 3);
    await page.keyboard.press('ArrowLeft');
    await atPosition(page, 2);
    await page.keyboard.press('Shift+ArrowRight');
    const turn1 = await position(page);
    expect(turn1).toBeGreaterThan(2);
    expect(await page.locator('.replay-where strong').textContent()).toBe('Turn 1');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await page.locator('.replay-where strong').textContent()).toBe('Turn 3');
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await page.locator('.replay-where strong').textContent()).toBe('Turn 2');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const p = await position(page);
    await urlAt(page, p);
    await page.keyboard.press('End');
    await atPosition(page, total);
    await page.keyboard.press('Home');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowRight');
    await urlAt(page, await position(page));
    await shot(page, 'replay-desktop');
  });

  it('a deep link opens the game at the same moment', async () => {
    const p = await position(viewer.page);
    const url = viewer.page.url();
    expect(url).toContain(`?at=${p}`);
    const other = await person(browser, PHONE);
    await other.page.goto(url);
    await atPosition(other.page, p);
    const board = (page: Page) => page.locator('svg.board').evaluate((svg) => svg.innerHTML);
    expect(await board(other.page)).toBe(await board(viewer.page));
    expect(await other.page.locator('.log-lines li.current').textContent()).toBe(await viewer.page.locator('.log-lines li.current').textContent());
    await shot(other.page, 'replay-phone', true);
    await other.context.close();
  });

  // How fast it steps is a figure of `npm run bench` (tests/bench/web.ts), not asserted here.
  it('holding → keeps stepping forward, and stops when released', async () => {
    const { page } = viewer;
    await page.keyboard.press('Home');
    await atPosition(page, 0);
    await page.keyboard.down('ArrowRight');
    await page.waitForFunction(() => Number(document.querySelector('[data-position]')?.getAttribute('data-position')) >= 10);
    await page.keyboard.up('ArrowRight');
    const released = await position(page);
    await page.waitForTimeout(200);
    expect(await position(page)).toBe(released);
    await urlAt(page, released);
  });

  it('has no serious or critical accessibility violations, and plays on its own', async () => {
    expect(await axeSerious(viewer.page)).toEqual([]);
    const { page } = viewer;
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => Number(document.querySelector('[data-position]')?.getAttribute('data-position')) >= 3);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(viewer.errors).toEqual([]);
  });

  it('draws the chances of winning, analysed in a worker, and its turning points jump to their turn', async () => {
    const { page } = viewer;
    // WHEN the reviewer asks for the analysis
    await page.getByRole('button', { name: 'Analyse the game' }).click();
    // THEN the graph fills in turn by turn (the worker posts each turn as it is estimated)
    await page.waitForFunction(() => Number(document.querySelector('.eval svg')?.getAttribute('data-points')) >= 3, undefined, { timeout: 60_000 });
    expect(await page.locator('.eval .legend li').count()).toBe(4);
    expect(await page.locator('.eval .legend').textContent()).toMatch(/\d+ %/);
    // AND once done, a turning point (if the game had one) jumps to the turn it began
    await page.waitForSelector('.eval [role=status]', { state: 'detached', timeout: 120_000 });
    const turning = page.locator('.eval-turns button').first();
    if (await turning.count()) {
      await turning.click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('at') !== null);
    }
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'replay-evaluation');
    expect(viewer.errors).toEqual([]);
  }, 180_000);
});
