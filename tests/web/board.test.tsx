// @vitest-environment happy-dom
// The board as SVG: 19 hexes, tokens, 9 harbors, and legal spots that are focusable buttons.
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../../web/src/kinds/catan/board/Board.tsx';
import { boardLayout } from '../../web/src/kinds/catan/board/layout.ts';
import { beginnerBoard, evolve, initialState, topologyOf, type State } from '../../web/src/lib/domain.ts';
import { translate } from '../../web/src/i18n/index.ts';

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);
const board = beginnerBoard();
const table = evolve(initialState('spectator'), { type: 'GameCreated', players: 4, boardKind: 'beginner', seed: 1, board }) as Exclude<State, { phase: 'none' }>;
const topology = topologyOf(board.tiles.map((x) => x.hex));

function mount(node: preact.ComponentChild) {
  const root = document.createElement('div');
  document.body.append(root);
  render(node, root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('board geometry', () => {
  it('has 19 hexes, 54 corners and 72 sides, all placed', () => {
    const layout = boardLayout(board, 4);
    expect(layout.hexes).toHaveLength(19);
    expect(layout.vertices.size).toBe(54);
    expect(layout.edges.size).toBe(72);
    const [x, y, w, h] = layout.viewBox.split(' ').map(Number);
    for (const p of layout.vertices.values()) {
      expect(p.x).toBeGreaterThan(x);
      expect(p.x).toBeLessThan(x + w);
      expect(p.y).toBeGreaterThan(y);
      expect(p.y).toBeLessThan(y + h);
    }
  });

  it('places each harbor outside the board, beyond its coastal side', () => {
    const layout = boardLayout(board, 4);
    expect(layout.harbors).toHaveLength(9);
    for (const h of layout.harbors) expect(Math.hypot(h.x, h.y)).toBeGreaterThan(400);
  });
});

describe('<Board>', () => {
  it('draws 19 terrain hexes, 18 number tokens (6 and 8 in red, with pips), 9 harbors and the robber', () => {
    const root = mount(<Board table={table} t={t} />);
    expect(root.querySelectorAll('.tile')).toHaveLength(19);
    expect(root.querySelectorAll('.token')).toHaveLength(18);
    expect(root.querySelectorAll('.token-hot')).toHaveLength(4);
    const six = [...root.querySelectorAll('.token')].find((g) => g.querySelector('text')?.textContent === '6')!;
    expect(six.querySelectorAll('circle')).toHaveLength(1 + 5);
    expect(root.querySelectorAll('.harbor')).toHaveLength(9);
    expect(root.querySelectorAll('[data-robber]')).toHaveLength(1);
    expect(root.querySelector('svg')?.getAttribute('aria-label')).toBe('Game board');
  });

  it('makes every one of the 54 corners a focusable, labelled button when legal, and picks it by click or key', () => {
    const onSpot = vi.fn();
    const vertices = topology.vertices.map((key) => ({ key, label: `Place settlement ${key}` }));
    const root = mount(<Board table={table} t={t} spots={{ vertices, edges: [], hexes: [] }} onSpot={onSpot} />);
    const spots = root.querySelectorAll<SVGGElement>('.spot-vertex');
    expect(spots).toHaveLength(54);
    for (const s of spots) {
      expect(s.getAttribute('role')).toBe('button');
      expect(s.getAttribute('tabindex')).toBe('0');
      expect(s.getAttribute('aria-label')).toMatch(/^Place settlement /);
    }
    spots[3].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    spots[4].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // How each was picked: a touch screen asks a tap to confirm, the keyboard never does.
    expect(onSpot.mock.calls).toEqual([['vertex', topology.vertices[3], 'pointer'], ['vertex', topology.vertices[4], 'key']]);
  });

  it('makes all 72 sides clickable when legal', () => {
    const onSpot = vi.fn();
    const edges = topology.edges.map((key) => ({ key, label: `Build road ${key}` }));
    const root = mount(<Board table={table} t={t} spots={{ vertices: [], edges, hexes: [] }} onSpot={onSpot} />);
    const spots = root.querySelectorAll('.spot-edge');
    expect(spots).toHaveLength(72);
    spots[71].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onSpot).toHaveBeenCalledWith('edge', topology.edges[71], 'pointer');
  });

  it('shows no spots when nothing is legal, and draws pieces in seat colours', () => {
    const placed = [
      { type: 'SeatClaimed', seat: 0, name: 'Ana', bot: false },
      { type: 'SettlementPlaced', seat: 0, vertex: topology.vertices[10] },
      { type: 'RoadPlaced', seat: 0, edge: topology.vertexEdges[10].map((e) => topology.edges[e])[0] },
    ] as const;
    const s = placed.reduce<State>((acc, e) => evolve(acc, e), table) as typeof table;
    const root = mount(<Board table={s} t={t} />);
    expect(root.querySelectorAll('.spot')).toHaveLength(0);
    expect(root.querySelectorAll('.piece-settlement')).toHaveLength(1);
    expect(root.querySelector('.piece-settlement')?.getAttribute('fill')).toBe('#d3372c');
    expect(root.querySelectorAll('.road')).toHaveLength(1);
  });
});
