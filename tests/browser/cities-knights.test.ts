// Cities & Knights in real Chromium, against the server's bots: Play now with Cities & Knights
// ticked, the panel's barbarian track and improvement tracks at the table; the person plays
// (rolls, answers what is asked, keeps the cards) until a level can be bought, and buys it; the
// event die shows beside the red and yellow dice; then hires a knight, stands it up and moves it
// (the turn's Knight, Activate and Move knight buttons, the board's spots). The same seat on a
// phone (390×844) keeps the table and the turn's buttons in view, nothing scrolled (a full hand of
// progress cards in a row of chips, each Play a sideways swipe of the row away); there a
// Commercial Harbor's offers go from a panel over the board, in view; a barbarian attack (the ship
// brought a step from Catan in the stream) shows in the log and sends the ship home. On a phone
// with Seafarers (The Four Islands): the nine building buttons, the hand with a progress card and
// the board in view, nothing scrolled; the Deserter's panel over the board, in view. axe finds
// nothing serious on any screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { axeSettled, launch, logLines, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { act, declineOffer, placed, prompt, scrolled, step } from './support/ui.ts';
import { answerBoard, answerProgress, answerSea, deal, knightsTurn, overLimit, playsInRow, type KnightsPlan } from './support/ck-ui.ts';
import { append, emptyProgressHand, freeBeside, serverState } from './support/store.ts';
import type { Page } from 'playwright-core';
import { citiesKnights, visiblePoints } from '../../domain/catan/index.ts';

let stack: LocalStack;
let browser: Browser;
let pia: Person;

/** Plays on (rolls, answers what is asked, keeps the cards) to the seat's main phase. */
async function mainPhase(page: Page): Promise<void> {
  const until = Date.now() + 60_000;
  while (!(await prompt(page)).startsWith('Trade, build')) {
    if (Date.now() > until) throw new Error(`not at the main phase: ${await prompt(page)}`);
    const did = (await answerProgress(page)) ?? (await answerBoard(page)) ?? (await answerSea(page)) ?? ((await declineOffer(page)) ? 'decline' : null)
      ?? (await overLimit(page)) ?? (await step(page, new Set(), false));
    if (did === null) await page.waitForTimeout(50);
  }
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(73), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('a Cities & Knights game against bots', () => {
  it('starts from Play now with Cities & Knights ticked, showing the barbarians and the tracks', async () => {
    pia = await person(browser);
    const { page } = pia;
    await page.goto(`${stack.url}/`);
    await page.getByRole('button', { name: 'Play now' }).waitFor();
    await page.locator('.play-now [data-expansion=cities-knights]').check();
    await page.selectOption('#play-players', '3');
    await page.selectOption('#play-level', 'easy');
    await page.fill('#play-name', 'Pia');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('[data-ck] [data-barbarians]', { timeout: 30_000 });
    expect(await page.locator('[data-ck] [data-track]').count()).toBe(3);
    expect(await page.locator('[data-ck] .ck-step').count()).toBe(7);
    await shot(page, 'ck-desktop-start');
    expect(await axeSettled(page)).toEqual([]);
  });

  it('plays until a level can be bought, and buys it; the event die shows with the dice', { timeout: 120_000 }, async () => {
    const { page } = pia;
    const built = new Set<number>();
    let bought = false;
    let eventDie = false;
    const until = Date.now() + 90_000;
    while (!bought && Date.now() < until) {
      eventDie ||= (await page.locator('.prompt-row [data-event-die]').count()) > 0;
      const buy = page.locator('[data-ck] [data-buy]:not([disabled])').first();
      if (await buy.count()) {
        const track = await buy.getAttribute('data-buy');
        await act(page, () => buy.click());
        // (a metropolis's city would be picked on the board: not at level 1)
        expect(await page.locator(`[data-ck] [data-track=${track}]`).getAttribute('data-level')).toBe('1');
        bought = true;
        break;
      }
      const did = await step(page, built, false);
      if (did === null) await page.waitForTimeout(50);
    }
    expect(bought).toBe(true);
    expect(eventDie || (await page.locator('.prompt-row [data-event-die]').count()) > 0).toBe(true);
    expect(await page.locator('.prompt-row .die-red').count()).toBe(1);
    expect((await logLines(page)).some((l) => /^Pia raises \w+ to level 1\.$/.test(l))).toBe(true);
    await shot(page, 'ck-desktop-improvement');
    expect(await axeSettled(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });

  it('hires a knight, stands it up and moves it with the turn’s buttons and the board’s spots', { timeout: 240_000 }, async () => {
    const { page } = pia;
    const plan: KnightsPlan = { hired: 0, activated: false, moved: false, roads: 0 };
    const done: string[] = [];
    const until = Date.now() + 220_000;
    while (!plan.moved && Date.now() < until) {
      const did = (await answerProgress(page)) ?? (await answerBoard(page)) ?? ((await declineOffer(page)) ? 'decline' : null) ?? (await overLimit(page))
        ?? ((await prompt(page)).startsWith('Trade, build') ? await knightsTurn(page, plan) : await step(page, new Set(), false));
      if (did === null) await page.waitForTimeout(50);
      else done.push(did);
      // Each knight's action in the log as it happens (the log keeps the newest lines).
      if (did === 'recruit') expect(await logLines(page)).toContain('Pia recruits a basic knight.');
      if (did === 'activate') expect(await logLines(page)).toContain('Pia activates a knight.');
    }
    expect(plan, done.join(' ')).toMatchObject({ activated: true, moved: true });
    const lines = await logLines(page);
    expect(lines.some((l) => l === 'Pia moves a knight.' || l === 'Pia’s knight chases the robber away.')).toBe(true);
    expect(await page.locator('.board .knight-piece').count()).toBeGreaterThan(0);
    await shot(page, 'ck-desktop-knight');
    expect(await axeSettled(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });

  it('shows the same seat on a phone: the table in view, the panel in the dock, nothing scrolled', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', deviceScaleFactor: 1, storageState: await pia.context.storageState() });
    const phone = await context.newPage();
    await phone.goto(pia.page.url());
    await phone.waitForSelector('.dock [data-ck] [data-barbarians]');
    // Played on to Pia's main phase, where the turn's buttons show; a full hand of progress cards
    // dealt her through the store (more chips than the phone's width holds), each playable now.
    await mainPhase(phone);
    const gameId = new URL(phone.url()).pathname.split('/').pop()!;
    await emptyProgressHand(stack, gameId, 0);
    for (const [track, card] of [['science', 'irrigation'], ['science', 'mining'], ['trade', 'resourceMonopoly'], ['politics', 'warlord']]) await deal(stack, gameId, 0, track, card);
    await phone.reload();
    await expect.poll(() => phone.locator('[data-play-progress]').count()).toBe(4);
    await phone.evaluate(() => document.scrollingElement?.scrollTo(0, 0));
    const fit = await phone.evaluate(() => {
      const doc = document.scrollingElement!;
      const board = document.querySelector('.board')!.getBoundingClientRect();
      return { overflowX: doc.scrollWidth - doc.clientWidth, boardRight: board.right, boardBottom: board.bottom, width: innerWidth, height: innerHeight };
    });
    expect(fit.overflowX).toBeLessThanOrEqual(0);
    expect(fit.boardRight).toBeLessThanOrEqual(fit.width);
    expect(fit.boardBottom).toBeLessThanOrEqual(fit.height);
    expect(await scrolled(phone)).toBe(0);
    // The turn's buttons, the knights' among them, in view without scrolling, each a finger's size.
    const buttons = await placed(phone, '.dock .actions button');
    expect(buttons.map((b) => b.name)).toEqual(expect.arrayContaining(['Knight', 'Promote', 'Activate', 'Move knight', 'End turn']));
    for (const b of buttons) expect(b, b.name).toMatchObject({ inside: true });
    for (const b of buttons) expect(b.height, b.name).toBeGreaterThanOrEqual(40);
    // The hand under them too (resources, commodities), as in the base game; the progress cards held
    // in one row of chips, each Play a sideways swipe of the row away, the page never scrolled.
    for (const c of await placed(phone, '.hand .card')) expect(c, c.name).toMatchObject({ inside: true });
    for (const c of await playsInRow(phone)) expect(c, c.name).toMatchObject({ inside: true, sideways: true });
    expect(await scrolled(phone)).toBe(0);
    expect(await phone.evaluate(() => scrollX)).toBe(0);
    await shot(phone, 'ck-phone');
    expect(await axeSettled(phone)).toEqual([]);
    // The panel in the dock, scrolled to within it: its Buy and Wall buttons a finger's size.
    await phone.locator('.dock [data-ck]').scrollIntoViewIfNeeded();
    for (const c of await placed(phone, '.dock [data-ck] button')) expect(c.height, c.name).toBeGreaterThanOrEqual(28);
    await shot(phone, 'ck-phone-panel');
    await context.close();
  });
  it('plays progress cards from the hand: one by its dialog, a Saboteur whose seats answer by choosing their discards', { timeout: 120_000 }, async () => {
    const { page } = pia;
    await mainPhase(page);
    const board = async () => (await page.locator('.board-stage svg.board').boundingBox())!;
    // The two cards dealt to Pia as gate draws (the store's stream; the decks are the seed's), her
    // progress hand emptied first, and a resource to trade (the trade bar beside the hand, as in
    // most main phases) whatever the rolls gave her.
    const gameId = new URL(page.url()).pathname.split('/').pop()!;
    await emptyProgressHand(stack, gameId, 0);
    // The two others brought to Pia's points (a Defender of Catan's each) with two commodities each
    // (which a Resource Monopoly leaves them): the Saboteur then makes both discard one.
    const state = await serverState(stack, gameId);
    const behind = (seat: number) => Math.max(0, visiblePoints(state, 0) - visiblePoints(state, seat));
    await append(stack, gameId, [
      { type: 'ResourcesProduced', gains: [{ wool: 1 }, {}, {}] },
      { type: 'CommoditiesProduced', gains: [{}, { paper: 2 }, { paper: 2 }] },
      ...[1, 2].flatMap((seat) => Array.from({ length: behind(seat) }, () => ({ type: 'DefenderAwarded', seat }))),
    ]);
    await page.reload();
    await page.locator('[data-progress]').first().waitFor({ state: 'detached' });
    await page.locator('.board-stage svg.board').waitFor();
    const before = await board();
    await deal(stack, gameId, 0, 'trade', 'resourceMonopoly');
    await deal(stack, gameId, 0, 'politics', 'saboteur');
    await page.reload();
    await page.locator('[data-progress=saboteur] [data-play-progress]').first().waitFor();
    expect(await page.locator('[data-progress=saboteur] .pc-text').first().textContent())
      .toBe('Each player with as many points as you or more discards half of his resources and commodities (rounded down).');
    await shot(page, 'ck-desktop-progress-hand');
    // The hand's cards take one row: the board keeps its size (but for a few pixels: the dock's
    // columns share its width by their content).
    expect((await board()).height).toBeGreaterThanOrEqual(before.height - 8);
    expect(await axeSettled(page)).toEqual([]);
    // Resource Monopoly: its dialog names the resource.
    await page.locator('[data-play-progress=resourceMonopoly]').first().click();
    const dialog = page.locator('dialog[open] [data-progress-dialog=resourceMonopoly]');
    await dialog.waitFor();
    await shot(page, 'ck-desktop-progress-dialog');
    expect(await axeSettled(page)).toEqual([]);
    await act(page, () => dialog.locator('[data-progress-options] button').first().click());
    // The Saboteur: the seats with as many points or more (both others) each choose their discard;
    // the table waits for them.
    await act(page, () => page.locator('[data-play-progress=saboteur]').first().click());
    const seen: string[] = [];
    const owing = () => seen.flatMap((l) => (/ must discard \d+\.$/.test(l) ? [l.slice(0, l.indexOf(' must '))] : []));
    await expect.poll(async () => {
      for (const l of await logLines(page)) if (!seen.includes(l)) seen.push(l);
      return owing().length > 0 && owing().every((n) => seen.some((l) => l.startsWith(`${n} discards `)));
    }, { timeout: 30_000 }).toBe(true);
    expect(seen).toContain('Pia plays Resource Monopoly.');
    expect(seen).toContain('Pia plays Saboteur.');
    expect(owing()).not.toContain('Pia');
    expect(owing()).toHaveLength(2);
    expect(pia.errors).toEqual([]);
  });
  it('shows a barbarian attack: the ship a step from Catan, the next ship face attacks; the log tells how it went, the ship goes home', { timeout: 120_000 }, async () => {
    const { page } = pia;
    await mainPhase(page);
    const gameId = new URL(page.url()).pathname.split('/').pop()!;
    // The ship's steps written to the stream as the event die's ship faces would, up to the last.
    // (where the ship is, the server's state says: the page may not have caught up yet)
    const at = citiesKnights.ckPart(await serverState(stack, gameId)).barbarians;
    await append(stack, gameId, Array.from({ length: 6 - at }, (_, i) => ({ type: 'BarbariansAdvanced', position: at + i + 1 })));
    await page.reload();
    await expect.poll(() => page.locator('[data-ck] [data-barbarians]').getAttribute('data-barbarians')).toBe('6');
    await shot(page, 'ck-desktop-barbarians-near');
    const attacked = (lines: readonly string[]) => lines.find((l) => l.startsWith('The barbarians attack with '));
    const until = Date.now() + 100_000;
    while (!attacked(await logLines(page))) {
      if (Date.now() > until) throw new Error(`no attack: ${await prompt(page)}`);
      const did = (await answerProgress(page)) ?? (await answerBoard(page)) ?? ((await declineOffer(page)) ? 'decline' : null) ?? (await overLimit(page))
        ?? ((await prompt(page)).startsWith('Trade, build') ? await act(page, () => page.getByRole('button', { name: 'End turn' }).click()).then(() => 'end')
          : await step(page, new Set(), false));
      if (did === null) await page.waitForTimeout(50);
    }
    const line = attacked(await logLines(page))!;
    expect(line).toMatch(/^The barbarians attack with \d+ (and are beaten back by|against) \d+ knight strength/);
    // The ship sails home after the attack (it may have set out again since).
    await expect.poll(async () => Number(await page.locator('[data-ck] [data-barbarians]').getAttribute('data-barbarians')), { timeout: 10_000 }).toBeLessThan(6);
    await shot(page, 'ck-desktop-barbarians-attacked');
    expect(await axeSettled(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });

  it('on a phone, a Commercial Harbor’s offers go from a panel over the board, in view; the bot offered gives a commodity', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', deviceScaleFactor: 1, storageState: await pia.context.storageState() });
    const phone = await context.newPage();
    await phone.goto(pia.page.url());
    await mainPhase(phone);
    const gameId = new URL(phone.url()).pathname.split('/').pop()!;
    // The card dealt (her hand emptied first), a resource for Pia to offer and a commodity for each bot to give back.
    await emptyProgressHand(stack, gameId, 0);
    await deal(stack, gameId, 0, 'trade', 'commercialHarbor');
    await append(stack, gameId, [
      { type: 'ResourcesProduced', gains: [{ wool: 1 }, {}, {}] },
      { type: 'CommoditiesProduced', gains: [{}, { paper: 1 }, { paper: 1 }] },
    ]);
    await phone.reload();
    await act(phone, () => phone.locator('[data-progress=commercialHarbor] [data-play-progress]').first().click());
    const panel = phone.locator('.board-area [data-harbor-panel]');
    await panel.waitFor();
    await phone.evaluate(() => document.scrollingElement?.scrollTo(0, 0));
    const controls = await placed(phone, '[data-harbor-panel] button, [data-harbor-panel] select');
    expect(controls.length).toBe(4);
    for (const c of controls) expect(c, c.name).toMatchObject({ inside: true });
    await shot(phone, 'ck-phone-harbor');
    expect(await axeSettled(phone)).toEqual([]);
    await act(phone, () => panel.locator('[data-harbor-offer]').click());
    await expect.poll(async () => (await logLines(phone)).some((l) => / gives Pia (paper|a commodity) for it\.$/.test(l)), { timeout: 30_000 }).toBe(true);
    expect((await logLines(phone)).some((l) => /^Pia offers \w+ /.test(l))).toBe(true);
    await context.close();
    expect(pia.errors).toEqual([]);
  });

  it('on a phone, played on a Seafarers scenario: the turn’s nine building buttons, the hand and the board in view, nothing scrolled; the Deserter’s panel too', { timeout: 120_000 }, async () => {
    const sam = await person(browser, PHONE);
    const { page } = sam;
    await page.goto(`${stack.url}/`);
    const form = page.locator('.create form');
    await form.locator('input[name=players][value="3"]').check();
    await form.locator('input[name=game][value=seafarers]').check();
    await form.locator('input[name=board][value=four-islands]').check();
    await form.locator('[data-sea-expansions] [data-expansion=cities-knights]').check();
    await form.locator('#seat-1').selectOption('easy');
    await form.locator('#seat-2').selectOption('easy');
    await form.locator('#create-name').fill('Sam');
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('.dock [data-ck] [data-barbarians]', { timeout: 30_000 });
    await mainPhase(page);
    // A Deserter in Sam's hand (a row of progress cards in the dock), and a knight of the next seat's beside its settlement.
    const gameId = new URL(page.url()).pathname.split('/').pop()!;
    await emptyProgressHand(stack, gameId, 0);
    await deal(stack, gameId, 0, 'politics', 'deserter');
    await append(stack, gameId, [{ type: 'KnightRecruited', seat: 1, vertex: await freeBeside(stack, gameId, 1) }]);
    await page.reload();
    await page.locator('[data-play-progress=deserter]').first().waitFor();
    await mainPhase(page);
    // (the players and the log are under the table, a scroll away, as in the base game)
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0);
    expect(await scrolled(page)).toBe(0);
    const buttons = await placed(page, '.dock .actions button');
    expect(buttons.map((b) => b.name)).toEqual(expect.arrayContaining(['Road', 'Ship', 'Move ship', 'Knight', 'Promote', 'Activate', 'Move knight', 'End turn']));
    expect(await page.locator('.dock .actions [data-build]').count()).toBe(9);
    for (const b of buttons) expect(b.height, b.name).toBeGreaterThanOrEqual(40);
    // The moves, the resources and commodities, the progress card's Play, the board: all in view, as in the base game.
    const seen = await Promise.all(['.dock .actions button', '.hand .card', '.board', '[data-prompt]'].map((sel) => placed(page, sel)));
    for (const list of seen) expect(list.length).toBeGreaterThan(0);
    await shot(page, 'ck-sea-phone');
    for (const c of seen.flat()) expect(c, c.name).toMatchObject({ inside: true });
    // (any card drawn since in the row of chips, a sideways swipe away)
    const plays = await playsInRow(page);
    expect(plays.map((c) => c.name)).toContain('Play Deserter');
    for (const c of plays) expect(c, c.name).toMatchObject({ inside: true, sideways: true });
    expect(await scrolled(page)).toBe(0);
    // The board given up height for them keeps its land hexes a finger's width, as Seafarers' phone test asks.
    const hex = await page.locator('.tile:not(.tile-sea) > polygon').evaluateAll((els) => Math.min(...els.map((e) => e.getBoundingClientRect().width)));
    expect(hex).toBeGreaterThanOrEqual(44);
    expect(await axeSettled(page)).toEqual([]);
    // The Deserter played on that seat: its knight leaves, and Sam's panel (place one, or none) shows over the board, in view.
    await page.locator('[data-play-progress=deserter]').first().click();
    await act(page, () => page.locator('dialog[open] [data-progress-dialog=deserter] [data-progress-options] button').first().click());
    const panel = page.locator('.board-area [data-deserter-panel]');
    await panel.waitFor();
    expect(await scrolled(page)).toBe(0);
    const controls = await placed(page, '[data-deserter-panel] button, .board');
    expect(controls.length).toBeGreaterThan(1);
    for (const c of controls) expect(c, c.name).toMatchObject({ inside: true });
    await shot(page, 'ck-sea-phone-deserter');
    expect(await axeSettled(page)).toEqual([]);
    await act(page, () => panel.locator('[data-deserter-none]').click());
    expect((await logLines(page)).some((l) => l.startsWith('Sam plays Deserter'))).toBe(true);
    expect(sam.errors).toEqual([]);
    await sam.context.close();
  });
});
