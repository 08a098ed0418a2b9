// Handing a seat to a bot on purpose, in real Chromium: a player leaves a game under way (after a
// confirmation), watches a bot play her seat, and takes it back; in a game without a turn timer,
// once the game has waited for a stalled player for the stall time (short on this test stack), the
// other player is asked, votes, and a bot plays the stalled seat. axe finds nothing serious on the
// confirmation, the banner, or the vote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../functions/local/stack.ts';
import { seededRandom, type State } from '../../domain/catan/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { BotSeat } from './support/bots.ts';
import { axeSettled, launch, person, shot, WEB_DIST } from './support/browser.ts';

const STALL_MS = 1500;

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startLocalStack({ port: 0, memory: true, webDist: WEB_DIST, random: seededRandom(44), stallAfterMs: STALL_MS }),
    launch(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/**
 * A beginner game (no timer) of Ben (seat 0, a client that plays at random until his turn
 * `stallAt`, where he stalls), Eva (seat 1, in a browser) and an easy bot; Ben starts.
 */
async function table(stallAt: number): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const client = await TestClient.connect(stack.wsUrl);
  const { gameId } = await client.ask({ type: 'createGame', players: 3, board: 'beginner', bots: [null, null, 'easy'] }, 'created');
  const stalls = (s: State) => s.phase === 'playing' && s.turn.number >= stallAt;
  const ben = await BotSeat.take(stack.wsUrl, gameId, { name: 'Ben', seat: 0, seed: 9, pauseWhen: stalls });
  const { seatToken } = await client.ask({ type: 'joinGame', gameId, name: 'Eva', seat: 1 }, 'joined');
  await client.close();
  ben.kick();
  const eva = await person(browser);
  // (her seat, as a join would have kept it; not written again over what the page keeps on a reload)
  await eva.context.addInitScript(([key, record]) => localStorage.getItem(key) ?? localStorage.setItem(key, record),
    [`hexfold.seat.${gameId}`, JSON.stringify({ seat: 1, seatToken, name: 'Eva' })]);
  await eva.page.goto(`${stack.url}/game/${gameId}`);
  await eva.page.locator('.player-me').waitFor();
  return { page: eva.page, errors: eva.errors, close: async () => { ben.stop(); await eva.context.close(); } };
}

describe('leaving a game, and coming back', () => {
  it('asks first, then a bot plays her seat while she watches; she takes it back', async () => {
    // (Ben stalls in his third turn: the game is still on when she comes back)
    const { page, errors, close } = await table(7);
    await page.getByRole('button', { name: 'Leave game' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('heading', { name: 'Leave the game?' }).waitFor();
    await shot(page, 'leave-confirm');
    expect(await axeSettled(page)).toEqual([]);
    // Staying changes nothing.
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(await page.locator('[data-left]').count()).toBe(0);
    await page.getByRole('button', { name: 'Leave game' }).click();
    await page.locator('[data-leave-confirm]').click();
    // She watches as a spectator: the banner, no hand; a bot plays for her.
    await page.locator('[data-left]').waitFor();
    await page.locator('.player-me').waitFor({ state: 'detached' });
    await page.waitForFunction(() => [...document.querySelectorAll('.log-lines li')].some((li) => /^Eva (rolled|ended)/.test(li.textContent ?? '')), null, { timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Leave game' }).count()).toBe(0);
    await shot(page, 'leave-left');
    expect(await axeSettled(page)).toEqual([]);
    // A reload keeps her out of her seat (the page follows as a spectator).
    await page.reload();
    await page.locator('[data-left]').waitFor();
    expect(await page.locator('.player-me').count()).toBe(0);
    // She takes her seat back.
    await page.getByRole('button', { name: 'Take my seat back' }).click();
    await page.locator('.player-me').waitFor();
    await page.locator('[data-left]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a vote on a stalled player\'s seat', () => {
  it('is offered after the stall time, and hands the seat to a bot', async () => {
    const { page, errors, close } = await table(1);
    const vote = page.locator('[data-seat-vote]');
    await vote.waitFor({ timeout: STALL_MS + 10_000 });
    expect(await vote.locator('.away-title').textContent()).toBe('Ben has not moved for a while.');
    await shot(page, 'vote-offered');
    expect(await axeSettled(page)).toEqual([]);
    await vote.getByRole('button', { name: 'Vote: a bot plays for Ben' }).click();
    // The only other person's vote is the majority: a bot plays Ben's seat, and the vote goes.
    await page.waitForFunction(() => [...document.querySelectorAll('.log-lines li')].some((li) => /^Ben rolled/.test(li.textContent ?? '')), null, { timeout: 30_000 });
    await vote.waitFor({ state: 'detached' });
    await shot(page, 'vote-passed');
    expect(errors).toEqual([]);
    await close();
  });
});
