// A finished game's lobby summary carries its winner's score: the dice game's total (a solo game
// has a score and nobody it was won against), the board game's points.
import { describe, expect, it } from 'vitest';
import { summary } from '../../functions/app/lobby-push.ts';
import { scoreOf } from '../../functions/app/status.ts';
import type { GameRecord } from '../../functions/store/types.ts';

const record: GameRecord = {
  gameId: 'game_solo01', status: 'finished', createdAt: '2026-01-01T00:00:00.000Z', players: 1, board: 'standard',
  kind: 'dice', seats: ['Bea'], seatTokenHashes: [null], winner: 0, score: 42,
};

describe('a finished game\'s score', () => {
  it('is read from the end event or the finished state', () => {
    expect(scoreOf({ type: 'GameEnded', winners: [0], totals: [42] }, 0)).toBe(42);
    expect(scoreOf({ type: 'GameEnded', winners: [1], totals: [30, 51] }, 1)).toBe(51);
    expect(scoreOf({ type: 'GameWon', seat: 2, points: 10, victoryPointCards: 1 }, 2)).toBe(10);
    expect(scoreOf({ type: 'GameWon', seat: 2, points: 10 }, undefined)).toBeUndefined();
  });

  it('goes to the lobby with the winner', () => {
    expect(summary(record).winner).toEqual({ seat: 0, name: 'Bea', score: 42 });
    const { score: _, ...older } = record;
    expect(summary(older).winner).toEqual({ seat: 0, name: 'Bea' });
  });
});
