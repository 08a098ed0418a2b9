// @vitest-environment happy-dom
// A dice game in the shell: the page learns the game's kind from its frames, folds the stream
// with the dice game's rules, shows its table, sends its commands through the same queue, and
// offers a visitor a seat.
import { render } from 'preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext } from '../../web/src/app-context.ts';
import { GamePage } from '../../web/src/game/GamePage.tsx';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { saveHostKey, saveSeat } from '../../web/src/state/seats.ts';
import { DiceGame } from './dice-game.ts';
import { click, fakeConnection, memoryStore, tick, TOKEN } from './fakes.ts';

const GAME = 'dice_page01';

async function mountDice(viewer: number | 'spectator', game: DiceGame, host = false) {
  setLanguage('en');
  sessionStorage.clear();
  const net = fakeConnection();
  const store = memoryStore();
  if (host) saveHostKey(store, GAME, 'create-key-0001');
  if (typeof viewer === 'number') saveSeat(store, GAME, { seat: viewer, seatToken: TOKEN, name: 'Ana' });
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <AppContext.Provider value={{ connection: net.connection, store }}>
      <LocationProvider><GamePage id={GAME} /></LocationProvider>
    </AppContext.Provider>, root);
  await tick();
  const catchUp = net.last('resume') ?? net.last('spectate');
  const items = game.events.map((e, i) => ({ version: i + 1, events: [e] }));
  net.push({ type: 'events', gameId: GAME, viewer, head: items.length, reqId: catchUp!.reqId, items, kind: 'dice' });
  // The dice table is a chunk of its own: let it load (its first import is transformed on demand: give it seconds, not a fixed few ms).
  for (let i = 0; i < 300 && !root.querySelector('[data-kind=dice] .dg-table'); i++) await new Promise((r) => setTimeout(r, 10));
  return { net, root };
}

const button = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a dice game in the shell', () => {
  it('shows the table of a seated player on their turn and sends a roll through the command queue', async () => {
    const { net, root } = await mountDice(0, new DiceGame('standard', ['Ana', 'Bruno']));
    expect(root.querySelector('main')?.getAttribute('data-kind')).toBe('dice');
    expect(root.querySelector('main')?.getAttribute('data-phase')).toBe('playing');
    // The board game's table is not there
    expect(root.querySelector('.board-area')).toBeNull();
    await click(button(root, 'Roll'));
    expect(net.last('command')).toMatchObject({ seatToken: TOKEN, command: { type: 'Roll', keep: [false, false, false, false, false, false] } });
  });

  it('alerts the player once when their turn comes, and not a spectator', async () => {
    const kinds: string[] = [];
    const listen = (e: Event) => kinds.push((e as CustomEvent<{ kind: string }>).detail.kind);
    window.addEventListener('hexfold:alert', listen);
    try {
      await mountDice(0, new DiceGame('standard', ['Ana', 'Bruno']));
      expect(kinds).toEqual(['turn']);
      document.body.innerHTML = '';
      await mountDice('spectator', new DiceGame('standard', ['Ana', 'Bruno']));
      expect(kinds).toEqual(['turn']);
    } finally {
      window.removeEventListener('hexfold:alert', listen);
    }
  });

  it('folds what is pushed live, in order', async () => {
    const game = new DiceGame('standard', ['Ana', 'Bruno']);
    const { net, root } = await mountDice('spectator', game);
    const held = game.events.length;
    game.roll(['brick', 'lumber', 'wool', 'grain', 'ore', 'gold']);
    net.push({ type: 'events', gameId: GAME, viewer: 'spectator', head: held + 1, items: [{ version: held + 1, events: game.events.slice(held) }], kind: 'dice' });
    await tick();
    expect(root.querySelector('main')?.getAttribute('data-version')).toBe(String(held + 1));
    expect(root.querySelector('.dg-log')?.textContent).toMatch(/Ana/);
    expect(root.querySelector('[data-watching]')).not.toBeNull();
  });

  it('offers the players of a finished game its replay and a rematch at the same table', async () => {
    const game = new DiceGame('standard', ['Ana']);
    while (game.state.phase === 'playing') game.roll(['brick', 'lumber', 'wool', 'grain', 'ore', 'gold']).end();
    const { net, root } = await mountDice(0, game);
    expect(root.querySelector('main')?.getAttribute('data-phase')).toBe('finished');
    expect(root.querySelector(`a[href="/replay/${GAME}"]`)).not.toBeNull();
    await click(root.querySelector('.end-rematch'));
    expect(net.last('createGame')).toMatchObject({ type: 'createGame', game: 'dice', side: 'standard', players: 1, createId: `rematch-${GAME}` });
  });

  it('lets the creator fill a free seat with a bot while the game waits, and nobody else', async () => {
    const { net, root } = await mountDice(0, new OpenDice() as unknown as DiceGame, true);
    const add = root.querySelector('[data-add-bot="1"]');
    expect(add).not.toBeNull();
    await click(add!.querySelector('button'));
    expect(net.last('addBot')).toMatchObject({ gameId: GAME, createId: 'create-key-0001', seat: 1, level: 'good' });
    document.body.innerHTML = '';
    const other = await mountDice('spectator', new OpenDice() as unknown as DiceGame);
    expect(other.root.querySelector('[data-add-bot]')).toBeNull();
  });

  it('offers a visitor a free seat of a game not yet started, and joins it', async () => {
    // Only one of two seats is taken: the game waits.
    const { net, root } = await mountDice('spectator', new OpenDice() as unknown as DiceGame);
    const form = root.querySelector('.join-form') as HTMLFormElement;
    expect(form).not.toBeNull();
    (form.querySelector('#join-name') as HTMLInputElement).value = 'Chiara';
    form.querySelector('#join-name')!.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await tick();
    expect(net.last('joinGame')).toMatchObject({ gameId: GAME, name: 'Chiara' });
  });
});

/** A Plus game for two with one seat taken. */
class OpenDice {
  readonly events = [
    { type: 'DiceGameCreated', side: 'plus', players: 2, desertPairs: 1 },
    { type: 'SeatClaimed', seat: 0, name: 'Ana', bot: false },
  ];
}
