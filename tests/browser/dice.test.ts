// The Catan Dice Game in real Chromium against the whole local stack: a solo standard game from
// the lobby's panel, played through its table to the end of its 15 turns; a two-player Plus game
// made in the lobby, joined by its link, played by clicks (one player's page reloaded midway)
// while a spectator watches every sheet; the finished solo game's replay on a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSerious, DESKTOP, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { dicePhase, playDice } from './support/dice-ui.ts';
import { version } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(31), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Opens the lobby and plays a dice game from its panel. */
async function playFromLobby(p: Person, side: 'standard' | 'plus', players: number, name: string, seats: readonly string[] = []): Promise<string> {
  await p.page.goto(`${stack.url}/`);
  await p.page.waitForSelector('.conn-open');
  const form = p.page.locator('[data-dice-form]');
  await form.locator(`input[name=dice-side][value=${side}]`).check();
  await form.locator('#dice-players').selectOption(String(players));
  for (const [i, choice] of seats.entries()) await form.locator(`#dice-seat-${i + 1}`).selectOption(choice);
  await form.locator('#dice-name').fill(name);
  await form.locator('[data-dice-play]').click();
  await p.page.waitForURL(/\/game\//);
  await p.page.waitForSelector('main[data-kind=dice]');
  return p.page.url().split('/game/')[1];
}

const noSideScroll = (p: Person) => p.page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth + 1);

describe('the dice game in the browser', () => {
  it('a solo standard game starts from the lobby at once and is played through its table to the end', async () => {
    const ana = await person(browser, PHONE);
    await playFromLobby(ana, 'standard', 1, 'Ana');
    expect(await dicePhase(ana.page)).toBe('playing');
    expect(await noSideScroll(ana)).toBe(true);
    expect(await axeSerious(ana.page)).toEqual([]);
    await shot(ana.page, 'dice-solo-phone', true);
    const steps = await playDice([ana.page], async () => (await dicePhase(ana.page)) === 'finished');
    expect(steps).toBeGreaterThan(15 * 2);
    // The end: the score track's 15 boxes and the total; a game of one has a score, not a winner
    await ana.page.waitForSelector('.dg-track');
    const score = Number(/(-?\d+) points? scored/.exec((await ana.page.locator('.dg-results .dg-winners').textContent()) ?? '')?.[1]);
    expect(Number.isInteger(score)).toBe(true);
    expect(await ana.page.locator('main').textContent()).not.toMatch(/Winner/);
    expect(await noSideScroll(ana)).toBe(true);
    expect(await axeSerious(ana.page)).toEqual([]);
    await shot(ana.page, 'dice-solo-end', true);
    // Its replay, on the same phone: the room of the dice game, stepped back and forth
    await ana.page.getByRole('link', { name: 'Open the replay' }).click();
    await ana.page.waitForSelector('.dgr-room');
    await ana.page.keyboard.press('Home');
    await ana.page.keyboard.press('ArrowRight');
    await ana.page.waitForFunction(() => new URL(location.href).searchParams.get('at') === '1');
    expect(await noSideScroll(ana)).toBe(true);
    expect(await axeSerious(ana.page)).toEqual([]);
    await shot(ana.page, 'dice-replay-phone', true);
    // And in the lobby's finished games, its row says the score, not who won
    const soloId = new URL(ana.page.url()).pathname.split('/')[2];
    await ana.page.goto(`${stack.url}/`);
    const row = ana.page.locator(`.game-row[data-game="${soloId}"]`);
    await row.locator('[data-score]').waitFor({ state: 'attached' });
    expect(await row.locator('[data-score]').textContent()).toBe(`Scored ${score} ${Math.abs(score) === 1 ? 'point' : 'points'}`);
    expect(await row.textContent()).not.toMatch(/Won by/);
    expect(ana.errors).toEqual([]);
    await ana.context.close();
  });

  it('two people play a Plus game made in the lobby and joined by its link, and a spectator sees every sheet', async () => {
    const ana = await person(browser, DESKTOP);
    const gameId = await playFromLobby(ana, 'plus', 2, 'Ana', ['person']);
    expect(await dicePhase(ana.page)).toBe('lobby');
    const [bruno, watcher] = await Promise.all([person(browser, PHONE), person(browser, DESKTOP)]);
    await watcher.page.goto(`${stack.url}/game/${gameId}`);
    await watcher.page.waitForSelector('main[data-kind=dice]');
    await bruno.page.goto(`${stack.url}/game/${gameId}`);
    await bruno.page.locator('#join-name').fill('Bruno');
    await bruno.page.getByRole('button', { name: 'Join the game' }).click();
    await bruno.page.waitForSelector('main[data-kind=dice][data-phase=playing]');
    await ana.page.waitForSelector('main[data-kind=dice][data-phase=playing]');
    // They play a few turns each by clicks
    const turns = async () => Number((await ana.page.locator('.dg-turn-no').textContent())?.match(/\d+/)?.[0] ?? 0);
    await playDice([ana.page, bruno.page], async () => (await dicePhase(ana.page)) === 'finished' || (await turns()) >= 6);
    // Bruno's phone reloads the page: it comes back to his seat at the dice game's table, and play goes on
    await bruno.page.reload();
    await bruno.page.waitForSelector('main[data-kind=dice][data-phase=playing]');
    expect(await bruno.page.locator('[data-watching]').count()).toBe(0);
    await playDice([ana.page, bruno.page], async () => (await dicePhase(ana.page)) === 'finished' || (await turns()) >= 8);
    // The spectator holds the same version, sees both sheets, and has no controls
    const v = await version(ana.page);
    await watcher.page.waitForFunction((at) => Number(document.querySelector('main')?.getAttribute('data-version')) >= at, v);
    expect(await watcher.page.locator('[data-watching]').count()).toBe(1);
    expect(await watcher.page.locator('[data-action]').count()).toBe(0);
    expect(await watcher.page.locator('.dg-sheet[data-seat]').count()).toBeGreaterThanOrEqual(2);
    expect(await noSideScroll(bruno)).toBe(true);
    expect(await axeSerious(watcher.page)).toEqual([]);
    await shot(watcher.page, 'dice-plus-spectator', true);
    expect([...ana.errors, ...bruno.errors, ...watcher.errors]).toEqual([]);
    await Promise.all([ana, bruno, watcher].map((p) => p.context.close()));
  });
});
