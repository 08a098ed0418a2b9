// @vitest-environment happy-dom
// Cities & Knights in the lobby: offered for 3–6 players, played with none of the other
// expansions (switching it on drops them, and theirs drop it), as the domain's module says; the
// game created with modules ['cities-knights']; Play now remembers it; on a Seafarers scenario it
// may be ticked, the game created with both.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CITIES_KNIGHTS_MODULE } from '../../domain/catan/modules/cities-knights/index.ts';
import { BUILT_EXPANSIONS } from '../../web/src/lib/domain.ts';
import { combinable, loadPlayNow, offeredFor, PLAYED_ALONE, playableChoice, SEA_EXPANSIONS } from '../../web/src/state/lobby.ts';
import { tick } from './fakes.ts';
import { mountLobby } from './mount.tsx';

const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
  await tick();
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

const checked = (form: Element) => [...form.querySelectorAll<HTMLInputElement>('[data-expansion]')].filter((x) => x.checked).map((x) => x.value);

describe('Cities & Knights in the lobby', () => {
  it('is offered for 3 to 6 players, and is played alone as its module says', () => {
    expect([3, 4, 5, 6].map((n) => offeredFor(n).includes('cities-knights'))).toEqual([true, true, true, true]);
    // The lobby's list of expansions played alone is the domain's: modules combining with none of the lobby's (Seafarers comes with its maps).
    expect(CITIES_KNIGHTS_MODULE.combines?.filter((m) => BUILT_EXPANSIONS.includes(m as never))).toEqual([]);
    expect(PLAYED_ALONE).toEqual(BUILT_EXPANSIONS.filter((m) => m === CITIES_KNIGHTS_MODULE.id));
    expect(combinable('cities-knights', 'friends')).toBe(false);
    expect(combinable('friends', 'helpers')).toBe(true);
    expect(playableChoice(4, ['friends', 'cities-knights'])).toEqual(['cities-knights']);
    expect(playableChoice(5, ['cities-knights', 'friends'])).toEqual(['cities-knights']);
  });

  it('drops the others when switched on, and is dropped when another is', async () => {
    const { root } = mountLobby();
    const form = root.querySelector('.create form')!;
    expect(form.querySelector('label:has([data-expansion=cities-knights]) .rule-name')?.textContent).toBe('Cities & Knights');
    await click(form.querySelector('[data-expansion=friends]'));
    await click(form.querySelector('[data-expansion=helpers]'));
    expect(checked(form)).toEqual(['friends', 'helpers']);
    await click(form.querySelector('[data-expansion=cities-knights]'));
    expect(checked(form)).toEqual(['cities-knights']);
    await click(form.querySelector('[data-expansion=harbormaster]'));
    expect(checked(form)).toEqual(['harbormaster']);
    await click(form.querySelector('[data-expansion=cities-knights]'));
    // At five it stays offered (the Harbormaster does not).
    await click(form.querySelector('input[name=players][value="5"]'));
    expect(checked(form)).toEqual(['cities-knights']);
    expect(form.querySelector('[data-expansion=harbormaster]')).toBeNull();
  });

  it('creates the game with modules ["cities-knights"] from Play now, and remembers it', async () => {
    const { root, net, store } = mountLobby();
    const play = root.querySelector('.play-now form')!;
    await click(play.querySelector('[data-expansion=cities-knights]'));
    await click(play.querySelector('[data-play-now]'));
    const sent = net.last('createGame') as unknown as { modules?: string[]; players: number };
    expect(sent.modules).toEqual(['cities-knights']);
    expect(loadPlayNow(store).modules).toEqual(['cities-knights']);
  });

  it('joins a Seafarers scenario when ticked, as its module combines with Seafarers, and the game is created with both', async () => {
    expect(SEA_EXPANSIONS.every((m) => m === CITIES_KNIGHTS_MODULE.id && CITIES_KNIGHTS_MODULE.combines?.includes('seafarers'))).toBe(true);
    const { root, net } = mountLobby();
    const form = root.querySelector('.create form')!;
    await click(form.querySelector('input[name=players][value="4"]'));
    await click(form.querySelector('input[name=game][value=seafarers]'));
    expect(form.querySelector('[data-expansions]')).toBeNull();
    const box = form.querySelector<HTMLInputElement>('[data-sea-expansions] [data-expansion=cities-knights]')!;
    await click(box);
    expect(box.checked).toBe(true);
    const name = form.querySelector<HTMLInputElement>('#create-name')!;
    name.value = 'Ana';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    await click(form.querySelector('button[type=submit]'));
    const sent = net.last('createGame') as unknown as { modules?: string[]; board: string };
    expect(sent.board).toBe('new-shores');
    expect(sent.modules).toEqual(['seafarers', 'cities-knights']);
  });
});
