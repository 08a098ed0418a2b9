// @vitest-environment happy-dom
// Rated tables in the lobby: the create forms offer "Rated" for a table of people only (off, and
// saying why, once a seat is a bot), send it, and the list tags a rated table; Play now (bots)
// never sends it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameSummary } from '../../web/src/lib/protocol.ts';
import { tick } from './fakes.ts';
import { mountLobby } from './mount.tsx';

const select = async (root: Element, id: string, value: string) => {
  const el = root.querySelector<HTMLSelectElement>(`#${id}`)!;
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
  await tick();
};
const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
  await tick();
};
const typeName = async (form: Element, id: string) => {
  const name = form.querySelector<HTMLInputElement>(`#${id}`)!;
  name.value = 'Ada';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('rated tables in the lobby', () => {
  it('offers Rated for people only and sends it; a bot turns it off', async () => {
    const { net, root } = mountLobby();
    await tick();
    const form = root.querySelector('.create')!;
    const box = () => form.querySelector<HTMLInputElement>('#create-rated')!;
    expect(box().disabled).toBe(false);
    await click(box());
    // WHEN a seat becomes a bot THEN the box is off and says why
    await select(root, 'seat-2', 'good');
    expect(box().disabled).toBe(true);
    expect(box().checked).toBe(false);
    expect(form.querySelector('#create-rated-about')?.textContent).toContain('for people');
    // AND back to people, it is on again and sent
    await select(root, 'seat-2', 'person');
    expect(box().checked).toBe(true);
    await typeName(form, 'create-name');
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 4, rated: true });
    expect(net.last('createGame')!.bots).toBeUndefined();
  });

  it('offers it for a dice game of two people or more, not solo; Play now never sends it', async () => {
    const { net, root } = mountLobby();
    await tick();
    const form = root.querySelector('[data-dice-form]')!;
    expect(form.querySelector('#dice-rated')).toBeNull();
    await select(root, 'dice-players', '2');
    expect(form.querySelector<HTMLInputElement>('#dice-rated')?.disabled).toBe(true);
    await select(root, 'dice-seat-1', 'person');
    await click(form.querySelector('#dice-rated'));
    await click(form.querySelector('[data-dice-play]'));
    expect(net.last('createGame')).toMatchObject({ game: 'dice', players: 2, rated: true });
    document.body.innerHTML = '';
    const other = mountLobby();
    await tick();
    await click(other.root.querySelector('.play-now button[type=submit]'));
    const playNow = other.net.last('createGame')!;
    expect(playNow.game).toBeUndefined();
    expect(playNow).not.toHaveProperty('rated');
  });

  it('tags a rated table in the list', async () => {
    const { net, root } = mountLobby();
    await tick();
    const game = (gameId: string, rated: boolean): GameSummary => ({
      gameId, players: 3, board: 'beginner', seats: ['Ada', null, null], bots: [null, null, null], timer: 0, status: 'open',
      createdAt: new Date().toISOString(), ...(rated ? { rated: true } : {}),
    });
    for (let i = 0; i < 50 && net.all('listGames').length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    for (const m of [...net.all('watchLobby'), ...net.all('listGames')]) {
      net.push({ type: 'games', reqId: m.reqId, games: 'status' in m && m.status ? [] : [game('game_rated01', true), game('game_plain01', false)] });
    }
    for (let i = 0; i < 50 && !root.querySelector('[data-game="game_rated01"]'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(root.querySelector('[data-game="game_rated01"] [data-rated]')?.textContent).toBe('Rated');
    expect(root.querySelector('[data-game="game_plain01"] [data-rated]')).toBeNull();
  });
});
