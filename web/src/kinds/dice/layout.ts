// Where each symbol sits on the drawn sheet of both sides (data). The islands are flat-top hexes;
// a road runs along a hex side from the corner where the road it continues ends, and a settlement
// or city stands at the end of its road. Coordinates are in lattice units: x in half hex radii,
// y in half hex heights, with the island's centre field at [0, 0] (so every corner of the island
// is a pair of small integers).
//
// Sources of the layout (see the rules digest, §3.3 and §3.4, and the Portuguese rulebook):
// - The rulebook: the standard side is the front of the sheet; the Plus side the back. Each
//   knight shows the resource "que aparece por baixo desse cavaleiro", the first knight ore
//   ("número 1: minério"), the sixth a question mark ("número 6: ponto de interrogação"). The
//   start road is printed as built ("A estrada inicial já está construída"). On the Plus side the
//   symbols carry no values ("não têm pontuações atribuídas"), the Longest Road is taken with the
//   fifth road ("a quinta estrada") and there is "o par de cavaleiros que está no deserto" (one
//   pair, in the desert).
// - The digest's sheet data (mKatan's drawn sheets, corroborated by the other engines' graphs):
//   the fields of both islands (desert at the top centre, ore upper left, brick upper right, grain
//   lower left, lumber lower right, wool at the bottom; Island Two a second desert in the centre);
//   every road on its hex side, every settlement and city on its corner, as below. The start road
//   is the side between the ore field and the top desert, and ends at the first settlement, the
//   centre field's upper-left corner. The line runs down the centre field's left side with the
//   city branches out to the left edge, along the bottom, and back up the right: on Island One
//   the settlement branch (settlements 9 and 11) up the centre field's right side and the city
//   branch (cities 20 and 30) along the right edge; on Island Two round the right edge and the top
//   back to the top desert. Knights: one in each resource field (Island One's "?" in the top
//   desert); Island Two's pairs side by side in a desert. The Longest Road's shaded road
//   (Island Two's r6) is derived from the structure graph.
// - The drawing's own choices: Island One's centre field (the sources name seven fields but none
//   gives it a resource or a knight, and mKatan leaves it empty) is drawn as a blank field; on
//   Island Two with one desert pair (the book), the pair stands in the top desert and the centre
//   field is blank, with two pairs (mKatan) the centre is the second desert. A knight stands a
//   little below its field's centre (the printed sheet's exact spot inside the field is not
//   known); the scale, colours and symbol shapes are the drawing's own.
import type { DiceResource, Side } from '../../../../domain/dice/types.ts';

export type Cell = readonly [x: number, y: number];
/** A field of the island; 'blank' is a field with no resource and no knight. */
export type Field = DiceResource | 'desert' | 'blank';

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

// The seven fields: the top one, the four at the sides, the bottom one and the centre.
const TOP: Cell = [0, -2];
const CENTRE: Cell = [0, 0];
const UPPER_LEFT: Cell = [-3, -1];
const UPPER_RIGHT: Cell = [3, -1];
const LOWER_LEFT: Cell = [-3, 1];
const LOWER_RIGHT: Cell = [3, 1];
const BOTTOM: Cell = [0, 2];

/** The ring of fields both islands share (sourced); the centre field differs. */
const RING: SheetLayout['fields'] = [
  { at: TOP, field: 'desert' },
  { at: UPPER_LEFT, field: 'ore' }, { at: UPPER_RIGHT, field: 'brick' },
  { at: LOWER_LEFT, field: 'grain' }, { at: LOWER_RIGHT, field: 'lumber' }, { at: BOTTOM, field: 'wool' },
];

/** A knight stands in its resource's field, a little below the centre (its joker goes under it). */
const inField = ([x, y]: Cell, dx = 0): Cell => [x + dx, y + 0.3];

/** The knights of the five resource fields, in the sheets' order (k1 ore … k5 brick). */
const RESOURCE_KNIGHTS = {
  k1: inField(UPPER_LEFT), k2: inField(LOWER_LEFT), k3: inField(BOTTOM), k4: inField(LOWER_RIGHT), k5: inField(UPPER_RIGHT),
} as const;

// The corners the two islands' lines share: the start road ends at the centre field's upper-left
// corner, and the line runs down its left side to the bottom, with the city branches to the left.
const ISLAND_ONE: SheetLayout = {
  fields: [...RING, { at: CENTRE, field: 'blank' }],
  roads: {
    r0: [[-2, -2], [-1, -1]], r1: [[-1, -1], [-2, 0]], r2: [[-2, 0], [-4, 0]], r3: [[-2, 0], [-1, 1]],
    r4: [[-1, 1], [-2, 2]], r5: [[-2, 2], [-4, 2]], r6: [[-2, 2], [-1, 3]], r7: [[-1, 3], [1, 3]],
    r8: [[1, 3], [2, 2]],
    // settlements 9 and 11: up the centre field's right side
    r9: [[2, 2], [1, 1]], r10: [[1, 1], [2, 0]], r11: [[2, 0], [1, -1]], r12: [[1, -1], [2, -2]],
    // cities 20 and 30: along the right edge
    r13: [[2, 2], [4, 2]], r14: [[4, 2], [5, 1]], r15: [[5, 1], [4, 0]], r16: [[4, 0], [5, -1]],
  },
  spots: {
    s3: [-1, -1], s4: [-1, 1], s5: [-1, 3], s7: [2, 2], s9: [2, 0], s11: [2, -2],
    c7: [-4, 0], c12: [-4, 2], c20: [5, 1], c30: [5, -1],
    ...RESOURCE_KNIGHTS, k6: inField(TOP),
  },
};

const ISLAND_TWO: SheetLayout = {
  fields: [...RING, { at: CENTRE, field: 'desert' }],
  roads: {
    r0: [[-2, -2], [-1, -1]], r1: [[-1, -1], [-2, 0]], r2: [[-2, 0], [-4, 0]], r3: [[-2, 0], [-1, 1]],
    r4: [[-1, 1], [-2, 2]], r5: [[-2, 2], [-4, 2]], r6: [[-2, 2], [-1, 3]], r7: [[-1, 3], [1, 3]],
    r8: [[1, 3], [2, 2]], r9: [[2, 2], [4, 2]], r10: [[4, 2], [5, 1]], r11: [[5, 1], [4, 0]],
    r12: [[4, 0], [2, 0]], r13: [[4, 0], [5, -1]], r14: [[5, -1], [4, -2]], r15: [[4, -2], [2, -2]],
    r16: [[2, -2], [1, -3]], r17: [[1, -3], [-1, -3]],
  },
  spots: {
    sa: [-1, -1], sb: [-1, 1], sc: [-1, 3], sd: [5, 1], se: [5, -1], sf: [2, -2], sg: [-1, -3],
    ca: [-4, 0], cb: [-4, 2], cc: [2, 2], cd: [2, 0],
    ...RESOURCE_KNIGHTS,
    // The desert knights, side by side: the first pair in the top desert, a second in the centre.
    d1a: inField(TOP, -0.8), d1b: inField(TOP, 0.8), d2a: inField(CENTRE, -0.8), d2b: inField(CENTRE, 0.8),
  },
};

export const LAYOUTS: Readonly<Record<Side, SheetLayout>> = { standard: ISLAND_ONE, plus: ISLAND_TWO };

/**
 * The fields drawn for a sheet: Island Two's centre is a desert only when it holds the second
 * pair of desert knights (with the book's single pair it is a blank field).
 */
export function fieldsOf(side: Side, desertPairs: number): SheetLayout['fields'] {
  const { fields } = LAYOUTS[side];
  if (side !== 'plus' || desertPairs >= 2) return fields;
  return fields.map((f) => (f.at === CENTRE ? { at: f.at, field: 'blank' as const } : f));
}

/** The drawing's box around the island (lattice −5…5 by −3…3, with a margin for the symbols). */
export const VIEW_BOX = { x: -6 * UNIT_X, y: -3.6 * UNIT_Y, width: 12 * UNIT_X, height: 7.2 * UNIT_Y } as const;
