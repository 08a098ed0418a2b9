// Driving a Cities & Knights seat through the UI (English texts): the answers progress cards ask
// of it, and the knights' buttons and spots.
import type { Page } from 'playwright-core';
import { initialState } from '../../../domain/catan/index.ts';
import { foldAny, type AnyEvent } from '../../../domain/platform/index.ts';
import type { LocalStack } from '../../../functions/local/stack.ts';
import { newRecord } from '../../../functions/store/stream.ts';
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
  // (stood up again if none may move: a barbarian attack sends the knights back to inactive)
  if (plan.hired > 0 && !plan.moved && (await enabled(page, 'activate'))) {
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

/** Seafarers' gold owed, picked in its dialog (the first resources the bank holds), or a set-up placement (the first spot; a road where a ship could go too); what it did, or null. */
export async function answerSea(page: Page): Promise<string | null> {
  const gold = page.locator('dialog[open]:has([data-gold-dialog])');
  if (await gold.count()) {
    const due = Number(await gold.locator('[data-gold-dialog]').getAttribute('data-due'));
    for (let i = 0; i < due; i++) await gold.locator('button[aria-label^="More "]:not([disabled])').first().click();
    await act(page, () => gold.getByRole('button', { name: 'Take these' }).click());
    return 'gold';
  }
  const text = await prompt(page);
  if (!/^Place a (city|ship|road or a ship)/.test(text)) return null;
  await act(page, async () => {
    await page.locator('.board .spot').first().click();
    // A side where either may go asks which: a road.
    const road = page.locator('dialog[open] [data-edge-choice] [data-piece=road]');
    if (await road.waitFor({ timeout: 1000 }).then(() => true, () => false)) await road.click();
  });
  return 'place';
}

/** A displaced knight's retreat, or a city lost to the barbarians: the first spot. */
export async function answerBoard(page: Page): Promise<string | null> {
  const text = await prompt(page);
  if (!text.startsWith('Your knight was displaced') && !text.startsWith('The barbarians won')) return null;
  await act(page, () => page.locator('.board .spot').first().click());
  return 'board';
}

/**
 * Deals `seat` a progress card as a gate's draw would, written to the game's stream in the store
 * (the card at the top of its deck is taken); the seat's page reloads to see it. For a test that
 * needs a given card in hand, the decks being the seed's.
 */
export async function deal(stack: LocalStack, gameId: string, seat: number, track: string, card: string): Promise<void> {
  const records = await stack.stores.events.range(gameId, 0);
  const before = foldAny(records.flatMap((r) => r.events), initialState('all'));
  const events = [{ type: 'ProgressCardDrawn', seat, track, card, reason: 'gate' }] as unknown as AnyEvent[];
  const version = records[records.length - 1].version + 1;
  const record = newRecord(gameId, version, `deal-${version}`, events, new Date().toISOString(), foldAny(events, before));
  if (!(await stack.stores.events.append(record))) throw new Error('the stream moved on while dealing');
}

/** Over the hand's limit in the seat's own turn (a draw's luck): the first card discarded. */
export async function overLimit(page: Page): Promise<string | null> {
  if (!(await prompt(page)).startsWith('You hold more than')) return null;
  await act(page, () => page.locator('[data-discard-progress]').first().click());
  return 'discard';
}

/**
 * Each progress card's Play brought into view the way a finger would, by swiping its row of chips
 * sideways (the row scrolls, the page does not): where it then lies, and whether the row scrolls
 * sideways only.
 */
export const playsInRow = (page: Page) => page.locator('[data-play-progress]').evaluateAll((els) => els.map((el) => {
  const row = el.closest<HTMLElement>('.pc-list')!;
  const [r, box] = [el.getBoundingClientRect(), row.getBoundingClientRect()];
  if (r.right > box.right) row.scrollLeft += r.right - box.right;
  else if (r.left < box.left) row.scrollLeft -= box.left - r.left;
  const at = el.getBoundingClientRect();
  const inside = at.left >= -0.5 && at.top >= -0.5 && at.right <= innerWidth + 0.5 && at.bottom <= innerHeight + 0.5;
  const sideways = row.scrollHeight <= row.clientHeight && ['auto', 'scroll'].includes(getComputedStyle(row).overflowX);
  return { name: el.textContent?.trim() ?? '', inside, sideways };
}));
