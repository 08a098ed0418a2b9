// The helpers' part of the state, under `state.parts[HELPERS]`: each seat's helper, the display,
// this turn's calls to the helpers that react to a roll, the Captain's port, and a choice left
// to make (the Noblewoman's look at a hand, the Architect's look at the deck).
import type { Table } from '../../base/state.ts';
import type { Bundle, DevCard, Resource, Seat } from '../../base/types.ts';
import { HELPER_STACK, type HelperId, type Side } from './data.ts';

export const HELPERS = 'helpers';

/** A helper in front of a seat. Turns are game turns; set-up counts as turn 0. */
export interface Held {
  readonly helper: HelperId;
  readonly side: Side;
  /** The turn it was received (it may not be used in that turn). */
  readonly received: number;
  /** The turn it was last used, or -1. */
  readonly used: number;
}

/** A roll that calls a reacting helper: the Mayor (the roll gave its holder nothing) or the General (a 7). */
export interface Call {
  readonly seat: Seat;
  readonly helper: 'mayor' | 'general';
  /** The Mayor and the General with 7 cards or fewer take a resource; the General with more is excused from discarding. */
  readonly effect: 'take' | 'exempt';
  readonly turn: number;
}

/** The Captain's port: `seat` trades `resource` 2:1 with the bank for the rest of turn `turn`. */
export interface Port {
  readonly seat: Seat;
  readonly resource: Resource;
  readonly turn: number;
}

/** A choice the helper's holder must make before anything else. */
export type Choice =
  /** The Noblewoman looked at `target`'s hand (`hand`: null for a viewer who may not see it); take one card. */
  | { readonly kind: 'noblewoman'; readonly seat: Seat; readonly target: Seat; readonly hand: Bundle | null }
  /**
   * The Architect looked at the deck's top cards (`cards`: null for a viewer who may not see
   * them); keep one, paying `paid` in place of `instead` of the card's price.
   */
  | { readonly kind: 'architect'; readonly seat: Seat; readonly cards: readonly (DevCard | null)[]; readonly paid: Bundle; readonly instead: Bundle };

export interface HelpersPart {
  /** By seat: its helper, or null before it is dealt (in set-up). */
  readonly held: readonly (Held | null)[];
  /** The helpers nobody holds, side A up: the stack during set-up (top first), then the display. */
  readonly display: readonly HelperId[];
  readonly calls: readonly Call[];
  readonly port: Port | null;
  readonly choice: Choice | null;
}

const NO_CALLS: readonly Call[] = Object.freeze([]);

export const initialHelpers = (players: number): HelpersPart => ({
  held: Array.from({ length: players }, () => null),
  display: HELPER_STACK,
  calls: NO_CALLS,
  port: null,
  choice: null,
});

/** The part, or the part as set-up begins when no helper has been dealt yet. */
export const helpersPart = (s: Pick<Table, 'parts' | 'players'>): HelpersPart =>
  (s.parts[HELPERS] as HelpersPart | undefined) ?? initialHelpers(s.players);

/** The current game turn's number (0 in set-up). */
export const turnNumber = (s: { readonly turn: { readonly number: number } | null }): number => s.turn?.number ?? 0;
