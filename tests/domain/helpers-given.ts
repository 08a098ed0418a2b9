// Builders for the helpers' tests: a table in play given helpers as a fact (the game's modules
// then name 'helpers'), and commands decided by the real decide.
import { expect } from 'vitest';
import {
  decide, fold, handTotal, initialState, RESOURCES, type Bundle, type Command, type Event, type InPhase, type Seat, type State,
} from '../../domain/catan/index.ts';
import {
  HELPER_STACK, HELPERS, HELPERS_EVENT_TYPES, HELPERS_REJECTIONS, initialHelpers,
  type HelperId, type HelpersCommand, type HelpersEvent, type HelpersPart, type Side,
} from '../../domain/catan/modules/helpers/index.ts';
import { REJECTIONS } from '../../domain/catan/base/rejections.ts';
import { beginnerGame, given, type Given } from './given.ts';
import { handBack } from './large-table.ts';

export type Out = Event | HelpersEvent;
type Playing = InPhase<'playing'>;

export const isHelpersEvent = (e: Out): e is HelpersEvent => HELPERS_EVENT_TYPES.has(e.type);

/** Folds events from a state (the helpers' are the game's events now). */
export const foldWith = (events: readonly Out[], state: State = initialState()): State => fold(events, state);

/** A 4-player game on the beginner board in play, every hand handed back: seat 0's turn, before the roll. */
export function emptyTable(players = 4): Given {
  const g = given(beginnerGame(players));
  return g.and(g.playing.hands.flatMap((h, seat) => (handTotal(h) > 0 ? [handBack(seat, h)] : [])));
}

export interface Holding {
  readonly helper: HelperId;
  readonly side?: Side;
  /** The turn it was received (default 0, set-up). */
  readonly received?: number;
}

/** The state with these helpers held (by seat; null: none); the rest of the stack is the display. */
export function holding(state: State, held: readonly (HelperId | Holding | null)[]): Playing {
  if (state.phase !== 'playing') throw new Error(`expected a game in play, not ${state.phase}`);
  const cards = held.map((h) => (h === null ? null : typeof h === 'string' ? { helper: h } : h));
  const part: HelpersPart = {
    ...initialHelpers(state.players),
    held: cards.map((h) => (h === null ? null : { helper: h.helper, side: h.side ?? 'A', received: h.received ?? 0, used: -1 })),
    display: HELPER_STACK.filter((h) => !cards.some((c) => c?.helper === h)),
  };
  return { ...state, modules: [...state.modules, HELPERS], parts: { ...state.parts, [HELPERS]: part } };
}

/** The command is accepted: its events, and the state they lead to. */
export function accepted(state: State, command: HelpersCommand): { events: readonly Out[]; state: Playing } {
  const d = decide(command, state);
  if (!d.ok) throw new Error(`${JSON.stringify(command)} was rejected: ${d.rejection.code} ${d.rejection.message}`);
  return { events: d.events, state: foldWith(d.events, state) as Playing };
}

/** The command is rejected with this code (its message starts with the code's text). */
export function rejects(state: State, command: HelpersCommand, code: string): void {
  const d = decide(command, state);
  expect(d.ok ? { ok: true, events: d.events } : d.rejection.code, JSON.stringify(command)).toBe(code);
  if (d.ok) return;
  const text = (HELPERS_REJECTIONS as Record<string, string>)[code] ?? (REJECTIONS as Record<string, string>)[code];
  expect(d.rejection.message.startsWith(text)).toBe(true);
}

/** The state's helpers part. */
export const partOf = (s: State): HelpersPart => (s as Playing).parts[HELPERS] as HelpersPart;

export const seatOf = (s: State): Seat => (s as Playing).turn.seat;

/** Base commands decided one after the other on the state (each must be accepted); the module's part rides along. */
export function play(state: State, ...commands: Command[]): Playing {
  let s = state;
  for (const c of commands) {
    const d = decide(c, s);
    if (!d.ok) throw new Error(`${JSON.stringify(c)} was rejected: ${d.rejection.code}`);
    s = foldWith(d.events, s);
  }
  return s as Playing;
}

/** The seat rolls 2 (never a 7), and whatever the roll pays is handed back: nobody's hand changes. */
export function rollsQuietly(state: State): Playing {
  const s = state as Playing;
  const d = decide({ type: 'RollDice', seat: s.turn.seat, dice: [1, 1] }, s);
  if (!d.ok) throw new Error(`the roll was rejected: ${d.rejection.code}`);
  const back = d.events.flatMap((e) => (e.type === 'ResourcesProduced' ? e.gains.flatMap((g, seat) => (handTotal({ ...EMPTY, ...g }) > 0 ? [handBack(seat, g)] : [])) : []));
  return foldWith([...d.events, ...back], s) as Playing;
}

const EMPTY = { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0, unknown: 0 };

/** Turns pass (quiet rolls, and EndTurn) until `seat` has rolled in its turn. */
export function untilRolled(state: State, seat: Seat): Playing {
  let s = state as Playing;
  for (let guard = 0; guard < 20; guard++) {
    if (s.turn.seat === seat && s.turn.dice !== null) return s;
    s = s.turn.dice === null ? rollsQuietly(s) : play(s, { type: 'EndTurn', seat: s.turn.seat });
  }
  throw new Error('no such turn');
}

/**
 * Seat 0's first turn, rolled, on the emptied beginner table: each seat holds the cards given
 * and the helpers held (by seat).
 */
export function table(hands: Readonly<Record<number, Bundle>>, held: readonly (HelperId | Holding | null)[]): Playing {
  const g = emptyTable().and({ type: 'ResourcesProduced', gains: [0, 1, 2, 3].map((seat) => hands[seat] ?? {}) });
  return holding(untilRolled(g.state, 0), held);
}

/** The named cards of a seat's hand (zeros left out), to compare with a bundle. */
export const handOf = (s: State, seat: Seat): Bundle => {
  const h = (s as Playing).hands[seat];
  return Object.fromEntries(RESOURCES.filter((r) => h[r] > 0).map((r) => [r, h[r]]));
};
