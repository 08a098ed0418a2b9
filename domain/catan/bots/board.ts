// What a bot reads off a board before any piece is placed: how many pips each intersection
// collects of each resource, which harbor it touches, and how scarce each resource is on this
// board. Computed once per board (like the board index) and shared by every decision.
import { indexOf, type BoardIndex, type Table } from '../base/state.ts';
import { RESOURCES } from '../base/types.ts';

/** Ways out of 36 to roll each number: the dots printed under a token. */
export const PIPS: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1];

/** A harbor as a number: -1 none, 0..4 the 2:1 harbor of RESOURCES[i], 5 a generic 3:1 harbor. */
export const GENERIC = 5;

export interface BoardFacts {
  /** By hex: the pips of its token (0 on the desert). */
  readonly hexPips: readonly number[];
  /** By hex: the index in RESOURCES of what it produces, or -1. */
  readonly hexResource: readonly number[];
  /** By vertex * 5 + resource index: the pips the intersection collects of that resource. */
  readonly vertexPips: Float64Array;
  /** By vertex: all its pips together. */
  readonly vertexTotal: Float64Array;
  /** By vertex: its harbor (see GENERIC), or -1. */
  readonly harbor: Int8Array;
  /**
   * By resource index: how much one more pip of it is worth on this board, around 1: a resource
   * with few pips on the board is dearer (everyone will want it).
   */
  readonly scarcity: readonly number[];
}

const cache = new WeakMap<BoardIndex, BoardFacts>();

export function boardFacts(s: Table): BoardFacts {
  const index = indexOf(s);
  let facts = cache.get(index);
  if (!facts) {
    facts = build(s, index);
    cache.set(index, facts);
  }
  return facts;
}

/** What the bots think each resource is worth before scarcity: the build paths need brick, lumber, grain and ore most. */
const BASE_WEIGHT = [1.05, 1.05, 0.85, 1.05, 1.0];

function build(s: Table, index: BoardIndex): BoardFacts {
  const { topology, resourceIndex, harborsAt } = index;
  const hexPips = s.board.tiles.map((t) => (t.token === null ? 0 : PIPS[t.token]));
  const vertexPips = new Float64Array(topology.vertices.length * 5);
  const vertexTotal = new Float64Array(topology.vertices.length);
  const harbor = new Int8Array(topology.vertices.length).fill(-1);
  const onBoard = [0, 0, 0, 0, 0];
  hexPips.forEach((p, h) => {
    if (resourceIndex[h] >= 0) onBoard[resourceIndex[h]] += p;
  });
  for (let v = 0; v < topology.vertices.length; v++) {
    for (const h of topology.vertexHexes[v]) {
      const r = resourceIndex[h];
      if (r < 0) continue;
      vertexPips[v * 5 + r] += hexPips[h];
      vertexTotal[v] += hexPips[h];
    }
    for (const kind of harborsAt[v]) harbor[v] = kind === 'generic' ? GENERIC : RESOURCES.indexOf(kind);
  }
  const average = onBoard.reduce((a, b) => a + b, 0) / 5;
  const scarcity = onBoard.map((p, r) => BASE_WEIGHT[r] * Math.min(1.6, Math.sqrt(average / Math.max(p, 1))));
  return { hexPips, hexResource: resourceIndex, vertexPips, vertexTotal, harbor, scarcity };
}
