// Live play in real Chromium against the whole local stack: two people create and join a game
// through the UI and play it (the third seat is the domain bot over a raw socket), a spectator
// watches, one player's network is cut and restored, a reload keeps the seat, and no hand card
// ever reaches the spectator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import type { ServerMessage, StreamItem } from '../../functions/protocol/messages.ts';
import { BotSeat } from './support/bots.ts';
import { axeSerious, DESKTOP, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { moved, prompt, step, turnNumber, version } from './support/ui.ts';

let stack: LocalStack;
let browser: Browser;
let ana: Person;
let bruno: Person;
let watcher: Person;
const bots: BotSeat[] = [];
let gameId = '';
const built = new Map<Person, Set<number>>();

/** Lets the two people act whenever the game asks them to, until `done` or a time limit. */
async function playUntil(done: () => Promise<boolean>, limitMs = 60_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`stuck: Ana "${await prompt(ana.page)}", Bruno "${await prompt(bruno.page)}"`);
    let acted = false;
    for (const p of [ana, bruno]) {
      if (!built.has(p)) built.set(p, new Set());
      if (await step(p.page, built.get(p)!)) acted = true;
    }
    if (!acted) await ana.page.waitForTimeout(50);
  }
}

/** Waits until both show the same version, read afresh each time: a record may still land on `a` (a turn passing on), and `b` may take it with the one before at once. */
const sameVersion = async (a: Person, b: Person) => {
  await expect.poll(async () => (await version(b.page)) - (await version(a.page)), { timeout: 10_000 }).toBe(0);
};

/** The stream items a person received, by version (duplicates from catch-ups merged). */
function received(p: Person): Map<number, StreamItem> {
  const items = new Map<number, StreamItem>();
  for (const f of p.frames) {
    const m = JSON.parse(f) as ServerMessage;
    if (m.type === 'events' && m.viewer !== 'all') for (const i of m.items) items.set(i.version, i);
  }
  return items;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(42), launch()]);
});

afterAll(async () => {
  bots.forEach((b) => b.stop());
  await browser?.close();
  await stack?.close();
});

describe('a live game in the browser', () => {
  it('Ana creates a game in the lobby, Bruno joins by the shared link, a spectator watches', async () => {
    ana = await person(browser, DESKTOP);
    await ana.page.goto(`${stack.url}/`);
    await ana.page.waitForSelector('.conn-open');
    await shot(ana.page, 'lobby-desktop');
    expect(await axeSerious(ana.page)).toEqual([]);

    await ana.page.getByLabel('3', { exact: true }).check();
    await ana.page.getByLabel('Beginner board').check();
    await ana.page.fill('#create-name', 'Ana');
    await ana.page.getByRole('button', { name: 'Create and take a seat' }).click();
    await ana.page.waitForURL(/\/game\//);
    const link = await ana.page.inputValue('#share-url');
    gameId = link.split('/').pop()!;
    expect(link).toBe(`${stack.url}/game/${gameId}`);

    bruno = await person(browser, PHONE);
    await bruno.page.goto(link);
    await bruno.page.fill('#join-name', 'Bruno');
    await bruno.page.getByRole('button', { name: 'Join the game' }).click();
    await bruno.page.waitForSelector('.player-me');

    // The spectator finds the game in the lobby's list.
    watcher = await person(browser, DESKTOP);
    await watcher.page.goto(`${stack.url}/`);
    const row = watcher.page.locator(`[data-game="${gameId}"]`);
    expect(await row.textContent()).toContain('2 of 3 seats taken');
    await row.getByRole('link', { name: 'Watch' }).click();
    await watcher.page.waitForURL(link);
    await watcher.page.waitForSelector('[data-watching]');

    bots.push(await BotSeat.take(stack.wsUrl, gameId, { name: 'Robo', seed: 7 }));
    bots[0].kick();
    // The people say they are ready (a bot's seat is at once): the game starts.
    for (const p of [ana, bruno]) await p.page.getByRole('button', { name: 'I’m ready' }).click();
    await ana.page.waitForFunction(() => document.querySelector('[data-prompt]')?.textContent === 'Your turn: roll the dice.');
    await ana.page.waitForSelector('[data-watchers="1"]');
    expect(await ana.page.locator('.player-me .player-name').textContent()).toBe('Ana');
    expect(await bruno.page.locator('.player-me .player-name').textContent()).toBe('Bruno');
    expect(await watcher.page.locator('.player').count()).toBe(3);
  });

  it('they play several turns through the UI, and the spectator sees every move but no hand', async () => {
    await playUntil(async () => (await turnNumber(ana.page)) >= 7);
    await sameVersion(ana, watcher);
    expect(await watcher.page.locator('.hand, .actions, .devcards, dialog[open]').count()).toBe(0);
    const log = (await watcher.page.locator('.log-lines').textContent()) ?? '';
    expect(log).toMatch(/Ana rolled/);
    expect(log).toMatch(/Bruno (rolled|ended the turn)/);
    const spectatorHands = await watcher.page.locator('[data-cards]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cards'))));
    const anaHands = await ana.page.locator('[data-cards]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cards'))));
    expect(spectatorHands).toEqual(anaHands);
    await shot(ana.page, 'game-desktop');
    await shot(bruno.page, 'game-phone', true);
    expect(await axeSerious(ana.page)).toEqual([]);
  });

  it('a player cut off the network catches up on reconnect, and a move made offline is applied once', async () => {
    // Bruno is offline while Ana plays her turn: he misses those events.
    await playUntil(async () => (await prompt(ana.page)).startsWith('Your turn: roll'));
    await bruno.context.setOffline(true);
    await bruno.page.waitForSelector('.conn-waiting');
    const missedFrom = await version(ana.page);
    await playUntil(async () => (await prompt(ana.page)).startsWith('Waiting for Bruno'), 20_000).catch(() => undefined);
    expect(await version(ana.page)).toBeGreaterThan(missedFrom);
    await bruno.context.setOffline(false);
    await sameVersion(ana, bruno);
    // He holds all he missed. The game may first want his discard (a 7 rolled while he was away).
    await playUntil(async () => (await prompt(bruno.page)).startsWith('Your turn: roll'));
    expect(await prompt(bruno.page)).toBe('Your turn: roll the dice.');

    // Bruno rolls while offline: the move waits in his queue, then goes once.
    await bruno.context.setOffline(true);
    await bruno.page.waitForSelector('.conn-waiting');
    const before = await version(bruno.page);
    await bruno.page.getByRole('button', { name: 'Roll dice' }).click();
    await bruno.page.waitForSelector('.conn-pending');
    await ana.page.waitForTimeout(500);
    expect(await version(ana.page)).toBe(before);
    await bruno.context.setOffline(false);
    await moved(bruno.page, before);
    await sameVersion(bruno, ana);
    const rolls = [...received(ana).values()].filter((i) => i.version > before && i.events.some((e) => e.type === 'DiceRolled'));
    expect(rolls).toHaveLength(1);
    expect(await prompt(bruno.page)).not.toBe('Your turn: roll the dice.');
  });

  it('a reload keeps the seat', async () => {
    await bruno.page.reload();
    await bruno.page.waitForSelector('.player-me');
    expect(await bruno.page.locator('.player-me .player-name').textContent()).toBe('Bruno');
    await sameVersion(ana, bruno);
    expect(await bruno.page.locator('.hand').count()).toBe(1);
    await playUntil(async () => (await turnNumber(ana.page)) >= 10);
  });

  it('no hand card reaches the spectator while bots finish the game; then everything is open', async () => {
    for (const p of [ana, bruno]) {
      const record = await p.page.evaluate((id) => JSON.parse(localStorage.getItem(`hexfold.seat.${id}`)!), gameId);
      const bot = await BotSeat.take(stack.wsUrl, gameId, { seat: record.seat, seatToken: record.seatToken, seed: 100 + record.seat });
      bots.push(bot);
      bot.kick();
    }
    await Promise.race([...bots.map((b) => b.finished), ana.page.waitForTimeout(60_000).then(() => {
      throw new Error(`the bots did not finish: ${bots.map((b) => `${b.seat}@${b.items.length}`).join(' ')}`);
    })]);
    await watcher.page.waitForSelector('main[data-phase=finished]', { timeout: 20_000 });
    let hidden = 0;
    for (const f of watcher.frames) {
      const m = JSON.parse(f) as ServerMessage;
      if (m.type !== 'events' || m.viewer === 'all') continue;
      expect(m.viewer).toBe('spectator');
      for (const e of m.items.flatMap((i) => i.events)) {
        if (e.type === 'DevelopmentCardBought') expect(e.card).toBeNull();
        if (e.type === 'ResourceStolen') expect(e.resource).toBeNull();
        if (e.type === 'DevelopmentCardBought' || e.type === 'ResourceStolen') hidden++;
      }
    }
    expect(hidden).toBeGreaterThan(0);
    expect(watcher.frames.some((f) => f.includes('"viewer":"all"'))).toBe(true);
    expect(await watcher.page.locator('.hand').count()).toBe(0);
    await watcher.page.getByRole('link', { name: 'Open the replay' }).first().waitFor();
    for (const p of [ana, bruno, watcher]) expect(p.errors).toEqual([]);
  });
});
