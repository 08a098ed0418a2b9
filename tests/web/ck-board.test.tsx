// @vitest-environment happy-dom
// Cities & Knights on the board and after it: walls under their cities, a metropolis in its
// track's colour, knights with their strength and state; a game ended, its
// end screen with the points by source (metropolises, Defenders, merchant and VP cards), and the
// review room with the event die and the barbarians.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Board } from '../../web/src/kinds/catan/board/Board.tsx';
import { ckPointsOf } from '../../web/src/kinds/catan/table/cities-knights/ck.ts';
import { translate } from '../../web/src/i18n/index.ts';
import { citiesKnights, indexOf, totalPoints, type Command, type InPhase, type Table } from '../../web/src/lib/domain.ts';
import { ckGame } from './ck-game.ts';
import { mountGame, mountReplay } from './mount.tsx';

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

describe('the board', () => {
  it('draws walls, a metropolis and knights (standing or lying, with their strength)', () => {
    const g = ckGame();
    g.roll(0, [2, 3], 1);
    const s0 = g.state() as Table;
    const city = s0.buildings.findIndex((b) => b?.seat === 0 && b.kind === 'city');
    const vertex = indexOf(s0).topology.vertices[city];
    g.apply({ type: 'ResourcesProduced', gains: [{ brick: 2 }, {}, {}, {}] });
    g.run({ type: 'BuildWall', seat: 0, vertex } as Command);
    g.give(0, { cloth: 10 });
    for (let level = 1; level <= 4; level++) g.run({ type: 'BuyImprovement', seat: 0, track: 'trade' } as Command);
    const s = g.state() as Table;
    // Knights come with their own commands; here two stand in the part as the knights' events will put them.
    const part = citiesKnights.ckPart(s);
    const empty = s.buildings.map((b, v) => (b === null ? v : -1)).filter((v) => v >= 0);
    const at = part.knights.at.map((k, v) => (v === empty[0] ? { seat: 1, strength: 2 as const, active: true, activatedTurn: -1, promotedTurn: -1 }
      : v === empty[1] ? { seat: 2, strength: 1 as const, active: false, activatedTurn: -1, promotedTurn: -1 } : k));
    const table = { ...s, parts: { ...s.parts, 'cities-knights': { ...part, knights: { at } } } } as Table;
    const root = mount(<Board table={table} t={t} />);
    expect(root.querySelectorAll('[data-wall]')).toHaveLength(1);
    expect(root.querySelector('[data-metropolis=trade]')?.getAttribute('data-seat')).toBe('0');
    const knights = [...root.querySelectorAll('[data-knight]')];
    expect(knights.map((k) => [k.getAttribute('data-knight'), k.hasAttribute('data-active')])).toEqual([['2', true], ['1', false]]);
    expect(knights[0].querySelector('title')?.textContent).toBe('Knight, strength 2, active');
    expect(knights[1].classList.contains('knight-inactive')).toBe(true);
  });

  it('draws the merchant on its hex in its controller\'s colour, once a Merchant card placed it', () => {
    const g = ckGame();
    g.roll(0, [2, 3], 1);
    expect(mount(<Board table={g.state() as Table} t={t} />).querySelector('[data-merchant]')).toBeNull();
    document.body.innerHTML = '';
    const s = g.state() as Table;
    const hex = s.board.tiles.find((tile) => tile.token !== null)!.hex;
    g.apply({ type: 'MerchantPlaced', seat: 2, hex });
    const root = mount(<Board table={g.state() as Table} t={t} />);
    const merchant = root.querySelector('[data-merchant]')!;
    expect(merchant.getAttribute('data-merchant')).toBe('2');
    expect(merchant.querySelector('title')?.textContent).toBe('Merchant');
  });
});

/** A game ended by Ana with the trade metropolis, Bruno a Defender of Catan (the end as the domain records it). */
function finished() {
  const g = ckGame();
  g.roll(0, [2, 3], 1);
  g.give(0, { cloth: 10 });
  for (let level = 1; level <= 4; level++) g.run({ type: 'BuyImprovement', seat: 0, track: 'trade' } as Command);
  g.apply({ type: 'DefenderAwarded', seat: 1 });
  g.apply({ type: 'GameWon', seat: 0, points: totalPoints(g.state() as Table, 0), victoryPointCards: 0 });
  return { events: g.events, state: g.state() };
}

describe('after the game', () => {
  const game = finished();
  const s = game.state as InPhase<'finished'>;

  it('ends with the points by source: metropolises, Defenders, merchant and VP cards', async () => {
    expect(s.phase).toBe('finished');
    const { net, root } = await mountGame('game_ckEnd1', 0, game.events);
    net.push({ type: 'events', gameId: 'game_ckEnd1', viewer: 'all', head: game.events.length, reqId: 'catch-up', items: game.events.map((e, i) => ({ version: i + 1, events: [e] })) });
    for (let i = 0; i < 100 && !root.querySelector('.end-screen'); i++) await new Promise((r) => setTimeout(r, 50));
    const head = [...root.querySelectorAll('.end-points thead th')].map((th) => th.textContent);
    expect(head).toContain('Metropolises');
    expect(head).toContain('Defenders');
    expect(head).not.toContain('Largest Army');
    for (const row of root.querySelectorAll('.end-points tbody tr')) {
      const seat = Number(row.getAttribute('data-seat'));
      const points = ckPointsOf(s, seat)!;
      expect(row.querySelector('[data-metropolises]')?.textContent).toBe(String(points.metropolises));
      expect(row.querySelector('[data-defenders]')?.textContent).toBe(String(points.defenders));
      expect(row.querySelector('.end-total')?.textContent).toBe(String(totalPoints(s, seat)));
    }
    expect(root.querySelector('.end-points tr[data-seat="0"] [data-metropolises]')?.textContent).toBe('2');
    expect(root.querySelector('.end-points tr[data-seat="1"] [data-defenders]')?.textContent).toBe('1');
  });

  it('shows the review room with the event die and the barbarians', async () => {
    const { root } = await mountReplay('game_ckRev1', game.events.map((e, i) => ({ version: i + 1, events: [e] })));
    for (let i = 0; i < 50 && !root.querySelector('[data-ck-summary]'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(root.querySelector('[data-ck-summary] [data-barbarians]')).not.toBeNull();
    expect(root.querySelectorAll('[data-ck-summary] .ck-seat-tracks')).toHaveLength(4);
    expect(root.querySelector('.prompt-row [data-event-die]')).not.toBeNull();
  });
});
