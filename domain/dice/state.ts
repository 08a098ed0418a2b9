// Game state: a union by phase. Everything on the table is public, so every viewer folds the
// same state. Derived facts (the pool of resources, points, lines) are functions of it.
import { longestLine, structureOf, type Sheet } from './sheets.ts';
import { FACES, type DiceBotLevel, type Face, type Seat, type Side } from './types.ts';

/** One player's sheet: what is marked on it. */
export interface SeatSheet {
  /** Symbols built, in the order built; the start road first. */
  readonly built: readonly string[];
  /** Knights (and desert pairs) whose joker is crossed out. */
  readonly jokers: readonly string[];
  /** Standard side: the score track, one box per turn played. */
  readonly track: readonly number[];
}

export interface Turn {
  readonly seat: Seat;
  /** The game turn, 0-based, counted over every seat's turns. */
  readonly number: number;
  /** The dice this turn rolls (the Plus side starts with 3). */
  readonly diceCount: number;
  readonly rolls: number;
  /** The faces showing (empty before the first roll); turned dice show their new resource. */
  readonly dice: readonly Face[];
  /** The last roll's kept dice. */
  readonly kept: readonly boolean[];
  /** Dice set aside: used in a build, or the second die of a gold trade. */
  readonly used: readonly boolean[];
  /** False once the player traded gold, used a joker or built: the roll then stands. */
  readonly rolling: boolean;
  /** Symbols built this turn. */
  readonly built: readonly string[];
}

interface Table {
  readonly side: Side;
  readonly sheet: Sheet;
  readonly players: number;
  readonly names: readonly (string | null)[];
  readonly bots: readonly boolean[];
  /** A bot seat's level; null for a person's seat (and a free one). */
  readonly levels: readonly (DiceBotLevel | null)[];
  /** Seconds per turn before a bot plays for an absent player; 0 when the game has no timer. */
  readonly timer: number;
  /** A rated table (DiceGameCreated.rated). */
  readonly rated?: true;
}

interface InPlay extends Table {
  /** People's seats a bot plays while their player is away (SeatTakenOver / SeatReturned). */
  readonly away: readonly boolean[];
  readonly sheets: readonly SeatSheet[];
  readonly turn: Turn;
  readonly largestArmy: Seat | null;
  readonly longestRoad: Seat | null;
  readonly longestRoadLength: number;
}

export type DiceState =
  | { readonly phase: 'none' }
  | (Table & { readonly phase: 'lobby' })
  | (InPlay & { readonly phase: 'playing' })
  | (InPlay & { readonly phase: 'finished'; readonly winners: readonly Seat[]; readonly totals: readonly number[] });

export type DicePhase = DiceState['phase'];
export type DiceInPhase<P extends DicePhase> = Extract<DiceState, { phase: P }>;
export type Playing = DiceInPhase<'playing'>;
type Sheeted = DiceInPhase<'playing' | 'finished'>;

export const initialState = (): DiceState => ({ phase: 'none' });

const awayAt = (s: DiceState, seat: Seat): boolean => (s.phase === 'playing' || s.phase === 'finished') && s.away[seat] === true;

/** The server plays this seat: a bot's, or a person's while its player is away. */
export const serverPlays = (s: DiceState, seat: Seat): boolean =>
  s.phase !== 'none' && ((s.levels[seat] ?? null) !== null || awayAt(s, seat));

/** Some seat has a person at the table: taken, not a bot's, and its player not away. */
export const humanPresent = (s: DiceState): boolean =>
  s.phase !== 'none' && s.names.some((name, seat) => name !== null && s.levels[seat] === null && !awayAt(s, seat));

/** The resources (and gold) of the dice not yet used this turn. */
export function poolOf(turn: Turn): Record<Face, number> {
  const pool = Object.fromEntries(FACES.map((f) => [f, 0])) as Record<Face, number>;
  turn.dice.forEach((f, i) => {
    if (!turn.used[i]) pool[f]++;
  });
  return pool;
}

export const isBuilt = (s: Sheeted, seat: Seat, id: string): boolean => s.sheets[seat].built.includes(id);

export const knightsBuilt = (s: Sheeted, seat: Seat): number =>
  s.sheets[seat].built.filter((id) => structureOf(s.sheet, id)?.kind === 'knight').length;

export const lineOf = (s: Sheeted, seat: Seat): number => longestLine(s.sheet, s.sheets[seat].built);

/** Points written on the symbols built (standard side), or their victory points (Plus side). */
export const builtPoints = (s: Sheeted, seat: Seat): number =>
  s.sheets[seat].built.reduce((sum, id) => sum + (structureOf(s.sheet, id)?.points ?? 0), 0);

/** Standard side: the score track's sum. Plus side: victory points, awards included. */
export function totalOf(s: Sheeted, seat: Seat): number {
  const awards = s.sheet.awards;
  if (!awards) return s.sheets[seat].track.reduce((a, b) => a + b, 0);
  return builtPoints(s, seat) + (s.largestArmy === seat ? awards.points : 0) + (s.longestRoad === seat ? awards.points : 0);
}

export const totals = (s: Sheeted): number[] => s.sheets.map((_, seat) => totalOf(s, seat));

/** The lobby's item: the phase, the side, who sits where, and the winners once it is over. */
export interface DiceSummary {
  readonly phase: DicePhase;
  readonly side: Side | null;
  readonly seats: readonly (string | null)[];
  readonly winners: readonly Seat[];
}

export function summary(s: DiceState): DiceSummary {
  if (s.phase === 'none') return { phase: 'none', side: null, seats: [], winners: [] };
  return { phase: s.phase, side: s.side, seats: s.names, winners: s.phase === 'finished' ? s.winners : [] };
}
