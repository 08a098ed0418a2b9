// @vitest-environment happy-dom
// The replay room of a dice game: opened from the server's frames (kind 'dice', everything open),
// stepped move by move with the buttons, the keys and ?at=; the score chart's lines for a known
// game (the standard side's −2 turns marked, the Plus side's victory points by game turn); the
// summary at the end; the notation downloaded and opened again in the review room; no axe
// violations.
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format, simulate, type DiceEvent } from '../../domain/dice/index.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { buildDiceReplay } from '../../web/src/kinds/dice/replay/model.ts';
import { DiceGame, IDLE } from './dice-game.ts';
import { axeViolations } from './dice-mount.tsx';
import { click, tick, type fakeConnection } from './fakes.ts';
import { mountReplay, openReview } from './mount.tsx';

const GAME = 'dice_replay1';

/** Ana builds Settlement 3, Bruno builds nothing (−2), Ana nothing (−2), Bruno a road (1). */
function knownGame(): DiceEvent[] {
  return new DiceGame('standard', ['Ana', 'Bruno'])
    .roll(['brick', 'lumber', 'wool', 'grain', 'ore', 'ore']).build('s3').end()
    .pass(IDLE)
    .pass(IDLE)
    .roll(['brick', 'lumber', 'wool', 'grain', 'ore', 'gold']).build('r1').end()
    .events;
}

/** Plus side: Ana builds a road (0 VP), Bruno Settlement A (1 VP), Ana Settlement A (1 VP). */
function knownPlusGame(): DiceEvent[] {
  return new DiceGame('plus', ['Ana', 'Bruno'])
    .roll(['brick', 'lumber', 'wool']).build('r1').end()
    .roll(['brick', 'lumber', 'wool', 'grain']).build('sa').end()
    .roll(['brick', 'lumber', 'wool', 'grain', 'ore']).build('sa').end()
    .events;
}

const finished = simulate(4, { side: 'standard', players: 2 }).events;
const plus = simulate(4, { side: 'plus', players: 2 }).events;

const mounted: Element[] = [];

async function until(ready: () => unknown) {
  for (let i = 0; i < 50 && !ready(); i++) await new Promise((r) => setTimeout(r, 10));
}

async function open(events: readonly DiceEvent[], query = '', more?: (net: ReturnType<typeof fakeConnection>) => void, time?: (i: number) => string) {
  const items = events.map((e, i) => ({ version: i + 1, events: [e], ...(time ? { at: time(i + 1) } : {}) }));
  const { net, root } = await mountReplay(GAME, items, { query, kind: 'dice' });
  mounted.push(root);
  more?.(net);
  // The dice room is a chunk of its own: let it load (and its effects, the keys', run).
  await until(() => root.querySelector('.dgr-room'));
  await tick();
  return root;
}

const position = (root: Element) => Number(root.querySelector('[data-position]')?.getAttribute('data-position'));
const button = (root: Element, label: string) => root.querySelector(`.replay-buttons button[aria-label="${label}"]`);
const current = (root: Element) => [...root.querySelectorAll('.dgr-log li.current')].map((li) => li.textContent);
const legend = (root: Element) => [...root.querySelectorAll('.dgr-chart .legend li')].map((li) => Number(li.getAttribute('data-value')));
const key = async (k: string, shiftKey = false) => {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true }));
  window.dispatchEvent(new KeyboardEvent('keyup', { key: k, shiftKey, bubbles: true }));
  await tick();
};

afterEach(() => {
  for (const root of mounted.splice(0)) render(null, root);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the replay of a dice game', () => {
  it('opens the dice room, not the board game\'s, at the end', async () => {
    const root = await open(finished);
    const model = buildDiceReplay(finished);
    expect(root.querySelector('main')?.getAttribute('data-kind')).toBe('dice');
    expect(root.querySelector('.board-area')).toBeNull();
    expect(position(root)).toBe(model.end);
    expect(root.querySelector('.replay-where span')?.textContent).toBe(`Move ${model.end} of ${model.end}`);
    expect(root.querySelector('.dg-table')?.getAttribute('data-phase')).toBe('finished');
  });

  it('steps move by move: a roll, a build, a turn\'s end each a step, with the table and the log in step', async () => {
    const root = await open(knownGame(), '?at=0');
    expect(position(root)).toBe(0);
    expect(root.querySelector('.replay-where strong')?.textContent).toBe('Turn 1 of 15 · Ana');
    expect(current(root)).toEqual(['Ana begins, rolling 6 dice.']);
    await click(button(root, 'Next move'));
    expect(position(root)).toBe(1);
    expect(current(root)).toEqual(['Ana rolled: brick, lumber, wool, grain, ore, ore.']);
    await click(button(root, 'Next move'));
    expect(current(root)).toEqual(['Ana built Settlement 3.']);
    expect(root.querySelector('.dg-focus [data-seat]')).not.toBeNull();
    await click(button(root, 'Next move'));
    // The turn's end: its score and the turn passing on, one step.
    expect(current(root)).toEqual(['Ana scores 3 points this turn.', 'Ana ended the turn.']);
    expect(root.querySelector('.replay-where strong')?.textContent).toBe('Turn 1 of 15 · Bruno');
    // The log shows nothing after the position.
    expect(root.querySelectorAll('.dgr-log li')).toHaveLength(root.querySelectorAll('.dgr-log li[data-event]').length);
    await click(button(root, 'Previous move'));
    expect(position(root)).toBe(2);
    await click(button(root, 'Go to the end'));
    expect(position(root)).toBe(10);
    await click(button(root, 'Go to the start'));
    expect(position(root)).toBe(0);
  });

  it('follows the keys and writes the position in the URL', async () => {
    const root = await open(knownGame(), '?at=2');
    expect(position(root)).toBe(2);
    await key('ArrowRight');
    expect(position(root)).toBe(3);
    await key('ArrowRight', true);
    expect(position(root)).toBe(5);
    await key('ArrowLeft', true);
    expect(position(root)).toBe(3);
    await key('End');
    expect(position(root)).toBe(10);
    await key('Home');
    expect(position(root)).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(new URL(location.href).searchParams.get('at')).toBe('0');
  });

  it('shows the table chat said up to the position', async () => {
    const events = knownGame();
    const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, s)).toISOString();
    const root = await open(events, '?at=0', (net) => net.push({ type: 'chat', gameId: GAME, reqId: net.last('spectate')!.reqId, lines: [
      { id: 'hi', at: at(0), channel: 'table', seat: 0, name: 'Ana', text: 'good luck' },
      { id: 'gg', at: at(50), channel: 'table', seat: 1, name: 'Bruno', text: 'well played' },
    ] }), at);
    const said = () => [...root.querySelectorAll('.chat-replay li[data-chat]')].map((li) => li.getAttribute('data-chat'));
    expect(said()).toEqual(['hi']);
    await click(button(root, 'Go to the end'));
    expect(said()).toEqual(['hi', 'gg']);
  });

  it('opens at the end for an ?at= that is not a position, and clamps one past the end', async () => {
    expect(position(await open(knownGame(), '?at=abc'))).toBe(10);
    expect(position(await open(knownGame(), '?at=999'))).toBe(10);
  });

  it('charts each seat\'s running total over its turns, the turns with no build marked', async () => {
    const root = await open(knownGame(), '?at=3');
    const chart = root.querySelector('.dgr-chart')!;
    expect(chart.getAttribute('data-side')).toBe('standard');
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(legend(root)).toEqual([3, 0]);
    await click(button(root, 'Go to the end'));
    expect(legend(root)).toEqual([1, -1]);
    expect(chart.querySelectorAll('.dgr-idle')).toHaveLength(2);
    expect(chart.querySelector('desc')?.textContent).toBe('Turn 2: Ana 1, Bruno -1');
    const rows = [...chart.querySelectorAll('.dgr-numbers tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([['3', '-2 (no build)'], ['1 (no build)', '-1']]);
  });

  it('charts the Plus side\'s victory points after each game turn', async () => {
    const root = await open(knownPlusGame());
    const chart = root.querySelector('.dgr-chart')!;
    expect(chart.getAttribute('data-side')).toBe('plus');
    expect(legend(root)).toEqual([1, 1]);
    const rows = [...chart.querySelectorAll('.dgr-numbers tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([['0', '0'], ['0', '1'], ['1', '1']]);
    expect(chart.querySelector('desc')?.textContent).toBe('Turn 3: Ana 1, Bruno 1');
    // Back to the start of the third turn: Bruno's settlement counts, Ana's not yet.
    await click(button(root, 'Previous turn'));
    expect(legend(root)).toEqual([0, 1]);
  });

  it('charts a whole Plus game up to the winner\'s goal', async () => {
    const root = await open(plus);
    const chart = root.querySelector('.dgr-chart')!;
    const end = plus[plus.length - 1] as Extract<DiceEvent, { type: 'GameEnded' }>;
    expect(chart.getAttribute('data-side')).toBe('plus');
    expect(legend(root)).toEqual([...end.totals]);
    expect(chart.querySelector('.dgr-goal')).not.toBeNull();
    const turns = plus.filter((e) => e.type === 'TurnEnded').length;
    expect(chart.querySelectorAll('.dgr-numbers tbody tr')).toHaveLength(turns + 1);
  });

  it('sums the game up at the end: winners, totals, builds and jokers per seat', async () => {
    const root = await open(finished);
    const end = finished[finished.length - 1] as Extract<DiceEvent, { type: 'GameEnded' }>;
    const summary = root.querySelector('[data-summary]')!;
    expect(summary.getAttribute('data-winners')).toBe(end.winners.join(','));
    expect(summary.querySelector('.dg-winners')?.textContent).toMatch(/^Winners?( \(a shared win\))?: Bot [12]/);
    const row = (name: string) => [...summary.querySelectorAll(`tr[data-row="${name}"] td`)].map((td) => Number(td.textContent));
    expect(row('total')).toEqual(end.totals);
    const count = (seat: number, types: readonly string[]) => finished.filter((e) => types.includes(e.type) && 'seat' in e && e.seat === seat).length;
    const built = ['road', 'settlement', 'city', 'knight'].map((k) => row(`built-${k}`));
    expect([0, 1].map((seat) => built.reduce((n, r) => n + r[seat], 0))).toEqual([0, 1].map((seat) => count(seat, ['StructureBuilt'])));
    expect(row('jokers')).toEqual([0, 1].map((seat) => count(seat, ['KnightUsed', 'DesertPairUsed'])));
    expect(row('jokers').some((n) => n > 0)).toBe(true);
    // Not before the end.
    await click(button(root, 'Previous move'));
    expect(root.querySelector('[data-summary]')).toBeNull();
  });

  it('has no axe violations, mid-game and at the end', async () => {
    const root = await open(finished, '?at=20');
    expect(await axeViolations(root)).toEqual([]);
    await click(button(root, 'Go to the end'));
    expect(await axeViolations(root)).toEqual([]);
  });
});

describe('a dice game\'s notation', () => {
  it('is downloaded from the room and opened again in the review room, the same game', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    const room = await open(finished);
    await click([...room.querySelectorAll('.notation-tools button')].find((b) => b.textContent === 'Download the notation'));
    const text = await blobs[0].text();
    expect(text).toBe(format(finished));
    vi.unstubAllGlobals();

    const root = await openReview(text);
    mounted.push(root);
    await until(() => root.querySelector('.dgr-room'));
    const model = buildDiceReplay(finished);
    expect(root.querySelector('main')?.getAttribute('data-phase')).toBe('replay');
    expect(position(root)).toBe(model.end);
    expect(root.querySelector('[data-summary]')).not.toBeNull();
  });

  it('is refused with the line it goes wrong on', async () => {
    await setLanguage('en');
    const lines = format(knownGame()).split('\n');
    lines[6] = `${lines[6]} roll/0/zz/00`;
    const root = await openReview(lines.join('\n'));
    mounted.push(root);
    await until(() => root.querySelector('[role=alert]'));
    expect(root.querySelector('[role=alert]')?.textContent).toMatch(/^This is not a game Hexfold can open: line 7: /);
  });
});
