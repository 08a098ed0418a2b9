// The browser tests' Chromium (the run's one, see global-setup.ts), one context per person,
// recorded WebSocket frames, screenshots in test-artifacts/, and axe-core checks.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { seededRandom } from '../../../domain/catan/index.ts';
import { startLocalStack, type LocalStack } from '../../../functions/local/stack.ts';
import { connectChromium } from './chromium.ts';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts', import.meta.url));

/** A connection to the run's Chromium: closing it closes this file's contexts, not the browser. */
export const launch = (): Promise<Browser> => connectChromium(inject('chromiumEndpoint'));

/** The whole backend in-process, serving the built client; seeded so games repeat. */
export const startStack = (seed = 42): Promise<LocalStack> =>
  startLocalStack({ port: 0, memory: true, webDist: WEB_DIST, random: seededRandom(seed) });

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface Person {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every WebSocket frame this person's browser received. */
  readonly frames: string[];
  readonly errors: string[];
}

/**
 * The seat's seed every person brings to a join (with the seeded stack, games repeat). TEST_SEAT_SEED
 * (64 hex digits) plays the same tests with other games, to check that none relies on a lucky one.
 */
export const PERSON_SEED = process.env.TEST_SEAT_SEED ?? '5eed'.repeat(16);

/**
 * A person in a browser of their own. The first game's hints are off (as for a player who has
 * seen them) unless `hints` asks for a newcomer: the other tests pin the table without them.
 * Bots play at the fast pace (the player's switch) unless `pace` asks for the readable one, which
 * bots.test.ts pins: the tests wait for bots' turns, not for the pauses that make them readable.
 * Their joins bring `seed` (the client's own seed, see web/src/state/join.ts), so games repeat.
 */
export async function person(
  browser: Browser, viewport = DESKTOP, locale = 'en-US', { hints = false, pace = 'fast' as 'fast' | 'readable', seed = PERSON_SEED } = {},
): Promise<Person> {
  const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
  await context.addInitScript((s) => localStorage.setItem('hexfold.seatSeed', s), seed);
  if (!hints) await context.addInitScript(() => localStorage.setItem('hexfold.hints', JSON.stringify({ off: true, seen: [] })));
  if (pace === 'fast') await context.addInitScript(() => { if (localStorage.getItem('hexfold.pace') === null) localStorage.setItem('hexfold.pace', 'fast'); });
  const page = await context.newPage();
  const frames: string[] = [];
  const errors: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, frames, errors };
}

export async function shot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = `${ARTIFACTS}/${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: number;
  readonly targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeSerious(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * axe's serious findings with motion reduced: what is still coming in (tumbling dice, gains) is
 * checked as it will settle.
 */
export async function axeSettled(page: Page): Promise<AxeViolation[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await axeSerious(page);
  } finally {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}

/** The log's lines as shown. */
export const logLines = (page: Page): Promise<string[]> => page.locator('.log-lines li').allTextContents();
