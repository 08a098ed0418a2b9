// @vitest-environment happy-dom
// The lobby with bots: Play now creates a game with bots in every seat but the player's and seats
// the player in one click (choices remembered); the create form offers a person or a bot per seat
// and a turn timer; the list shows bot seats, timers, a 5–6 player game's turn rule and the
// abandoned games.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/index.ts';
import type { GameSummary } from '../../web/src/lib/protocol.ts';
import { loadHostKey, loadSeat } from '../../web/src/state/seats.ts';
import { tick, TOKEN, type fakeConnection } from './fakes.ts';
import { mountLobby } from './mount.tsx';

const GAME = 'game_lobby01';

/** Answers the lobby's requests: live games (watched), finished ones, abandoned ones. */
function answerLists(net: ReturnType<typeof fakeConnection>, lists: { live?: GameSummary[]; finished?: GameSummary[]; abandoned?: GameSummary[] } = {}) {
  for (const m of [...net.all('watchLobby'), ...net.all('listGames')]) {
    const status = 'status' in m ? m.status : undefined;
    const games = status === 'finished' ? lists.finished : status === 'abandoned' ? lists.abandoned : lists.live;
    net.push({ type: 'games', reqId: m.reqId, games: games ?? [] });
  }
}

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

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('Play now', () => {
  it('creates a game with bots in the other seats, seats the player in the first, and opens it', async () => {
    const { net, root, store } = mountLobby();
    await tick();
    answerLists(net);
    await tick();
    const panel = root.querySelector('.play-now')!;
    expect(panel.querySelector('h2')?.textContent).toBe('Play now');
    // GIVEN a 3-player variable board against easy bots
    await select(root, 'play-players', '3');
    await select(root, 'play-board', 'variable');
    await select(root, 'play-level', 'easy');
    // WHEN Play now is clicked (with no name typed: a default one)
    await click(panel.querySelector('button[type=submit]'));
    const create = net.last('createGame')!;
    expect(create).toMatchObject({ players: 3, board: 'variable', bots: [null, 'easy', 'easy'] });
    expect(create.createId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(create.timer).toBeUndefined();
    expect(panel.querySelector('button[type=submit]')?.textContent).toBe('Starting…');
    net.push({ type: 'created', reqId: create.reqId, gameId: GAME });
    await tick();
    // THEN it joins the first free seat (the person's), and goes to the game
    const join = net.last('joinGame')!;
    expect(join).toMatchObject({ gameId: GAME, name: 'Player' });
    expect(join.seat).toBeUndefined();
    net.push({ type: 'joined', reqId: join.reqId, gameId: GAME, seat: 0, seatToken: TOKEN });
    await tick();
    await tick();
    expect(location.pathname).toBe(`/game/${GAME}`);
    expect(loadSeat(store, GAME)).toMatchObject({ seat: 0, seatToken: TOKEN });
    // AND this tab is the game's creator (it may add bots while the game is open)
    expect(loadHostKey(store, GAME)).toBe(create.createId);
  });

  it('remembers the last choices', async () => {
    const first = mountLobby();
    await tick();
    await select(first.root, 'play-players', '3');
    await select(first.root, 'play-level', 'expert');
    await click(first.root.querySelector('.play-now button[type=submit]'));
    document.body.innerHTML = '';
    const again = mountLobby(first.store);
    await tick();
    expect(again.root.querySelector<HTMLSelectElement>('#play-players')!.value).toBe('3');
    expect(again.root.querySelector<HTMLSelectElement>('#play-board')!.value).toBe('beginner');
    expect(again.root.querySelector<HTMLSelectElement>('#play-level')!.value).toBe('expert');
  });

  it('shows why it failed in its own panel', async () => {
    const { net, root } = mountLobby();
    await tick();
    await click(root.querySelector('.play-now button[type=submit]'));
    net.push({ type: 'error', reqId: net.last('createGame')!.reqId, code: 'game/no-person', message: 'At least one seat is a person’s.' });
    await tick();
    await tick();
    expect(root.querySelector('.play-now [role=alert]')?.textContent).toContain('At least one seat');
    expect(root.querySelector('.create [role=alert]')).toBeNull();
  });
});

describe('the create form', () => {
  it('offers a person or a bot for every other seat, and a 2-minute timer while other people play', async () => {
    const { net, root } = mountLobby();
    await tick();
    const form = root.querySelector('.create')!;
    expect([...form.querySelectorAll('select[data-seat-choice]')].map((s) => s.id)).toEqual(['seat-1', 'seat-2', 'seat-3']);
    const checked = () => form.querySelector<HTMLInputElement>('input[name=timer]:checked')!.value;
    expect(checked()).toBe('120');
    await select(root, 'seat-2', 'good');
    await select(root, 'seat-3', 'expert');
    expect(checked()).toBe('120');
    await select(root, 'seat-1', 'easy');
    // nobody else: no timer
    expect(checked()).toBe('0');
    await select(root, 'seat-1', 'person');
    const name = form.querySelector<HTMLInputElement>('#create-name')!;
    name.value = 'Ada';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 4, board: 'beginner', bots: [null, null, 'good', 'expert'], timer: 120 });
  });

  it('sends the timer picked, and neither bots nor a timer for a game of people with the timer off', async () => {
    const { net, root } = mountLobby();
    await tick();
    const form = root.querySelector('.create')!;
    await click(form.querySelector('input[name=timer][value="300"]'));
    const name = form.querySelector<HTMLInputElement>('#create-name')!;
    name.value = 'Ada';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 4, timer: 300 });
    expect(net.last('createGame')!.bots).toBeUndefined();
    document.body.innerHTML = '';
    const off = mountLobby();
    await tick();
    const form2 = off.root.querySelector('.create')!;
    await click(form2.querySelector('input[name=timer][value="0"]'));
    const name2 = form2.querySelector<HTMLInputElement>('#create-name')!;
    name2.value = 'Ada';
    name2.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    await click(form2.querySelector('button[type=submit]'));
    const sent = off.net.last('createGame')!;
    expect(sent.timer).toBeUndefined();
    expect(sent.bots).toBeUndefined();
  });
});

describe('5 and 6 players', () => {
  const typeName = async (form: Element, name: string) => {
    const input = form.querySelector<HTMLInputElement>('#create-name')!;
    input.value = name;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
  };
  const boards = (form: Element) => [...form.querySelectorAll<HTMLInputElement>('input[name=board]')].map((b) => b.value);

  it('offers the variable board or the fixed map (no beginner board) and a turn rule, each explained', async () => {
    const { net, root } = mountLobby();
    await tick();
    const form = root.querySelector('.create')!;
    expect([...form.querySelectorAll<HTMLInputElement>('input[name=players]')].map((p) => p.value)).toEqual(['3', '4', '5', '6']);
    expect(form.querySelector('[data-turn-rules]')).toBeNull();
    await click(form.querySelector('input[name=players][value="5"]'));
    expect(boards(form)).toEqual(['variable', 'fixed']);
    expect(form.querySelector<HTMLInputElement>('input[name=board]:checked')!.value).toBe('variable');
    expect([...form.querySelectorAll('select[data-seat-choice]')].map((s) => s.id)).toEqual(['seat-1', 'seat-2', 'seat-3', 'seat-4']);
    const rules = form.querySelector('[data-turn-rules]')!;
    expect(rules.querySelector('legend')?.textContent).toBe('Turn rule');
    expect(rules.querySelector<HTMLInputElement>('input:checked')!.value).toBe('special-building');
    const paired = rules.querySelector<HTMLInputElement>('input[value=paired]')!;
    expect(rules.querySelector(`#${paired.getAttribute('aria-describedby')}`)?.textContent).toMatch(/^The player three seats on shares each turn/);
    await typeName(form, 'Ada');
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 5, board: 'variable', turnRule: 'special-building' });
  });

  it('sends the fixed map and paired players for six, and no turn rule back at four', async () => {
    const { net, root } = mountLobby();
    await tick();
    const form = root.querySelector('.create')!;
    await click(form.querySelector('input[name=players][value="6"]'));
    await click(form.querySelector('input[name=board][value=fixed]'));
    await click(form.querySelector('input[name=turnRule][value=paired]'));
    await select(root, 'seat-5', 'easy');
    await typeName(form, 'Ada');
    await click(form.querySelector('button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 6, board: 'fixed', turnRule: 'paired', bots: [null, null, null, null, null, 'easy'] });
    document.body.innerHTML = '';
    const again = mountLobby();
    await tick();
    const form2 = again.root.querySelector('.create')!;
    await click(form2.querySelector('input[name=players][value="6"]'));
    await click(form2.querySelector('input[name=board][value=fixed]'));
    await click(form2.querySelector('input[name=players][value="4"]'));
    // the fixed map is a 5–6 board: back at four, the beginner board
    expect(boards(form2)).toEqual(['beginner', 'variable']);
    expect(form2.querySelector<HTMLInputElement>('input[name=board]:checked')!.value).toBe('beginner');
    await typeName(form2, 'Ada');
    await click(form2.querySelector('button[type=submit]'));
    expect(again.net.last('createGame')).toMatchObject({ players: 4, board: 'beginner' });
    expect(again.net.last('createGame')).not.toHaveProperty('turnRule');
  });

  it('plays now at a table of six bots\' seats, with the rule chosen, and remembers it', async () => {
    const { net, root, store } = mountLobby();
    await tick();
    await select(root, 'play-players', '6');
    expect([...root.querySelectorAll<HTMLOptionElement>('#play-board option')].map((o) => o.value)).toEqual(['variable', 'fixed']);
    await select(root, 'play-rule', 'paired');
    await click(root.querySelector('.play-now button[type=submit]'));
    expect(net.last('createGame')).toMatchObject({ players: 6, board: 'variable', turnRule: 'paired', bots: [null, 'good', 'good', 'good', 'good', 'good'] });
    expect(JSON.parse(store.getItem('hexfold.playNow')!)).toEqual({ players: 6, board: 'variable', level: 'good', turnRule: 'paired' });
  });
});

describe('the game list', () => {
  const summary = (over: Partial<GameSummary>): GameSummary => ({
    gameId: GAME, players: 4, board: 'beginner', seats: ['Ana', null, null, null], bots: [null, null, null, null], timer: 0,
    status: 'open', createdAt: '2026-11-23T10:00:00.000Z', ...over,
  });

  it('shows bot seats with their level, the timer, and the abandoned games', async () => {
    const { net, root } = mountLobby();
    await tick();
    await tick();
    expect(net.all('watchLobby')).toHaveLength(1);
    expect(new Set(net.all('listGames').map((m) => m.status))).toEqual(new Set(['finished', 'abandoned']));
    answerLists(net, {
      live: [summary({ seats: ['Ana', 'Bot Ada', null, 'Bot Cid'], bots: [null, 'good', null, 'expert'], timer: 120 })],
      abandoned: [summary({ gameId: 'game_gone01', status: 'abandoned', seats: ['Bea', 'Bot Ada', 'Bot Bea'], players: 3, bots: [null, 'easy', 'easy'] })],
    });
    await tick();
    const row = root.querySelector(`.games > .game-list [data-game="${GAME}"]`)!;
    expect(row.textContent).toContain('3 of 4 seats taken');
    expect(row.textContent).toContain('Ana, Bot Ada (Good), Bot Cid (Expert)');
    expect(row.textContent).toContain('2 bots');
    expect(row.textContent).toContain('Turn timer: 2 min');
    const abandoned = root.querySelector('details.abandoned')!;
    expect(abandoned.querySelector('summary')?.textContent).toContain('Abandoned games');
    const gone = abandoned.querySelector('[data-game="game_gone01"]')!;
    expect(gone.getAttribute('data-status')).toBe('abandoned');
    expect(gone.textContent).toContain('Abandoned');
    expect(gone.textContent).toContain('Bot Bea (Easy)');
  });

  it('tells a 5–6 player game\'s turn rule, in the reader\'s language, and nothing when the server names no modules', async () => {
    const { net, root } = mountLobby();
    await tick();
    await tick();
    const six = { players: 6, board: 'variable', seats: ['Ana', null, null, null, null, null], bots: [null, null, null, null, null, null] } as const;
    answerLists(net, {
      live: [
        summary({ gameId: 'game_sbp001', ...six, players: 5, seats: six.seats.slice(0, 5), bots: six.bots.slice(0, 5), modules: ['special-building'] } as Partial<GameSummary>),
        summary({ gameId: 'game_pair01', ...six, board: 'fixed', modules: ['paired'] } as Partial<GameSummary>),
        summary({ gameId: 'game_nomod1', ...six }),
        summary({ gameId: 'game_base01' }),
      ],
    });
    await tick();
    const rule = (id: string) => root.querySelector(`[data-game="${id}"] [data-turn-rule]`);
    expect(rule('game_sbp001')?.getAttribute('data-turn-rule')).toBe('special-building');
    expect(rule('game_sbp001')?.textContent).toBe('Turn rule: Special building phase');
    expect(rule('game_pair01')?.textContent).toBe('Turn rule: Paired players');
    expect(root.querySelector('[data-game="game_pair01"]')?.textContent).toContain('Fixed board');
    // An older server's summary: the rule is not guessed. A 3–4 player game has none.
    expect(rule('game_nomod1')).toBeNull();
    expect(root.querySelector('[data-game="game_nomod1"]')?.textContent).toContain('1 of 6 seats taken');
    expect(rule('game_base01')).toBeNull();
    for (const [lang, sbp, paired] of [['pt', 'Regra dos turnos: Fase especial de construção', 'Regra dos turnos: Jogadores em par'],
      ['ro', 'Regula turelor: Faza specială de construcție', 'Regula turelor: Jucători în pereche']] as const) {
      await setLanguage(lang);
      await tick();
      expect(rule('game_sbp001')?.textContent).toBe(sbp);
      expect(rule('game_pair01')?.textContent).toBe(paired);
    }
    await setLanguage('en');
  });
});
