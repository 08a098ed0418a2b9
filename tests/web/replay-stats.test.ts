// The review room's statistics on a hand-made stream with known answers: cards received from
// rolls (and by the number rolled) against what the buildings promised, losses, trades, roads and
// knights.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../domain/catan/index.ts';
import { buildReplay } from '../../web/src/state/replay.ts';
import { luck, statsAt } from '../../web/src/kinds/catan/replay/stats.ts';
import { beginnerGame } from '../domain/given.ts';

// The beginner board's fixed start: red (seat 0) is on mountains 10, pasture 2, hills 6 and on
// fields 9, forest 11, forest 8 — worth (3 + 1 + 5 + 4 + 2 + 5) / 36 = 20/36 cards per roll.
const start = beginnerGame(4);
const events: Event[] = [
  ...start,
  { type: 'DiceRolled', seat: 0, dice: [4, 4] },
  { type: 'ResourcesProduced', gains: [{ lumber: 1 }, {}, { ore: 1 }, { wool: 2 }] },
  { type: 'ResourceStolen', thief: 1, victim: 0, resource: 'lumber' },
  { type: 'ResourcesDiscarded', seat: 3, resources: { wool: 2, brick: 2 } },
  { type: 'TradeCompleted', seat: 0, partner: 1, give: { grain: 1 }, want: { ore: 1 } },
  { type: 'MaritimeTraded', seat: 2, give: 'brick', count: 4, receive: 'ore' },
  { type: 'MonopolyPlayed', seat: 3, resource: 'grain', taken: [1, 0, 2, 0] },
] as Event[];
const model = buildReplay(events);

describe('review statistics', () => {
  it('count what the rolls brought and what the buildings promised', () => {
    const [red, , orange, white] = statsAt(model, events.length);
    expect(red.receivedTotal).toBe(1);
    expect(red.received.lumber).toBe(1);
    expect(red.expected).toBeCloseTo(20 / 36, 10);
    expect(luck(red)).toBe(Math.round(100 / (20 / 36)));
    expect(orange.received.ore).toBe(1);
    expect(white.receivedTotal).toBe(2);
  });

  it('count the cards by the number rolled', () => {
    const stats = statsAt(model, events.length);
    expect(stats.map((s) => s.byNumber[8])).toEqual([1, 0, 1, 2]);
    expect(stats.map((s) => s.byNumber.reduce((a, b) => a + b, 0))).toEqual(stats.map((s) => s.receivedTotal));
  });

  it('count the robber\'s steals, discards and Monopoly, and list the trades for both sides', () => {
    const [red, blue, orange, white] = statsAt(model, events.length);
    expect([red.stolen, blue.stole]).toEqual([1, 1]);
    expect(white.discarded).toBe(4);
    expect([red.monopolized, orange.monopolized, white.monopolized]).toEqual([1, 2, 0]);
    expect(red.trades).toEqual([{ with: 1, gave: { grain: 1 }, got: { ore: 1 } }]);
    expect(blue.trades).toEqual([{ with: 0, gave: { ore: 1 }, got: { grain: 1 } }]);
    expect(orange.trades).toEqual([{ with: 'bank', gave: { brick: 4 }, got: { ore: 1 } }]);
  });

  it('follow the position: nothing before the roll, and the starting roads and no knights', () => {
    const before = statsAt(model, start.length);
    expect(before.map((s) => s.receivedTotal)).toEqual([0, 0, 0, 0]);
    expect(before.map((s) => s.expected)).toEqual([0, 0, 0, 0]);
    expect(luck(before[0])).toBeNull();
    expect(before.map((s) => s.longestRoad)).toEqual([1, 1, 1, 1]);
    expect(before.map((s) => s.knights)).toEqual([0, 0, 0, 0]);
  });
});
