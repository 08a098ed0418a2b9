// @vitest-environment happy-dom
// A player's page: the ratings with their provisional mark and history, the games with their
// results and links (a finished game to its review room, one under way to its table), a former
// player's seat in words, counts in the reader's plural forms; and the names a deleted
// account's seats arrive with, put in words wherever a message carries them.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerView } from '../../functions/protocol/players.ts';
import { withFormerNames } from '../../web/src/account/former-names.ts';
import { PlayerPage } from '../../web/src/account/PlayerPage.tsx';
import { AppContext } from '../../web/src/app-context.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { fakeConnection, memoryStore, tick } from './fakes.ts';

const SESSION = 'S'.repeat(43);
const at = '2026-11-20T18:00:00.000Z';

const view: PlayerView = {
  playerId: 'acc_12345678', name: 'Ada', own: true,
  ratings: [{
    family: 'catan', rating: 3, mu: 27.9, sigma: 8.2, games: 2, provisional: true,
    history: [
      { gameId: 'g_first_1', at, mu: 26.1, sigma: 8.1, place: 2, of: 3 },
      { gameId: 'g_second', at, mu: 27.9, sigma: 8.2, place: 1, of: 3 },
    ],
  }],
  games: [
    { gameId: 'g_second', seat: 0, status: 'finished', createdAt: at, players: 3, board: 'beginner', modules: ['seafarers'], seats: ['Ada', '', 'Bo'], winner: 0 },
    { gameId: 'g_running', seat: 1, kind: 'dice', status: 'playing', createdAt: at, players: 2, board: 'standard', seats: ['Bo', 'Ada'] },
  ],
};

/** The page's request, once its effect has run. */
async function asked(net: ReturnType<typeof fakeConnection>) {
  for (let i = 0; i < 50 && !net.last('getPlayer'); i++) await new Promise((r) => setTimeout(r, 10));
  return net.last('getPlayer')!;
}

function mount(store = memoryStore()) {
  const net = fakeConnection();
  const root = document.createElement('div');
  document.body.append(root);
  render(<AppContext.Provider value={{ connection: net.connection, store }}><PlayerPage id="acc_12345678" /></AppContext.Provider>, root);
  return { net, root };
}

afterEach(async () => {
  document.body.innerHTML = '';
  await setLanguage('en');
});

describe('the player page', () => {
  it('shows the ratings and the games, with their links, asking with the session when signed in', async () => {
    const store = memoryStore();
    store.setItem('hexfold.session', SESSION);
    const { net, root } = mount(store);
    const request = await asked(net);
    expect(request).toMatchObject({ playerId: 'acc_12345678', sessionToken: SESSION });
    net.push({ type: 'player', reqId: request.reqId, player: view });
    await tick();
    expect(root.querySelector('h1')?.textContent).toBe('Ada (you)');
    const rating = root.querySelector('[data-family="catan"]')!;
    expect(rating.querySelector('[data-rating]')?.textContent).toBe('3');
    expect(rating.querySelector('[data-provisional]')).not.toBeNull();
    expect(rating.textContent).toContain('2 rated games');
    expect([...rating.querySelectorAll('.player-history li')].map((li) => li.getAttribute('data-game'))).toEqual(['g_second', 'g_first_1']);
    expect(rating.querySelector('.player-history li')?.textContent).toContain('place 1 of 3');
    const finished = root.querySelector('.game-row[data-game="g_second"]')!;
    expect(finished.getAttribute('data-outcome')).toBe('won');
    expect(finished.querySelector('a')?.getAttribute('href')).toBe('/replay/g_second');
    expect(finished.querySelector('.names')?.textContent).toBe('Ada, Former player, Bo');
    expect(finished.querySelector('[data-expansion="seafarers"]')).not.toBeNull();
    const running = root.querySelector('.game-row[data-game="g_running"]')!;
    expect(running.getAttribute('data-outcome')).toBe('playing');
    expect(running.querySelector('a')?.getAttribute('href')).toBe('/game/g_running');
    expect(root.querySelector('#player-games-h')?.textContent).toBe('2 games');
  });

  it('counts in Romanian plural forms, and says a refusal', async () => {
    await setLanguage('ro');
    const { net, root } = mount();
    const request = await asked(net);
    expect(request.sessionToken).toBeUndefined();
    net.push({ type: 'player', reqId: request.reqId, player: { ...view, own: false, games: Array.from({ length: 20 }, (_, i) => ({ ...view.games[0]!, gameId: `g_many_${i}` })) } });
    await tick();
    expect(root.querySelector('h1')?.textContent).toBe('Ada');
    expect(root.querySelector('#player-games-h')?.textContent).toBe('20 de jocuri');
    expect(root.querySelector('[data-family="catan"]')?.textContent).toContain('2 jocuri cotate');

    const other = mount();
    other.net.push({ type: 'error', reqId: (await asked(other.net)).reqId, code: 'player/not-found', message: 'There is no player with that id.' });
    await tick();
    expect(other.root.querySelector('[role="alert"]')?.textContent).toBe('There is no player with that id.');
  });

  it('puts a deleted account’s name in words in a stream, a list and a push', () => {
    const events = withFormerNames({
      type: 'events', gameId: 'g', viewer: 'all', head: 1,
      items: [{ version: 1, commandId: 'c', at, events: [{ type: 'SeatClaimed', seat: 1, name: '', bot: false }, { type: 'SeatClaimed', seat: 0, name: 'Ada', bot: false }] as never }],
    });
    expect(events.type === 'events' && events.items[0]!.events.map((e) => (e as { name: string }).name)).toEqual(['Former player', 'Ada']);
    const game = { gameId: 'g', players: 2, board: 'beginner', status: 'finished', createdAt: at, seats: ['Ada', ''], winner: { seat: 1, name: '' } } as never;
    const listed = withFormerNames({ type: 'games', games: [game] });
    expect(listed.type === 'games' && listed.games[0]).toMatchObject({ seats: ['Ada', 'Former player'], winner: { name: 'Former player' } });
    const pushed = withFormerNames({ type: 'lobby', game });
    expect(pushed.type === 'lobby' && 'game' in pushed && pushed.game.seats).toEqual(['Ada', 'Former player']);
  });
});
