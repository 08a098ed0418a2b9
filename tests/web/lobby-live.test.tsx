// @vitest-environment happy-dom
// The live lobby: rows tell the host, the age ("2 min ago"), the players (bots as bots) and a
// finished game's winner; pushes from the server update the lists without a refresh, and a
// reconnection reads them afresh. The game page's waiting room shows who is ready and sends
// "I'm ready"; the roll for the first player is shown once the game starts.
import { render } from 'preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppContext } from '../../web/src/app-context.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { played } from '../domain/given.ts';
import type { GameSummary } from '../../web/src/lib/protocol.ts';
import { LobbyPage } from '../../web/src/lobby/LobbyPage.tsx';
import { ageLabel } from '../../web/src/lobby/labels.ts';
import { fakeConnection, memoryStore, tick } from './fakes.ts';
import { mountGame } from './mount.tsx';

const NOW = Date.parse('2026-11-23T10:05:00.000Z');
/** Made this many seconds before the test's clock. */
const before = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const summary = (over: Partial<GameSummary>): GameSummary => ({
  gameId: 'game_live01', players: 4, board: 'beginner', seats: ['Ana', null, null, null], bots: [null, null, null, null], timer: 0,
  status: 'open', createdAt: before(125), host: 'Ana', ...over,
});

/** Waits for something the page loads on its own (a part fetched with a dynamic import). */
async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('never appeared');
}

function mountLobby() {
  setLanguage('en');
  sessionStorage.clear();
  const net = fakeConnection();
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <AppContext.Provider value={{ connection: net.connection, store: memoryStore() }}>
      <LocationProvider><LobbyPage /></LocationProvider>
    </AppContext.Provider>, root);
  return { net, root };
}

/** Answers every list request made so far (once the page has asked). */
async function answer(net: ReturnType<typeof fakeConnection>, live: GameSummary[], finished: GameSummary[] = []) {
  await until(() => net.all('listGames').length > 0);
  for (const m of net.all('watchLobby')) net.push({ type: 'games', reqId: m.reqId, games: live });
  for (const m of net.all('listGames')) net.push({ type: 'games', reqId: m.reqId, games: m.status === 'finished' ? finished : [] });
}

const rows = (root: Element, list = '.games > .game-list') => [...root.querySelectorAll(`${list} > [data-game]`)];

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the lobby list', () => {
  it('tells each game\'s host, age, players and bots, and the winner of a finished one', async () => {
    // GIVEN a lobby whose server lists an open game with a bot, made 2 minutes ago, and a finished one
    const { net, root } = mountLobby();
    await tick();
    await answer(net, [summary({ seats: ['Ana', 'Bot Bruno', null, null], bots: [null, 'easy', null, null] })],
      [summary({ gameId: 'game_done01', status: 'finished', createdAt: before(3600), seats: ['Ana', 'Rui', 'Eva'], players: 3, winner: { seat: 1, name: 'Rui' } })]);
    await tick();
    // THEN the open row says who hosts it, how old it is and who sits there
    const [open] = rows(root);
    expect(open.textContent).toContain('Host: Ana');
    expect(open.querySelector('time')!.textContent).toBe('2 min. ago');
    expect(open.textContent).toContain('2 of 4 seats taken');
    expect(open.textContent).toContain('1 bot');
    // AND the finished row names its winner
    const [done] = rows(root, '.finished .game-list');
    expect(done.textContent).toContain('Won by Rui');
    expect(done.querySelector('[data-winner]')!.getAttribute('data-winner')).toBe('1');
  });

  it('updates by itself when the server pushes a change, with open games first', async () => {
    // GIVEN a lobby that lists a game in play
    const { net, root } = mountLobby();
    await tick();
    await answer(net, [summary({ gameId: 'game_play01', status: 'playing', seats: ['A', 'B', 'C', 'D'], createdAt: before(600) })]);
    await tick();
    // WHEN a new game is pushed, then a seat of it taken
    net.push({ type: 'lobby', game: summary({ gameId: 'game_new001', seats: [null, null, null, null], host: undefined, createdAt: before(1) }) });
    net.push({ type: 'lobby', game: summary({ gameId: 'game_new001', seats: ['Zoe', null, null, null], host: 'Zoe', createdAt: before(1) }) });
    await tick();
    // THEN it is listed first (it has free seats), as pushed last, with no refresh asked
    expect(rows(root).map((r) => r.getAttribute('data-game'))).toEqual(['game_new001', 'game_play01']);
    expect(rows(root)[0].textContent).toContain('Host: Zoe');
    expect(net.all('watchLobby')).toHaveLength(1);
    // AND a push that comes late (an earlier state) does not undo a later one
    net.push({ type: 'lobby', game: summary({ gameId: 'game_new001', seats: [null, null, null, null], host: undefined }) });
    await tick();
    expect(rows(root)[0].textContent).toContain('Host: Zoe');
    // WHEN the game in play is won
    net.push({ type: 'lobby', game: summary({ gameId: 'game_play01', status: 'finished', seats: ['A', 'B', 'C', 'D'], winner: { seat: 2, name: 'C' } }) });
    await tick();
    // THEN it moves to the finished games
    expect(rows(root).map((r) => r.getAttribute('data-game'))).toEqual(['game_new001']);
    expect(rows(root, '.finished .game-list')[0].textContent).toContain('Won by C');
    // AND a game gone from the lists leaves them
    net.push({ type: 'lobby', gameId: 'game_new001', removed: true });
    await tick();
    expect(rows(root)).toEqual([]);
  });

  it('reads the lists afresh and watches again after a reconnection', async () => {
    const { net, root } = mountLobby();
    await tick();
    await answer(net, []);
    net.goOffline();
    net.goOnline();
    await until(() => net.all('watchLobby').length === 2);
    await answer(net, [summary({})]);
    await tick();
    expect(rows(root)).toHaveLength(1);
  });

  it('says ages in the reader\'s language', () => {
    expect(ageLabel('2026-11-23T10:04:30.000Z', NOW, 'en')).toBe('30 sec. ago');
    expect(ageLabel('2026-11-23T07:05:00.000Z', NOW, 'pt')).toBe('há 3 h');
    expect(ageLabel('2026-11-22T10:05:00.000Z', NOW, 'ro')).toBe('ieri');
  });

  it('creates a private game from the form, rolling for the first player', async () => {
    const { net, root } = mountLobby();
    await tick();
    await answer(net, []);
    const form = root.querySelector('.create form')!;
    (form.querySelector('input[name=private]') as HTMLInputElement).click();
    (form.querySelector('#create-name') as HTMLInputElement).value = 'Ana';
    form.querySelector('#create-name')!.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    (form.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await tick();
    expect(net.last('createGame')).toMatchObject({ private: true, firstPlayer: 'roll' });
  });
});

describe('the waiting room', () => {
  const lobby = played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 4, firstPlayer: 'roll' },
    { type: 'ClaimSeat', seat: 0, name: 'Ana', ready: false }, { type: 'ClaimSeat', seat: 1, name: 'Bot Bruno', bot: true, level: 'easy' });

  it('shows who sits and who is ready, and sends "I\'m ready" for the player\'s seat', async () => {
    // GIVEN Ana seated, not ready, next to a bot and a free seat
    const { net, root } = await mountGame('game_wait01', 0, lobby);
    await tick();
    await tick();
    const room = await until(() => root.querySelector('.waiting-room'));
    expect([...room.querySelectorAll('[data-seat]')].map((li) => li.getAttribute('data-ready'))).toEqual(['no', 'yes', 'no']);
    expect(room.textContent).toContain('Bot Bruno (Easy)');
    expect(room.textContent).toContain('Waiting for 1 more player');
    // WHEN she says she is ready
    (room.querySelector('[data-ready-button]') as HTMLButtonElement).click();
    await tick();
    // THEN the command goes out
    expect(net.last('command')?.command).toEqual({ type: 'MarkReady' });
  });

  it('shows the roll for the first player once the game starts', async () => {
    // GIVEN a game that started with a roll: Ana 4, Bot Bruno 9, Chiara 9, then Bruno 3 and Chiara 8
    const started = played(lobby, { type: 'ClaimSeat', seat: 2, name: 'Chiara', dice: [2, 2, 4, 5, 6, 3, 1, 2, 4, 4] }, { type: 'MarkReady', seat: 0, dice: [2, 2, 4, 5, 6, 3, 1, 2, 4, 4] });
    const { root } = await mountGame('game_roll01', 0, started);
    await tick();
    await tick();
    const roll = await until(() => root.querySelector('.first-roll'));
    expect(roll.getAttribute('data-first')).toBe('2');
    expect(roll.querySelectorAll('.roll-round')).toHaveLength(2);
    expect(roll.textContent).toContain('Chiara starts');
    expect(root.querySelector('.log')?.textContent ?? root.textContent).toContain('Chiara starts.');
  });
});
