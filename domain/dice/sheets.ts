// The two sides of the score sheet as data (RULES.md §3.3 and §3.4): every symbol with what it
// needs, what it is worth, and the knights' jokers; plus the facts derived from the graphs.
import type { DiceResource, Side, StructureKind } from './types.ts';

export interface Structure {
  /** 'r0'…: roads; 's…' settlements, 'c…' cities, 'k…' knights, 'd…' desert knights. */
  readonly id: string;
  readonly kind: StructureKind;
  /** Standard side: the points written on the symbol. Plus side: victory points (settlement 1, city 2). */
  readonly points: number;
  /**
   * A road: the road it continues (null for the start road). A settlement or city: the road
   * leading to it. A knight: null (knights need no road).
   */
  readonly road: string | null;
  /** The symbol to build before this one (the standard side's ascending order); null: none. */
  readonly after: string | null;
  /** A road off the main line, leading to a city: never part of a continuous line. */
  readonly branch?: true;
  /** A knight's joker: the resource under it, 'any' for the question mark; null: a desert knight. */
  readonly joker?: DiceResource | 'any' | null;
}

/** A pair of desert knights: once both are built, one any-for-any swap per game. */
export interface DesertPair {
  readonly id: string;
  readonly knights: readonly [string, string];
}

export interface Sheet {
  readonly side: Side;
  readonly name: string;
  /** Every symbol, in the sheet's reading order. */
  readonly structures: readonly Structure[];
  /** The pre-built start road. */
  readonly start: string;
  readonly desertPairs: readonly DesertPair[];
  /** Standard side: the turns each player plays (the score track's boxes); null: no limit. */
  readonly turns: number | null;
  /** Points scored in a turn with no build (written as X); 0: none. */
  readonly idlePenalty: number;
  /** Plus side: the victory points that win; null: the highest total after the last turn wins. */
  readonly goal: number | null;
  /** Plus side: the Largest Army and Longest Road awards (null on the standard side). */
  readonly awards: { readonly points: number; readonly army: number; readonly road: number } | null;
  /** The dice of the game's first turn, and one more each game turn up to 6. */
  readonly firstDice: number;
}

const road = (n: number, from: number | null, branch = false): Structure => ({
  id: `r${n}`, kind: 'road', points: 0, road: from === null ? null : `r${from}`, after: null, ...(branch ? { branch: true as const } : {}),
});

const withPoints = (s: Structure, points: number): Structure => ({ ...s, points });

// ---- Island One (the standard side), AND's numbering ------------------------------------------

const ONE_ROADS: readonly [number, number | null, boolean?][] = [
  [0, null], [1, 0], [2, 1, true], [3, 1], [4, 3], [5, 4, true], [6, 4], [7, 6], [8, 7],
  [9, 8], [10, 9], [11, 10], [12, 11], [13, 8], [14, 13], [15, 14], [16, 15],
];

/** [points, the road leading to it] in ascending order. */
const ONE_SETTLEMENTS: readonly [number, number][] = [[3, 0], [4, 3], [5, 6], [7, 8], [9, 10], [11, 12]];
const ONE_CITIES: readonly [number, number][] = [[7, 2], [12, 5], [20, 14], [30, 16]];
const ONE_JOKERS: readonly (DiceResource | 'any')[] = ['ore', 'grain', 'wool', 'lumber', 'brick', 'any'];

/** Each one in the list needs the one before it. */
const ascending = (kind: 'settlement' | 'city', prefix: string, list: readonly [number, number][]): Structure[] =>
  list.map(([points, r], i) => ({ id: `${prefix}${points}`, kind, points, road: `r${r}`, after: i === 0 ? null : `${prefix}${list[i - 1][0]}` }));

export const ISLAND_ONE: Sheet = {
  side: 'standard',
  name: 'Island One',
  structures: [
    ...ONE_ROADS.map(([n, from, branch]) => withPoints(road(n, from, branch), n === 0 ? 0 : 1)),
    ...ascending('settlement', 's', ONE_SETTLEMENTS),
    ...ascending('city', 'c', ONE_CITIES),
    ...ONE_JOKERS.map((joker, i): Structure => ({ id: `k${i + 1}`, kind: 'knight', points: i + 1, road: null, after: i === 0 ? null : `k${i}`, joker })),
  ],
  start: 'r0',
  desertPairs: [],
  turns: 15,
  idlePenalty: -2,
  goal: null,
  awards: null,
  firstDice: 6,
};

// ---- Island Two (the Plus side), MK's numbering ------------------------------------------------

const TWO_ROADS: readonly [number, number | null, boolean?][] = [
  [0, null], [1, 0], [2, 1, true], [3, 1], [4, 3], [5, 4, true], [6, 4], [7, 6], [8, 7], [9, 8],
  [10, 9], [11, 10], [12, 11, true], [13, 11], [14, 13], [15, 14], [16, 15], [17, 16],
];
const TWO_SETTLEMENTS: readonly [string, number][] = [['a', 0], ['b', 3], ['c', 6], ['d', 10], ['e', 13], ['f', 15], ['g', 17]];
const TWO_CITIES: readonly [string, number][] = [['a', 2], ['b', 5], ['c', 8], ['d', 12]];
/** One knight on each resource hex. */
const TWO_JOKERS: readonly DiceResource[] = ['ore', 'grain', 'wool', 'lumber', 'brick'];

function islandTwo(pairs: number): Sheet {
  const desertPairs: DesertPair[] = Array.from({ length: pairs }, (_, i) => ({ id: `d${i + 1}`, knights: [`d${i + 1}a`, `d${i + 1}b`] }));
  return {
    side: 'plus',
    name: 'Island Two',
    structures: [
      ...TWO_ROADS.map(([n, from, branch]) => road(n, from, branch)),
      ...TWO_SETTLEMENTS.map(([x, r]): Structure => ({ id: `s${x}`, kind: 'settlement', points: 1, road: `r${r}`, after: null })),
      ...TWO_CITIES.map(([x, r]): Structure => ({ id: `c${x}`, kind: 'city', points: 2, road: `r${r}`, after: null })),
      ...TWO_JOKERS.map((joker, i): Structure => ({ id: `k${i + 1}`, kind: 'knight', points: 0, road: null, after: null, joker })),
      ...desertPairs.flatMap((p) => p.knights.map((id): Structure => ({ id, kind: 'knight', points: 0, road: null, after: null, joker: null }))),
    ],
    start: 'r0',
    desertPairs,
    turns: null,
    idlePenalty: 0,
    goal: 10,
    awards: { points: 2, army: 3, road: 5 },
    firstDice: 3,
  };
}

/** Seed 000 speaks of one pair of desert knights (RULES.md's decision); MK's sheet draws two. */
export const DEFAULT_DESERT_PAIRS = 1;
export const MAX_DESERT_PAIRS = 2;

const ISLAND_TWO: readonly Sheet[] = Array.from({ length: MAX_DESERT_PAIRS }, (_, i) => islandTwo(i + 1));

/** The sheet of a side; `desertPairs` only matters on the Plus side. */
export function sheetFor(side: Side, desertPairs = DEFAULT_DESERT_PAIRS): Sheet {
  return side === 'standard' ? ISLAND_ONE : ISLAND_TWO[desertPairs - 1];
}

// ---- Derived facts ---------------------------------------------------------------------------

/** The sheets' symbols by id (the sheets are constants, so this is built once for each). */
const INDEXES = new Map<Sheet, ReadonlyMap<string, Structure>>(
  [ISLAND_ONE, ...ISLAND_TWO].map((sheet) => [sheet, new Map(sheet.structures.map((s) => [s.id, s]))]),
);

/** A symbol of the sheet by id, or undefined. */
export function structureOf(sheet: Sheet, id: string): Structure | undefined {
  return (INDEXES.get(sheet) ?? new Map(sheet.structures.map((s) => [s.id, s]))).get(id);
}

/** The most points a sheet can hold: every symbol built (awards not included). */
export const maxPoints = (sheet: Sheet): number => sheet.structures.reduce((sum, s) => sum + s.points, 0);

/**
 * The longest continuous line of the given roads, in roads: the longest path through the road
 * tree, branch roads left out (the start road counts). Each road joins the end of the road it
 * continues to its own end.
 */
export function longestLine(sheet: Sheet, built: readonly string[]): number {
  const roads = built.map((id) => structureOf(sheet, id)).filter((s): s is Structure => s?.kind === 'road' && !s.branch);
  const links = new Map<string, string[]>();
  const link = (a: string, b: string) => links.set(a, [...(links.get(a) ?? []), b]);
  for (const r of roads) {
    const from = r.road ?? 'start';
    link(from, r.id);
    link(r.id, from);
  }
  const deepest = (node: string, from: string | null): number =>
    Math.max(0, ...(links.get(node) ?? []).filter((n) => n !== from).map((n) => 1 + deepest(n, node)));
  return Math.max(0, ...[...links.keys()].map((node) => deepest(node, null)));
}

/** Every road a line may hold, from the start road along the main line. */
export const fullLine = (sheet: Sheet): number => longestLine(sheet, sheet.structures.filter((s) => s.kind === 'road').map((s) => s.id));
