// Web client figures: the built site's initial JavaScript, gzipped (target ≤ 60 KB), and replay
// stepping speed in Chromium (positions/s while holding →, target ≥ 60; and the raw rate when
// every step is rendered back to back). Run with `node --import tsx tests/bench/web.ts`.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { prepare } from '../browser/global-setup.ts';
import { botGame } from '../browser/support/bots.ts';
import { startStack, WEB_DIST } from '../browser/support/browser.ts';
import { launchChromium } from '../browser/support/chromium.ts';

/** The scripts the entry page loads before anything else: its module script and modulepreloads. */
export function initialScripts(dist: string): string[] {
  const html = readFileSync(`${dist}/index.html`, 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(srcs)];
}

export function initialJsGzipBytes(dist = WEB_DIST): { files: string[]; raw: number; gzip: number } {
  const files = initialScripts(dist);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const bytes = readFileSync(`${dist}${f}`);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

export async function replaySpeed(): Promise<{ events: number; holding: number; backToBack: number }> {
  const [stack, browser] = await Promise.all([startStack(7), launchChromium()]);
  try {
    const { gameId } = await botGame(stack.wsUrl, 4, 'variable', 3);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${stack.url}/replay/${gameId}?at=0`);
    await page.waitForSelector('[data-position="0"]');
    const position = async () => Number(await page.locator('[data-position]').getAttribute('data-position'));
    const events = Number(/of (\d+)/.exec((await page.locator('.replay-where').textContent()) ?? '')?.[1]);

    await page.keyboard.down('ArrowRight');
    const started = Date.now();
    await page.waitForTimeout(2000);
    await page.keyboard.up('ArrowRight');
    const holding = (await position()) / ((Date.now() - started) / 1000);

    // Back to back: one step per key press, each rendered (layout forced) before the next.
    await page.keyboard.press('Home');
    const backToBack = await page.evaluate(async () => {
      const n = 200;
      const t0 = performance.now();
      for (let i = 0; i < n; i++) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
        window.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight' }));
        await new Promise((r) => setTimeout(r, 0));
        void document.body.offsetHeight;
      }
      const check = Number(document.querySelector('[data-position]')?.getAttribute('data-position'));
      if (check !== n) throw new Error(`expected position ${n}, got ${check}`);
      return n / ((performance.now() - t0) / 1000);
    });
    return { events, holding, backToBack };
  } finally {
    await browser.close();
    await stack.close();
  }
}

const verdict = (ok: boolean, target: string) => `[target ${target}: ${ok ? 'ok' : 'MISSED'}]`;

export async function main(): Promise<void> {
  await prepare();
  const size = initialJsGzipBytes();
  const kb = size.gzip / 1024;
  console.log(`web: initial JS ${kb.toFixed(1)} KB gzipped (${(size.raw / 1024).toFixed(1)} KB raw; ${size.files.join(', ')})   ${verdict(kb <= 60, '≤ 60 KB')}`);
  const speed = await replaySpeed();
  console.log(`web: replay of ${speed.events} events: ${speed.holding.toFixed(0)} positions/s holding →; ${speed.backToBack.toFixed(0)} positions/s rendered back to back   ${verdict(speed.holding >= 60, '≥ 60 positions/s holding →')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
