// Seafarers in real Chromium against the local stack. On a phone (390×844): the create form's
// Seafarers choice with its scenarios' maps, a game against bots on The Four Islands, and the
// set-up ship placed from the set-up road's spots; the board fits the screen. On a desktop
// (1366×800): a game on The Fog Islands whose fog stack, read from the server's store, has gold on
// top, the other seats played from the test out of the way (ScriptedSeat): the set-up ship turns
// the fog up and the gold is picked in its dialog; a ship is built, then moved in a later turn; a
// 7 of the player's moves the pirate. axe finds nothing serious on any screen visited, and the
// board's measured hexes are large enough, nothing of it off-screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../functions/local/stack.ts';
import { indexOf, type Command, type State } from '../../domain/catan/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { axeSettled, launch, person, PHONE, shot, startStack } from './support/browser.ts';
import { ScriptedSeat } from './support/scripted-seat.ts';
import { act, placed, prompt, scrolled, step } from './support/ui.ts';

const DESKTOP = { width: 1366, height: 800 };
let stack: LocalStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(31), launch()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The board as measured: its box, a land hex's width, and whether all of it is in the viewport. */
const boardFit = (page: Page) => page.evaluate(() => {
  const svg = document.querySelector('.board-stage svg.board')!.getBoundingClientRect();
  const hex = document.querySelector('.tile:not(.tile-sea):not(.tile-fog) polygon')!.getBoundingClientRect();
  const inside = svg.left >= -0.5 && svg.top >= -0.5 && svg.right <= innerWidth + 0.5 && svg.bottom <= innerHeight + 0.5;
  return { width: Math.round(svg.width), height: Math.round(svg.height), hex: Math.round(hex.width), inside, pageWidth: document.documentElement.scrollWidth };
});

async function expectFits(page: Page, viewport: { width: number }, minHex: number) {
  const fit = await boardFit(page);
  console.log(JSON.stringify(fit));
  expect(fit.inside).toBe(true);
  expect(fit.hex).toBeGreaterThanOrEqual(minHex);
  expect(fit.pageWidth).toBeLessThanOrEqual(viewport.width);
  expect(await scrolled(page)).toBe(0);
  for (const c of await placed(page, '.actions button, .zoom-buttons button')) expect(c.inside, c.name).toBe(true);
}

const waitPrompt = (page: Page, re: RegExp, timeout = 30_000) =>
  page.waitForFunction((src) => new RegExp(src).test(document.querySelector('[data-prompt]')?.textContent ?? ''), re.source, { timeout });

describe('on a phone', () => {
  it('creates a Seafarers game with bots from the form, and places the set-up ship', { timeout: 120_000 }, async () => {
    const pia = await person(browser, PHONE);
    const { page } = pia;
    await page.goto(`${stack.url}/`);
    const form = page.locator('.create form');
    await form.locator('input[name=players][value="3"]').check();
    await form.locator('input[name=game][value=seafarers]').check();
    await form.locator('input[name=board][value=four-islands]').check();
    expect(await form.locator('[data-scenario] .map-picture').count()).toBe(4);
    await form.locator('#seat-1').selectOption('easy');
    await form.locator('#seat-2').selectOption('easy');
    await form.locator('#create-name').fill('Pia');
    await form.locator('[data-scenarios]').scrollIntoViewIfNeeded();
    await shot(page, 'seafarers-phone-lobby');
    expect(await axeSettled(page)).toEqual([]);
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\/game\//);
    // Pia's first settlement, then the set-up road's spots, ships among them.
    await waitPrompt(page, /^Place a settlement/, 60_000);
    await expectFits(page, PHONE, 44);
    await act(page, () => page.locator('.spot-vertex').first().click());
    await waitPrompt(page, /^Place a road or a ship/);
    const labels = await page.locator('.spot-edge').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const ship = labels.findIndex((l) => /^Place (ship|road or ship):/.test(l));
    expect(ship).toBeGreaterThanOrEqual(0);
    // (zoomed to the spots around the settlement, a finger's width apart)
    await expectFits(page, PHONE, 44);
    await shot(page, 'seafarers-phone-setup');
    expect(await axeSettled(page)).toEqual([]);
    const before = await page.locator('.ship').count();
    await page.locator('.spot-edge').nth(ship).click();
    if (await page.locator('[data-edge-choice]').count()) await page.locator('[data-edge-choice] [data-piece=ship]').click();
    await expect.poll(() => page.locator('.ship').count(), { timeout: 15_000 }).toBe(before + 1);
    expect(pia.errors).toEqual([]);
    await pia.context.close();
  });
});

// The Fog Islands for 3: Pia settles on a coast by pasture, her set-up ship's far end by a fog
// space; her second settlement by pasture and forest brings the wool and lumber of a ship.
const FIRST = '1,4,S';
const FIRST_SHIP = '1,5,NW';
const SECOND = '4,5,N';

/** A fog-islands game whose fog stack has gold on top (the server's store knows it); a connection per game, as the limits ask. */
async function goldOnTop(): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const c = await TestClient.connect(stack.wsUrl, { localAddress: `127.0.0.${2 + Math.floor(i / 15)}` });
    const { gameId } = await c.ask({ type: 'createGame', players: 3, board: 'fog-islands', modules: ['seafarers'] }, 'created').finally(() => c.close());
    const fog = (await stack.stores.events.range(gameId, 0)).flatMap((r) => r.events).find((e) => e.type === 'FogStacked') as { hexes: string[] } | undefined;
    if (fog?.hexes.at(-1) === 'gold') return gameId;
  }
  throw new Error('no fog stack with gold on top');
}

/** The other seats: settle away from Pia's spots with roads, roll, end; answer what is asked; never build. */
function outOfTheWay(s: State, seat: number, legal: readonly Command[]): Command | null {
  const find = <T extends Command['type']>(type: T) => legal.filter((c): c is Extract<Command, { type: T }> => c.type === type);
  if (s.phase === 'setup') {
    const t = indexOf(s).topology;
    const near = (key: string, v: string) => {
      const a = t.vertexIndex.get(key)!;
      const b = t.vertexIndex.get(v)!;
      return a === b || t.vertexEdges[a].some((e) => t.edgeVertices[e].some((w) => w === b || t.vertexEdges[w].some((f) => t.edgeVertices[f].includes(b))));
    };
    return find('PlaceSettlement').find((c) => !near(FIRST, c.vertex) && !near(SECOND, c.vertex)) ?? find('PlaceRoad')[0] ?? legal[0];
  }
  if (s.phase !== 'playing') return null;
  const t = indexOf(s).topology;
  const robber = find('MoveRobber').find((c) => c.victim === null && !t.hexVertices[t.hexIndex.get(c.hex)!].some((v) => s.buildings[v]?.seat === 0));
  return find('PickGold')[0] ?? find('DiscardResources')[0] ?? robber ?? find('MoveRobber')[0] ?? find('DeclineTrade')[0]
    ?? find('RollDice')[0] ?? find('EndTurn')[0] ?? null;
}

/** Picks the gold owed in its dialog (the first resources the bank holds), if it is open. */
async function pickGold(page: Page): Promise<boolean> {
  const dialog = page.locator('dialog[open]:has([data-gold-dialog])');
  if (!(await dialog.count())) return false;
  const due = Number(await dialog.locator('[data-gold-dialog]').getAttribute('data-due'));
  for (let i = 0; i < due; i++) await dialog.locator('button[aria-label^="More "]:not([disabled])').first().click();
  await act(page, () => dialog.getByRole('button', { name: 'Take these' }).click());
  return true;
}

/** Waits for Ana's roll, doing what the others' turns ask of her meanwhile (a 7's discard, gold to pick). */
async function untilMyRoll(page: Page): Promise<void> {
  const until = Date.now() + 60_000;
  while (!/^Your turn: roll/.test(await prompt(page))) {
    if (Date.now() > until) throw new Error(`not Ana's roll: ${await prompt(page)}`);
    if ((await page.locator('dialog[open] [data-chosen]').count()) > 0) await step(page, new Set());
    else if (!(await pickGold(page))) await page.waitForTimeout(100);
  }
}

describe('on a desktop', () => {
  it('turns the fog up and picks gold, builds and moves a ship, and moves the pirate', { timeout: 240_000 }, async () => {
    const gameId = await goldOnTop();
    const ana = await person(browser, DESKTOP);
    const { page } = ana;
    await page.goto(`${stack.url}/game/${gameId}`);
    await page.fill('#join-name', 'Ana');
    await page.getByRole('button', { name: 'Join the game' }).click();
    await page.getByRole('button', { name: 'I’m ready' }).click();
    const others = [await ScriptedSeat.join(stack.wsUrl, gameId, 'Bruno', outOfTheWay), await ScriptedSeat.join(stack.wsUrl, gameId, 'Carla', outOfTheWay)];
    try {
      // Set-up: the ship from the first settlement reaches the fog, which turns up gold.
      await waitPrompt(page, /^Place a settlement/);
      await act(page, () => page.locator(`.spot-vertex[data-spot="${FIRST}"]`).click());
      await act(page, () => page.locator(`.spot-edge[data-spot="${FIRST_SHIP}"]`).click());
      expect(await page.locator('.log-lines').textContent()).toMatch(/Ana found Gold field in the fog/);
      await page.locator('dialog[open] [data-gold-dialog]').waitFor();
      expect(await page.locator('dialog[open] h2').textContent()).toBe('Pick 1 resource for your gold');
      await shot(page, 'seafarers-desktop-gold');
      expect(await axeSettled(page)).toEqual([]);
      expect(await pickGold(page)).toBe(true);
      expect(await page.locator('.log-lines').textContent()).toMatch(/Ana picked 1 \w+ for gold/);
      await waitPrompt(page, /^Place a settlement/);
      await act(page, () => page.locator(`.spot-vertex[data-spot="${SECOND}"]`).click());
      await act(page, () => page.locator('.spot-edge').first().click());
      if (await page.locator('[data-edge-choice]').count()) await act(page, () => page.locator('[data-edge-choice] [data-piece=ship]').click());

      // Turns: the first builds a ship, a later one moves one; a 7 moves the pirate.
      let built = false;
      let moved = false;
      let pirate = false;
      for (let turn = 0; turn < 30 && !(built && moved && pirate); turn++) {
        await untilMyRoll(page);
        await act(page, () => page.getByRole('button', { name: 'Roll dice' }).click());
        // (step() discards when its dialog is open; it would do more in the main phase)
        while ((await page.locator('dialog[open] [data-chosen]').count()) > 0) await step(page, new Set());
        if (/^Move the robber or the pirate/.test(await prompt(page))) {
          const spot = page.locator('.spot-hex[aria-label^="Move the pirate"]').first();
          if (!pirate) {
            await shot(page, 'seafarers-desktop-pirate');
            expect(await axeSettled(page)).toEqual([]);
          }
          await act(page, async () => {
            await spot.click();
            const victim = page.locator('dialog[open] .choices button.primary').first();
            if (await victim.count()) await victim.click();
          });
          pirate = true;
          expect(await page.locator('.log-lines').textContent()).toContain('Ana moved the pirate.');
        }
        await pickGold(page);
        await waitPrompt(page, /^Trade, build/);
        if (!built) {
          // The whole map in view: its hexes measured before a mode zooms to its spots.
          await expectFits(page, DESKTOP, 60);
          await page.locator('button[data-build=ship]').click();
          await page.locator('.spot-edge').first().waitFor();
          await shot(page, 'seafarers-desktop-ship');
          expect(await axeSettled(page)).toEqual([]);
          const ships = await page.locator('.ship[data-seat="0"]').count();
          await act(page, () => page.locator('.spot-edge').first().click());
          expect(await page.locator('.ship[data-seat="0"]').count()).toBe(ships + 1);
          built = true;
          await pickGold(page);
        } else if (!moved && (await page.locator('button[data-build=moveShip]').isEnabled())) {
          await page.locator('button[data-build=moveShip]').click();
          await page.locator('.spot-edge').first().click();
          await waitPrompt(page, /^Pick where the ship goes/);
          expect(await page.locator('.spot-picked').count()).toBe(1);
          await act(page, () => page.locator('.spot-edge').first().click());
          expect(await page.locator('.log-lines').textContent()).toContain('Ana moved a ship.');
          moved = true;
          await pickGold(page);
        }
        await act(page, () => page.getByRole('button', { name: 'End turn' }).click());
      }
      expect({ built, moved, pirate }).toEqual({ built: true, moved: true, pirate: true });
      expect(others.flatMap((o) => o.refused)).toEqual([]);
      expect(ana.errors).toEqual([]);
    } finally {
      others.forEach((o) => o.stop());
      await ana.context.close();
    }
  });
});
