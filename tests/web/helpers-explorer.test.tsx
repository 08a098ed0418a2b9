// @vitest-environment happy-dom
// The Explorer and the Robber Bride on the board. The Explorer in two steps: its Use lights the
// roads it may move (from the domain's legal uses), a road picked lights that road's new spots (the
// keyboard moves on to the first; the road picked is marked), and a spot picked opens the dialog that says the move in words
// and chooses what happens to the card; "Choose another road" steps back, and Cancel or Escape
// leaves the mode with the keyboard back on Use. The Robber Bride lights the deserts; one picked,
// its dialog sends the use.
import { afterEach, describe, expect, it } from 'vitest';
import { legalCommands, type Command } from '../../web/src/lib/domain.ts';
import { planSpots } from '../../web/src/kinds/catan/table/spots.ts';
import { useCommands } from '../../web/src/kinds/catan/table/helpers/helpers.ts';
import { click, tick } from './fakes.ts';
import { helpersGame } from './helpers-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_helper4';

const dialog = (root: ParentNode) => root.querySelector('dialog');
const hint = (root: ParentNode) => root.querySelector('[data-helper-hint]')?.firstChild?.textContent;
const spots = (root: ParentNode, kind: string) => [...root.querySelectorAll(`.spot-${kind}`)];
const keys = (els: readonly Element[]) => els.map((e) => e.getAttribute('data-spot')).sort();
const press = async (el: EventTarget, key: string) => {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  await tick();
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the Explorer on the board', () => {
  const explorer = () => {
    const g = helpersGame('explorer');
    const uses = useCommands(legalCommands(g.state(), 0)).map((c) => c.use as Extract<typeof c.use, { helper: 'explorer' }>);
    return { g, uses };
  };

  it('lights the roads it may move, then the picked road\'s new spots; a spot picked sends the move', async () => {
    const { g, uses } = explorer();
    const froms = [...new Set(uses.map((u) => u.from))].sort();
    expect(froms.length).toBeGreaterThan(1);
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('.helper-board')).toBeNull();
    const use = root.querySelector<HTMLElement>('[data-use-helper=explorer]')!;
    await click(use);
    expect(use.getAttribute('aria-pressed')).toBe('true');
    expect(hint(root)).toBe('Pick on the board the road to move: one of your end roads.');
    expect(keys(spots(root, 'edge'))).toEqual(froms);
    expect(spots(root, 'edge')[0].getAttribute('aria-label')).toMatch(/^Move this road: side of /);
    expect(root.querySelector('.spot-picked')).toBeNull();

    // The road, picked with the keyboard: its new spots light up, and the keyboard is on the first.
    const road = spots(root, 'edge').find((e) => e.getAttribute('data-spot') === froms[0])!;
    await press(road, 'Enter');
    await tick();
    const tos = uses.filter((u) => u.from === froms[0]).map((u) => u.to).sort();
    expect(keys(spots(root, 'edge'))).toEqual(tos);
    expect(spots(root, 'edge')[0].getAttribute('aria-label')).toMatch(/^Move the road here: side of /);
    expect(document.activeElement?.getAttribute('data-spot')).toBe(spots(root, 'edge')[0].getAttribute('data-spot'));
    expect(hint(root)).toBe('Pick on the board the road’s new spot.');
    // The road picked is marked (not a button) while its spot is picked.
    expect(root.querySelectorAll('.spot-picked')).toHaveLength(1);
    expect(root.querySelector('.spot-picked')?.closest('[role=button]')).toBeNull();

    // Another road, then its spot: the dialog says the move and sends it, the card turned to side B.
    await click(root.querySelector('[data-explorer-back]'));
    expect(keys(spots(root, 'edge'))).toEqual(froms);
    await click(spots(root, 'edge').find((e) => e.getAttribute('data-spot') === froms[1]));
    const to = spots(root, 'edge')[0].getAttribute('data-spot');
    await click(spots(root, 'edge')[0]);
    expect(spots(root, 'edge')).toEqual([]);
    expect(dialog(root)?.querySelector('h2')?.textContent).toBe('Use Explorer');
    expect(dialog(root)?.querySelector('[data-chosen-spot]')?.textContent).toMatch(/^The road on the side of .+ moves to the side of .+\.$/);
    await click(dialog(root)!.querySelector('[data-then-choice=general]'));
    await click(dialog(root)!.querySelector('[data-helper-send]'));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'explorer', from: froms[1], to }, then: 'general' });
  });

  it('Cancel and Escape leave the mode, the keyboard back on Use', async () => {
    const { g } = explorer();
    const { root } = await mountGame(GAME, 0, g.events);
    const use = root.querySelector<HTMLElement>('[data-use-helper=explorer]')!;
    await click(use);
    await click(spots(root, 'edge')[0]);
    expect(hint(root)).toBe('Pick on the board the road’s new spot.');
    await press(document, 'Escape');
    expect(spots(root, 'edge')).toEqual([]);
    expect(use.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(use);
    expect(root.querySelector('[data-helper-hint]')).toBeNull();
    // In again: the first step, whatever was picked before; Cancel leaves it too.
    await click(use);
    expect(hint(root)).toBe('Pick on the board the road to move: one of your end roads.');
    await click([...root.querySelectorAll('[data-helper-hint] button')].find((b) => b.textContent === 'Cancel'));
    expect(spots(root, 'edge')).toEqual([]);
    expect(document.activeElement).toBe(use);
  });

  it('planSpots: the roads to move, or the new spots of the road picked', () => {
    const use = (from: string, to: string): Command => ({ type: 'UseHelper', seat: 0, use: { helper: 'explorer', from, to }, then: 'flip' });
    const legal = [use('a', 'x'), use('a', 'y'), use('b', 'x')];
    const labels = { vertex: (k: string) => k, edge: (k: string, _: string, role?: string) => `${role} ${k}`, hex: (k: string) => k };
    expect(planSpots(legal, 'helper', labels).spots.edges).toEqual([{ key: 'a', label: 'from a' }, { key: 'b', label: 'from b' }]);
    expect(planSpots(legal, 'helper', labels).commands.get('edge:a')).toHaveLength(2);
    expect(planSpots(legal, 'helper', labels, 'a').spots).toMatchObject({ edges: [{ key: 'x', label: 'to x' }, { key: 'y', label: 'to y' }], picked: 'a' });
    expect(planSpots(legal, 'helper', labels, 'b').commands.get('edge:x')).toEqual([legal[2]]);
    expect(planSpots(legal, null, labels).spots.edges).toEqual([]);
  });
});

describe('the Robber Bride on the board', () => {
  it('lights the desert; picked, its dialog sends the robber home', async () => {
    const g = helpersGame('robberBride');
    const s = g.state();
    if (s.phase !== 'playing') throw new Error('not in play');
    const tiles = s.board.tiles;
    const desert = tiles.find((t) => t.terrain === 'desert')!.hex;
    g.apply({ type: 'RobberMoved', seat: 1, hex: tiles.find((t) => t.terrain === 'hills')!.hex });
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-use-helper=robberBride]'));
    expect(dialog(root)).toBeNull();
    expect(hint(root)).toBe('Pick on the board the desert the robber goes back to.');
    expect(keys(spots(root, 'hex'))).toEqual([desert]);
    expect(spots(root, 'hex')[0].getAttribute('aria-label')).toBe('Use the helper: Desert');
    await press(spots(root, 'hex')[0], 'Enter');
    expect(dialog(root)?.querySelector('[data-chosen-spot]')?.textContent).toBe('The robber goes back to Desert.');
    expect(dialog(root)?.querySelector('[data-use]')).toBeNull();
    await click(dialog(root)!.querySelector('[data-helper-send]'));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'robberBride', hex: desert }, then: 'flip' });
  });
});
