// Driving a Cities & Knights seat through the UI (English texts): the answers progress cards ask
// of it, and the knights' buttons and spots.
import type { Page } from 'playwright-core';
import { act, prompt } from './ui.ts';

/** Answers a progress card's question to this seat (a deck, cards owed, a pick, a discard); what it did, or null. */
export async function answerProgress(page: Page): Promise<string | null> {
  const dialog = page.locator('dialog[open] [data-progress-answer]');
  if (!(await dialog.count())) return null;
  const kind = (await dialog.getAttribute('data-progress-answer')) ?? '';
  if (kind === 'owed' || kind === 'take') {
    const [, n] = /of (\d+)/.exec((await dialog.locator('[data-chosen]').textContent()) ?? '') ?? [];
    for (let i = 0; i < Number(n); i++) await dialog.locator('button[aria-label^="More "]:not([disabled])').first().click();
    await act(page, () => dialog.locator('[data-progress-send]').click());
  } else {
    await act(page, () => dialog.locator('button').first().click());
  }
  return kind;
}

export interface KnightsPlan {
  hired: number;
  activated: boolean;
  moved: boolean;
  roads: number;
}

const enabled = async (page: Page, mode: string) => page.locator(`.actions [data-build=${mode}]:not([disabled])`).count().then((n) => n > 0);

/**
 * In the main phase: moves an active knight if one may act, else stands one up, else hires one
 * (two at most), else builds a road (to give the knights somewhere to go); else ends the turn.
 */
export async function knightsTurn(page: Page, plan: KnightsPlan): Promise<string> {
  if (plan.activated && !plan.moved && (await enabled(page, 'knight'))) {
    await page.locator('[data-build=knight]').click();
    await page.locator('.board .spot-vertex').first().click();
    await page.locator('.board [data-picked]').waitFor();
    await act(page, () => page.locator('.board .spot').first().click());
    plan.moved = true;
    return 'move';
  }
  if (plan.hired > 0 && !plan.activated && (await enabled(page, 'activate'))) {
    await page.locator('[data-build=activate]').click();
    await act(page, () => page.locator('.board .spot-vertex').first().click());
    plan.activated = true;
    return 'activate';
  }
  if (plan.hired < 2 && plan.roads > 0 && (await enabled(page, 'recruit'))) {
    await page.locator('[data-build=recruit]').click();
    await act(page, () => page.locator('.board .spot-vertex').first().click());
    plan.hired++;
    return 'recruit';
  }
  if (plan.roads < 5 && (await enabled(page, 'road'))) {
    await page.locator('[data-build=road]').click();
    await act(page, () => page.locator('.board .spot-edge').first().click());
    plan.roads++;
    return 'road';
  }
  await act(page, () => page.getByRole('button', { name: 'End turn' }).click());
  return 'end';
}

/** A displaced knight's retreat, or a city lost to the barbarians: the first spot. */
export async function answerBoard(page: Page): Promise<string | null> {
  const text = await prompt(page);
  if (!text.startsWith('Your knight was displaced') && !text.startsWith('The barbarians won')) return null;
  await act(page, () => page.locator('.board .spot').first().click());
  return 'board';
}

/** Cards played without a question to their player's table: skipped (a free road's spots, the Alchemist's dice before the roll). */
const SKIPPED = new Set(['roadBuilding', 'alchemist', 'diplomat', 'deserter', 'intrigue', 'bishop', 'smith', 'crane', 'commercialHarbor']);

/**
 * In the main phase: buys an improvement level when it can (politics first: its deck holds the
 * cards that ask others for cards), plays a progress card it may (the Saboteur and the Wedding
 * first; a card's dialog answered with its first choice); else ends the turn. What it did.
 */
export async function progressTurn(page: Page): Promise<string> {
  const buy = page.locator('[data-ck] [data-buy=politics]:not([disabled]), [data-ck] [data-buy]:not([disabled])').first();
  if (await buy.count()) {
    await act(page, () => buy.click());
    if ((await prompt(page)).startsWith('Pick the city to carry')) await act(page, () => page.locator('.board .spot').first().click());
    return 'buy';
  }
  const cards = await page.locator('[data-play-progress]:not([disabled])').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-play-progress')!));
  const card = ['saboteur', 'wedding'].find((c) => cards.includes(c)) ?? cards.find((c) => !SKIPPED.has(c));
  if (card !== undefined) {
    await page.locator(`[data-play-progress=${card}]`).first().click();
    const dialog = page.locator('dialog[open] [data-progress-dialog]');
    if (await dialog.count()) {
      const option = dialog.locator('[data-progress-options] button, button.primary').first();
      await act(page, () => option.click());
    } else {
      await page.waitForFunction(() => !document.querySelector('.conn-pending'));
    }
    return `play ${card}`;
  }
  await act(page, () => page.getByRole('button', { name: 'End turn' }).click());
  return 'end';
}
