// A modal dialog in real Chromium: a seat that must discard after a 7 opens the game and finds the
// discard dialog, modal (Tab never reaches the page behind it), free of serious axe findings, not
// closed by Escape, and answered from the keyboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { State } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { BotSeat, createGame } from './support/bots.ts';
import { axeSerious, launch, person, PHONE, shot, startStack } from './support/browser.ts';
import { moved, version } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
const bots: BotSeat[] = [];

const mustDiscard = (s: State, seat: number) => s.phase === 'playing' && s.turn.pending.kind === 'discard' && s.turn.pending.counts[seat] > 0;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(11), launch()]);
});

afterAll(async () => {
  bots.forEach((b) => b.stop());
  await browser?.close();
  await stack?.close();
});

describe('the discard dialog', () => {
  it('is modal, accessible, kept open by Escape, and answered from the keyboard', async () => {
    // GIVEN a game between bots, where seat 0's bot stops at its first discard
    const gameId = await createGame(stack.wsUrl, 4, 'variable');
    for (let i = 0; i < 4; i++) {
      bots.push(await BotSeat.take(stack.wsUrl, gameId, { name: `Bot ${i + 1}`, seed: 70 + i, ...(i === 0 ? { pauseWhen: mustDiscard } : {}) }));
    }
    bots.forEach((b) => b.kick());
    const paused = await Promise.race([bots[0].paused, bots[0].finished.then(() => null)]);
    if (!paused) throw new Error('the game ended before seat 0 had to discard');
    const { seatToken } = bots[0];

    // WHEN that seat's player opens the game in a browser
    const ada = await person(browser, PHONE);
    await ada.page.goto(stack.url);
    await ada.page.evaluate(([id, token]) => localStorage.setItem(`hexfold.seat.${id}`, JSON.stringify({ seat: 0, seatToken: token, name: 'Bot 1' })), [gameId, seatToken]);
    await ada.page.goto(`${stack.url}/game/${gameId}`);
    const dialog = ada.page.locator('dialog[open]');
    await dialog.waitFor();

    // THEN focus starts in the dialog and Tab never leaves it for the page behind
    const focusInDialog = () => ada.page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || active === null ? 'outside-document' : active.closest('dialog[open]') ? 'dialog' : 'page';
    });
    expect(await focusInDialog()).toBe('dialog');
    // Its title is said once (the cards' group has a name of its own).
    expect((await dialog.innerText()).split('Discard half of your cards').length - 1).toBe(1);
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await ada.page.keyboard.press('Tab');
      seen.add(await focusInDialog());
    }
    expect(seen.has('page')).toBe(false);
    expect(seen.has('dialog')).toBe(true);
    expect(await axeSerious(ada.page)).toEqual([]);
    await shot(ada.page, 'discard-dialog-phone');

    // AND Escape does not close it: the discard must be made. (Chromium may close a dialog on a
    // repeated Escape without user activation; it is opened again at once.)
    await ada.page.keyboard.press('Escape');
    await ada.page.keyboard.press('Escape');
    await dialog.waitFor({ timeout: 2_000 });
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);

    // AND the cards are chosen and sent with the keyboard alone
    const [, n] = /of (\d+)/.exec((await dialog.locator('[data-chosen]').textContent()) ?? '') ?? [];
    for (let chosen = 0; chosen < Number(n); chosen++) {
      await dialog.locator('button[aria-label^="More "]:not([disabled])').first().focus();
      await ada.page.keyboard.press('Enter');
    }
    const before = await version(ada.page);
    await dialog.getByRole('button', { name: 'Discard these cards' }).focus();
    await ada.page.keyboard.press('Enter');
    await moved(ada.page, before);
    await ada.page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(ada.errors).toEqual([]);
  });
});
