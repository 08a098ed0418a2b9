// Seafarers' part of the state (state.parts.seafarers): the ships on the board, the pirate, the
// gold choices owed, the islands each seat calls home or has earned a bonus on, and the fog's
// face-down stacks (known to viewer 'all' only; the others count them).
import type { Table, Viewer } from '../../base/state.ts';
import type { HexKey, Seat, Terrain } from '../../base/types.ts';
import type { ScenarioId } from './maps.ts';
import { scenarioOf, type Scenario } from './scenario.ts';

export const SEAFARERS = 'seafarers';
export const SHIPS_PER_SEAT = 15;

export interface SeafarersPart {
  /** By edge index of the board's topology: the owning seat, or -1. */
  readonly ships: readonly number[];
  readonly shipsLeft: readonly number[];
  readonly pirate: HexKey;
  /** The turn number and edges of the ships built (or placed) in that turn: they may not move in it. */
  readonly fresh: { readonly turn: number; readonly edges: readonly number[] };
  /** The turn number in which a ship was last moved (-1: never); one move per turn. */
  readonly movedTurn: number;
  /** Resources of their choice each seat is owed from gold fields (and fog's gold). */
  readonly gold: readonly number[];
  /** By seat: the islands (scenario indices) of its set-up settlements. */
  readonly home: readonly (readonly number[])[];
  /** By seat: the foreign islands it has earned a bonus on. */
  readonly bonus: readonly (readonly number[])[];
  /** The fog's face-down stacks, top last: terrains and tokens; null where the viewer may not see them. */
  readonly fogHexes: readonly Terrain[] | null;
  readonly fogTokens: readonly number[] | null;
  readonly fogHexesLeft: number;
  readonly fogTokensLeft: number;
}

export const seafarersPart = (s: Pick<Table, 'parts'>): SeafarersPart => s.parts[SEAFARERS] as SeafarersPart;
export const hasSeafarers = (s: Pick<Table, 'parts'>): boolean => s.parts[SEAFARERS] !== undefined;

/** The scenario a Seafarers game is played on (its board kind), checked when the game was created. */
export const scenarioIn = (s: Pick<Table, 'boardKind' | 'players'>): Scenario => scenarioOf(s.boardKind as ScenarioId, s.players) as Scenario;

export function initialPart(s: Pick<Table, 'boardKind' | 'players' | 'roads'>, hexes: readonly Terrain[] | null, tokens: readonly number[] | null): SeafarersPart {
  const scenario = scenarioIn(s);
  const seats = Array.from({ length: s.players }, () => 0);
  return {
    ships: s.roads.map(() => -1), shipsLeft: seats.map(() => SHIPS_PER_SEAT), pirate: scenario.pirate,
    fresh: { turn: -1, edges: [] }, movedTurn: -1, gold: seats, home: seats.map(() => []), bonus: seats.map(() => []),
    fogHexes: hexes, fogTokens: tokens, fogHexesLeft: scenario.fogHexes.length, fogTokensLeft: scenario.fogTokens.length,
  };
}

/** The part as a viewer may know it: the stacks' order is the server's alone. */
export const redactPart = (part: unknown, viewer: Viewer): unknown => {
  const p = part as SeafarersPart;
  return viewer === 'all' || p.fogHexes === null ? p : { ...p, fogHexes: null, fogTokens: null };
};

/** Seats with gold owed, from `from` on in turn order. */
export function owing(part: SeafarersPart, from: Seat): Seat | null {
  const n = part.gold.length;
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (part.gold[seat] > 0) return seat;
  }
  return null;
}
