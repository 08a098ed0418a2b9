// The state a game starts from: the table of GameCreated, before anyone sits down.
import type { EventOf } from './events.ts';
import { emptyHand, makeBank, makeDevHand, NO_DEV_CARDS } from './cards.ts';
import { boardIndex, type Pieces, type State, type Viewer } from './state.ts';

/** The base game's modules and parts: shared, so that base states keep one shape and allocate nothing. */
export const NO_MODULES: readonly string[] = Object.freeze([]);
export const NO_PARTS: Readonly<Record<string, unknown>> = Object.freeze({});

export const makePieces = (roads: number, settlements: number, cities: number): Pieces => ({ roads, settlements, cities });

export function created(viewer: Viewer, e: EventOf<'GameCreated'>): State {
  const { topology, spec } = boardIndex(e.board, e.players);
  const seats = Array.from({ length: e.players }, (_, i) => i);
  const n = spec.resourcesPerType;
  const { knight, roadBuilding, yearOfPlenty, monopoly, victoryPoint } = spec.devDeck;
  const deck = viewer === 'all'
    ? makeDevHand(knight, roadBuilding, yearOfPlenty, monopoly, victoryPoint, 0)
    : makeDevHand(0, 0, 0, 0, 0, knight + roadBuilding + yearOfPlenty + monopoly + victoryPoint);
  return {
    phase: 'lobby', viewer, players: e.players, boardKind: e.boardKind, seed: e.seed, board: e.board,
    modules: e.modules !== undefined && e.modules.length > 0 ? e.modules : NO_MODULES, parts: NO_PARTS,
    names: seats.map(() => null), bots: seats.map(() => false), levels: seats.map(() => null), away: seats.map(() => false),
    ready: seats.map(() => false), firstPlayer: e.firstPlayer ?? 'seat',
    timer: e.timer ?? 0, rated: e.rated === true, robber: e.board.robber,
    buildings: topology.vertices.map(() => null), roads: topology.edges.map(() => -1),
    hands: seats.map(emptyHand), devCards: seats.map(() => NO_DEV_CARDS),
    bank: makeBank(n, n, n, n, n), deck,
    knights: seats.map(() => 0), pieces: seats.map(() => makePieces(spec.pieces.roads, spec.pieces.settlements, spec.pieces.cities)),
    largestArmy: null, longestRoad: null, longestRoadLength: 0,
    setup: null, turn: null, winner: null, points: 0,
  };
}
