// @vitest-environment happy-dom
// The Catan Dice Game in the lobby: its panel creates a dice game (solo on Island One by default,
// the Plus side for 2–4, a person or a bot in each other seat, a turn timer while other people
// play), seats the player and opens the game; the choice is remembered; the list tells a dice
// game by its sheet's side and a tag.
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/index.ts';
import type { GameSummary } from '../../web/src/lib/protocol.ts';
import { DEFAULT_DICE, loadDiceChoice } from '../../web/src/state/dice-lobby.ts';
import { listedExpansions, listedTurnRule } from '../../web/src/state/lobby.ts';
import { loadHostKey, loadSeat } from '../../web/src/state/seats.ts';
import { choose, click, memoryStore, tick, TOKEN, until, type fakeConnection } from './fakes.ts';
import { mountLobby } from './mount.tsx';

const GAME = 'game_dice001';

function answerLists(net: ReturnType<typeof fakeConnection>, lists: { live?: GameSummary[]; finished?: GameSummary[] } = {}) {
  for (const m of [...net.all('watchLobby'), ...net.all('listGames')]) {
    const status = 'status' in m ? m.status : undefined;
    net.push({ type: 'games', reqId: m.reqId, games: (status === 'finished' ? lists.finished : status === undefined ? lists.live : []) ?? [] });
  }
}

async function mountPanel(store = memoryStore()) {
  const mounted = mountLobby(store);
  await tick();
  return { ...mounted, panel: mounted.root.querySelector('[data-dice-form]')! };
}

const select = (panel: Element, id: string) => panel.querySelector<HTMLSelectElement>(`#${id}`);
const options = (el: HTMLSelectElement | null) => [...el!.options].map((o) => o.value);
const typeName = async (panel: Element, name: string) => {
  const input = panel.querySelector<HTMLInputElement>('#dice-name')!;
  input.value = name;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
};
const play = (panel: Element) => click(panel.querySelector('button[type=submit]'));

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the dice game panel', () => {
  it('starts solo practice on Island One in one click: creates, takes the first seat, opens the game', async () => {
    const { net, panel, store } = await mountPanel();
    expect(panel.querySelector('h2')?.textContent).toBe('Catan Dice Game');
    expect(panel.querySelector<HTMLInputElement>('input[name=dice-side]:checked')!.value).toBe('standard');
    expect(select(panel, 'dice-players')!.value).toBe('1');
    expect(select(panel, 'dice-players')!.selectedOptions[0].textContent).toBe('Solo practice');
    expect(panel.querySelector('[data-seat-choice]')).toBeNull();
    expect(select(panel, 'dice-timer')!.value).toBe('0');
    // WHEN Play is clicked, with no name typed
    await play(panel);
    const create = net.last('createGame')!;
    expect(create).toEqual({ type: 'createGame', reqId: expect.any(String), game: 'dice', side: 'standard', players: 1, createId: expect.any(String) });
    expect(panel.querySelector('button[type=submit]')?.textContent).toBe('Starting…');
    net.push({ type: 'created', reqId: create.reqId, gameId: GAME });
    await tick();
    // THEN it joins (no readiness step: a dice game starts when its last seat is taken)
    const join = net.last('joinGame')!;
    expect(join).toEqual({ type: 'joinGame', reqId: expect.any(String), gameId: GAME, name: 'Player', joinId: expect.any(String), seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    net.push({ type: 'joined', reqId: join.reqId, gameId: GAME, seat: 0, seatToken: TOKEN });
    await tick();
    await tick();
    expect(location.pathname).toBe(`/game/${GAME}`);
    expect(loadSeat(store, GAME)).toEqual({ seat: 0, seatToken: TOKEN, name: 'Player' });
    expect(loadHostKey(store, GAME)).toBe(create.createId);
  });

  it('plays Island Two with two players against a bot of the level chosen, with no timer', async () => {
    const { net, panel } = await mountPanel();
    await click(panel.querySelector('input[name=dice-side][value=plus]'));
    // the Plus side takes 2–4: the solo table became a table of two, with a good bot by default
    expect(options(select(panel, 'dice-players'))).toEqual(['2', '3', '4']);
    expect(select(panel, 'dice-players')!.value).toBe('2');
    expect([...panel.querySelectorAll<HTMLSelectElement>('[data-seat-choice]')].map((s) => [s.id, s.value])).toEqual([['dice-seat-1', 'good']]);
    await choose(select(panel, 'dice-seat-1'), 'expert');
    await typeName(panel, 'Ada');
    await play(panel);
    expect(net.last('createGame')).toEqual({
      type: 'createGame', reqId: expect.any(String), game: 'dice', side: 'plus', players: 2, bots: [null, 'expert'], createId: expect.any(String),
    });
  });

  it('runs a 2-minute timer while other people play, sends the timer picked, and neither bots nor timer for people with it off', async () => {
    const { net, panel } = await mountPanel();
    await choose(select(panel, 'dice-players'), '3');
    await choose(select(panel, 'dice-seat-1'), 'person');
    expect(select(panel, 'dice-timer')!.value).toBe('120');
    await choose(select(panel, 'dice-seat-2'), 'easy');
    await click(panel.querySelector('input[name=dice-private]'));
    await typeName(panel, 'Ada');
    await play(panel);
    expect(net.last('createGame')).toEqual({
      type: 'createGame', reqId: expect.any(String), game: 'dice', side: 'standard', players: 3,
      bots: [null, null, 'easy'], timer: 120, private: true, createId: expect.any(String),
    });
    document.body.innerHTML = '';
    const again = await mountPanel();
    await choose(select(again.panel, 'dice-players'), '2');
    await choose(select(again.panel, 'dice-seat-1'), 'person');
    await choose(select(again.panel, 'dice-timer'), '0');
    await play(again.panel);
    expect(again.net.last('createGame')).toEqual({
      type: 'createGame', reqId: expect.any(String), game: 'dice', side: 'standard', players: 2, createId: expect.any(String),
    });
    document.body.innerHTML = '';
    const picked = await mountPanel();
    await choose(select(picked.panel, 'dice-timer'), '300');
    await play(picked.panel);
    expect(picked.net.last('createGame')).toMatchObject({ players: 1, timer: 300 });
  });

  it('keeps a table size the side takes, and offers solo on Island One only', async () => {
    const { panel } = await mountPanel();
    await choose(select(panel, 'dice-players'), '4');
    await click(panel.querySelector('input[name=dice-side][value=plus]'));
    expect(select(panel, 'dice-players')!.value).toBe('4');
    await click(panel.querySelector('input[name=dice-side][value=standard]'));
    expect(options(select(panel, 'dice-players'))).toEqual(['1', '2', '3', '4']);
    expect(select(panel, 'dice-players')!.value).toBe('4');
    expect(panel.querySelectorAll('[data-seat-choice]')).toHaveLength(3);
  });

  it('remembers the side, the table size and the seats', async () => {
    const first = await mountPanel();
    await click(first.panel.querySelector('input[name=dice-side][value=plus]'));
    await choose(select(first.panel, 'dice-players'), '3');
    await choose(select(first.panel, 'dice-seat-2'), 'easy');
    await play(first.panel);
    document.body.innerHTML = '';
    const again = await mountPanel(first.store);
    expect(again.panel.querySelector<HTMLInputElement>('input[name=dice-side]:checked')!.value).toBe('plus');
    expect(select(again.panel, 'dice-players')!.value).toBe('3');
    expect([...again.panel.querySelectorAll<HTMLSelectElement>('[data-seat-choice]')].map((s) => s.value)).toEqual(['good', 'easy']);
    // A choice the store garbled falls back to what it can keep.
    const store = memoryStore();
    store.setItem('hexfold.diceGame', JSON.stringify({ side: 'plus', players: 1, seats: ['expert', 'nobody', null] }));
    expect(loadDiceChoice(store)).toEqual({ side: 'plus', players: 2, seats: [null, 'good', null, 'good'] });
    store.setItem('hexfold.diceGame', '{');
    expect(loadDiceChoice(store)).toEqual(DEFAULT_DICE);
  });

  it('shows why it failed in its own panel only', async () => {
    const { net, panel, root } = await mountPanel();
    await play(panel);
    net.push({ type: 'error', reqId: net.last('createGame')!.reqId, code: 'game/invalid', message: 'No such table.' });
    await tick();
    expect(panel.querySelector('[role=alert]')?.textContent).toContain('No such table.');
    expect(root.querySelector('.create [role=alert]')).toBeNull();
    expect(root.querySelector('.play-now [role=alert]')).toBeNull();
  });
});

describe('a dice game in the lists', () => {
  const dice = (over: Partial<GameSummary>): GameSummary => ({
    gameId: GAME, players: 2, board: 'plus', kind: 'dice', seats: ['Ana', null], bots: [null, null], timer: 0,
    status: 'open', createdAt: '2026-11-23T10:00:00.000Z', ...over,
  });

  it('is told by its sheet\'s side and a tag, in the reader\'s language; its links are the game\'s and the replay\'s', async () => {
    const { net, root } = await mountPanel();
    await until(() => (net.all('listGames').length > 0 ? true : null));
    answerLists(net, {
      live: [dice({}), dice({ gameId: 'game_solo01', players: 1, board: 'standard', seats: ['Bea'], bots: [null], status: 'playing' })],
      finished: [dice({ gameId: 'game_done01', seats: ['Ana', 'Bot Ada'], bots: [null, 'good'], status: 'finished', winner: { seat: 0, name: 'Ana' } })],
    });
    await until(() => root.querySelector(`[data-game="${GAME}"]`));
    const row = (id: string) => root.querySelector(`[data-game="${id}"]`)!;
    expect(row(GAME).getAttribute('data-kind')).toBe('dice');
    expect(row(GAME).querySelector('.tag-dice')?.textContent).toBe('Dice game');
    expect(row(GAME).textContent).toContain('Island Two (Plus)');
    expect(row(GAME).textContent).toContain('1 of 2 seats taken');
    expect(row(GAME).querySelector('a.primary')?.getAttribute('href')).toBe(`/game/${GAME}`);
    expect(row('game_solo01').textContent).toContain('Island One');
    expect(row('game_solo01').querySelector('a')?.getAttribute('href')).toBe('/game/game_solo01');
    expect(row('game_done01').querySelector('a')?.getAttribute('href')).toBe('/replay/game_done01');
    expect(row('game_done01').textContent).toContain('Won by Ana');
    await setLanguage('pt');
    await tick();
    expect(row(GAME).textContent).toContain('Ilha Dois (Plus)');
    expect(row(GAME).querySelector('.tag-dice')?.textContent).toBe('Jogo de dados');
    await setLanguage('en');
    await tick();
    expect(await axeViolations(root)).toEqual([]);
  });

  it('shows a finished solo game\'s score, not a winner', async () => {
    const { net, root } = await mountPanel();
    await tick();
    answerLists(net, {
      finished: [dice({ gameId: 'game_solo02', players: 1, board: 'standard', seats: ['Bea'], bots: [null], status: 'finished', winner: { seat: 0, name: 'Bea', score: 42 } })],
    });
    await tick();
    const row = root.querySelector('[data-game="game_solo02"]')!;
    expect(row.querySelector('[data-score]')?.textContent).toBe('Scored 42 points');
    expect(row.textContent).not.toContain('Won by');
    await setLanguage('pt');
    await tick();
    expect(row.querySelector('[data-score]')?.textContent).toBe('Marcou 42 pontos');
    await setLanguage('en');
    await tick();
  });

  it('has no turn rule nor mini-expansions, whatever its summary names', () => {
    const odd = { ...dice({ players: 4 }), players: 6, modules: ['paired', 'friends'] } as GameSummary;
    expect(listedTurnRule(odd)).toBeNull();
    expect(listedExpansions(odd)).toEqual([]);
  });
});
