// Alerts in real Chromium, at a table with three bots: the player's turn marks the tab title and
// plays a tone made with Web Audio; once answered the title comes back; with the tab in the
// background, their next turn marks the title, rings, and shows a system notification (the
// player opted in, the browser granted it); focusing the tab gives the title back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { botCommand, seededRandom } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { axeSerious, DESKTOP, launch, person, shot, startStack, type Person } from './support/browser.ts';

let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(31), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const TITLE = '● Your turn — Hexfold';

/** Counts the tones (oscillators started) and the notifications the page makes. */
function instrument() {
  const w = window as unknown as { __tones: number; __notes: string[] };
  w.__tones = 0;
  w.__notes = [];
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    w.__tones++;
    return createOscillator.call(this);
  };
  const Native = window.Notification;
  window.Notification = class extends Native {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      w.__notes.push(options?.body ?? '');
    }
  } as typeof Notification;
}

/** The page as a background tab (another tab in front): hidden and without focus. */
function background(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.hasFocus = () => !hidden;
  document.dispatchEvent(new Event('visibilitychange'));
  if (!hidden) window.dispatchEvent(new Event('focus'));
}

describe('alerts', () => {
  let ana: Person;

  it('marks the title and rings on the player\'s turn, in the foreground and in a background tab', async () => {
    const client = await TestClient.connect(stack.wsUrl);
    const gameId = (await client.ask({ type: 'createGame', players: 4, board: 'beginner', bots: [null, 'easy', 'easy', 'easy'] }, 'created')).gameId;
    const { seatToken } = await client.ask({ type: 'joinGame', gameId, name: 'Ana', seat: 0 }, 'joined');
    await client.follow({ type: 'resume', gameId, seatToken, lastVersion: 0 });

    ana = await person(browser, DESKTOP);
    await ana.context.grantPermissions(['notifications'], { origin: stack.url });
    await ana.context.addInitScript(instrument);
    await ana.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`hexfold.seat.${gameId}`, JSON.stringify({ seat: 0, seatToken, name: 'Ana' })] as const);
    const { page } = ana;
    await page.goto(`${stack.url}/game/${gameId}`);

    // The first turn is the player's: title and tone at once.
    await page.waitForFunction((title) => document.title === title, TITLE);
    expect(await page.evaluate(() => (window as unknown as { __tones: number }).__tones)).toBeGreaterThan(0);
    // Opting in to notifications (the browser has granted them).
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.waitForSelector('.alert-switch[aria-pressed="true"] >> text=Notifications');

    // The player answers (here through their other client): the title comes back.
    const random = seededRandom(3);
    for (let i = 0; i < 40; i++) {
      const s = client.view(gameId).state;
      if (s.phase !== 'playing' || s.turn.seat !== 0) break;
      const command = botCommand(s, 0, 'good', random);
      if (!command) break;
      const reply = await client.command(gameId, seatToken, command);
      if (reply.type === 'accepted') await client.until(() => client.head(gameId) >= Number(reply.version), 10_000, 'own move');
    }
    await page.waitForFunction(() => document.title === 'Hexfold');

    // In the background while the bots play: their next turn rings, marks the title and notifies.
    const tones = await page.evaluate(() => (window as unknown as { __tones: number }).__tones);
    await page.evaluate(background, true);
    await page.waitForFunction((title) => document.title === title, TITLE, { timeout: 90_000 });
    const after = await page.evaluate(() => {
      const w = window as unknown as { __tones: number; __notes: string[] };
      return { tones: w.__tones, notes: w.__notes };
    });
    expect(after.tones).toBeGreaterThan(tones);
    expect(after.notes).toContain('Your turn');
    // Back to the tab: the title is given back.
    await page.evaluate(background, false);
    await page.waitForFunction(() => document.title === 'Hexfold');
    await shot(page, 'alerts-your-turn');
    expect(await axeSerious(page)).toEqual([]);
    expect(ana.errors).toEqual([]);
    await client.close();
  });
});
