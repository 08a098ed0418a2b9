// @vitest-environment happy-dom
// The mini-expansions in the lobby: the create form and Play now offer Friends as a checkbox (only
// what the domain plays), the game is created with `modules`, the list tags a game's
// mini-expansions, and a rematch keeps them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rematchMessage } from '../../web/src/end/rematch.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { BUILT_EXPANSIONS } from '../../web/src/lib/domain.ts';
import type { GameSummary } from '../../web/src/lib/protocol.ts';
import { listedExpansions, loadPlayNow } from '../../web/src/state/lobby.ts';
import { tick, until } from './fakes.ts';
import { mountLobby } from './mount.tsx';
import { friendsGame } from './friends-game.ts';

const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
  await tick();
};

const summary = (over: Partial<GameSummary>): GameSummary => ({
  gameId: 'game_lobby01', status: 'open', players: 4, board: 'beginner', seats: ['Ana', null, null, null], bots: [null, null, null, null],
  host: 'Ana', createdAt: new Date().toISOString(), ...over,
} as GameSummary);

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the mini-expansions in the lobby', () => {
  it('are offered as the domain builds them', () => {
    expect(BUILT_EXPANSIONS).toContain('friends');
    const { root } = mountLobby();
    const boxes = [...root.querySelectorAll<HTMLInputElement>('.create [data-expansion]')].map((b) => b.value);
    expect(boxes).toEqual([...BUILT_EXPANSIONS]);
    expect(root.querySelector('.create [data-expansions] legend')?.textContent).toBe('Mini-expansions');
    expect(root.querySelector('.create label:has([data-expansion=friends])')?.textContent)
      .toBe('FriendsFavor tokens for generosity, spent at five guilds; played to 11 points.');
  });

  it('create a Friends game with the form', async () => {
    const { net, root } = mountLobby();
    const form = root.querySelector('.create form')!;
    (form.querySelector('#create-name') as HTMLInputElement).value = 'Ana';
    form.querySelector('#create-name')!.dispatchEvent(new Event('input', { bubbles: true }));
    await click(form.querySelector('[data-expansion=friends]'));
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 4, board: 'beginner', modules: ['friends'] });
  });

  it('leave the base game alone when none is ticked', async () => {
    const { net, root } = mountLobby();
    const form = root.querySelector('.create form')!;
    (form.querySelector('#create-name') as HTMLInputElement).value = 'Ana';
    form.querySelector('#create-name')!.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 4 });
    expect(net.last('createGame')).not.toHaveProperty('modules');
  });

  it('are a choice of Play now, remembered', async () => {
    const { net, root, store } = mountLobby();
    const panel = root.querySelector('.play-now')!;
    await click(panel.querySelector('[data-expansion=friends]'));
    await click(panel.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ modules: ['friends'], bots: [null, 'good', 'good', 'good'] });
    expect(loadPlayNow(store).modules).toEqual(['friends']);
  });

  it('are tagged in the list, in the reader’s language', async () => {
    const { net, root } = mountLobby();
    // (the page asks once its parts have loaded: later than two ticks on a loaded machine)
    await until(() => net.all('listGames').length > 0);
    for (const m of [...net.all('watchLobby'), ...net.all('listGames')]) {
      const status = 'status' in m ? m.status : undefined;
      net.push({ type: 'games', reqId: m.reqId, games: status ? [] : [
        summary({ gameId: 'game_friend1', modules: ['friends'] } as Partial<GameSummary>),
        summary({ gameId: 'game_pairfr', players: 6, board: 'variable', seats: ['Ana', null, null, null, null, null],
          bots: [null, null, null, null, null, null], modules: ['paired', 'friends'] } as Partial<GameSummary>),
        summary({ gameId: 'game_base01' }),
      ] });
    }
    const tag = (id: string) => root.querySelector(`[data-game="${id}"] [data-expansion]`);
    await until(() => tag('game_friend1'));
    expect(tag('game_friend1')?.textContent).toBe('Friends');
    expect(tag('game_pairfr')?.textContent).toBe('Friends');
    expect(root.querySelector('[data-game="game_pairfr"] [data-turn-rule]')?.textContent).toBe('Turn rule: Paired players');
    expect(tag('game_base01')).toBeNull();
    await setLanguage('pt');
    await tick();
    expect(tag('game_friend1')?.textContent).toBe('Entre amigos');
    await setLanguage('ro');
    await tick();
    expect(tag('game_friend1')?.textContent).toBe('Între prieteni');
    await setLanguage('en');
    expect(listedExpansions(summary({ modules: ['special-building'] } as Partial<GameSummary>))).toEqual([]);
  });

  it('are kept by the rematch', () => {
    const s = friendsGame().state();
    if (s.phase === 'none') throw new Error('no game');
    expect(rematchMessage(s, 'game_friend1')).toMatchObject({ players: 4, board: 'beginner', modules: ['friends'] });
  });
});
