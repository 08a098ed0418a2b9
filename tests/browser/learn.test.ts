// Learning the game in real Chromium: the rules pages (How to play) from the lobby, one per game
// and expansion, in English, Portuguese and Romanian, with headings a screen reader can walk; and
// a newcomer's first game on a phone, with hints at the set-up, the first roll and the first build that leave the
// prompt and the board's spots uncovered, are dismissed, remembered, and can be turned off. The
// table's rules links open a new tab: the game stays where it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSerious, axeSettled, DESKTOP, launch, person, PHONE, shot, startStack } from './support/browser.ts';
import { append, serverState } from './support/store.ts';
import { answerFriends, declineOffer, prompt, step } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(12), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The page's headings, in order, as [level, text]. */
const headings = (page: Page): Promise<[number, string][]> => page.locator('main h1, main h2, main h3, main h4').evaluateAll(
  (els) => els.map((e) => [Number(e.tagName[1]), (e.textContent ?? '').trim()] as [number, string]));

/** One h1, first; no level skipped going down (h1 → h3). */
function walkable(list: [number, string][]): boolean {
  return list[0]?.[0] === 1 && list.filter(([l]) => l === 1).length === 1 && list.every(([l], i) => i === 0 || l <= list[i - 1][0] + 1);
}

const TOPICS = {
  base: { en: 'Catan: the base game', pt: 'Catan: o jogo base', ro: 'Catan: jocul de bază' },
  'five-six': { en: 'Catan for 5–6 players', pt: 'Catan para 5–6 jogadores', ro: 'Catan pentru 5–6 jucători' },
  friends: { en: 'Friends (Catan Friends)', pt: 'Entre amigos', ro: 'Între prieteni' },
  helpers: { en: 'Helpers (Helpers of Catan)', pt: 'Os ajudantes', ro: 'Ajutoarele' },
  harbormaster: { en: 'Harbormaster', pt: 'O Capitão do Porto', ro: 'Căpitanul portului' },
  'cities-knights': { en: 'Cities & Knights', pt: 'Cidades e Cavaleiros', ro: 'Orașe și cavaleri' },
  dice: { en: 'The Catan Dice Game', pt: 'Catan – Jogo de dados', ro: 'Catan Jocul cu zaruri' },
} as const;

describe('the rules pages', () => {
  it('opens How to play from the lobby: a page per game and expansion, navigable by headings, in three languages', async () => {
    const reader = await person(browser, DESKTOP);
    const { page } = reader;
    await page.goto(`${stack.url}/`);
    await page.waitForSelector('.conn-open');
    await page.getByRole('link', { name: 'How to play' }).click();
    await page.waitForURL(`${stack.url}/rules`);
    await page.getByRole('heading', { level: 1, name: 'How to play' }).waitFor();
    await page.locator('main[data-rules=index][data-ready]').waitFor();
    expect(await page.locator('.rules-topics a').allTextContents()).toEqual(Object.values(TOPICS).map((n) => n.en));
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'rules-index');

    for (const [topic, names] of Object.entries(TOPICS)) {
      await page.locator(`.rules-topics a[data-topic="${topic}"]`).click();
      await page.waitForURL(`${stack.url}/rules/${topic}`);
      await page.getByRole('heading', { level: 1, name: names.en }).waitFor();
      const list = await headings(page);
      expect(walkable(list), JSON.stringify(list)).toBe(true);
      expect(list.filter(([l]) => l === 2).length).toBeGreaterThanOrEqual(2);
      expect(await axeSerious(page)).toEqual([]);
      await page.goBack();
      await page.locator('main[data-rules=index]').waitFor();
    }
    // The base game's page covers what a first game needs.
    await page.goto(`${stack.url}/rules/base`);
    // (the page's part loads after the route: wait for its text, not a fixed moment)
    await page.locator('main h2').first().waitFor();
    const h2 = (await headings(page)).filter(([l]) => l === 2).map(([, text]) => text);
    expect(h2).toEqual(['The goal', 'Set-up', 'A turn', 'Building costs', 'A 7 and the robber', 'Development cards', 'Winning']);
    expect(await page.locator('main').textContent()).toContain('City: 3 ore, 2 grain.');
    await shot(page, 'rules-base', true);
    // Both turn rules of the 5–6 player extension have a section a link can open.
    await page.goto(`${stack.url}/rules/five-six#paired`);
    await page.locator('#paired h2').waitFor();
    expect(await page.locator('#special-building h2').textContent()).toBe('Turn rule: the special building phase');

    // In Portuguese and Romanian, every page is there, headings and all.
    for (const language of ['pt', 'ro'] as const) {
      await page.locator('header select').selectOption(language);
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      // The page in view follows the switch at once.
      await page.getByRole('heading', { level: 1, name: TOPICS[language === 'pt' ? 'five-six' : 'dice'][language] }).waitFor();
      for (const [topic, names] of Object.entries(TOPICS)) {
        await page.goto(`${stack.url}/rules/${topic}`);
        await page.getByRole('heading', { level: 1, name: names[language] }).waitFor();
        expect(walkable(await headings(page))).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await axeSerious(page)).toEqual([]);
      await shot(page, `rules-dice-${language}`);
    }
    await page.goto(`${stack.url}/rules/nothing`);
    await page.getByRole('link', { name: 'Todas as regras' }).or(page.getByRole('link', { name: 'Toate regulile' })).waitFor();
    expect(reader.errors).toEqual([]);
    await reader.context.close();
  });
});

/** Whether two boxes overlap. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The hint is shown inside the screen and covers neither the prompt nor any lit spot. */
async function clearOfBoard(page: Page): Promise<void> {
  const hint = (await page.locator('.first-hint').boundingBox())!;
  expect(hint.y).toBeGreaterThanOrEqual(0);
  expect(hint.y + hint.height).toBeLessThanOrEqual(PHONE.height);
  expect(overlaps(hint, (await page.locator('[data-prompt]').boundingBox())!)).toBe(false);
  const spots = await page.locator('.spot').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
  expect(spots.length).toBeGreaterThan(0);
  expect(spots.filter((s) => overlaps(hint, s))).toEqual([]);
}

/** A road's worth for Ana, appended to the game's stream as a roll's produce, and the page reloaded to read it. */
async function giveRoad(page: Page): Promise<void> {
  const gameId = new URL(page.url()).pathname.split('/').pop()!;
  const { names } = await serverState(stack, gameId);
  await append(stack, gameId, [{ type: 'ResourcesProduced', gains: names.map((n) => (n === 'Ana' ? { brick: 1, lumber: 1 } : {})) }]);
  await page.reload();
  await page.waitForSelector('.player-me');
}

/**
 * Plays Ana's seat (declining offers) until `done` holds; `spend`: builds what she can afford;
 * `halt`: the prompt of the moment awaited, which a step must not act on (were it to roll or end
 * the turn between `done`'s check and its own read, the moment's hint would pass unseen).
 */
async function playUntil(page: Page, done: () => Promise<boolean>, built = new Set<number>(), spend = true, halt?: (text: string) => boolean): Promise<void> {
  const until = Date.now() + 90_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
    if (!(await step(page, built, spend, halt)) && !(await declineOffer(page)) && !(await answerFriends(page))) await page.waitForTimeout(50);
  }
}

describe('a first game guided', () => {
  it('shows a newcomer hints on a phone, clear of the prompt and the spots, remembered once dismissed or turned off', { timeout: 240_000 }, async () => {
    const ana = await person(browser, PHONE, 'en-US', { hints: true });
    const { page } = ana;
    await page.goto(`${stack.url}/`);
    await page.selectOption('#play-players', '3');
    await page.selectOption('#play-board', 'variable');
    await page.locator('.play-now').getByLabel('Friends').check();
    await page.fill('#play-name', 'Ana');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    const game = page.url();

    // The set-up: when Ana is to place, the hint says how, beside the board, not over it.
    const isPlacing = async () => (await prompt(page)).startsWith('Place a settlement');
    await page.waitForFunction(() => document.querySelector('[data-prompt]')?.textContent?.startsWith('Place a settlement'), null, { timeout: 30_000 });
    const hint = page.locator('.first-hint');
    await hint.waitFor();
    expect(await hint.getAttribute('data-hint')).toBe('setup');
    expect(await hint.getByRole('note').count() + (await hint.getAttribute('role') === 'note' ? 1 : 0)).toBe(1);
    await clearOfBoard(page);
    expect(await axeSettled(page)).toEqual([]);
    await shot(page, 'hint-setup-phone');

    // The table's rules links open a new tab; the game stays.
    const rules = page.locator('header [data-rules-link]');
    expect(await rules.getAttribute('href')).toBe('/rules/base');
    expect(await rules.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([ana.context.waitForEvent('page'), rules.click()]);
    await tab.getByRole('heading', { level: 1, name: 'Catan: the base game' }).waitFor();
    await tab.close();
    expect(page.url()).toBe(game);
    const friendsHelp = page.locator('.module-help [data-rules-link=friends]');
    expect(await friendsHelp.getAttribute('aria-label')).toBe('How to play: Friends (opens in a new tab)');
    expect(await friendsHelp.getAttribute('target')).toBe('_blank');

    // Dismissed, it does not come back, not even after a reload.
    await hint.getByRole('button', { name: 'Got it' }).click();
    expect(await hint.count()).toBe(0);
    await page.reload();
    await page.waitForSelector('.player-me');
    await page.waitForTimeout(300);
    expect(await isPlacing()).toBe(true);
    expect(await hint.count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('hexfold.hints')))!)).toEqual({ off: false, seen: ['setup'] });

    // The first roll: a hint of its own, also clear of the prompt and the board.
    const rolling = (text: string) => text.startsWith('Your turn: roll');
    await playUntil(page, async () => rolling(await prompt(page)), new Set(), true, rolling);
    await hint.waitFor();
    expect(await hint.getAttribute('data-hint')).toBe('roll');
    expect(await page.locator('[data-prompt]').isVisible()).toBe(true);
    const box = (await hint.boundingBox())!;
    expect(overlaps(box, (await page.locator('[data-prompt]').boundingBox())!)).toBe(false);
    expect(overlaps(box, (await page.locator('.board-frame').boundingBox())!)).toBe(false);
    expect(await axeSettled(page)).toEqual([]);
    await shot(page, 'hint-roll-phone');
    await hint.getByRole('button', { name: 'Got it' }).click();

    // The first build, once Ana can afford one: how to build, and where the costs are; clear of the
    // prompt and the board too.
    // Ana keeps her cards meanwhile: a build made before the hint rendered would take the moment away.
    // Whatever the dice bring, at her first chance to build she is given a road's worth (through the
    // store, as a roll would): the moment must not wait on a game's luck.
    const buildHint = page.locator('.first-hint[data-hint=build]');
    let given = false;
    await playUntil(page, async () => {
      if ((await buildHint.count()) > 0) return true;
      if (given || !(await prompt(page)).startsWith('Trade, build')) return false;
      given = true;
      await giveRoad(page);
      await buildHint.waitFor({ timeout: 15_000 });
      return true;
    }, new Set(), false, (text) => !given && text.startsWith('Trade, build'));
    expect(await hint.textContent()).toContain('You can build now.');
    const buildBox = (await hint.boundingBox())!;
    expect(overlaps(buildBox, (await page.locator('[data-prompt]').boundingBox())!)).toBe(false);
    expect(overlaps(buildBox, (await page.locator('.board-frame').boundingBox())!)).toBe(false);
    expect(await axeSettled(page)).toEqual([]);
    await shot(page, 'hint-build-phone');
    // "Don't show hints": none again, whatever the moment.
    await hint.getByRole('button', { name: 'Don’t show hints' }).click();
    expect(await hint.count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('hexfold.hints')))!).off).toBe(true);
    await playUntil(page, async () => !(await prompt(page)).startsWith('Your turn: roll'));
    await page.reload();
    await page.waitForSelector('.player-me');
    await page.waitForTimeout(300);
    expect(await hint.count()).toBe(0);
    expect(ana.errors).toEqual([]);
    await ana.context.close();
  });
});
