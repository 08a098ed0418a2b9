// @vitest-environment happy-dom
// The leaderboard page: a family's ranked players best first with links to their pages, the
// provisional ones in a list of their own, the next page on "Show more", the signed-in player's
// own place; the dice game's board from ?family=dice; and in Portuguese.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../functions/protocol/players.ts';
import { LeaderboardPage } from '../../web/src/account/LeaderboardPage.tsx';
import { AppContext } from '../../web/src/app-context.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { fakeConnection, memoryStore, tick } from './fakes.ts';

const SESSION = 'S'.repeat(43);
const row = (place: number, rating: number): LeaderboardEntry => ({ place, playerId: `acc_player${place}`, name: `P${place}`, rating, games: 9 });

type Net = ReturnType<typeof fakeConnection>;
type Asked = { reqId?: string; provisional?: boolean; cursor?: string; sessionToken?: string; family: string };

/** The page's leaderboard requests so far. */
const asked = (net: Net) => net.sent.filter((m) => m.type === 'getLeaderboard') as unknown as Asked[];

async function requests(net: Net, n: number): Promise<Asked[]> {
  for (let i = 0; i < 50 && asked(net).length < n; i++) await new Promise((r) => setTimeout(r, 10));
  return asked(net);
}

function mount(query: Record<string, string> = {}, store = memoryStore()) {
  const net = fakeConnection();
  const root = document.createElement('div');
  document.body.append(root);
  render(<AppContext.Provider value={{ connection: net.connection, store }}><LeaderboardPage query={query} /></AppContext.Provider>, root);
  return { net, root };
}

afterEach(async () => {
  document.body.innerHTML = '';
  await setLanguage('en');
});

describe('the leaderboard page', () => {
  it('lists the ranked players best first, the provisional apart, the next page, and the player’s own place', async () => {
    const store = memoryStore();
    store.setItem('hexfold.session', SESSION);
    const { net, root } = mount({}, store);
    const [ranked, provisional] = await requests(net, 2);
    expect(ranked).toMatchObject({ family: 'catan', sessionToken: SESSION });
    expect(ranked!.provisional).toBeUndefined();
    expect(provisional).toMatchObject({ family: 'catan', provisional: true });
    expect(provisional!.sessionToken).toBeUndefined();
    net.push({
      type: 'leaderboard', reqId: ranked!.reqId,
      board: { family: 'catan', provisional: false, entries: [row(1, 31), row(2, 24)], next: '2:24.2:acc_player2', own: { ...row(2, 24), provisional: false } },
    });
    net.push({ type: 'leaderboard', reqId: provisional!.reqId, board: { family: 'catan', provisional: true, entries: [] } });
    await tick();
    const list = root.querySelector('[data-ladder="ranked"]')!;
    expect([...list.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-place'))).toEqual(['1', '2']);
    expect(list.querySelector('tbody tr a')?.getAttribute('href')).toBe('/player/acc_player1');
    expect(list.querySelector('tr.mine')?.getAttribute('data-player')).toBe('acc_player2');
    expect(root.querySelector('[data-own-place]')?.textContent).toBe('Your place: 2 · rating 24');
    expect(root.querySelector('[data-ladder="provisional"]')?.textContent).toContain('Nobody here yet.');
    expect(root.querySelector('[data-ladder="provisional"] h2')?.textContent).toBe('Provisional (fewer than 5 rated games)');

    // WHEN the next page is asked for THEN it follows the first
    (list.querySelector('[data-more]') as HTMLButtonElement).click();
    const more = (await requests(net, 3))[2]!;
    expect(more).toMatchObject({ family: 'catan', cursor: '2:24.2:acc_player2' });
    net.push({ type: 'leaderboard', reqId: more.reqId, board: { family: 'catan', provisional: false, entries: [row(3, 20)] } });
    await tick();
    expect(list.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(list.querySelector('[data-more]')).toBeNull();
  });

  it('shows the dice game’s board from the query, in Portuguese, and says a refusal', async () => {
    await setLanguage('pt');
    const { net, root } = mount({ family: 'dice' });
    const [ranked, provisional] = await requests(net, 2);
    expect(ranked).toMatchObject({ family: 'dice' });
    expect(ranked!.sessionToken).toBeUndefined();
    net.push({ type: 'leaderboard', reqId: ranked!.reqId, board: { family: 'dice', provisional: false, entries: [row(1, 12)] } });
    net.push({ type: 'error', reqId: provisional!.reqId, code: 'store/unavailable', message: 'O armazenamento não está disponível.' });
    await tick();
    expect(root.querySelector('h1')?.textContent).toBe('Classificação');
    expect(root.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/leaderboard?family=dice');
    expect(root.querySelector('[data-ladder="ranked"] [data-rating]')?.textContent).toBe('12');
    expect(root.querySelector('[data-ladder="provisional"] [role="alert"]')?.textContent).toBe('O armazenamento não está disponível.');
    expect(root.querySelector('[data-own-place]')).toBeNull();
  });
});
