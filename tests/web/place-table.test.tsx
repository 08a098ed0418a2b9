// @vitest-environment happy-dom
// Placing on the table's board, in the DOM: a keyboard placement puts the keyboard back on the
// build button; a queued placement is drawn "waiting to be sent" until accepted or refused; on a
// touch screen the first tap marks the spot, Place it sends, and Escape drops the mark but keeps
// the mode. (The arrow keys need screen positions: tests/browser/touch-keyboard.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../web/src/lib/domain.ts';
import { click, tick } from './fakes.ts';
import { friendsGame } from './friends-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_place1';

const press = async (el: EventTarget, key: string) => {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  await tick();
};

/** Ana (seat 0) in her main phase, with cards enough for a road. */
async function table() {
  const g = friendsGame();
  g.apply({ type: 'ResourcesProduced', gains: [{ ore: 3, grain: 1 }, {}, {}, {}] } as Event);
  return mountGame(GAME, 0, g.events);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('placing on the board', () => {
  it('Enter on a spot builds there at once, and the keyboard goes back to the build button', async () => {
    const { root, net } = await table();
    const road = root.querySelector<HTMLButtonElement>('[data-build=road]')!;
    await click(road);
    const spot = root.querySelector<SVGElement>('.spot-edge')!;
    spot.focus();
    await press(spot, 'Enter');
    expect(net.last('command')?.command).toMatchObject({ type: 'BuildRoad', edge: spot.getAttribute('data-spot') });
    expect(document.activeElement).toBe(road);
  });

  it('a queued placement shows as a piece waiting to be sent, gone once refused', async () => {
    const { root, net, held } = await table();
    net.goOffline();
    await click(root.querySelector('[data-build=road]'));
    const spot = root.querySelector('.spot-edge')!;
    const at = spot.getAttribute('data-spot');
    await click(spot);
    const ghost = root.querySelector('.ghost-queued');
    expect(ghost?.getAttribute('data-ghost')).toBe(at);
    expect(ghost?.getAttribute('role')).toBe('img');
    expect(ghost?.getAttribute('aria-label')).toBe('Road: waiting to be sent');
    expect(net.all('command')).toHaveLength(0);
    net.goOnline();
    await tick();
    // The catch-up answered (nothing new): the queue goes.
    net.push({ type: 'events', gameId: GAME, viewer: 0, head: held, reqId: net.last('resume')!.reqId, items: [] });
    await tick();
    const sent = net.last('command')!;
    // Still waiting for the answer: still drawn.
    expect(root.querySelector('.ghost-queued')).not.toBeNull();
    net.push({ type: 'error', commandId: sent.commandId, code: 'rules/illegal', message: 'No.' });
    await tick();
    expect(root.querySelector('.ghost')).toBeNull();
  });

  it('a queued placement is gone once accepted', async () => {
    const { root, net, held } = await table();
    await click(root.querySelector('[data-build=road]'));
    await click(root.querySelector('.spot-edge'));
    expect(root.querySelector('.ghost-queued')).not.toBeNull();
    net.push({ type: 'accepted', commandId: net.last('command')!.commandId, version: held + 1 });
    await tick();
    expect(root.querySelector('.ghost')).toBeNull();
  });

  it('on a touch screen, a tap marks the spot and Place it sends; Escape drops the mark, not the mode', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('coarse'), media: q, addEventListener() {}, removeEventListener() {} }));
    const { root, net } = await table();
    const road = root.querySelector<HTMLButtonElement>('[data-build=road]')!;
    await click(road);
    const spot = root.querySelector('.spot-edge')!;
    await click(spot);
    expect(net.all('command')).toHaveLength(0);
    expect(root.querySelector('.ghost-picked')?.getAttribute('data-ghost')).toBe(spot.getAttribute('data-spot'));
    expect(root.querySelector('.place-confirm')?.textContent).toMatch(/^Road here\?/);
    await press(document.body, 'Escape');
    expect(root.querySelector('.ghost-picked')).toBeNull();
    expect(road.getAttribute('aria-pressed')).toBe('true');
    expect(root.querySelectorAll('.spot-edge').length).toBeGreaterThan(0);

    await click(root.querySelector('.spot-edge'));
    await click(root.querySelector('[data-place-confirm]'));
    expect(net.last('command')?.command).toMatchObject({ type: 'BuildRoad' });
    expect(root.querySelector('.place-confirm')).toBeNull();
  });
});
