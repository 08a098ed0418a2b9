// @vitest-environment happy-dom
// Every board mode is left the same way: Cancel under the moves, or Escape (one listener for
// whatever mode is on, ui-state.ts), the spots gone and the keyboard back on the button that
// started the mode: the build modes (road, settlement, city) and the Friends pavers' free road (the
// helpers' modes: tests/web/helpers-explorer.test.tsx). A dialog open over the table keeps its own
// Escape. (Road Building's free roads are no mode: they are owed, lit until placed.)
import { afterEach, describe, expect, it } from 'vitest';
import type { Event } from '../../web/src/lib/domain.ts';
import { click, tick } from './fakes.ts';
import { friendsGame } from './friends-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_modes1';

const spots = (root: ParentNode) => [...root.querySelectorAll('.spot')];
const hint = (root: ParentNode) => root.querySelector('.dock .actions .hint');
const press = async (el: EventTarget, key: string) => {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  await tick();
};

/** Ana (seat 0) in her main phase with Friends' tokens, and cards enough for a road and a city. */
async function table() {
  const g = friendsGame();
  g.apply({ type: 'ResourcesProduced', gains: [{ ore: 3, grain: 1 }, {}, {}, {}] } as Event);
  return mountGame(GAME, 0, g.events);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('leaving a board mode', () => {
  it.each(['road', 'city'])('Escape leaves the %s mode, the keyboard back on its button', async (mode) => {
    const { root } = await table();
    const button = root.querySelector<HTMLButtonElement>(`[data-build=${mode}]`)!;
    expect(button.disabled).toBe(false);
    await click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(spots(root).length).toBeGreaterThan(0);
    expect(hint(root)).not.toBeNull();
    // the mode's instruction is the top prompt while it is on, the turn's prompt again after
    const prompt = () => root.querySelector('[data-prompt]')?.textContent;
    const turnPrompt = 'Trade, build or play a card, then end your turn.';
    expect(prompt()).toBe('Pick a highlighted spot, or Cancel.');
    (document.activeElement as HTMLElement | null)?.blur();
    await press(document, 'Escape');
    expect(spots(root)).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(hint(root)).toBeNull();
    expect(prompt()).toBe(turnPrompt);
    expect(document.activeElement).toBe(button);
  });

  it('Cancel leaves the build mode too; a mode chosen over another goes back to its own button', async () => {
    const { root } = await table();
    const road = root.querySelector<HTMLButtonElement>('[data-build=road]')!;
    const city = root.querySelector<HTMLButtonElement>('[data-build=city]')!;
    await click(road);
    await click([...hint(root)!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel'));
    expect(spots(root)).toEqual([]);
    expect(document.activeElement).toBe(road);
    await click(road);
    await click(city);
    expect(road.getAttribute('aria-pressed')).toBe('false');
    expect(city.getAttribute('aria-pressed')).toBe('true');
    await press(document, 'Escape');
    expect(spots(root)).toEqual([]);
    expect(document.activeElement).toBe(city);
  });

  it('Escape leaves the pavers\' free road (Friends), the keyboard back on its Use', async () => {
    const { root } = await table();
    const use = root.querySelector<HTMLButtonElement>('[data-use=pavers]')!;
    await click(use);
    expect(use.getAttribute('aria-pressed')).toBe('true');
    expect(root.querySelectorAll('.spot-edge').length).toBeGreaterThan(0);
    await press(document, 'Escape');
    expect(spots(root)).toEqual([]);
    expect(use.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(use);
  });

  it('a dialog open over the table takes its own Escape: the mode stays', async () => {
    const { root } = await table();
    await click(root.querySelector('[data-build=road]'));
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    await press(dialog, 'Escape');
    expect(spots(root).length).toBeGreaterThan(0);
    dialog.remove();
    await press(document, 'Escape');
    expect(spots(root)).toEqual([]);
  });

  it('with no mode on, Escape changes nothing', async () => {
    const { root } = await table();
    const before = root.innerHTML;
    await press(document, 'Escape');
    expect(root.innerHTML).toBe(before);
  });
});
