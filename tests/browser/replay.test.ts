// The replay room in real Chromium: a finished game (played to its end by the domain bot over
// raw sockets) is stepped with the keyboard, a deep link opens the same position, holding →
// steps on until released, and axe finds nothing serious; a six-player game with paired turns
// is reviewed from its notation, on a desktop and a phone.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { format, simulate, type Event } from '../../domain/catan/index.ts';
import { botGame } from './support/bots.ts';
import { ARTIFACTS, axeSerious, DESKTOP, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';

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
    // Its dice verified in the page from the seeds revealed after the end.
    expect(await viewer.page.locator('[data-verified="ok"]').textContent()).toMatch(/^All \d+ dice rolls verified/);
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

  it('names every hand at a chosen moment, jumps from the move list, and shows the game as one player saw it', async () => {
    const { page } = viewer;
    // GIVEN the review at the start of turn 6
    await page.keyboard.press('Home');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowRight');
    // THEN every panel names its seat's cards
    expect(await page.locator('.players .revealed').count()).toBe(4);
    expect(await page.locator('.players .revealed-res[data-res]').count()).toBeGreaterThan(0);
    // WHEN a line of the move list is clicked
    const line = page.locator('.log-lines li[data-event]').nth(3);
    const event = Number(await line.getAttribute('data-event'));
    await line.click();
    // THEN the review goes to the moment after it, and the URL follows
    await atPosition(page, event + 1);
    await urlAt(page, event + 1);
    expect(await page.locator('.log-lines li.current').getAttribute('data-event')).toBe(String(event));
    // WHEN it is seen as the first player saw it
    await page.getByLabel('Seen by').selectOption('0');
    // THEN only that player's cards are named; the others' are counted, once (their panel's figures)
    expect(await page.locator('[data-revealed="1"] .revealed-res[data-res]').count()).toBe(0);
    expect(await page.locator('[data-revealed="0"] .revealed-res[data-res]').count()).toBeGreaterThan(0);
    for (const seat of [1, 2, 3]) {
      const panel = (await page.locator(`.players .player[data-seat="${seat}"]`).textContent()) ?? '';
      expect(panel.match(/Resource cards: \d+/g), panel).toHaveLength(1);
      expect(panel.match(/Development cards: \d+/g), panel).toHaveLength(1);
    }
    await shot(page, 'replay-as-seat');
    await page.getByLabel('Seen by').selectOption('all');
    expect(await page.locator('[data-revealed="1"] .revealed-res[data-res]').count()).toBeGreaterThan(0);
  });

  it('keeps the board in view beside the charts and the statistics, whose table scrolls from the keyboard', async () => {
    const { page } = viewer;
    const inView = async (selector: string) => {
      const box = (await page.locator(selector).boundingBox())!;
      return { top: Math.round(box.y), bottom: Math.round(box.y + box.height), right: Math.round(box.x + box.width) };
    };
    // WHEN the reviewer scrolls down to the statistics, past the log and the charts
    await page.locator('.stats').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // THEN the board is still wholly in view, beside them
    const board = await inView('.replay > .board-area .board');
    expect(board.top).toBeGreaterThanOrEqual(0);
    expect(board.bottom).toBeLessThanOrEqual(DESKTOP.height);
    const controls = await inView('.replay > .board-area .replay-buttons');
    expect(controls.top).toBeGreaterThanOrEqual(0);
    // AND the statistics table is not cut off: inside its panel and the screen, or scrolled in it
    const region = page.locator('.stats > .stats-scroll');
    expect(await region.getAttribute('role')).toBe('region');
    expect(await region.getAttribute('tabindex')).toBe('0');
    const fit = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(fit.right).toBeLessThanOrEqual(DESKTOP.width);
    const last = await inView('.stats > .stats-scroll .stats-table thead th:last-child');
    if (fit.scroll > fit.client) {
      // it scrolls sideways from the keyboard
      await region.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowRight');
      expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    } else {
      expect(last.right).toBeLessThanOrEqual(fit.right + 1);
    }
    await shot(page, 'replay-sticky-board');
    expect(await axeSerious(page)).toEqual([]);
    expect(await page.locator('.replay .keys').isVisible()).toBe(true);
    expect(await page.locator('.replay .swipe-hint').isVisible()).toBe(false);
  });

  it('downloads the game as notation, which the review room opens again; a malformed text is refused with its line', async () => {
    const { page } = viewer;
    // WHEN the reviewer downloads the notation
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the notation' }).click()]);
    // (saved here: the run's Chromium is shared, reached over a connection that keeps no path of its own)
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = `${ARTIFACTS}/${download.suggestedFilename()}`;
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\[Hexfold "1"\]/);
    // AND opens it in the review room, from the file
    const other = await person(browser, DESKTOP);
    await other.page.goto(`${stack.url}/review`);
    await other.page.getByLabel('Notation file').setInputFiles(file);
    // THEN it is the same game: as many events, the same log at the end
    await other.page.waitForSelector('[data-position]');
    expect(Number(/of (\d+)/.exec((await other.page.locator('.replay-where').textContent()) ?? '')?.[1])).toBe(total);
    await other.page.keyboard.press('End');
    await atPosition(other.page, total);
    expect(await other.page.locator('.log-lines li.current').textContent()).toMatch(/wins with \d+ points/);
    // WHEN a malformed text is pasted instead
    await other.page.goto(`${stack.url}/review`);
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('T2 '));
    lines[at] = 'T2 roll/1/4+6 nonsense/7';
    await other.page.getByLabel('Or paste the notation').fill(lines.join('\n'));
    await other.page.getByRole('button', { name: 'Open', exact: true }).click();
    // THEN it is refused, naming the line
    await expect.poll(() => other.page.getByRole('alert').textContent()).toMatch(new RegExp(`line ${at + 1}:`));
    expect(await axeSerious(other.page)).toEqual([]);
    await other.context.close();
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
      // with the board, at that moment, in view beside the graph
      const board = (await page.locator('.replay > .board-area .board').boundingBox())!;
      expect(board.y).toBeGreaterThanOrEqual(0);
      expect(board.y + board.height).toBeLessThanOrEqual(DESKTOP.height);
      expect(await page.locator('.eval').isVisible()).toBe(true);
    }
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'replay-evaluation');
    expect(viewer.errors).toEqual([]);
  }, 180_000);

  it('reviews a six-player game with paired turns from its notation: every seat, the part under way, a line each', async () => {
    const events: readonly Event[] = simulate(7, { players: 6, board: 'variable', turnRule: 'paired' }).events;
    const paired = events.findIndex((e) => e.type === 'PairedPartStarted');
    for (const viewport of [DESKTOP, PHONE]) {
      const six = await person(browser, viewport);
      const { page } = six;
      // GIVEN the game opened in the review room from its notation file
      await page.goto(`${stack.url}/review`);
      await page.getByLabel('Notation file').setInputFiles({ name: 'six.txt', mimeType: 'text/plain', buffer: Buffer.from(format(events)) });
      await atPosition(page, events.length);
      // THEN every seat has its panel, its perspective, its statistics
      expect(await page.locator('.players li.player').count()).toBe(6);
      expect(await page.locator('.replay-perspective option').count()).toBe(7);
      expect(await page.locator('.stats > .stats-scroll .stats-table tbody tr').count()).toBe(6);
      // WHEN it goes to turn 1, and on to the partner's part of it
      await page.keyboard.press('Home');
      await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(() => page.locator('[data-part-banner]').textContent()).toBe('Paired turn: Bot 1, then Bot 4');
      const turn1 = await position(page);
      for (let p = turn1; p < paired + 1; p++) await page.keyboard.press('ArrowRight');
      await atPosition(page, paired + 1);
      // THEN the banner names whose part it is
      expect(await page.locator('[data-part-banner]').textContent()).toBe('Bot 4’s part (paired with Bot 1): build and trade with the bank');
      // AND nothing is wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // AND a phone is told to swipe, a computer the keys
      expect(await page.locator('.replay .swipe-hint').isVisible()).toBe(viewport === PHONE);
      expect(await page.locator('.replay .keys').isVisible()).toBe(viewport === DESKTOP);
      if (viewport === DESKTOP) {
        // WHEN it is analysed: a line and a figure per seat
        await page.getByRole('button', { name: 'Analyse the game' }).click();
        await page.waitForFunction(() => Number(document.querySelector('.eval svg')?.getAttribute('data-points')) >= 2, undefined, { timeout: 60_000 });
        expect(await page.locator('.eval polyline').count()).toBe(6);
        expect(await page.locator('.eval .legend li').count()).toBe(6);
        expect(await axeSerious(page)).toEqual([]);
      }
      await shot(page, viewport === DESKTOP ? 'review-six-desktop' : 'review-six-phone', viewport === PHONE);
      expect(six.errors).toEqual([]);
      await six.context.close();
    }
  }, 120_000);
});
