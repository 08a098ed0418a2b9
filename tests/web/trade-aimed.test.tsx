// @vitest-environment happy-dom
// The trade bar and an offer aimed at one player (issue 10): cards go into the offer by clicking
// the hand and come back out with a tap; the offer pops up only for the player it is made to,
// the others see a note ("Ana → Carla") without buttons, and the log names whom it was made to.
import { afterEach, describe, expect, it } from 'vitest';
import { needOf } from '../../web/src/game/alerts.ts';
import { awaitsAnswer } from '../../web/src/state/stream.ts';
import { fold, initialState, type Event, type Viewer } from '../../web/src/lib/domain.ts';
import { click, started, tick } from './fakes.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_aimed1';

// Ana (seat 0) holds 4 more of everything and has rolled; Bruno an ore and a wool; Carla a grain.
const mainPhase: Event[] = [
  { type: 'ResourcesProduced', gains: [{ brick: 4, lumber: 4, wool: 4, grain: 4, ore: 4 }, { ore: 1, wool: 1 }, { grain: 1, ore: 1 }] },
  { type: 'DiceRolled', seat: 0, dice: [5, 4] },
];
const toCarla: Event = { type: 'TradeOffered', seat: 0, give: { brick: 1 }, want: { ore: 1 }, to: 2 };

async function mount(viewer: Viewer, extra: Event[]) {
  const { net, root } = await mountGame(GAME, viewer, [...started(), ...mainPhase, ...extra], 'x');
  await tick();
  return { net, root };
}

const buttons = (root: Element) => [...root.querySelectorAll('button')].map((b) => b.textContent?.trim());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the trade bar', () => {
  it('puts a hand card into the offer per click, and takes each back with a tap', async () => {
    // Given Ana's main phase
    const { net, root } = await mount(0, []);
    const bar = () => root.querySelector('[data-trade-bar]')!;
    const card = (r: string) => root.querySelector(`.hand [data-resource=${r}] button`);
    const left = () => Number(root.querySelector('.hand [data-resource=brick] .card-count')?.textContent);
    const held = left();
    // When she clicks her brick twice
    await click(card('brick'));
    await click(card('brick'));
    // Then two bricks are in the offer, and the hand shows the two left
    expect(bar().querySelector('[data-chip=brick]')?.textContent).toContain('×2');
    expect(left()).toBe(held - 2);
    // When she taps the chip: one comes back
    await click(bar().querySelector('[data-chip=brick]'));
    expect(bar().querySelector('[data-chip=brick]')?.textContent).toContain('×1');
    expect(left()).toBe(held - 1);
    // And a resource wanted twice comes back one by one too
    await click(bar().querySelector('[data-want=ore]'));
    await click(bar().querySelector('[data-want=ore]'));
    const wantChip = () => bar().querySelector('[data-want-row] [data-chip=ore]');
    expect(wantChip()?.getAttribute('aria-label')).toBe('Want one ore less');
    await click(wantChip());
    expect(bar().querySelector('[data-want=ore] .pick-count')?.textContent).toBe('1');
    await click(bar().querySelector('[data-trade-bar] button.primary'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferTrade', give: { brick: 1 }, want: { ore: 1 } });
  });

  it('offers to everyone unless one player is chosen', async () => {
    const { net, root } = await mount(0, []);
    const bar = root.querySelector('[data-trade-bar]')!;
    const options = [...bar.querySelectorAll('select option')].map((o) => o.textContent);
    expect(options).toEqual(['Everyone', 'Bruno', 'Carla']);
    await click(root.querySelector('.hand [data-resource=grain] button'));
    await click(bar.querySelector('[data-want=wool]'));
    const to = bar.querySelector('select')!;
    to.value = '1';
    to.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
    await click(bar.querySelector('button.primary'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferTrade', give: { grain: 1 }, want: { wool: 1 }, to: 1 });
  });
});

describe('an offer aimed at one player', () => {
  it('pops up for that player, who answers it in one tap', async () => {
    // Given Ana's offer to Carla
    const { net, root } = await mount(2, [toCarla]);
    // Then Carla gets the pop-up with the three answers
    const pop = root.querySelector('.offer-pop')!;
    expect(pop.getAttribute('role')).toBe('dialog');
    expect(pop.querySelector('h2')?.textContent).toBe('Ana offers you a trade');
    expect(buttons(pop)).toEqual(['Accept', 'Decline', 'Counter-offer']);
    await click([...pop.querySelectorAll('button')].find((b) => b.textContent === 'Accept'));
    expect(net.last('command')?.command).toEqual({ type: 'AcceptTrade' });
  });

  it.each([['a player it skips', 1 as Viewer], ['a spectator', 'spectator' as Viewer]])('is a note without buttons for %s', async (_, viewer) => {
    // Given Ana's offer to Carla, which Carla accepted
    const { root } = await mount(viewer, [toCarla, { type: 'TradeAccepted', seat: 2 }]);
    // Then there is no pop-up, but a note of whom it is made to, and Carla's answer
    expect(root.querySelector('.offer-pop')).toBeNull();
    const note = root.querySelector('.offer-note')!;
    expect(note.getAttribute('role')).toBe('status');
    expect(note.querySelector('h2')?.textContent).toBe('Ana → Carla');
    expect(note.querySelector('h2')?.getAttribute('aria-label')).toBe('Ana offers Carla a trade');
    expect(note.textContent).toContain('Carla accepts');
    expect(note.querySelectorAll('button')).toHaveLength(0);
  });

  it('shows the active player the aimed player\'s answer to confirm, and nobody else\'s', async () => {
    const { net, root } = await mount(0, [toCarla, { type: 'TradeCountered', seat: 2, give: { ore: 1 }, want: { brick: 2 } }]);
    const pop = root.querySelector('.offer-pop')!;
    expect(pop.querySelector('h2')?.textContent).toBe('Your offer to Carla');
    expect(pop.textContent).not.toContain('Bruno');
    expect(buttons(pop)).toEqual(['Trade with Carla', 'Withdraw offer']);
    await click([...pop.querySelectorAll('button')].find((b) => b.textContent === 'Trade with Carla'));
    expect(net.last('command')?.command).toEqual({ type: 'ConfirmTrade', partner: 2 });
  });

  it('alerts and awaits the player it is made to only', () => {
    const s = fold([...started(), ...mainPhase, toCarla], initialState('all'));
    expect(needOf(s, 2)).toMatchObject({ kind: 'trade', from: 0 });
    expect(needOf(s, 1)).toBeNull();
    expect([1, 2].map((seat) => awaitsAnswer(s, seat))).toEqual([false, true]);
  });

  it('names in the log whom it was made to', async () => {
    const { root } = await mount(1, [toCarla]);
    const log = root.querySelector('.log')!.textContent ?? '';
    expect(log).toContain('Ana offers Carla');
  });
});
