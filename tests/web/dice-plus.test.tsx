// @vitest-environment happy-dom
// The dice game's table on the Plus side (Island Two): dice growing each game turn, the desert
// knights and their swap, the victory points and the two awards; and the end of a game, shared
// or not, on both sides.
import { afterEach, describe, expect, it } from 'vitest';
import { simulate, type DiceInPhase } from '../../domain/dice/index.ts';
import { axeViolations, mountTable } from './dice-mount.tsx';
import { DiceGame, KNIGHTS } from './dice-game.ts';
import { choose, click } from './fakes.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Ana builds the desert pair over her first two turns (3 dice, then 5); Bruno passes between. */
function desertPair() {
  const game = new DiceGame('plus', ['Ana', 'Bruno']).roll(['ore', 'wool', 'grain']).build('d1a').end();
  game.pass(['gold', 'gold', 'gold', 'gold']);
  return game.roll(['ore', 'wool', 'grain', 'brick', 'lumber']).build('d1b');
}

describe('the Plus side', () => {
  it('draws Island Two: 18 roads (the Longest Road one shaded), 7 settlements, 4 cities, 5 knights and a desert pair', async () => {
    const game = new DiceGame('plus', ['Ana', 'Bruno']);
    const { root } = await mountTable(game.state, 0, game.legal(0));
    const sheet = root.querySelector('.dg-focus .dg-sheet')!;
    expect(sheet.getAttribute('data-side')).toBe('plus');
    expect(sheet.querySelectorAll('.dg-road')).toHaveLength(18);
    expect(sheet.querySelectorAll('.dg-settlement')).toHaveLength(7);
    expect(sheet.querySelectorAll('.dg-city')).toHaveLength(4);
    expect(sheet.querySelectorAll('.dg-knight')).toHaveLength(7);
    expect(sheet.querySelector('[data-id="r6"] .dg-road-fill')!.getAttribute('stroke')).toBe('#c9c4b8');
    expect(root.querySelector('.dg-turn h2')!.textContent).toContain('3 dice');
    expect(root.querySelector('.dg-focus .dg-total')!.textContent).toBe('0 victory points');
  });

  it('swaps any die for any resource with the desert pair', async () => {
    const game = desertPair();
    const { root, send } = await mountTable(game.state, 0, game.legal(0));
    const form = root.querySelector('[data-form="desert"]')!;
    const [give, get] = form.querySelectorAll('select');
    expect([...give.options].map((o) => o.value)).toEqual(['brick', 'lumber']);
    await choose(give, 'lumber');
    await choose(get, 'wool');
    await click(form.querySelector('button'));
    expect(send).toHaveBeenLastCalledWith({ type: 'UseDesertPair', give: 'lumber', get: 'wool' });
    game.do({ type: 'UseDesertPair', seat: 0, give: 'lumber', get: 'wool' });
    const after = await mountTable(game.state, 0, game.legal(0));
    expect(after.root.querySelector('[data-form="desert"]')).toBeNull();
    for (const id of ['d1a', 'd1b']) {
      expect(after.root.querySelector(`.dg-focus [data-id="${id}"] .dg-cross`), id).not.toBeNull();
      expect(after.root.querySelector(`.dg-focus [data-id="${id}"]`)!.parentElement!.getAttribute('aria-label')).toBe(`Desert knight 1${id.slice(-1).toUpperCase()}, built, joker used`);
    }
  });

  it('shows the awards\' holders and ticks the victory points', async () => {
    const game = desertPair().end();
    game.pass(['gold', 'gold', 'gold', 'gold', 'gold', 'gold']);
    game.roll(KNIGHTS).build('k1', 'k2').end();
    const s = game.state as DiceInPhase<'playing'>;
    expect(s.largestArmy).toBe(0);
    const { root } = await mountTable(game.state, 1, game.legal(1));
    await click(root.querySelector('.dg-seat[data-seat="0"] .dg-thumb'));
    expect(root.querySelector('.dg-focus [data-army]')!.textContent).toBe('Largest Army: Ana');
    expect(root.querySelector('.dg-focus [data-road]')!.textContent).toBe('Longest Road: —');
    expect(root.querySelectorAll('.dg-focus .dg-box-on')).toHaveLength(2);
    expect(root.querySelector('.dg-seat[data-seat="0"] .dg-seat-total')!.textContent).toBe('2 victory points');
    expect(await axeViolations(root)).toEqual([]);
  });
});

describe('the end', () => {
  it('names the winner of a whole Plus game with every total', async () => {
    const { state } = simulate(3, { side: 'plus', players: 3 });
    const s = state as DiceInPhase<'finished'>;
    expect(s.phase).toBe('finished');
    const { root } = await mountTable(state, 0, []);
    const winner = s.names[s.winners[0]]!;
    expect(root.querySelector('.dg-winners')!.textContent).toBe(`Winner: ${winner}`);
    expect(root.querySelectorAll('.dg-totals li')).toHaveLength(3);
    expect(root.querySelectorAll('[data-action], [data-build]')).toHaveLength(0);
    expect(await axeViolations(root)).toEqual([]);
  });

  it('shows a solo game\'s score, with no winner', async () => {
    const { state } = simulate(4, { side: 'standard', players: 1 });
    const s = state as DiceInPhase<'finished'>;
    expect(s.phase).toBe('finished');
    const { root } = await mountTable(state, 0, []);
    expect(root.querySelector('.dg-winners')!.textContent).toBe(`${s.totals[0]} points scored`);
    expect(root.textContent).not.toMatch(/Winner/);
    expect(root.querySelectorAll('.dg-totals .dg-winner')).toHaveLength(0);
    expect(root.querySelector('.log-lines, .dg-log')?.textContent ?? '').not.toMatch(/ wins/);
    expect(await axeViolations(root)).toEqual([]);
  });

  it('shares the win between equal totals (standard side)', async () => {
    const { state } = simulate(5, { side: 'standard', players: 2 });
    const s = state as DiceInPhase<'finished'>;
    const shared = { ...s, winners: [0, 1], totals: [40, 40] } as const;
    const { root } = await mountTable(shared, null, []);
    expect(root.querySelector('.dg-winners')!.textContent).toBe(`Winners (a shared win): ${s.names[0]}, ${s.names[1]}`);
    expect([...root.querySelectorAll('.dg-totals .dg-winner')]).toHaveLength(2);
    expect(root.querySelectorAll('.dg-focus .dg-box')).toHaveLength(15);
  });
});
