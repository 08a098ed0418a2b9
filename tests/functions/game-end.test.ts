// A finished game's end as players' pages count it (app/players/game-end.ts, stats.ts): a person's
// seat counts as finished when its player was at the table at the end — never taken over, or
// given back after a bot held it — and a seat a bot still held (they left, or never came back)
// does not; each seat's rolls add up to the review room's counts; a page's results, finished
// share and dice sum the games' ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate as simulateBoard } from '../../domain/catan/index.ts';
import { CATAN_VERIFY, eventDieTally } from '../../domain/catan/verify.ts';
import { simulate as simulateDice } from '../../domain/dice/index.ts';
import { DICE_VERIFY } from '../../domain/dice/verify.ts';
import { kindById, type AnyEvent } from '../../domain/platform/index.ts';
import { gameEndOf } from '../../functions/app/players/game-end.ts';
import { playerStats, type SeatedGame } from '../../functions/app/players/stats.ts';
import type { GameEnd, GameRecord } from '../../functions/store/types.ts';
import { seededCatanGame } from './seeded-game.ts';

type Loose = { readonly type: string; readonly seat?: number; readonly bot?: boolean; readonly level?: string };

/** A simulated game's events with every seat a person's (simulations seat bots). */
function peopleGame(kind: 'catan' | 'dice', seed: number): AnyEvent[] {
  const events: readonly AnyEvent[] = kind === 'dice'
    ? simulateDice(seed, { side: 'standard', players: 3 }).events : simulateBoard(seed, { players: 3, board: 'beginner' }).events;
  return events.map((e) => {
    if (e.type !== 'SeatClaimed') return e;
    const { level: _, ...claim } = e as Loose;
    return { ...claim, bot: false } as AnyEvent;
  });
}

const GAMES = { catan: peopleGame('catan', 3), dice: peopleGame('dice', 5) };

/** The events with hand-overs (seat, taken over or given back) spread between the start and the end. */
function withHandOvers(events: readonly AnyEvent[], kind: 'catan' | 'dice', moves: readonly { seat: number; back: boolean; at: number }[]): AnyEvent[] {
  const { startEvent, endEvent } = kindById(kind === 'dice' ? 'dice' : undefined);
  const start = events.findIndex((e) => e.type === startEvent) + 1;
  const end = events.findIndex((e) => e.type === endEvent);
  const out = [...events];
  // Inserted from the last place back, so that earlier places stay where they were.
  const placed = moves.map((m, i) => ({ ...m, i, index: start + Math.floor(m.at * (end - start)) }));
  for (const m of [...placed].sort((a, b) => b.index - a.index || b.i - a.i)) {
    out.splice(m.index, 0, { type: m.back ? 'SeatReturned' : 'SeatTakenOver', seat: m.seat } as AnyEvent);
  }
  return out;
}

describe('who was seated at a game’s end', () => {
  for (const kind of ['catan', 'dice'] as const) {
    it(`${kind}: seated unless a bot still held the seat at the end, whatever was handed over before`, () => {
      const move = fc.record({ seat: fc.integer({ min: 0, max: 2 }), back: fc.boolean(), at: fc.double({ min: 0, max: 0.999, noNaN: true }) });
      fc.assert(fc.property(fc.array(move, { maxLength: 12 }), (moves) => {
        const events = withHandOvers(GAMES[kind], kind, moves);
        const end = gameEndOf([{ events }])!;
        // The seat's last hand-over, in stream order, says it: a take-over not given back counts against.
        const last = (seat: number) => events.filter((e) => (e.type === 'SeatTakenOver' || e.type === 'SeatReturned') && (e as Loose).seat === seat).at(-1);
        expect(end.seated).toEqual([0, 1, 2].map((seat) => last(seat)?.type !== 'SeatTakenOver'));
      }), { numRuns: 60 });
    });
  }

  it('leaves a bot’s seat out, and counts each seat’s rolls as the review room does', () => {
    const { events } = simulateBoard(4, { players: 3, board: 'beginner' });
    const end = gameEndOf([{ events }])!;
    expect(end.seated).toEqual([null, null, null]);
    const people = gameEndOf([{ events: GAMES.catan }])!;
    const sum = people.rolls.reduce((a, b) => a.map((n, i) => n + b[i]!));
    expect(sum).toEqual(CATAN_VERIFY.tally(GAMES.catan as never).observed);
    expect(people.winners).toEqual(expect.arrayContaining([expect.any(Number)]));
    expect(people.eventDie).toBeUndefined();
    const dice = gameEndOf([{ events: GAMES.dice }])!;
    expect(dice.rolls.reduce((a, b) => a.map((n, i) => n + b[i]!))).toEqual(DICE_VERIFY.tally(GAMES.dice as never).observed);
  });

  it('counts Cities & Knights’ event die per seat, and nothing of a game not over', () => {
    const { records } = seededCatanGame(11, { modules: ['cities-knights'], levels: ['good', 'easy', 'good'] });
    const end = gameEndOf(records)!;
    const events = records.flatMap((r) => r.events);
    expect(end.eventDie!.reduce((a, b) => a.map((n, i) => n + b[i]!))).toEqual(eventDieTally(events as never)!.observed);
    expect(gameEndOf(records.slice(0, -3))).toBeNull();
  });
});

describe('a player page’s counts', () => {
  const at = (n: number) => `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`;
  const end = (seated: (boolean | null)[], winners: number[], rolls: number[][], eventDie?: number[][]): GameEnd => ({ seated, winners, rolls, ...(eventDie ? { eventDie } : {}) });
  const game = (id: string, day: number, more: Partial<GameRecord>): GameRecord => ({
    gameId: id, status: 'finished', createdAt: at(day), players: 2, board: 'beginner', seats: ['Ada', 'Bo'], seatTokenHashes: [null, null], ...more,
  });
  const sums = (n: number) => Array.from({ length: 11 }, (_, i) => (i === 5 ? n : 0));

  it('sums results by kind and expansion, the finished share over the newest 20, and the dice', () => {
    const games: SeatedGame[] = [
      { seat: 0, game: game('won-base', 1, { end: end([true, true], [0], [sums(3), sums(2)]) }) },
      { seat: 1, game: game('left-sea', 2, { modules: ['seafarers', 'helpers'], end: end([true, false], [1], [sums(1), sums(4)]) }) },
      { seat: 0, game: game('ck', 3, { modules: ['cities-knights'], end: end([true, null], [1], [sums(2), sums(2)], [[1, 0, 0, 0], [0, 1, 0, 0]]) }) },
      { seat: 0, game: game('dice', 4, { kind: 'dice', board: 'standard', end: end([true, true], [0, 1], [[1, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 0]]) }) },
      { seat: 1, game: game('old', 5, {}) },
      { seat: 0, game: game('under-way', 6, { status: 'playing' }) },
      // The same game at a second seat counts once, at the first.
      { seat: 1, game: game('won-base', 1, { end: end([true, true], [0], [sums(3), sums(2)]) }) },
    ];
    const stats = playerStats(games);
    expect(stats.results).toEqual([
      { kind: 'catan', played: 3, finished: 2, won: 1 },
      { kind: 'seafarers', played: 1, finished: 0, won: 0 },
      { kind: 'cities-knights', played: 1, finished: 1, won: 0 },
      { kind: 'helpers', played: 1, finished: 0, won: 0 },
      // A shared win is a win.
      { kind: 'dice', played: 1, finished: 1, won: 1 },
    ]);
    expect(stats.share).toEqual({ finished: 3, of: 4 });
    expect(stats.uncounted).toBe(1);
    expect(stats.dice).toEqual([
      { family: 'catan', games: 3, rolls: { own: sums(9), all: sums(14) }, eventDie: { own: [1, 0, 0, 0], all: [1, 1, 0, 0] } },
      { family: 'dice', games: 1, rolls: { own: [1, 0, 0, 0, 0, 2], all: [1, 0, 0, 0, 0, 2] } },
    ]);
  });

  it('takes the share over the newest 20 ended games only', () => {
    const games = Array.from({ length: 25 }, (_, i) => ({ seat: 0, game: game(`g${i}`, i + 1, { end: end([i >= 20 || i % 2 === 0, true], [1], [sums(0), sums(0)]) }) }));
    // The newest 20: games 20–24 (all finished) and 5–19 (the even ones: 7); 0–4 are older.
    expect(playerStats(games).share).toEqual({ finished: 5 + 7, of: 20 });
    expect(playerStats([]).share).toBeNull();
  });
});
