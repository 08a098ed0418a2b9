// Playing against the server's bots in real Chromium: "Play now" in the lobby (accessible) seats
// the player in one click at a table of bots; the player places their set-up pieces and plays a
// few turns by clicking, and the bots' moves land in the log one by one, at a readable pace, not
// all at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSerious, DESKTOP, launch, person, shot, startStack, type Person } from './support/browser.ts';
import { declineOffer, prompt, seenLines, step, turnNumber, watchLog, type SeenLine } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
let ana: Person;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(23), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Lines seen within `windowMs` of each other arrived together: the groups, in order. */
function bursts(lines: readonly SeenLine[], windowMs = 60): SeenLine[][] {
  const groups: SeenLine[][] = [];
  for (const line of [...lines].sort((a, b) => a.at - b.at)) {
    const last = groups[groups.length - 1];
    if (last && line.at - last[last.length - 1].at <= windowMs) last.push(line);
    else groups.push([line]);
  }
  return groups;
}

describe('a game against bots', () => {
  it('starts from "Play now" in the lobby, in one click', async () => {
    ana = await person(browser, DESKTOP, 'en-US', { pace: 'readable' });
    await ana.page.goto(`${stack.url}/`);
    await ana.page.waitForSelector('.conn-open');
    await ana.page.getByRole('button', { name: 'Play now' }).waitFor();
    expect(await axeSerious(ana.page)).toEqual([]);
    await shot(ana.page, 'lobby-play-now');

    await ana.page.selectOption('#play-players', '4');
    await ana.page.selectOption('#play-board', 'variable');
    await ana.page.selectOption('#play-level', 'good');
    await ana.page.fill('#play-name', 'Ana');
    await ana.page.getByRole('button', { name: 'Play now' }).click();
    await ana.page.waitForURL(/\/game\//);
    await ana.page.waitForSelector('.player-me');

    expect(await ana.page.locator('.player-me .player-name').textContent()).toBe('Ana');
    expect(await ana.page.locator('.player-me').getAttribute('data-seat')).toBe('0');
    const levels = await ana.page.locator('.player[data-level]').evaluateAll((els) => els.map((e) => e.getAttribute('data-level')));
    expect(levels).toEqual(['good', 'good', 'good']);
    const names = await ana.page.locator('.player .player-name').allTextContents();
    expect(names.slice(1).every((n) => n.startsWith('Bot '))).toBe(true);
    // The choices are remembered for the next Play now.
    expect(await ana.page.evaluate(() => localStorage.getItem('hexfold.playNow'))).toBe(JSON.stringify({ players: 4, board: 'variable', level: 'good' }));
  });

  it('places the set-up pieces and plays turns by clicking, while the bots\' moves land one by one', async () => {
    const { page } = ana;
    await watchLog(page);
    const built = new Set<number>();
    const until = Date.now() + 100_000;
    const done: string[] = [];
    // Four seats: turns 1, 5 and 9 are Ana's.
    while ((await turnNumber(page)) < 9) {
      if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}" after ${done.join(' ')}`);
      const did = (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
      if (did) done.push(did);
      else await page.waitForTimeout(50);
    }
    expect(done.filter((d) => d === 'place')).toHaveLength(4);
    expect(done.filter((d) => d === 'roll').length).toBeGreaterThanOrEqual(2);
    await shot(page, 'game-against-bots');

    // The bots' lines arrived over time, not all at once: in many separate bursts, a pause apart.
    const { lines, maxWaiting } = await seenLines(page);
    const botLines = lines.filter((l) => /^Bot \w+ /.test(l.text));
    expect(botLines.length).toBeGreaterThan(20);
    const groups = bursts(botLines);
    expect(groups.length).toBeGreaterThan(10);
    const gaps = groups.slice(1).map((g, i) => g[0].at - groups[i][groups[i].length - 1].at);
    // a readable pace: many pauses of about 700 ms between one bot move and the next
    expect(gaps.filter((g) => g >= 500 && g <= 1_500).length).toBeGreaterThan(5);
    // and no burst holds most of them
    expect(Math.max(...groups.map((g) => g.length))).toBeLessThan(botLines.length / 3);
    expect(maxWaiting).toBeGreaterThan(0);
    expect(ana.errors).toEqual([]);
  });

  it('lets the player switch the bots to a fast pace, remembered for the next game', async () => {
    const { page } = ana;
    const fast = page.getByRole('button', { name: 'Fast bots' });
    expect(await fast.getAttribute('aria-pressed')).toBe('false');
    await fast.click();
    expect(await fast.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('hexfold.pace'))).toBe('fast');
    await page.reload();
    await page.getByRole('button', { name: 'Fast bots', pressed: true }).waitFor();
  });
});
