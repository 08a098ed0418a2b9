// @vitest-environment happy-dom
// Seafarers' maps drawn: each scenario's hexes (sea, its frame, gold fields, fog face down), its
// harbors seaward of their land, the pirate, island bonus chips; the board fitted by its inner
// hexes; ships in the seat colours with the seat's glyph; a fog space turning over when reached.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../../web/src/kinds/catan/board/Board.tsx';
import { boardLayout } from '../../web/src/kinds/catan/board/layout.ts';
import { recentMove } from '../../web/src/kinds/catan/board/Recent.tsx';
import { parseBox } from '../../web/src/kinds/catan/board/viewport.ts';
import { translate } from '../../web/src/i18n/index.ts';
import { legalCommands, seafarers, type Table } from '../../web/src/lib/domain.ts';
import { seaGame, type Scenario } from './seafarers-game.ts';

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);

function mount(node: preact.ComponentChild) {
  const root = document.createElement('div');
  document.body.append(root);
  render(node, root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

// Per scenario at 3 and 4 players: hexes, sea (frame included), frame, gold, fog, harbors, bonus chips.
const EXPECTED: Record<Scenario, Record<3 | 4, [number, number, number, number, number, number, number]>> = {
  'new-shores': { 3: [60, 38, 24, 2, 0, 8, 3], 4: [69, 41, 26, 2, 0, 9, 3] },
  'four-islands': { 3: [59, 39, 24, 0, 0, 9, 4], 4: [59, 36, 24, 0, 0, 9, 4] },
  'fog-islands': { 3: [66, 40, 26, 0, 12, 8, 0], 4: [68, 39, 26, 0, 12, 9, 0] },
  'through-the-desert': { 3: [59, 34, 24, 2, 0, 8, 4], 4: [68, 38, 26, 2, 0, 9, 4] },
};

describe('each scenario’s map', () => {
  for (const [scenario, sizes] of Object.entries(EXPECTED) as [Scenario, (typeof EXPECTED)[Scenario]][]) {
    for (const players of [3, 4] as const) {
      it(`${scenario} for ${players}: sea and its frame, gold fields, fog face down, harbors, the pirate, bonus chips`, () => {
        const s = seaGame(scenario, players).state() as Table;
        const root = mount(<Board table={s} t={t} />);
        const [hexes, sea, frame, gold, fog, harbors, chips] = sizes[players];
        const count = (selector: string) => root.querySelectorAll(selector).length;
        expect(count('.tile')).toBe(hexes);
        expect(count('.tile-sea')).toBe(sea);
        expect(count('.tile-frame')).toBe(frame);
        expect(count('.tile-gold')).toBe(gold);
        expect(count('.tile-fog')).toBe(fog);
        // Fog is face down: no token, a cloud.
        expect(count('.tile-fog .token')).toBe(0);
        expect(count('.tile-fog .fog-mark')).toBe(fog);
        expect(count('.tile-gold .token')).toBe(gold);
        expect(count('.harbor')).toBe(harbors);
        expect(count('.island-chip')).toBe(chips);
        expect(count('[data-pirate]')).toBe(1);
        expect(count('[data-robber]')).toBe(1);
        // Every tile but a fog space is named; sea hexes too.
        expect(root.querySelector('.tile-sea title')?.textContent).toMatch(/^Sea/);
      });
    }
  }

  it('fits the board by its inner hexes: every hex’s centre and harbor shown, the frame cut', () => {
    const s = seaGame('four-islands', 4).state() as Table;
    const layout = boardLayout(s.board, 4);
    const box = parseBox(layout.viewBox);
    const inside = (p: { x: number; y: number }) => p.x > box.x && p.x < box.x + box.w && p.y > box.y && p.y < box.y + box.h;
    // (the pirate may sail the frame: its hexes' middles show too)
    for (const h of layout.hexes) expect(inside(h), h.key).toBe(true);
    for (const h of layout.harbors) expect(inside(h)).toBe(true);
    // The frame's outer corners are cut (but in the map's bays): it takes no more room than the base board's sea.
    const corners = (points: string) => points.split(' ').map((xy) => ({ x: Number(xy.split(',')[0]), y: Number(xy.split(',')[1]) }));
    const frame = layout.hexes.filter((x) => x.frame);
    expect(frame.filter((h) => corners(h.points).some((p) => !inside(p))).length).toBeGreaterThan(frame.length / 2);
    // The harbor's marker lies on the sea's side of its side: farther from its land hex's centre than the side.
    for (const harbor of s.board.harbors) {
      const shape = layout.harbors.find((h) => h.piers.some((p) => p === layout.edges.get(harbor.edge)!.a))!;
      const land = layout.edgeHexes.get(harbor.edge)!.map((k) => layout.hexes.find((h) => h.key === k)!).find((h) => h.terrain !== 'sea')!;
      const mid = layout.edges.get(harbor.edge)!.mid;
      expect(Math.hypot(shape.x - land.x, shape.y - land.y)).toBeGreaterThan(Math.hypot(mid.x - land.x, mid.y - land.y));
    }
  });
});

describe('ships and the fog', () => {
  it('draws set-up ships in the seat colours, each with its seat’s glyph', () => {
    const g = seaGame('four-islands', 3);
    g.setup(() => true);
    const s = g.state() as Table;
    const ships = seafarers.seafarersPart(s).ships.filter((x) => x >= 0).length;
    expect(ships).toBeGreaterThan(0);
    const root = mount(<Board table={s} t={t} />);
    expect(root.querySelectorAll('.ship')).toHaveLength(ships);
    for (const ship of root.querySelectorAll('.ship')) expect(ship.querySelector('.seat-glyph')).not.toBeNull();
    expect(new Set([...root.querySelectorAll('.ship')].map((x) => x.getAttribute('data-seat')))).toEqual(new Set(['0', '1', '2']));
  });

  it('turns a fog space up when a ship reaches it, with its terrain and token', () => {
    const g = seaGame('fog-islands', 3);
    g.setup(() => true);
    // Ships toward the fog until one turns a space up.
    let reveal = g.events.filter((e) => e.type === 'FogRevealed').length;
    for (let i = 0; i < 30 && reveal === 0; i++) {
      const s = g.state();
      if (s.phase !== 'playing') break;
      const seat = s.turn.seat;
      g.apply({ type: 'ResourcesProduced', gains: s.hands.map((_, x) => (x === seat ? { lumber: 1, wool: 1, grain: 1 } : {})) });
      if (s.turn.dice === null) g.run({ type: 'RollDice', seat, dice: [2, 2] } as never);
      const build = legalCommands(g.state(), seat).find((c) => c.type === 'BuildShip');
      if (build) g.run(build);
      const after = g.events.filter((e) => e.type === 'FogRevealed');
      if (after.length > 0) {
        reveal = after.length;
        break;
      }
      for (const c of legalCommands(g.state(), seat)) if (c.type === 'PickGold') { g.run(c); break; }
      g.run({ type: 'EndTurn', seat });
    }
    expect(reveal).toBeGreaterThan(0);
    const last = g.events.filter((e) => e.type === 'FogRevealed').at(-1)!;
    const s = g.state() as Table;
    const recent = recentMove(9, g.events.slice(g.events.lastIndexOf(last) - 1));
    const root = mount(<Board table={s} t={t} recent={recent} />);
    const tile = root.querySelector(`[data-hex="${(last as { hex: string }).hex}"]`)!;
    expect(tile.classList.contains('tile-fog')).toBe(false);
    expect(tile.classList.contains('tile-reveal')).toBe(true);
    expect(root.querySelectorAll('.tile-fog')).toHaveLength(12 - reveal);
  });
});
