// Properties of whole Plus-side games between bots, second half (see properties-plus.test.ts).
import { describe, it } from 'vitest';
import { checkPlusGames } from './plus-games.ts';

describe('Plus games between bots', () => {
  it('games 501–1,000: everything built connected, awards as the rules say, a winner at 10 VP in its own turn', () => {
    checkPlusGames(500, 1000);
  });
});
