// @vitest-environment happy-dom
// Colour is never the only sign of a seat: each seat's settlements and cities carry its glyph,
// its roads its dash pattern, and its swatch beside a name the same glyph.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../../web/src/kinds/catan/board/Board.tsx';
import { glyphOf, roadDash, SeatSwatch } from '../../web/src/ui/SeatMark.tsx';
import { beginnerBoard, evolve, initialState, topologyOf, type Event, type State } from '../../web/src/lib/domain.ts';
import { translate } from '../../web/src/i18n/index.ts';

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);
const COLOURS = ['red', 'blue', 'orange', 'white', 'green', 'brown'];

function mount(node: preact.ComponentChild) {
  const root = document.createElement('div');
  document.body.append(root);
  render(node, root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('seat marks', () => {
  it('gives every colour its own glyph and road pattern', () => {
    expect(new Set(COLOURS.map(glyphOf)).size).toBe(COLOURS.length);
    expect(new Set(COLOURS.map((c) => roadDash(c, 1) ?? 'solid')).size).toBe(COLOURS.length);
  });

  it('draws each seat\'s glyph on its buildings and its pattern on its roads', () => {
    // GIVEN a board where seats 0 and 1 each have a settlement and a road
    const board = beginnerBoard();
    const topology = topologyOf(board.tiles.map((x) => x.hex));
    const events: Event[] = [
      { type: 'GameCreated', players: 4, boardKind: 'beginner', seed: 1, board },
      ...[0, 1, 2, 3].map((seat): Event => ({ type: 'SeatClaimed', seat, name: `P${seat}`, bot: false })),
      { type: 'SetupStarted' },
      { type: 'SettlementPlaced', seat: 0, vertex: topology.vertices[0] },
      { type: 'RoadPlaced', seat: 0, edge: topology.edges[0] },
      { type: 'SettlementPlaced', seat: 1, vertex: topology.vertices[20] },
      { type: 'RoadPlaced', seat: 1, edge: topology.edges[40] },
    ] as Event[];
    const table = events.reduce((s, e) => evolve(s, e), initialState('spectator')) as Exclude<State, { phase: 'none' }>;
    // WHEN the board is drawn
    const root = mount(<Board table={table} t={t} />);
    // THEN each building has its seat's glyph, and the two roads differ in pattern
    const glyphs = [...root.querySelectorAll('.buildings .seat-glyph')].map((g) => g.getAttribute('d'));
    expect(glyphs).toEqual([glyphOf('red'), glyphOf('blue')]);
    const dashes = [...root.querySelectorAll('.roads .road')].map((r) => r.querySelector('[stroke-dasharray]')?.getAttribute('stroke-dasharray') ?? 'solid');
    expect(dashes).toHaveLength(2);
    expect(dashes[0]).not.toBe(dashes[1]);
  });

  it('shows the glyph in the swatch beside a name', () => {
    const root = mount(<SeatSwatch colour="orange" />);
    const svg = root.querySelector('svg.seat-swatch')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(glyphOf('orange'));
  });
});
