// The review's figures over time and the development cards played, on a hand-made stream with
// known answers: cards from rolls (in all and by resource) at each turn start, longest roads,
// knights, and which cards each player has played by a position.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../domain/catan/index.ts';
import { buildReplay } from '../../web/src/state/replay.ts';
import { sampleAt, seriesOf } from '../../web/src/replay/series.ts';
import { statsAt } from '../../web/src/kinds/catan/replay/stats.ts';
import { beginnerGame } from '../domain/given.ts';

const start = beginnerGame(4);
const turn1: Event[] = [
  { type: 'DiceRolled', seat: 0, dice: [4, 4] },
  { type: 'ResourcesProduced', gains: [{ lumber: 1 }, {}, { ore: 1 }, { wool: 2 }] },
  { type: 'TurnEnded', seat: 0, next: 1 },
];
const turn2: Event[] = [
  { type: 'DevelopmentCardBought', seat: 1, card: 'knight' },
  { type: 'DiceRolled', seat: 1, dice: [2, 3] },
  { type: 'ResourcesProduced', gains: [{ lumber: 2 }, { brick: 1, grain: 1 }, {}, {}] },
  { type: 'TurnEnded', seat: 1, next: 2 },
];
const turn3: Event[] = [
  { type: 'KnightPlayed', seat: 2 },
  { type: 'YearOfPlentyPlayed', seat: 2, resources: { ore: 2 } },
  { type: 'DiceRolled', seat: 2, dice: [1, 2] },
  { type: 'ResourcesProduced', gains: [{}, {}, {}, { grain: 1 }] },
];
const events = [...start, ...turn1, ...turn2, ...turn3] as Event[];
const model = buildReplay(events);

describe('the review over time', () => {
  const samples = seriesOf(model);

  it('samples every turn start and the end, turn by turn', () => {
    expect(samples.map((s) => s.turn)).toEqual([1, 2, 3, 3]);
    expect(samples.map((s) => s.position)).toEqual([start.length, start.length + 3, start.length + 7, events.length]);
  });

  it('adds up the cards each seat received from rolls, in all and by resource', () => {
    expect(samples.map((s) => s.values.received)).toEqual([[0, 0, 0, 0], [1, 0, 1, 2], [3, 2, 1, 2], [3, 2, 1, 3]]);
    expect(samples.map((s) => s.values.lumber)).toEqual([[0, 0, 0, 0], [1, 0, 0, 0], [3, 0, 0, 0], [3, 0, 0, 0]]);
    expect(samples.at(-1)!.values.grain).toEqual([0, 1, 0, 1]);
    // Year of Plenty is not a roll.
    expect(samples.at(-1)!.values.ore).toEqual([0, 0, 1, 0]);
  });

  it('follows the longest roads and the knights played', () => {
    expect(samples.map((s) => s.values.road)).toEqual(samples.map(() => [1, 1, 1, 1]));
    expect(samples.map((s) => s.values.knights)).toEqual([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]]);
  });

  it('shows, at any position, the last sample at or before it', () => {
    expect(sampleAt(samples, 0)).toBe(0);
    expect(sampleAt(samples, start.length + 2)).toBe(0);
    expect(sampleAt(samples, start.length + 3)).toBe(1);
    expect(sampleAt(samples, events.length)).toBe(3);
  });
});

describe('the development cards played', () => {
  it('are counted by kind up to the position, a bought card not among them', () => {
    const before = statsAt(model, start.length + 7);
    expect(before.map((s) => s.played.knight)).toEqual([0, 0, 0, 0]);
    const after = statsAt(model, events.length);
    expect(after[2].played).toEqual({ knight: 1, roadBuilding: 0, yearOfPlenty: 1, monopoly: 0 });
    expect(after[1].played).toEqual({ knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0 });
  });
});
