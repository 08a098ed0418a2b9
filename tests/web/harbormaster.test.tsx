// @vitest-environment happy-dom
// The Harbormaster in the web: the lobby offers it for 3–4 players only (the create form and Play
// now), every card shows its seat's harbor points and the holder's card the title, the log tells
// the title's change, and the end screen gives the title a column of its own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointsBySource } from '../../web/src/kinds/catan/end/stats.ts';
import { fold, harbormaster, initialState, simulate, totalPoints, type Event } from '../../web/src/lib/domain.ts';
import { loadPlayNow, offeredFor } from '../../web/src/state/lobby.ts';
import { tick } from './fakes.ts';
import { moduleGame } from './module-game.ts';
import { mountGame, mountLobby } from './mount.tsx';

const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
  await tick();
};

const choose = async (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await tick();
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the Harbormaster in the lobby', () => {
  it('is offered for 3 and 4 players, not 5 or 6', async () => {
    expect([3, 4, 5, 6].map((n) => offeredFor(n).includes('harbormaster'))).toEqual([true, true, false, false]);
    const { root } = mountLobby();
    const form = root.querySelector('.create form')!;
    expect(form.querySelector('label:has([data-expansion=harbormaster])')?.textContent)
      .toBe('HarbormasterHarbor points for building at harbors; the first with 3 is Harbormaster (2 points). 3–4 players; played to 11 (12 with Friends).');
    await click(form.querySelector('[data-expansion=harbormaster]'));
    await click(form.querySelector('input[name=players][value="5"]'));
    expect(form.querySelector('[data-expansion=harbormaster]')).toBeNull();
    expect(form.querySelector('[data-expansion=friends]')).not.toBeNull();
    // Back at 4 it is offered again, no longer ticked.
    await click(form.querySelector('input[name=players][value="4"]'));
    expect((form.querySelector('[data-expansion=harbormaster]') as HTMLInputElement).checked).toBe(false);
  });

  it('creates a game with the Harbormaster', async () => {
    const { net, root } = mountLobby();
    const form = root.querySelector('.create form')!;
    (form.querySelector('#create-name') as HTMLInputElement).value = 'Ana';
    form.querySelector('#create-name')!.dispatchEvent(new Event('input', { bubbles: true }));
    await click(form.querySelector('input[name=players][value="3"]'));
    await click(form.querySelector('[data-expansion=harbormaster]'));
    await click(form.querySelector('[data-expansion=friends]'));
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 3, modules: ['friends', 'harbormaster'] });
  });

  it('is a choice of Play now, dropped when the table grows to 5', async () => {
    const { net, root, store } = mountLobby();
    const panel = root.querySelector('.play-now')!;
    expect(panel.querySelector('label:has([data-expansion=harbormaster])')?.textContent).toBe('Harbormaster');
    await click(panel.querySelector('[data-expansion=harbormaster]'));
    await choose(panel.querySelector('#play-players') as HTMLSelectElement, '5');
    expect(panel.querySelector('[data-expansion=harbormaster]')).toBeNull();
    await click(panel.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 5 });
    expect(net.last('createGame')).not.toHaveProperty('modules');
    expect(loadPlayNow(store)).toMatchObject({ players: 5, modules: [] });
  });
});

/** Bruno settles on two harbors ("1.1 N", "1.2 N") and makes a city of one: 3 harbor points and the title. */
function brunoHarbormaster() {
  const g = moduleGame(['harbormaster']);
  g.apply({ type: 'ResourcesProduced', gains: [{}, { brick: 2, lumber: 2, wool: 2, grain: 4, ore: 3 }, {}, {}] });
  for (const vertex of ['0,-2,N', '1,-2,N']) g.apply({ type: 'SettlementBuilt', seat: 1, vertex });
  g.apply({ type: 'CityBuilt', seat: 1, vertex: '0,-2,N' });
  g.apply({ type: 'HarbormasterChanged', holder: 1, points: 3 });
  return g;
}

describe('the Harbormaster at the table', () => {
  it('shows every seat\'s harbor points, and the title on its holder\'s card', async () => {
    const g = brunoHarbormaster();
    const { root } = await mountGame('game_harbor1', 0, g.events);
    const card = (seat: number) => root.querySelector(`.players [data-seat="${seat}"]`)!;
    expect(card(1).querySelector('[data-harbor-points]')?.textContent).toBe('Harbor points: 3');
    expect(card(0).querySelector('[data-harbor-points]')?.textContent).toBe('Harbor points: 0');
    expect(card(1).querySelector('[data-harbormaster]')?.textContent).toBe('Harbormaster (3)');
    expect(card(0).querySelector('[data-harbormaster]')).toBeNull();
    // 2 set-up settlements, a settlement, a city and the title.
    expect(card(1).querySelector('.vp')?.getAttribute('data-vp')).toBe('7');
    expect(root.textContent).toContain('Bruno is now the Harbormaster (3 harbor points).');
  });

  it('shows no harbor points in a game without it', async () => {
    const { root } = await mountGame('game_harbor2', 0, moduleGame([]).events);
    expect(root.querySelector('[data-harbor-points]')).toBeNull();
  });

  it('counts the title apart in the points by source', () => {
    const s = brunoHarbormaster().state();
    if (s.phase !== 'playing') throw new Error('not in play');
    const bruno = pointsBySource(s)[1];
    expect([bruno.harbormaster, bruno.extra, bruno.total]).toEqual([2, 0, totalPoints(s, 1)]);
  });
});

describe('the end screen with the Harbormaster', () => {
  /** A whole game won by the title's holder. */
  function titledGame(): readonly Event[] {
    for (let seed = 1; seed < 100; seed++) {
      const { events } = simulate(seed, { players: 4, modules: ['harbormaster'] });
      const s = fold(events, initialState('all'));
      if (s.phase === 'finished' && harbormaster.harbormasterPart(s).holder === s.winner) return events;
    }
    throw new Error('no game won by the Harbormaster');
  }

  it('gives the title a column', async () => {
    const events = titledGame();
    const s = fold(events, initialState('all'));
    const { net, root } = await mountGame('game_harbor3', 0, events);
    net.push({ type: 'events', gameId: 'game_harbor3', viewer: 'all', head: events.length, reqId: 'catch-up', items: events.map((e, i) => ({ version: i + 1, events: [e] })) });
    for (let i = 0; i < 100 && !root.querySelector('.end-screen'); i++) await new Promise((r) => setTimeout(r, 50));
    const head = [...root.querySelectorAll('.end-points thead th')].map((th) => th.textContent);
    expect(head).toContain('Harbormaster');
    const winner = s.phase === 'finished' ? s.winner : -1;
    expect(root.querySelector(`.end-points tr[data-seat="${winner}"] [data-harbormaster]`)?.textContent).toBe('2');
    expect(root.querySelectorAll('.end-points [data-harbormaster="2"]')).toHaveLength(1);
  });
});
