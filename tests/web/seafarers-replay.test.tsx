// @vitest-environment happy-dom
// Seafarers watched and reviewed: a spectator's table draws the ships, the pirate and the fog as
// the seats see them (no stacks); the review room folds a whole game (bots on The Fog Islands) at
// every position, from before its map was known to the end, everything revealed or as one seat
// saw it, and opens it again from its notation; the end screen adds the island bonuses.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { pointsBySource } from '../../web/src/kinds/catan/end/stats.ts';
import { ReplayRoom } from '../../web/src/kinds/catan/replay/ReplayRoom.tsx';
import { createReplayCursor } from '../../web/src/replay/cursor.ts';
import { buildReplay } from '../../web/src/state/replay.ts';
import { format, seafarers, simulate, totalPoints, type Table } from '../../web/src/lib/domain.ts';
import { tick } from './fakes.ts';
import { mountGame, openReview } from './mount.tsx';

const GAME = simulate(7, { players: 3, board: 'fog-islands' as never, modules: ['seafarers'] });
const events = GAME.events;
const roots: Element[] = [];
const cursors: { dispose(): void }[] = [];

function mountRoom() {
  setLanguage('en');
  const model = buildReplay(events);
  const cursor = createReplayCursor(model, events.length);
  cursors.push(cursor);
  const root = document.createElement('div');
  document.body.append(root);
  roots.push(root);
  render(<ReplayRoom cursor={cursor} name="fog" />, root);
  return { root, cursor, model };
}

afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  for (const c of cursors.splice(0)) c.dispose();
  document.body.innerHTML = '';
});

const shipsAt = (s: Table) => seafarers.seafarersPart(s).ships.filter((x) => x >= 0).length;

describe('a Seafarers game watched', () => {
  it('draws the ships, the pirate and the fog for a spectator, who is asked nothing', async () => {
    const half = events.slice(0, Math.floor(events.length / 2));
    const { root } = await mountGame('game_seawatch', 'spectator', half);
    const model = buildReplay(half);
    const s = model.states[half.length] as Table;
    expect(root.querySelectorAll('.ship')).toHaveLength(shipsAt(s));
    expect(root.querySelectorAll('[data-pirate]')).toHaveLength(1);
    expect(root.querySelectorAll('.tile-fog')).toHaveLength(s.board.tiles.filter((t) => t.terrain === 'fog').length);
    expect(root.querySelector('dialog[open]')).toBeNull();
    expect(root.querySelectorAll('.spot')).toHaveLength(0);
  });
});

describe('a Seafarers game reviewed', () => {
  it('shows the board at every position, from before the map to the end', async () => {
    expect(GAME.state.phase).toBe('finished');
    const { root, cursor, model } = mountRoom();
    await tick();
    const final = model.states[events.length] as Table;
    expect(root.querySelectorAll('.ship')).toHaveLength(shipsAt(final));
    expect(root.querySelectorAll('.tile-fog')).toHaveLength(final.board.tiles.filter((t) => t.terrain === 'fog').length);
    expect(root.querySelectorAll('[data-pirate]')).toHaveLength(1);
    // Every position folds and draws (the game created, its fog stacked, seats taken, set-up, play).
    for (let p = 0; p <= events.length; p += Math.max(1, Math.floor(events.length / 40))) {
      cursor.goto(p);
      await tick();
      expect(root.querySelector('svg.board'), `position ${p}`).not.toBeNull();
    }
    for (const p of [1, 2]) {
      cursor.goto(p);
      await tick();
      expect(root.querySelectorAll('.tile').length, `position ${p}`).toBe(66);
    }
  });

  it('is seen as one seat saw it: the fog still face down, the ships the same', async () => {
    const { root } = mountRoom();
    const select = root.querySelector<HTMLSelectElement>('.replay-perspective select')!;
    select.value = '1';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
    expect(root.querySelectorAll('.ship')).toHaveLength(shipsAt(GAME.state as Table));
  });

  it('is opened again from its notation', async () => {
    setLanguage('en');
    const root = await openReview(format(events));
    roots.push(root);
    expect(root.querySelector('.replay-where span')?.textContent).toBe(`Event ${events.length} of ${events.length}`);
    expect(root.querySelectorAll('.ship')).toHaveLength(shipsAt(GAME.state as Table));
  });

  it('counts island bonuses among the points by source', () => {
    const s = GAME.state as Table;
    for (const row of pointsBySource(s)) {
      expect(row.extra).toBe(seafarers.islandPoints(s, row.seat));
      expect(row.total).toBe(totalPoints(s, row.seat));
    }
  });
});
