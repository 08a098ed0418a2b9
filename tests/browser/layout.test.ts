// The table on one screen, in real Chromium: on a desktop (1366×800) and a phone (390×844) every
// control a turn needs is inside the viewport without scrolling; on the phone a trade offer made
// to the player comes up over the board and is answered from there (one made to another player is
// a note without buttons), and every tap target (board spots when zoomed
// included) is at least 44 px; the board takes the screen's whole width (its hexes 61 px wide at
// 390 px; tests/browser/five-six.test.ts holds the 30-hex board to this); axe finds nothing
// serious. Screenshots go to the artifacts folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RESOURCES, handTotal, type Resource, type State } from '../../domain/catan/index.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { BotSeat, createGame } from './support/bots.ts';
import { axeSerious, launch, person, PHONE, shot, startStack, type Person } from './support/browser.ts';
import { act, declineOffer, placed, prompt, scrolled, step } from './support/ui.ts';

const LAPTOP = { width: 1366, height: 800 };

let stack: LocalStack;
let browser: Browser;
const bots: BotSeat[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(31), launch()]);
});

afterAll(async () => {
  bots.forEach((b) => b.stop());
  await browser?.close();
  await stack?.close();
});

/** Lets the page do what the game asks (set-up, rolls, turns) until `done`. */
async function playUntil(page: Page, done: () => Promise<boolean>, limitMs = 60_000, only?: (p: string) => boolean): Promise<void> {
  const built = new Set<number>();
  const until = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`stuck at "${await prompt(page)}"`);
    const text = await prompt(page);
    const did = only && !only(text) ? null : (await step(page, built)) ?? ((await declineOffer(page)) ? 'decline' : null);
    if (!did) await page.waitForTimeout(50);
  }
}

/**
 * With the page at its top (the automation's clicks may have scrolled it to reach an element), every
 * control matching the selectors is shown wholly inside the viewport.
 */
async function allInView(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await scrolled(page)).toBe(0);
  for (const selector of selectors) {
    const found = await placed(page, selector);
    expect(found.length, `${selector} is shown`).toBeGreaterThan(0);
    expect(found.filter((c) => !c.inside), `${selector} inside the viewport`).toEqual([]);
  }
}

/** Shown buttons (and summaries, selects) of these areas smaller than 44 px either way. */
async function smallTargets(page: Page, areas: string): Promise<{ name: string; width: number; height: number }[]> {
  const found = await placed(page, `${areas} :is(button, summary, select)`);
  return found.filter((c) => c.width < 44 || c.height < 44);
}

/** The on-screen size of the shown spots' hit areas: corner circles' diameters, side bands' widths. */
const spotSizes = (page: Page, kind: 'vertex' | 'edge') => page.locator(`.spot-${kind} .spot-hit`).evaluateAll((els, k) => {
  const svg = els[0]?.closest('svg');
  const frame = svg?.getBoundingClientRect();
  return els.flatMap((el) => {
    const r = el.getBoundingClientRect();
    if (!frame || r.right < frame.left || r.left > frame.right || r.bottom < frame.top || r.top > frame.bottom) return [];
    const scale = (el as SVGGraphicsElement).getScreenCTM()!.a;
    if (k === 'vertex') return [2 * Number(el.getAttribute('r')) * scale];
    const p = (el.getAttribute('points') ?? '').split(' ').map((xy) => xy.split(',').map(Number));
    return [Math.hypot(p[0][0] - p[3][0], p[0][1] - p[3][1]) * scale];
  });
}, kind);

describe('the table on a desktop (1366×800)', () => {
  it('keeps the board, prompt, hand, moves, costs and trade bar in view during a turn', async () => {
    const ana = await person(browser, LAPTOP);
    const { page } = ana;
    await page.goto(`${stack.url}/`);
    await page.getByRole('button', { name: 'Play now' }).waitFor();
    await page.selectOption('#play-players', '4');
    await page.selectOption('#play-board', 'variable');
    await page.selectOption('#play-level', 'good');
    await page.fill('#play-name', 'Ana');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/game\//);
    await page.waitForSelector('.spot-vertex');
    await shot(page, 'layout-desktop-setup');
    // The legal spots pulse, unless the player asked for reduced motion.
    const pulsing = () => page.locator('.spot-mark').evaluateAll((els) => els.filter((e) => getComputedStyle(e).animationName === 'pulse').length);
    expect(await pulsing()).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await pulsing()).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    await playUntil(page, async () => (await prompt(page)).startsWith('Your turn: roll'), 90_000, (p) => !p.startsWith('Your turn: roll'));
    await allInView(page, ['[data-prompt]', 'button:text-is("Roll dice")', '.hand .card', '.costs', '.board']);
    await act(page, () => page.getByRole('button', { name: 'Roll dice' }).click());
    if (!(await prompt(page)).startsWith('Trade, build')) await playUntil(page, async () => (await prompt(page)).startsWith('Trade, build'), 30_000, (p) => !p.startsWith('Trade, build'));
    // The dice tumble just after the roll, unless the player asked for reduced motion.
    // (When the roll is still the newest move: a 7 may have moved the robber since.)
    if (await page.locator('.dice.rolling').count()) {
      const dieAnimation = () => page.locator('.dice.rolling .die').first().evaluate((d) => getComputedStyle(d).animationName);
      expect(await dieAnimation()).toBe('tumble');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await dieAnimation()).toBe('none');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }
    await shot(page, 'layout-desktop-turn');
    await allInView(page, ['[data-prompt]', '[data-dice]', 'button[data-build]', 'button:text-is("Buy development card")', 'button:text-is("End turn")',
      '.hand .card', '[data-trade-bar] button', '[data-trade-bar] select', '.costs', '.player', '.log']);
    expect(await axeSerious(page)).toEqual([]);
    expect(ana.errors).toEqual([]);
  });
});

describe('the table on a phone (390×844)', () => {
  let pia: Person;
  let gameId = '';
  let offerer: BotSeat;

  it('places the set-up pieces with spots at least 44 px once zoomed', async () => {
    gameId = await createGame(stack.wsUrl, 3, 'variable');
    pia = await person(browser, PHONE);
    await pia.page.goto(`${stack.url}/game/${gameId}`);
    await pia.page.fill('#join-name', 'Pia');
    await pia.page.selectOption('#join-seat', '1');
    await pia.page.getByRole('button', { name: 'Join the game' }).click();
    await pia.page.waitForSelector('.player-me');
    // Seat 0 plays until its first main phase with cards in hand, then waits there (to offer a trade).
    const ready = (s: State, seat: number) => s.phase === 'playing' && s.turn.seat === seat && s.turn.dice !== null
      && s.turn.pending.kind === 'none' && !s.turn.trade && handTotal(s.hands[seat]) > 0;
    offerer = await BotSeat.take(stack.wsUrl, gameId, { name: 'Olga', seat: 0, seed: 5, pauseWhen: ready });
    bots.push(offerer, await BotSeat.take(stack.wsUrl, gameId, { name: 'Rui', seat: 2, seed: 6 }));
    bots.forEach((b) => b.kick());
    // Pia says she is ready (the bots' seats are at once): the game starts.
    await pia.page.locator('[data-ready-button]').click();

    const { page } = pia;
    await page.waitForFunction(() => document.querySelector('[data-prompt]')?.textContent?.startsWith('Place a settlement'), undefined, { timeout: 30_000 });
    await shot(page, 'layout-phone-setup');
    // The whole board is shown: zoomed in twice, the corners are a finger wide.
    await page.locator('[data-zoom-in]').click();
    await page.locator('[data-zoom-in]').click();
    const corners = await spotSizes(page, 'vertex');
    expect(corners.length).toBeGreaterThan(0);
    expect(Math.min(...corners)).toBeGreaterThanOrEqual(44);
    await shot(page, 'layout-phone-zoomed');
    await page.getByRole('button', { name: 'Show the whole board' }).click();
    await act(page, () => page.locator('.spot-vertex').first().click());
    // The road's few spots: the board zooms to them by itself.
    await page.waitForSelector('.spot-edge');
    await page.waitForFunction(() => Number(document.querySelector('[data-zoom]')?.getAttribute('data-zoom')) > 1.3);
    const sides = await spotSizes(page, 'edge');
    expect(Math.min(...sides)).toBeGreaterThanOrEqual(44);
    await shot(page, 'layout-phone-road');
    await act(page, () => page.locator('.spot-edge').first().click());
    await page.waitForFunction(() => Number(document.querySelector('[data-zoom]')?.getAttribute('data-zoom')) < 1.01);
  });

  it('answers a trade offer aimed at her from the pop-up over the board; one aimed at another is a note', async () => {
    const { page } = pia;
    await playUntil(page, async () => (await page.locator('main[data-phase=playing]').count()) > 0, 60_000);
    const paused = await Promise.race([offerer.paused, page.waitForTimeout(60_000).then(() => null)]);
    if (!paused || paused.phase !== 'playing') throw new Error('seat 0 never reached its main phase');
    // Olga offers Pia alone one card she holds for one Pia holds.
    const held = await page.locator('.hand [data-resource]').evaluateAll((els) => els.flatMap((e) => (Number(e.getAttribute('data-count')) > 0 ? [e.getAttribute('data-resource')!] : [])));
    const hers = RESOURCES.filter((r) => paused.hands[0][r] > 0);
    const want = held[0] as Resource | undefined;
    const give = hers.find((r) => r !== want) ?? hers[0];
    const client = await TestClient.connect(stack.wsUrl);
    await client.follow({ type: 'resume', gameId, seatToken: offerer.seatToken, lastVersion: 0 });
    await client.command(gameId, offerer.seatToken, { type: 'OfferTrade', seat: 0, give: { [give]: 1 }, want: { [want ?? (give === 'ore' ? 'wool' : 'ore')]: 1 }, to: 1 } as never);
    const pop = page.locator('.offer-pop');
    await pop.waitFor();
    expect(await pop.locator('h2').textContent()).toBe('Olga offers you a trade');
    await page.waitForTimeout(400);
    await allInView(page, ['.offer-pop', '.offer-pop button']);
    expect(await smallTargets(page, '.offer-pop')).toEqual([]);
    await shot(page, 'layout-phone-offer');
    expect(await axeSerious(page)).toEqual([]);
    const answer = want ? 'Accept' : 'Decline';
    await act(page, () => pop.getByRole('button', { name: answer, exact: true }).click());
    await page.locator(`[data-my-answer=${want ? 'accepted' : 'declined'}]`).waitFor();
    if (want) {
      await client.command(gameId, offerer.seatToken, { type: 'ConfirmTrade', seat: 0, partner: 1 } as never);
      await pop.waitFor({ state: 'detached' });
      await page.locator('.player-me .gains').waitFor();
      await shot(page, 'layout-phone-traded');
    }
    // Olga then offers Rui alone a card she still holds: Pia sees a note, with nothing to answer.
    const left = { ...paused.hands[0] };
    if (want) {
      left[give]--;
      left[want]++;
    }
    const offered = RESOURCES.find((r) => left[r] > 0)!;
    await client.command(gameId, offerer.seatToken, { type: 'OfferTrade', seat: 0, give: { [offered]: 1 }, want: { [offered === 'ore' ? 'wool' : 'ore']: 1 }, to: 2 } as never);
    const note = page.locator('.offer-note');
    await note.waitFor();
    await page.waitForTimeout(700); // the new log line's highlight settles
    expect(await note.locator('h2').textContent()).toBe('Olga → Rui');
    expect(await note.locator('button').count()).toBe(0);
    expect(await pop.count()).toBe(0);
    await allInView(page, ['.offer-note']);
    await shot(page, 'layout-phone-offer-aimed');
    expect(await axeSerious(page)).toEqual([]);
    await client.command(gameId, offerer.seatToken, { type: 'EndTurn', seat: 0 } as never);
    await client.close();
  });

  it('keeps every control of a turn in the bottom sheet, in view, 44 px or more, and the board the screen\'s width', async () => {
    const { page } = pia;
    await playUntil(page, async () => (await prompt(page)).startsWith('Your turn: roll'), 30_000, (p) => !p.startsWith('Your turn: roll'));
    await allInView(page, ['[data-prompt]', 'button:text-is("Roll dice")', '.hand .card', '.costs-toggle summary', '.board']);
    // The whole board in the frame's width: a hex (173 units of the board's 1062) is 61 px wide at 390 px.
    const { hex, frame } = await page.evaluate(() => ({
      hex: Math.min(...[...document.querySelectorAll('.tile > polygon')].map((p) => p.getBoundingClientRect().width)),
      frame: document.querySelector('.board')!.getBoundingClientRect().width,
    }));
    expect(frame).toBeGreaterThanOrEqual(370);
    expect(hex).toBeGreaterThanOrEqual(0.99 * (100 * Math.sqrt(3) * frame) / 1062);
    await act(page, () => page.getByRole('button', { name: 'Roll dice' }).click());
    if (!(await prompt(page)).startsWith('Trade, build')) await playUntil(page, async () => (await prompt(page)).startsWith('Trade, build'), 30_000, (p) => !p.startsWith('Trade, build'));
    await allInView(page, ['[data-prompt]', 'button[data-build]', 'button:text-is("Buy development card")', 'button:text-is("End turn")',
      '.hand .card', 'button.trade-toggle', '.costs-toggle summary']);
    expect(await smallTargets(page, ':is(.dock, .zoom-buttons, .prompt-row, .costs-toggle)')).toEqual([]);
    await shot(page, 'layout-phone-turn');
    // The trade bar and the costs card open in the sheet, still in view.
    await page.locator('button.trade-toggle').click();
    await page.locator('.costs-toggle summary').click();
    await allInView(page, ['[data-trade-bar] button', 'button:text-is("End turn")']);
    expect(await smallTargets(page, '.dock')).toEqual([]);
    await shot(page, 'layout-phone-trade-bar');
    expect(await axeSerious(page)).toEqual([]);
    expect(pia.errors).toEqual([]);
  });
});
