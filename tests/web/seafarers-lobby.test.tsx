// @vitest-environment happy-dom
// Seafarers in the lobby: the create form's game choice (3–4 players only), its scenarios each
// with a small picture of its map and the points it is played to, the game created with the
// scenario's board and modules ['seafarers'], and the list naming a game's scenario.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAPS } from '../../domain/catan/modules/seafarers/maps.ts';
import type { GameSummary } from '../../web/src/lib/protocol.ts';
import { tick, until } from './fakes.ts';
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

function form() {
  const lobby = mountLobby();
  const el = lobby.root.querySelector('.create form')!;
  (el.querySelector('#create-name') as HTMLInputElement).value = 'Ana';
  el.querySelector('#create-name')!.dispatchEvent(new Event('input', { bubbles: true }));
  return { ...lobby, form: el };
}

const cells = (id: keyof typeof MAPS, players: 3 | 4) => MAPS[id][players].rows.reduce((n, [, , row]) => n + row.split(' ').length, 0);

describe('the Seafarers choice', () => {
  it('lists the four scenarios with their maps once Seafarers is chosen', async () => {
    const { form: f } = form();
    expect(f.querySelector('[data-game-choice] legend')?.textContent).toBe('Game');
    expect(f.querySelector('[data-scenarios]')).toBeNull();
    await click(f.querySelector('input[name=game][value=seafarers]'));
    const scenarios = [...f.querySelectorAll('[data-scenario]')];
    expect(scenarios.map((s) => s.querySelector('.scenario-name')?.textContent)).toEqual([
      'Heading for New Shores', 'The Four Islands', 'The Fog Islands', 'Through the Desert',
    ]);
    expect(scenarios.map((s) => s.querySelector('.scenario-about')?.textContent)).toEqual([
      'Played to 14 points', 'Played to 13 points', 'Played to 12 points', 'Played to 14 points',
    ]);
    // Each picture is its map for this table size, every cell drawn (the 4-player maps by default).
    for (const s of scenarios) {
      const id = s.getAttribute('data-scenario') as keyof typeof MAPS;
      expect(s.querySelectorAll('.map-picture polygon')).toHaveLength(cells(id, 4));
      expect(s.querySelector('.map-picture')?.getAttribute('aria-hidden')).toBe('true');
    }
    // The base game's boards and the mini-expansions give way.
    expect(f.querySelector('input[name=board][value=beginner]')).toBeNull();
    expect(f.querySelector('[data-expansions]')).toBeNull();
    await click(f.querySelector('input[name=players][value="3"]'));
    expect(f.querySelector('[data-scenario=fog-islands] .map-picture')!.querySelectorAll('polygon')).toHaveLength(cells('fog-islands', 3));
  });

  it('creates the game on the scenario chosen, with modules ["seafarers"]', async () => {
    const { form: f, net } = form();
    await click(f.querySelector('input[name=game][value=seafarers]'));
    await click(f.querySelector('input[name=board][value=fog-islands]'));
    await click(f.querySelector('input[name=players][value="3"]'));
    await click(f.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 3, board: 'fog-islands', modules: ['seafarers'] });
  });

  it('is for 3 or 4 players only', async () => {
    const { form: f, net } = form();
    await click(f.querySelector('input[name=game][value=seafarers]'));
    await click(f.querySelector('input[name=players][value="5"]'));
    const sea = f.querySelector<HTMLInputElement>('input[name=game][value=seafarers]')!;
    expect(sea.disabled).toBe(true);
    expect(sea.checked).toBe(false);
    expect(f.querySelector('#game-sea-about')?.textContent).toBe('Seafarers is played by three or four.');
    expect(f.querySelector('[data-scenarios]')).toBeNull();
    await click(f.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 5, board: 'variable' });
    expect(net.last('createGame')).not.toHaveProperty('modules');
  });

  it('names a listed game’s scenario and tags Seafarers', async () => {
    const { net, root } = mountLobby();
    await until(() => (net.all('listGames').length > 0 ? true : null));
    const game = {
      gameId: 'game_seafar1', status: 'open', players: 3, board: 'fog-islands', seats: ['Ana', null, null], bots: [null, null, null],
      host: 'Ana', createdAt: new Date().toISOString(), modules: ['seafarers'],
    } as unknown as GameSummary;
    for (const m of [...net.all('watchLobby'), ...net.all('listGames')]) {
      net.push({ type: 'games', reqId: m.reqId, games: 'status' in m ? [] : [game] });
    }
    const row = await until(() => root.querySelector('[data-game="game_seafar1"]'));
    expect(row.textContent).toContain('The Fog Islands');
    expect(row.querySelector('[data-expansion=seafarers]')?.textContent).toBe('Seafarers');
  });
});
