// @vitest-environment happy-dom
// Cities & Knights at the table: the commodities in the hand and counted on the others' cards,
// the panel's barbarian track (their strength against the knights'), the three improvement
// tracks with the next level's cost and Buy (BuyImprovement sent), the event die beside the red
// and yellow dice, the exchange with commodities in the trade bar, and a spectator's summary.
import { afterEach, describe, expect, it } from 'vitest';
import { citiesKnights } from '../../web/src/lib/domain.ts';
import { click } from './fakes.ts';
import { ckGame } from './ck-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckTable1';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Ana's turn rolled (red 2, yellow 3, a ship), with 3 cloth and 1 paper in her hand. */
function rolled(event = 1) {
  const g = ckGame();
  g.roll(0, [2, 3], event);
  g.give(0, { cloth: 3, paper: 1 });
  g.give(1, { coin: 2 });
  return g;
}

describe('Cities & Knights at the table', () => {
  it('shows the commodities in the hand, and counts the others’ on their cards', async () => {
    const g = rolled();
    const { root } = await mountGame(GAME, 0, g.events);
    const cards = root.querySelector('.hand [data-commodities]')!;
    expect(cards.getAttribute('data-commodities')).toBe('4');
    expect(cards.querySelector('[data-commodity=cloth]')?.getAttribute('data-count')).toBe('3');
    expect(cards.querySelector('[data-commodity=paper] .card-name')?.textContent).toBe('paper');
    // The hand's count and the strip's take the commodities in, as a 7 does.
    const resources = Object.values(g.state().phase === 'playing' ? (g.state() as unknown as { hands: Record<string, number>[] }).hands[0] : {}).reduce((a, b) => a + b, 0);
    expect(root.querySelector('#hand-h .count')?.textContent).toBe(`${resources + 4} cards`);
    expect(root.querySelector('.player[data-seat="1"] [data-commodities]')?.textContent).toBe('Commodities: 2');
    // No development cards nor played knights in Cities & Knights.
    expect(root.querySelector('.player [data-devcards]')).toBeNull();
    expect(root.querySelector('.player[data-seat="1"] [data-levels]')?.getAttribute('data-levels')).toBe('0,0,0');
    // Nor a development card to buy: the costs card shows the city wall instead.
    expect([...root.querySelectorAll('.actions button')].map((b) => b.textContent)).not.toContain('Buy development card');
    const costs = [...root.querySelectorAll('.side .costs .cost-row dt')].map((dt) => dt.textContent);
    expect(costs).toEqual(['Road', 'Settlement', 'City', 'City wall']);
  });

  it('draws the barbarians’ track with their strength against the active knights', async () => {
    const g = rolled();
    const { root } = await mountGame(GAME, 0, g.events);
    const track = root.querySelector('[data-ck] [data-barbarians]')!;
    expect(track.getAttribute('data-barbarians')).toBe('1');
    expect(track.querySelectorAll('.ck-step')).toHaveLength(7);
    // One step taken: the ship on the first step, past its home.
    expect(track.querySelector('.ck-home .ck-ship')).toBeNull();
    expect(track.querySelectorAll('.ck-step')[0].querySelector('.ck-ship')).not.toBeNull();
    // Four set-up cities on the board, no knights yet.
    expect(track.getAttribute('data-strength')).toBe(String(citiesKnights.barbarianStrength(g.state() as never)));
    expect(track.getAttribute('data-strength')).toBe('4');
    expect(track.getAttribute('data-defence')).toBe('0');
    expect(track.textContent).toContain('Barbarians’ strength (cities on the board): 4');
  });

  it('shows the event die beside the red and yellow dice', async () => {
    const { root } = await mountGame(GAME, 0, rolled(5).events);
    const dice = root.querySelector('.prompt-row [data-dice]')!;
    expect(dice.getAttribute('data-dice')).toBe('2,3');
    expect(dice.querySelectorAll('.die-red')).toHaveLength(1);
    expect(dice.querySelectorAll('.die-yellow')).toHaveLength(1);
    expect(dice.querySelector('[data-event-die]')?.getAttribute('data-face')).toBe('politics');
    expect(dice.textContent).toContain('Event die: blue city gate (politics)');
    expect(dice.textContent).toContain('Red die 2, yellow die 3: 5');
  });

  it('lists the tracks with their levels and next costs, and buys the next level', async () => {
    const { root, net } = await mountGame(GAME, 0, rolled().events);
    const rows = [...root.querySelectorAll('[data-ck] [data-track]')];
    expect(rows.map((r) => r.getAttribute('data-track'))).toEqual(['trade', 'politics', 'science']);
    expect(rows.map((r) => r.querySelector('.ck-cost')?.textContent)).toEqual(['Next: 1 cloth', 'Next: 1 coin', 'Next: 1 paper']);
    // Cloth and paper held: trade and science may be bought; politics (coin) not.
    expect(rows.map((r) => r.querySelector('[data-buy]') !== null)).toEqual([true, false, true]);
    await click(root.querySelector('[data-buy=trade]'));
    expect(net.last('command')?.command).toEqual({ type: 'BuyImprovement', track: 'trade' });
  });

  it('shows a level bought, and the exchange with commodities in the trade bar', async () => {
    const g = rolled();
    g.run({ type: 'BuyImprovement', seat: 0, track: 'trade' });
    g.give(0, { coin: 4 });
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('[data-ck] [data-track=trade]')?.getAttribute('data-level')).toBe('1');
    expect(root.querySelector('[data-ck] [data-track=trade] .ck-cost')?.textContent).toBe('Next: 2 cloth');
    const row = root.querySelector('[data-trade-bar] [data-ck-exchange]')!;
    expect(row).not.toBeNull();
    const give = row.querySelector<HTMLSelectElement>('[data-exchange-give]')!;
    expect([...give.options].map((o) => o.value)).toContain('coin');
    give.value = 'coin';
    give.dispatchEvent(new Event('change', { bubbles: true }));
    await Promise.resolve();
    const button = row.querySelector<HTMLButtonElement>('[data-exchange]')!;
    expect(button.textContent).toBe('Exchange 4:1');
    await click(button);
    expect(net.last('command')?.command).toMatchObject({ type: 'ExchangeCards', give: 'coin' });
  });

  it('shows a spectator the barbarians and every seat’s tracks', async () => {
    const g = rolled();
    g.run({ type: 'BuyImprovement', seat: 0, track: 'science' });
    const { root } = await mountGame(GAME, 'spectator' as never, g.events);
    const summary = root.querySelector('[data-ck-summary]')!;
    expect(summary.querySelector('[data-barbarians]')?.getAttribute('data-barbarians')).toBe('1');
    expect(summary.querySelectorAll('.ck-seat-tracks')).toHaveLength(4);
    expect(summary.querySelector('.ck-seat-tracks[data-seat="0"] [data-track=science]')?.getAttribute('data-level')).toBe('1');
    expect(g.state().phase).toBe('playing');
  });
});
