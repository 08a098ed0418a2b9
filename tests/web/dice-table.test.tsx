// @vitest-environment happy-dom
// The dice game's table on the standard side: the sheet drawn for every seat, my turn's dice and
// their "Keep" toggles, a build from the sheet, the gold trade and the knights' jokers, a
// spectator's view without controls, the score track, and axe on what is rendered.
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fold, initialState } from '../../domain/dice/index.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { DiceTable } from '../../web/src/kinds/dice/DiceTable.tsx';
import type { DiceClientCommand } from '../../web/src/kinds/dice/commands.ts';
import { axeViolations, mountTable } from './dice-mount.tsx';
import { DiceGame, IDLE, KNIGHTS } from './dice-game.ts';
import { choose, click } from './fakes.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Ana (seat 0) and the bot Bruno; Ana has rolled a settlement's worth, a road's and 2 gold. */
const firstRoll = () => new DiceGame('standard', ['Ana', 'Bruno'], [false, true]).roll(['brick', 'lumber', 'wool', 'grain', 'gold', 'gold']);

describe('my turn on the standard side', () => {
  it('rolls every die first, then keeps the dice chosen with the toggles', async () => {
    const game = new DiceGame('standard', ['Ana', 'Bruno']);
    const { root, send } = await mountTable(game.state, 0, game.legal(0));
    expect(root.querySelectorAll('.dg-die button')).toHaveLength(0);
    await click(root.querySelector('[data-action="roll"]'));
    expect(send).toHaveBeenLastCalledWith({ type: 'Roll', keep: [false, false, false, false, false, false] });

    game.roll(['brick', 'lumber', 'wool', 'grain', 'gold', 'gold']);
    const next = await mountTable(game.state, 0, game.legal(0));
    const toggles = [...next.root.querySelectorAll<HTMLButtonElement>('.dg-die button[aria-pressed]')];
    expect(toggles).toHaveLength(6);
    expect(toggles[1].getAttribute('aria-label')).toBe('Keep die 2: lumber');
    await click(toggles[0]);
    await click(toggles[2]);
    expect(toggles[0].getAttribute('aria-pressed')).toBe('true');
    expect(next.root.querySelector('[data-action="roll"]')!.textContent).toBe('Roll (2/3)');
    await click(next.root.querySelector('[data-action="roll"]'));
    expect(next.send).toHaveBeenLastCalledWith({ type: 'Roll', keep: [true, false, true, false, false, false] });
  });

  it('disables the roll when every die is kept, and after the third roll', async () => {
    const game = firstRoll();
    const { root } = await mountTable(game.state, 0, game.legal(0));
    for (const b of root.querySelectorAll('.dg-die button')) await click(b);
    expect(root.querySelector<HTMLButtonElement>('[data-action="roll"]')!.disabled).toBe(true);
    game.roll(['ore'], [true, true, true, true, true, false]).roll(['ore'], [true, true, true, true, true, false]);
    const third = await mountTable(game.state, 0, game.legal(0));
    expect(third.root.querySelector<HTMLButtonElement>('[data-action="roll"]')!.disabled).toBe(true);
    expect(third.root.querySelectorAll('.dg-die button')).toHaveLength(0);
  });

  it('shows the pool and makes the symbols I may build buttons that send Build', async () => {
    const game = firstRoll();
    const { root, send } = await mountTable(game.state, 0, game.legal(0));
    expect(root.querySelector('.dg-pool')!.getAttribute('data-pool')).toBe('brick:1,lumber:1,wool:1,grain:1,gold:2');
    const spots = [...root.querySelectorAll('.dg-focus [data-build]')].map((b) => b.getAttribute('data-build')).sort();
    expect(spots).toEqual(['r1', 's3']);
    const s3 = root.querySelector('[data-build="s3"]')!;
    expect(s3.getAttribute('role')).toBe('button');
    expect(s3.getAttribute('aria-label')).toBe('Build Settlement 3, 3 points');
    await click(s3);
    expect(send).toHaveBeenLastCalledWith({ type: 'Build', structure: 's3' });
  });

  it('draws what is built ticked in my colour, and the score track with X for a turn without a build', async () => {
    const game = firstRoll().build('s3').end();
    game.pass(IDLE);
    game.roll(IDLE).end();
    const { root } = await mountTable(game.state, 0, []);
    const s3 = root.querySelector('.dg-focus [data-id="s3"]')!;
    expect(s3.classList.contains('dg-built')).toBe(true);
    expect(s3.querySelector('.dg-tick')).not.toBeNull();
    expect(s3.parentElement!.getAttribute('aria-label')).toBe('Settlement 3, 3 points, built');
    expect([...root.querySelectorAll('.dg-focus .dg-box')].slice(0, 3).map((b) => b.textContent)).toEqual(['3Turn 1: 3 points', 'XTurn 2: no build, -2', '']);
    expect(root.querySelector('.dg-focus .dg-total')!.textContent).toBe('Total: 1');
  });

  it('trades 2 gold for the resource chosen', async () => {
    const game = firstRoll();
    const { root, send } = await mountTable(game.state, 0, game.legal(0));
    const form = root.querySelector('[data-form="gold"]')!;
    await choose(form.querySelector('select'), 'ore');
    await click(form.querySelector('button'));
    expect(send).toHaveBeenLastCalledWith({ type: 'TradeGold', resource: 'ore' });
  });

  it('uses a knight\'s joker: the knight, the die to turn, and the question mark\'s resource', async () => {
    // A solo game: three turns of two knights each, then the question-mark knight's joker.
    const game = new DiceGame('standard', ['Ana']);
    for (let turn = 0; turn < 3; turn++) game.roll(KNIGHTS).build(`k${2 * turn + 1}`, `k${2 * turn + 2}`).end();
    game.roll(['gold', 'brick', 'lumber', 'wool', 'wool', 'wool']);
    const { root, send } = await mountTable(game.state, 0, game.legal(0));
    const form = root.querySelector('[data-form="knight"]')!;
    const [knight, give] = form.querySelectorAll('select');
    expect([...knight.options].map((o) => o.value)).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
    expect(knight.options[5].textContent).toBe('Knight 6 (any resource)');
    await choose(knight, 'k6');
    await choose(form.querySelectorAll('select')[1] as HTMLSelectElement, 'wool');
    await choose(form.querySelectorAll('select')[2] as HTMLSelectElement, 'ore');
    await click(form.querySelector('button'));
    expect(send).toHaveBeenLastCalledWith({ type: 'UseKnight', knight: 'k6', give: 'wool', resource: 'ore' });
    await choose(knight, 'k2');
    expect(form.querySelectorAll('select')).toHaveLength(2);
    await choose(give, 'gold');
    await click(form.querySelector('button'));
    expect(send).toHaveBeenLastCalledWith({ type: 'UseKnight', knight: 'k2', give: 'gold' });
  });

  it('crosses out a used joker', async () => {
    const game = new DiceGame('standard', ['Ana']).roll(KNIGHTS).build('k1');
    game.do({ type: 'UseKnight', seat: 0, knight: 'k1', give: 'wool' });
    const { root } = await mountTable(game.state, 0, game.legal(0));
    expect(root.querySelector('.dg-focus [data-id="k1"] .dg-joker-used .dg-cross')).not.toBeNull();
    expect(root.querySelector('.dg-focus [data-id="k1"]')!.parentElement!.getAttribute('aria-label')).toBe('Knight 1 (ore), 1 point, built, joker used');
  });

  it('ends the turn, and waits while a command is on its way', async () => {
    const game = firstRoll();
    const { root, send } = await mountTable(game.state, 0, game.legal(0));
    await click(root.querySelector('[data-action="end"]'));
    expect(send).toHaveBeenLastCalledWith({ type: 'EndTurn' });
    const busy = await mountTable(game.state, 0, game.legal(0), true);
    expect([...busy.root.querySelectorAll<HTMLButtonElement>('.dg-turn button')].every((b) => b.disabled)).toBe(true);
    const waiting = await mountTable(game.state, 0, []);
    expect([...waiting.root.querySelectorAll<HTMLButtonElement>('[data-action]')].map((b) => b.disabled)).toEqual([true, true]);
  });

  it('is free of axe violations', async () => {
    const game = firstRoll();
    const { root } = await mountTable(game.state, 0, game.legal(0));
    expect(await axeViolations(root)).toEqual([]);
  });
});

describe('before the game', () => {
  it('shows the side and the seats, taken or free', async () => {
    const lobby = fold([
      { type: 'DiceGameCreated', side: 'plus', players: 2, desertPairs: 1 },
      { type: 'SeatClaimed', seat: 0, name: 'Ana', bot: false },
    ], initialState());
    const { root } = await mountTable(lobby, 0, []);
    expect(root.querySelector('.dg-waiting h2')!.textContent).toBe('Island Two (Plus)');
    expect([...root.querySelectorAll('.dg-waiting .dg-seat-name')].map((e) => e.textContent)).toEqual(['Ana', 'Free seat']);
  });
});

describe('watching', () => {
  it('shows a spectator every sheet, whose turn it is and the bots, and no controls', async () => {
    const game = firstRoll();
    const { root } = await mountTable(game.state, null, []);
    expect(root.querySelectorAll('.dg-turn, [data-action], [data-build], select')).toHaveLength(0);
    expect(root.querySelector('.dg-whose')!.textContent).toBe('Waiting for Ana.');
    expect(root.querySelectorAll('.dg-seat .dg-sheet')).toHaveLength(2);
    expect(root.querySelector('.dg-seat[data-seat="1"] .tag-bot')!.textContent).toBe('bot · Good');
    expect(root.querySelector('.dg-watch .dg-dice')!.getAttribute('data-dice')).toBe('brick,lumber,wool,grain,gold,gold');
    expect(root.querySelector('.dg-focus')!.getAttribute('data-seat')).toBe('0');
    await click(root.querySelector('.dg-seat[data-seat="1"] .dg-thumb'));
    expect(root.querySelector('.dg-focus')!.getAttribute('data-seat')).toBe('1');
    expect(root.querySelector('.dg-seat[data-seat="1"] .dg-thumb')!.getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(root)).toEqual([]);
  });

  it('gives the other player no controls on my turn', async () => {
    const game = firstRoll();
    const { root } = await mountTable(game.state, 1, game.legal(1));
    expect(game.legal(1)).toEqual([]);
    expect(root.querySelectorAll('[data-action], [data-build]')).toHaveLength(0);
  });

  it('marks a seat a bot plays while its player is away', async () => {
    const game = firstRoll().do({ type: 'TakeOverSeat', seat: 0 });
    const { root } = await mountTable(game.state, null, []);
    expect(root.querySelector('.dg-seat[data-seat="0"] .tag-away')!.textContent).toBe('away');
    const mine = await mountTable(game.state, 0, game.legal(0));
    expect(mine.root.querySelectorAll('[data-action], [data-build]')).toHaveLength(0);
  });
});

describe('in other languages', () => {
  it('speaks Portuguese and Romanian', async () => {
    const game = firstRoll();
    await setLanguage('pt');
    const root = document.createElement('div');
    document.body.append(root);
    render(<DiceTable state={game.state} mySeat={0} legal={game.legal(0)} send={vi.fn<(c: DiceClientCommand) => void>()} />, root);
    expect(root.querySelector('[data-build="s3"]')!.getAttribute('aria-label')).toBe('Construir Aldeia 3, 3 pontos');
    await setLanguage('ro');
    await new Promise((r) => setTimeout(r, 0));
    expect(root.querySelector('[data-build="s3"]')!.getAttribute('aria-label')).toBe('Construiește Așezare 3, 3 puncte');
    await setLanguage('en');
  });
});
