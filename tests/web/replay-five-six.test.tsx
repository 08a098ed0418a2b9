// @vitest-environment happy-dom
// The review room for 5 and 6 players, with their turn rules (the special building phase, paired
// turns): a panel per seat with its cards named, the part of the turn under way (also as one
// player saw it), a line per seat in every chart and in the evaluation graph, the statistics,
// and the game opened from its notation.
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { readGame } from '../../domain/catan/base/notation-check.ts';
import { format, simulate, type Event } from '../../web/src/lib/domain.ts';
import { buildReplay } from '../../web/src/state/replay.ts';
import type { AnalysisRequest, AnalysisResult } from '../../web/src/kinds/catan/replay/analysis.worker.ts';
import { createReplayCursor } from '../../web/src/replay/cursor.ts';
import { ReplayRoom } from '../../web/src/kinds/catan/replay/ReplayRoom.tsx';
import { openReview } from './mount.tsx';
import { statsAt } from '../../web/src/kinds/catan/replay/stats.ts';
import { tick } from './fakes.ts';

const GAMES = {
  5: simulate(7, { players: 5, board: 'variable', turnRule: 'special-building' }).events,
  6: simulate(7, { players: 6, board: 'variable', turnRule: 'paired' }).events,
} as const;

const roots: Element[] = [];
const cursors: { dispose(): void }[] = [];

function mountRoom(events: readonly Event[]) {
  setLanguage('en');
  const model = buildReplay(events);
  const cursor = createReplayCursor(model, events.length);
  cursors.push(cursor);
  const root = document.createElement('div');
  document.body.append(root);
  roots.push(root);
  render(<ReplayRoom cursor={cursor} name="five-six" />, root);
  return { root, cursor, model };
}

const all = (root: Element, selector: string) => [...root.querySelectorAll(selector)];
const choose = async (select: Element | null, value: string) => {
  (select as HTMLSelectElement).value = value;
  select!.dispatchEvent(new Event('change', { bubbles: true }));
  await tick();
};
const banner = (root: Element) => root.querySelector('[data-part-banner]');

afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  for (const c of cursors.splice(0)) c.dispose();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe.each([5, 6] as const)('the review of a %i-player game', (players) => {
  const events = GAMES[players];

  it('has a panel per seat with its cards named, and a perspective for each', async () => {
    const { root, model } = mountRoom(events);
    await tick();
    expect(all(root, '.players li.player')).toHaveLength(players);
    expect(all(root, '.players .revealed')).toHaveLength(players);
    // The knights each has played are named beside the cards held.
    const final = model.states[events.length];
    const knights = final.phase === 'finished' ? final.knights : [];
    const played = (seat: number) => root.querySelector(`[data-revealed="${seat}"] .revealed-played`)?.getAttribute('data-played') ?? '';
    expect(knights.map((_, seat) => /knight:(\d+)/.exec(played(seat))?.[1] ?? '0')).toEqual(knights.map(String));
    expect(knights.some((k) => k > 0)).toBe(true);
    const perspective = root.querySelector('.replay-perspective select');
    expect(all(perspective!, 'option').map((o) => o.textContent)).toEqual(['Everyone (all revealed)', ...Array.from({ length: players }, (_, i) => `As Bot ${i + 1} saw it`)]);
    // As the last seat saw it: its own cards named, the others' counted.
    await choose(perspective, String(players - 1));
    const named = (seat: number) => root.querySelectorAll(`[data-revealed="${seat}"] .revealed-res[data-res]`).length;
    expect(Array.from({ length: players - 1 }, (_, seat) => named(seat))).toEqual(new Array(players - 1).fill(0));
  });

  it('lists everyone in the statistics, the VP chart and the chart over time, which follows its measure', async () => {
    const { root, cursor, model } = mountRoom(events);
    const p = model.turnStarts[Math.floor(model.turnStarts.length / 2)];
    cursor.goto(p);
    await tick();
    expect(all(root, '.stats > .stats-scroll .stats-table tbody tr')).toHaveLength(players);
    expect(all(root, '.stats-numbers tbody tr')).toHaveLength(players);
    const [vp] = all(root, 'figure.chart');
    expect(all(vp, '.legend li')).toHaveLength(players);
    const series = root.querySelector('figure.series')!;
    expect(all(series, 'polyline')).toHaveLength(players);
    await choose(series.querySelector('select'), 'road');
    const stats = statsAt(model, p);
    expect(all(root, '.stats td[data-lost]').map((td) => Number(td.getAttribute('data-lost')))).toEqual(stats.map((s) => s.stolen + s.discarded + s.monopolized));
    expect(all(series, '.legend li').map((li) => Number(li.getAttribute('data-value')))).toEqual(stats.map((s) => s.longestRoad));
    expect(series.querySelector('.series-award')).not.toBeNull();
    expect(series.querySelector('desc')?.textContent).toContain(`Bot ${players}`);
  });

  it('draws a line of chances per seat, and marks its turning points', async () => {
    // The analysis thread, faked: seat 0 is ahead until half the game, then far behind.
    class FakeWorker {
      onmessage: ((e: { data: AnalysisResult | { done: true } }) => void) | null = null;
      postMessage({ positions }: AnalysisRequest) {
        setTimeout(() => {
          positions.forEach((position, i) => {
            const first = i < positions.length / 2 ? 0.6 : 0.1;
            const chance = Array.from({ length: players }, (_, seat) => (seat === 0 ? first : (1 - first) / (players - 1)));
            const chances = { playouts: 24, finished: 24, wins: chance.map((c) => Math.round(c * 24)), chance, low: chance.map((c) => c / 2), high: chance.map((c) => Math.min(1, c * 1.5)) };
            this.onmessage?.({ data: { position, chances, ms: 1 } });
          });
          this.onmessage?.({ data: { done: true } });
        }, 0);
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    const { root } = mountRoom(events);
    const start = all(root, '.eval button').find((b) => b.textContent === 'Analyse the game');
    start!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await tick();
    await tick();
    const graph = root.querySelector('figure.eval')!;
    expect(all(graph, 'polyline')).toHaveLength(players);
    expect(all(graph, '.legend li')).toHaveLength(players);
    expect(graph.querySelector('.eval-turns button')?.textContent).toMatch(/^Bot 1, turn \d+: −50 %$/);
    expect(graph.querySelector('[role=status]')).toBeNull();
  });

  it('is opened again from its notation, the same game', async () => {
    setLanguage('en');
    const text = format(events);
    const read = readGame(text);
    expect(read.ok && read.events).toEqual(events);
    const root = await openReview(text);
    roots.push(root);
    expect(root.querySelector('main')?.getAttribute('data-phase')).toBe('replay');
    expect(root.querySelector('.replay-where span')?.textContent).toBe(`Event ${events.length} of ${events.length}`);
    expect(all(root, '.players li.player')).toHaveLength(players);
  });
});

describe('the part of the turn under way', () => {
  it('is named in the special building phase, for everyone and for the builder', async () => {
    const events = GAMES[5];
    const { root, cursor } = mountRoom(events);
    const i = events.findIndex((e) => e.type === 'SpecialBuildingStarted');
    const started = events[i] as Extract<Event, { type: 'SpecialBuildingStarted' }>;
    const [builder, ...next] = started.order;
    cursor.goto(i + 1);
    await tick();
    expect(banner(root)?.getAttribute('data-part')).toBe('special-building');
    const rest = next.length ? ` (next: ${next.map((s) => `Bot ${s + 1}`).join(', ')})` : '; then the next turn';
    expect(banner(root)?.textContent).toBe(`Special building phase: Bot ${builder + 1} may build${rest}`);
    await choose(root.querySelector('.replay-perspective select'), String(builder));
    expect(banner(root)?.textContent).toBe(`Special building phase: you may build${rest}`);
    // At the start of the next turn, a normal turn: no banner.
    cursor.stepTurn(1);
    await tick();
    expect(banner(root)).toBeNull();
  });

  it('is named in a paired turn: who plays first, then the partner\'s part', async () => {
    const events = GAMES[6];
    const { root, cursor, model } = mountRoom(events);
    cursor.goto(model.turnStarts[1]);
    await tick();
    expect(banner(root)?.textContent).toMatch(/^Paired turn: Bot \d, then Bot \d$/);
    const i = events.findIndex((e) => e.type === 'PairedPartStarted');
    const started = events[i] as Extract<Event, { type: 'PairedPartStarted' }>;
    cursor.goto(i + 1);
    await tick();
    expect(banner(root)?.textContent).toBe(`Bot ${started.player2 + 1}’s part (paired with Bot ${started.player1 + 1}): build and trade with the bank`);
  });
});
