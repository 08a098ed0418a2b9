// @vitest-environment happy-dom
// The table's feedback and picks, as pure functions and on the game screen: what a roll lights
// up and who gained what, the board's zoom and pan, the trade bar's bank rates, and the costs card.
import { afterEach, describe, expect, it } from 'vitest';
import { clampBox, fitPoints, MAX_ZOOM, panBy, parseBox, zoomAt, zoomOf } from '../../web/src/kinds/catan/board/viewport.ts';
import { feedbackOf } from '../../web/src/game/feedback.ts';
import { bankTradeOf, validOffer } from '../../web/src/kinds/catan/table/TradeBar.tsx';
import { fold, initialState, type Event } from '../../web/src/lib/domain.ts';
import { started } from './fakes.ts';
import { mountGame, mountItems } from './mount.tsx';

const GAME = 'game_table1';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('feedback of the newest move', () => {
  const s = fold(started(), initialState('spectator'));
  if (s.phase !== 'playing') throw new Error('not playing');

  it('lights the hexes of the number rolled (not the robber\'s) and sums each seat\'s gains', () => {
    const six = s.board.tiles.filter((t) => t.token === 6 && t.hex !== s.robber).map((t) => t.hex);
    const f = feedbackOf(7, [{ type: 'DiceRolled', seat: 0, dice: [2, 4] }, { type: 'ResourcesProduced', gains: [{ grain: 2 }, {}, { ore: 1, grain: 1 }] }], s);
    expect(f.id).toBe(7);
    expect(f.rolled).toEqual([2, 4]);
    expect(f.producing).toEqual(six);
    expect(six.length).toBeGreaterThan(0);
    expect(f.gains.get(0)).toEqual([{ res: 'grain', n: 2 }]);
    expect(f.gains.has(1)).toBe(false);
    expect(f.gains.get(2)).toEqual([{ res: 'grain', n: 1 }, { res: 'ore', n: 1 }]);
  });

  it('lights nothing on a 7, and shows a hidden steal as a card moving', () => {
    const f = feedbackOf(8, [{ type: 'DiceRolled', seat: 0, dice: [3, 4] }, { type: 'ResourceStolen', thief: 0, victim: 2, resource: null }], s);
    expect(f.producing).toEqual([]);
    expect(f.gains.get(0)).toEqual([{ res: 'card', n: 1 }]);
    expect(f.gains.get(2)).toEqual([{ res: 'card', n: -1 }]);
  });

  it('nets out trades, bank trades and Monopoly', () => {
    const events: Event[] = [
      { type: 'TradeCompleted', seat: 0, partner: 1, give: { brick: 1 }, want: { ore: 2 } },
      { type: 'MaritimeTraded', seat: 0, give: 'wool', count: 4, receive: 'brick' },
      { type: 'MonopolyPlayed', seat: 2, resource: 'ore', taken: [2, 0, 0] },
    ];
    const f = feedbackOf(9, events, s);
    expect(f.gains.get(0)).toEqual([{ res: 'wool', n: -4 }]);
    expect(f.gains.get(1)).toEqual([{ res: 'ore', n: -2 }, { res: 'brick', n: 1 }]);
    expect(f.gains.get(2)).toEqual([{ res: 'ore', n: 2 }]);
    expect(f.rolled).toBeNull();
  });
});

describe('the board\'s zoom and pan', () => {
  const full = parseBox('-500 -450 1000 900');

  it('zooms about a point, between 1 and the most allowed, and never leaves the board', () => {
    const z = zoomAt(full, full, 2, { x: 0, y: 0 });
    expect(zoomOf(full, z)).toBe(2);
    expect(z).toEqual({ x: -250, y: -225, w: 500, h: 450 });
    expect(zoomOf(full, zoomAt(full, z, 10))).toBe(MAX_ZOOM);
    expect(zoomAt(full, z, 0.1)).toEqual(full);
    const far = panBy(full, z, 5000, 0);
    expect(far.x).toBe(-500);
    expect(clampBox(full, { x: 900, y: 900, w: 500, h: 450 })).toEqual({ x: 0, y: 0, w: 500, h: 450 });
  });

  it('fits a few spots close together, and shows the whole board for none', () => {
    const fit = fitPoints(full, [{ x: 100, y: 100 }, { x: 160, y: 130 }], 120);
    expect(zoomOf(full, fit)).toBeGreaterThan(2);
    expect(fit.x).toBeLessThan(100);
    expect(fit.x + fit.w).toBeGreaterThan(160);
    expect(fitPoints(full, [], 120)).toEqual(full);
  });
});

describe('trade picks', () => {
  const hand = { brick: 2, lumber: 4, wool: 0, grain: 1, ore: 0 };

  it('make a bank trade only with all of one resource at its rate, for one card', () => {
    const ratio = (r: string) => (r === 'brick' ? 2 : 4);
    expect(bankTradeOf({ lumber: 4 }, { ore: 1 }, ratio)).toEqual({ give: 'lumber', receive: 'ore' });
    expect(bankTradeOf({ brick: 2 }, { wool: 1 }, ratio)).toEqual({ give: 'brick', receive: 'wool' });
    expect(bankTradeOf({ lumber: 3 }, { ore: 1 }, ratio)).toBeNull();
    expect(bankTradeOf({ lumber: 4 }, { ore: 2 }, ratio)).toBeNull();
    expect(bankTradeOf({ lumber: 4, brick: 2 }, { ore: 1 }, ratio)).toBeNull();
  });

  it('make an offer only of cards in hand, for something else', () => {
    expect(validOffer({ brick: 1 }, { ore: 1 }, hand)).toBe(true);
    expect(validOffer({ brick: 3 }, { ore: 1 }, hand)).toBe(false);
    expect(validOffer({ brick: 1 }, {}, hand)).toBe(false);
    expect(validOffer({ brick: 1 }, { brick: 1 }, hand)).toBe(false);
  });
});

describe('the table on screen', () => {
  it('shows the costs card, terrain marks on the hexes, the dice tumbling and the producing hexes after a roll', async () => {
    const rolled: Event[] = [{ type: 'DiceRolled', seat: 0, dice: [3, 3] }, { type: 'ResourcesProduced', gains: [{ grain: 2 }, {}, {}] }];
    const items = [...started().map((e, i) => ({ version: i + 1, events: [e] }))];
    const { root } = await mountItems(GAME, 0, [...items, { version: items.length + 1, events: rolled }]);
    const costs = root.querySelector('.costs')!;
    expect([...costs.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Road', 'Settlement', 'City', 'Development card']);
    expect(costs.querySelectorAll('.cost-row')[2].querySelectorAll('.res-icon')).toHaveLength(5);
    expect(root.querySelectorAll('.terrain-mark')).toHaveLength(19);
    expect(root.querySelector('.dice')?.classList.contains('rolling')).toBe(true);
    expect(root.querySelectorAll('[data-producing]').length).toBeGreaterThan(0);
    expect(root.querySelector('.player-me .gains')?.getAttribute('data-gains')).toBe('+2 grain');
    expect(root.querySelector('.costs-toggle summary')?.textContent).toBe('Building costs');
  });

  it('offers zoom buttons, and marks legal spots in the one highlight style', async () => {
    const { root } = await mountGame(GAME, 0, [...started(), { type: 'DiceRolled', seat: 0, dice: [3, 4] }]);
    const frame = root.querySelector('.board-frame')!;
    expect(frame.getAttribute('data-zoom')).toBe('1.00');
    (root.querySelector('[data-zoom-in]') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(Number(frame.getAttribute('data-zoom'))).toBeCloseTo(1.75);
    expect(root.querySelectorAll('.spot-hex').length).toBe(18);
    for (const spot of root.querySelectorAll('.spot-hex')) expect(spot.querySelector('.spot-mark')).not.toBeNull();
  });
});
