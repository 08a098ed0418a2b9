// Self-play games of the Good bots as the evaluator's fit and calibration see them: positions
// sampled along each game (their features, from the full state) and who won. The table kinds mix
// the sizes and expansions the lobby offers; the fit uses one range of seeds, the calibration
// another it never saw ("held back").
import {
  decide, fold, initialState, moveOf, nextActor, playBots, seededRandom, supplyInputs,
  type BoardKind, type BotGameOptions, type Command, type Event, type State,
} from '../../domain/catan/index.ts';
import { positionFeatures } from '../../domain/catan/analysis/features.ts';
import { evaluate } from '../../domain/catan/analysis/evaluate.ts';

export interface Kind {
  readonly name: string;
  /** The evaluator's model for this kind of table (evaluate.ts's modelOf). */
  readonly model: string;
  readonly players: number;
  readonly options: BotGameOptions;
}

export const KINDS: readonly Kind[] = [
  { name: '4 players', model: 'base', players: 4, options: {} },
  { name: '3 players', model: 'three', players: 3, options: {} },
  { name: '5 players, special building', model: 'five', players: 5, options: { turnRule: 'special-building' } },
  { name: '6 players, paired', model: 'six', players: 6, options: { turnRule: 'paired' } },
  { name: '4 players, friends', model: 'friends', players: 4, options: { modules: ['friends'] } },
  { name: '4 players, helpers', model: 'helpers', players: 4, options: { modules: ['helpers'] } },
  { name: '4 players, harbormaster', model: 'harbormaster', players: 4, options: { modules: ['harbormaster'] } },
  { name: '4 players, cities & knights', model: 'cities-knights', players: 4, options: { modules: ['cities-knights'], maxCommands: 8000 } },
  { name: '4 players, seafarers', model: 'seafarers', players: 4, options: { board: 'new-shores' as BoardKind, modules: ['seafarers'], maxCommands: 6000 } },
];

export interface Sampled {
  readonly kind: number;
  readonly winner: number;
  /** By sampled position: each seat's features. */
  readonly positions: number[][][];
  /** The sampled states themselves, when asked for (the calibration evaluates them). */
  readonly states: State[];
}

/** One game of a kind with its positions sampled every `every` commands (null if it did not finish). */
export function sampleGame(kind: number, seed: number, every: number, keepStates = false): Sampled | null {
  const { players, options } = KINDS[kind];
  const positions: number[][][] = [];
  const states: State[] = [];
  let n = 0;
  const game = playBots(seed, Array.from({ length: players }, () => 'good' as const), {
    ...options,
    choose: (player, s, seat, random) => {
      if ((s.phase === 'setup' || s.phase === 'playing') && n++ % every === 0) {
        positions.push(positionFeatures(s));
        if (keepStates) states.push(s);
      }
      return moveOf(player, s, seat, random);
    },
  });
  return game.winner === null ? null : { kind, winner: game.winner, positions, states };
}

/**
 * Seeds of the fit's games, of the held-back test games (the bench's calibration table) and of
 * the calibration set (games held out from the fit on which the calibration map is fitted; never
 * the test games) never overlap.
 */
export const FIT_SEED = 40_000_000;
export const HELD_SEED = 50_000_000;
export const CALIB_SEED = 60_000_000;

export interface CalibrationRow {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  /** The games the tenth's seat-positions came from. */
  readonly games: number;
  readonly predicted: number;
  readonly observed: number;
  /** The 95 % interval's half-width of observed − predicted, a game's positions counted as one draw (they are not independent). */
  readonly noise: number;
  /** The widest 95 % band the evaluator gave in the tenth. */
  readonly widest: number;
}

/** Predictions bucketed by tenths: how often a seat given p won, with the mean p of the bucket; the bands (mean, widest, how many seat-positions wider than ±5 of how many). */
export function calibrationTable(samples: Iterable<Sampled>): { rows: CalibrationRow[]; games: number; widest: number; meanHalf: number; over: number; seatPositions: number } {
  const sums = Array.from({ length: 10 }, () => ({ count: 0, predicted: 0, won: 0, widest: 0, byGame: new Map<number, [number, number]>() }));
  let games = 0;
  let widest = 0;
  let halves = 0;
  let n = 0;
  let over = 0;
  for (const game of samples) {
    games++;
    for (const s of game.states) {
      const { chance, low, high } = evaluate(s);
      chance.forEach((p, seat) => {
        const b = sums[Math.min(9, Math.floor(p * 10))];
        const won = seat === game.winner ? 1 : 0;
        b.count++;
        b.predicted += p;
        b.won += won;
        const own = b.byGame.get(games) ?? [0, 0];
        own[0] += won - p;
        own[1]++;
        b.byGame.set(games, own);
        const half = Math.max(high[seat] - p, p - low[seat]);
        b.widest = Math.max(b.widest, half);
        widest = Math.max(widest, half);
        halves += half;
        if (half > 0.05) over++;
        n++;
      });
    }
  }
  const rows = sums.map((b, i) => {
    const gap = b.count ? (b.won - b.predicted) / b.count : 0;
    let v = 0;
    for (const [r, k] of b.byGame.values()) v += (r - k * gap) ** 2;
    return {
      from: i / 10, to: (i + 1) / 10, count: b.count, games: b.byGame.size,
      predicted: b.count ? b.predicted / b.count : 0, observed: b.count ? b.won / b.count : 0,
      noise: b.count ? (1.96 * Math.sqrt(v)) / b.count : 0, widest: b.widest,
    };
  });
  return { rows, games, widest, meanHalf: n ? halves / n : 0, over, seatPositions: n };
}

/** A whole game between Good bots as its event stream (what the review room replays). */
export function gameEvents(seed: number, kind = 0): Event[] {
  const { players, options } = KINDS[kind];
  const dice = seededRandom(seed);
  const events: Event[] = [];
  let state: State = initialState();
  const apply = (command: Command) => {
    const decision = decide(supplyInputs(command, dice, state), state);
    if (!decision.ok) throw new Error(`rejected ${decision.rejection.code}`);
    events.push(...decision.events);
    state = fold(decision.events, state);
  };
  apply({ type: 'CreateGame', players, board: options.board ?? 'variable', ...(options.turnRule ? { turnRule: options.turnRule } : {}), ...(options.modules ? { modules: options.modules } : {}) });
  for (let seat = 0; seat < players; seat++) apply({ type: 'ClaimSeat', seat, name: `Bot ${seat + 1}`, bot: true });
  for (let n = 0; state.phase !== 'finished' && n < 8000; n++) {
    const seat = nextActor(state);
    const command = seat === null ? null : moveOf('good', state, seat, seededRandom(seed * 7 + n));
    if (command === null) break;
    apply(command);
  }
  return events;
}
