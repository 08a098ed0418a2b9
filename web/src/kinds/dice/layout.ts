// Where each symbol sits on the drawn sheet of both sides (data). The islands are seven flat-top
// hexes; a road runs along a hex side from the corner where the road it continues ends, and a
// settlement or city stands at the end of its road. Coordinates are in lattice units: x in half
// hex radii, y in half hex heights (so every corner of the island is a pair of small integers).
import type { DiceResource, Side } from '../../../../domain/dice/types.ts';

export type Cell = readonly [x: number, y: number];
export type Field = DiceResource | 'desert';

export interface SheetLayout {
  /** The island's fields: their centres and what they are. */
  readonly fields: readonly { readonly at: Cell; readonly field: Field }[];
  /** Each road from the corner where it starts to the corner where it ends. */
  readonly roads: Readonly<Record<string, readonly [Cell, Cell]>>;
  /** Settlements, cities and knights. */
  readonly spots: Readonly<Record<string, Cell>>;
}

/** Lattice units to the drawing's units: a hex radius is 40. */
export const UNIT_X = 20;
export const UNIT_Y = 34.64;
export const px = ([x, y]: Cell): { x: number; y: number } => ({ x: x * UNIT_X, y: y * UNIT_Y });

// The seven fields: a top, an upper-left… and a centre one. Island One: the desert at the top.
const TOP: Cell = [0, -2];
const CENTRE: Cell = [0, 0];
const UPPER_LEFT: Cell = [-3, -1];
const UPPER_RIGHT: Cell = [3, -1];
const LOWER_LEFT: Cell = [-3, 1];
const LOWER_RIGHT: Cell = [3, 1];
const BOTTOM: Cell = [0, 2];

const FIELDS: SheetLayout['fields'] = [
  { at: TOP, field: 'desert' }, { at: CENTRE, field: 'desert' },
  { at: UPPER_LEFT, field: 'ore' }, { at: UPPER_RIGHT, field: 'brick' },
  { at: LOWER_LEFT, field: 'grain' }, { at: LOWER_RIGHT, field: 'lumber' }, { at: BOTTOM, field: 'wool' },
];

/** A knight stands in its resource's field, a little below the centre (the number goes above). */
const inField = ([x, y]: Cell, dx = 0): Cell => [x + dx, y + 0.3];

const ISLAND_ONE: SheetLayout = {
  fields: FIELDS,
  roads: {
    r0: [[-5, 1], [-4, 0]], r1: [[-4, 0], [-2, 0]], r2: [[-2, 0], [-1, 1]], r3: [[-2, 0], [-1, -1]],
    r4: [[-1, -1], [1, -1]], r5: [[1, -1], [2, -2]], r6: [[1, -1], [2, 0]], r7: [[2, 0], [1, 1]],
    r8: [[1, 1], [2, 2]], r9: [[2, 2], [1, 3]], r10: [[1, 3], [-1, 3]], r11: [[-1, 3], [-2, 2]],
    r12: [[-2, 2], [-4, 2]], r13: [[2, 2], [4, 2]], r14: [[4, 2], [5, 1]], r15: [[5, 1], [4, 0]],
    r16: [[4, 0], [5, -1]],
  },
  spots: {
    s3: [-4, 0], s4: [-1, -1], s5: [2, 0], s7: [2, 2], s9: [-1, 3], s11: [-4, 2],
    c7: [-1, 1], c12: [2, -2], c20: [5, 1], c30: [5, -1],
    k1: inField(UPPER_LEFT), k2: inField(LOWER_LEFT), k3: inField(BOTTOM),
    k4: inField(LOWER_RIGHT), k5: inField(UPPER_RIGHT), k6: inField(TOP),
  },
};

const ISLAND_TWO: SheetLayout = {
  fields: FIELDS,
  roads: {
    r0: [[-5, 1], [-4, 0]], r1: [[-4, 0], [-2, 0]], r2: [[-2, 0], [-1, 1]], r3: [[-2, 0], [-1, -1]],
    r4: [[-1, -1], [-2, -2]], r5: [[-2, -2], [-4, -2]], r6: [[-2, -2], [-1, -3]], r7: [[-1, -3], [1, -3]],
    r8: [[1, -3], [2, -2]], r9: [[2, -2], [1, -1]], r10: [[1, -1], [2, 0]], r11: [[2, 0], [4, 0]],
    r12: [[4, 0], [5, -1]], r13: [[4, 0], [5, 1]], r14: [[5, 1], [4, 2]], r15: [[4, 2], [2, 2]],
    r16: [[2, 2], [1, 3]], r17: [[1, 3], [-1, 3]],
  },
  spots: {
    sa: [-4, 0], sb: [-1, -1], sc: [-1, -3], sd: [2, 0], se: [5, 1], sf: [2, 2], sg: [-1, 3],
    ca: [-1, 1], cb: [-4, -2], cc: [2, -2], cd: [5, -1],
    k1: inField(UPPER_LEFT), k2: inField(LOWER_LEFT), k3: inField(BOTTOM), k4: inField(LOWER_RIGHT), k5: inField(UPPER_RIGHT),
    // The desert knights: a pair in the top desert, a second pair (if printed) in the centre one.
    d1a: inField(TOP, -0.7), d1b: inField(TOP, 0.7), d2a: inField(CENTRE, -0.7), d2b: inField(CENTRE, 0.7),
  },
};

export const LAYOUTS: Readonly<Record<Side, SheetLayout>> = { standard: ISLAND_ONE, plus: ISLAND_TWO };

/** The drawing's box around the island (lattice −5…5 by −3…3, with a margin for the symbols). */
export const VIEW_BOX = { x: -6 * UNIT_X, y: -3.6 * UNIT_Y, width: 12 * UNIT_X, height: 7.2 * UNIT_Y } as const;
