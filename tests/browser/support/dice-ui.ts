// Driving a dice game's seat through its table as a person would: roll, build what the sheet
// highlights, roll again when nothing can be built, end the turn.
import type { Page } from 'playwright-core';
import { act } from './ui.ts';

export const dicePhase = (page: Page): Promise<string | null> => page.locator('main[data-kind=dice]').getAttribute('data-phase');

/** Does one thing on this player's turn, if it is theirs: returns what it did, or null. */
export async function diceStep(page: Page): Promise<string | null> {
  if ((await dicePhase(page)) !== 'playing') return null;
  const turn = page.locator('.dg-turn[data-rolls]');
  if ((await turn.count()) === 0) return null;
  const rolls = Number(await turn.getAttribute('data-rolls'));
  const roll = page.locator('[data-action=roll]');
  const canRoll = (await roll.count()) > 0 && (await roll.isEnabled());
  if (rolls === 0 && canRoll) {
    await act(page, () => roll.click());
    return 'roll';
  }
  const spot = page.locator('.dg-focus [data-build]').first();
  if ((await spot.count()) > 0) {
    await act(page, () => spot.click());
    return 'build';
  }
  if (canRoll && rolls < 3) {
    await act(page, () => roll.click());
    return 'roll';
  }
  const end = page.locator('[data-action=end]');
  if ((await end.count()) > 0 && (await end.isEnabled())) {
    await act(page, () => end.click());
    return 'end';
  }
  return null;
}

/** Plays the seats of these pages whenever it is theirs, until `done` or a time limit. */
export async function playDice(pages: readonly Page[], done: () => Promise<boolean>, limitMs = 120_000): Promise<number> {
  const until = Date.now() + limitMs;
  let steps = 0;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('the dice game is stuck');
    let acted = false;
    for (const page of pages) {
      if (await diceStep(page)) {
        acted = true;
        steps++;
      }
    }
    if (!acted) await pages[0].waitForTimeout(50);
  }
  return steps;
}
