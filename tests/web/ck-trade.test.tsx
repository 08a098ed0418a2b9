// @vitest-environment happy-dom
// Commodities in trades between players at the table (Cities & Knights, RULES.md §7.2.8): the
// trade bar puts commodities the player holds into an offer and asks for others, the offer's
// pop-up shows them beside the resources, and a counter-offer may give and want them too.
import { afterEach, describe, expect, it } from 'vitest';
import { click } from './fakes.ts';
import { ckGame } from './ck-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckTrade1';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Ana's turn rolled; she holds 2 cloth, Bruno 2 coins and an ore. */
function table() {
  const g = ckGame();
  g.roll(0, [2, 3], 4);
  g.give(0, { cloth: 2 });
  g.give(1, { coin: 2 });
  g.apply({ type: 'ResourcesProduced', gains: [{}, { ore: 1 }, {}, {}] });
  return g;
}

describe('the trade bar with commodities', () => {
  it('offers a cloth the player holds for an ore, and never a commodity she lacks', async () => {
    const { root, net } = await mountGame(GAME, 0, table().events);
    const bar = root.querySelector('[data-trade-bar]')!;
    const pick = (key: string) => bar.querySelector<HTMLButtonElement>(`[data-goods=${key}]`)!;
    expect(pick('give-coin').disabled).toBe(true);
    expect(pick('give-cloth').getAttribute('aria-label')).toBe('Give one more cloth (0 chosen)');
    await click(pick('give-cloth'));
    // A commodity given is not asked for in the same offer.
    expect(pick('want-cloth').disabled).toBe(true);
    await click(bar.querySelector('[data-want=ore]'));
    await click(bar.querySelector('[data-trade-bar] button.primary'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferTrade', give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } });
  });

  it('asks for commodities only: a lumber for 2 coins', async () => {
    const g = table();
    g.apply({ type: 'ResourcesProduced', gains: [{ lumber: 1 }, {}, {}, {}] });
    const { root, net } = await mountGame(GAME, 0, g.events);
    const bar = root.querySelector('[data-trade-bar]')!;
    await click(root.querySelector('.hand [data-resource=lumber] button'));
    await click(bar.querySelector('[data-goods=want-coin]'));
    await click(bar.querySelector('[data-goods=want-coin]'));
    await click(bar.querySelector('[data-trade-bar] button.primary'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferTrade', give: { lumber: 1 }, want: {}, goods: { give: {}, want: { coin: 2 } } });
  });
});

describe('an offer with commodities', () => {
  it('shows its commodities to the player asked, who counters with a coin', async () => {
    const g = table();
    g.run({ type: 'OfferTrade', seat: 0, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } });
    const { root, net } = await mountGame(GAME, 1, g.events);
    const pop = root.querySelector('[data-offer]')!;
    expect(pop.querySelector('[data-offer-goods=cloth]')?.textContent).toContain('×1');
    expect(pop.querySelector('.offer-side .sr-only')?.textContent).toBe('1 cloth');
    await click([...pop.querySelectorAll('button')].find((b) => b.textContent === 'Counter-offer'));
    // The counter starts from the offer's terms: Bruno gives the ore and wants the cloth.
    const counter = pop.querySelector('.counter')!;
    expect(counter.querySelector('[data-goods=want-cloth] .pick-count')?.textContent).toBe('1');
    await click(counter.querySelector('[data-goods=give-coin]'));
    expect(counter.querySelector<HTMLButtonElement>('[data-goods=give-paper]')?.disabled).toBe(true);
    await click(counter.querySelector('button.primary'));
    expect(net.last('command')?.command).toEqual({ type: 'CounterTrade', give: { ore: 1 }, want: {}, goods: { give: { coin: 1 }, want: { cloth: 1 } } });
  });

  it('lets the active player confirm a counter with commodities, and the log names them', async () => {
    const g = table();
    g.run({ type: 'OfferTrade', seat: 0, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } });
    g.run({ type: 'CounterTrade', seat: 1, give: { ore: 1 }, want: {}, goods: { give: { coin: 1 }, want: { cloth: 2 } } });
    const { root, net } = await mountGame(GAME, 0, g.events);
    const answer = root.querySelector('[data-offer] [data-response=countered]')!;
    expect(answer.textContent).toContain('1 ore, 1 coin');
    expect(answer.textContent).toContain('2 cloth');
    const confirm = answer.querySelector('button.primary')!;
    await click(confirm);
    expect(net.last('command')?.command).toEqual({ type: 'ConfirmTrade', partner: 1 });
    expect(root.textContent).toContain('offers 1 cloth for 1 ore');
  });
});
