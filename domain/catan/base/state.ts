// Game state: a union by phase. The server folds with viewer 'all'; a client folds the stream
// redacted for it, and the same `evolve` keeps the cards it may not see as counts.
import type { Board } from './board/layouts.ts';
import { tableSpec } from './board/layouts.ts';
import { topologyOf, type Topology } from './board/geometry.ts';
import type { BoardKind, BotLevel, Building, Bundle, DevHand, Hand, HarborKind, HexKey, Resource, Seat, Terrain, TradeGoods } from './types.ts';
import { PRODUCES, RESOURCES } from './types.ts';
import type { FirstPlayer } from './rules/first-player.ts';

/** Whose view a state or event is: everything ('all': the server, or anyone once the game is over), a seat, or a spectator. */
export type Viewer = 'all' | 'spectator' | Seat;

export interface Pieces {
  readonly roads: number;
  readonly settlements: number;
  readonly cities: number;
}

/** What the board and the players' supplies look like; shared by every phase after creation. */
export interface Table {
  readonly viewer: Viewer;
  readonly players: number;
  readonly boardKind: BoardKind;
  readonly seed: number;
  readonly board: Board;
  /** The rule modules in play, in order (registry.ts); the base game's is one shared empty list. */
  readonly modules: readonly string[];
  /** Each module's part of the state, under its id; the base game's is one shared empty object. */
  readonly parts: Readonly<Record<string, unknown>>;
  readonly names: readonly (string | null)[];
  readonly bots: readonly boolean[];
  /** A bot seat's level; null for a human seat (and an empty one). */
  readonly levels: readonly (BotLevel | null)[];
  /** Human seats played by a bot until their player returns (SeatTakenOver / SeatReturned). */
  readonly away: readonly boolean[];
  /** Seats whose player said they are ready to start (a bot always is); the lobby's. */
  readonly ready: readonly boolean[];
  /** Who starts: seat 0, or the winner of a roll at the start (SetupStarted records it). */
  readonly firstPlayer: FirstPlayer;
  /** Seconds per turn before a bot plays for an absent seat; 0 when the game has no timer. */
  readonly timer: number;
  /**
   * A rated table (GameCreated.rated): its signed-in players' ratings follow its end. Always a
   * key (false when unrated), so every state keeps one shape; a stored snapshot from before may
   * lack it, which reads as unrated.
   */
  readonly rated: boolean;
  readonly robber: HexKey;
  /** By vertex index of the board's topology. */
  readonly buildings: readonly (Building | null)[];
  /** By edge index: the owning seat, or -1. */
  readonly roads: readonly number[];
  readonly hands: readonly Hand[];
  /** Development cards in hand, not yet played (victory point cards stay here). */
  readonly devCards: readonly DevHand[];
  readonly bank: Readonly<Record<Resource, number>>;
  readonly deck: DevHand;
  readonly knights: readonly number[];
  readonly pieces: readonly Pieces[];
  readonly largestArmy: Seat | null;
  readonly longestRoad: Seat | null;
  readonly longestRoadLength: number;
}

/** A seat's answer to the open offer: 'none' yet, or 'notAsked' when the offer is aimed at another seat. */
export type TradeResponse =
  | { readonly kind: 'none' }
  | { readonly kind: 'notAsked' }
  | { readonly kind: 'accepted' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'countered'; readonly give: Bundle; readonly want: Bundle; readonly goods?: TradeGoods };

/** An open domestic trade offer of the active player: `give` to the partner, `want` from them. */
export interface TradeOffer {
  readonly give: Bundle;
  readonly want: Bundle;
  /** A module's cards beside the resources (commodities), when the offer has any. */
  readonly goods?: TradeGoods;
  /** The one seat the offer is made to, or null: to every other seat. */
  readonly to: Seat | null;
  readonly responses: readonly TradeResponse[];
}

/** Is the offer made to this seat (to it alone, or to everyone)? The active player's own seat included. */
export const offeredTo = (trade: TradeOffer, seat: Seat): boolean => trade.to === null || trade.to === seat;

export type Pending =
  | { readonly kind: 'none' }
  | { readonly kind: 'discard'; readonly counts: readonly number[] }
  | { readonly kind: 'robber' }
  | { readonly kind: 'roadBuilding'; readonly remaining: number };

export interface Turn {
  readonly seat: Seat;
  readonly number: number;
  readonly dice: readonly [number, number] | null;
  readonly devCardPlayed: boolean;
  /** Cards bought this turn, which may not be played until a later turn. */
  readonly bought: DevHand;
  readonly pending: Pending;
  readonly trade: TradeOffer | null;
  /** Offers made in this turn (or part of one): the bots make one at most. */
  readonly offers: number;
}

export interface SetupProgress {
  /** Seats in placement order: clockwise, then counter-clockwise. */
  readonly order: readonly Seat[];
  readonly step: number;
  readonly awaiting: 'settlement' | 'road';
  /** Vertex index of the settlement just placed, which the set-up road must touch. */
  readonly lastSettlement: number;
}

// Every phase after creation carries the same keys (absent parts are null), so all states share
// one object shape: that keeps evolve's object spreads on V8's fast path.
export type State =
  | { readonly phase: 'none'; readonly viewer: Viewer }
  | (Table & { readonly phase: 'lobby'; readonly setup: null; readonly turn: null; readonly winner: null; readonly points: 0 })
  | (Table & { readonly phase: 'setup'; readonly setup: SetupProgress; readonly turn: null; readonly winner: null; readonly points: 0 })
  | (Table & { readonly phase: 'playing'; readonly setup: null; readonly turn: Turn; readonly winner: null; readonly points: 0 })
  | (Table & { readonly phase: 'finished'; readonly setup: null; readonly turn: Turn | null; readonly winner: Seat; readonly points: number });

export type Phase = State['phase'];
export type InPhase<P extends Phase> = Extract<State, { phase: P }>;

export const initialState = (viewer: Viewer = 'all'): State => ({ phase: 'none', viewer });

/** May this state's viewer name the cards of `seat`? */
export const sees = (viewer: Viewer, seat: Seat): boolean => viewer === 'all' || viewer === seat;

// ---- Derived board data, computed once per board and cached ----

export interface BoardIndex {
  readonly players: number;
  readonly topology: Topology;
  readonly spec: ReturnType<typeof tableSpec>;
  readonly production: readonly (Resource | null)[];
  /** By hex: the index in RESOURCES of what it produces, or -1. */
  readonly resourceIndex: readonly number[];
  /** Hex indices carrying each number token 2..12. */
  readonly hexesByToken: readonly (readonly number[])[];
  /** By vertex index: the harbor kinds it may trade at. */
  readonly harborsAt: readonly (readonly HarborKind[])[];
  /** The vertices that touch a harbor. */
  readonly harborVertices: readonly number[];
}

const boardIndexes = new WeakMap<Board, BoardIndex>();

let lastBoard: Board | null = null;
let lastIndex: BoardIndex | null = null;

export function boardIndex(board: Board, players: number): BoardIndex {
  // Nearly every call asks for the same board as the last one: skip the WeakMap then.
  if (board === lastBoard && lastIndex!.players === players) return lastIndex!;
  let index = boardIndexes.get(board);
  if (index && index.players === players) {
    lastBoard = board;
    lastIndex = index;
    return index;
  }
  // A board read back from storage is a new object with the same content: look it up by content.
  const key = contentKey(board, players);
  index = byContent.get(key) ?? buildIndex(board, players);
  if (byContent.size > 1000) byContent.clear();
  byContent.set(key, index);
  boardIndexes.set(board, index);
  lastBoard = board;
  lastIndex = index;
  return index;
}

const byContent = new Map<string, BoardIndex>();

/** The board's content as a string (a plain loop: every new game asks for it once). */
function contentKey(board: Board, players: number): string {
  let key = `${players}|`;
  for (const t of board.tiles) key += `${t.hex}:${t.terrain}:${t.token} `;
  key += '|';
  for (const h of board.harbors) key += `${h.edge}:${h.kind} `;
  return key;
}

const NO_HARBORS: readonly HarborKind[] = [];

function buildIndex(board: Board, players: number): BoardIndex {
  const topology = topologyOf(board.tiles.map((t) => t.hex));
  const hexesByToken: number[][] = [];
  for (let n = 0; n <= 12; n++) hexesByToken.push([]);
  for (let h = 0; h < board.tiles.length; h++) {
    const token = board.tiles[h].token;
    if (token !== null) hexesByToken[token].push(h);
  }
  // Most vertices touch no harbor: they share one empty list.
  const harborsAt: (readonly HarborKind[])[] = topology.vertices.map(() => NO_HARBORS);
  for (const harbor of board.harbors) {
    for (const v of topology.edgeVertices[topology.edgeIndex.get(harbor.edge)!]) harborsAt[v] = [...harborsAt[v], harbor.kind];
  }
  const index: BoardIndex = {
    players,
    topology,
    spec: tableSpec(players),
    production: board.tiles.map((t) => producesOf(t.terrain)),
    resourceIndex: board.tiles.map((t) => {
      const r = producesOf(t.terrain);
      return r === null ? -1 : RESOURCES.indexOf(r);
    }),
    hexesByToken,
    harborsAt,
    harborVertices: harborVerticesOf(harborsAt),
  };
  return index;
}

function harborVerticesOf(harborsAt: readonly (readonly HarborKind[])[]): number[] {
  const out: number[] = [];
  for (let v = 0; v < harborsAt.length; v++) if (harborsAt[v].length > 0) out.push(v);
  return out;
}

export const indexOf = (s: Table) => boardIndex(s.board, s.players);

/** What a hex of this kind produces on its number: a base terrain's resource; a module's hex kind (sea, gold) nothing here (its module's hooks pay for it). */
const producesOf = (terrain: Terrain): Resource | null => (PRODUCES as Readonly<Record<string, Resource | null>>)[terrain] ?? null;
