// @vitest-environment happy-dom
// The replay room opened from a URL whose ?at= is not a position (typed by hand, cut short): it
// shows the replay at the end instead of a blank page; a good ?at= still opens at that position.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { simulate } from '../../web/src/lib/domain.ts';
import { tick } from './fakes.ts';
import { mountReplay } from './mount.tsx';

const GAME = 'replay_url01';
const events = simulate(5, { players: 3, board: 'beginner' }).events;

const mounted: Element[] = [];

async function open(query: string): Promise<Element> {
  const { root } = await mountReplay(GAME, events.map((e, i) => ({ version: i + 1, events: [e] })), { query });
  mounted.push(root);
  await tick();
  await tick();
  return root;
}

const position = (root: Element) => root.querySelector('[data-position]')?.getAttribute('data-position');

// Unmount, not just empty the page: the page's throttled URL timer must not outlive the test.
afterEach(() => {
  for (const root of mounted.splice(0)) render(null, root);
  document.body.innerHTML = '';
});

describe('the replay URL', () => {
  for (const bad of ['?at=abc', '?at=', '?at=1.5', '?at=%E2%88%9E', '?at=12abc']) {
    it(`opens at the end for ${bad}`, async () => {
      const root = await open(bad);
      expect(position(root)).toBe(String(events.length));
      expect(root.querySelector('.log-lines li.current')).not.toBeNull();
    });
  }

  it('shows the current line of the move list when opened at an early position', async () => {
    const root = await open('?at=5');
    expect(position(root)).toBe('5');
    expect(root.querySelector('.log-lines li.current')).not.toBeNull();
  });

  it('opens at the position a good ?at= names, clamped to the game', async () => {
    expect(position(await open('?at=40'))).toBe('40');
    for (const root of mounted.splice(0)) render(null, root);
    document.body.innerHTML = '';
    expect(position(await open('?at=99999'))).toBe(String(events.length));
  });
});
