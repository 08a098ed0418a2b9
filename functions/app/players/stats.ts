// A player's page's counts over their ended games (pure): each game from the end its games item
// records (game-end.ts), at the player's seat.
import { EXPANSIONS } from '../../../domain/catan/options.ts';
import { FACES } from '../../../domain/dice/types.ts';
import { TWO_DICE } from '../../../domain/shared/chi-square.ts';
import {
  RESULT_KINDS, SHARE_GAMES, type DiceRecord, type KindResults, type PlayerStats, type ResultKind, type RollCounts,
} from '../../protocol/player-stats.ts';
import type { GameEnd, GameRecord } from '../../store/types.ts';

/** A game of the player's, at their seat. */
export interface SeatedGame {
  readonly seat: number;
  readonly game: GameRecord;
}

/** The event die's faces: ship, trade, politics, science. */
const EVENT_FACES = 4;

type Ended = SeatedGame & { readonly end: GameEnd };

/** The result rows a game counts in: every board game, then each expansion it was played with; or the dice game. */
export const kindsOf = (game: GameRecord): ResultKind[] =>
  (game.kind === 'dice' ? ['dice'] : ['catan', ...EXPANSIONS.filter((m) => game.modules?.includes(m))]);

const finishedAt = ({ end, seat }: Ended): boolean => end.seated[seat] === true;
const wonAt = (g: Ended): boolean => finishedAt(g) && g.end.winners.includes(g.seat);

function resultsOf(games: readonly Ended[]): KindResults[] {
  const rows = new Map<ResultKind, { played: number; finished: number; won: number }>();
  for (const g of games) {
    for (const kind of kindsOf(g.game)) {
      const row = rows.get(kind) ?? { played: 0, finished: 0, won: 0 };
      rows.set(kind, { played: row.played + 1, finished: row.finished + Number(finishedAt(g)), won: row.won + Number(wonAt(g)) });
    }
  }
  return RESULT_KINDS.flatMap((kind) => {
    const row = rows.get(kind);
    return row ? [{ kind, ...row }] : [];
  });
}

const add = (sum: readonly number[], more: readonly number[]): number[] => sum.map((n, i) => n + (more[i] ?? 0));
const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

/** Sums the seats' counts: the player's own, and everyone's. */
function rollsOf(games: readonly { seat: number; counts: readonly (readonly number[])[] }[], size: number): RollCounts {
  let own = zeros(size);
  let all = zeros(size);
  for (const { seat, counts } of games) {
    own = add(own, counts[seat] ?? []);
    for (const seatCounts of counts) all = add(all, seatCounts);
  }
  return { own, all };
}

function diceOf(games: readonly Ended[]): DiceRecord[] {
  const board = games.filter((g) => g.game.kind !== 'dice');
  const dice = games.filter((g) => g.game.kind === 'dice');
  const withDie = board.filter((g) => g.end.eventDie !== undefined);
  return [
    ...(board.length === 0 ? [] : [{
      family: 'catan' as const, games: board.length, rolls: rollsOf(board.map((g) => ({ seat: g.seat, counts: g.end.rolls })), TWO_DICE.length),
      ...(withDie.length === 0 ? {} : { eventDie: rollsOf(withDie.map((g) => ({ seat: g.seat, counts: g.end.eventDie! })), EVENT_FACES) }),
    }]),
    ...(dice.length === 0 ? [] : [{ family: 'dice' as const, games: dice.length, rolls: rollsOf(dice.map((g) => ({ seat: g.seat, counts: g.end.rolls })), FACES.length) }]),
  ];
}

/** One game counts once, at the player's first seat in it (as ratings do). */
function oncePerGame(games: readonly SeatedGame[]): SeatedGame[] {
  const first = new Map<string, SeatedGame>();
  for (const g of [...games].sort((a, b) => a.seat - b.seat)) if (!first.has(g.game.gameId)) first.set(g.game.gameId, g);
  return [...first.values()];
}

/** The page's counts over `games` (the player's, any status): those that ended, newest first. */
export function playerStats(games: readonly SeatedGame[]): PlayerStats {
  const ended = oncePerGame(games).filter((g) => g.game.status === 'finished').sort((a, b) => b.game.createdAt.localeCompare(a.game.createdAt));
  const counted = ended.flatMap((g) => (g.game.end ? [{ ...g, end: g.game.end }] : []));
  const last = counted.slice(0, SHARE_GAMES);
  return {
    results: resultsOf(counted),
    share: last.length === 0 ? null : { finished: last.filter(finishedAt).length, of: last.length },
    dice: diceOf(counted),
    uncounted: ended.length - counted.length,
  };
}
