// @vitest-environment happy-dom
// The game log: every line of a whole game (not the last 80), grouped under a header per turn,
// each line marked with its player's colour and resources drawn as icons, and only the rows in
// view rendered.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { GameLog, logRows, logText, ROW_PX } from '../../web/src/kinds/catan/table/GameLog.tsx';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { fold, initialState, simulate } from '../../web/src/lib/domain.ts';
import { tick } from './fakes.ts';

const game = simulate(11, { players: 4, board: 'variable' });
const final = fold(game.events, initialState('all'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the log model', () => {
  setLanguage('en');
  const model = logRows(game.events, final);
  const lines = model.rows.filter((r) => r.kind === 'line');

  it('keeps every line of the game, far more than 80', () => {
    expect(lines.length).toBeGreaterThan(500);
    expect(model.lineIndex).toHaveLength(lines.length);
    expect(logText(model).at(-1)).toMatch(/wins with \d+ points!/);
  });

  it('groups the lines under set-up and numbered turns, each naming its player', () => {
    const headers = model.rows.filter((r) => r.kind === 'turn');
    expect(headers[0].text).toBe('Set-up');
    const turns = game.events.filter((e) => e.type === 'TurnEnded').length;
    expect(headers).toHaveLength(turns + 2);
    expect(headers[1].text).toMatch(/^Turn 1 · /);
    expect(headers[2].text).toMatch(/^Turn 2 · /);
    expect(headers[1].seat).not.toBeNull();
  });

  it('marks each line with the seat it is about', () => {
    const rolled = lines.find((r) => game.events[r.index].type === 'DiceRolled')!;
    const e = game.events[rolled.index];
    expect(rolled.seat).toBe(e.type === 'DiceRolled' ? e.seat : -1);
    const produced = lines.filter((r) => game.events[r.index].type === 'ResourcesProduced');
    expect(new Set(produced.map((r) => r.seat)).size).toBeGreaterThan(1);
  });
});

describe('the log on screen', () => {
  it('renders only a window of rows, ending with the newest, with seat colours and resource icons', async () => {
    setLanguage('en');
    const root = document.createElement('div');
    document.body.append(root);
    render(<GameLog events={game.events} state={final} />, root);
    await tick();
    const list = root.querySelector('.log-lines') as HTMLElement;
    const model = logRows(game.events, final);
    expect(list.style.height).toBe(`${model.rows.length * ROW_PX}px`);
    const shown = root.querySelectorAll('.log-lines li');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(80);
    expect(shown[shown.length - 1].textContent).toMatch(/wins with \d+ points!/);
    expect(root.querySelectorAll('.log-seat').length).toBe(shown.length);
    // Production lines: icons for the eye, the words for screen readers (and textContent).
    render(<GameLog events={game.events.slice(0, 60)} state={final} />, root);
    await tick();
    const production = [...root.querySelectorAll('.log-lines li')].find((li) => li.querySelector('.log-res'));
    expect(production).toBeDefined();
    expect(production!.querySelector('svg.res-icon')).not.toBeNull();
    expect(production!.textContent).toMatch(/received \d+ \w+/);
    expect(root.querySelector('.log-turn')?.textContent).toMatch(/^(Set-up|Turn \d+ · .+)$/);
  });

  it('follows the replay position: lines up to it, the current one marked', async () => {
    setLanguage('en');
    const root = document.createElement('div');
    document.body.append(root);
    render(<GameLog events={game.events} state={final} position={40} />, root);
    await tick();
    const shown = [...root.querySelectorAll('.log-lines li[data-event]')];
    expect(Math.max(...shown.map((li) => Number(li.getAttribute('data-event'))))).toBe(39);
    expect(root.querySelector('.log-lines li.current')?.getAttribute('data-event')).toBe('39');
  });
});
