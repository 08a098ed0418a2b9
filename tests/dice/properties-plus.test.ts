// Properties of whole Plus-side games between bots (2–4 players), first half: an independent
// referee replays each game (connections, costs, dice counts, awards, the win at 10 VP).
import { describe, expect, it } from 'vitest';
import { simulate } from '../../domain/dice/index.ts';
import { checkPlusGames } from './plus-games.ts';

describe('Plus games between bots', () => {
  it('games 1–500: everything built connected, awards as the rules say, a winner at 10 VP in its own turn', () => {
    checkPlusGames(0, 500);
  });

  it('is the same game for the same seed', () => {
    expect(simulate(7, { side: 'plus', players: 4 }).events).toEqual(simulate(7, { side: 'plus', players: 4 }).events);
  });
});
