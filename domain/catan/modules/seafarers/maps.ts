// The Seafarers scenarios' maps as data, transcribed from RULES.md §7.4 (the 2015 layouts, checked
// there against two independent sources). Grids in axial (q, r), pointy-top: each row starts at
// column `q` and lists its cells west to east: `~` sea, `?` a fog space, a terrain letter (H hills,
// F forest, P pasture, W fields, M mountains, G gold field, D desert) with its number token. The
// outer ring of cells is the frame (sea). Harbors: "(q,r) SIDE kind" on a side of a land hex.
// scenario.ts reads and checks them; a map that does not check out is refused, never played.

export type ScenarioId = 'new-shores' | 'four-islands' | 'fog-islands' | 'through-the-desert';
/** In the lobby's order (catan/options.ts names them for the protocol; the composition test checks both agree). */
export const SCENARIOS: readonly ScenarioId[] = ['new-shores', 'four-islands', 'fog-islands', 'through-the-desert'];

export interface IslandData {
  /** Its hexes, "q,r" separated by spaces. */
  readonly hexes: string;
  /** Points for a seat's first settlement there when it is not one of its home islands (0: none). */
  readonly bonus: number;
  /** May a set-up settlement stand here (a home island)? */
  readonly setup: boolean;
}

export interface MapData {
  readonly rows: readonly (readonly [r: number, q: number, cells: string])[];
  readonly islands: readonly IslandData[];
  readonly harbors: readonly string[];
  /** The book's harbor types are shuffled face down over the harbor spots (New Shores, 4 players). */
  readonly shuffleHarbors?: boolean;
  readonly robber: string;
  readonly pirate: string;
  readonly victoryPoints: number;
  /** The face-down stacks beside the board (The Fog Islands): hexes by terrain letter, tokens. */
  readonly fog?: { readonly hexes: string; readonly tokens: readonly number[] };
}

const island = (hexes: string, bonus: number, setup: boolean): IslandData => ({ hexes, bonus, setup });

export const MAPS: Readonly<Record<ScenarioId, Readonly<Record<3 | 4, MapData>>>> = {
  'new-shores': {
    3: {
      rows: [[0, 2, '~ ~ ~ ~ ~'], [1, 1, '~ H12 G5 ~ ~ ~'], [2, 0, '~ ~ ~ ~ P4 M9 ~'], [3, -1, '~ ~ W4 P6 ~ W3 ~ ~'],
        [4, -1, '~ P2 M5 F10 ~ G4 ~ ~'], [5, -2, '~ H8 P10 P9 F8 ~ ~ ~'], [6, -2, '~ W11 M3 H11 ~ M8 ~'], [7, -2, '~ W6 F5 ~ H10 ~'], [8, -2, '~ ~ ~ ~ ~']],
      islands: [
        island('1,3 2,3 0,4 1,4 2,4 -1,5 0,5 1,5 2,5 -1,6 0,6 1,6 -1,7 0,7', 0, true),
        island('2,1 3,1', 2, false), island('4,2 5,2 4,3 4,4', 2, false), island('3,6 2,7', 2, false),
      ],
      harbors: ['(1,3) W grain', '(2,3) E generic', '(-1,5) NW ore', '(-1,5) SW generic', '(2,5) NE wool', '(-1,7) W brick', '(0,7) E generic', '(0,7) SW lumber'],
      robber: '2,1', pirate: '5,4', victoryPoints: 14,
    },
    4: {
      rows: [[0, 2, '~ ~ ~ ~ ~ ~'], [1, 1, '~ M8 P11 ~ G4 ~ ~'], [2, 0, '~ ~ ~ ~ ~ H5 M2 ~'], [3, -1, '~ ~ P5 F6 M4 ~ F9 ~ ~'],
        [4, -1, '~ W12 H11 W3 P9 ~ G10 ~ ~'], [5, -2, '~ H6 F10 D W11 F5 ~ ~ ~'], [6, -2, '~ M3 P4 H9 P8 ~ H3 ~'], [7, -2, '~ W8 F2 M10 ~ W6 ~'], [8, -2, '~ ~ ~ ~ ~ ~']],
      islands: [
        island('1,3 2,3 3,3 0,4 1,4 2,4 3,4 -1,5 0,5 1,5 2,5 3,5 -1,6 0,6 1,6 2,6 -1,7 0,7 1,7', 0, true),
        island('2,1 3,1', 2, false), island('5,1 5,2 6,2 5,3 5,4', 2, false), island('4,6 3,7', 2, false),
      ],
      harbors: ['(1,3) NW grain', '(2,3) NE generic', '(0,4) W ore', '(3,4) NE lumber', '(3,5) E generic', '(-1,6) W wool', '(2,6) SE generic', '(-1,7) SW generic', '(0,7) SE brick'],
      shuffleHarbors: true, robber: '1,5', pirate: '6,4', victoryPoints: 14,
    },
  },
  'four-islands': {
    3: {
      rows: [[0, 2, '~ ~ ~ ~ ~'], [1, 1, '~ ~ ~ W4 P3 ~'], [2, 0, '~ M4 F9 ~ W9 H5 ~'], [3, -1, '~ P6 M10 ~ F8 H11 ~ ~'],
        [4, -1, '~ ~ ~ ~ ~ ~ ~'], [5, -2, '~ W11 M8 F3 ~ H10 H6 ~'], [6, -2, '~ F5 P9 ~ M2 W5 ~'], [7, -2, '~ P12 ~ ~ ~ ~'], [8, -2, '~ ~ ~ ~ ~']],
      islands: [
        island('1,2 2,2 0,3 1,3', 2, true), island('-1,5 0,5 1,5 -1,6 0,6 -1,7', 2, true),
        island('4,1 5,1 4,2 5,2 3,3 4,3', 2, true), island('3,5 4,5 2,6 3,6', 2, true),
      ],
      harbors: ['(2,2) SE ore', '(5,2) NE generic', '(0,3) NW generic', '(4,3) SW brick', '(-1,5) NE lumber', '(-1,5) SW generic', '(4,5) SE grain', '(0,6) SE wool', '(2,6) NW generic'],
      robber: '-1,7', pirate: '2,4', victoryPoints: 13,
    },
    4: {
      rows: [[0, 2, '~ ~ ~ ~ ~'], [1, 1, '~ P8 ~ F9 F11 ~'], [2, 0, '~ H10 ~ M3 W12 P5 ~'], [3, -1, '~ W5 F3 ~ H5 M10 ~ ~'],
        [4, -1, '~ ~ ~ F6 ~ ~ ~'], [5, -2, '~ H4 P9 ~ ~ F9 P11 ~'], [6, -2, '~ W6 M4 H2 ~ M8 ~'], [7, -2, '~ P10 W11 ~ W4 ~'], [8, -2, '~ ~ ~ ~ ~']],
      islands: [
        island('2,1 1,2 0,3 1,3', 2, true), island('-1,5 0,5 -1,6 0,6 1,6 -1,7 0,7', 2, true),
        island('4,1 5,1 3,2 4,2 5,2 3,3 4,3 2,4', 2, true), island('3,5 4,5 3,6 2,7', 2, true),
      ],
      harbors: ['(1,2) W grain', '(5,2) SE lumber', '(0,3) SE generic', '(2,4) NW generic', '(-1,5) SW brick', '(4,5) NW ore', '(4,5) SE generic', '(0,6) NE generic', '(-1,7) W wool'],
      robber: '4,2', pirate: '5,4', victoryPoints: 13,
    },
  },
  'fog-islands': {
    3: {
      rows: [[0, 2, '~ ~ ~ ~ ~ ~'], [1, 1, '~ ? ? ~ P12 ~ ~'], [2, 0, '~ ? ? ~ W10 M8 ~ ~'], [3, -1, '~ ~ ~ ? ~ F9 H11 ~'],
        [4, -1, '~ M4 ~ ? ~ P5 F6 ~'], [5, -2, '~ P9 P8 ~ ? ~ ~ ~'], [6, -2, '~ W3 F5 ~ ? ? ? ~'], [7, -2, '~ F11 H6 ~ ? ? ~'], [8, -2, '~ ~ ~ ~ ~ ~']],
      islands: [island('0,4 -1,5 0,5 -1,6 0,6 -1,7 0,7', 0, true), island('5,1 4,2 5,2 4,3 5,3 4,4 5,4', 0, true)],
      harbors: ['(5,1) E generic', '(4,2) NW brick', '(5,3) NE lumber', '(0,4) W generic', '(5,4) NE ore', '(-1,5) SW grain', '(-1,7) W wool', '(0,7) SW generic'],
      robber: '5,1', pirate: '6,4', victoryPoints: 12,
      fog: { hexes: '~ ~ G G H H F P W W M M', tokens: [3, 3, 4, 5, 6, 8, 9, 10, 11, 12] },
    },
    4: {
      rows: [[0, 2, '~ ~ ~ ~ ~ ~'], [1, 1, '~ ? ? ~ F5 P2 ~'], [2, 0, '~ ~ ? ? ~ P8 H9 ~'], [3, -1, '~ F5 ~ ? ? ~ F4 W6 ~'],
        [4, -1, '~ W11 ~ ? ? ~ M3 ~'], [5, -2, '~ M8 P10 ~ ~ ? ~ ~ ~'], [6, -2, '~ H12 F6 P9 ~ ? ? ~'], [7, -2, '~ M3 W10 H4 ~ ? ~'], [8, -2, '~ ~ ~ ~ ~ ~']],
      islands: [island('0,3 0,4 -1,5 0,5 -1,6 0,6 1,6 -1,7 0,7 1,7', 0, true), island('5,1 6,1 5,2 6,2 5,3 6,3 5,4', 0, true)],
      harbors: ['(6,1) E generic', '(6,1) NW generic', '(0,3) SW generic', '(6,3) NE ore', '(5,4) E lumber', '(-1,5) SW brick', '(-1,7) SE grain', '(-1,7) W generic', '(1,7) SW wool'],
      robber: '-1,6', pirate: '6,4', victoryPoints: 12,
      fog: { hexes: '~ ~ G G H H F P W W M M', tokens: [3, 4, 5, 6, 8, 9, 10, 11, 11, 12] },
    },
  },
  'through-the-desert': {
    3: {
      rows: [[0, 2, '~ ~ ~ ~ ~'], [1, 1, '~ G4 D ~ M8 ~'], [2, 0, '~ F3 D F4 ~ P11 ~'], [3, -1, '~ W6 D H5 P6 ~ ~ ~'],
        [4, -1, '~ ~ M3 F10 ~ G5 ~'], [5, -2, '~ F11 H6 W2 H9 ~ ~ ~'], [6, -2, '~ M10 W9 F8 ~ W9 ~'], [7, -2, '~ P8 P4 ~ M5 ~'], [8, -2, '~ ~ ~ ~ ~']],
      islands: [
        island('3,2 2,3 3,3 1,4 2,4 -1,5 0,5 1,5 2,5 -1,6 0,6 1,6 -1,7 0,7', 0, true), island('3,1 2,2 1,3', 0, false),
        island('2,1 1,2 0,3', 2, false), island('5,1 5,2', 2, false), island('4,4', 2, false), island('3,6 2,7', 2, false),
      ],
      harbors: ['(3,2) NE lumber', '(-1,5) SW wool', '(0,5) NW grain', '(2,5) NE generic', '(2,5) SE generic', '(-1,7) W ore', '(-1,7) SE brick', '(0,7) E generic'],
      robber: '2,2', pirate: '5,4', victoryPoints: 14,
    },
    4: {
      rows: [[0, 2, '~ ~ ~ ~ ~ ~'], [1, 1, '~ G10 D F5 ~ M9 ~'], [2, 0, '~ M11 D H3 P6 ~ W4 ~'], [3, -1, '~ W8 D M8 W10 F4 ~ H2 ~'],
        [4, -1, '~ ~ F10 H11 P9 ~ ~ ~'], [5, -2, '~ H12 H6 W5 F8 ~ G5 P3 ~'], [6, -2, '~ P3 P11 M4 ~ ~ ~ ~'], [7, -2, '~ ~ F9 ~ M6 W12 ~'], [8, -2, '~ ~ ~ ~ ~ ~']],
      islands: [
        island('4,1 3,2 4,2 2,3 3,3 4,3 1,4 2,4 3,4 -1,5 0,5 1,5 2,5 -1,6 0,6 1,6 0,7', 0, true), island('3,1 2,2 1,3', 0, false),
        island('2,1 1,2 0,3', 2, false), island('6,1 6,2 6,3', 2, false), island('4,5 5,5', 2, false), island('2,7 3,7', 2, false),
      ],
      harbors: ['(4,1) E brick', '(4,3) NE generic', '(4,3) SE generic', '(1,4) W wool', '(2,5) SE generic', '(-1,6) W grain', '(-1,6) SE ore', '(0,7) E lumber', '(0,7) SW generic'],
      robber: '2,2', pirate: '6,4', victoryPoints: 14,
    },
  },
};
