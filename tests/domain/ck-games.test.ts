// Properties of Cities & Knights games between bots (good, easy and random seats mixed, 3 and 4
// players, at 5–6 with both turn rules, and on Seafarers' maps): cards, commodities, walls and metropolises conserved at every event, points equal to
// their sources, a winner at 13 in its own turn, no seat's commodities known to another viewer,
// notation round trips. The ≥ 1,000-game sweep is `npm run bench` (tests/bench/cities-knights.ts).
import { describe, expect, it } from 'vitest';
import { format, parse, type Player } from '../../domain/catan/index.ts';
import { checkKnightsGame, checkKnightsHidden, playKnights, type KnightsGame } from './ck-checks.ts';

const TABLES: readonly (readonly Player[])[] = [['good', 'random', 'easy'], ['easy', 'good', 'random', 'easy'], ['random', 'easy', 'good', 'good']];
const GAMES: KnightsGame[] = [
  ...Array.from({ length: 9 }, (_, i) => ({ seed: 500 + i, players: TABLES[i % TABLES.length] })),
  // At 5–6 with each turn rule, and on Seafarers' maps.
  { seed: 600, players: ['good', 'easy', 'random', 'good', 'easy'], turnRule: 'special-building' },
  { seed: 601, players: ['good', 'easy', 'random', 'good', 'easy', 'easy'], turnRule: 'paired' },
  { seed: 602, players: ['good', 'easy', 'random', 'easy'], board: 'new-shores' },
  { seed: 603, players: ['good', 'easy', 'random'], board: 'through-the-desert' },
  // A gold pick owed on the roll that also put a seat over the progress cards' limit (found by the bench's sweep).
  { seed: 9_300_008, players: ['good', 'easy', 'random', 'easy'], board: 'new-shores' },
  // A bot's course for a ship from its own ship's end where an opponent's knight stands (the bench again).
  { seed: 9_300_788, players: ['good', 'easy', 'random', 'easy'], board: 'new-shores' },
];

describe('properties of Cities & Knights games between bots', () => {
  const played = GAMES.map((g) => ({ g, ...playKnights(g) }));

  it('finish with a winner at 13 in its own turn, conserving cards, commodities and points at every event', () => {
    for (const { g, events, state } of played) {
      expect(state.phase, `seed ${g.seed}`).toBe('finished');
      checkKnightsGame(g, events);
    }
  });

  it('show no seat\'s commodities to another viewer, and fold redacted streams into the redacted state', () => {
    for (const { g, events } of played.slice(0, 3)) checkKnightsHidden(g, events);
  });

  it('write and read back their notation', () => {
    for (const { events } of played.slice(0, 3)) expect(parse(format(events))).toEqual(events);
  });
});
