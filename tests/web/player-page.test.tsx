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
  stats: {
    results: [
      { kind: 'catan', played: 20, finished: 18, won: 7 },
      { kind: 'seafarers', played: 4, finished: 4, won: 2 },
      { kind: 'cities-knights', played: 2, finished: 1, won: 0 },
      { kind: 'dice', played: 1, finished: 1, won: 1 },
    ],
    share: { finished: 18, of: 20 },
    dice: [
      {
        family: 'catan', games: 20,
        rolls: { own: [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1], all: [4, 8, 12, 16, 20, 24, 20, 16, 12, 8, 4] },
        eventDie: { own: [6, 2, 2, 2], all: [30, 10, 10, 10] },
      },
      { family: 'dice', games: 1, rolls: { own: [2, 2, 2, 2, 2, 2], all: [3, 3, 3, 3, 3, 3] } },
    ],
    uncounted: 3,
  },
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

  it('shows the results by kind and expansion, the finished share, and the dice against fair dice', async () => {
    const { net, root } = mount();
    net.push({ type: 'player', reqId: (await asked(net)).reqId, player: view });
    await tick();
    expect(root.querySelector('.player-share')?.textContent).toBe('Finished 18 of the last 20 games');
    const rows = [...root.querySelectorAll('.player-results tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Catan (every board game)', '20', '18', '7'], ['with Seafarers', '4', '4', '2'], ['with Cities & Knights', '2', '1', '0'], ['Catan Dice Game', '1', '1', '1'],
    ]);
    expect(root.querySelector('[data-uncounted]')?.textContent).toContain('3 older games');
    const board = root.querySelector('[data-dice="catan"]')!;
    const rolled = (category: string) => board.querySelector(`.fairness-table [data-category="${category}"] td`)?.textContent;
    // The player's own rolls first: 36 of them, a perfectly fair spread (p = 1).
    expect(rolled('7')).toBe('6');
    expect(board.querySelector('[data-p]')?.getAttribute('data-p')).toBe('1.000');
    expect(board.querySelector('[data-die-tally] [data-category="ship"] td')?.textContent).toBe('6');
    // Every roll at their tables.
    const all = board.querySelector<HTMLInputElement>('input[value="all"]')!;
    all.click();
    await tick();
    expect(rolled('7')).toBe('24');
    expect(board.querySelector('[data-die-tally] [data-category="ship"] td')?.textContent).toBe('30');
    const dice = root.querySelector('[data-dice="dice"]')!;
    expect(dice.querySelectorAll('.fairness-table tbody tr')).toHaveLength(6);
    expect(dice.querySelector('h3')?.textContent).toContain('over 1 game');
  });

  it('says when none of the player’s games has ended', async () => {
    const { net, root } = mount();
    net.push({ type: 'player', reqId: (await asked(net)).reqId, player: { ...view, stats: { results: [], share: null, dice: [], uncounted: 0 } } });
    await tick();
    expect(root.querySelector('.player-summary')?.textContent).toContain('None of their games has ended yet.');
    expect(root.querySelector('.player-fairness')).toBeNull();
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
    expect(root.querySelector('.player-share')?.textContent).toBe('A terminat 18 din ultimele 20 de jocuri');

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
