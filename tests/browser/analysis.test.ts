// The review room's analysis in real Chromium: a game between random players, opened from its
// notation file at /review, is analysed in the worker (a progress bar, then the chances and the
// judged moves); a marked mistake, selected, shows its better move in words and on the board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { format, simulate } from '../../domain/catan/index.ts';
import { axeSerious, DESKTOP, launch, person, shot, startStack } from './support/browser.ts';

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(11), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('the analysis board', () => {
  it('marks the mistakes of a game opened from its notation, and shows the better move on the board', async () => {
    const { events } = simulate(5, { players: 4, board: 'variable' });
    const reviewer = await person(browser, DESKTOP);
    const { page } = reviewer;
    // GIVEN a game between random players opened from its notation file
    await page.goto(`${stack.url}/review`);
    await page.getByLabel('Notation file').setInputFiles({ name: 'random.txt', mimeType: 'text/plain', buffer: Buffer.from(format(events)) });
    await page.waitForSelector('[data-position]');
    // WHEN the reviewer asks for the analysis
    const started = Date.now();
    await page.getByRole('button', { name: 'Analyse the game' }).click();
    await page.waitForSelector('.eval [role=status]', { state: 'detached', timeout: 60_000 });
    const seconds = (Date.now() - started) / 1000;
    // THEN each player has a summary
    expect(await page.locator('.move-marks tbody tr').count()).toBe(4);
    // WHEN a marked mistake is selected, until one whose better move is a piece on the board
    const marked = page.locator('.marked-moves button');
    expect(await marked.count()).toBeGreaterThan(0);
    let ghost = false;
    for (let i = 0; i < Math.min(10, await marked.count()) && !ghost; i++) {
      await marked.nth(i).click();
      await page.waitForSelector('.better-move');
      ghost = (await page.locator('.board .ghost-better').count()) > 0;
    }
    // THEN the loss and the better move are said above the board, and the better move is drawn on it
    expect(ghost).toBe(true);
    expect(await page.locator('.log-lines li.current .log-mark').getAttribute('data-mark')).toMatch(/^(mistake|blunder)$/);
    expect(await page.locator('.better-move').textContent()).toMatch(/^(Mistake|Blunder) by Bot \d: .+ \([\d.]+ %\); better: .+ \([\d.]+ %\)\.$/);
    expect(await page.locator('.board .ghost-better title').textContent()).toMatch(/^Better move: /);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'review-analysis');
    expect(reviewer.errors).toEqual([]);
    console.log(`analysed ${events.length} events in ${seconds.toFixed(1)} s (with the page's own work)`);
  }, 120_000);
});
