// @vitest-environment happy-dom
// Bots and absent players on the game screen: bot seats with their level, a seat a bot plays for
// its away player, the banner and "I'm back" when that player is me, the countdown of the awaited
// person on the server's clock, and the creator's "Add a bot" on the free seats of an open game.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveHostKey } from '../../web/src/state/seats.ts';
import { memoryStore, ScriptedGame, tick } from './fakes.ts';
import { mountItems } from './mount.tsx';

const GAME = 'game_bots01';

const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
  await tick();
};
const button = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text));
const logText = (root: Element) => root.querySelector('.log-lines')?.textContent ?? '';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('bot seats and away players', () => {
  it('shows bot seats with their level, never as offline', async () => {
    const script = ScriptedGame.seated([null, 'good', 'expert']);
    const { net, root } = await mountItems(GAME, 0, script.items);
    net.push({ type: 'presence', gameId: GAME, seats: [true, false, false], spectators: 0 });
    await tick();
    const seat1 = root.querySelector('[data-seat="1"]')!;
    expect(seat1.getAttribute('data-level')).toBe('good');
    expect(seat1.querySelector('.player-name')?.textContent).toBe('Bot Bea');
    expect(seat1.textContent).toContain('bot · Good');
    expect(seat1.textContent).not.toContain('offline');
    expect(root.querySelector('[data-seat="2"]')?.textContent).toContain('bot · Expert');
    expect(root.querySelector('[data-seat="0"] .tag-bot')).toBeNull();
  });

  it('says when a bot plays for another player, and when they are back', async () => {
    const script = ScriptedGame.seated([null, null, 'easy']);
    script.run({ type: 'TakeOverSeat', seat: 0 });
    const { net, root } = await mountItems(GAME, 1, script.items, { name: 'Bruno' });
    const seat0 = root.querySelector('[data-seat="0"]')!;
    expect(seat0.hasAttribute('data-away')).toBe(true);
    expect(seat0.textContent).toContain('A bot is playing for Ana.');
    expect(logText(root)).toContain('A bot plays for Ana until they return.');
    // no banner: it is not me who is away
    expect(root.querySelector('[data-away].away-banner')).toBeNull();
    const back = script.run({ type: 'ReturnToSeat', seat: 0 });
    net.push({ type: 'events', gameId: GAME, viewer: 1, head: back.version, items: [back] });
    await tick();
    expect(root.querySelector('[data-seat="0"]')?.hasAttribute('data-away')).toBe(false);
    expect(logText(root)).toContain('Ana is back.');
  });

  it('tells me when a bot plays for me, and takes my seat back with "I\'m back"', async () => {
    // (Bruno is still at the table: the bots play on.)
    const script = ScriptedGame.seated([null, null, 'easy'], { timer: 60 });
    script.run({ type: 'TakeOverSeat', seat: 0 });
    const { net, root } = await mountItems(GAME, 0, script.items);
    const banner = root.querySelector('.away-banner')!;
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toContain('A bot is playing for you.');
    // WHEN I click I'm back
    await click(button(banner, "I'm back"));
    const sent = net.last('command')!;
    expect(sent.command).toEqual({ type: 'ReturnToSeat' });
    expect(button(banner, 'Coming back…')?.disabled).toBe(true);
    // THEN once the server's record arrives, the banner goes
    const back = script.run({ type: 'ReturnToSeat', seat: 0 }, sent.commandId);
    net.push({ type: 'accepted', commandId: sent.commandId, version: back.version });
    net.push({ type: 'events', gameId: GAME, viewer: 0, head: back.version, items: [back] });
    await tick();
    expect(root.querySelector('.away-banner')).toBeNull();
    expect(logText(root)).toContain('Ana is back.');
  });
});

describe('a table whose every person is away', () => {
  it('says to the away player that the game is paused until someone returns, not that a bot plays', async () => {
    const script = ScriptedGame.seated([null, 'good', 'easy'], { timer: 60 });
    script.run({ type: 'TakeOverSeat', seat: 0 });
    const { root } = await mountItems(GAME, 0, script.items);
    const banner = root.querySelector('.away-banner')!;
    expect(banner.hasAttribute('data-paused')).toBe(true);
    expect(banner.textContent).toContain('The game is paused.');
    expect(banner.textContent).toContain('you too: nothing moves until someone returns');
    expect(root.querySelector('.table-top')?.textContent).not.toContain('A bot is playing for you');
    expect(root.querySelector('.players')?.textContent).not.toContain('A bot is playing');
    expect(button(banner, "I'm back")).toBeDefined();
  });

  it('says so to the other players and spectators, and not while one person is still there', async () => {
    const script = ScriptedGame.seated([null, null, 'easy']);
    script.run({ type: 'TakeOverSeat', seat: 0 });
    const one = await mountItems(GAME, 'spectator', script.items);
    expect(one.root.querySelector('[data-paused]')).toBeNull();
    expect(one.root.querySelector('[data-seat="0"]')?.textContent).toContain('A bot is playing for Ana.');
    document.body.innerHTML = '';
    script.run({ type: 'TakeOverSeat', seat: 1 });
    const { root } = await mountItems(GAME, 'spectator', script.items);
    expect(root.querySelector('[data-paused]')?.textContent).toContain('nothing moves until one of them returns');
    expect(root.querySelector('[data-paused] button')).toBeNull();
    expect(root.querySelector('.players')?.textContent).not.toContain('A bot is playing');
  });
});

describe('the turn countdown', () => {
  it('counts down the awaited person\'s time on the server\'s clock, urgent in the last 10 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const script = ScriptedGame.seated([null, 'good', 'easy'], { timer: 120 });
    const newest = Date.parse(script.items.at(-1)!.at!);
    vi.setSystemTime(newest + 5_000);
    const { net, root } = await mountItems(GAME, 0, script.items);
    const countdown = () => root.querySelector('[data-seat="0"] .countdown');
    expect(countdown()?.getAttribute('data-countdown')).toBe('115');
    expect(countdown()?.textContent).toContain('1:55');
    // The same time beside the moves (seen there; only the panel's announces the last seconds).
    expect(root.querySelectorAll('.countdown')).toHaveLength(2);
    expect(root.querySelector('.actions [data-turn-clock] .countdown')?.getAttribute('data-countdown')).toBe('115');
    expect(root.querySelectorAll('.countdown [aria-live]')).toHaveLength(1);
    // the server's clock is 30 s ahead of this one: the ping that measures it says so
    const ping = net.last('ping')!;
    net.push({ type: 'pong', reqId: ping.reqId, now: newest + 35_000 });
    await tick();
    await new Promise((r) => setTimeout(r, 300));
    expect(countdown()?.getAttribute('data-countdown')).toBe('85');
    expect(countdown()?.classList.contains('urgent')).toBe(false);
    vi.setSystemTime(newest + 80_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(countdown()?.getAttribute('data-countdown')).toBe('10');
    expect(countdown()?.classList.contains('urgent')).toBe(true);
    expect(countdown()?.textContent).toContain('Hurry');
  });

  it('shows no countdown without a timer', async () => {
    const script = ScriptedGame.seated([null, 'good', 'easy']);
    const { net, root } = await mountItems(GAME, 0, script.items);
    expect(root.querySelector('.countdown')).toBeNull();
    expect(net.all('ping')).toHaveLength(0);
  });
});

describe('adding bots to an open game', () => {
  it('offers the creator "Add a bot" on each free seat, with a level', async () => {
    const script = new ScriptedGame();
    script.run({ type: 'CreateGame', players: 4, board: 'variable' });
    script.run({ type: 'ClaimSeat', seat: 0, name: 'Ana' });
    const store = memoryStore();
    saveHostKey(store, GAME, 'create_secret_1');
    const { net, root } = await mountItems(GAME, 0, script.items, { store });
    const offers = root.querySelectorAll('[data-add-bot]');
    expect([...offers].map((o) => o.getAttribute('data-add-bot'))).toEqual(['1', '2', '3']);
    const level = root.querySelector<HTMLSelectElement>('#bot-level-2')!;
    level.value = 'expert';
    level.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
    await click(button(root.querySelector('[data-add-bot="2"]')!, 'Add a bot'));
    const sent = net.last('addBot')!;
    expect(sent).toMatchObject({ gameId: GAME, createId: 'create_secret_1', seat: 2, level: 'expert' });
    net.push({ type: 'botAdded', reqId: sent.reqId, gameId: GAME, seat: 2 });
    const added = script.run({ type: 'ClaimSeat', seat: 2, name: 'Bot Bea', bot: true, level: 'expert' });
    net.push({ type: 'events', gameId: GAME, viewer: 0, head: added.version, items: [added] });
    await tick();
    expect([...root.querySelectorAll('[data-add-bot]')].map((o) => o.getAttribute('data-add-bot'))).toEqual(['1', '3']);
    expect(root.querySelector('.player-list [data-seat="2"]')?.textContent).toContain('bot · Expert');
  });

  it('shows the refusal, and offers nothing to a player who did not create the game', async () => {
    const script = new ScriptedGame();
    script.run({ type: 'CreateGame', players: 3, board: 'variable' });
    script.run({ type: 'ClaimSeat', seat: 0, name: 'Ana' });
    const store = memoryStore();
    saveHostKey(store, GAME, 'create_secret_1');
    const { net, root } = await mountItems(GAME, 0, script.items, { store });
    await click(button(root.querySelector('[data-add-bot="1"]')!, 'Add a bot'));
    net.push({ type: 'error', reqId: net.last('addBot')!.reqId, code: 'seat/taken', message: 'That seat is taken.' });
    await tick();
    await tick();
    expect(root.querySelector('[data-add-bot="1"] [role=alert]')?.textContent).toContain('That seat is taken.');
    document.body.innerHTML = '';
    const other = await mountItems(GAME, 1, script.items, { name: 'Bruno' });
    expect(other.root.querySelector('[data-add-bot]')).toBeNull();
  });
});
