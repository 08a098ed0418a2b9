// A state under construction, shared by evolve and the rule modules' evolve steps: each step
// copies the state into a fresh draft (an object literal with every key, so all states share one
// shape and stay on V8's fast paths), changes the draft's fields, and returns it.
import { addBundle, addToBank, NO_DEV_CARDS } from './cards.ts';
import { sees, type Pending, type SetupProgress, type State, type Table, type Turn } from './state.ts';
import type { Bundle, Seat } from './types.ts';

export type Live = Exclude<State, { phase: 'none' }>;
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A state under construction. `turn` is typed as present; it is null before play starts, so check it. */
export type Draft = Mutable<Table> & {
  phase: State['phase'];
  setup: SetupProgress | null;
  turn: Turn;
  winner: Seat | null;
  points: number;
};

export function draft(s: Live): Draft {
  return {
    phase: s.phase, viewer: s.viewer, players: s.players, boardKind: s.boardKind, seed: s.seed, board: s.board,
    modules: s.modules, parts: s.parts,
    names: s.names, bots: s.bots, levels: s.levels, away: s.away, ready: s.ready, firstPlayer: s.firstPlayer, timer: s.timer, rated: s.rated, robber: s.robber, buildings: s.buildings, roads: s.roads, hands: s.hands,
    devCards: s.devCards, bank: s.bank, deck: s.deck, knights: s.knights, pieces: s.pieces,
    largestArmy: s.largestArmy, longestRoad: s.longestRoad, longestRoadLength: s.longestRoadLength,
    setup: s.setup, turn: s.turn as Turn, winner: s.winner, points: s.points,
  };
}

export function turnDraft(t: Turn): Mutable<Turn> {
  return { seat: t.seat, number: t.number, dice: t.dice, devCardPlayed: t.devCardPlayed, bought: t.bought, pending: t.pending, trade: t.trade, offers: t.offers };
}

// Pending states without data are shared: one object (and one hidden class) each.
export const NONE: Pending = { kind: 'none' };
export const ROBBER: Pending = { kind: 'robber' };

export const newTurn = (seat: Seat, number: number): Turn => ({
  seat, number, dice: null, devCardPlayed: false, bought: NO_DEV_CARDS, pending: NONE, trade: null, offers: 0,
});

/**
 * A part of the same game turn played by another seat (a builder of the special building phase,
 * Player 2 of paired players): the turn's number and dice stay, the rest starts afresh.
 */
export const partTurn = (seat: Seat, turn: Turn): Turn => ({
  seat, number: turn.number, dice: turn.dice, devCardPlayed: false, bought: NO_DEV_CARDS, pending: NONE, trade: null, offers: 0,
});

export const replace = <T>(list: readonly T[], i: number, value: T): T[] => {
  const out = list.slice();
  out[i] = value;
  return out;
};

/** The draft with one module's part of the state set. */
export function setPart(d: Draft, id: string, part: unknown): void {
  d.parts = { ...d.parts, [id]: part };
}

/** Moves a bundle between a seat's hand and the bank (sign −1: the seat pays). */
export function pay(d: Draft, seat: Seat, b: Bundle, sign: 1 | -1): void {
  d.hands = replace(d.hands, seat, addBundle(d.hands[seat], b, sign, sees(d.viewer, seat)));
  d.bank = addToBank(d.bank, b, -sign as 1 | -1);
}

/** Moves a bundle from one seat's hand to another's. */
export function moveCards(d: Draft, from: Seat, to: Seat, b: Bundle): void {
  const hands = d.hands.slice();
  hands[from] = addBundle(hands[from], b, -1, sees(d.viewer, from));
  hands[to] = addBundle(hands[to], b, 1, sees(d.viewer, to));
  d.hands = hands;
}
